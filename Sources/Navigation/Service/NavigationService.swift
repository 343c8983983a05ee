import Observation

/// The navigation of one scene: owns a ``NavigationState`` and publishes its changes
/// through the Observation framework.
///
/// One call is one observable change: a transaction of many operations notifies
/// observers once, and an operation that changes nothing notifies nobody. Guards see
/// every operation before it applies (``addGuard(_:)``), the journal hears of every
/// call (``addJournalListener(_:)``), and a caller can await the result of a module it
/// shows (``apply(_:showing:expecting:)``). A module shown without a presentation
/// (``NavigationServiceType/show(_:)-(Module)``) is placed by ``presentationPolicy``
/// before any of them see it.
///
/// ## Reentrancy: calls made while a call applies are queued
///
/// A guard, a journal listener, a presentation policy or an observer that navigates
/// (applies, shows, attempts, finishes, opens a link or sets ``state``) while a call is
/// applying does not change the state there and then: its call is queued, and applies
/// once the current call has finished, journal included, and after every call queued
/// before it. So:
/// - the journal's entries chain: each entry's `before` is the previous entry's `after`,
///   and ``NavigationJournal/replay(onto:)`` reproduces every step;
/// - every listener hears every entry in the order the calls applied;
/// - a guard decides against the real state: a queued call is guarded when its turn
///   comes, against the state the calls before it left;
/// - an awaited call is attached to the module its own operation showed, whatever
///   guards and listeners do meanwhile.
///
/// A queued call returns before it applies: `apply` and ``finish(returning:)`` return
/// `false`, ``attempt(_:showing:)`` returns an outcome whose ``NavigationOutcome/isQueued`` is `true`, and ``state`` still
/// reads the state before it. A listener that always navigates makes the queue endless,
/// as a function that always calls itself would.
///
/// ## A `deinit` during a call
///
/// A call that takes a module off the state frees it, and what it holds (its presenter,
/// say), when nothing else holds it: a pop, a dismissal, a replaced stack, tab bar or
/// split view, `state = ...`; an alert's dismissal frees what its buttons' actions
/// capture; a queued call whose module never showed frees it at its turn, and
/// ``remove(_:)`` frees what the guard or listener captured. The `deinit` runs during
/// that call, once the change is made, and may do what a listener may:
/// - read ``state``, which is the state after the change;
/// - navigate: its call is queued behind the call applying, as a listener's is.
///
/// Every call checks at run time that it runs on the main actor, and stops with a
/// message naming the call when it does not: Swift 5 code, which the compiler does not
/// hold to the main actor, cannot corrupt the state from another thread.
///
/// It conforms to `Observable` with a hand-written registrar rather than the
/// `@Observable` macro, so that it can decide whether an operation changes anything
/// before it notifies, and then change the state in place without copying it.
@MainActor
public final class NavigationService: NavigationServiceType, ChecksTapsWhenApplying, Observable {
    private let registrar = ObservationRegistrar()
    private var storage: NavigationState
    private var guards: [(token: NavigationToken, decide: NavigationGuard)] = []
    private var listeners: [(token: NavigationToken, listener: (NavigationJournalEntry) -> Void)] = []
    /// How many listeners were ever removed: a delivery checks that a listener is still
    /// installed only when this moved while it ran.
    private var listenerRemovals = 0
    private var nextToken = 0
    private let results = AwaitedResults()
    /// How to undo the steps of a call tried on the state for its guards, while they
    /// judge the steps after them; `nil` when no step is tried.
    private var tried: NavigationState.Prior?
    /// Whether a call is applying; a call made meanwhile waits in `queue`.
    private var isApplying = false
    private var queue: [() -> Void] = []
    /// Identifies this service among the journal entries of every service.
    private let journalID = journalIdentities.next()
    /// How many times the state changed: a journal entry says where it stands in this
    /// count, so that a journal knows an entry's state before is the previous one's after.
    private var changes = 0

