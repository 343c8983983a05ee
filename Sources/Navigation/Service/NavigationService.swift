import Observation

/// The navigation of one scene: owns a ``NavigationState`` and publishes its changes
/// through the Observation framework.
///
/// One call is one observable change: a transaction of many operations notifies
/// observers once, and an operation that changes nothing notifies nobody. Guards see
/// every operation before it applies (``addGuard(_:)``), the journal hears of every
/// applied call (``addJournalListener(_:)``), and a caller can await the result of a
/// module it shows (``apply(_:awaitingResult:)``).
///
/// It conforms to `Observable` with a hand-written registrar rather than the
/// `@Observable` macro, so that it can decide whether an operation changes anything
/// before it notifies, and then change the state in place without copying it.
@MainActor
public final class NavigationService: NavigationServiceType, Observable {
    private let registrar = ObservationRegistrar()
    private var storage: NavigationState
    private var guards: [(token: NavigationToken, decide: NavigationGuard)] = []
    private var listeners: [(token: NavigationToken, listener: @MainActor (NavigationJournalEntry) -> Void)] = []
    private var nextToken = 0
    private let results = AwaitedResults()

    /// Creates a service with `state`.
    /// - Parameter state: The initial state; empty by default.
    public init(state: NavigationState = NavigationState()) {
        storage = state
    }

    /// The current state; setting it replaces the whole state as one change, which the
    /// journal records as a replacement and which cancels the awaited modules it removes.
    public var state: NavigationState {
        get {
            registrar.access(self, keyPath: \.state)
            return storage
        }
        set {
            let before = listeners.isEmpty ? nil : storage
            registrar.withMutation(of: self, keyPath: \.state) { storage = newValue }
            results.settle(with: storage)
            let outcome = NavigationOutcome(changed: true, rejection: nil, redirections: [])
            record(.replacement, applied: [], outcome: outcome, before: before)
        }
    }

    /// Applies `operation` as one change; observers hear of it only when it changes the
    /// state.
    /// - Parameter operation: The step to take.
    /// - Returns: `true` when the state changed.
    @discardableResult
    public func apply(_ operation: NavigationOperation) -> Bool {
        guard guards.isEmpty, listeners.isEmpty, results.isEmpty else {
            return attempt([operation]).changed
        }
        return commit(operation)
    }

    /// Applies every operation of `transaction` and publishes the result as one change.
    /// - Parameter transaction: The operations, in order.
    /// - Returns: `true` when any of them changed the state.
    @discardableResult
    public func apply(_ transaction: NavigationTransaction) -> Bool {
        attempt(transaction).changed
    }

    /// Applies `transaction` through the guards, as one change, and says what became of it.
    ///
    /// Each step is guarded against the state the steps before it leave. A rejected step
    /// rejects the whole transaction: nothing applies. A redirected step is replaced by
    /// its redirection, which is not guarded again.
    /// - Parameter transaction: The operations, in order.
    /// - Returns: Whether the state changed, and what guards decided.
    @discardableResult
    public func attempt(_ transaction: NavigationTransaction) -> NavigationOutcome {
        // Kept only for listeners: holding it makes the in-place change copy the stacks.
        let before = listeners.isEmpty ? nil : storage
        var applied = transaction.operations
        var redirections: [NavigationOutcome.Redirection] = []
        if !guards.isEmpty {
            applied = []
            var simulated = storage
            for operation in transaction.operations {
                switch decision(on: operation, in: simulated) {
                case .allow:
                    applied.append(operation)
                    simulated.apply(operation)
                case .reject(let reason):
                    let rejection = NavigationOutcome.Rejection(operation: operation, reason: reason)
                    let outcome = NavigationOutcome(changed: false, rejection: rejection, redirections: redirections)
                    record(.operations(transaction), applied: [], outcome: outcome, before: before)
                    return outcome
                case .redirect(let replacement):
                    applied += replacement.operations
                    simulated.apply(replacement)
                    redirections.append(NavigationOutcome.Redirection(operation: operation, replacement: replacement))
                }
            }
        }
        let changed = commit(applied)
        if changed { results.settle(with: storage) }
        let outcome = NavigationOutcome(changed: changed, rejection: nil, redirections: redirections)
        record(.operations(transaction), applied: NavigationTransaction(applied), outcome: outcome, before: before)
        return outcome
    }

