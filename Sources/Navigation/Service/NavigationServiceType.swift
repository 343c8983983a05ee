/// What routers depend on to navigate, and what tests replace with a mock.
///
/// A conforming type provides the state and applies operations. Every navigation verb
/// (`push`, `pop`, `present`, `dismiss`, alerts) and the compatibility properties
/// (`items`, `modalView`, `sheetView`, `popupView`, `alert`) come from an extension in
/// `NavigationServiceType+Verbs.swift`, so each of them reaches the conformer as one
/// ``NavigationOperation`` or one ``NavigationTransaction``.
///
/// Its isolation is `@preconcurrency`: code in the Swift 5 language mode, such as the
/// routers the seed's Xcode templates generate (plain classes that name no actor),
/// calls it as it always did, and Swift 6 code that calls it from outside the main
/// actor is warned rather than refused. Navigation still runs on the main actor: call it
/// from there, as SwiftUI views and their presenters do.
@preconcurrency @MainActor
public protocol NavigationServiceType: AnyObject, Sendable {
    /// The current navigation state.
    var state: NavigationState { get }

    /// Applies `operation` as one change.
    /// - Parameter operation: The step to take.
    /// - Returns: `true` when the state changed.
    @discardableResult
    func apply(_ operation: NavigationOperation) -> Bool

    /// Applies every operation of `transaction` as one change.
    /// - Parameter transaction: The operations, in order.
    /// - Returns: `true` when any of them changed the state.
    @discardableResult
    func apply(_ transaction: NavigationTransaction) -> Bool

    /// Shows a module with `operation` (a push or a presentation) and waits until it
    /// finishes with a value or leaves the screen; resumes exactly once.
    /// - Parameters:
    ///   - operation: A push or a presentation.
    ///   - type: The type of value the module finishes with.
    /// - Returns: How the module left.
    func apply<Value: Sendable>(_ operation: NavigationOperation, awaitingResult type: Value.Type) async
        -> NavigationResult<Value>

    /// Finishes the module on top with `value`: takes it off the screen, then resumes
    /// whoever awaits it.
    /// - Parameter value: The module's result.
    /// - Returns: `false`, changing nothing, when no one awaits a `Value` from the module on top.
    @discardableResult
    func finish<Value: Sendable>(returning value: Value) -> Bool
}