    /// Creates a service with `state`.
    /// - Parameter state: The initial state; empty by default.
    public init(state: NavigationState = NavigationState()) {
        storage = state
    }

    /// The current state; setting it replaces the whole state as one change, which the
    /// journal records as a replacement and which cancels the awaited modules it removes.
    ///
    /// Setting the state it already holds, the same modules with the same ids
    /// (`navigation.state = navigation.state`), changes nothing: observers are not
    /// notified and the journal records nothing. Any other state applies, one that differs
    /// only in its tab bar's ``NavigationState/tabReselection`` included.
    ///
    /// Setting it from a guard or a listener is queued, like any call made while another
    /// applies.
    public var state: NavigationState {
        get {
            MainActorCheck.require("state")
            registrar.access(self, keyPath: \.state)
            // A guard reading the state while the steps before its own are tried reads the
            // state before the call, as it would without the trying.
            if let tried { return tried.state(after: storage) }
            return storage
        }
        set {
            MainActorCheck.require("state = \(newValue)")
            guard !isApplying else {
                queue.append { self.replace(with: newValue) }
                return
            }
            exclusively { replace(with: newValue) }
        }
    }

    /// Applies `operation` as one change; observers hear of it only when it changes the
    /// state.
    /// - Parameter operation: The step to take.
    /// - Returns: `true` when the state changed; `false` also when the call is queued
    ///   behind the one applying.
    @discardableResult
    public func apply(_ operation: NavigationOperation) -> Bool {
        MainActorCheck.require("apply(\(operation))")
        guard !isApplying else {
            queue.append { self.perform([operation]) }
            return false
        }
        guard guards.isEmpty, listeners.isEmpty else {
            return exclusively { perform([operation]).outcome.changed }
        }
        // The common case, kept free of closures: nobody guards or listens, and the
        // awaited modules are looked up only among those the change removes.
        isApplying = true
        let tracking = !results.isEmpty
        var committed = commit(operation, tracking: tracking)
        if tracking, !committed.removed.isEmpty { results.settle(removed: committed.removed) }
        committed.free()
        if !queue.isEmpty { drainQueue() }
        isApplying = false
        return committed.changed
    }

    /// Applies `transaction`, then shows `module`, if any, where ``presentationPolicy``
    /// places it, through the guards, as one change, and says what became of it.
    ///
    /// Each step is guarded against the state the steps before it leave. A rejected step
    /// rejects the whole call: nothing applies. A redirected step is replaced by its
    /// redirection, which is not guarded again. The policy is asked when the call applies,
    /// against the state the transaction leaves; a call made while another applies is
    /// queued, and asks the policy when its turn comes. Guards and the journal see the
    /// push or presentation it decided.
    /// - Parameters:
    ///   - transaction: The operations, in order; may be empty.
    ///   - module: A module to show after them; `nil` for none.
    /// - Returns: Whether the state changed, and what guards decided; an outcome whose
    ///   ``NavigationOutcome/isQueued`` is `true` when the call is made while another applies.
    @discardableResult
    public func attempt(_ transaction: NavigationTransaction, showing module: AnyModule?) -> NavigationOutcome {
        MainActorCheck.require(module.map { "attempt(\(transaction), showing: \($0))" } ?? "apply(\(transaction))")
        return attempt(transaction, showing: module, onTurn: nil)
    }

    /// ``attempt(_:showing:)``, telling `onTurn` what the call did when its turn comes.
    package func attempt(
        _ transaction: NavigationTransaction,
        showing module: AnyModule?,
        onTurn: ((Turn) -> Void)?
    ) -> NavigationOutcome {
        guard !isApplying else {
            queue.append { self.performQueued(transaction, showing: module, onTurn: onTurn) }
            return .queued
        }
        return exclusively {
            guard !transaction.isStale(over: storage) else { return recordStale(transaction) }
            return perform(transaction, showing: module, onTurn: onTurn).outcome
        }
    }

