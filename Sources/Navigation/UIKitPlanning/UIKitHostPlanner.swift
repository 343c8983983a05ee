/// The UIKit host's state machine: UIKit's callbacks (``UIKitEvent``) and the navigation
/// state in, UIKit calls, watchdogs and write-backs out, one transition at a time.
///
/// It is a value. Each event is a `mutating` function that returns the ``Action``s to
/// run, in order; `UIKitHostSession` runs them and decides nothing.
///
/// It asks UIKit for one call at a time, the next only after the last one's completion
/// (``PresentationRule/onePresentationPerPresenter``), and nothing while the user's own
/// transition runs (a pop, a sheet being swiped down), while the scene is in the
/// background, or while its root is out of the window it appeared in. State changes that arrive meanwhile are coalesced: the next call goes
/// toward the latest state. A call whose completion does not come within the watchdog's
/// interval is given up: the host reads what UIKit shows, and planning starts again
/// from there (``watchdogFirings`` counts it).
///
/// The calls toward a target come in this order (see ``nextCall(from:to:alert:isOnScreen:)``):
/// 1. when the root changes kind (a stack, a tab bar, a split view of a column style),
///    the dismissal of everything presented, then the new root;
/// 2. when layers go, one dismissal of every layer above those both show, and of the
///    alert over them
///    (``PresentationRule/dismissingAPresenterDismissesWhatItPresents``);
/// 3. when the alert that shows must go (another replaces it, or layers come), its
///    dismissal;
/// 4. the root's contents: the tab bar's tabs, each navigation controller that differs
///    (the one the user sees last), the tab selection; animated only for a single push
///    or pop on what the user sees with nothing over it;
/// 5. each shared presented layer whose view controllers differ, bottom first;
/// 6. each new layer, bottom first, animated only for the one that ends on top;
/// 7. the target's alert, over the topmost layer
///    (``PresentationRule/alertsPresentFromTheTopmostController``).
///
/// An event no order of UIKit's callbacks makes changes nothing and is counted in
/// ``unexpectedEvents``, never a trap.
package struct UIKitHostPlanner {
    /// What the host does after an event, in order.
    package enum Action: Equatable {
        /// Carry out this output (a UIKit call, a watchdog).
        case output(UIKitOutput)
        /// Apply this write-back of the user's gesture to the navigation.
        case apply(NavigationTransaction)
        /// Answer `alert` with its button at `button` through the navigation, running the
        /// button's action even when the navigation no longer shows the alert.
        case answer(NavigationAlert, button: Int)
        /// A decision that asks nothing of UIKit, for the trace: why the planner waits, or
        /// lets an event go.
        case decision(String)
    }

    /// A call of the planner's under way.
    package struct Call: Hashable {
        /// The call's step number, unique for the planner's life.
        package let step: Int
        /// The call.
        package let call: UIKitCall
    }

    /// A transition the user is making, during which the planner asks UIKit for nothing.
    package enum Gesture: Hashable, Sendable {
        /// A pop of this navigation controller: a swipe back or the back button.
        case pop(StackID)
        /// A swipe down of this presented layer.
        case dismissal(LayerID)
        /// The More navigation controller's push of a tab the user picked in its list, or
        /// its pop back to the list.
        case more
    }

    /// What the planner is doing.
    package enum Phase: Hashable {
        /// The host has not loaded: nothing is asked of UIKit.
        case unloaded
        /// Nothing is under way.
        case idle
        /// A call of the planner's is under way.
        case calling(Call)
        /// The user's gesture is under way, over a call of the planner's that UIKit may
        /// still be running.
        case following(Gesture, beneath: Call?)
        /// UIKit runs a transition the host did not start, which held back the call of
        /// step `step`: nothing is asked until it ends.
        case waitingForUIKit(step: Int)
    }

    /// The module at the root of a plain root stack.
    package let root: AnyModule
    /// How long the planner waits for a call's completion before it reads UIKit again.
    package let watchdogInterval: Duration
    /// What the planner is doing.
    package private(set) var phase: Phase = .unloaded
    /// What UIKit shows, or shows once the call under way ends.
    package private(set) var shown: UIKitShown
    /// The navigation state, as of the last change, with the write-backs the planner
    /// asked for already in it.
    package private(set) var state: NavigationState
    /// Whether the root controller is in a window: nothing presents before.
    package private(set) var isOnScreen = false
    /// Whether the scene is in the background: nothing is asked of UIKit there.
    package private(set) var isInBackground = false
    /// Whether the root controller left the window it appeared in: UIKit drops what is
    /// presented there, so nothing is asked of it until the root is in a window again.
    package private(set) var hasLeftWindow = false
    /// The split view column to show once the calls that fill the columns are done: the
    /// deepest one whose selection the state changed while the split view is expanded.
    private var columnToShow: SplitColumn?
    /// A tap on the backdrop of this popup while the call of step `step` presented a
    /// layer over it: it counts only if UIKit dropped that presentation.
    private var heldTap: (layer: LayerID, step: Int)?
    /// What the planner took as shown before the call under way, for a call the host
    /// holds back.
    private var beforeCall: (shown: UIKitShown, alert: NavigationAlert?)?
    /// How many times a watchdog fired for a call still under way.
    package private(set) var watchdogFirings = 0
    /// The events that no order of UIKit's callbacks makes, as they came.
    package private(set) var unexpectedEvents: [UIKitEvent] = []
    /// Whether the calls until UIKit next shows the target are unanimated.
    package private(set) var isUnanimatedUntilSettled = false
    /// The alert that shows, with its buttons, for its answer.
    private var shownAlert: NavigationAlert?
    /// The alerts presented and not answered yet, latest last, at most
    /// ``unansweredLimit``: the user can still answer one while the planner dismisses it,
    /// or after the planner presented another (its handler runs at its dismissal's end).
    private var unansweredAlerts: [NavigationAlert] = []
    /// How many presented alerts wait for an answer at most: older ones are forgotten.
    private static let unansweredLimit = 8
    /// The alert UIKit took down on its own while it held the call of step `step` back:
    /// the user tapped one of its buttons, whose handler is still to run. It is not
    /// presented again unless that step's watchdog fires first.
    private var awaitedAnswer: (id: NavigationAlert.ID, step: Int)?
    private var steps = 0
    /// Whether UIKit shows the tab bar's More list, the user having gone back to it from a
    /// tab it showed (``UIKitEvent/moreShows(_:)`` with `nil`): no tab shows, and the
    /// state's selection stays as it was. It ends when the user shows a tab, or when a
    /// call that selects one completes.
    private var moreListShows = false
    /// Whether the selected tab is to show again over the More list (the state's tabs,
    /// its selection or the selected tab changed, or the program selected it): it is
    /// selected again before the calls that show what changed in it, until such a call
    /// completes.
    private var reselectsFromMoreList = false
    /// Whether the program selected a tab while the More navigation controller's
    /// transition ran (the user's pick, or the way back to the list): its selection came
    /// later than the user's, and stands.
    private var programSelectedDuringMore = false
    /// Layers that went without a `didDismiss` the planner heard (its own dismissals, and
    /// ones a reading found gone), newest last: a `didDismiss` of one of them that comes
    /// later (the user's tap outside a form sheet raced them) changes nothing.
    private var goneUnheard: [LayerID] = []
    /// How many such layers are remembered at most.
    private static let goneUnheardLimit = 8
    /// The steps the watchdog gave up on: their completions may still come, late.
    private var abandonedSteps: Set<Int> = []

    /// A planner for a host whose root module is `root`, rendering `state`.
    /// - Parameters:
    ///   - root: The module at the root of a plain root stack.
    ///   - state: The navigation state when the host starts.
    ///   - watchdogInterval: How long to wait for a call's completion.
    package init(root: AnyModule, state: NavigationState, watchdogInterval: Duration = .seconds(2)) {
        self.root = root
        self.state = state
        self.watchdogInterval = watchdogInterval
        shown = UIKitShown(root: .navigation([]))
    }

    /// What UIKit should show for the state.
    package var target: UIKitShown {
        let collapsed = if case .split = shown.root { shown.isCollapsed } else { state.splitView?.isCollapsed ?? false }
        return UIKitShown(showing: state, root: root, collapsed: collapsed)
    }

    /// Whether UIKit shows the target, with nothing under way.
    package var isSettled: Bool {
        phase == .idle && shown == target && !reselectsFromMoreList
    }

    /// Whether the watchdog of step `step` still has something to ask: the call of that
    /// step is under way, or the handler of an alert taken down during it has not run.
    package func isWatching(_ step: Int) -> Bool {
        call?.step == step || awaitedAnswer?.step == step
    }

    /// The call under way, if any.
    package var call: Call? {
        switch phase {
        case .calling(let call): call
        case .following(_, let call): call
        case .unloaded, .idle, .waitingForUIKit: nil
        }
    }

    // MARK: Events

    /// The navigation state changed.
    /// - Parameters:
    ///   - state: The state after the change.
    ///   - selection: Which tabs the change selected: only the tab `state` selects
    ///     (and no other): over the More list, that tab shows again even if nothing in the
    ///     state changed.
    package mutating func navigationChanged(
        to state: NavigationState, selecting selection: TabSelection = .none
    ) -> [Action] {
        if !shown.isCollapsed, let before = self.state.splitView, let after = state.splitView {
            if let detail = after.detail, detail.id != before.detail?.id {
                columnToShow = .secondary
            } else if let content = after.content, content.id != before.content?.id, columnToShow != .secondary {
                columnToShow = .supplementary
            }
        }
        // Over the More list, a change in a tab the user does not see leaves the list; a
        // change of the tabs, of the selection or in the selected tab shows that tab.
        if moreListShows,
            selection == .onlyTheSelectedTab || state.selectedTab != self.state.selectedTab
                || !state.tabs.map(\.id).elementsEqual(self.state.tabs.map(\.id))
        {
            reselectsFromMoreList = true
        }
        if case .following(.more, _) = phase,
            selection != .none || state.selectedTab?.id != self.state.selectedTab?.id
        {
            programSelectedDuringMore = true
        }
        self.state = state
        if let awaited = awaitedAnswer, state.alert?.id != awaited.id { awaitedAnswer = nil }
        // A split view the program set anew (its sidebar replaced) starts expanded in the
        // state; UIKit's stays as the size class has it, and the state takes that again.
        if case .split = shown.root, let split = state.splitView, split.isCollapsed != shown.isCollapsed {
            return writeBack([.setSplitViewCollapsed(shown.isCollapsed)])
        }
        return plan()
    }

    /// The calls toward the next changes, until UIKit shows the target, are to be
    /// unanimated: the counterpart of UIKit's `animated: false`.
    package mutating func suppressAnimationsUntilSettled() {
        isUnanimatedUntilSettled = true
    }

    /// UIKit did what `event` says.
    package mutating func handle(_ event: UIKitEvent) -> [Action] {
        switch event {
        case .loaded:
            guard phase == .unloaded else { return unexpected(event) }
            shown.isCollapsed = state.splitView?.isCollapsed ?? false
            return issue(.setRoot(target.root))
        case .appeared:
            isOnScreen = true
            hasLeftWindow = false
            return plan()
        case .leftWindow:
            guard isOnScreen, !hasLeftWindow else { return unexpected(event) }
            hasLeftWindow = true
            return [.decision("wait: the root is out of the window")]
        case .completed(let step):
            return completed(step, event: event)
        case .didShow(let container, let ids):
            return didShow(container, ids, event: event)
        case .userPopBegan(let container):
            return gestureBegan(.pop(container), event: event)
        case .userPopCancelled(let container):
            return gestureEnded(.pop(container), event: event)
        case .userPopFinished(let container, let ids):
            guard case .following(.pop(container), _) = phase else { return didShow(container, ids, event: event) }
            let writeBack = writeBackPop(of: container, keeping: ids)
            return gestureEnded(.pop(container), event: event, then: writeBack)
        case .dismissalBegan(let layer):
            return gestureBegan(.dismissal(layer), event: event)
        case .dismissalCancelled(let layer):
            return gestureEnded(.dismissal(layer), event: event)
        case .didDismiss(let layer):
            return didDismiss(layer, event: event)
        case .tappedOutside(let layer):
            return tappedOutside(layer, event: event)
        case .alertAnswered(let id, let button):
            // The alert may be one the planner is dismissing: the user's tap came first,
            // and answers it all the same.
            let alert = ([shownAlert].compactMap { $0 } + unansweredAlerts.reversed()).first { $0.id == id }
            guard let alert, alert.buttons.indices.contains(button) else { return unexpected(event) }
            if awaitedAnswer?.id == id { awaitedAnswer = nil }
            // UIKit took the alert down before its handler ran.
            if shown.alert == id {
                shown.alert = nil
                shownAlert = nil
            }
            unansweredAlerts.removeAll { $0.id == id }
            if state.alert?.id == id {
                var changed = state
                changed.apply(.dismissAlert)
                state = changed
            }
            return [.answer(alert, button: button)] + plan()
        case .alertDismissed(let id):
            return alertDismissed(id)
        case .tabSelected(let id), .tabReselected(let id):
            // A tap on the bar ends the More navigation controller's transition too.
            endMoreTransition()
            programSelectedDuringMore = false
            return tabSelected(id, event: event)
        case .moreTransitionBegan:
            guard case .tabBar = shown.root else { return unexpected(event) }
            programSelectedDuringMore = false
            return gestureBegan(.more, event: event)
        case .moreShows(let id):
            endMoreTransition()
            return moreShows(id, event: event)
        case .splitCollapsed, .splitExpanded:
            guard case .split = shown.root else { return unexpected(event) }
            let collapsed = event == .splitCollapsed
            shown.isCollapsed = collapsed
            guard let split = state.splitView, split.isCollapsed != collapsed else { return plan() }
            return writeBack([.setSplitViewCollapsed(collapsed)])
        case .watchdogFired(let step, let actual):
            return watchdogFired(step, actual, event: event)
        case .callHeldBack(let step):
            guard case .calling(let call) = phase, call.step == step, let before = beforeCall else {
                return unexpected(event)
            }
            // The call never reached UIKit: what shows is what showed before it.
            shown = before.shown
            shownAlert = before.alert
            phase = .waitingForUIKit(step: step)
            return [.decision("wait: UIKit runs a transition of its own, which held call \(step) back")]
        case .foreignTransitionEnded(let actual):
            guard case .waitingForUIKit(let step) = phase else { return [] }
            phase = .idle
            // A layer that UIKit's transition took down with no `willDismiss` before it (a
            // tap outside a form sheet): it is gone, as its `didDismiss` is still to say.
            if let index = shown.presented.firstIndex(where: { layer in
                !actual.presented.contains { $0.layer == layer.layer }
            }) {
                let layer = shown.presented[index].layer
                let shownLayers = shown.presented
                rememberGone(shownLayers[index...].map(\.layer))
                shown.presented.removeSubrange(index...)
                shown.alert = nil
                shownAlert = nil
                return [.decision("took \(layer) as dismissed: UIKit's reading no longer shows it")]
                    + writeBackDismissal(of: layer, shown: shownLayers) + plan()
            }
            // The alert that showed is gone, and the planner took nothing down: UIKit
            // dismissed it for a tap on one of its buttons, whose handler runs at the
            // dismissal's end, in an order with this end that UIKit does not document.
            guard let alert = shownAlert, shown.alert == alert.id, actual.alert == nil else { return plan() }
            shown.alert = nil
            shownAlert = nil
            guard state.alert?.id == alert.id else { return plan() }
            awaitedAnswer = (alert.id, step)
            return [
                .decision("wait: UIKit took \(alert.title) down for a tap; its handler is to run"),
                .output(.startWatchdog(step: step, after: watchdogInterval)),
            ] + plan()
        case .enteredBackground:
            isInBackground = true
            return [.decision("wait: the scene is in the background")]
        case .enteredForeground:
            isInBackground = false
            return plan()
        }
    }

    // MARK: Events, one by one

    private mutating func completed(_ step: Int, event: UIKitEvent) -> [Action] {
        switch phase {
        case .calling(let call) where call.step == step:
            phase = .idle
            tabShown(by: call.call)
            return releaseHeldTap(presented: true) + plan()
        case .following(let gesture, let call?) where call.step == step:
            phase = .following(gesture, beneath: nil)
            tabShown(by: call.call)
            return releaseHeldTap(presented: true)
        default:
            // A completion that comes after its watchdog gave up on it is late, not wrong.
            return abandonedSteps.remove(step) == nil ? unexpected(event) : []
        }
    }

    private mutating func didShow(_ container: StackID, _ ids: [AnyModule.ID], event: UIKitEvent) -> [Action] {
        guard let current = shown.viewControllers(of: container) else { return unexpected(event) }
        if ids == current { return [] }
        // The user's pop of this container ends with its transition coordinator's
        // completion (`userPopFinished`, `userPopCancelled`), which UIKit documents to come
        // after the transition: a `didShow` meanwhile (a late copy of an earlier one, or
        // one before the swipe is let go) says nothing of how the pop ends.
        if case .following(.pop(container), _) = phase {
            return [.decision("wait: the user's pop of \(container) ends with its transition")]
        }
        // The planner's own call on this container is under way: UIKit shows its steps,
        // and its completion settles what it shows.
        if let call, call.call.changes(container) { return [] }
        if Self.isPop(keeping: ids, of: current) {
            return writeBackPop(of: container, keeping: ids) + plan()
        }
        // UIKit shows something the planner never asked for: it is taken as shown, and
        // planning goes on from there.
        shown.setViewControllers(ids, of: container)
        return unexpected(event) + plan()
    }

    private mutating func gestureBegan(_ gesture: Gesture, event: UIKitEvent) -> [Action] {
        switch gesture {
        case .pop(let container):
            guard let current = shown.viewControllers(of: container), current.count > 1 else {
                return unexpected(event)
            }
        case .dismissal(let layer):
            guard shown.presented.contains(where: { $0.layer == layer }) else { return unexpected(event) }
        case .more:
            break
        }
        switch phase {
        case .unloaded:
            return unexpected(event)
        case .idle, .waitingForUIKit:
            phase = .following(gesture, beneath: nil)
        case .calling(let call):
            phase = .following(gesture, beneath: call)
        case .following(let earlier, let call):
            // A swipe down that begins again on the same sheet: the earlier one went back
            // up without a report (there was no transition coordinator to give one).
            if earlier != gesture || !gesture.isDismissal { unexpectedEvents.append(event) }
            phase = .following(gesture, beneath: call)
        }
        return []
    }

    private mutating func gestureEnded(_ gesture: Gesture, event: UIKitEvent, then actions: [Action] = [])
        -> [Action]
    {
        guard case .following(gesture, let call) = phase else { return unexpected(event) }
        phase = call.map(Phase.calling) ?? .idle
        return actions + plan()
    }

    /// Ends the More navigation controller's transition, if the planner follows one: what
    /// it ended showing is the event's to say.
    private mutating func endMoreTransition() {
        if case .following(.more, let call) = phase { phase = call.map(Phase.calling) ?? .idle }
    }

    private mutating func didDismiss(_ layer: LayerID, event: UIKitEvent) -> [Action] {
        guard let index = shown.presented.firstIndex(where: { $0.layer == layer }) else {
            if case .following(.dismissal(layer), _) = phase { return gestureEnded(.dismissal(layer), event: event) }
            if let gone = goneUnheard.firstIndex(of: layer) {
                goneUnheard.remove(at: gone)
                return [.decision("keep: \(layer) went already; UIKit's didDismiss of it came late")]
            }
            return unexpected(event)
        }
        let shownLayers = shown.presented
        shown.presented.removeSubrange(index...)
        shown.alert = nil
        shownAlert = nil
        let writeBack = writeBackDismissal(of: layer, shown: shownLayers)
        if case .following(.dismissal(layer), _) = phase {
            return gestureEnded(.dismissal(layer), event: event, then: writeBack)
        }
        // A sheet dismissed with no `willDismiss` before it (a tap outside a form sheet).
        return writeBack + plan()
    }

    private mutating func tappedOutside(_ layer: LayerID, event: UIKitEvent) -> [Action] {
        guard let index = shown.presented.firstIndex(where: { $0.layer == layer }),
            case .popup(let options) = shown.presented[index].style, options.dismissesOnTapOutside
        else { return unexpected(event) }
        if index < shown.presented.count - 1 {
            // A layer the planner is presenting over the popup (UIKit slides it up while
            // the backdrop still takes taps) would have to go with the popup and come
            // back: the tap waits for the presentation's end, and counts only if UIKit
            // dropped it (no present, dismiss, present).
            if let call, case .present = call.call, index == shown.presented.count - 2 {
                heldTap = (layer, call.step)
                return [.decision("hold: the tap outside \(layer), which step \(call.step) presents over")]
            }
            return [.decision("keep: \(layer), tapped outside under a layer over it")]
        }
        return writeBackDismissal(of: layer, shown: Array(shown.presented.prefix(through: index))) + plan()
    }

    /// Ends the wait of a tap held while a layer was presented over its popup: when the
    /// layer `presented`, the popup is covered and stays; otherwise the tap dismisses it,
    /// if it is on top.
    private mutating func releaseHeldTap(presented: Bool) -> [Action] {
        guard let tap = heldTap else { return [] }
        heldTap = nil
        guard !presented, shown.presented.last?.layer == tap.layer,
            let index = shown.presented.indices.last
        else { return [.decision("keep: \(tap.layer), covered by the layer of step \(tap.step) after its tap")] }
        return writeBackDismissal(of: tap.layer, shown: Array(shown.presented.prefix(through: index)))
    }

    /// The user took the alert `id` down with none of its buttons (a tap outside an action
    /// sheet's popover): it no longer shows, and the state lets go of it, or the planner
    /// would present it again. It stays among ``unansweredAlerts``, so that the handler of a
    /// cancel button that UIKit runs after this still answers it, once.
    private mutating func alertDismissed(_ id: NavigationAlert.ID) -> [Action] {
        // A button's handler that ran first answered it already: nothing is left to do.
        guard shownAlert?.id == id || unansweredAlerts.contains(where: { $0.id == id }) else { return [] }
        if shown.alert == id {
            shown.alert = nil
            shownAlert = nil
        }
        guard state.alert?.id == id else { return plan() }
        return writeBack([.dismissAlert])
    }

    private mutating func tabSelected(_ id: AnyModule.ID, event: UIKitEvent) -> [Action] {
        guard case .tabBar(let tabs, let selected) = shown.root, tabs.contains(where: { $0.id == id }) else {
            return unexpected(event)
        }
        let reselected = event == .tabReselected(id)
        // Over the More list, UIKit selects the More navigation controller: a tap on the
        // tab selected before it is a selection, not a re-tap.
        if reselected != (selected == id && !moreListShows) { return unexpected(event) }
        moreListShows = false
        reselectsFromMoreList = false
        shown.root = .tabBar(tabs, selected: id)
        guard let tab = state.tabs.first(where: { $0.id == id }) else { return plan() }
        guard reselected || state.selectedTab?.id != id else { return plan() }
        // A re-tap of the tab UIKit shows, while the state selected another that UIKit
        // does not show yet: the user re-tapped the tab they see, which selects it and
        // does what a re-tap does there (the state's reselection rule).
        // Two transactions: a guard that refuses the re-tap's own effect (a pop to the
        // root) leaves the tap's selection, which UIKit already shows.
        if reselected, state.selectedTab?.id != id {
            return writeBack([.selectTab(tab.module)], [.selectTab(tab.module)])
        }
        return writeBack([.selectTab(tab.module)])
    }

    /// The More navigation controller shows the tab `id` (the user picked its row in the
    /// More list, or tapped More, which shows the tab it showed last), or, for `nil`, its
    /// list (the user went back to it). A pick selects the tab as a tap on its item does;
    /// the list leaves the state's selection as it is.
    private mutating func moreShows(_ id: AnyModule.ID?, event: UIKitEvent) -> [Action] {
        let programSelected = programSelectedDuringMore
        programSelectedDuringMore = false
        guard case .tabBar(let tabs, let selected) = shown.root else { return unexpected(event) }
        guard let id else {
            moreListShows = true
            // The state's tabs changed, or the program selected a tab, while the user went
            // back to the list: the selected tab shows again.
            if programSelected || target.root != shown.root {
                reselectsFromMoreList = true
                return plan()
            }
            return [
                .decision("keep: the More list shows; tab \(selected) stays selected until the state's tabs change")
            ]
                + plan()
        }
        guard tabs.contains(where: { $0.id == id }) else { return unexpected(event) }
        moreListShows = false
        reselectsFromMoreList = false
        shown.root = .tabBar(tabs, selected: id)
        guard let tab = state.tabs.first(where: { $0.id == id }), state.selectedTab?.id != id else { return plan() }
        // The program selected a tab while More pushed the pick: its later selection
        // stands, and shows once the push has ended.
        if programSelected {
            return [.decision("keep: the program selected a tab during the pick of \(id)")] + plan()
        }
        return writeBack([.selectTab(tab.module)])
    }

    private mutating func watchdogFired(_ step: Int, _ actual: UIKitShown, event: UIKitEvent) -> [Action] {
        if let awaited = awaitedAnswer, awaited.step == step {
            // The handler did not run in time: the alert is asked for again.
            awaitedAnswer = nil
            watchdogFirings += 1
            return [.decision("ask again: the alert \(awaited.id) got no answer")] + plan()
        }
        if case .waitingForUIKit(step) = phase {
            // UIKit's own transition has not reported its end in time: ask again.
            watchdogFirings += 1
            shown = actual
            if shown.alert != shownAlert?.id { shownAlert = nil }
            phase = .idle
            return isAway ? [] : plan()
        }
        guard let call, call.step == step else {
            return step > steps ? unexpected(event) : []
        }
        watchdogFirings += 1
        // While the user's gesture runs, reading UIKit would race it: look again later.
        if case .following = phase { return [.output(.startWatchdog(step: step, after: watchdogInterval))] }
        abandonedSteps.insert(step)
        shown = actual
        if shown.alert != shownAlert?.id { shownAlert = nil }
        phase = .idle
        let tap = releaseHeldTap(presented: false)
        // Away (in the background, out of the window), UIKit drops what it is asked: the
        // planner takes what shows and waits for the scene's return instead of asking again.
        if isAway { return tap + [.decision("wait: took what shows after step \(step), until the scene is back")] }
        return tap + plan()
    }

    /// A call that selects a tab completed: UIKit shows that tab, not the More list. Until
    /// it completes (UIKit may hold it back, or drop it), the list stays, and the tab is
    /// still to be selected again.
    private mutating func tabShown(by call: UIKitCall) {
        switch call {
        case .selectTab, .setTabs, .setRoot:
            moreListShows = false
            reselectsFromMoreList = false
        default:
            break
        }
    }

    private mutating func rememberGone(_ layers: [LayerID]) {
        goneUnheard.append(contentsOf: layers)
        if goneUnheard.count > Self.goneUnheardLimit {
            goneUnheard.removeFirst(goneUnheard.count - Self.goneUnheardLimit)
        }
    }

    private mutating func unexpected(_ event: UIKitEvent) -> [Action] {
        unexpectedEvents.append(event)
        return []
    }

    // MARK: Write-backs

    /// Applies each of `operations`, a transaction each, to the planner's copy of the
    /// state at once, so that nothing
    /// plans against the state from before the user's gesture, and asks the host to
    /// apply them to the navigation, whose change comes back as
    /// ``navigationChanged(to:)``.
    private mutating func writeBack(_ operations: [NavigationOperation]...) -> [Action] {
        var actions: [Action] = []
        for operations in operations {
            let transaction = NavigationTransaction(operations)
            var changed = state
            changed.apply(transaction)
            state = changed
            actions.append(.apply(transaction))
        }
        return actions + plan()
    }

    /// Takes the pop of `container` down to `ids` into what shows, and gives the
    /// navigation operations it means, if the state still holds what was popped there.
    private mutating func writeBackPop(of container: StackID, keeping ids: [AnyModule.ID]) -> [Action] {
        guard let current = shown.viewControllers(of: container), Self.isPop(keeping: ids, of: current) else {
            return []
        }
        shown.setViewControllers(ids, of: container)
        // A split view column holds what it held when the pop began: the detail column
        // an expanded split view's detail stack, the compact column a collapsed one's
        // whole stack, even when the split view collapsed or expanded while the pop ran.
        let collapsed =
            switch container {
            case .column(.compact): true
            case .column: false
            case .layer, .tab: shown.isCollapsed
            }
        guard
            let operations = UIKitWriteBack.operations(
                popping: container, to: ids.count, shown: current, in: state, root: root, collapsed: collapsed)
        else { return [] }
        let transaction = NavigationTransaction(operations)
        var changed = state
        changed.apply(transaction)
        state = changed
        return [.apply(transaction)]
    }

    private mutating func writeBackDismissal(of layer: LayerID, shown: [UIKitPresentedLayer]) -> [Action] {
        guard let operations = UIKitWriteBack.operations(dismissing: layer, shown: shown, in: state) else {
            return []
        }
        let transaction = NavigationTransaction(operations)
        var changed = state
        changed.apply(transaction)
        state = changed
        return [.apply(transaction)]
    }

    /// Whether UIKit going from `current` to `ids` is a pop: `ids` is a shorter start of
    /// `current`, with its root.
    package static func isPop(keeping ids: [AnyModule.ID], of current: [AnyModule.ID]) -> Bool {
        !ids.isEmpty && ids.count < current.count && Array(current.prefix(ids.count)) == ids
    }

    // MARK: Planning

    /// Whether UIKit drops what it is asked: the scene is in the background, or its root
    /// left the window.
    private var isAway: Bool { isInBackground || hasLeftWindow }

    private mutating func plan() -> [Action] {
        guard phase == .idle, !isAway else { return [] }
        // An alert whose answer is on its way is not presented again meanwhile.
        let alert = state.alert.flatMap { $0.id == awaitedAnswer?.id ? nil : $0 }
        var call = Self.nextCall(from: shown, to: target, alert: alert, isOnScreen: isOnScreen)
        // Over the More list the selected tab is selected again before what changed in it
        // shows, and before anything is presented over the list.
        if reselectsFromMoreList, case .tabBar = shown.root, let id = target.visibleRootContainer.tabID {
            switch call {
            case nil, .present?, .presentAlert?, .setViewControllers(_, .tab(id), _)?: call = .selectTab(id)
            default: break
            }
        }
        // The column a new selection filled shows once every column is filled (on an iPad
        // in portrait, the sidebar overlay would stay over it).
        if let column = columnToShow, !(call?.fillsASplitColumn ?? false) {
            columnToShow = nil
            if case .split = shown.root, !shown.isCollapsed { return issue(.showColumn(column)) }
        }
        guard let call else {
            if isOnScreen { isUnanimatedUntilSettled = false }
            return []
        }
        return issue(isUnanimatedUntilSettled ? call.unanimated : call)
    }

    private mutating func issue(_ call: UIKitCall) -> [Action] {
        switch call {
        case .dismiss(let above, _):
            let from = shown.presented.firstIndex { $0.layer == above }.map { $0 + 1 } ?? 0
            rememberGone(shown.presented[from...].map(\.layer))
        default: break
        }
        beforeCall = (shown, shownAlert)
        steps += 1
        shown = shown.applying(call)
        if case .presentAlert(let alert, _) = call {
            shownAlert = alert
            unansweredAlerts.removeAll { $0.id == alert.id }
            unansweredAlerts.append(alert)
            if unansweredAlerts.count > Self.unansweredLimit { unansweredAlerts.removeFirst() }
        }
        if shown.alert == nil { shownAlert = nil }
        phase = .calling(Call(step: steps, call: call))
        return [
            .output(.call(call, step: steps)), .output(.startWatchdog(step: steps, after: watchdogInterval)),
        ]
    }

    /// The next call from `shown` toward `target`, or `nil` when UIKit shows `target`
    /// (or, off screen, all of it that it can).
    /// - Parameters:
    ///   - shown: What UIKit shows.
    ///   - target: What it should show.
    ///   - alert: The alert the target shows, if any.
    ///   - isOnScreen: Whether the root controller is in a window; off screen nothing
    ///     is presented.
    /// - Returns: The call.
    package static func nextCall(
        from shown: UIKitShown, to target: UIKitShown, alert targetAlertValue: NavigationAlert?, isOnScreen: Bool
    ) -> UIKitCall? {
        if !UIKitShown.haveSameKind(shown.root, target.root) {
            if !shown.presented.isEmpty || shown.alert != nil { return .dismiss(above: .root, animated: false) }
            return .setRoot(target.root)
        }
        let presented = isOnScreen ? target.presented : []
        let shared = zip(shown.presented, presented).prefix { $0.layer == $1.layer && $0.style == $1.style }.count
        if shown.presented.count > shared {
            return .dismiss(above: shown.presented.prefix(shared).last?.layer ?? .root, animated: true)
        }
        let targetAlert = isOnScreen ? target.alert : nil
        if let alert = shown.alert, alert != targetAlert || presented.count > shared {
            return .dismissAlert(alert, animated: true)
        }
        let rootOnTop = presented.isEmpty && shown.alert == nil
        if let call = nextRootCall(from: shown, to: target, onTop: rootOnTop) { return call }
        for index in 0..<shared where shown.presented[index].viewControllers != presented[index].viewControllers {
            let from = shown.presented[index].viewControllers
            let to = presented[index].viewControllers
            let onTop = index == shared - 1 && presented.count == shared && shown.alert == nil
            return .setViewControllers(
                to, of: .layer(presented[index].layer), animated: onTop && isSinglePushOrPop(from: from, to: to))
        }
        if presented.count > shared {
            return .present(presented[shared], animated: shared + 1 == presented.count)
        }
        if let alert = targetAlertValue, targetAlert == alert.id, shown.alert == nil {
            return .presentAlert(alert, animated: true)
        }
        return nil
    }

    /// The next call toward the target's root contents, of the same kind as the shown
    /// root: the tabs, the navigation controllers the user does not see, the tab
    /// selection, then the one the user sees.
    private static func nextRootCall(from shown: UIKitShown, to target: UIKitShown, onTop: Bool) -> UIKitCall? {
        var containers: [StackID]
        switch (shown.root, target.root) {
        case (.tabBar(let shownTabs, _), .tabBar(let targetTabs, _)) where shownTabs.map(\.id) != targetTabs.map(\.id):
            return .setTabs(
                targetTabs, selected: target.visibleRootContainer.tabID ?? targetTabs[0].id, animated: false)
        case (.tabBar(let tabs, _), .tabBar):
            containers = tabs.map { .tab($0.id) }
        case (.split, .split):
            containers = [.primary, .supplementary, .secondary, .compact].map(StackID.column)
        default:
            containers = [.layer(.root)]
        }
        let visible = target.visibleRootContainer
        containers.removeAll { $0 == visible }
        // A collapsed split view fills its compact column first: that takes its view
        // controllers out of the other columns, which then need no call of their own.
        let visibleFirst = target.isCollapsed
        if visibleFirst, let call = visibleCall(visible, from: shown, to: target, onTop: onTop) { return call }
        for container in containers {
            guard let to = target.viewControllers(of: container), shown.viewControllers(of: container) != to else {
                continue
            }
            return .setViewControllers(to, of: container, animated: false)
        }
        if shown.visibleRootContainer != visible, let id = visible.tabID { return .selectTab(id) }
        return visibleFirst ? nil : visibleCall(visible, from: shown, to: target, onTop: onTop)
    }

    private static func visibleCall(
        _ visible: StackID, from shown: UIKitShown, to target: UIKitShown, onTop: Bool
    )
        -> UIKitCall?
    {
        guard let to = target.viewControllers(of: visible), let from = shown.viewControllers(of: visible), from != to
        else { return nil }
        return .setViewControllers(to, of: visible, animated: onTop && isSinglePushOrPop(from: from, to: to))
    }

    /// Whether going from `from` to `to` is what a user sees as one push or one pop (to
    /// any controller below): only that is animated; a replacement, a restoration or a
    /// change of the stack's root is not.
    package static func isSinglePushOrPop(from: [AnyModule.ID], to: [AnyModule.ID]) -> Bool {
        if to.count == from.count + 1 { return Array(to.prefix(from.count)) == from }
        return isPop(keeping: to, of: from)
    }
}

