// Synchronization ships with the Swift 6 SDKs; an older SDK builds the locked path alone.
#if canImport(Synchronization)
import Synchronization

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The short stretches in which threads read a container's published answers without a
/// lock, and the grace periods that wait them out before what they may have read is freed.
///
/// A read section lasts from loading the newest table of answers to retaining the assembly
/// found there: a handful of instructions that run no user code and wait for nothing. A
/// writer that unpublishes a table, or drops the assemblies one pointed to, waits for a
/// grace period (``waitForReaders()``) before freeing them: every section that could have
/// loaded the old table has then ended, with the assembly it found retained.
///
/// Each reading thread owns a slot, on cache lines of its own, that only it writes: a
/// sequence number, odd while the thread is in a section. Entering stores the next odd
/// number, leaving the next even one; two threads reading at once share no written cache
/// line. A thread claims a free slot on its first read and gives it back when it ends;
/// once all ``slotCount`` slots are owned, a further thread gets none, and its resolves
/// read under the container's lock instead, which is always correct.
///
/// A thread finds its slot from its `pthread_self()`: it claims the slot that identity
/// hashes to when that one is free, and writes its identity there, so that each read
/// finds the slot with one multiplication and one comparison (a thread-specific value
/// costs a call that reads two more words). A thread whose hashed slot another thread
/// owns claims another, and finds it through a thread-specific key, as every thread does
/// to give its slot back when it ends.
///
/// Why it is safe: the entering store, the table load, the writer's unpublishing store and
/// its slot loads are sequentially consistent. If the writer's load of a slot reads a value
/// from before a reader's entering store, that store comes after the load in their single
/// order, so the reader's table load comes after the unpublishing and sees the newer table.
/// If the load reads an odd value, the writer waits until the slot changes: the reader's
/// leaving store, made with releasing ordering after its retain, or a later one.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, *)
final class ReadSections: @unchecked Sendable {
    // Sendable because slots are atomic and each slot's sequence is written only by the
    // thread that owns it; the thread key is only handed to pthread.

    /// The one set of slots of the process: every container's readers use it, so a
    /// container costs no memory for it, and a grace period waits only for sections of a
    /// few instructions, whichever container they read.
    static let shared = ReadSections()

    /// The slots: threads reading at once beyond this many read under their container's lock.
    static var slotCount: Int { 128 }
    /// The `Int`s from one slot to the next: 128 bytes, two cache lines, so that a
    /// neighbour's slot is not fetched with one's own.
    fileprivate static var spacing: Int { 16 }

    /// A slot's sequence, then whether a thread owns it (1) or not (0), then the identity
    /// of the thread that owns it (0 when none does), at the start of its 128 bytes.
    private let slots: UnsafeMutablePointer<Atomic<Int>>
    /// The thread-specific key holding each thread's slot index plus one; -1 when no slot
    /// was free, no value before the thread's first read.
    private let slotKey: pthread_key_t

    private init() {
        let count = Self.slotCount * Self.spacing
        slots = .allocate(capacity: count)
        for index in 0..<count {
            (slots + index).initialize(to: Atomic(0))
        }
        var key = pthread_key_t()
        // Called as an owning thread ends, with the value it stored: the slot is free again.
        let status = pthread_key_create(&key) { value in ReadSections.shared.giveBack(value) }
        precondition(status == 0, "pthread_key_create failed with \(status)")
        slotKey = key
    }

    // The shared instance lives for the process; nothing frees it.

    /// What entering needs, for readers to keep beside what they read: the slots' address
    /// is then loaded from there, not through this object, one load fewer on every read.
    var reader: Reader {
        Reader(slots: slots, sections: self)
    }

    /// Enters a read section on the calling thread: returns its slot to pass to
    /// ``leave(_:)``, or `nil` when the thread has no slot and must read under a lock.
    @inline(__always)
    func enter() -> UnsafeMutablePointer<Atomic<Int>>? {
        reader.enter()
    }

    /// The fields of ``ReadSections`` a read section uses, copied: the shared instance lives
    /// for the process, so a copy stays valid.
    struct Reader {
        let slots: UnsafeMutablePointer<Atomic<Int>>
        unowned(unsafe) let sections: ReadSections

        /// Enters a read section on the calling thread: returns its slot to pass to
        /// ``ReadSections/leave(_:)``, or `nil` when the thread has no slot and must read
        /// under a lock.
        @inline(__always)
        func enter() -> UnsafeMutablePointer<Atomic<Int>>? {
            guard let slot = ownSlot() else { return nil }
            // Only this thread writes its slot: the value read is its own last store.
            let sequence = slot.pointee.load(ordering: .relaxed)
            slot.pointee.store(sequence &+ 1, ordering: .sequentiallyConsistent)
            return slot
        }

