import Dispatch
import Foundation

/// The run-time check that navigation runs on the main actor.
///
/// ``NavigationServiceType`` is `@preconcurrency @MainActor`, so Swift 5 code, such as the
/// routers the seed's templates generate, calls it without the compiler proving where.
/// A call from another thread would race the main actor's and corrupt the state, so the
/// service checks each call and stops with a message naming it instead.
package enum MainActorCheck {
    /// Why `call` cannot run where it was made, or `nil` when it runs on the main actor.
    /// - Parameters:
    ///   - call: The call, as it reads in code, such as `apply(push(DetailsModule))`.
    ///   - isOnMainActor: Whether the caller runs on the main actor.
    /// - Returns: The message to stop with, naming the call.
    package static func failure(of call: String, isOnMainActor: Bool) -> String? {
        guard !isOnMainActor else { return nil }
        return "NavigationService.\(call) was called off the main actor: navigation runs on the main actor. "
            + "Call it from the main actor (a @MainActor router or presenter, or `await MainActor.run { ... }`)."
    }

    /// Whether the caller runs on the main actor: on the main thread, or in a job of the
    /// main queue, which is the main actor's executor (on Linux, once the main thread has
    /// handed the main queue over with `dispatchMain()`, another thread runs it).
    package static var isOnMainActor: Bool {
        Thread.isMainThread || DispatchQueue.getSpecific(key: mainQueueKey) != nil
    }

    /// Stops the program with a message naming `call` when it runs off the main actor.
    @inline(__always)
    package static func require(_ call: @autoclosure () -> String) {
        guard !isOnMainActor, let message = failure(of: call(), isOnMainActor: false) else { return }
        // `fatalError`, not `precondition`: the message is printed in optimized builds too.
        fatalError(message)
    }
}

/// Marks the main queue, so that a job it runs on any thread is told apart.
private let mainQueueKey: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
}()