extension UIKitHostPlanner.Gesture {
    fileprivate var isDismissal: Bool {
        if case .dismissal = self { true } else { false }
    }
}

extension StackID {
    fileprivate var isColumn: Bool {
        if case .column = self { true } else { false }
    }

    fileprivate var tabID: AnyModule.ID? {
        if case .tab(let id) = self { id } else { nil }
    }
}

extension UIKitCall {
    /// Whether this call fills a column of an expanded split view.
    fileprivate var fillsASplitColumn: Bool {
        if case .setViewControllers(_, .column(let column), _) = self { column != .compact } else { false }
    }

    /// The same call, without animation.
    fileprivate var unanimated: UIKitCall {
        switch self {
        case .setViewControllers(let ids, let container, _): .setViewControllers(ids, of: container, animated: false)
        case .present(let layer, _): .present(layer, animated: false)
        case .dismiss(let layer, _): .dismiss(above: layer, animated: false)
        case .setTabs(let tabs, let selected, _): .setTabs(tabs, selected: selected, animated: false)
        case .presentAlert(let alert, _): .presentAlert(alert, animated: false)
        case .dismissAlert(let id, _): .dismissAlert(id, animated: false)
        case .setRoot, .selectTab, .showColumn: self
        }
    }

    /// Whether this call changes the view controllers of `container`.
    fileprivate func changes(_ container: StackID) -> Bool {
        switch self {
        case .setViewControllers(_, .column, _) where container.isColumn:
            // A column's view controllers move out of the split view's other columns.
            true
        case .setViewControllers(_, let changed, _): changed == container
        case .setRoot, .setTabs: true
        case .present(let layer, _): container == .layer(layer.layer)
        case .dismiss, .selectTab, .showColumn, .presentAlert, .dismissAlert: false
        }
    }
}

extension UIKitHostPlanner {
    /// The tabs a change of the navigation selected (`selectTab` operations that applied).
    package enum TabSelection: Sendable {
        /// None.
        case none
        /// Only the tab the state selects after the change, once or more: a deep link to
        /// it, which shows it even where the state does not change.
        case onlyTheSelectedTab
        /// Other tabs too.
        case others
    }
}
