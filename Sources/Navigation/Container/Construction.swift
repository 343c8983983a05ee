import Dispatch

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Builds each slot once, lets a first use wait only for the slot it needs, and stops a
/// dependency cycle with its path.
///
/// A slot is one thing built once: an assembly instance in a container, or a shared
/// value in an assembly. Every slot being built has a ``Pending`` record: the thread
/// building it, and a condition the threads that need it wait on. No lock is held while
/// a factory or an initializer runs; the one lock here guards only this bookkeeping.
///
/// - A thread that needs a slot it is itself building is in a cycle: the path is the
///   part of its own construction stack from that slot on.
/// - A thread that needs a slot another thread is building waits for that slot only.
///   Before it waits, it follows the wait-for graph (the slot's builder waits for a slot
///   whose builder waits for ...); if that leads back to itself, the threads are in a
///   cycle that would deadlock, which is the same dependency cycle one thread would
///   meet, and it stops with the path across the threads.
/// - A wait the graph cannot see the end of (the last builder waits for no slot, but may
///   wait for something else: a semaphore, a queue, the main queue) is reported on
///   standard error once it has lasted ``reportDelay``, with the path as far as the graph
///   knows it, and goes on: the builder may only be slow.
/// - A thread whose construction stack reaches ``nestingLimit`` stops with the chain,
///   before it runs out of stack.
/// - A thread that ends while it builds (`pthread_exit`, `Thread.exit()` inside a factory)
///   gives up what it was building as it ends: the threads waiting for it wake, and the
///   next use builds the slot anew. A thread's identity is only unique while it runs, so
///   nothing of an ended thread may stay recorded for a new one to inherit.
final class Construction: @unchecked Sendable {
    // Sendable because `pending`, `waiting`, `stacks` and `reportDelay` are touched only
    // under `lock`, which is never held while user code runs.
    private let lock = Lock()
    /// The slots being built.
    private var pending: [SlotID: Pending] = [:]
    /// The slot each waiting thread waits for.
    private var waiting: [UInt: SlotID] = [:]
    /// What each thread is building, outermost first.
    private var stacks: [UInt: [Pending]] = [:]
    /// How long a first use waits for a slot another thread builds before it reports the wait.
    private var delay: Duration = .seconds(2)
    /// A thread-specific key set on a thread's first build, whose destructor runs as the
    /// thread ends (``threadEnded()``).
    private let buildingKey: pthread_key_t

    init() {
        var key = pthread_key_t()
        let status = pthread_key_create(&key) { _ in construction.threadEnded() }
        precondition(status == 0, "pthread_key_create failed with \(status)")
        buildingKey = key
    }

    /// How many slots one thread may be building at once, each needed by the one before:
    /// far deeper than assemblies nest, and shallow enough for a secondary thread's stack.
    static var nestingLimit: Int { 200 }

    /// A slot being built.
    final class Pending {
        let slot: SlotID
        /// The slot's readable name, made only for a message.
        let name: () -> String
        let builder: UInt
        let finished = Condition()

        init(slot: SlotID, name: @escaping () -> String, builder: UInt) {
            self.slot = slot
            self.name = name
            self.builder = builder
        }
    }

    /// What ``claim(_:name:lookup:)`` found.
    enum Claim<Found> {
        /// The slot holds a value (or told the caller to start over).
        case found(Found)
        /// The calling thread builds the slot, then calls ``finish(_:)``.
        case build(Pending)
    }

    /// What one pass under the lock decided.
    private enum Step<Found> {
        case claimed(Claim<Found>)
        /// The wait lasted `reportDelay`: write `report`, then wait on.
        case report(String)
    }

    /// How long a first use waits for a slot another thread builds before it reports the
    /// wait; tests shorten it.
    var reportDelay: Duration {
        get { lock.withLock { delay } }
        set { lock.withLock { delay = newValue } }
    }

