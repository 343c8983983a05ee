import Navigation

/// A recording stand-in for `NavigationServiceType`, for unit tests of
/// routers and presenters.
///
/// It records every operation in ``calls`` and every transaction in ``transactions``,
/// and also applies them to a real `NavigationState`, so a test can
/// assert what a router asked for and what the screen would then show:
///
/// ```swift
/// let navigation = MockNavigationService()
/// let router = MainRouter(navigation: navigation)
/// router.openDetails()
/// XCTAssertEqual(navigation.calls, [.push(.Details(source: .mainScreen))])
/// ```
///
/// A module a router shows without choosing its presentation
/// (`navigation.show(.Details(source: .mainScreen))`) is recorded twice: as asked, in
/// ``shows``, with where ``presentationPolicy`` placed it, and as applied, in ``calls``.
@MainActor
public final class MockNavigationService: NavigationServiceType {
    /// How `show(_:)` places a module; `.stack` until a test or a router sets it.
    public var presentationPolicy: PresentationPolicy = .stack
    /// Every module asked to be shown, through `show(_:)`, its awaiting variant or a
    /// deep link, with where ``presentationPolicy`` placed it, in order.
    public private(set) var shows: [Show] = []
    /// Every operation applied, in order; a transaction's operations appear in it too.
    public private(set) var calls: [NavigationOperation] = []
    /// Every transaction applied, in order.
    public private(set) var transactions: [NavigationTransaction] = []
    /// The state the recorded calls lead to.
    public private(set) var state: NavigationState {
        didSet { results.settle(with: state) }
    }
    /// Every value a module finished with through ``finish(returning:)``, in order.
    public private(set) var finishedValues: [any Sendable] = []
    /// How many calls changed ``state``: the observable changes `NavigationService` would
    /// have published. A transaction that changes anything counts once, as one user action
    /// should; a call that changes nothing does not count.
    public private(set) var changeCount = 0
    /// The modules someone awaits a result from, through the `expecting:` verbs, in
    /// the order they were shown; a module leaves the list when it finishes or leaves the
    /// screen.
    public private(set) var awaitedModules: [AnyModule] = []
    /// Every module awaited since the mock was made, in the order its awaiting began;
    /// unlike ``awaitedModules``, a module stays here once it leaves.
    private var awaitedHistory: [AnyModule] = []
    private let results = AwaitedResults()
    private var awaitingModuleWaiters: [Int: CheckedContinuation<Void, Never>] = [:]
    private var nextWaiter = 0

    /// Creates a mock whose state starts as `state`.
    /// - Parameter state: The state before any call; empty by default.
    public init(state: NavigationState = NavigationState()) {
        self.state = state
        TestFailure.observeTestCases()
    }

    /// Records `operation` and applies it to ``state``.
    /// - Parameter operation: The step a router asked for.
    /// - Returns: Whether the state changed.
    @discardableResult
    public func apply(_ operation: NavigationOperation) -> Bool {
        if heldCalls != nil {
            heldCalls?.append { self.apply(operation) }
            return false
        }
        calls.append(operation)
        return counted(state.apply(operation))
    }

    /// Asks ``presentationPolicy`` where `module` goes, if any, over the state
    /// `transaction` leaves and records it in ``shows``; then records the operations in
    /// ``calls`` (and, unless it is a show alone, the whole in ``transactions``) and applies
    /// them to ``state``. A call the policy makes meanwhile is made after them, as the
    /// service queues it.
    /// - Parameters:
    ///   - transaction: The operations a router asked for, in order; may be empty.
    ///   - module: A module to show after them; `nil` for none.
    /// - Returns: Whether the state changed, and what applied; queued when the policy
    ///   deciding another show makes the call.
    @discardableResult
    public func attempt(_ transaction: NavigationTransaction, showing module: AnyModule?) -> NavigationOutcome {
        if heldCalls != nil {
            heldCalls?.append {
                // A queued tap answers at its turn, as the service's does: only the alert
                // it was made on, and the action only once the alert is gone. A deep link
                // that selects a tab the state no longer has applies nothing.
                guard !transaction.isStale(over: self.state) else { return }
                let outcome = self.attempt(transaction, showing: module)
                // The action's own calls come after the calls held with it, as the
                // service queues them behind the rest of its queue.
                if let answer = transaction.answering.value, let action = answer.action,
                    outcome.answered(answer.alert, now: self.state)
                {
                    self.heldActions.append(action)
                }
            }
            return .queued
        }
        let (resolved, held) = resolve(transaction, showing: module)
        let changed = record(resolved, asTransaction: module == nil || !transaction.operations.isEmpty)
        replay(held)
        return NavigationOutcome(changed: changed, applied: resolved)
    }

