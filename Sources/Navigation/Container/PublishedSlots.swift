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
    ///
    /// The snapshot's memory starts with a ``Header`` and goes on with its slots, so that a
    /// reader that loaded `newest` finds the count and the first slots in the same few cache
    /// lines, with no pointer between them to load first: every load in a read waits for the
    /// one before it, and each one fewer is a few cycles off every `shared` call.
    @usableFromInline
    final class Snapshot {
        /// The start of the snapshot's memory: its header, then `capacity` slots.
        @usableFromInline let memory: UnsafeMutableRawPointer
        let capacity: Int
        let previous: Snapshot?

        /// What precedes the slots.
        @usableFromInline
        struct Header: ~Copyable {
            @usableFromInline let count: Atomic<Int>
            /// An open-addressing table of positions in the slots, plus one; 0 marks a free
            /// entry. Twice as many entries as slots, so that a probe ends soon and one is
            /// always free.
            @usableFromInline let index: UnsafeMutablePointer<Atomic<Int>>
            @usableFromInline let indexMask: Int
        }

        /// Where the slots start, past the header, aligned for a slot.
        @inlinable
        static var slotsOffset: Int {
            let end = MemoryLayout<Header>.size
            let alignment = MemoryLayout<Slot>.alignment
            return (end + alignment - 1) / alignment * alignment
        }

        @inlinable @inline(__always)
        static func header(_ memory: UnsafeMutableRawPointer) -> UnsafeMutablePointer<Header> {
            memory.assumingMemoryBound(to: Header.self)
        }

        @inlinable @inline(__always)
        static func slots(_ memory: UnsafeMutableRawPointer) -> UnsafeMutablePointer<Slot> {
            (memory + slotsOffset).assumingMemoryBound(to: Slot.self)
        }

        init(capacity: Int, copying old: Snapshot?) {
            self.capacity = capacity
            memory = .allocate(
                byteCount: Self.slotsOffset + capacity * MemoryLayout<Slot>.stride,
                alignment: max(MemoryLayout<Header>.alignment, MemoryLayout<Slot>.alignment))
            let index = UnsafeMutablePointer<Atomic<Int>>.allocate(capacity: 2 * capacity)
            for entry in 0..<2 * capacity {
                (index + entry).initialize(to: Atomic(0))
            }
            Self.header(memory).initialize(to: Header(count: Atomic(0), index: index, indexMask: 2 * capacity - 1))
            previous = old
            if let old {
                let count = old.count
                Self.slots(memory).initialize(from: Self.slots(old.memory), count: count)
                for position in 0..<count {
                    enter(position)
                }
                Self.header(memory).pointee.count.store(count, ordering: .relaxed)
            }
        }

        deinit {
            let header = Self.header(memory)
            Self.slots(memory).deinitialize(count: header.pointee.count.load(ordering: .relaxed))
            header.pointee.index.deinitialize(count: header.pointee.indexMask + 1)
            header.pointee.index.deallocate()
            header.deinitialize(count: 1)
            memory.deallocate()
        }

        /// The published slots; read by the one publisher, under the cache's lock.
        var count: Int { Self.header(memory).pointee.count.load(ordering: .relaxed) }

        /// Enters the slot at `position` in the index.
        func enter(_ position: Int) {
            let header = Self.header(memory)
            let mask = header.pointee.indexMask
            var entry = Self.slots(memory)[position].key.bucket & mask
            while header.pointee.index[entry].load(ordering: .relaxed) != 0 {
                entry = (entry + 1) & mask
            }
            header.pointee.index[entry].store(position + 1, ordering: .releasing)
        }

        /// Appends `slot`; callers hold the cache's lock and leave room for it.
        func append(_ slot: Slot) {
            let count = count
            (Self.slots(memory) + count).initialize(to: slot)
            enter(count)
            Self.header(memory).pointee.count.store(count + 1, ordering: .releasing)
        }

        /// Snapshots of up to this many slots are scanned: comparing a few keys costs less
        /// than hashing one.
        @usableFromInline static var largestScanned: Int { 8 }

        /// The position of `key`'s slot in the snapshot at `memory`, if it was published.
        @inlinable @inline(__always)
        static func position(of key: InstanceKey, in memory: UnsafeMutableRawPointer) -> Int? {
            let header = Self.header(memory)
            let slots = Self.slots(memory)
            let count = header.pointee.count.load(ordering: .acquiring)
            if count <= largestScanned {
                for position in 0..<count where slots[position].key == key {
                    return position
                }
                return nil
            }
            var entry = key.bucket & header.pointee.indexMask
            while true {
                let position = header.pointee.index[entry].load(ordering: .acquiring) - 1
                if position < 0 { return nil }
                if slots[position].key == key { return position }
                entry = (entry + 1) & header.pointee.indexMask
            }
        }
    }

    /// The newest snapshot's memory, for readers; `nil` before the first slot is built.
    /// Stored with releasing ordering after the snapshot is filled.
    @usableFromInline let newest = Atomic<UnsafeMutableRawPointer?>(nil)
    /// The newest snapshot, which keeps the earlier ones; touched under the cache's lock only.
    private var newestSnapshot: Snapshot?

    init() {}

    /// The value in `slot`, if it was published.
    @inlinable
    func value<T>(at slot: InstanceKey, as type: T.Type) -> T? {
        guard let memory = newest.load(ordering: .acquiring) else { return nil }
        // The snapshot is kept alive by `newestSnapshot` or by its successor until `self` is
        // freed, and `self` outlives this call.
        guard let position = Snapshot.position(of: slot, in: memory) else { return nil }
        // The slot's key holds T, so its box is a Box<T>; the cache keeps the box alive.
        return Snapshot.slots(memory)[position].box._withUnsafeGuaranteedRef {
            unsafeDowncast($0, to: Box<T>.self).value
        }
    }

    /// The slots of every snapshot kept, the newest and those before it; callers hold the
    /// cache's lock.
    var slotsKept: Int {
        var total = 0
        var snapshot = newestSnapshot
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
        let next = Slot(key: slot, box: Unmanaged.passUnretained(box))
        if let snapshot = newestSnapshot, snapshot.count < snapshot.capacity {
            snapshot.append(next)
            return
        }
        let grown = Snapshot(capacity: max(4, (newestSnapshot?.capacity ?? 0) * 2), copying: newestSnapshot)
        grown.append(next)
        // `grown.previous` keeps the earlier snapshot alive, for readers that loaded it.
        newestSnapshot = grown
        newest.store(grown.memory, ordering: .releasing)
    }
}
#endif
