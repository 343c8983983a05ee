// Synchronization ships with the Swift 6 SDKs; an older SDK builds the locked path alone.
#if canImport(Synchronization)
import Synchronization

/// A container's resolved assemblies again, readable without a lock.
///
/// ``DependencyContainer/resolve(_:)`` reads here first: one hash probe into a table, and
/// one retain of the assembly found, inside a read section (``ReadSections``). Readers
/// take no lock and write no cache line another reading thread writes, but the
/// assembly's reference count.
///
/// A table holds its assemblies unretained: the container's registry keeps every one
/// alive while it answers (its `instances` hold every assembly a table points to), so a
/// table never keeps an assembly alive and the assemblies carry no weak reference, whose
/// side table would make every retain and release of them slower. A table is only ever
/// added to: a writer initializes a slot, then publishes its key with releasing ordering,
/// and a reader that loads the key with acquiring ordering reads a fully written slot.
///
/// Forgetting the answers (an apply, a restore, a reset) and growing retire the table
/// rather than change it, since a reader may still be probing it. A retired table, and
/// the assemblies a reset drops, are freed only after a grace period
/// (``ReadSections/waitForReaders()``) that began after the table was unpublished: a
/// reader that found an assembly there has retained it by then. Every change of the
/// container that forgets answers frees the tables retired so far, so a container keeps
/// at most the newest table and those retired by its growth since.
///
/// `Atomic` needs iOS 18 and macOS 15; on older systems the container reads under its
/// lock instead.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, *)
final class PublishedAnswers: @unchecked Sendable {
    // Sendable because `newest` is atomic and points to a table whose published slots
    // never change; `retired` and a table's `count` change only under the container's lock,
    // and a table is freed only after every read section that could see it has ended.

    /// An open-addressing table of answers; a key of 0 marks a free slot.
    final class Table {
        let mask: Int
        let keys: UnsafeMutablePointer<Atomic<UInt>>
        /// The answers, unretained: the container's registry holds each while it answers.
        let answers: UnsafeMutablePointer<Unmanaged<Assembly>>
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
            // The answers are plain pointers: nothing to release.
            keys.deinitialize(count: mask + 1)
            keys.deallocate()
            answers.deallocate()
        }

        /// Where `key` is, or the free slot where it would go.
        @inline(__always)
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
        func insert(_ assembly: Unmanaged<Assembly>, for key: UInt) {
            let (index, isFree) = position(of: key)
            guard isFree else { return }
            (answers + index).initialize(to: assembly)
            keys[index].store(key, ordering: .releasing)
            count += 1
        }
    }

    /// The newest table, retained once; `nil` while nothing is resolved. Stored with
    /// sequentially consistent ordering, which the grace periods rely on.
    private let newest = Atomic<UnsafeMutableRawPointer?>(nil)
    /// Tables a reader may still be probing; freed after the next grace period.
    private var retired: [Table] = []
    /// The process's read sections, as readers enter them.
    private let sections = ReadSections.shared.reader

    init() {}

    deinit {
        // No reader is left: each held the container, which holds this.
        if let pointer = newest.load(ordering: .acquiring) {
            Unmanaged<Table>.fromOpaque(pointer).release()
        }
    }

    /// The assembly answering for `type`, retained, if one was published.
    @inline(__always)
    func answer(for type: ObjectIdentifier) -> Assembly? {
        // A thread with no slot reads under the container's lock.
        guard let section = sections.enter() else { return nil }
        // Loaded inside the section, so the table, and the assembly it holds for `type`,
        // stay alive until the section ends: a grace period waits for it.
        guard let pointer = newest.load(ordering: .sequentiallyConsistent) else {
            ReadSections.leave(section)
            return nil
        }
        let found = Unmanaged<Table>.fromOpaque(pointer)._withUnsafeGuaranteedRef { table -> Unmanaged<Assembly>? in
            let (index, isFree) = table.position(of: UInt(bitPattern: type))
            // Retained inside the section: once it ends, a reset may free what it dropped,
            // and this reference keeps the caller's.
            return isFree ? nil : table.answers[index].retain()
        }
        ReadSections.leave(section)
        return found?.takeRetainedValue()
    }

    /// Publishes `assembly` as the answer for `type`. Callers hold the container's lock,
    /// and keep `assembly` alive until the table is retired and a grace period has passed.
    func publish(_ assembly: Assembly, for type: ObjectIdentifier) {
        let current = newest.load(ordering: .acquiring).map { Unmanaged<Table>.fromOpaque($0).takeUnretainedValue() }
        let key = UInt(bitPattern: type)
        if let current, (current.count + 2) * 2 <= current.mask + 1 {
            current.insert(.passUnretained(assembly), for: key)
            return
        }
        // Grown to twice the answers, so that probes stay short and a free slot remains.
        let grown = Table(capacity: max(16, ((current?.count ?? 0) + 1) * 4))
        if let current {
            for index in 0...current.mask {
                let found = current.keys[index].load(ordering: .relaxed)
                if found != 0 { grown.insert(current.answers[index], for: found) }
            }
        }
        grown.insert(.passUnretained(assembly), for: key)
        replace(with: grown)
    }

    /// Forgets every answer; callers hold the container's lock, then call
    /// ``releaseRetired()`` once they let it go.
    func forgetAll() {
        replace(with: nil)
    }

    /// The tables retired so far, for the caller to free after a grace period; callers hold
    /// the container's lock.
    func takeRetired() -> [Table] {
        var taken: [Table] = []
        swap(&taken, &retired)
        return taken
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
        guard let previous = newest.exchange(next, ordering: .sequentiallyConsistent) else { return }
        // A reader may have loaded the old table: keep it until a grace period has passed.
        let old = Unmanaged<Table>.fromOpaque(previous)
        retired.append(old.takeUnretainedValue())
        old.release()
    }
}
#endif
