import Dispatch
import Foundation

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The run-time check that navigation runs on the main actor.
///
/// ``NavigationServiceType`` is `@preconcurrency @MainActor`, so Swift 5 code, such as the
/// routers the seed's templates generate, calls it without the compiler proving where.
/// A call from another thread would race the main actor's and corrupt the state, so the
/// service checks each call and stops with a message naming it instead.
package enum MainActorCheck {
    /// Why `call` cannot run where it was made, or `nil` when it runs on the main actor.
    /// - Parameters:
    ///   - call: The call, as its caller wrote it, such as `push(DetailsModule())`.
    ///   - type: The type whose member `call` is, as the message names it.
    ///   - isOnMainActor: Whether the caller runs on the main actor.
    /// - Returns: The message to stop with, naming the call.
    package static func failure(
        of call: String, in type: String = "NavigationService", isOnMainActor: Bool
    ) -> String? {
        guard !isOnMainActor else { return nil }
        return "\(type).\(call) was called off the main actor: navigation runs on the main actor. "
            + "Call it from the main actor (a @MainActor router or presenter, or `await MainActor.run { ... }`)."
    }

    /// Whether the caller runs on the main actor: on the main thread, or in a job of the
    /// main queue, which is the main actor's executor (on Linux, once the main thread has
    /// handed the main queue over with `dispatchMain()`, another thread runs it).
    package static var isOnMainActor: Bool {
        isOnMainThread || DispatchQueue.getSpecific(key: mainQueueMark.key) != nil
    }

    /// Whether the caller runs on the main thread, at the cost of a thread-local read:
    /// every navigation call asks.
    private static var isOnMainThread: Bool {
        #if canImport(Darwin)
        return pthread_main_np() != 0
        #else
        // Foundation's answer costs far more than a navigation call, so each thread asks
        // it once and keeps it: 1 for the main thread, 2 for any other.
        if let known = pthread_getspecific(threadKindKey) { return Int(bitPattern: known) == 1 }
        let isMain = Thread.isMainThread
        pthread_setspecific(threadKindKey, UnsafeRawPointer(bitPattern: isMain ? 1 : 2))
        return isMain
        #endif
    }

    /// Stops the program with a message naming `call`, a member of `type`, when it runs
    /// off the main actor.
    @inline(__always)
    package static func require(
        _ call: @autoclosure () -> String, in type: @autoclosure () -> String = "NavigationService"
    ) {
        guard !isOnMainActor, let message = failure(of: call(), in: type(), isOnMainActor: false) else { return }
        // `fatalError`, not `precondition`: the message is printed in optimized builds too.
        fatalError(message)
    }
}

/// The key that marks the main queue, so that a job it runs on any thread is told apart.
private struct MainQueueMark: @unchecked Sendable {
    // Sendable because the key is made once, under the global's one-time initialization,
    // and only read after that; Darwin's `DispatchSpecificKey` is not marked `Sendable`.
    let key: DispatchSpecificKey<Bool>
}

private let mainQueueMark: MainQueueMark = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return MainQueueMark(key: key)
}()

#if !canImport(Darwin)
/// The thread-local slot where each thread keeps whether it is the main thread.
private let threadKindKey: pthread_key_t = {
    var key = pthread_key_t()
    let status = pthread_key_create(&key, nil)
    precondition(status == 0, "pthread_key_create failed with \(status)")
    return key
}()
#endif
