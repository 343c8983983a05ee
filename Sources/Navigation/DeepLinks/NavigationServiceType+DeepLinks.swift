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
    ///
    /// A route that shows a module (``DeepLinkRoute/init(_:fromRoot:show:)``) has it placed
    /// by ``presentationPolicy``, asked when the link applies, over the state the route's
    /// first operations leave; the transaction guards see and this returns holds the push
    /// or presentation it decided. Queued, such a link returns the route's own operations
    /// only, since the policy is asked when its turn comes.
    ///
    /// A link whose transaction selects a tab (`selectTab`) that the tab bar does not
    /// have, in the state the steps before it leave, applies nothing and fails with
    /// ``DeepLinkError/missingTab(_:url:)``: the screen it leads to belongs in that tab,
    /// not in whichever one is selected. (The operation alone, outside a link, changes
    /// nothing and lets the next steps apply.) A queued link is checked twice: when it is
    /// opened, failing at once on the state of that moment, and again at its turn, when it
    /// applies nothing if the calls before it took the tab away.
    /// - Parameters:
    ///   - url: The link.
    ///   - router: The app's routes.
    /// - Returns: The transaction that applied, after guards, or why the link leads nowhere.
    @discardableResult
    public func open(_ url: String, with router: DeepLinkRouter) -> Result<NavigationTransaction, DeepLinkError> {
        MainActorCheck.require("open(\(url), with:)")
        let target: DeepLinkRoute.Target
        switch router.target(for: url) {
        case .success(let matched): target = matched
        case .failure(let error): return .failure(error)
        }
        if let tab = state.missingTab(in: target.transaction) {
            return .failure(.missingTab(tab.description, url: url))
        }
        var transaction = target.transaction
        transaction.selectsOnlyExistingTabs = PassedOver(true)
        let outcome = attempt(transaction, showing: target.shown)
        if let rejection = outcome.rejection {
            return .failure(.rejected(rejection.operation.description, reason: rejection.reason, url: url))
        }
        // Queued, only the route's own operations are known; otherwise the outcome says
        // what applied (nothing, when guards redirected the steps to nothing).
        return .success(outcome.isQueued ? target.transaction : outcome.applied)
    }
}

extension NavigationState {
    /// The module of the first `selectTab` step of `transaction` that names no tab of the
    /// state the steps before it leave, if any.
    package func missingTab(in transaction: NavigationTransaction) -> AnyModule? {
        let selectsATab = transaction.operations.contains { if case .selectTab = $0 { true } else { false } }
        guard selectsATab else { return nil }
        var state = self
        for operation in transaction.operations {
            if case .selectTab(let module) = operation,
                !state.tabs.contains(where: { $0.id == module.id || $0.module == module })
            {
                return module
            }
            state.apply(operation)
        }
        return nil
    }
}
