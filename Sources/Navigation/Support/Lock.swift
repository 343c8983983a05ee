#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A pthread mutex.
///
/// `Synchronization.Mutex` needs iOS 18 and macOS 15; the package supports iOS 17 and
/// macOS 14, so it wraps the POSIX mutex that every supported platform has. It is not
/// recursive on purpose: nothing in the package holds a lock while code that could
/// lock again runs.
final class Lock: @unchecked Sendable {
    // The mutex lives at a stable heap address, as pthread requires; the class is
    // Sendable because pthread mutexes are designed to be shared between threads.
    fileprivate let mutex: UnsafeMutablePointer<pthread_mutex_t>

    /// Creates an unlocked mutex.
    init() {
        mutex = .allocate(capacity: 1)
        let status = pthread_mutex_init(mutex, nil)
        precondition(status == 0, "pthread_mutex_init failed with \(status)")
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// Runs `body` while holding the mutex.
    @inline(__always)
    func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body()
    }
}

/// A pthread condition variable, waited on with a ``Lock`` held.
final class Condition: @unchecked Sendable {
    // Sendable because pthread condition variables are designed to be shared between
    // threads; like the mutex, it lives at a stable heap address.
    private let condition: UnsafeMutablePointer<pthread_cond_t>

    /// Creates a condition nobody waits on.
    init() {
        condition = .allocate(capacity: 1)
        #if canImport(Darwin)
        let status = pthread_cond_init(condition, nil)
        #else
        // Timed waits measure against the monotonic clock, which a change of the wall
        // clock does not move.
        var attributes = pthread_condattr_t()
        pthread_condattr_init(&attributes)
        pthread_condattr_setclock(&attributes, CLOCK_MONOTONIC)
        let status = pthread_cond_init(condition, &attributes)
        pthread_condattr_destroy(&attributes)
        #endif
        precondition(status == 0, "pthread_cond_init failed with \(status)")
    }

    deinit {
        pthread_cond_destroy(condition)
        condition.deallocate()
    }

    /// Releases `lock`, which the caller holds, until ``broadcast()`` or a spurious
    /// wake-up, then takes it again: callers wait in a loop that checks what they wait for.
    func wait(releasing lock: Lock) {
        pthread_cond_wait(condition, lock.mutex)
    }

    /// Like ``wait(releasing:)``, but returns `false` without a wake-up once the monotonic
    /// clock reaches `deadline`, in ``monotonicNanoseconds()``.
    func wait(releasing lock: Lock, until deadline: UInt64) -> Bool {
        #if canImport(Darwin)
        let now = monotonicNanoseconds()
        guard deadline > now else { return false }
        var relative = timespec(
            tv_sec: Int((deadline - now) / 1_000_000_000), tv_nsec: Int((deadline - now) % 1_000_000_000))
        return pthread_cond_timedwait_relative_np(condition, lock.mutex, &relative) != ETIMEDOUT
        #else
        var absolute = timespec(tv_sec: Int(deadline / 1_000_000_000), tv_nsec: Int(deadline % 1_000_000_000))
        return pthread_cond_timedwait(condition, lock.mutex, &absolute) != ETIMEDOUT
        #endif
    }

    /// Wakes every thread waiting on the condition.
    func broadcast() {
        pthread_cond_broadcast(condition)
    }
}

/// Nanoseconds on the monotonic clock, from an arbitrary start.
func monotonicNanoseconds() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
}

/// The calling thread, told apart from every other running thread.
func currentThread() -> UInt {
    #if canImport(Darwin)
    UInt(bitPattern: pthread_self())
    #else
    UInt(pthread_self())
    #endif
}

/// A value that is read and written only while its lock is held.
final class Protected<Value>: @unchecked Sendable {
    // Sendable because `value` is touched only inside `withLock`, under `lock`. It lives
    // behind a pointer because the lock already makes access exclusive: a stored
    // property would pay for a second, dynamic exclusivity check on every access.
    private let lock = Lock()
    private let value: UnsafeMutablePointer<Value>

    /// Wraps `value`.
    init(_ value: Value) {
        self.value = .allocate(capacity: 1)
        self.value.initialize(to: value)
    }

    deinit {
        value.deinitialize(count: 1)
        value.deallocate()
    }

    /// Runs `body` with exclusive access to the value.
    @inline(__always)
    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        try lock.withLock { try body(&value.pointee) }
    }
}
