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
        let status = pthread_cond_init(condition, nil)
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

    /// Wakes every thread waiting on the condition.
    func broadcast() {
        pthread_cond_broadcast(condition)
    }
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