    /// Shows a module with `operation` (a push or a presentation) and waits until it
    /// finishes with a value or leaves the screen.
    ///
    /// The call resumes exactly once: with ``NavigationResult/finished(_:)`` when the
    /// module calls ``finish(returning:)`` with a `Value`, with
    /// ``NavigationResult/cancelled`` when it leaves any other way, and with
    /// ``NavigationResult/rejected(_:)`` when it is never shown.
    /// - Parameters:
    ///   - operation: A push or a presentation.
    ///   - type: The type of value the module finishes with.
    /// - Returns: How the module left.
    public func apply<Value: Sendable>(
        _ operation: NavigationOperation,
        awaitingResult type: Value.Type
    ) async -> NavigationResult<Value> {
        let outcome = attempt([operation])
        if let rejection = outcome.rejection { return .rejected(rejection.reason) }
        guard outcome.redirections.isEmpty, outcome.changed, let id = storage.shownModule(by: operation) else {
            return outcome.redirections.isEmpty ? .rejected("\(operation) shows no module to await") : .cancelled
        }
        return await results.wait(for: id, as: type)
    }

    /// Finishes the module on top with `value`: takes it off the screen (pops it, or
    /// dismisses the layer it is the root of), then resumes whoever awaits it.
    /// - Parameter value: The module's result.
    /// - Returns: `false`, changing nothing, when no one awaits a `Value` from the module on top.
    @discardableResult
    public func finish<Value: Sendable>(returning value: Value) -> Bool {
        guard let removal = results.finishTopModule(of: storage, with: value) else { return false }
        apply(removal)
        return true
    }

    /// Installs `guard`, which then sees every operation before it applies.
    /// - Parameter guard: The rule.
    /// - Returns: The token that removes it.
    @discardableResult
    public func addGuard(_ guard: @escaping NavigationGuard) -> NavigationToken {
        let token = makeToken()
        guards.append((token, `guard`))
        return token
    }

    /// Calls `listener` after every call that applied, was rejected or replaced the
    /// state, with the journal entry; the listener receives values and cannot change the
    /// entry or the state it describes.
    /// - Parameter listener: Receives each entry.
    /// - Returns: The token that removes it.
    @discardableResult
    public func addJournalListener(_ listener: @escaping @MainActor (NavigationJournalEntry) -> Void) -> NavigationToken
    {
        let token = makeToken()
        listeners.append((token, listener))
        return token
    }

    /// Removes the guard or journal listener `token` stands for.
    /// - Parameter token: What ``addGuard(_:)`` or ``addJournalListener(_:)`` returned.
    public func remove(_ token: NavigationToken) {
        guards.removeAll { $0.token == token }
        listeners.removeAll { $0.token == token }
    }

    private func makeToken() -> NavigationToken {
        nextToken += 1
        return NavigationToken(rawValue: nextToken)
    }

    private func decision(on operation: NavigationOperation, in state: NavigationState) -> GuardDecision {
        for entry in guards {
            let decision = entry.decide(operation, state)
            if case .allow = decision { continue }
            return decision
        }
        return .allow
    }

    /// Applies `operation` in place, notifying observers only when it changes the state.
    private func commit(_ operation: NavigationOperation) -> Bool {
        guard let change = storage.change(for: operation) else { return false }
        registrar.withMutation(of: self, keyPath: \.state) { storage.commit(change) }
        return true
    }

    /// Applies `operations` as one observable change; a single operation changes the
    /// state in place.
    private func commit(_ operations: [NavigationOperation]) -> Bool {
        if operations.count == 1 { return commit(operations[0]) }
        var next = storage
        guard next.apply(NavigationTransaction(operations)) else { return false }
        registrar.withMutation(of: self, keyPath: \.state) { storage = next }
        return true
    }

    private func record(
        _ kind: NavigationJournalEntry.Kind,
        applied: NavigationTransaction,
        outcome: NavigationOutcome,
        before: NavigationState?
    ) {
        guard let before, !listeners.isEmpty else { return }
        let entry = NavigationJournalEntry(
            kind: kind, applied: applied, outcome: outcome, before: before, after: storage)
        for (_, listener) in listeners {
            listener(entry)
        }
    }
}
