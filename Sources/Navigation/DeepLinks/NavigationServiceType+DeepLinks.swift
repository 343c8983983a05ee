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
    /// nothing and lets the next steps apply.)
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
        if let tab = Self.missingTab(in: target.transaction, over: state) {
            return .failure(.missingTab(tab.description, url: url))
        }
        // A conformer without guards (a mock, an app's own service) applies it as asked.
        guard let guarded = self as? any GuardedNavigation else {
            var transaction = target.transaction
            var held: [() -> Void] = []
            if let shown = target.shown {
                var prepared = state
                prepared.apply(transaction)
                let policy = presentationPolicy
                let placement: PresentationPolicy.Placement
                if let recording = self as? any ShowRecording {
                    // Calls the policy makes come after the link's, as on the real service.
                    (placement, held) = recording.holdingCalls { policy.placement(for: shown, in: prepared) }
                    recording.recordShow(of: shown, placement: placement)
                } else {
                    placement = policy.placement(for: shown, in: prepared)
                }
                transaction.operations.append(placement.operation(for: shown))
            }
            apply(transaction)
            for call in held { call() }
            return .success(transaction)
        }
        let (outcome, applied) =
            if let shown = target.shown {
                guarded.applyThroughGuards(target.transaction, showing: shown)
            } else {
                guarded.applyThroughGuards(target.transaction)
            }
        if let rejection = outcome.rejection {
            return .failure(.rejected(rejection.operation.description, reason: rejection.reason, url: url))
        }
        return .success(applied)
    }
}

extension NavigationServiceType {
    /// The module of the first `selectTab` step of `transaction` that names no tab of the
    /// state the steps before it leave, if any.
    fileprivate static func missingTab(in transaction: NavigationTransaction, over state: NavigationState)
        -> AnyModule?
    {
        let selectsATab = transaction.operations.contains { if case .selectTab = $0 { true } else { false } }
        guard selectsATab else { return nil }
        var state = state
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

/// A navigation whose guards can reject or redirect what it applies, and which says
/// what they did: `NavigationService`.
@MainActor
protocol GuardedNavigation {
    /// Applies `transaction` through the guards as one change.
    /// - Returns: What became of it, and the operations that applied after guards.
    func applyThroughGuards(_ transaction: NavigationTransaction) -> (
        outcome: NavigationOutcome, applied: NavigationTransaction
    )

    /// Applies `preparing`, then `module` where the presentation policy places it over the
    /// state `preparing` leaves, through the guards, as one change; the policy is asked
    /// when the call applies.
    /// - Returns: What became of it, and the operations that applied after guards.
    func applyThroughGuards(_ preparing: NavigationTransaction, showing module: AnyModule) -> (
        outcome: NavigationOutcome, applied: NavigationTransaction
    )
}

/// A navigation that keeps a record of the modules asked to be shown, apart from the
/// operations that applied: the testing mock.
@MainActor
package protocol ShowRecording {
    /// Notes that `module` was asked to be shown, and where the policy placed it.
    func recordShow(of module: AnyModule, placement: PresentationPolicy.Placement)

    /// Runs `decide` (a policy deciding) with the navigation calls made meanwhile held
    /// back, and returns them to be made after the operation decided on.
    func holdingCalls(
        _ decide: () -> PresentationPolicy.Placement
    ) -> (PresentationPolicy.Placement, [() -> Void])
}