    /// ``apply(_:)-(NavigationOperation)``, telling `onTurn` what the call did when its turn
    /// comes.
    package func apply(_ operation: NavigationOperation, onTurn: @escaping (Turn) -> Void) -> Bool {
        guard !isApplying else {
            queue.append { self.perform([operation], onTurn: onTurn) }
            return false
        }
        return exclusively { perform([operation], onTurn: onTurn).outcome.changed }
    }

    /// Applies `transaction`, then shows `module`, if any, as ``attempt(_:showing:)`` does,
    /// and waits until the module the last step shows finishes with a value or leaves the
    /// screen.
    ///
    /// The call resumes exactly once, attached to the module its own last step showed:
    /// with ``NavigationResult/finished(_:)`` when the module calls ``finish(returning:)``
    /// with a `Value`; with ``NavigationResult/cancelled`` when the module leaves any
    /// other way, or when the awaiting task is cancelled; and with
    /// ``NavigationResult/rejected(_:)`` when it is never shown: a guard rejected or
    /// redirected a step, or the last step shows no module.
    ///
    /// Cancelling the awaiting task resumes it at once, unless the module's
    /// ``finish(returning:)`` is applying (see there), and leaves the module on screen:
    /// the user may be looking at it, and the screen, not the task, owns it. Nobody then
    /// awaits it, so its ``finish(returning:)`` returns `false`, and it leaves like any
    /// module, by a pop or a dismissal. A task cancelled before the call still shows the
    /// module, and returns ``NavigationResult/cancelled`` at once.
    /// - Parameters:
    ///   - transaction: The operations, in order; may be empty.
    ///   - module: A module to show after them; `nil` for none.
    ///   - type: The type of value the module finishes with.
    /// - Returns: How the module left.
    public func apply<Value: Sendable>(
        _ transaction: NavigationTransaction,
        showing module: AnyModule?,
        expecting type: Value.Type
    ) async -> NavigationResult<Value> {
        await apply(transaction, showing: module, expecting: type, onTurn: nil)
    }

    /// ``apply(_:showing:expecting:)``, telling `onTurn` what the call did when its turn
    /// comes.
    package func apply<Value: Sendable>(
        _ transaction: NavigationTransaction,
        showing module: AnyModule?,
        expecting type: Value.Type,
        onTurn: ((Turn) -> Void)?
    ) async -> NavigationResult<Value> {
        await results.wait(as: type) { ticket in
            guard !isApplying else {
                queue.append { self.perform(transaction, showing: module, awaiting: ticket, onTurn: onTurn) }
                return
            }
            exclusively { perform(transaction, showing: module, awaiting: ticket, onTurn: onTurn) }
        }
    }

    /// How ``NavigationServiceType/show(_:)-(Module)`` places a module: `.stack` until set.
    ///
    /// Setting it changes nothing on screen; it decides the shows that apply from then on,
    /// those already queued included.
    public var presentationPolicy: PresentationPolicy = .stack {
        willSet { MainActorCheck.require("presentationPolicy = \(newValue)") }
    }

    /// Finishes the module on top with `value`: takes it off the screen (pops it, or
    /// dismisses the layer it is the root of) through the guards, then resumes whoever
    /// awaits it.
    ///
    /// When a guard rejects the removal, or redirects it to operations that leave the
    /// module on screen, nothing finishes: the call returns `false` and the caller keeps
    /// waiting. A redirection that takes the module off the screen all the same finishes it.
    ///
    /// A finish resumes its caller exactly once and reports what it did, whatever thread
    /// cancels the awaiting task: a task cancelled before the call makes it return `false`
    /// and change nothing; one cancelled while the finish applies (by a guard, or from
    /// another thread meanwhile) is too late: the module leaves, the call returns `true`
    /// and the await returns ``NavigationResult/finished(_:)``, or, when guards keep the
    /// module, the call returns `false` and the await returns ``NavigationResult/cancelled``.
    /// - Parameter value: The module's result.
    /// - Returns: `true` when the module left the screen with `value`; `false`, changing
    ///   nothing, when no one awaits a `Value` from the module on top, when guards keep it
    ///   on screen, or when the call is queued behind the one applying.
    @discardableResult
    public func finish<Value: Sendable>(returning value: Value) -> Bool {
        MainActorCheck.require("finish(returning: \(value))")
        return finish(returning: value, onTurn: nil)
    }

