// Synchronization ships with the Swift 6 SDKs; an older SDK builds the locked path alone.
#if canImport(Synchronization)
import Synchronization

/// The shared values of one assembly, readable without a lock.
///
/// A shared slot is written once and never changes while its assembly lives, so readers
/// need no lock: writers, serialized by the cache's lock, append a slot to the newest
/// snapshot (or to a new one twice its size, when it is full) and enter it in the
/// snapshot's hash index, and readers load the newest snapshot, then its count or an
/// index entry, with acquiring ordering. A read costs the same among thousands of keyed
/// slots as among a few: a snapshot of a few slots is scanned, a larger one is probed.
/// Readers neither lock nor retain the snapshot, so two threads reading one shared value
/// touch no common cache line but the value's own reference count. A snapshot stays alive,
/// through the `previous` link of the next, until the assembly is freed, so a reader that
/// loaded it before a newer one was published still reads valid memory.
///
/// `Atomic` needs iOS 18 and macOS 15; on older systems ``InstanceCache`` reads under its
/// lock instead.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, *)
@usableFromInline
final class PublishedSlots: @unchecked Sendable {
    // Sendable because `newest` is atomic and points to a snapshot whose published slots
    // never change: readers load it, its count and its index entries with acquiring
    // ordering, the one publisher at a time stores them with releasing.
    /// One published slot. The box is not retained here: the cache's table holds it for
    /// the cache's life, which is longer than any snapshot's.
    @usableFromInline
    struct Slot {
        @usableFromInline let key: InstanceKey
        @usableFromInline let box: Unmanaged<AnyObject>
    }

    /// A list of published slots, in memory of its own so that reading it retains
    /// nothing: two threads reading share no reference count but the value's. Slots are
    /// only ever appended: a publisher writes a slot, then its index entry and its count
    /// with releasing ordering, so a reader that loads either with acquiring ordering
    /// reads whole slots.
    @usableFromInline
    final class Snapshot {
        @usableFromInline let slots: UnsafeMutablePointer<Slot>
        @usableFromInline let count = Atomic<Int>(0)
        /// An open-addressing table of positions in `slots`, plus one; 0 marks a free entry.
        /// Twice as many entries as slots, so that a probe ends soon and one is always free.
        @usableFromInline let index: UnsafeMutablePointer<Atomic<Int>>
        @usableFromInline let indexMask: Int
        let capacity: Int
        let previous: Snapshot?

        init(capacity: Int, copying old: Snapshot?) {
            self.capacity = capacity
            slots = .allocate(capacity: capacity)
            indexMask = 2 * capacity - 1
            index = .allocate(capacity: 2 * capacity)
            for entry in 0..<2 * capacity {
                (index + entry).initialize(to: Atomic(0))
            }
            previous = old
            if let old {
                let count = old.count.load(ordering: .relaxed)
                slots.initialize(from: old.slots, count: count)
                for position in 0..<count {
                    enter(position)
                }
                self.count.store(count, ordering: .relaxed)
            }
        }

        deinit {
            slots.deinitialize(count: count.load(ordering: .relaxed))
            slots.deallocate()
            index.deinitialize(count: indexMask + 1)
            index.deallocate()
        }

        /// Enters the slot at `position` in the index.
        func enter(_ position: Int) {
            var entry = slots[position].key.bucket & indexMask
            while index[entry].load(ordering: .relaxed) != 0 {
                entry = (entry + 1) & indexMask
            }
            index[entry].store(position + 1, ordering: .releasing)
        }

        /// Snapshots of up to this many slots are scanned: comparing a few keys costs less
        /// than hashing one.
        @usableFromInline static var largestScanned: Int { 8 }

        /// The position of `key`'s slot, if it was published.
        @inlinable @inline(__always)
        func position(of key: InstanceKey) -> Int? {
            let count = count.load(ordering: .acquiring)
            if count <= Self.largestScanned {
                for position in 0..<count where slots[position].key == key {
                    return position
                }
                return nil
            }
            var entry = key.bucket & indexMask
            while true {
                let position = index[entry].load(ordering: .acquiring) - 1
                if position < 0 { return nil }
                if slots[position].key == key { return position }
                entry = (entry + 1) & indexMask
            }
        }
    }

    /// The newest snapshot, retained once; `nil` before the first slot is built.
    @usableFromInline let newest = Atomic<UnsafeMutableRawPointer?>(nil)

    init() {}

    deinit {
        if let pointer = newest.load(ordering: .acquiring) {
            Unmanaged<Snapshot>.fromOpaque(pointer).release()
        }
    }

    /// The value in `slot`, if it was published.
    @inlinable
    func value<T>(at slot: InstanceKey, as type: T.Type) -> T? {
        guard let pointer = newest.load(ordering: .acquiring) else { return nil }
        // The snapshot is kept alive by `newest` or by its successor until `self` is freed,
        // and `self` outlives this call.
        return Unmanaged<Snapshot>.fromOpaque(pointer)._withUnsafeGuaranteedRef { snapshot in
            guard let position = snapshot.position(of: slot) else { return nil }
            // The slot's key holds T, so its box is a Box<T>; the cache keeps the box alive.
            return snapshot.slots[position].box._withUnsafeGuaranteedRef {
                unsafeDowncast($0, to: Box<T>.self).value
            }
        }
    }

    /// The slots of every snapshot kept, the newest and those before it.
    var slotsKept: Int {
        guard let pointer = newest.load(ordering: .acquiring) else { return 0 }
        var total = 0
        var snapshot: Snapshot? = Unmanaged<Snapshot>.fromOpaque(pointer).takeUnretainedValue()
        while let current = snapshot {
            total += current.capacity
            snapshot = current.previous
        }
        return total
    }

    /// Publishes `box` as the value of `slot`. Callers hold the cache's lock, which
    /// serializes publishers, publish each slot once, and keep `box` for the cache's life.
    ///
    /// A full snapshot is replaced by one twice its size, so publishing n slots copies
    /// fewer than 2n and keeps fewer than 4n in all.
    func publish(_ box: AnyObject, at slot: InstanceKey) {
        let current = newest.load(ordering: .acquiring).map { Unmanaged<Snapshot>.fromOpaque($0) }
        let snapshot = current?.takeUnretainedValue()
        let next = Slot(key: slot, box: Unmanaged.passUnretained(box))
        if let snapshot, snapshot.count.load(ordering: .relaxed) < snapshot.capacity {
            let count = snapshot.count.load(ordering: .relaxed)
            (snapshot.slots + count).initialize(to: next)
            snapshot.enter(count)
            snapshot.count.store(count + 1, ordering: .releasing)
            return
        }
        let grown = Snapshot(capacity: max(4, (snapshot?.capacity ?? 0) * 2), copying: snapshot)
        let count = grown.count.load(ordering: .relaxed)
        (grown.slots + count).initialize(to: next)
        grown.enter(count)
        grown.count.store(count + 1, ordering: .relaxed)
        newest.store(Unmanaged.passRetained(grown).toOpaque(), ordering: .releasing)
        // `grown.previous` keeps the earlier snapshot alive now.
        current?.release()
    }
}
#endif
