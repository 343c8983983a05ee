// Synchronization ships with the Swift 6 SDKs; an older SDK builds the locked path alone.
#if canImport(Synchronization)
import Synchronization

/// A container's resolved assemblies again, readable without a lock.
///
/// ``DependencyContainer/resolve(_:)`` reads here first, so that two threads resolving one
/// assembly touch no common cache line but the assembly's reference count. The container
/// writes under its lock, serializing writers; readers take no lock and retain nothing
/// but the assembly they return.
///
/// A table of answers is only ever added to: a writer initializes a slot, then publishes
/// its key with releasing ordering, and a reader that loads the key with acquiring
/// ordering reads a fully written slot. A slot holds its assembly weakly: the container's
/// registry keeps it alive while it answers, and a reader that loads an answer the
/// registry already let go of finds `nil` and takes the locked path. Forgetting the
/// answers (an apply, a restore, a reset) and growing retire the table rather than
/// change it, since a reader may still be probing it; retired tables stay until the
/// container is freed: 16 bytes a slot, four slots an answer, and the side table of each
/// weakly held assembly. To keep that bounded, a container whose answers were forgotten
/// more than ``forgetsBeforeLocking`` times stops publishing and reads under its lock.
///
/// `Atomic` needs iOS 18 and macOS 15; on older systems the container reads under its
/// lock instead.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, *)
final class PublishedAnswers: @unchecked Sendable {
    // Sendable because `newest` is atomic and points to a table whose published slots
    // never change; `retired` and a table's `count` change only under the container's lock.

    /// An answer, held weakly so that the table never keeps an assembly alive.
    struct Answer {
        weak var assembly: Assembly?
    }

    /// An open-addressing table of answers; a key of 0 marks a free slot.
    final class Table {
        let mask: Int
        let keys: UnsafeMutablePointer<Atomic<UInt>>
        let answers: UnsafeMutablePointer<Answer>
        /// The published slots; written under the container's lock only.
        var count = 0

        init(capacity: Int) {
            mask = capacity - 1
            keys = .allocate(capacity: capacity)
            answers = .allocate(capacity: capacity)
            for index in 0..<capacity {
                (keys + index).initialize(to: Atomic(0))
            }
        }

        deinit {
            for index in 0...mask where keys[index].load(ordering: .relaxed) != 0 {
                (answers + index).deinitialize(count: 1)
            }
            keys.deinitialize(count: mask + 1)
            keys.deallocate()
            answers.deallocate()
        }

        /// Where `key` is, or the free slot where it would go.
        func position(of key: UInt) -> (index: Int, isFree: Bool) {
            // Type metadata addresses are aligned: the low bits say nothing.
            var index = Int(truncatingIfNeeded: ((key >> 4) &* 0x9E37_79B9_7F4A_7C15) >> 32) & mask
            while true {
                let found = keys[index].load(ordering: .acquiring)
                if found == key { return (index, false) }
                if found == 0 { return (index, true) }
                index = (index + 1) & mask
            }
        }

        /// Publishes `assembly` for `key` in a free slot; callers hold the container's lock
        /// and leave a free slot after it.
        func insert(_ assembly: Assembly, for key: UInt) {
            let (index, isFree) = position(of: key)
            guard isFree else { return }
            (answers + index).initialize(to: Answer(assembly: assembly))
            keys[index].store(key, ordering: .releasing)
            count += 1
        }
    }

    /// The newest table, retained once; `nil` while nothing is resolved.
    private let newest = Atomic<UnsafeMutableRawPointer?>(nil)
    /// Tables a reader may still be probing, kept until the container is freed.
    private var retired: [Table] = []

    init() {}

    deinit {
        if let pointer = newest.load(ordering: .acquiring) {
            Unmanaged<Table>.fromOpaque(pointer).release()
        }
    }

    /// The assembly answering for `type`, if one was published and is still alive.
    @inline(__always)
    func answer(for type: ObjectIdentifier) -> Assembly? {
        guard let pointer = newest.load(ordering: .acquiring) else { return nil }
        // The table is kept alive by `newest` or by `retired` until `self` is freed, and
        // the container that owns `self` outlives this call.
        return Unmanaged<Table>.fromOpaque(pointer)._withUnsafeGuaranteedRef { table in
            let key = UInt(bitPattern: type)
            let (index, isFree) = table.position(of: key)
            return isFree ? nil : table.answers[index].assembly
        }
    }

    /// Publishes `assembly` as the answer for `type`. Callers hold the container's lock,
    /// and keep `assembly` alive while it answers, until they call ``forgetAll()``.
    func publish(_ assembly: Assembly, for type: ObjectIdentifier) {
        guard isPublishing else { return }
        let current = newest.load(ordering: .acquiring).map { Unmanaged<Table>.fromOpaque($0).takeUnretainedValue() }
        let key = UInt(bitPattern: type)
        if let current, (current.count + 2) * 2 <= current.mask + 1 {
            current.insert(assembly, for: key)
            return
        }
        // Grown to twice the answers, so that probes stay short and a free slot remains.
        let grown = Table(capacity: max(16, ((current?.count ?? 0) + 1) * 4))
        if let current {
            for index in 0...current.mask where current.keys[index].load(ordering: .relaxed) != 0 {
                // The registry holds every published answer of the newest table.
                if let answer = current.answers[index].assembly {
                    grown.insert(answer, for: current.keys[index].load(ordering: .relaxed))
                }
            }
        }
        grown.insert(assembly, for: key)
        replace(with: grown)
    }

    /// How many times the answers were forgotten.
    private var forgets = 0

    /// The forgets after which the container reads under its lock: each retires a table,
    /// and a container applied and reset over and over (a test suite's shared one) would
    /// otherwise keep a table for each.
    static let forgetsBeforeLocking = 16

    /// Whether answers are still published; `false` once the container was told to forget
    /// them more than ``forgetsBeforeLocking`` times.
    private var isPublishing: Bool { forgets <= Self.forgetsBeforeLocking }

    /// Forgets every answer; callers hold the container's lock.
    func forgetAll() {
        forgets += 1
        replace(with: nil)
    }

    /// The slots of every table kept, the newest and the retired; callers hold the
    /// container's lock.
    var slotsKept: Int {
        let newestSlots = newest.load(ordering: .acquiring).map {
            Unmanaged<Table>.fromOpaque($0)._withUnsafeGuaranteedRef { $0.mask + 1 }
        }
        return retired.reduce(newestSlots ?? 0) { $0 + $1.mask + 1 }
    }

    private func replace(with table: Table?) {
        let next = table.map { Unmanaged.passRetained($0).toOpaque() }
        guard let previous = newest.exchange(next, ordering: .acquiringAndReleasing) else { return }
        // A reader may have loaded the old table: keep it, and let go of `newest`'s count.
        let old = Unmanaged<Table>.fromOpaque(previous)
        retired.append(old.takeUnretainedValue())
        old.release()
    }
}
#endif