    /// ``finish(returning:)``, telling `onTurn` what the call did when its turn comes, if
    /// it applied anything.
    package func finish<Value: Sendable>(returning value: Value, onTurn: ((Turn) -> Void)?) -> Bool {
        guard !isApplying else {
            queue.append { _ = self.finishTopModule(with: value, onTurn: onTurn) }
            return false
        }
        return exclusively { finishTopModule(with: value, onTurn: onTurn) }
    }

    /// What a call did when its turn came: what a recorder around the service (the
    /// testing mock) records, in the order the calls applied.
    package struct Turn {
        /// The operations the call asked for, ending with the push or presentation the
        /// policy decided for the module it showed, if any.
        package let transaction: NavigationTransaction
        /// Where the policy placed the module the call showed, if it showed one.
        package let placement: PresentationPolicy.Placement?
        /// Whether the state changed.
        package let changed: Bool
        /// The appearance an awaiting call now awaits; `nil` when it awaits none.
        package var awaited: AnyModule.ID?
        /// Whether a finish took its module off the screen with its value.
        package var finished = false
    }

    /// Installs `guard`, which then sees every operation before it applies.
    /// - Parameter guard: The rule; a plain closure, called on the main actor.
    /// - Returns: The token that removes it.
    @discardableResult
    public func addGuard(_ guard: @escaping NavigationGuard) -> NavigationToken {
        MainActorCheck.require("addGuard(_:)")
        let token = makeToken()
        guards.append((token, `guard`))
        return token
    }

    /// Calls `listener` after every call, applied, rejected or replacing the state, with
    /// the journal entry; the listener receives values and cannot change the entry or the
    /// state it describes.
    ///
    /// Every listener hears every entry in the order the calls applied. A listener
    /// installed while an entry is being delivered hears from the next entry on; one
    /// removed meanwhile hears no more, the entry being delivered included. A listener
    /// that navigates has its call queued (see ``NavigationService``).
    /// - Parameter listener: Receives each entry; a plain closure, called on the main actor.
    /// - Returns: The token that removes it.
    @discardableResult
    public func addJournalListener(_ listener: @escaping (NavigationJournalEntry) -> Void) -> NavigationToken {
        MainActorCheck.require("addJournalListener(_:)")
        let token = makeToken()
        listeners.append((token, listener))
        return token
    }

    /// How many journal listeners are added and not removed; for tests of the adapters
    /// that listen.
    package var journalListenerCount: Int { listeners.count }

    /// Removes the guard or journal listener `token` stands for.
    /// - Parameter token: What ``addGuard(_:)`` or ``addJournalListener(_:)`` returned.
    public func remove(_ token: NavigationToken) {
        MainActorCheck.require("remove(_:)")
        // Taken out, then freed here: what a guard or a listener captured may have a
        // `deinit` that navigates, which reads both lists.
        let removedGuard = guards.firstIndex { $0.token == token }.map { guards.remove(at: $0) }
        let removedListener = listeners.firstIndex { $0.token == token }.map { listeners.remove(at: $0) }
        if removedListener != nil { listenerRemovals += 1 }
        withExtendedLifetime((removedGuard, removedListener)) {}
    }

    private func makeToken() -> NavigationToken {
        nextToken += 1
        return NavigationToken(rawValue: nextToken)
    }

    // MARK: One call at a time

    /// Runs `body` as the call applying, then every call it queued, in order.
    @discardableResult
    private func exclusively<Result>(_ body: () -> Result) -> Result {
        isApplying = true
        let result = body()
        drainQueue()
        isApplying = false
        return result
    }

