/// What became of a call: whether the state changed, what guards decided, and what applied.
///
/// ``NavigationServiceType/attempt(_:showing:)`` returns it for a transaction, a module
/// shown where the ``PresentationPolicy`` places it, or both: a caller tells a call a guard
/// rejected (``rejection``) from one queued behind another (``isQueued``) from one that
/// changed nothing (``changed`` is `false`, and neither of the others), and reads what
/// applied after guards (``applied``): a step a guard redirected is there as its
/// replacement.
public struct NavigationOutcome: Equatable {
    /// An operation a guard refused.
    public struct Rejection: Equatable {
        /// The refused operation; the journal entry of the call holds it with its transaction.
        package let operation: NavigationOperation
        /// The guard's reason.
        public let reason: String

        /// Creates the record of a refusal, as the service reports it.
        /// - Parameters:
        ///   - operation: The refused operation.
        ///   - reason: The guard's reason.
        package init(operation: NavigationOperation, reason: String) {
            self.operation = operation
            self.reason = reason
        }
    }

    /// An operation a guard replaced.
    package struct Redirection: Equatable {
        /// The operation asked for.
        package let operation: NavigationOperation
        /// What applied in its place.
        package let replacement: NavigationTransaction

        /// Creates the record of a redirection, as the service reports it.
        /// - Parameters:
        ///   - operation: The operation asked for.
        ///   - replacement: What applied in its place.
        package init(operation: NavigationOperation, replacement: NavigationTransaction) {
            self.operation = operation
            self.replacement = replacement
        }
    }

    /// Whether the state changed.
    public let changed: Bool
    /// The refusal that stopped the call, if a guard refused a step.
    public let rejection: Rejection?
    /// The steps guards replaced, in order; outcomes compare without them, since what
    /// applied in their place is in ``applied``.
    package var redirections: [Redirection] { redirected.value }
    private let redirected: PassedOver<[Redirection]>
    /// Whether the call was made while another applied (from a guard, a journal
    /// listener or an observer) and waits its turn: it applies, through the guards,
    /// once that call and every call queued before it have finished. Nothing is known
    /// of it yet, so `changed` is `false`; it is not equal to an outcome that changed
    /// nothing.
    public let isQueued: Bool
    /// The operations that applied, after guards, in order: a step a guard redirected is
    /// there as its replacement, and the push or presentation the policy decided for a
    /// shown module is included. A step that changed nothing applied too: a pop on an
    /// empty stack reports `[.pop]` with ``changed`` `false`. Empty when a guard rejected
    /// the call, when it is queued, when a queued call found nothing left to do at its
    /// turn (a tap on an alert that no longer shows), and when guards redirected a
    /// `finish` to steps that keep the module on screen (nothing is finished).
    public let applied: NavigationTransaction

    /// Creates the outcome of a call that applied `applied`: in a test, what a call that
    /// no guard rejected is expected to report,
    /// `#expect(outcome == NavigationOutcome(changed: true, applied: [.push(.Profile)]))`;
    /// in a conformance of the app's own, what its `attempt(_:showing:)` applied. List
    /// every step that applied, one that changed nothing included. Guards, and the
    /// rejections and queued calls they lead to, are ``NavigationService``'s: a
    /// conformance of the app's own reports calls that applied.
    /// - Parameters:
    ///   - changed: Whether the state changed.
    ///   - applied: The operations that applied, after guards.
    public init(changed: Bool, applied: NavigationTransaction) {
        self.init(changed: changed, rejection: nil, redirections: [], applied: applied)
    }

    /// Creates an outcome with what guards decided.
    package init(
        changed: Bool, rejection: Rejection?, redirections: [Redirection], applied: NavigationTransaction = []
    ) {
        self.changed = changed
        self.rejection = rejection
        self.redirected = PassedOver(redirections)
        self.isQueued = false
        self.applied = applied
    }

    private init(queued: Void) {
        changed = false
        rejection = nil
        redirected = PassedOver([])
        isQueued = true
        applied = []
    }

    /// The outcome of a call made while another applies: queued, not yet applied.
    package static var queued: NavigationOutcome { NavigationOutcome(queued: ()) }
}

extension NavigationOutcome {
    /// Whether a tap's dismissal answered the alert `alert`: the alert no longer shows in
    /// `state`, and a dismissal took it away rather than steps a guard redirected it to.
    /// A request is never queued twice, so an alert still showing was not dismissed; a
    /// conformance of the app's own reports no redirections.
    package func answered(_ alert: NavigationAlert.ID, now state: NavigationState) -> Bool {
        guard state.alert?.id != alert else { return false }
        return redirections.isEmpty || applied.operations.contains(.dismissAlert)
    }
}