    /// Records `transaction` in ``calls`` (and in ``transactions`` when `asTransaction`) and
    /// applies it.
    private func record(_ transaction: NavigationTransaction, asTransaction: Bool) -> Bool {
        calls += transaction.operations
        if asTransaction { transactions.append(transaction) }
        return counted(state.apply(transaction))
    }

    private func counted(_ changed: Bool) -> Bool {
        if changed { changeCount += 1 }
        return changed
    }

    /// Records and applies `transaction` and the show of `module`, as
    /// ``attempt(_:showing:)`` does, then waits until the module the last step shows
    /// finishes or leaves the screen, as `NavigationService` does. A single operation or
    /// a show alone is recorded in ``calls`` only.
    /// - Parameters:
    ///   - transaction: The operations a router asked for, in order; may be empty.
    ///   - module: A module to show after them; `nil` for none.
    ///   - type: The type of value the module finishes with.
    /// - Returns: How the module left.
    public func apply<Value: Sendable>(
        _ transaction: NavigationTransaction,
        showing module: AnyModule?,
        expecting type: Value.Type
    ) async -> NavigationResult<Value> {
        let (resolved, held) = resolve(transaction, showing: module)
        let id = startAwaiting(resolved)
        replay(held)
        guard let id else {
            let last = resolved.operations.last.map { "\($0)" } ?? "an empty transaction"
            return .rejected("\(last) shows no module to await")
        }
        return await awaitResult(of: id, as: type)
    }

    /// Applies `transaction` (recorded whole only when it is more than one operation) and
    /// notes the module its last step shows as awaited; `nil` when it shows none.
    private func startAwaiting(_ transaction: NavigationTransaction) -> AnyModule.ID? {
        guard let last = transaction.operations.last,
            record(transaction, asTransaction: transaction.operations.count > 1),
            let id = state.shownModule(by: last),
            let module = state.visibleModules.first(where: { $0.id == id })
        else { return nil }
        awaitedModules.append(module)
        awaitedHistory.append(module)
        for waiter in awaitingModuleWaiters.values { waiter.resume() }
        awaitingModuleWaiters = [:]
        return id
    }

    private func awaitResult<Value: Sendable>(of id: AnyModule.ID, as type: Value.Type) async -> NavigationResult<Value>
    {
        // `wait` registers the waiter before it suspends, so a `finish` right after this
        // call began finds it.
        let result = await results.wait(for: id, as: type)
        awaitedModules.removeAll { $0.id == id }
        return result
    }

    /// Navigation calls made while a policy decides, held back until the operation it
    /// decides on is applied, as the real service queues them; `nil` when none decides.
    private var heldCalls: [() -> Void]?
    /// The actions of held taps that answered their alerts, run after every held call.
    private var heldActions: [() -> Void] = []

    /// Makes the held calls in order, then runs the actions of the taps among them that
    /// answered their alerts.
    private func replay(_ held: [() -> Void]) {
        for call in held { call() }
        while !heldActions.isEmpty {
            heldActions.removeFirst()()
        }
    }

    /// Asks the policy where `module` goes, if any, over the state `transaction` leaves,
    /// and records it in ``shows``; returns the transaction to apply and the calls the
    /// policy made meanwhile, to be made after it.
    private func resolve(_ transaction: NavigationTransaction, showing module: AnyModule?)
        -> (transaction: NavigationTransaction, held: [() -> Void])
    {
        guard let module else { return (transaction, []) }
        let policy = presentationPolicy
        let current = state
        let outer = heldCalls
        heldCalls = []
        let (resolved, placement) = policy.transaction(transaction, showing: module, over: current)
        let held = heldCalls ?? []
        heldCalls = outer
        if let placement { shows.append(Show(module, placement: placement)) }
        return (resolved, held)
    }

    /// The module most recently awaited, as soon as someone awaits one: returns at once
    /// when ``awaitedModules`` is not empty, and otherwise suspends until a caller of
    /// ``apply(_:showing:expecting:)`` shows a module and awaits it.
    ///
    /// A test starts the router's awaiting call in a task, then finishes the module without
    /// polling:
    ///
    /// ```swift
    /// let picking = Task { await router.pickColor() }
    /// let picker = try await navigation.awaitedModule()
    /// navigation.finish(picker, returning: Color.red)
    /// #expect(await picking.value == .red)
    /// ```
    ///
    /// - Throws: `CancellationError` when the calling task is cancelled while it waits, as
    ///   Swift Testing's time limit does, so a test never hangs on a module nobody awaits.
    public func awaitedModule() async throws -> AnyModule {
        try await waitForAwaitedModule { self.awaitedModules.last }
    }