    /// Runs the queued calls in order, those they queue included.
    ///
    /// The calls are taken out of the queue before they run and freed outside it: a
    /// queued call holds the modules it shows, and the `deinit` of one that never showed
    /// may navigate, which appends to the queue.
    private func drainQueue() {
        while !queue.isEmpty {
            var calls: [() -> Void] = []
            swap(&calls, &queue)
            for call in calls {
                call()
            }
            calls.removeAll()
        }
    }

    // MARK: Applying

    /// What one call did.
    private struct Performed {
        var outcome: NavigationOutcome
        /// Whether the appearance finishing with a value left the screen with it.
        var finished = false
    }

    /// Performs a call queued behind another at its turn. A tap's dismissal applies only
    /// if the alert it answers still shows, and the button's action runs once the
    /// dismissal took the alert away; a deep link that selects a tab the state no longer
    /// has applies nothing.
    private func performQueued(
        _ transaction: NavigationTransaction, showing module: AnyModule?, onTurn: ((Turn) -> Void)? = nil
    ) {
        guard !transaction.isStale(over: storage) else {
            recordStale(transaction)
            return
        }
        let outcome = perform(transaction, showing: module, onTurn: onTurn).outcome
        if let answer = transaction.answering.value, outcome.answered(answer.alert, now: storage) {
            answer.action?()
        }
    }

    /// Journals `transaction`, which has nothing left to do (a tap whose alert is gone), as
    /// a call that changed nothing: the journal hears of every call, this one too.
    @discardableResult
    private func recordStale(_ transaction: NavigationTransaction) -> NavigationOutcome {
        let outcome = NavigationOutcome(changed: false, rejection: nil, redirections: [])
        record(transaction, outcome: outcome, prior: listeners.isEmpty ? nil : .same)
        return outcome
    }

