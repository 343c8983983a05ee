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
final class Construction: @unchecked Sendable {
    // Sendable because `pending`, `waiting` and `stacks` are touched only under `lock`,
    // which is never held while user code runs.
    private let lock = Lock()
    /// The slots being built.
    private var pending: [SlotID: Pending] = [:]
    /// The slot each waiting thread waits for.
    private var waiting: [UInt: SlotID] = [:]
    /// What each thread is building, outermost first.
    private var stacks: [UInt: [Pending]] = [:]

    /// A slot being built.
    final class Pending {
        let slot: SlotID
        let name: String
        let builder: UInt
        let finished = Condition()

        init(slot: SlotID, name: String, builder: UInt) {
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

    /// Returns what `lookup` finds in `slot`, waiting while another thread builds it; or,
    /// when nothing is there and nobody builds it, makes the calling thread its builder.
    ///
    /// `lookup` runs under this object's lock, so it may take only locks that are never
    /// held while taking this one (the containers' and the caches' own).
    /// - Parameters:
    ///   - slot: The slot needed.
    ///   - name: The slot's readable name, for cycle messages.
    ///   - lookup: Reads the slot; `nil` when it holds nothing.
    func claim<Found>(_ slot: SlotID, name: @autoclosure () -> String, lookup: () -> Found?) -> Claim<Found> {
        let thread = currentThread()
        return lock.withLock {
            while true {
                if let found = lookup() { return .found(found) }
                guard let builder = pending[slot] else {
                    let claimed = Pending(slot: slot, name: name(), builder: thread)
                    pending[slot] = claimed
                    stacks[thread, default: []].append(claimed)
                    return .build(claimed)
                }
                if let cycle = cycle(from: thread, needing: builder) {
                    stop(cycle, acrossThreads: builder.builder != thread)
                }
                waiting[thread] = slot
                builder.finished.wait(releasing: lock)
                waiting[thread] = nil
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

    /// The names along the cycle that `thread` would close by waiting for `needed`, or
    /// `nil` if waiting cannot lead back to `thread`.
    private func cycle(from thread: UInt, needing needed: Pending) -> [String]? {
        var path: [String] = []
        var wanted = needed
        // Each thread waits for one slot, so the walk visits each thread at most once.
        for _ in 0...waiting.count {
            let stack = stacks[wanted.builder] ?? []
            let start = stack.firstIndex { $0 === wanted } ?? stack.startIndex
            path += stack[start...].map(\.name)
            if wanted.builder == thread { return path + [needed.name] }
            guard let next = waiting[wanted.builder], let nextBuilder = pending[next] else { return nil }
            wanted = nextBuilder
        }
        return nil
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
