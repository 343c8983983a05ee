// Synchronization ships with the Swift 6 SDKs; an older SDK builds the locked path alone.
#if canImport(Synchronization)
import Synchronization

/// The shared values of one assembly, readable without a lock.
///
/// A shared slot is written once and never changes while its assembly lives, so readers
/// need no lock: writers, serialized by the cache's lock, publish a new immutable
/// snapshot with one more slot, and readers load the newest with acquiring ordering.
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
    // Sendable because `newest` is atomic and points to an immutable snapshot: readers
    // load it with acquiring ordering, the one publisher at a time stores with releasing.
    /// One published slot. The box is not retained here: the cache's table holds it for
    /// the cache's life, which is longer than any snapshot's.
    @usableFromInline
    struct Slot {
        @usableFromInline let key: InstanceKey
        @usableFromInline let box: Unmanaged<AnyObject>
    }

    /// An immutable list of published slots, in memory of its own so that reading it
    /// retains nothing: two threads reading share no reference count but the value's.
    @usableFromInline
    final class Snapshot {
        @usableFromInline let slots: UnsafeMutableBufferPointer<Slot>
        let previous: Snapshot?

        init(_ slots: [Slot], previous: Snapshot?) {
            self.slots = .allocate(capacity: slots.count)
            _ = self.slots.initialize(from: slots)
            self.previous = previous
        }

        deinit {
            slots.deinitialize()
            slots.deallocate()
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
            for position in snapshot.slots.indices where snapshot.slots[position].key == slot {
                // The slot's key holds T, so its box is a Box<T>; the cache keeps the box alive.
                return snapshot.slots[position].box._withUnsafeGuaranteedRef {
                    unsafeDowncast($0, to: Box<T>.self).value
                }
            }
            return nil
        }
    }

    /// Publishes `box` as the value of `slot`. Callers hold the cache's lock, which
    /// serializes publishers, publish each slot once, and keep `box` for the cache's life.
    func publish(_ box: AnyObject, at slot: InstanceKey) {
        let current = newest.load(ordering: .acquiring).map { Unmanaged<Snapshot>.fromOpaque($0) }
        let previous = current?.takeUnretainedValue()
        let slots = Array(previous?.slots ?? UnsafeMutableBufferPointer(start: nil, count: 0))
        let next = Snapshot(slots + [Slot(key: slot, box: Unmanaged.passUnretained(box))], previous: previous)
        newest.store(Unmanaged.passRetained(next).toOpaque(), ordering: .releasing)
        // `next.previous` keeps the earlier snapshot alive now.
        current?.release()
    }
}
#endif