    /// The first module awaited after `module` began to be awaited, as soon as someone
    /// awaits one: for a flow whose awaited module awaits a second before it finishes,
    /// where ``awaitedModule()`` would give the first again.
    ///
    /// ```swift
    /// let checkout = Task { await router.checkOut() }   // awaits Cart, which awaits Payment
    /// let cart = try await navigation.awaitedModule()
    /// let payment = try await navigation.awaitedModule(after: cart)
    /// navigation.finish(payment, returning: Receipt.paid)
    /// ```
    ///
    /// A module awaited again later counts from its latest awaiting.
    /// - Parameter module: A module that was awaited, as ``awaitedModule()`` gave it.
    /// - Returns: The next awaited module, whether or not it is still awaited.
    /// - Throws: `CancellationError` when the calling task is cancelled while it waits;
    ///   ``AwaitedModuleError`` at once when `module` was never awaited, so a test never
    ///   waits for what cannot come.
    public func awaitedModule(after module: AnyModule) async throws -> AnyModule {
        guard let index = awaitedHistory.lastIndex(where: { $0.id == module.id }) else {
            throw AwaitedModuleError(module: module)
        }
        return try await waitForAwaitedModule {
            index + 1 < self.awaitedHistory.count ? self.awaitedHistory[index + 1] : nil
        }
    }

    /// Returns `found()` once it is not `nil`, suspending until a module is awaited.
    private func waitForAwaitedModule(_ found: () -> AnyModule?) async throws -> AnyModule {
        while true {
            if let module = found() { return module }
            try Task.checkCancellation()
            nextWaiter += 1
            let waiter = nextWaiter
            await withTaskCancellationHandler {
                await withCheckedContinuation { continuation in
                    if Task.isCancelled {
                        continuation.resume()
                    } else {
                        awaitingModuleWaiters[waiter] = continuation
                    }
                }
            } onCancel: {
                Task { @MainActor in self.awaitingModuleWaiters.removeValue(forKey: waiter)?.resume() }
            }
        }
    }

    /// Finishes `module`, one of ``awaitedModules``, with `value`, as it would finish
    /// itself with ``finish(returning:)`` while on top: records the value, takes the
    /// module off the screen (recorded as a call), and resumes whoever awaits it.
    /// - Parameters:
    ///   - module: The awaited module, as ``awaitedModules`` or ``awaitedModule()`` give it.
    ///   - value: The module's result.
    /// - Returns: `false`, changing nothing, when `module` is not the module on top, or no
    ///   one awaits a `Value` from it.
    @discardableResult
    public func finish<Value: Sendable>(_ module: AnyModule, returning value: Value) -> Bool {
        guard state.topModule?.id == module.id else { return false }
        return finish(returning: value)
    }

    /// Finishes the module on top with `value`, as `NavigationService` does:
    /// records the value in ``finishedValues``, takes the module off the screen (recorded
    /// as a call), and resumes whoever awaits it.
    /// - Parameter value: The module's result.
    /// - Returns: `false`, changing nothing, when no one awaits a `Value` from the module on top.
    @discardableResult
    public func finish<Value: Sendable>(returning value: Value) -> Bool {
        let top = state.topModule?.id
        guard let removal = results.finishTopModule(of: state, with: value) else { return false }
        // It leaves the list now, not when its caller resumes, so the next
        // `awaitedModule()` waits for the next module.
        awaitedModules.removeAll { $0.id == top }
        finishedValues.append(value)
        apply(removal)
        return true
    }

    /// Forgets the recorded calls, transactions and shows; the state stays.
    public func clearCalls() {
        calls = []
        transactions = []
        shows = []
    }

    /// The module of the last push, as `type`; `nil` when there was none, or it was of
    /// another type.
    /// - Parameter type: The module type to unwrap to.
    public func lastPushed<M: Module>(as type: M.Type) -> M? {
        for call in calls.reversed() {
            if case .push(let module) = call { return module.unwrap(as: type) }
        }
        return nil
    }

    /// The module of the last presentation of any style, as `type`; `nil` when there was
    /// none, or it was of another type.
    /// - Parameter type: The module type to unwrap to.
    public func lastPresented<M: Module>(as type: M.Type) -> M? {
        for call in calls.reversed() {
            if case .present(let module, _) = call { return module.unwrap(as: type) }
        }
        return nil
    }

    /// Answers the alert that shows with its button titled `title`, as the user's tap
    /// would: dismisses the alert (recorded as a call), then runs the button's action.
    /// - Parameter title: The button's title.
    /// - Returns: `false` when no alert shows or it has no such button.
    @discardableResult
    public func tapAlertButton(titled title: String) -> Bool {
        guard let alert = state.alert, let button = alert.buttons.first(where: { $0.title == title }) else {
            return false
        }
        return tap(button, of: alert)
    }
}

/// Why ``MockNavigationService/awaitedModule(after:)`` cannot wait: the module it
/// counts from was never awaited on this mock.
public struct AwaitedModuleError: Error, Equatable, CustomStringConvertible {
    /// Names the module and what to pass instead.
    public let description: String

    init(module: AnyModule) {
        description = "\(module.base) was never awaited on this mock: pass a module awaitedModule() gave"
    }
}
