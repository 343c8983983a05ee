/// What a guard decides about one operation before it applies.
public enum GuardDecision {
    /// Let it apply.
    case allow
    /// Refuse it, with a reason for the caller and the journal.
    case reject(String)
    /// Apply these operations in its place.
    case redirect(NavigationTransaction)
}

/// A rule that sees every operation before it applies, with the state it would apply
/// to, and allows, rejects or redirects it.
///
/// ```swift
/// navigation.addGuard { operation, state in
///     guard case .present(let module, _) = operation, module.unwrap(as: ProfileModule.self) != nil,
///           !session.isLoggedIn else { return .allow }
///     return .redirect([.present(sheet: .Login)])
/// }
/// ```
///
/// Guards run in the order they were added; the first that does not allow decides.
/// In a transaction, every step is guarded against the state the steps before it
/// leave: a rejected step rejects the whole transaction, and nothing of it applies; a
/// redirected step is replaced by its redirection, which is not guarded again.
public typealias NavigationGuard = @MainActor (NavigationOperation, NavigationState) -> GuardDecision

/// Identifies an installed guard or journal listener, to remove it.
public struct NavigationToken: Hashable, Sendable {
    let rawValue: Int
}

/// What became of a call: whether the state changed, and what guards decided.
public struct NavigationOutcome: Equatable {
    /// An operation a guard refused.
    public struct Rejection: Equatable {
        /// The refused operation.
        public let operation: NavigationOperation
        /// The guard's reason.
        public let reason: String
    }

    /// An operation a guard replaced.
    public struct Redirection: Equatable {
        /// The operation asked for.
        public let operation: NavigationOperation
        /// What applied in its place.
        public let replacement: NavigationTransaction
    }

    /// Whether the state changed.
    public let changed: Bool
    /// The refusal that stopped the call, if a guard refused a step.
    public let rejection: Rejection?
    /// The steps guards replaced, in order.
    public let redirections: [Redirection]

    /// Creates an outcome.
    /// - Parameters:
    ///   - changed: Whether the state changed.
    ///   - rejection: The refusal that stopped the call, if any.
    ///   - redirections: The steps guards replaced, in order.
    public init(changed: Bool, rejection: Rejection?, redirections: [Redirection]) {
        self.changed = changed
        self.rejection = rejection
        self.redirections = redirections
    }
}