    /// Asks the policy where `module` goes, if any, while this call is the one applying (so
    /// a policy that navigates is queued behind it), then guards, applies and records
    /// `transaction` with the operation it decided at its end; attaches `ticket` to the module the
    /// operation showed, or rejects it; settles the awaited modules the change removed,
    /// `finishing` with its value.
    @discardableResult
    private func perform(
        _ transaction: NavigationTransaction,
        showing module: AnyModule? = nil,
        awaiting ticket: AwaitedResults.Ticket? = nil,
        finishing: (id: AnyModule.ID, value: Any)? = nil,
        onTurn: ((Turn) -> Void)? = nil
    ) -> Performed {
        // Listeners get the state before as a `Prior`, which does not hold the stack the
        // change edits in place: holding it would make the change copy it.
        let (transaction, placement) = presentationPolicy.transaction(transaction, showing: module, over: storage)
        let recording = !listeners.isEmpty
        var applied = transaction.operations
        var redirections: [NavigationOutcome.Redirection] = []
        if !guards.isEmpty {
            applied = []
            // Each step is guarded against the state the steps before it leave. Those steps
            // are tried on the state itself, unobserved, and undone once the guards have
            // decided, at the cost of what they change: a copy of the state would cost its
            // whole stack. Meanwhile ``state`` reads the state before the call.
            var rejection: NavigationOutcome.Rejection?
            var triedAway: [NavigationState.Discarded] = []
            steps: for (index, operation) in transaction.operations.enumerated() {
                // The last step's state is never guarded: trying it would be wasted.
                let isLast = index == transaction.operations.count - 1
                switch decision(on: operation, in: storage) {
                case .allow:
                    applied.append(operation)
                    if !isLast { tryOut([operation], keeping: &triedAway) }
                case .reject(let reason):
                    rejection = NavigationOutcome.Rejection(operation: operation, reason: reason)
                    break steps
                case .redirect(let replacement):
                    applied += replacement.operations
                    if !isLast { tryOut(replacement.operations, keeping: &triedAway) }
                    redirections.append(NavigationOutcome.Redirection(operation: operation, replacement: replacement))
                }
            }
            // Undone before anything else reads the state; what the steps took off it and
            // what the undoing replaced are freed after, with the state consistent again.
            let undone = tried.map { storage.restore($0) }
            tried = nil
            withExtendedLifetime((triedAway, undone)) {}
            if let rejection {
                let outcome = NavigationOutcome(changed: false, rejection: rejection, redirections: redirections)
                if let ticket { results.reject(ticket, reason: rejection.reason) }
                onTurn?(Turn(transaction: transaction, placement: placement, changed: false))
                record(transaction, outcome: outcome, prior: recording ? .same : nil)
                return Performed(outcome: outcome)
            }
        }
        if let finishing, !redirections.isEmpty {
            // A finish whose removal the guards redirected to steps that keep the module
            // on screen finishes nothing, so it applies nothing either.
            var result = storage
            result.apply(NavigationTransaction(applied))
            if result.visibleModules.contains(where: { $0.id == finishing.id }) {
                let outcome = NavigationOutcome(changed: false, rejection: nil, redirections: redirections)
                onTurn?(Turn(transaction: transaction, placement: placement, changed: false))
                record(transaction, outcome: outcome, prior: recording ? .same : nil)
                return Performed(outcome: outcome)
            }
        }
        let tracking = ticket != nil || !results.isEmpty
        var commit = commit(applied, tracking: tracking, recording: recording)
        var finished = false
        var awaited: AnyModule.ID?
        if tracking {
            if let ticket {
                if let redirection = redirections.first {
                    results.reject(ticket, reason: "redirected to \(redirection.replacement)")
                } else if let shown = commit.shown {
                    results.attach(ticket, to: shown)
                    awaited = shown
                } else {
                    let last = transaction.operations.last.map { "\($0)" } ?? "an empty transaction"
                    results.reject(ticket, reason: "\(last) shows no module to await")
                }
            }
            finished = results.settle(removed: commit.removed, finishing: finishing)
        }
        let appliedTransaction = NavigationTransaction(applied)
        let outcome = NavigationOutcome(
            changed: commit.changed, rejection: nil, redirections: redirections, applied: appliedTransaction)
        if let onTurn {
            var turn = Turn(transaction: transaction, placement: placement, changed: commit.changed)
            turn.awaited = awaited
            turn.finished = finished
            onTurn(turn)
        }
        record(transaction, outcome: outcome, prior: commit.prior)
        commit.free()
        return Performed(outcome: outcome, finished: finished)
    }

    /// Applies `operations` to the state in place, unobserved, for guards to judge the steps
    /// after them; ``tried`` says how to undo them, and `triedAway` keeps what they took
    /// off the state, to be freed once they are undone.
    private func tryOut(_ operations: [NavigationOperation], keeping triedAway: inout [NavigationState.Discarded]) {
        for operation in operations {
            guard let change = storage.change(for: operation) else { continue }
            tried = storage.prior(of: change, following: tried ?? .same, indexed: true)
            triedAway.append(storage.commit(change))
        }
    }

    /// Finishes the module on top with `value`, once: the waiter is claimed before the
    /// removal is guarded, so a cancellation of its task while the removal applies (from
    /// a guard, or another thread) cannot make the finish take the module away and report
    /// `false`. When the module stays, the claim is released and such a cancellation holds.
    private func finishTopModule(with value: Any, onTurn: ((Turn) -> Void)? = nil) -> Bool {
        guard let top = storage.topModule, let removal = storage.topModuleRemoval,
            results.claim(value, from: top.id)
        else { return false }
        let finished = perform([removal], finishing: (top.id, value), onTurn: onTurn).finished
        if !finished { results.release(top.id) }
        return finished
    }

