#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A pthread mutex, optionally recursive.
///
/// `Synchronization.Mutex` needs iOS 18 and macOS 15; the package supports iOS 17 and
/// macOS 14, so it wraps the POSIX mutex that every supported platform has.
final class Lock: @unchecked Sendable {
    // The mutex lives at a stable heap address, as pthread requires; the class is
    // Sendable because pthread mutexes are designed to be shared between threads.
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>

    /// Creates an unlocked mutex.
    /// - Parameter recursive: Whether the owning thread may lock it again.
    init(recursive: Bool = false) {
        mutex = .allocate(capacity: 1)
        var attributes = pthread_mutexattr_t()
        pthread_mutexattr_init(&attributes)
        if recursive {
            pthread_mutexattr_settype(&attributes, Int32(PTHREAD_MUTEX_RECURSIVE))
        }
        let status = pthread_mutex_init(mutex, &attributes)
        precondition(status == 0, "pthread_mutex_init failed with \(status)")
        pthread_mutexattr_destroy(&attributes)
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