    /// Returns what `lookup` finds in `slot`, waiting while another thread builds it; or,
    /// when nothing is there and nobody builds it, makes the calling thread its builder.
    ///
    /// `lookup` runs under this object's lock, so it may take only locks that are never
    /// held while taking this one (the containers' and the caches' own).
    /// - Parameters:
    ///   - slot: The slot needed.
    ///   - name: The slot's readable name, for messages; made only when one is written.
    ///   - lookup: Reads the slot; `nil` when it holds nothing.
    func claim<Found>(_ slot: SlotID, name: @escaping @autoclosure () -> String, lookup: () -> Found?) -> Claim<Found> {
        let thread = currentThread()
        var deadline: UInt64?
        var reported = false
        while true {
            let step = lock.withLock { () -> Step<Found> in
                while true {
                    if let found = lookup() { return .claimed(.found(found)) }
                    guard let builder = pending[slot] else {
                        let claimed = Pending(slot: slot, name: name, builder: thread)
                        if let stack = stacks[thread], stack.count >= Self.nestingLimit {
                            stopNestingTooDeeply(stack.map { $0.name() } + [name()])
                        }
                        pending[slot] = claimed
                        if stacks[thread] == nil, pthread_getspecific(buildingKey) == nil {
                            // Any non-null value: the destructor runs only for those.
                            pthread_setspecific(buildingKey, UnsafeRawPointer(bitPattern: 1))
                        }
                        stacks[thread, default: []].append(claimed)
                        return .claimed(.build(claimed))
                    }
                    if let cycle = cycle(from: thread, needing: builder) {
                        stop(cycle, acrossThreads: builder.builder != thread)
                    }
                    waiting[thread] = slot
                    defer { waiting[thread] = nil }
                    if reported {
                        builder.finished.wait(releasing: lock)
                        continue
                    }
                    let until = deadline ?? monotonicNanoseconds() + delay.nanoseconds
                    deadline = until
                    if !builder.finished.wait(releasing: lock, until: until), pending[slot] === builder {
                        return .report(waitReport(from: thread, needing: builder))
                    }
                }
            }
            switch step {
            case .claimed(let claim):
                return claim
            case .report(let report):
                // Written with no lock held: a full pipe must not stop every first use.
                write(report)
                reported = true
            }
        }
    }

    /// Records that the calling thread finished building `claimed`, and wakes the
    /// threads waiting for it. Call it after the slot holds its value.
    func finish(_ claimed: Pending) {
        lock.withLock {
            pending[claimed.slot] = nil
            stacks[claimed.builder]?.removeLast()
            if stacks[claimed.builder]?.isEmpty == true { stacks[claimed.builder] = nil }
            claimed.finished.broadcast()
        }
    }

    /// Gives up what the calling thread, which is ending, was building: its factories
    /// will not return. The threads waiting for those slots wake and find them free.
    private func threadEnded() {
        let thread = currentThread()
        lock.withLock {
            waiting[thread] = nil
            for abandoned in stacks.removeValue(forKey: thread) ?? [] where pending[abandoned.slot] === abandoned {
                pending[abandoned.slot] = nil
                abandoned.finished.broadcast()
            }
        }
    }

    /// The names along the cycle that `thread` would close by waiting for `needed`, or
    /// `nil` if waiting cannot lead back to `thread`.
    private func cycle(from thread: UInt, needing needed: Pending) -> [String]? {
        var path: [String] = []
        var wanted = needed
        // Each thread waits for one slot, so the walk visits each thread at most once.
        for _ in 0...waiting.count {
            let stack = stacks[wanted.builder] ?? []
            let start = stack.firstIndex { $0 === wanted } ?? stack.startIndex
            path += stack[start...].map { $0.name() }
            if wanted.builder == thread { return path + [needed.name()] }
            guard let next = waiting[wanted.builder], let nextBuilder = pending[next] else { return nil }
            wanted = nextBuilder
        }
        return nil
    }