        /// The calling thread's slot, claimed on its first read; `nil` if none was free.
        @inline(__always)
        private func ownSlot() -> UnsafeMutablePointer<Atomic<Int>>? {
            let thread = ReadSections.currentThread()
            let hinted = slots + ReadSections.hint(for: thread) &* ReadSections.spacing
            // Only this thread writes its own identity; an owner that ended cleared it (see
            // `giveBack(_:)`) before a new thread could take that identity over.
            if (hinted + 2).pointee.load(ordering: .relaxed) == thread { return hinted }
            return sections.slotFromKey()
        }
    }

    /// Leaves the read section entered with `slot`; what the section retained stays valid.
    ///
    /// Never inlined, on purpose: the compiler moves a retain later past plain and atomic
    /// stores (it only stops at what may release an object), and a retain moved past this
    /// store would run outside the section, on an assembly a reset may be freeing. A call
    /// it cannot see into may release, so the retain stays before it. (Inlined, the store
    /// was measured to go out before the retain.)
    @inline(never)
    static func leave(_ slot: UnsafeMutablePointer<Atomic<Int>>) {
        let sequence = slot.pointee.load(ordering: .relaxed)
        slot.pointee.store(sequence &+ 1, ordering: .releasing)
    }

    /// The calling thread's identity while it runs: never 0, and never another running
    /// thread's.
    @inline(__always)
    fileprivate static func currentThread() -> Int {
        Int(bitPattern: pthread_self())
    }

    /// The index of the slot `thread` claims first.
    @inline(__always)
    fileprivate static func hint(for thread: Int) -> Int {
        // The high bits of the product depend on every bit of the identity; `slotCount` is a
        // power of two.
        let bits = UInt.bitWidth - slotCount.trailingZeroBitCount
        return Int(truncatingIfNeeded: (UInt(bitPattern: thread) &* 0x9E37_79B9_7F4A_7C15) >> bits)
    }

    /// The calling thread's slot, found through the thread-specific key: a thread that
    /// owns another slot than its hashed one, or none, or has not read yet.
    @inline(never)
    fileprivate func slotFromKey() -> UnsafeMutablePointer<Atomic<Int>>? {
        guard let stored = pthread_getspecific(slotKey) else { return claimSlot() }
        let index = Int(bitPattern: stored) &- 1
        return index >= 0 ? slots + index &* Self.spacing : nil
    }

    private func claimSlot() -> UnsafeMutablePointer<Atomic<Int>>? {
        let thread = Self.currentThread()
        let hint = Self.hint(for: thread)
        // The hashed slot first, then the next free one.
        for offset in 0..<Self.slotCount {
            let index = (hint + offset) & (Self.slotCount - 1)
            let slot = slots + index * Self.spacing
            // Acquiring: the sequence the last owner left, even, is this thread's to go on from.
            if (slot + 1).pointee.compareExchange(expected: 0, desired: 1, ordering: .acquiring).exchanged {
                (slot + 2).pointee.store(thread, ordering: .relaxed)
                // The value is an integer, never dereferenced.
                pthread_setspecific(slotKey, UnsafeRawPointer(bitPattern: index + 1))
                return slot
            }
        }
        pthread_setspecific(slotKey, UnsafeRawPointer(bitPattern: -1))
        return nil
    }

    /// Frees the slot an ending thread owned; it is out of any section, its sequence even.
    private func giveBack(_ value: UnsafeMutableRawPointer?) {
        let index = Int(bitPattern: value) &- 1
        guard index >= 0, index < Self.slotCount else { return }
        // The identity first: a thread that takes it over must not find this slot its own.
        (slots + index * Self.spacing + 2).pointee.store(0, ordering: .relaxed)
        (slots + index * Self.spacing + 1).pointee.store(0, ordering: .releasing)
    }

    /// The slots threads own now; for tests that threads give theirs back as they end.
    var ownedSlots: Int {
        (0..<Self.slotCount).reduce(0) { $0 + (slots + $1 * Self.spacing + 1).pointee.load(ordering: .acquiring) }
    }

    /// Waits until every read section that began before the call has ended. Call it after
    /// unpublishing a table with a sequentially consistent store, and before freeing the
    /// table or an assembly it pointed to; callers may hold locks, since sections take none.
    func waitForReaders() {
        for index in 0..<Self.slotCount {
            let slot = slots + index * Self.spacing
            let seen = slot.pointee.load(ordering: .sequentiallyConsistent)
            guard seen & 1 == 1 else { continue }
            // A section is a few instructions; a reader descheduled in one is waited for
            // without spinning the core it needs.
            while slot.pointee.load(ordering: .acquiring) == seen {
                sched_yield()
            }
        }
    }
}

#endif
