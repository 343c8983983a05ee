/// What routers depend on to navigate, and what tests replace with a mock.
///
/// A conforming type provides the state and applies changes through a few requirements:
/// ``apply(_:)-(NavigationOperation)`` for one operation, ``attempt(_:showing:)`` for a
/// transaction, a module shown where ``presentationPolicy`` places it, or both, and
/// ``apply(_:showing:expecting:)`` for the same awaiting a result. Every navigation verb
/// (`push`, `pop`, `present`, `dismiss`, alerts, `show`, deep links) and the
/// compatibility properties (`items`, `modalView`, `sheetView`, `popupView`, `alert`)
/// come from extensions over them, so each reaches the conformer as one
/// ``NavigationOperation`` or one ``NavigationTransaction``, and a shown module as the
/// module itself, which the conformer places when the call applies.
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

    /// How a module shown without a presentation (`show`, or a deep link's route that
    /// shows one) is placed: pushed, or presented in a new layer.
    ///
    /// `NavigationService` and the testing mock store it, `.stack` until set, and any
    /// router holding the navigation can swap it. A conformance of your own stores it too:
    /// `var presentationPolicy = PresentationPolicy.stack`.
    var presentationPolicy: PresentationPolicy { get set }

    /// Applies `operation` as one change.
    /// - Parameter operation: The step to take.
    /// - Returns: `true` when the state changed.
    @discardableResult
    func apply(_ operation: NavigationOperation) -> Bool

    /// Applies `transaction`, then shows `module`, if any, where ``presentationPolicy``
    /// places it over the state the transaction leaves, as one change, and says what
    /// became of it.
    ///
    /// The policy decides when the call applies; what applies, and what guards, the
    /// journal and awaited results see, is the transaction with the push or presentation
    /// the policy decided at its end. Every `apply`, `show` and `open(_:with:)` that is
    /// not a single operation comes here.
    /// - Parameters:
    ///   - transaction: The operations, in order; may be empty.
    ///   - module: A module to show after them, placed by the policy; `nil` for none.
    /// - Returns: Whether the state changed, what guards decided and what applied.
    @discardableResult
    func attempt(_ transaction: NavigationTransaction, showing module: AnyModule?) -> NavigationOutcome

    /// Applies `transaction`, then shows `module`, if any, as ``attempt(_:showing:)``
    /// does, and waits until the module the last step shows finishes with a value or
    /// leaves the screen; resumes exactly once.
    /// - Parameters:
    ///   - transaction: The operations, in order; may be empty.
    ///   - module: A module to show after them, placed by the policy; `nil` for none.
    ///   - type: The type of value the module finishes with.
    /// - Returns: How the module left; ``NavigationResult/rejected(_:)`` when the last
    ///   step shows no module.
    func apply<Value: Sendable>(
        _ transaction: NavigationTransaction,
        showing module: AnyModule?,
        expecting type: Value.Type
    ) async -> NavigationResult<Value>

    /// Finishes the module on top with `value`: takes it off the screen, then resumes
    /// whoever awaits it.
    /// - Parameter value: The module's result.
    /// - Returns: `false`, changing nothing, when no one awaits a `Value` from the module on top.
    @discardableResult
    func finish<Value: Sendable>(returning value: Value) -> Bool
}

// The spellings over the requirements.

extension NavigationServiceType {
    /// Applies every operation of `transaction` as one change.
    /// - Parameter transaction: The operations, in order.
    /// - Returns: `true` when any of them changed the state; `false` also when the call
    ///   is queued behind the one applying (see ``NavigationService``).
    @discardableResult
    public func apply(_ transaction: NavigationTransaction) -> Bool {
        attempt(transaction, showing: nil).changed
    }

    /// Applies `transaction` through the guards, as one change, and says what became of it.
    ///
    /// Each step is guarded against the state the steps before it leave. A rejected step
    /// rejects the whole transaction: nothing applies. A redirected step is replaced by
    /// its redirection, which is not guarded again.
    /// - Parameter transaction: The operations, in order.
    /// - Returns: Whether the state changed, and what guards decided; an outcome whose
    ///   ``NavigationOutcome/isQueued`` is `true` when the call is made while another applies.
    @discardableResult
    public func attempt(_ transaction: NavigationTransaction) -> NavigationOutcome {
        attempt(transaction, showing: nil)
    }

    /// Shows a module with `operation` (a push or a presentation) and waits until it
    /// finishes with a value or leaves the screen; resumes exactly once.
    ///
    /// The call resumes with ``NavigationResult/finished(_:)`` when the module calls
    /// ``finish(returning:)`` with a `Value`; with ``NavigationResult/cancelled`` when the
    /// module leaves any other way, or when the awaiting task is cancelled; and with
    /// ``NavigationResult/rejected(_:)`` when it is never shown: a guard rejected or
    /// redirected the operation, or the operation shows no module.
    /// - Parameters:
    ///   - operation: A push or a presentation.
    ///   - type: The type of value the module finishes with.
    /// - Returns: How the module left.
    package func apply<Value: Sendable>(_ operation: NavigationOperation, expecting type: Value.Type) async
        -> NavigationResult<Value>
    {
        await apply([operation], showing: nil, expecting: type)
    }
}
