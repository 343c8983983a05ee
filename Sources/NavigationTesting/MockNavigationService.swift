import Navigation

/// A recording stand-in for `NavigationServiceType`, for unit tests of
/// routers and presenters.
///
/// It records every operation in ``calls`` and every transaction in ``transactions``,
/// and applies them through a real `NavigationService`, so a test can assert what a
/// router asked for and what the screen would then show, and a router behaves under the
/// mock as it does in the app:
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
///
/// The service applies every call, so the mock does what `NavigationService` does: a
/// call made while another applies (by a presentation policy deciding, say, or an alert's
/// action) is queued behind it, first in first out, and recorded when its turn comes;
/// a `finish` made then returns `false`; a tap on an alert that no longer shows changes
/// nothing. Like the service, it checks that each call runs on the main actor, and stops
/// with a message naming the call when it does not.
@MainActor
public final class MockNavigationService: NavigationServiceType, ChecksTapsWhenApplying {
    /// The service that applies the calls; the mock records what each did at its turn.
    package let service: NavigationService

    /// How `show(_:)` places a module; `.stack` until a test or a router sets it.
    public var presentationPolicy: PresentationPolicy {
        get { service.presentationPolicy }
        set {
            MainActorCheck.require("presentationPolicy = \(newValue)", in: Self.name)
            service.presentationPolicy = newValue
        }
    }
    /// Every module asked to be shown, through `show(_:)`, its awaiting variant or a
    /// deep link, with where ``presentationPolicy`` placed it, in order.
    public private(set) var shows: [Show] = []
    /// Every operation applied, in order; a transaction's operations appear in it too.
    public private(set) var calls: [NavigationOperation] = []
    /// Every transaction applied, in order.
    public private(set) var transactions: [NavigationTransaction] = []
    /// The state the recorded calls lead to.
    public var state: NavigationState {
        MainActorCheck.require("state", in: Self.name)
        return service.state
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
    private var awaitingModuleWaiters: [Int: CheckedContinuation<Void, Never>] = [:]
    private var nextWaiter = 0

    /// The name the main-actor check gives the mock's calls.
    private static let name = "MockNavigationService"

    /// Creates a mock whose state starts as `state`.
    /// - Parameter state: The state before any call; empty by default.
    public init(state: NavigationState = NavigationState()) {
        MainActorCheck.require("init(state:)", in: Self.name)
        service = NavigationService(state: state)
        TestFailure.observeTestCases()
    }

    /// Records `operation` and applies it to ``state``.
    /// - Parameter operation: The step a router asked for.
    /// - Returns: Whether the state changed; `false` also when the call is queued behind
    ///   the one applying.
    @discardableResult
    public func apply(_ operation: NavigationOperation) -> Bool {
        MainActorCheck.require("apply(\(operation))", in: Self.name)
        return service.apply(operation) { [unowned self] turn in
            calls.append(operation)
            count(turn)
        }
    }

    /// Asks ``presentationPolicy`` where `module` goes, if any, over the state
    /// `transaction` leaves and records it in ``shows``; then records the operations in
    /// ``calls`` (and, unless it is a show alone, the whole in ``transactions``) and applies
    /// them to ``state``. A call made meanwhile, by the policy say, is queued behind it, as
    /// the service queues it.
    /// - Parameters:
    ///   - transaction: The operations a router asked for, in order; may be empty.
    ///   - module: A module to show after them; `nil` for none.
    /// - Returns: Whether the state changed, and what applied; queued when the call is
    ///   made while another applies.
    @discardableResult
    public func attempt(_ transaction: NavigationTransaction, showing module: AnyModule?) -> NavigationOutcome {
        MainActorCheck.require(
            module.map { "attempt(\(transaction), showing: \($0))" } ?? "apply(\(transaction))", in: Self.name)
        let asTransaction = module == nil || !transaction.operations.isEmpty
        return service.attempt(transaction, showing: module) { [unowned self] turn in
            record(turn, showing: module, asTransaction: asTransaction)
        }
    }

    /// Records what a call asked for at its turn: the show, its operations, and the
    /// whole transaction when `asTransaction`.
    private func record(_ turn: NavigationService.Turn, showing module: AnyModule?, asTransaction: Bool) {
        if let module, let placement = turn.placement { shows.append(Show(module, placement: placement)) }
        calls += turn.transaction.operations
        if asTransaction { transactions.append(turn.transaction) }
        count(turn)
    }

    private func count(_ turn: NavigationService.Turn) {
        if turn.changed { changeCount += 1 }
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
        let awaited = AwaitedAppearance()
        let result = await service.apply(transaction, showing: module, expecting: type) { [unowned self] turn in
            record(turn, showing: module, asTransaction: turn.transaction.operations.count > 1)
            guard let id = turn.awaited, let shown = shownModule(id) else { return }
            awaited.id = id
            startAwaiting(shown)
        }
        if let id = awaited.id { awaitedModules.removeAll { $0.id == id } }
        return result
    }

    /// The module on screen whose appearance is `id`: at once when it is the module on top,
    /// as the module an awaiting call just showed is, unless a queued call covered it.
    private func shownModule(_ id: AnyModule.ID) -> AnyModule? {
        let state = service.state
        if let top = state.topModule, top.id == id { return top }
        return state.visibleModules.first { $0.id == id }
    }

    /// Notes `module` as awaited, and wakes the tests waiting for an awaited module.
    private func startAwaiting(_ module: AnyModule) {
        awaitedModules.append(module)
        awaitedHistory.append(module)
        for waiter in awaitingModuleWaiters.values { waiter.resume() }
        awaitingModuleWaiters = [:]
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
    /// - Returns: `false`, changing nothing, when no one awaits a `Value` from the module on
    ///   top, or when the call is queued behind the one applying (it finishes at its turn,
    ///   if someone then awaits a `Value` from the module on top).
    @discardableResult
    public func finish<Value: Sendable>(returning value: Value) -> Bool {
        MainActorCheck.require("finish(returning: \(value))", in: Self.name)
        let top = service.state.topModule?.id
        return service.finish(returning: value) { [unowned self] turn in
            guard turn.finished else { return }
            // It leaves the list now, not when its caller resumes, so the next
            // `awaitedModule()` waits for the next module.
            awaitedModules.removeAll { $0.id == top }
            finishedValues.append(value)
            calls += turn.transaction.operations
            count(turn)
        }
    }

    /// Forgets the recorded calls, transactions and shows; the state stays.
    public func clearCalls() {
        MainActorCheck.require("clearCalls()", in: Self.name)
        // Freed after the lists are empty: a module they alone hold may have a `deinit`
        // that navigates, which records into them.
        let forgotten = (calls, transactions, shows)
        calls = []
        transactions = []
        shows = []
        withExtendedLifetime(forgotten) {}
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
        MainActorCheck.require("tapAlertButton(titled: \(title))", in: Self.name)
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

/// The appearance an awaiting call awaits, once its turn has come.
@MainActor
private final class AwaitedAppearance {
    var id: AnyModule.ID?
}
