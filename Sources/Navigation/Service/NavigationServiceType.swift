/// What routers depend on to navigate, and what tests replace with a mock.
///
/// A conforming type provides the state and applies operations. Every navigation verb
/// (`push`, `pop`, `present`, `dismiss`, alerts) and the compatibility properties
/// (`items`, `modalView`, `sheetView`, `popupView`, `alert`) come from an extension in
/// `NavigationServiceType+Verbs.swift`, so each of them reaches the conformer as one
/// ``NavigationOperation`` or one ``NavigationTransaction``. A module shown without a
/// presentation (`show`) reaches it as a request, ``show(_:)-(AnyModule)``, which the
/// conformer places with its ``presentationPolicy``.
///
/// Its isolation is `@preconcurrency`: code in the Swift 5 language mode, such as the
/// routers the seed's Xcode templates generate (plain classes that name no actor),
/// calls it as it always did, and Swift 6 code that calls it from outside the main
/// actor is warned rather than refused. Navigation still runs on the main actor: call it
/// from there, as SwiftUI views and their presenters do. ``NavigationService`` checks
/// each call at run time and stops with a message naming the call when it is made from
/// another thread, rather than corrupt its state.
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
    func apply<Value: Sendable>(_ operation: NavigationOperation, expecting type: Value.Type) async
        -> NavigationResult<Value>

    /// How ``show(_:)-(AnyModule)`` places a module: pushed, or presented in a new layer.
    ///
    /// `NavigationService` and the testing mock store it, `.stack` until set, and any
    /// router holding the navigation can swap it. A conformance of your own stores it too:
    /// `var presentationPolicy = PresentationPolicy.stack`.
    var presentationPolicy: PresentationPolicy { get set }

    /// Shows `module` where ``presentationPolicy`` places it, as one change.
    ///
    /// The policy decides when the call applies; what applies, and what guards, the
    /// journal and awaited results see, is the push or presentation it decided.
    /// - Parameter module: The module to show.
    /// - Returns: `true` when the state changed.
    @discardableResult
    func show(_ module: AnyModule) -> Bool

    /// Shows `module` where ``presentationPolicy`` places it, and waits until it finishes
    /// with a value or leaves the screen, as ``apply(_:expecting:)`` does for the
    /// operation the policy decided.
    /// - Parameters:
    ///   - module: The module to show.
    ///   - type: The type of value the module finishes with.
    /// - Returns: How the module left.
    func show<Value: Sendable>(_ module: AnyModule, expecting type: Value.Type) async -> NavigationResult<Value>

    /// Finishes the module on top with `value`: takes it off the screen, then resumes
    /// whoever awaits it.
    /// - Parameter value: The module's result.
    /// - Returns: `false`, changing nothing, when no one awaits a `Value` from the module on top.
    @discardableResult
    func finish<Value: Sendable>(returning value: Value) -> Bool
}