    /// What `thread` waits for, as far as the wait-for graph goes: each slot, the thread
    /// building it and what that thread is building, until a builder that waits for no slot.
    private func waitReport(from thread: UInt, needing needed: Pending) -> String {
        let seconds = Double(delay.nanoseconds) / 1_000_000_000
        var lines = [
            "Navigation: a first use has waited \(seconds) s for a value another thread is building, "
                + "and may never get it:",
            "  \(describe(thread))\(isMainThread() ? " (the main thread)" : "") waits for \(needed.name()),",
        ]
        var wanted = needed
        var visited: Set<UInt> = [thread]
        while true {
            let building = (stacks[wanted.builder] ?? []).map { $0.name() }.joined(separator: " -> ")
            let builder = describe(wanted.builder)
            guard visited.insert(wanted.builder).inserted, let next = waiting[wanted.builder],
                let nextBuilder = pending[next]
            else {
                lines.append("  which \(builder) is building (\(building)) while it waits for no other value.")
                break
            }
            lines.append("  which \(builder) is building (\(building)) while it waits for \(nextBuilder.name()),")
            wanted = nextBuilder
        }
        lines.append(
            "If that factory or initializer waits for another thread that needs the value it builds (a semaphore, "
                + "a queue's sync, or the main queue while the main thread needs it), neither thread can go on: "
                + "build the value before handing work to another thread, and hop to the main queue only after "
                + "it is built. The wait goes on.")
        return lines.joined(separator: "\n") + "\n"
    }

    private func describe(_ thread: UInt) -> String {
        "thread 0x" + String(thread, radix: 16)
    }

    private func write(_ report: String) {
        var report = report
        report.withUTF8 { bytes in
            var written = 0
            while written < bytes.count {
                #if canImport(Darwin)
                let result = Darwin.write(2, bytes.baseAddress! + written, bytes.count - written)
                #elseif canImport(Glibc)
                let result = Glibc.write(2, bytes.baseAddress! + written, bytes.count - written)
                #else
                let result = Musl.write(2, bytes.baseAddress! + written, bytes.count - written)
                #endif
                guard result > 0 else { return }
                written += result
            }
        }
    }

    private func stop(_ cycle: [String], acrossThreads: Bool) -> Never {
        let threads = acrossThreads ? " across threads (each thread waited for the next)" : ""
        fatalError(
            "Dependency cycle\(threads): \(cycle.joined(separator: " -> ")). A shared factory or an assembly's "
                + "initializer needs its own value, directly or through others; build one of these values new on "
                + "each call, resolve it when a method runs rather than in an initializer, or pass it in after "
                + "both exist."
        )
    }

    private func stopNestingTooDeeply(_ chain: [String]) -> Never {
        let shown = chain.prefix(3) + ["... \(chain.count - 6) more ..."] + chain.suffix(3)
        fatalError(
            "Dependency chain too deep: more than \(Self.nestingLimit) values each need the next to be built "
                + "first: \(shown.joined(separator: " -> ")). Build a long chain step by step rather than "
                + "from within each value's factory."
        )
    }
}

extension Duration {
    /// The duration in whole nanoseconds, 0 for a negative one.
    fileprivate var nanoseconds: UInt64 {
        let (seconds, attoseconds) = components
        guard seconds >= 0 else { return 0 }
        return UInt64(seconds) * 1_000_000_000 + UInt64(max(0, attoseconds) / 1_000_000_000)
    }
}

/// Whether the calling thread runs the main queue, where main-actor code runs: the main
/// thread on Apple platforms, and on Linux the thread that drains the main queue once
/// the main thread handed it over with `dispatchMain()`.
private func isMainThread() -> Bool {
    #if canImport(Darwin)
    if pthread_main_np() != 0 { return true }
    #endif
    return DispatchQueue.getSpecific(key: mainQueueKey.key) != nil
}

/// A key the main queue, and only it, holds a value for.
private let mainQueueKey: MainQueueKey = {
    let key = MainQueueKey()
    DispatchQueue.main.setSpecific(key: key.key, value: ())
    return key
}()

private struct MainQueueKey: @unchecked Sendable {
    // Sendable because the key is only ever handed to Dispatch, which is thread-safe.
    let key = DispatchSpecificKey<Void>()
}

/// One slot, told apart from every other slot in the process: the object that holds it
/// (a container's registry or an assembly's cache, alive while the slot is built) and
/// the slot within it.
struct SlotID: Hashable {
    let owner: ObjectIdentifier
    let key: AnyHashable
}

/// The process's one construction record. Its lock guards bookkeeping only, never user code.
let construction = Construction()