    private func replace(with newValue: NavigationState) {
        // Setting the state it holds (`navigation.state = navigation.state`) is no change;
        // any other state is, the tab bar's reselection rule included, which the screen
        // does not show and so `isIdentical(to:)` passes over.
        guard !newValue.isIdentical(to: storage) || newValue.tabReselection != storage.tabReselection else { return }
        let prior = listeners.isEmpty ? nil : NavigationState.Prior.whole(storage)
        // Swapped, not assigned: the state before is freed with `replaced`, after the
        // mutation, so a `deinit` it runs can read the state.
        var replaced = newValue
        registrar.withMutation(of: self, keyPath: \.state) { swap(&storage, &replaced) }
        changes &+= 1
        results.settle(with: storage)
        let outcome = NavigationOutcome(changed: true, rejection: nil, redirections: [])
        record(nil, outcome: outcome, prior: prior)
        replaced = NavigationState()
    }

    /// What the guards decide about `operation` against the state as it is, without
    /// applying anything: what a renderer asks before the user's gesture starts.
    package func guardDecision(on operation: NavigationOperation) -> GuardDecision {
        decision(on: operation, in: storage)
    }

    private func decision(on operation: NavigationOperation, in state: NavigationState) -> GuardDecision {
        for entry in guards {
            let decision = entry.decide(operation, state)
            if case .allow = decision { continue }
            return decision
        }
        return .allow
    }

    /// Applies `operations` as one observable change, notifying observers only when it
    /// changes the state; a single operation changes the state in place. With `tracking`,
    /// also collects what awaited results need: the appearances the change took off the
    /// screen for good, and the one its last operation showed. With `recording`, also
    /// keeps the state before for the journal.
    private func commit(_ operations: [NavigationOperation], tracking: Bool, recording: Bool = false)
        -> CommittedChange
    {
        if operations.count == 1 { return commit(operations[0], tracking: tracking, recording: recording) }
        var committed = CommittedChange()
        if recording { committed.prior = .same }
        // The steps before the first that changes anything change nothing: observers are
        // told of a mutation only once one does.
        var remaining = operations[...]
        var first: NavigationState.Change?
        while first == nil, let operation = remaining.popFirst() {
            first = storage.change(for: operation)
        }
        guard let first else { return committed }
        committed.changed = true
        changes &+= 1
        // The steps change the state in place, as a single operation does: a copy would
        // cost the whole stack. The state before, for the journal, costs what the pushes
        // and pops change (see `NavigationState.prior(of:following:)`).
        registrar.withMutation(of: self, keyPath: \.state) {
            var change: NavigationState.Change? = first
            while true {
                if let change {
                    if recording { committed.prior = storage.prior(of: change, following: committed.prior ?? .same) }
                    if tracking { committed.track(change, in: storage, awaited: results) }
                    committed.discarded.append(storage.commit(change))
                }
                guard let operation = remaining.popFirst() else { break }
                change = storage.change(for: operation)
            }
        }
        return committed
    }

    /// Applies `operation` in place, notifying observers only when it changes the state.
    private func commit(_ operation: NavigationOperation, tracking: Bool, recording: Bool = false) -> CommittedChange {
        var committed = CommittedChange()
        if recording { committed.prior = .same }
        guard let change = storage.change(for: operation) else { return committed }
        if recording { committed.prior = storage.prior(of: change) }
        if tracking { committed.track(change, in: storage, awaited: results) }
        committed.changed = true
        registrar.withMutation(of: self, keyPath: \.state) { committed.discarded.append(storage.commit(change)) }
        changes &+= 1
        return committed
    }

    private func record(
        _ transaction: NavigationTransaction?,
        outcome: NavigationOutcome,
        prior: NavigationState.Prior?
    ) {
        guard let prior, !listeners.isEmpty else { return }
        // A call changes the state once or not at all.
        let origin = NavigationJournalEntry.Origin(
            service: journalID, before: outcome.changed ? changes &- 1 : changes, after: changes)
        let entry = NavigationJournalEntry(
            transaction: transaction, outcome: outcome, after: storage, prior: prior, origin: origin)
        let removals = listenerRemovals
        for (token, listener) in listeners {
            // A listener an earlier one removed hears no more, this entry included.
            if listenerRemovals != removals, !listeners.contains(where: { $0.token == token }) { continue }
            listener(entry)
        }
    }
}

