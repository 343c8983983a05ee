extension NavigationServiceType {
    /// Applies the navigation `url` leads to as one change, through the guards, or
    /// changes nothing.
    ///
    /// A guard that rejects a step of the link's transaction rejects the link: nothing
    /// applies, and the error is ``DeepLinkError/rejected(_:reason:url:)``. Steps guards
    /// redirect are replaced, and the transaction returned is the one that applied. A
    /// link opened from a guard or a journal listener is queued behind the call that is
    /// applying (see ``NavigationService``): it returns the transaction asked for, which
    /// the guards see when its turn comes.
    /// - Parameters:
    ///   - url: The link.
    ///   - router: The app's routes.
    /// - Returns: The transaction that applied, after guards, or why the link leads nowhere.
    @discardableResult
    public func open(_ url: String, with router: DeepLinkRouter) -> Result<NavigationTransaction, DeepLinkError> {
        let transaction: NavigationTransaction
        switch router.match(url) {
        case .success(let matched): transaction = matched
        case .failure(let error): return .failure(error)
        }
        // A conformer without guards (a mock, an app's own service) applies it as asked.
        guard let guarded = self as? any GuardedNavigation else {
            apply(transaction)
            return .success(transaction)
        }
        let (outcome, applied) = guarded.applyThroughGuards(transaction)
        if let rejection = outcome.rejection {
            return .failure(.rejected(rejection.operation.description, reason: rejection.reason, url: url))
        }
        return .success(applied)
    }
}

/// A navigation whose guards can reject or redirect what it applies, and which says
/// what they did: `NavigationService`.
@MainActor
protocol GuardedNavigation {
    /// Applies `transaction` through the guards as one change.
    /// - Returns: What became of it, and the operations that applied after guards.
    func applyThroughGuards(_ transaction: NavigationTransaction) -> (
        outcome: NavigationOutcome, applied: NavigationTransaction
    )
}
