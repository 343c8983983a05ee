/// The state machine of one scene's SwiftUI renderer: the navigation state and what
/// SwiftUI and UIKit report in (``SceneEvent``), the frames to show, the write-backs, and
/// the questions to UIKit out (``Action``).
///
/// It is a value, with one entry: ``handle(_:)``. ``ScreenSession`` runs the actions it
/// returns and decides nothing.
///
/// It keeps the screen in step with the navigation state (its target):
/// - Stacks change at once, unless a push or pop of the same stack is under way: then
///   the changes wait, and go out together when UIKit says it ended (``StackMotion``).
/// - Presentations and alerts change one UIKit transition at a time, once no stack
///   moves, each step waiting until UIKit says it ended (``PresentationSteps``).
/// - A user's gesture is written to the navigation state as it comes, as one change.
/// - When a report it waits for has not come, a watchdog asks it to read what UIKit
///   shows; what UIKit dropped or ignored is asked for again, with a backoff, for as long
///   as it takes, and reported (``Report/stalled(_:reads:)``). No timer concludes
///   anything.
/// - A backgrounded scene shows nothing new and reads nothing; it resumes in the
///   foreground (``PresentationRule/backgroundChangesAreDeferred``).
///
/// An event that no order of the platform's callbacks makes changes nothing: it is
/// counted in ``unexpectedEvents`` and reported, never a trap.
package struct SceneMachine {
    /// What the machine is doing, apart from its steps and motions.
    package enum Phase: Hashable, Sendable {
        /// The root layer has not appeared: stacks show, presentations wait.
        case starting
        /// The scene is on screen.
        case running
        /// The scene is in the background; it resumes as `starting` or running.
        case suspended(resumesStarting: Bool)
    }

    /// The timer that asks UIKit again: what it asks, and how long it waits.
    struct Watchdog {
        var isArmed = false
        var isReading = false
        var interval: Duration
        /// Readings in a row that ended no wait.
        var fruitless = 0
    }

    /// What the machine is doing.
    package private(set) var phase: Phase = .starting
    /// The presentation steps.
    package internal(set) var steps = PresentationSteps()
    /// The stacks' motions and departing screens.
    package internal(set) var stacks = StackMotion()
    /// The navigation state the screen is to show.
    package private(set) var target: NavigationState
    /// The state the latest frame shows.
    package internal(set) var displayed: NavigationState
    /// How many times the displayed root selections changed, so a selection written from
    /// a frame before the last change is known stale.
    package private(set) var selectionChanges = 0
    /// Screens that left the root layer with no transition of their own, whose views
    /// go at the end of the event.
    var leftWithoutTransition: Set<AnyModule.ID> = []
    /// Whether the stacks wait for the step under way as the scene comes back.
    var stacksWaitForStep = false
    /// Whether UIKit was asked whether a stack moves before a change goes out.
    enum BeforeChange { case unasked, asked, answered }
    var beforeChange = BeforeChange.unasked
    /// The screens whose transition coordinator reported: a swipe back from one of them
    /// is heard. While a stack's top is not among them, UIKit is asked before each change.
    var reportingScreens: Set<AnyModule.ID> = []
    /// A path write that pops, waiting for UIKit to say whether it popped.
    struct UnconfirmedPop {
        var written: [AnyModule]
        var stack: StackID
    }
    var unconfirmedPop: UnconfirmedPop?
    /// Whether a pop written waits for UIKit to say whether it popped.
    var isConfirmingAPop: Bool { unconfirmedPop != nil }
    /// Where each screen the user popped was, until its views go or it comes back.
    var userPops: [AnyModule.ID: (stack: StackID, index: Int)] = [:]
    /// Screens the user popped whose views go once the navigation answers the write-back.
    var awaitingAnswer: [AnyModule.ID] = []
    /// The alerts a button answered: a handler called again runs nothing (a few bytes
    /// per alert the scene ever answered).
    private var answeredAlerts: Set<NavigationAlert.ID> = []
    /// Whether the size class the split view last wrote back is compact; `nil` before a
    /// write, and once the root shows no split view. A collapse the program sets against
    /// it is written back: a write the view made while its frame showed another collapse
    /// may have changed nothing, and the view writes again only when its comparison
    /// changes (it renders nothing in the background, where the program may change the
    /// collapse again).
    var sizeClassIsCompact: Bool?
    /// Whether the machine wrote the size class back since the view's last write or the
    /// scene's last return from the background: once each, so that a listener that sets
    /// the collapse again keeps it, rather than the two writing in turn for ever.
    var sizeClassWrittenBack = false
    /// How many impossible events came.
    package private(set) var unexpectedEvents = 0
    let configuration: ScreenConfiguration
    private let root: AnyModule.ID
    var watchdog: Watchdog

    /// The machine of a scene whose root module is `root`, to show `target`: its root
    /// layer's stacks at once, the rest once the root layer appears.
    package init(root: AnyModule.ID, target: NavigationState, configuration: ScreenConfiguration) {
        self.root = root
        self.target = target
        self.configuration = configuration
        displayed = target.prefix(layers: 0)
        watchdog = Watchdog(interval: configuration.firstRead)
    }

    // MARK: What a frame reads

    /// Layers dismissed that still render until they report leaving, lowest first.
    package var leaving: [PresentationSteps.LeavingLayer] {
        steps.leaving.values.sorted { $0.depth < $1.depth }
    }
    /// The step that presented the displayed layer `id`.
    package func presentedAt(_ id: AnyModule.ID) -> Int? { steps.presentedAt[id] }
    /// The appearances of popped screens kept built until they leave.
    package var departing: Set<AnyModule.ID> { Set(stacks.departing.keys) }
    /// The layers whose stack moves.
    package var animatingLayers: Set<LayerID> { Set(stacks.motions.keys) }
    /// What the screen waits for UIKit to report.
    package var awaiting: Set<Awaited> { steps.awaiting.union(stacks.motions.keys.map(Awaited.stack)) }

    // MARK: Events

    /// Takes in `event`, and returns what to do, in order.
    package mutating func handle(_ event: SceneEvent) -> [Action] {
        let leavingBefore = steps.leaving
        var actions: [Action]
        switch event {
        case .rootAppeared:
            actions = rootAppeared()
        case .navigationChanged(let state):
            target = state
            // The navigation answered the user's write-back: what it kept stays built.
            actions = letGo(awaitingAnswer)
            awaitingAnswer = []
            actions += writeBackSizeClass(in: state)
            actions += synchronize()
        case .activityChanged(let activity):
            actions = activityChanged(activity)
        case .pathWritten(let path, let stack, let current):
            actions = pathWritten(path.map(\.module), to: stack, in: current)
        case .screenAppeared(let id):
            stacks.screenAppeared(id)
            actions = []
        case .screenDisappeared(let id):
            actions = run(stacks.screenDisappeared(id))
        case .screenTransition(let id, let transition, let stack, _):
            reportingScreens.insert(id)
            actions = screenTransition(id, transition, on: stack)
        case .selectionWritten(let write, let rendered, let current):
            if case .splitViewCollapsed(let compact) = write {
                sizeClassIsCompact = compact
                sizeClassWrittenBack = false
            }
            guard
                let operation = ScreenWriteBack.operation(
                    for: write, renderedBy: rendered, in: current, selectionChanges: selectionChanges)
            else { return [] }
            // A tab switch shows another stack at once. A reselection pops the tab's own
            // stack, and a split view's selections and collapse change its detail column,
            // one navigation stack whatever the selection: those wait for a push or pop of
            // it under way.
            if case .tabSelected(let id) = write, id != displayed.selectedTab?.id {
                stacks.rootSelectionChanged()
            }
            actions = [writeBack(operation)]
        case .presentationDismissed(let id, let presentedAt, let tapOutside, let current):
            actions = presentationDismissed(id, presentedAt: presentedAt, tapOutside: tapOutside, in: current)
        case .layerAppeared(let id):
            guard displayed.layer(.presented(id)) != nil else { return [] }
            actions = stepEnded(steps.layerAppeared(id, pauses: pauses))
        case .layerDisappeared(let id):
            actions = stepEnded(steps.layerDisappeared(id, pauses: pauses))
        case .alertAppeared(let id):
            actions = stepEnded(steps.report(.alertShown(id), pauses: pauses))
        case .alertDisappeared(let id):
            actions = stepEnded(steps.report(.alertGone(id), pauses: pauses))
        case .alertDismissed(let id, let current):
            guard displayed.alert?.id == id else { return [] }
            actions = []
            if current.alert?.id == id { actions.append(writeBack(.dismissAlert)) }
            actions += removeAlertFromScreen(id)
        case .alertButtonTapped(let button, let alert):
            // A UIAlertAction's handler runs once: an alert answers one tap.
            guard answeredAlerts.insert(alert.id).inserted else {
                return unexpected("a second tap on an answered alert")
            }
            // The handler of the renderer's own alert controller runs only for a tap, and
            // after UIKit took the alert down: the user answered, even if the state let go
            // of the alert meanwhile, and the action runs once.
            actions = [.tap(button, of: alert, runsActionIfGone: true)]
            if target.alert?.id == alert.id { target.apply(.dismissAlert) }
            // UIKit showed it, and took it down before the button's handler ran.
            _ = steps.report(.alertShown(alert.id), pauses: false)
            if displayed.alert?.id == alert.id { actions += removeAlertFromScreen(alert.id) }
        case .watchdogFired:
            guard watchdog.isArmed else { return unexpected("the watchdog fired unstarted") }
            watchdog.isArmed = false
            watchdog.isReading = true
            return [.read]
        case .pauseEnded:
            actions = steps.pauseEnded() ? synchronize() : []
        case .read(let reading):
            // Stacks wait for a step the background cut short only while UIKit plays it.
            if stacksWaitForStep, !steps.awaiting.contains(where: { reading.isAppearing($0) }) {
                stacksWaitForStep = false
            }
            let checking = beforeChange == .asked
            if checking {
                beforeChange = .answered
                stacks.holdMoving(reading, in: displayed)
            }
            actions = confirmPop(reading)
            if watchdog.isReading { actions += read(reading) } else if checking { actions += synchronize() }
        case .unreadable:
            // Nothing is learnt: the watchdog asks again later (a pop written waits for
            // a reading, or for UIKit to say its screen left).
            let checking = beforeChange == .asked || stacksWaitForStep
            if beforeChange == .asked { beforeChange = .answered }
            stacksWaitForStep = false
            actions = []
            if watchdog.isReading { actions += fruitlessReading() }
            if checking { actions += synchronize() }
        }
        // UIKit said the screen of a pop written earlier left: the pop was the user's.
        if let pop = unconfirmedPop, let layer = displayed.layer(showing: pop.stack),
            let shown = displayed.stack(of: layer), let top = shown.last
        {
            if stacks.isLeaving(top.id, of: layer, popping: shown.count - pop.written.count) {
                actions += confirmPop(nil)
            } else if case .screenDisappeared(top.id) = event, !isSuspended {
                // It left, but the write pops more: UIKit's stack tells whether they went
                // (a scene in the background reads nothing: it asks once back).
                actions.append(.read)
            }
        }
        actions += layersLeft(since: leavingBefore) + released()
        forgetReportsOfScreensGone()
        return actions + watch()
    }

    /// Keeps ``reportingScreens`` to the screens shown, once it holds twice as many:
    /// amortized O(1) per event.
    private mutating func forgetReportsOfScreensGone() {
        guard reportingScreens.count > 16 + 2 * displayed.layers.reduce(0, { $0 + $1.stack.count }) else { return }
        let shown = Set(displayed.layers.flatMap { $0.stack.map(\.id) })
        reportingScreens.formIntersection(shown)
    }

    // MARK: The scene

    /// Whether the scene is in the background.
    var isSuspended: Bool {
        if case .suspended = phase { return true }
        return false
    }

    private mutating func rootAppeared() -> [Action] {
        switch phase {
        case .starting:
            phase = .running
            return synchronize()
        case .suspended(true):
            phase = .suspended(resumesStarting: false)
            return []
        case .running, .suspended(false):
            // A repeated `onAppear` (``PresentationRule/appearanceCanRepeat``).
            return []
        }
    }

    /// Writes the size class the split view last wrote back over a collapse of `state`'s
    /// that differs, once (see ``sizeClassWrittenBack``).
    private mutating func writeBackSizeClass(in state: NavigationState) -> [Action] {
        guard let compact = sizeClassIsCompact, !sizeClassWrittenBack, let split = state.splitView,
            split.isCollapsed != compact
        else { return [] }
        sizeClassWrittenBack = true
        return [writeBack(.setSplitViewCollapsed(compact))]
    }

    private mutating func activityChanged(_ activity: SceneActivity) -> [Action] {
        switch (phase, activity) {
        case (.suspended(let starting), .active), (.suspended(let starting), .inactive):
            phase = starting ? .starting : .running
            watchdog.interval = configuration.firstRead
            // A step the background cut short goes out alone: changes made meanwhile
            // wait for it, so nothing moves under a presentation as it starts.
            stacksWaitForStep = !steps.awaiting.isEmpty
            sizeClassWrittenBack = false
            return writeBackSizeClass(in: target) + synchronize() + (isConfirmingAPop ? [.read] : [])
        case (.starting, .background), (.running, .background):
            phase = .suspended(resumesStarting: phase == .starting)
            return []
        case (.starting, _), (.running, _), (.suspended, .background):
            return []
        }
    }

    // MARK: Layers and alerts

    private mutating func presentationDismissed(
        _ id: AnyModule.ID, presentedAt: Int?, tapOutside: Bool, in current: NavigationState
    ) -> [Action] {
        let layer = LayerID.presented(id)
        guard steps.presentedAt[id] == presentedAt, displayed.layer(layer) != nil else { return [] }
        let apply: [Action] = current.layer(layer) != nil ? [writeBack(.dismiss(.layer(layer)))] : []
        guard !tapOutside else { return apply }
        // The gesture took the layer off the screen already: showing it longer would ask
        // UIKit to present it again.
        let layers = displayed.layers(from: layer)
        let gone = layers.compactMap(\.module?.id)
        let mounted = Set(gone).intersection(steps.mounted)
        // Layers that already reported leaving render no more: their views go now.
        let views: [Action] = mounted.isEmpty ? [.releaseViews(Set(layers.flatMap(\.modules).map(\.id)))] : []
        if !mounted.isEmpty { steps.keepLeaving(displayed, from: layer) }
        displayed = displayed.prefix(below: layer)
        steps.forget(gone)
        steps.join(Set(mounted.map(Awaited.layerGone)))
        return apply + views + [.show(.animated)] + (steps.isIdle ? synchronize() : [])
    }

    /// Takes alert `id` off the screen, as its button or its presenter already did.
    mutating func removeAlertFromScreen(_ id: NavigationAlert.ID) -> [Action] {
        displayed = displayed.withoutAlerts()
        steps.join([])
        return [.show(.animated)] + (steps.isIdle ? synchronize() : [])
    }

    // MARK: Synchronizing

    var pauses: Bool { configuration.settleTime > .zero }

    private mutating func stepEnded(_ ended: Bool) -> [Action] {
        guard ended else { return [] }
        watchdog.fruitless = 0
        watchdog.interval = configuration.firstRead
        return steps.state == .pausing ? [.startPause(configuration.settleTime)] : synchronize()
    }

    /// Whether the top screen of every stack shown was heard from the transition
    /// coordinator, so a swipe back from it would be reported.
    private var topsReport: Bool {
        displayed.layers.allSatisfy { layer in
            guard let top = layer.stack.last else { return true }
            return reportingScreens.contains(top.id)
        }
    }

    /// Shows what can show now: the stacks (and the root layer's selections) of the
    /// layers whose stack does not move, then, when nothing is under way, the next
    /// presentation steps.
    mutating func synchronize() -> [Action] {
        if case .suspended = phase { return [] }
        if stacksWaitForStep {
            guard steps.awaiting.isEmpty else { return [] }
            stacksWaitForStep = false
        }
        var next = displayed
        if stacks.motions[.root] == nil { next = next.withRoot(from: target) }
        next = next.withStacks(from: target, except: Set(stacks.motions.keys))
        let changes = !next.isIdentical(to: displayed)
        // Without the coordinator's reports, a swipe held says nothing: UIKit is asked
        // first whether a stack moves, so that nothing goes out into its transition.
        if !topsReport, phase == .running, beforeChange != .answered,
            changes
                || (steps.isIdle && stacks.motions.isEmpty
                    && ScreenUpdatePlan.nextStep(from: displayed, to: target) != nil)
        {
            guard beforeChange == .unasked else { return [] }
            beforeChange = .asked
            return [.read]
        }
        beforeChange = .unasked
        var actions: [Action] = []
        if changes {
            show(next)
            actions.append(.show(.animated))
        }
        if phase == .running, steps.isIdle, stacks.motions.isEmpty { actions += advance() }
        return actions
    }

    /// Makes `next` the displayed state; each layer whose visible stack shows a new top
    /// starts a motion.
    mutating func show(_ next: NavigationState) {
        let before = displayed
        displayed = next
        if next.rootSelection != before.rootSelection { selectionChanges += 1 }
        if next.splitView == nil { sizeClassIsCompact = nil }
        // A tab switch shows another tab's stack: only what changed in that tab meanwhile
        // slides.
        let switchedTab = before.selectedTab?.id != next.selectedTab?.id
        if let left = Self.tabModulesLeft(from: before, to: next) { leftWithoutTransition.formUnion(left) }
        if let left = Self.columnModulesLeft(from: before, to: next) { leftWithoutTransition.formUnion(left) }
        for layer in next.layers.map(\.id) {
            let shownBefore =
                layer == .root && switchedTab
                ? before.tabs.first { $0.id == next.selectedTab?.id }?.stack : before.stack(of: layer)
            guard let old = shownBefore, let new = next.stack(of: layer), !AnyModule.sameAppearances(old, new)
            else { continue }
            stacks.shown(new, over: old, on: next.visibleStack(of: layer), of: layer)
        }
    }

    /// Shows presentation steps until one waits for UIKit, or the target shows.
    private mutating func advance() -> [Action] {
        var shown = false
        while stacks.motions.isEmpty, let next = ScreenUpdatePlan.nextStep(from: displayed, to: target) {
            let before = displayed
            show(next.state)
            shown = true
            if steps.begin(next.transition, from: before, to: displayed) {
                let popup = ScreenUpdatePlan.changesAPopup(from: before, to: displayed)
                return [.show(popup ? .unanimated : .animated)]
            }
        }
        return shown ? [.show(.animated)] : []
    }

    /// Asks the navigation to apply a user's `operations`, as one change, and applies them
    /// to the target at once, so that nothing shows the state from before the gesture
    /// until the navigation's change comes back (with what its guards made of it).
    mutating func writeBack(_ operations: NavigationOperation...) -> Action {
        writeBack(operations)
    }

    /// Asks the navigation to apply a user's `operations`, as one change.
    mutating func writeBack(_ operations: [NavigationOperation]) -> Action {
        for operation in operations { target.apply(operation) }
        return .apply(NavigationTransaction(operations))
    }

    mutating func unexpected(_ what: String) -> [Action] {
        unexpectedEvents += 1
        return [.report(.unexpected(what))]
    }
}