/// What one commit did, as awaited results need it: costs what the change touched,
/// never what is on screen, and holds only the appearances someone awaits.
private struct CommittedChange {
    var changed = false
    /// The state before the change, for the journal, when a listener records it.
    var prior: NavigationState.Prior?
    /// The awaited appearances taken off the screen and not shown again by a later step.
    var removed: [AnyModule.ID] = []
    /// The appearance the last change showed, if it was a push or a presentation.
    var shown: AnyModule.ID?
    /// What the change took off the state, freed by ``free()`` once the state is
    /// consistent again, never inside its mutation.
    var discarded: [NavigationState.Discarded] = []

    /// Frees what the change took off the state. A `deinit` this runs reads the state
    /// after the change, and its navigation calls are queued behind the call applying.
    mutating func free() {
        discarded = []
    }

    /// Notes what `change` removes from and adds to `state`, before it is made.
    @MainActor
    mutating func track(_ change: NavigationState.Change, in state: NavigationState, awaited: AwaitedResults) {
        shown = nil
        switch change {
        case .append(let module, _, _):
            showAgain([module])
            shown = module.id
        case .removeLast(let count, let layer):
            note((state.stack(of: layer) ?? []).suffix(count), awaited: awaited)
        case .replaceStack(let modules, let layer):
            showAgain(modules)
            let old = state.stack(of: layer) ?? []
            guard old.contains(where: { awaited.isAwaited($0.id) }) else { break }
            let kept = Set(modules.lazy.map(\.id))
            note(old.lazy.filter { !kept.contains($0.id) }, awaited: awaited)
        case .appendLayer(let presentation, _):
            showAgain([presentation.module] + presentation.stack)
            shown = presentation.id
        case .removeLayers(let first):
            for layer in state.layers(from: first) {
                note(layer.modules, awaited: awaited)
            }
        case .replaceTabs(let tabs, _, _):
            let modules = tabs.flatMap { [$0.module] + $0.stack }
            showAgain(modules)
            note(Self.rootModules(of: state), notIn: modules, awaited: awaited)
        case .replaceSplit(let split):
            let modules = split?.modules ?? []
            showAgain(modules)
            note(Self.rootModules(of: state), notIn: modules, awaited: awaited)
        case .updateSplit(let split, let keeping):
            showAgain(split.modules)
            let columns = [state.splitView?.content, state.splitView?.detail].compactMap { $0 }
            note(columns, notIn: split.modules, awaited: awaited)
            note(state.stack.suffix(state.stack.count - keeping), awaited: awaited)
        case .enqueue, .replaceHead, .dequeue, .selectTab:
            break
        }
    }

    /// Notes the modules of `old` that someone awaits and `new` does not hold.
    @MainActor
    private mutating func note(_ old: [AnyModule], notIn new: [AnyModule], awaited: AwaitedResults) {
        guard old.contains(where: { awaited.isAwaited($0.id) }) else { return }
        let kept = Set(new.lazy.map(\.id))
        note(old.lazy.filter { !kept.contains($0.id) }, awaited: awaited)
    }

    /// Every module of the root layer: each tab's, the split view's, or the root stack.
    private static func rootModules(of state: NavigationState) -> [AnyModule] {
        if let split = state.splitView { return split.modules }
        if state.selectedTabIndex != nil { return state.tabs.flatMap { [$0.module] + $0.stack } }
        return state.stack
    }

    @MainActor
    private mutating func note(_ modules: some Sequence<AnyModule>, awaited: AwaitedResults) {
        for module in modules where awaited.isAwaited(module.id) {
            removed.append(module.id)
        }
    }

    /// Forgets the removals of appearances an earlier step of the transaction removed
    /// and this one shows again, with the same id.
    private mutating func showAgain(_ modules: [AnyModule]) {
        guard !removed.isEmpty else { return }
        let shown = Set(modules.lazy.map(\.id))
        removed.removeAll { shown.contains($0) }
    }
}

/// Hands out the services' journal identities.
private let journalIdentities = IdentityCounter()
