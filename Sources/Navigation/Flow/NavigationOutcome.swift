/// What became of a call: whether the state changed, and what guards decided.
public struct NavigationOutcome: Equatable {
    /// An operation a guard refused.
    public struct Rejection: Equatable {
        /// The refused operation.
        public let operation: NavigationOperation
        /// The guard's reason.
        public let reason: String

        /// Creates the record of a refusal, as the service reports it.
        /// - Parameters:
        ///   - operation: The refused operation.
        ///   - reason: The guard's reason.
        public init(operation: NavigationOperation, reason: String) {
            self.operation = operation
            self.reason = reason
        }
    }

    /// An operation a guard replaced.
    public struct Redirection: Equatable {
        /// The operation asked for.
        public let operation: NavigationOperation
        /// What applied in its place.
        public let replacement: NavigationTransaction

        /// Creates the record of a redirection, as the service reports it, to compare
        /// outcomes with `==` in tests.
        /// - Parameters:
        ///   - operation: The operation asked for.
        ///   - replacement: What applied in its place.
        public init(operation: NavigationOperation, replacement: NavigationTransaction) {
            self.operation = operation
            self.replacement = replacement
        }
    }

    /// Whether the state changed.
    public let changed: Bool
    /// The refusal that stopped the call, if a guard refused a step.
    public let rejection: Rejection?
    /// The steps guards replaced, in order.
    public let redirections: [Redirection]
    /// Whether the call was made while another applied (from a guard, a journal
    /// listener or an observer) and waits its turn: it applies, through the guards,
    /// once that call and every call queued before it have finished. Nothing is known
    /// of it yet, so `changed` is `false`.
    public let isQueued: Bool

    /// Creates an outcome.
    /// - Parameters:
    ///   - changed: Whether the state changed.
    ///   - rejection: The refusal that stopped the call, if any.
    ///   - redirections: The steps guards replaced, in order.
    public init(changed: Bool, rejection: Rejection?, redirections: [Redirection]) {
        self.changed = changed
        self.rejection = rejection
        self.redirections = redirections
        self.isQueued = false
    }

    private init(queued: Void) {
        changed = false
        rejection = nil
        redirections = []
        isQueued = true
    }

    /// The outcome of a call made while another applies: queued, not yet applied.
    package static var queued: NavigationOutcome { NavigationOutcome(queued: ()) }
}
