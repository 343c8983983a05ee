/// Decides how a module shown with ``NavigationServiceType/show(_:)-(Module)`` appears:
/// pushed onto the topmost layer's stack, or presented in a new layer.
///
/// A feature's router asks to show a screen without choosing its presentation; the app
/// sets the policy on its navigation, and can swap it at any time:
///
/// ```swift
/// navigation.presentationPolicy = .stack                       // every shown module is pushed
/// navigation.presentationPolicy = .presenting(.modal)          // every shown module is a full-screen cover
/// navigation.presentationPolicy = PresentationPolicy("settings as sheets") { module, state in
///     module.unwrap(as: SettingsModule.self) != nil ? .present(.sheet) : .push
/// }
/// navigation.show(.Settings)
/// ```
///
/// The policy decides when the call applies, against the state it applies to: a call
/// queued behind another (see ``NavigationService``) asks the policy when its turn comes.
/// Guards, the journal, deep links and awaited results see the operation it decided,
/// never the request: ``NavigationOperation`` has no "show" case, so a `switch` over
/// operations written before policies existed stays exhaustive.
///
/// The decision runs on the main actor, in the middle of a call: a policy that navigates
/// has its call queued behind the show it decides, like a guard's.
public struct PresentationPolicy: Sendable {
    /// Where a shown module goes.
    public enum Placement: Hashable, Sendable {
        /// Pushed onto the topmost layer's stack.
        case push
        /// Presented in a new layer over every other, in this style.
        case present(PresentationStyle)

        /// The operation that places `module` so.
        /// - Parameter module: The module to show.
        /// - Returns: A push or a presentation of `module`.
        package func operation(for module: AnyModule) -> NavigationOperation {
            switch self {
            case .push: .push(module)
            case .present(let style): .present(module, style: style)
            }
        }

        /// The placement as it reads in code, for logs and test failures.
        package var text: String {
            switch self {
            case .push: "push"
            case .present(let style): "present(\(style.text))"
            }
        }
    }

    /// The policy's name, for logs and test failures.
    package let name: String
    private let decide: @MainActor @Sendable (AnyModule, NavigationState) -> Placement

    /// Creates a policy from a rule.
    /// - Parameters:
    ///   - name: The policy's name, which the policy's dump shows in logs.
    ///   - decide: Places a module, given the module and the state it would show over.
    public init(
        _ name: String = "custom",
        decide: @escaping @MainActor @Sendable (_ module: AnyModule, _ state: NavigationState) -> Placement
    ) {
        self.name = name
        self.decide = decide
    }

    /// Pushes every module onto the topmost layer's stack: the policy of a navigation
    /// nobody set one on.
    public static var stack: PresentationPolicy {
        PresentationPolicy("stack") { _, _ in .push }
    }

    /// Presents every module in a new layer of `style`.
    /// - Parameter style: The style of every presentation.
    /// - Returns: The policy.
    public static func presenting(_ style: PresentationStyle) -> PresentationPolicy {
        PresentationPolicy("presenting(\(style.text))") { _, _ in .present(style) }
    }

    /// `preparing`, then the operation that shows `module` where the policy places it over
    /// the state `preparing` leaves: the one place the service and the testing mock ask a
    /// policy, when the call applies.
    /// - Parameters:
    ///   - preparing: The operations before the show.
    ///   - module: The module to show; `nil` for none, when `preparing` is returned as it is.
    ///   - state: The state the call applies to.
    /// - Returns: The transaction to apply, and where the policy placed `module`.
    @MainActor
    package func transaction(
        _ preparing: NavigationTransaction,
        showing module: AnyModule?,
        over state: NavigationState
    ) -> (transaction: NavigationTransaction, placement: Placement?) {
        guard let module else { return (preparing, nil) }
        var prepared = state
        if !preparing.operations.isEmpty { prepared.apply(preparing) }
        let placement = decide(module, prepared)
        return (NavigationTransaction(preparing.operations + [placement.operation(for: module)]), placement)
    }

    /// The operation that shows `module` over `state`, as the policy places it.
    ///
    /// A conformance of ``NavigationServiceType`` of your own calls it in its
    /// `attempt(_:showing:)`, over the state the transaction leaves, to place the module
    /// as `NavigationService` does; a test of a policy can call it directly.
    /// - Parameters:
    ///   - module: The module to show.
    ///   - state: The state it would show over.
    /// - Returns: A push or a presentation of `module`.
    @MainActor
    public func operation(for module: AnyModule, in state: NavigationState) -> NavigationOperation {
        decide(module, state).operation(for: module)
    }
}
