import Foundation
import Navigation
import Testing

// An outside tester's probes of the UIKit host's planner, driven through the boundary
// alone (`UIKitHostSession.handle` and its `output`), as UIKit sends its events. Each
// probe states the UIKit behaviour it assumes. A probe that finds a defect stays,
// wrapped in `withKnownIssue`.

private struct Screen: Module {
    let name: String
    func build(container: Container) -> some View { EmptyView() }
}

private func module(_ name: String) -> AnyModule { AnyModule(Screen(name: name)) }

@MainActor private let probeRoot = module("probe root")

/// A stand-in for UIKit: it carries out the planner's calls only when the probe says so,
/// keeps what it shows, and writes down every call UIKit would reject or drop: a call
/// while another is under way, while the user's gesture or UIKit's own transition runs,
/// in the background or out of the window.
@MainActor private final class FakeUIKit {
    let navigation: NavigationService
    let session: UIKitHostSession
    /// What UIKit shows.
    var shown: UIKitShown
    private(set) var inFlight: (step: Int, call: UIKitCall)?
    /// The calls UIKit was asked to make (not those the host held back).
    private(set) var calls: [(step: Int, call: UIKitCall)] = []
    private(set) var heldBack: [(step: Int, call: UIKitCall)] = []
    private(set) var watchdogs: [Int] = []
    private(set) var violations: [String] = []
    private(set) var lines: [String] = []
    private(set) var events: [UIKitEvent] = []
    var inBackground = false
    var outOfWindow = false
    var gesture = false
    var foreignTransition = false
    /// Whether the host answers the next call with `callHeldBack` (UIKit runs its own
    /// transition).
    var holdsBack = false
    /// Whether UIKit's transition that holds calls back can no longer take a completion
    /// (`animate(alongsideTransition:completion:)` returns `false`) while it is still the
    /// controller's `transitionCoordinator`: the host then reports its end at once, from
    /// inside the call. Held back at most `stuckLimit` times, so that a probe ends.
    var coordinatorTakesNoCompletion = false
    var stuckLimit = 100
    /// What the main queue runs at its next turn.
    var nextTurn: [() -> Void] = []

    init(_ state: NavigationState = NavigationState(), appears: Bool = true) {
        navigation = NavigationService(state: state)
        session = UIKitHostSession(root: probeRoot, navigation: navigation, watchdogInterval: .seconds(2))
        shown = UIKitShown(root: .navigation([]))
        session.trace = { [unowned self] in lines.append($0) }
        session.output = { [unowned self] in receive($0) }
        send(.loaded)
        complete()
        if appears { send(.appeared) }
    }

    private func receive(_ output: UIKitOutput) {
        switch output {
        case .startWatchdog(let step, _):
            watchdogs.append(step)
        case .call(let call, let step):
            if let inFlight { violations.append("\(call) while \(inFlight.call) is under way") }
            if inBackground { violations.append("\(call) in the background") }
            if outOfWindow { violations.append("\(call) out of the window") }
            if gesture { violations.append("\(call) during the user's gesture") }
            // The host holds a call back while UIKit runs its own transition: UIKit never
            // sees it.
            if holdsBack {
                foreignTransition = true
                heldBack.append((step, call))
                send(.callHeldBack(step: step))
                if coordinatorTakesNoCompletion {
                    // As NavigationHost does: the end is reported at the next turn of the
                    // main queue, by which UIKit has finished its transition.
                    if heldBack.count >= stuckLimit { holdsBack = false }
                    nextTurn.append { [unowned self] in
                        holdsBack = false
                        foreignTransition = false
                        send(.foreignTransitionEnded(showing: shown))
                    }
                }
            } else {
                calls.append((step, call))
                inFlight = (step, call)
            }
        }
    }

    func send(_ event: UIKitEvent) {
        events.append(event)
        session.handle(event)
    }

    /// UIKit's own transition that held a call back ends.
    func endForeignTransition() {
        foreignTransition = false
        holdsBack = false
        send(.foreignTransitionEnded(showing: shown))
    }

    /// The completion of the call under way runs.
    func complete() {
        guard let call = inFlight else { return }
        inFlight = nil
        shown = shown.applying(call.call)
        send(.completed(step: call.step))
    }

    /// UIKit dropped the call under way: its watchdog fires, reading what UIKit shows.
    func drop() {
        guard let call = inFlight else { return }
        inFlight = nil
        send(.watchdogFired(step: call.step, showing: shown))
    }

    /// The watchdog of the call under way (or of `step`) fires, reading what UIKit shows;
    /// the planner gives that call up.
    func fireWatchdog(step: Int? = nil) {
        guard let step = step ?? inFlight?.step else { return }
        if inFlight?.step == step { inFlight = nil }
        send(.watchdogFired(step: step, showing: shown))
    }

    /// Completes each call as it comes, at most `limit` of them.
    func settle(limit: Int = 30) {
        var count = 0
        while inFlight != nil, count < limit {
            complete()
            count += 1
        }
    }

    func calls(after count: Int) -> [UIKitCall] { calls.dropFirst(count).map(\.call) }

    /// The user pops `container` to `ids`: the coordinator's completion, then `didShow`.
    func userPop(_ container: StackID, to ids: [AnyModule.ID]) {
        gesture = false
        shown.setViewControllers(ids, of: container)
        send(.userPopFinished(container, viewControllers: ids))
        send(.didShow(container, viewControllers: ids))
    }

    var target: UIKitShown {
        UIKitShown(
            showing: navigation.state, root: probeRoot, collapsed: navigation.state.splitView?.isCollapsed ?? false)
    }

    /// UIKit shows the state, nothing is under way, nothing was rejected, and the work
    /// stayed bounded.
    func expectConverged(maxCalls: Int = 20, allowingUnexpected: Int = 0, _ location: SourceLocation = #_sourceLocation)
    {
        settle()
        #expect(inFlight == nil, sourceLocation: location)
        #expect(session.planner.isSettled, sourceLocation: location)
        #expect(shown == target, "UIKit shows \(shown), the state \(target)", sourceLocation: location)
        #expect(session.shown == shown, sourceLocation: location)
        #expect(violations == [], sourceLocation: location)
        #expect(session.unexpectedEvents <= allowingUnexpected, sourceLocation: location)
        #expect(calls.count <= maxCalls, sourceLocation: location)
    }
}

/// A two-column split view, expanded unless `collapsed`, with a detail and two pushes.
@MainActor private func splitApp(collapsed: Bool = false, pushes: Int = 2) -> FakeUIKit {
    var state = NavigationState()
    state.apply(.setSplitView(sidebar: module("sidebar")))
    state.apply(.setSplitViewCollapsed(collapsed))
    state.apply(.selectInSidebar(module("detail")))
    for index in 0..<pushes { state.apply(.push(module("pushed \(index)"))) }
    let uikit = FakeUIKit(state)
    uikit.shown.isCollapsed = collapsed
    uikit.settle()
    return uikit
}

private func isShowColumn(_ call: UIKitCall) -> Bool {
    if case .showColumn = call { true } else { false }
}

// MARK: (a) A pop in the detail column that a collapse overtakes

@Suite @MainActor struct UIKitOutsideSplitPopProbes {
    // Premise: tapping back in an expanded split view's detail column starts a pop with a
    // transition coordinator (`willShow`); rotating or going to Slide Over meanwhile
    // collapses the split view (`splitViewControllerDidCollapse`) before the
    // coordinator's completion runs on the detail column's navigation controller, which
    // then sends `didShow`. UIKit animates a size change alongside the running pop.
    @Test func aPopBegunExpanded_thatEndsAfterACollapseAndAnExpansion_lands() async {
        let uikit = splitApp()
        let detail = uikit.shown.viewControllers(of: .column(.secondary)) ?? []
        #expect(detail.count == 3)
        uikit.gesture = true
        uikit.send(.userPopBegan(.column(.secondary)))
        uikit.shown.isCollapsed = true
        uikit.send(.splitCollapsed)
        uikit.shown.isCollapsed = false
        uikit.send(.splitExpanded)
        uikit.userPop(.column(.secondary), to: Array(detail.prefix(2)))
        #expect(uikit.navigation.state.stack.map(\.id) == [detail[1]])
        #expect(uikit.navigation.state.splitView?.isCollapsed == false)
        uikit.expectConverged()
    }

    // Premise: as above; the user lets the swipe go (`isCancelled`), so the detail column
    // keeps its screens, and the collapsed split view shows them all in its compact column.
    @Test func aPopBegunExpanded_cancelledAfterTheCollapse_keepsTheStack() async {
        let uikit = splitApp()
        uikit.gesture = true
        uikit.send(.userPopBegan(.column(.secondary)))
        uikit.shown.isCollapsed = true
        uikit.send(.splitCollapsed)
        uikit.gesture = false
        uikit.send(.userPopCancelled(.column(.secondary)))
        #expect(uikit.navigation.state.stack.count == 2)
        uikit.expectConverged()
        #expect(uikit.shown.viewControllers(of: .column(.compact))?.count == 4)
    }

    // Premise: a router pushes from a timer or a network reply while the back button's pop
    // runs; the docs say the push waits for the pop's end and stays above what it left.
    @Test func aPopBegunExpanded_withAProgramPushDuringIt_andACollapse_keepsBoth() async {
        let uikit = splitApp()
        let detail = uikit.shown.viewControllers(of: .column(.secondary)) ?? []
        uikit.gesture = true
        uikit.send(.userPopBegan(.column(.secondary)))
        uikit.navigation.push(Screen(name: "from a timer"))
        uikit.shown.isCollapsed = true
        uikit.send(.splitCollapsed)
        uikit.userPop(.column(.secondary), to: Array(detail.prefix(2)))
        let names = uikit.navigation.state.stack.map { $0.unwrap(as: Screen.self)?.name }
        #expect(names == ["pushed 0", "from a timer"])
        uikit.expectConverged()
    }

    // Premise: as above, in a three-column split view: the pop in the detail column
    // overtaken by the collapse lands, and the content selection stays.
    @Test func aPopBegunInAThreeColumnDetail_thatACollapseOvertakes_lands() async {
        var state = NavigationState()
        state.apply(.setSplitView(sidebar: module("sidebar"), style: .threeColumns))
        state.apply(.selectInSidebar(module("content")))
        state.apply(.selectInContent(module("detail")))
        state.apply(.push(module("pushed")))
        let uikit = FakeUIKit(state)
        uikit.settle()
        let detail = uikit.shown.viewControllers(of: .column(.secondary)) ?? []
        #expect(detail.count == 2)
        uikit.gesture = true
        uikit.send(.userPopBegan(.column(.secondary)))
        uikit.shown.isCollapsed = true
        uikit.send(.splitCollapsed)
        uikit.userPop(.column(.secondary), to: [detail[0]])
        #expect(uikit.navigation.state.stack.isEmpty)
        #expect(uikit.navigation.state.splitView?.content != nil)
        uikit.expectConverged()
        #expect(uikit.shown.viewControllers(of: .column(.compact))?.count == 3)
    }

    // Premise: the width flaps (Slide Over dragged in and out) while the user pops in the
    // compact column and the program pushes; each collapse and expansion moves the
    // screens between the columns, and nothing the user or the program did is lost.
    @Test func flappingWidth_withPopsAndPushes_converges() async {
        let uikit = splitApp(collapsed: true)
        for round in 0..<3 {
            uikit.shown.isCollapsed = false
            uikit.send(.splitExpanded)
            uikit.navigation.push(Screen(name: "round \(round)"))
            uikit.shown.isCollapsed = true
            uikit.send(.splitCollapsed)
            uikit.settle()
            let compact = uikit.shown.viewControllers(of: .column(.compact)) ?? []
            uikit.gesture = true
            uikit.send(.userPopBegan(.column(.compact)))
            uikit.userPop(.column(.compact), to: Array(compact.dropLast()))
        }
        uikit.expectConverged(maxCalls: 40)
        #expect(uikit.navigation.state.stack.count == 2)
    }
}

// MARK: (b) The background and the window

@Suite @MainActor struct UIKitOutsideSceneLifeProbes {
    // Premise: `sceneDidEnterBackground` and `sceneWillEnterForeground` can flap quickly
    // (the app switcher opened and closed, a notification pulled down over the app); a
    // presentation's completion still runs while in the background, as UIKit finishes
    // the animation in its snapshot.
    @Test func flappingBackgroundAndForeground_midPresentation_asksNothingAway_andConverges() async {
        let uikit = FakeUIKit()
        uikit.navigation.apply(.present(module("sheet"), style: .sheet))
        for round in 0..<5 {
            uikit.inBackground = true
            uikit.send(.enteredBackground)
            if round == 1 { uikit.complete() }
            uikit.navigation.apply(.push(module("away \(round)")))
            uikit.inBackground = false
            uikit.send(.enteredForeground)
            uikit.complete()
        }
        uikit.expectConverged()
        #expect(uikit.navigation.state.presentations[0].stack.count == 5)
    }

    // Premise: the app swaps the window's root (a login screen over the host) while the
    // host's presentation slides up; UIKit takes the presented controller away with the
    // root, and the completion never comes. The watchdog reads nothing presented.
    @Test func leavingTheWindowMidPresentation_withDismissalsAndAlertsAway_converges() async {
        let uikit = FakeUIKit()
        uikit.navigation.apply(.present(module("sheet"), style: .sheet))
        let presenting = uikit.inFlight!
        uikit.outOfWindow = true
        uikit.send(.leftWindow)
        uikit.fireWatchdog(step: presenting.step)
        uikit.navigation.apply(.dismissAll)
        uikit.navigation.apply(.showAlert(NavigationAlert(title: "while away")))
        uikit.navigation.apply(.present(module("later"), style: .modal))
        #expect(uikit.inFlight == nil)
        uikit.outOfWindow = false
        uikit.send(.appeared)
        uikit.expectConverged()
        #expect(uikit.shown.alert != nil && uikit.shown.presented.count == 1)
    }

    // Premise: the scene goes to the background while the root is out of the window, the
    // root is put back while still in the background (the app restores its root on a
    // background refresh), then the scene comes to the foreground. UIKit drops any
    // presentation until both hold.
    @Test func backInTheWindowWhileInTheBackground_asksNothingUntilTheForeground() async {
        let uikit = FakeUIKit()
        uikit.outOfWindow = true
        uikit.send(.leftWindow)
        uikit.inBackground = true
        uikit.send(.enteredBackground)
        uikit.navigation.apply(.present(module("sheet"), style: .sheet))
        uikit.outOfWindow = false
        uikit.send(.appeared)
        #expect(uikit.inFlight == nil)
        uikit.inBackground = false
        uikit.send(.enteredForeground)
        uikit.expectConverged()
    }

    // Premise: a presentation asked just before the home gesture completes in the
    // background after its watchdog fired (UIKit was slow, not dropping it): the watchdog
    // reads the layer presented, and its completion comes late.
    @Test func aWatchdogFiringAway_thatReadsThePresentationDone_thenALateCompletion_converges() async {
        let uikit = FakeUIKit()
        uikit.navigation.apply(.present(module("sheet"), style: .sheet))
        let presenting = uikit.inFlight!
        uikit.inBackground = true
        uikit.send(.enteredBackground)
        uikit.shown = uikit.shown.applying(presenting.call)
        uikit.fireWatchdog(step: presenting.step)
        uikit.navigation.apply(.dismissAll)
        uikit.send(.completed(step: presenting.step))
        uikit.inBackground = false
        uikit.send(.enteredForeground)
        uikit.expectConverged()
        #expect(uikit.shown.presented.isEmpty)
    }

    // Premise: an alert is up when the user leaves the app; the program dismisses it and
    // queues another in the background, and the user comes back.
    @Test func alertsChangedInTheBackground_showTheQueueHeadOnReturn() async {
        let first = NavigationAlert(title: "first")
        let second = NavigationAlert(title: "second")
        let uikit = FakeUIKit()
        uikit.navigation.apply(.showAlert(first))
        uikit.settle()
        uikit.inBackground = true
        uikit.send(.enteredBackground)
        uikit.navigation.apply(.dismissAlert)
        uikit.navigation.apply(.showAlert(second))
        uikit.inBackground = false
        uikit.send(.enteredForeground)
        uikit.expectConverged()
        #expect(uikit.shown.alert == second.id)
    }

    // Premise: the window's root is swapped back and forth quickly (an onboarding flow
    // that shows and hides itself), each `viewDidAppear` reported as `appeared`, while a
    // presentation's completion never comes.
    @Test func flappingOutOfAndIntoTheWindow_watchdogsAway_converges() async {
        let uikit = FakeUIKit()
        uikit.navigation.apply(.present(module("sheet"), style: .sheet))
        for round in 0..<4 {
            uikit.outOfWindow = true
            uikit.send(.leftWindow)
            uikit.fireWatchdog()
            uikit.navigation.apply(.present(module("away \(round)"), style: .modal))
            uikit.outOfWindow = false
            uikit.send(.appeared)
        }
        // In the window, the last asked-for call is dropped once more; the watchdog saves it.
        uikit.drop()
        uikit.expectConverged(maxCalls: 30)
        #expect(uikit.shown.presented.count == 5)
    }
}

extension UIKitOutsideSceneLifeProbes {
    // Premise: the user begins a swipe back and presses home; UIKit cancels the
    // interactive pop as the scene goes (`isCancelled`), and the program pushes while away.
    @Test func aSwipeBackCancelledByTheHomeGesture_thenAPushAway_converges() async {
        let uikit = FakeUIKit(NavigationState(stack: [module("a")]))
        uikit.settle()
        uikit.gesture = true
        uikit.send(.userPopBegan(.layer(.root)))
        uikit.inBackground = true
        uikit.send(.enteredBackground)
        uikit.gesture = false
        uikit.send(.userPopCancelled(.layer(.root)))
        uikit.navigation.push(Screen(name: "away"))
        uikit.inBackground = false
        uikit.send(.enteredForeground)
        uikit.expectConverged()
        #expect(uikit.navigation.state.stack.count == 2)
    }

    // Premise: back in the foreground while the root is still out of the window (the
    // app's login screen is on top); nothing is asked until the root appears.
    @Test func foregroundWhileOutOfTheWindow_asksNothingUntilTheRootAppears() async {
        let uikit = FakeUIKit()
        uikit.inBackground = true
        uikit.send(.enteredBackground)
        uikit.outOfWindow = true
        uikit.send(.leftWindow)
        uikit.inBackground = false
        uikit.send(.enteredForeground)
        uikit.navigation.apply(.present(module("sheet"), style: .sheet))
        uikit.navigation.apply(.showAlert(NavigationAlert(title: "alert")))
        #expect(uikit.inFlight == nil)
        uikit.outOfWindow = false
        uikit.send(.appeared)
        uikit.expectConverged()
    }
}

extension UIKitOutsideBackdropProbes {
    // Premise: the program dismisses a popup; while it fades out the user taps its
    // backdrop. The tap comes for a popup already going: nothing else (the sheet under
    // it) may go with it.
    @Test func aTapOnAPopupFadingOut_takesNothingElse() async {
        let uikit = FakeUIKit()
        uikit.navigation.apply(.present(module("sheet"), style: .sheet))
        uikit.navigation.apply(.present(module("popup"), style: .popup(PopupOptions(dismissesOnTapOutside: true))))
        uikit.settle()
        let layers = uikit.navigation.state.presentations.map(\.layerID)
        uikit.navigation.apply(.dismiss(.layer(layers[1])))
        uikit.send(.tappedOutside(layers[1]))
        // The tap is reported unexpected; it changes nothing, which is what matters here.
        uikit.expectConverged(allowingUnexpected: 1)
        #expect(uikit.navigation.state.presentations.map(\.layerID) == [layers[0]])
    }

    // Premise: a popup that dismisses on a tap outside is covered by a second such popup
    // the program presents; UIKit drops the second one (the first is still fading in),
    // and the user taps the first's backdrop: the first goes, the second is kept and
    // presented.
    @Test func aTapUnderADroppedSecondPopup_dismissesTheFirst_keepingTheSecond() async {
        let uikit = FakeUIKit()
        let options = PopupOptions(dismissesOnTapOutside: true)
        uikit.navigation.apply(.present(module("first"), style: .popup(options)))
        uikit.settle()
        uikit.navigation.apply(.present(module("second"), style: .popup(options)))
        let first = uikit.navigation.state.presentations[0].layerID
        uikit.send(.tappedOutside(first))
        uikit.drop()
        uikit.expectConverged()
        #expect(uikit.navigation.state.presentations.map { $0.module.unwrap(as: Screen.self)?.name } == ["second"])
    }
}

@Suite @MainActor struct UIKitOutsideUserActionProbes {
    // Premise: the user taps another tab while the host pushes in the selected one
    // (`tabBarController(_:didSelect:)` during a `setViewControllers` animation); the
    // selection is the user's and stays.
    @Test func aTabTapDuringAPush_keepsTheUsersSelection() async {
        let uikit = FakeUIKit(NavigationState(tabs: [module("first"), module("second")]))
        uikit.settle()
        uikit.navigation.push(Screen(name: "pushed"))
        let second = uikit.navigation.state.tabs[1].id
        if case .tabBar(let tabs, _) = uikit.shown.root { uikit.shown.root = .tabBar(tabs, selected: second) }
        uikit.send(.tabSelected(second))
        uikit.expectConverged()
        #expect(uikit.navigation.state.selectedTab?.id == second)
        #expect(uikit.navigation.state.tabs[0].stack.count == 1)
    }
}

extension UIKitOutsideUserActionProbes {
    // Premise (from the model's seed 18093, there in the background): the host's push in
    // tab A ended on screen but its completion is late; the program selects tab C
    // meanwhile, so UIKit still shows A selected, and the user taps A again. UIKit asks
    // `tabBarController(_:shouldSelect:)` for the selected tab: a re-tap, whose pop to the
    // root (`.popsToRoot`) the user expects on the tab they see.
    @Test func aReTapOfTheTabUIKitShows_whileTheStateSelectedAnother_popsThatTab() async {
        var state = NavigationState(tabs: [module("A"), module("C")], reselection: .popsToRoot)
        state.apply(.push(module("in A")))
        let uikit = FakeUIKit(state)
        uikit.settle()
        let tabA = uikit.navigation.state.tabs[0]
        uikit.navigation.push(Screen(name: "pushed"))
        uikit.navigation.apply(.selectTab(uikit.navigation.state.tabs[1].module))
        uikit.send(.tabReselected(tabA.id))
        uikit.complete()
        uikit.expectConverged()
        #expect(uikit.navigation.state.selectedTab?.id == tabA.id)
        #expect(uikit.navigation.state.tabs[0].stack.isEmpty)
    }
}

// MARK: (c) A sidebar choice shows its column

@Suite @MainActor struct UIKitOutsideColumnProbes {
    // Premise: the user rotates the iPad (or enters Slide Over) while the detail column is
    // being filled for a sidebar choice; `splitViewControllerDidCollapse` comes before the
    // `setViewControllers` completion. In a collapsed split view `show(.secondary)` pushes
    // the detail onto the compact column, so it must not come.
    @Test func aSidebarChoice_whoseFillingACollapseOvertakes_showsNoColumn() async {
        var state = NavigationState()
        state.apply(.setSplitView(sidebar: module("sidebar")))
        let uikit = FakeUIKit(state)
        uikit.settle()
        uikit.navigation.apply(.selectInSidebar(module("chosen")))
        uikit.shown.isCollapsed = true
        uikit.send(.splitCollapsed)
        uikit.complete()
        var afterCollapse = false
        var shownWhileCollapsed: [UIKitCall] = []
        while let call = uikit.inFlight {
            afterCollapse = true
            if isShowColumn(call.call) { shownWhileCollapsed.append(call.call) }
            uikit.complete()
        }
        #expect(afterCollapse)
        #expect(shownWhileCollapsed == [])
        uikit.expectConverged()
    }

    // Premise: the fill of the detail column is held back by UIKit's own transition (an
    // alert's self-dismissal after a tap); once planned again, it still ends with the show
    // of the column, for the sidebar overlay to go in portrait.
    @Test func aSidebarChoice_heldBackThenPlannedAgain_stillShowsItsColumn() async {
        var state = NavigationState()
        state.apply(.setSplitView(sidebar: module("sidebar")))
        let uikit = FakeUIKit(state)
        uikit.settle()
        let count = uikit.calls.count
        uikit.holdsBack = true
        uikit.navigation.apply(.selectInSidebar(module("chosen")))
        uikit.endForeignTransition()
        uikit.settle()
        #expect(uikit.calls(after: count).last == .showColumn(.secondary))
        uikit.expectConverged()
    }

    // Premise: the completion of the detail column's fill is lost (UIKit dropped it, or the
    // watchdog fired first); the watchdog reads the column filled.
    @Test func aSidebarChoice_whoseCompletionIsLost_stillShowsItsColumn() async {
        var state = NavigationState()
        state.apply(.setSplitView(sidebar: module("sidebar")))
        let uikit = FakeUIKit(state)
        uikit.settle()
        let count = uikit.calls.count
        uikit.navigation.apply(.selectInSidebar(module("chosen")))
        let filling = uikit.inFlight!
        uikit.shown = uikit.shown.applying(filling.call)
        uikit.drop()
        uikit.settle()
        #expect(uikit.calls(after: count).contains(.showColumn(.secondary)))
        uikit.expectConverged()
    }

    // Premise: a deep link selects in the sidebar while the app is in the background, the
    // split view expanded; in the foreground the selection is new to the user, and the
    // portrait overlay would hide it, so the column shows.
    @Test func aSidebarChoiceMadeInTheBackground_showsItsColumnOnReturn() async {
        var state = NavigationState()
        state.apply(.setSplitView(sidebar: module("sidebar")))
        let uikit = FakeUIKit(state)
        uikit.settle()
        let count = uikit.calls.count
        uikit.inBackground = true
        uikit.send(.enteredBackground)
        uikit.navigation.apply(.selectInSidebar(module("chosen")))
        uikit.inBackground = false
        uikit.send(.enteredForeground)
        uikit.settle()
        #expect(uikit.calls(after: count).last == .showColumn(.secondary))
        uikit.expectConverged()
    }

    // Premise: two sidebar choices in quick succession (a double tap on two rows) are
    // merged; the column shows once, at the end.
    @Test func twoQuickSidebarChoices_showTheColumnOnce() async {
        var state = NavigationState()
        state.apply(.setSplitView(sidebar: module("sidebar")))
        let uikit = FakeUIKit(state)
        uikit.settle()
        let count = uikit.calls.count
        uikit.navigation.apply(.selectInSidebar(module("one")))
        uikit.navigation.apply(.selectInSidebar(module("two")))
        uikit.settle()
        #expect(uikit.calls(after: count).filter(isShowColumn).count == 1)
        #expect(uikit.calls(after: count).last == .showColumn(.secondary))
        uikit.expectConverged()
    }
}

// MARK: (d) A tap on a popup's backdrop while something slides over it

@Suite @MainActor struct UIKitOutsideBackdropProbes {
    fileprivate func popupThenSheet() -> (FakeUIKit, LayerID) {
        let uikit = FakeUIKit()
        uikit.navigation.apply(.present(module("popup"), style: .popup(PopupOptions(dismissesOnTapOutside: true))))
        uikit.settle()
        uikit.navigation.apply(.present(module("sheet"), style: .sheet))
        return (uikit, uikit.navigation.state.presentations[0].layerID)
    }

    // Premise: the sheet's presentation was slow, not dropped: its watchdog fires while
    // UIKit already shows it, and the completion never comes. The tap on the backdrop
    // was under the sliding sheet, so the popup stays.
    @Test func aTapUnderASlowSheet_whoseWatchdogReadsItPresented_keepsThePopup() async {
        let (uikit, popup) = popupThenSheet()
        let presenting = uikit.inFlight!
        uikit.send(.tappedOutside(popup))
        uikit.shown = uikit.shown.applying(presenting.call)
        uikit.drop()
        uikit.expectConverged()
        #expect(uikit.navigation.state.presentations.count == 2)
    }

    // Premise: the sheet's presentation was held back (UIKit ran its own transition), so
    // nothing slid over the popup, which was on top when the user tapped its backdrop:
    // the tap is the user's and dismisses the popup.
    @Test func aTapWhileThePresentationOverThePopupIsHeldBack_dismissesThePopup() async {
        let uikit = FakeUIKit()
        uikit.navigation.apply(.present(module("popup"), style: .popup(PopupOptions(dismissesOnTapOutside: true))))
        uikit.settle()
        let popup = uikit.navigation.state.presentations[0].layerID
        uikit.holdsBack = true
        uikit.navigation.apply(.present(module("sheet"), style: .sheet))
        uikit.send(.tappedOutside(popup))
        uikit.endForeignTransition()
        uikit.expectConverged()
        #expect(uikit.navigation.state.presentations.map { $0.module.unwrap(as: Screen.self)?.name } == ["sheet"])
    }

    // Premise: UIKit dropped the sheet while the scene went to the background; the tap
    // came before it; the watchdog fires away and reads the popup on top.
    @Test func aTapUnderADroppedSheet_whoseWatchdogFiresInTheBackground_dismissesThePopupOnReturn() async {
        let (uikit, popup) = popupThenSheet()
        uikit.send(.tappedOutside(popup))
        uikit.inBackground = true
        uikit.send(.enteredBackground)
        uikit.drop()
        uikit.inBackground = false
        uikit.send(.enteredForeground)
        uikit.expectConverged()
        #expect(uikit.navigation.state.presentations.map { $0.module.unwrap(as: Screen.self)?.name } == ["sheet"])
    }

    // Premise: a double tap on the backdrop as the sheet slides up is two taps, both under
    // the sheet; neither counts once the sheet shows.
    @Test func twoTapsUnderASlidingSheet_keepBoth() async {
        let (uikit, popup) = popupThenSheet()
        uikit.send(.tappedOutside(popup))
        uikit.send(.tappedOutside(popup))
        uikit.expectConverged()
        #expect(uikit.navigation.state.presentations.count == 2)
    }

    // Premise: the program takes the sliding sheet back before its slide ends; the tap was
    // under a sheet UIKit did present, so the popup stays.
    @Test func aTapUnderASheetTheProgramDismissesBeforeItsSlideEnds_keepsThePopup() async {
        let (uikit, popup) = popupThenSheet()
        let sheet = uikit.navigation.state.presentations[1].layerID
        uikit.send(.tappedOutside(popup))
        uikit.navigation.apply(.dismiss(.layer(sheet)))
        uikit.expectConverged()
        #expect(uikit.navigation.state.presentations.map(\.layerID) == [popup])
    }
}

// MARK: (e) A tab or split app built without a throwaway root controller

@Suite @MainActor struct UIKitOutsideFirstRootProbes {
    private func everyID(_ call: UIKitCall) -> [AnyModule.ID] {
        UIKitShown(root: .navigation([])).applying(call).allViewControllers
    }

    // Premise: the window loads its root controller's view when it shows it
    // (`makeKeyAndVisible`), so whatever the app set up after making the host, before
    // that, is the state the first root is built from.
    @Test func aSplitAppSetUpBeforeLoading_neverNamesTheRootModule() async {
        let navigation = NavigationService()
        let session = UIKitHostSession(root: probeRoot, navigation: navigation)
        var calls: [UIKitCall] = []
        session.output = { output in
            if case .call(let call, let step) = output {
                calls.append(call)
                session.handle(.completed(step: step))
            }
        }
        navigation.apply(.setSplitView(sidebar: module("sidebar"), style: .threeColumns))
        navigation.apply(.selectInSidebar(module("content")))
        navigation.apply(.present(module("onboarding"), style: .sheet))
        #expect(calls.isEmpty)
        session.handle(.loaded)
        // The content chosen shows (a `show(.supplementary)` may follow the root).
        if case .setRoot(.split)? = calls.first {
        } else {
            Issue.record("first call \(String(describing: calls.first))")
        }
        #expect(!calls.contains { if case .present = $0 { true } else { false } })
        session.handle(.appeared)
        #expect(!calls.flatMap(everyID).contains(probeRoot.id))
        #expect(calls.filter { if case .present = $0 { true } else { false } }.count == 1, "\(calls)")
        #expect(session.planner.isSettled)
    }

    // Premise: the app sets tabs up, then the window loads the root but the root only
    // appears later; a presentation in the state waits for `appeared`.
    @Test func aTabAppWithAPresentation_presentsOnlyOnceAppeared_andNeverBuildsTheRootModule() async {
        let navigation = NavigationService()
        let session = UIKitHostSession(root: probeRoot, navigation: navigation)
        var calls: [UIKitCall] = []
        var appeared = false
        var early: [UIKitCall] = []
        session.output = { output in
            if case .call(let call, let step) = output {
                calls.append(call)
                if !appeared, case .present = call { early.append(call) }
                session.handle(.completed(step: step))
            }
        }
        navigation.setTabs([module("main"), module("settings")])
        navigation.apply(.present(module("sheet"), style: .sheet))
        session.handle(.loaded)
        navigation.push(Screen(name: "before appearing"))
        appeared = true
        session.handle(.appeared)
        #expect(early.isEmpty)
        #expect(!calls.flatMap(everyID).contains(probeRoot.id))
        #expect(session.planner.isSettled)
        #expect(session.unexpectedEvents == 0)
    }
}

// MARK: (f) A call held back for UIKit's own transition

@Suite @MainActor struct UIKitOutsideHeldBackProbes {
    // Premise: an alert's button was tapped; UIKit dismisses the alert itself, then runs
    // the handler; a call the planner makes meanwhile is held back. If the program undid
    // its change meanwhile, nothing is left to do.
    @Test func aHeldBackCall_whoseChangeWasUndone_asksNothingMore() async {
        let uikit = FakeUIKit()
        let count = uikit.calls.count
        uikit.holdsBack = true
        uikit.navigation.apply(.present(module("sheet"), style: .sheet))
        uikit.navigation.apply(.dismissAll)
        uikit.endForeignTransition()
        #expect(uikit.calls.count == count)
        uikit.expectConverged()
    }

    // Premise: UIKit's own transition outlasts the held call's watchdog (the main thread
    // stalls during an alert's dismissal); the watchdog fires before the transition ends.
    // A call made then would be dropped.
    @Test func aHeldBackCallsWatchdog_firingBeforeTheTransitionEnds_asksNothing() async {
        let uikit = FakeUIKit()
        uikit.holdsBack = true
        uikit.navigation.apply(.present(module("sheet"), style: .sheet))
        let held = uikit.heldBack.last!.step
        uikit.fireWatchdog(step: held)
        uikit.endForeignTransition()
        uikit.expectConverged()
    }

    // Premise: a cancelled swipe down: `presentationControllerWillDismiss`, the user lets
    // go, the coordinator's completion with `isCancelled`, and the sheet is still
    // springing back when the planner's push comes, so the host holds it back.
    @Test func aPushHeldBackByASheetSpringingBack_landsOnTheSheet() async {
        let uikit = FakeUIKit()
        uikit.navigation.apply(.present(module("sheet"), style: .sheet))
        uikit.settle()
        let sheet = uikit.navigation.state.presentations[0].layerID
        uikit.gesture = true
        uikit.send(.dismissalBegan(sheet))
        uikit.navigation.push(Screen(name: "first"))
        uikit.gesture = false
        uikit.holdsBack = true
        uikit.send(.dismissalCancelled(sheet))
        uikit.navigation.push(Screen(name: "second"))
        uikit.endForeignTransition()
        uikit.expectConverged()
        #expect(uikit.navigation.state.presentations.first?.stack.count == 2)
    }

    // Premise: the held-back call's transition ends while the scene is in the background
    // (the user answered the alert and went home at once).
    @Test func aHeldBackCall_whoseTransitionEndsInTheBackground_waitsForTheForeground() async {
        let uikit = FakeUIKit()
        uikit.holdsBack = true
        uikit.navigation.apply(.present(module("sheet"), style: .sheet))
        uikit.inBackground = true
        uikit.send(.enteredBackground)
        uikit.endForeignTransition()
        #expect(uikit.inFlight == nil)
        uikit.inBackground = false
        uikit.send(.enteredForeground)
        uikit.expectConverged()
    }

    // Premise: an alert's handler shows another alert; the first alert is still
    // dismissing itself, so the host holds the new alert's presentation back; it
    // presents once, after that transition.
    @Test func anAlertAnsweredWithAnotherAlert_presentsItOnceAfterTheSelfDismissal() async {
        let uikit = FakeUIKit()
        let second = NavigationAlert(title: "second")
        let first = NavigationAlert(
            title: "first",
            buttons: [
                NavigationAlert.Button("Next") { [weak navigation = uikit.navigation] in
                    navigation?.apply(.showAlert(second))
                }
            ])
        uikit.navigation.apply(.showAlert(first))
        uikit.settle()
        let count = uikit.calls.count
        uikit.holdsBack = true
        uikit.shown.alert = nil
        uikit.send(.alertAnswered(first.id, button: 0))
        uikit.endForeignTransition()
        uikit.expectConverged()
        #expect(uikit.calls(after: count).filter { $0 == .presentAlert(second, animated: true) }.count <= 1)
        #expect(uikit.shown.alert == second.id)
    }

    // Premise: a swipe down completes while a call is held back: UIKit's transition is
    // the sheet's own dismissal, and `presentationControllerDidDismiss` comes before the
    // transition's end. A push the program made goes onto the layer left on top.
    @Test func aHeldBackPushOntoASheetTheUserSwipesAway_goesOntoTheLayerBelow() async {
        let uikit = FakeUIKit()
        uikit.navigation.apply(.present(module("modal"), style: .modal))
        uikit.navigation.apply(.present(module("sheet"), style: .sheet))
        uikit.settle()
        let sheet = uikit.navigation.state.presentations[1].layerID
        uikit.holdsBack = true
        uikit.navigation.push(Screen(name: "pushed"))
        uikit.shown.presented.removeLast()
        uikit.send(.didDismiss(sheet))
        uikit.endForeignTransition()
        uikit.expectConverged()
        #expect(uikit.navigation.state.presentations.count == 1)
        #expect(uikit.navigation.state.presentations[0].stack.count == 1)
    }
}

extension UIKitOutsideHeldBackProbes {
    // Premise: the program's change comes from an alert button's handler, which UIKit
    // runs from the completion of the alert's own dismissal. The presenting controller's
    // `transitionCoordinator` is still set there, but the transition is over, so
    // `animate(alongsideTransition:completion:)` returns `false` and the host reports the
    // transition's end at once (NavigationHost's `if !waits`). Planned again at once in
    // the same turn, the call finds the same coordinator: the work must stay bounded.
    @Test func aCallHeldBackByATransitionThatTakesNoCompletion_isNotHeldBackForever() async {
        let uikit = FakeUIKit()
        uikit.coordinatorTakesNoCompletion = true
        uikit.holdsBack = true
        uikit.navigation.apply(.present(module("sheet"), style: .sheet))
        #expect(uikit.heldBack.count < 10, "held back \(uikit.heldBack.count) times in one turn")
        // The next turn: UIKit's transition is over, and the call goes out.
        let turn = uikit.nextTurn
        uikit.nextTurn = []
        for run in turn { run() }
        uikit.expectConverged()
    }

    // Premise: while UIKit's own transition holds a call back, the user begins a swipe
    // back (UIKit accepts the gesture once the alert is gone), and the transition ends
    // during the swipe: nothing may be asked until the swipe ends.
    @Test func aHeldBackCall_whoseTransitionEndsDuringTheUsersSwipe_waitsForTheSwipe() async {
        let uikit = FakeUIKit(NavigationState(stack: [module("a"), module("b")]))
        uikit.settle()
        let stack = uikit.shown.viewControllers(of: .layer(.root)) ?? []
        uikit.holdsBack = true
        uikit.navigation.apply(.present(module("sheet"), style: .sheet))
        uikit.gesture = true
        uikit.send(.userPopBegan(.layer(.root)))
        uikit.foreignTransition = false
        uikit.holdsBack = false
        uikit.send(.foreignTransitionEnded(showing: uikit.shown))
        #expect(uikit.inFlight == nil)
        uikit.userPop(.layer(.root), to: Array(stack.dropLast()))
        uikit.expectConverged()
        #expect(uikit.navigation.state.stack.count == 1)
        #expect(uikit.navigation.state.presentations.count == 1)
    }
}

extension UIKitOutsideHeldBackProbes {
    // Premise: the host starts a watchdog for every call, also one it then holds back;
    // that watchdog fires after the call was planned again and made: it is stale and
    // must not disturb the call under way.
    @Test func theStaleWatchdogOfAHeldBackCall_leavesTheNextCallAlone() async {
        let uikit = FakeUIKit()
        uikit.holdsBack = true
        uikit.navigation.apply(.present(module("sheet"), style: .sheet))
        let held = uikit.heldBack.last!.step
        uikit.endForeignTransition()
        #expect(uikit.inFlight != nil)
        uikit.fireWatchdog(step: held)
        uikit.expectConverged()
        #expect(uikit.session.watchdogFirings == 0)
    }

    // Premise: the app swaps the window's root while an alert dismisses itself and holds
    // the host's call back; the transition ends out of the window.
    @Test func aHeldBackCall_whoseTransitionEndsOutOfTheWindow_waitsForTheRoot() async {
        let uikit = FakeUIKit()
        uikit.holdsBack = true
        uikit.navigation.apply(.present(module("sheet"), style: .sheet))
        uikit.outOfWindow = true
        uikit.send(.leftWindow)
        uikit.endForeignTransition()
        #expect(uikit.inFlight == nil)
        uikit.outOfWindow = false
        uikit.send(.appeared)
        uikit.expectConverged()
    }
}

extension UIKitOutsideColumnProbes {
    // Premise: a sidebar choice made while the host presents a sheet over the split view
    // waits for the presentation's end; the column still shows, under the sheet.
    @Test func aSidebarChoiceDuringAPresentation_stillShowsItsColumn() async {
        var state = NavigationState()
        state.apply(.setSplitView(sidebar: module("sidebar")))
        let uikit = FakeUIKit(state)
        uikit.settle()
        let count = uikit.calls.count
        uikit.navigation.apply(.present(module("sheet"), style: .sheet))
        uikit.navigation.apply(.selectInSidebar(module("chosen")))
        uikit.settle()
        #expect(uikit.calls(after: count).contains(.showColumn(.secondary)))
        uikit.expectConverged()
    }
}

extension UIKitOutsideBackdropProbes {
    // Premise: the tap under the sliding sheet did not count; once the sheet is up the
    // user swipes it down: the popup is on top again, and stays.
    @Test func aTapUnderASlidingSheet_thenTheSheetSwipedDown_keepsThePopup() async {
        let (uikit, popup) = popupThenSheet()
        uikit.send(.tappedOutside(popup))
        uikit.settle()
        let sheet = uikit.navigation.state.presentations[1].layerID
        uikit.gesture = true
        uikit.send(.dismissalBegan(sheet))
        uikit.gesture = false
        uikit.shown.presented.removeLast()
        uikit.send(.didDismiss(sheet))
        uikit.expectConverged()
        #expect(uikit.navigation.state.presentations.map(\.layerID) == [popup])
    }
}

extension UIKitOutsideHeldBackProbes {
    // Premise (from the model's seed 48410, past the suite's seeds): the alert's
    // presentation completion comes late, after the user already tapped a button; the
    // alert dismisses itself, holding the host's next call back; the end of that
    // transition (the coordinator's completion) comes before the button's handler, as
    // UIKit runs both at the dismissal's end in an order it does not document. The
    // program changed the root's kind meanwhile (tabs set up after a login alert).
    @Test func anAnsweredAlert_isNotPresentedAgain_whenTheRootChangesKindDuringItsSelfDismissal() async {
        let alert = NavigationAlert(
            title: "login", buttons: [NavigationAlert.Button("OK"), NavigationAlert.Button("Later")])
        let uikit = FakeUIKit()
        uikit.navigation.apply(.showAlert(alert))
        // The user taps a button: UIKit dismisses the alert on its own.
        uikit.holdsBack = true
        uikit.navigation.setTabs([module("main"), module("settings")])
        uikit.complete()
        // The alert is gone; the transition's end comes first, then the handler.
        uikit.shown.alert = nil
        uikit.endForeignTransition()
        uikit.settle()
        let presentedAgain = uikit.calls.filter {
            $0.call == .presentAlert(alert, animated: true) || $0.call == .presentAlert(alert, animated: false)
        }.count
        uikit.send(.alertAnswered(alert.id, button: 1))
        uikit.settle()
        #expect(presentedAgain == 1)
        #expect(uikit.shown.alert == nil)
        #expect(uikit.session.shown == uikit.shown)
        #expect(uikit.navigation.state.alert == nil)
    }

    // Premise: as above, without a change of root: the program dismisses the sheet the
    // alert shows over while the alert dismisses itself after the user's tap.
    @Test func anAnsweredAlert_isNotPresentedAgain_whenItsLayerGoesDuringItsSelfDismissal() async {
        var runs = 0
        let alert = NavigationAlert(title: "confirm", buttons: [NavigationAlert.Button("OK") { runs += 1 }])
        let uikit = FakeUIKit()
        uikit.navigation.apply(.present(module("sheet"), style: .sheet))
        uikit.settle()
        uikit.navigation.apply(.showAlert(alert))
        uikit.settle()
        uikit.holdsBack = true
        uikit.navigation.apply(.dismissAll)
        uikit.shown.alert = nil
        uikit.endForeignTransition()
        uikit.settle()
        let presentedAgain = uikit.calls.filter { if case .presentAlert = $0.call { true } else { false } }.count
        uikit.send(.alertAnswered(alert.id, button: 0))
        uikit.settle()
        #expect(presentedAgain == 1)
        #expect(uikit.shown.alert == nil)
        #expect(uikit.session.shown == uikit.shown)
        #expect(uikit.navigation.state.alert == nil)
        // The user answers the alert shown again: its action must not run a second time.
        if uikit.shown.alert == alert.id {
            uikit.shown.alert = nil
            uikit.send(.alertAnswered(alert.id, button: 0))
        }
        // Held: the second answer of the alert shown again does not run its action again.
        #expect(runs == 1)
    }

    // Premise: something other than a tap took the alert down during the held-back call
    // (a module dismissed what presented it), so no handler runs. The planner does not
    // conclude anything from time: the held step's watchdog asks for the alert again.
    @Test func anAlertTakenDownWhoseHandlerNeverRuns_isAskedForAgainAtTheWatchdog() async {
        let alert = NavigationAlert(title: "confirm", buttons: [NavigationAlert.Button("OK")])
        let uikit = FakeUIKit()
        uikit.navigation.apply(.showAlert(alert))
        uikit.settle()
        uikit.holdsBack = true
        uikit.navigation.setTabs([module("main"), module("settings")])
        let held = uikit.heldBack.last?.step
        uikit.shown.alert = nil
        uikit.endForeignTransition()
        uikit.settle()
        #expect(uikit.shown.alert == nil, "presented again before its watchdog")
        uikit.fireWatchdog(step: held)
        uikit.settle()
        #expect(uikit.shown.alert == alert.id)
        #expect(uikit.session.shown == uikit.shown)
        #expect(uikit.navigation.state.alert?.id == alert.id)
    }
}

// MARK: The trace

@Suite @MainActor struct UIKitOutsideTraceProbes {
    // Premise: the trace is to be attached to bug reports: every event UIKit sent, every
    // call the host made, every held-back call and watchdog, and every unexpected event
    // is named, in order.
    @Test func theTrace_namesEveryEventCallAndReport() async {
        let uikit = FakeUIKit()
        uikit.navigation.apply(.present(module("sheet"), style: .sheet))
        uikit.inBackground = true
        uikit.send(.enteredBackground)
        uikit.drop()
        uikit.inBackground = false
        uikit.send(.enteredForeground)
        uikit.settle()
        uikit.holdsBack = true
        uikit.navigation.push(Screen(name: "pushed"))
        uikit.endForeignTransition()
        uikit.settle()
        for call in uikit.heldBack {
            #expect(uikit.lines.contains("do \(UIKitOutput.call(call.call, step: call.step))"), "held \(call)")
            #expect(uikit.lines.contains("event \(UIKitEvent.callHeldBack(step: call.step))"))
        }
        #expect(uikit.heldBack.count == 1)
        uikit.send(.completed(step: 999))
        uikit.send(.userPopCancelled(.layer(.root)))
        let eventLines = uikit.lines.filter { $0.hasPrefix("event ") && !$0.hasPrefix("event navigation changed") }
        #expect(eventLines == uikit.events.map { "event \($0)" })
        for call in uikit.calls {
            #expect(uikit.lines.contains("do \(UIKitOutput.call(call.call, step: call.step))"), "\(call)")
        }
        for step in uikit.watchdogs {
            #expect(uikit.lines.contains { $0.hasPrefix("do watch \(step) ") }, "watchdog \(step)")
        }
        #expect(uikit.lines.filter { $0.hasPrefix("report ") }.count == 2)
        #expect(uikit.lines.filter { $0.hasPrefix("event navigation changed") }.count == 2)
        #expect(uikit.lines.allSatisfy { $0.hasPrefix("event ") || $0.hasPrefix("do ") || $0.hasPrefix("report ") })
        if ProcessInfo.processInfo.environment["UIKIT_PROBE_PRINT_TRACE"] != nil {
            print(uikit.lines.joined(separator: "\n"))
        }
    }
}

// MARK: More seeds for the model's sweeps

/// The model's sweeps over seeds past those the suite runs, only when
/// `UIKIT_PROBE_MORE_SEEDS` names how many (each sweep starts where the suite's ends).
private let moreSeeds: UInt64? = ProcessInfo.processInfo.environment["UIKIT_PROBE_MORE_SEEDS"].flatMap(UInt64.init)

@Suite @MainActor struct UIKitOutsideMoreSeeds {
    private static var count: UInt64? { moreSeeds }

    @Test(.enabled(if: moreSeeds != nil)) func moreSeededSequences() async {
        let seeds = 10_001...(10_000 + Self.count!)
        let failing = seeds.filter { !UIKitModelSequenceTests.run(seed: $0, tracing: false).problems.isEmpty }
        #expect(failing.isEmpty, "\(failing.count) failing, seeds \(failing.prefix(20))")
    }

    @Test(.enabled(if: moreSeeds != nil)) func moreSwipeDowns() async {
        let seeds = 2_001...(2_000 + Self.count!)
        let failing = seeds.filter {
            !UIKitModelSequenceTests.runDuringASwipeDown(seed: $0, tracing: false).problems.isEmpty
        }
        #expect(failing.isEmpty, "\(failing.count) failing, seeds \(failing.prefix(20))")
    }

    @Test(.enabled(if: moreSeeds != nil)) func moreBackdropTaps() async {
        let seeds = 2_001...(2_000 + Self.count!)
        let failing = seeds.filter {
            !UIKitModelSequenceTests.runTapUnderASlidingPresentation(seed: $0, tracing: false).problems.isEmpty
        }
        #expect(failing.isEmpty, "\(failing.count) failing, seeds \(failing.prefix(20))")
    }

    @Test(.enabled(if: moreSeeds != nil)) func moreCollapsesDuringAPop() async {
        let seeds = 501...(500 + Self.count!)
        let failing = seeds.filter {
            !UIKitModelSequenceTests.runCollapseDuringAPop(seed: $0, tracing: false).problems.isEmpty
        }
        #expect(failing.isEmpty, "\(failing.count) failing, seeds \(failing.prefix(20))")
    }

    @Test(.enabled(if: moreSeeds != nil)) func moreWholesaleChanges() async {
        let seeds = 501...(500 + Self.count!)
        let failing = seeds.filter {
            !UIKitModelSequenceTests.runReplacements(seed: $0, tracing: false).problems.isEmpty
        }
        #expect(failing.isEmpty, "\(failing.count) failing, seeds \(failing.prefix(20))")
    }
}

@Suite @MainActor struct UIKitOutsideMoreProbes {
    // Premise: on an iPhone a split view collapses at its first layout, before it is in
    // the window: `splitViewControllerDidCollapse` comes between the root's load and its
    // appearance. The app set the split view up after making the host.
    @Test func aSplitAppThatCollapsesBeforeAppearing_fillsItsCompactColumn_withoutTheRootModule() async {
        let navigation = NavigationService()
        navigation.apply(.setSplitView(sidebar: module("sidebar")))
        navigation.apply(.selectInSidebar(module("detail")))
        let session = UIKitHostSession(root: probeRoot, navigation: navigation)
        var calls: [UIKitCall] = []
        var shown = UIKitShown(root: .navigation([]))
        session.output = { output in
            if case .call(let call, let step) = output {
                calls.append(call)
                shown = shown.applying(call)
                session.handle(.completed(step: step))
            }
        }
        session.handle(.loaded)
        shown.isCollapsed = true
        session.handle(.splitCollapsed)
        session.handle(.appeared)
        #expect(navigation.state.splitView?.isCollapsed == true)
        #expect(
            !calls.flatMap { UIKitShown(root: .navigation([])).applying($0).allViewControllers }.contains(probeRoot.id))
        #expect(shown == UIKitShown(showing: navigation.state, root: probeRoot, collapsed: true))
        #expect(!calls.contains(.showColumn(.secondary)))
        #expect(session.planner.isSettled)
    }

    // Premise: a cancelled swipe down; the program presents while the sheet springs back,
    // and UIKit would drop that presentation, so the host holds it back; it presents once
    // the spring back ends, over the sheet.
    @Test func aPresentationHeldBackByASheetSpringingBack_presentsOverTheSheet() async {
        let uikit = FakeUIKit()
        uikit.navigation.apply(.present(module("sheet"), style: .sheet))
        uikit.settle()
        let sheet = uikit.navigation.state.presentations[0].layerID
        uikit.gesture = true
        uikit.send(.dismissalBegan(sheet))
        uikit.gesture = false
        uikit.send(.dismissalCancelled(sheet))
        uikit.holdsBack = true
        uikit.navigation.apply(.present(module("over"), style: .modal))
        uikit.endForeignTransition()
        uikit.expectConverged()
        #expect(uikit.shown.presented.count == 2)
    }

    // Premise: the host pushes inside a popup (a `setViewControllers` on the popup's own
    // navigation controller): nothing slides over the popup, so a tap on its backdrop
    // meanwhile is the user's and dismisses it.
    @Test func aTapOnAPopupsBackdrop_whileTheHostPushesInsideIt_dismissesIt() async {
        let uikit = FakeUIKit()
        uikit.navigation.apply(.present(module("popup"), style: .popup(PopupOptions(dismissesOnTapOutside: true))))
        uikit.settle()
        let popup = uikit.navigation.state.presentations[0].layerID
        uikit.navigation.push(Screen(name: "inside"))
        #expect(uikit.inFlight != nil)
        uikit.send(.tappedOutside(popup))
        uikit.expectConverged()
        #expect(uikit.navigation.state.presentations.isEmpty)
    }

    // Premise: the user swipes a sheet down and the app goes to the background as the
    // finger lifts; `presentationControllerDidDismiss` comes in the background. The
    // user's dismissal lands; nothing is asked until the foreground.
    @Test func aSwipeDownThatEndsInTheBackground_lands() async {
        let uikit = FakeUIKit()
        uikit.navigation.apply(.present(module("sheet"), style: .sheet))
        uikit.settle()
        let sheet = uikit.navigation.state.presentations[0].layerID
        uikit.gesture = true
        uikit.send(.dismissalBegan(sheet))
        uikit.inBackground = true
        uikit.send(.enteredBackground)
        uikit.gesture = false
        uikit.shown.presented = []
        uikit.send(.didDismiss(sheet))
        uikit.navigation.push(Screen(name: "away"))
        #expect(uikit.navigation.state.presentations.isEmpty)
        uikit.inBackground = false
        uikit.send(.enteredForeground)
        uikit.expectConverged()
        #expect(uikit.navigation.state.stack.count == 1)
    }

    // Premise: an alert is up and its presentation completed; the user answers it while
    // the host's next call (a push under it) runs, the handler before the dismissal's end.
    // The action runs once, and nothing asks to dismiss an alert already gone.
    @Test func anAlertAnsweredDuringAPushUnderIt_runsOnce_andConverges() async {
        var runs = 0
        let alert = NavigationAlert(title: "a", buttons: [NavigationAlert.Button("OK") { runs += 1 }])
        let uikit = FakeUIKit()
        uikit.navigation.apply(.showAlert(alert))
        uikit.settle()
        uikit.navigation.push(Screen(name: "under"))
        uikit.shown.alert = nil
        uikit.send(.alertAnswered(alert.id, button: 0))
        uikit.expectConverged()
        #expect(runs == 1)
        #expect(!uikit.calls.contains { if case .dismissAlert = $0.call { true } else { false } })
    }
}

extension UIKitOutsideMoreProbes {
    // Premise: the reverse of (a): on an iPad in Slide Over the user taps back in the
    // compact column, and the app is widened (expanded) before the pop's coordinator
    // completes on the compact column's navigation controller. The article claims only
    // the collapse case; a pop the user saw end should land either way.
    @Test func aCompactPopThatAnExpansionOvertakes_lands() async {
        let uikit = splitApp(collapsed: true)
        let compact = uikit.shown.viewControllers(of: .column(.compact)) ?? []
        #expect(compact.count == 4)
        uikit.gesture = true
        uikit.send(.userPopBegan(.column(.compact)))
        uikit.shown.isCollapsed = false
        uikit.send(.splitExpanded)
        uikit.userPop(.column(.compact), to: Array(compact.dropLast()))
        uikit.expectConverged()
        #expect(uikit.navigation.state.stack.count == 1)
    }

    // Premise: the user taps a tab of the old tab bar while the host replaces the tabs
    // (`setViewControllers` of the tab bar controller animating): the tab is gone from
    // the state, so the tap changes nothing and the new tabs show.
    @Test func aTapOnATabTheStateReplaced_changesNothing() async {
        let uikit = FakeUIKit(NavigationState(tabs: [module("old A"), module("old B")]))
        uikit.settle()
        let oldB = uikit.navigation.state.tabs[1].id
        uikit.navigation.setTabs([module("new A"), module("new B")])
        uikit.send(.tabSelected(oldB))
        uikit.expectConverged(allowingUnexpected: 1)
        #expect(uikit.navigation.state.tabs.map { $0.module.unwrap(as: Screen.self)?.name } == ["new A", "new B"])
    }

    // Premise: the root leaves the window and comes back a hundred times with nothing to
    // do (a window shown and hidden by the app's privacy cover): nothing is asked.
    @Test func aHundredTripsOutOfTheWindow_withNothingToDo_askNothing() async {
        let uikit = FakeUIKit(NavigationState(stack: [module("a")]))
        uikit.settle()
        let count = uikit.calls.count
        for _ in 0..<100 {
            uikit.send(.leftWindow)
            uikit.send(.enteredBackground)
            uikit.send(.enteredForeground)
            uikit.send(.appeared)
        }
        #expect(uikit.calls.count == count)
        #expect(uikit.watchdogs.count == count)
        uikit.expectConverged()
    }
}

extension UIKitOutsideMoreProbes {
    // Premise: a popup cross-dissolves in; its backdrop takes touches as soon as it is in
    // the window, so a quick tap lands before the presentation's completion. Nothing
    // slides over the popup: the tap is the user's, and the popup goes once it is up.
    @Test func aTapOnAPopupsBackdrop_whileThePopupItselfFadesIn_dismissesIt() async {
        let uikit = FakeUIKit()
        uikit.navigation.apply(.present(module("popup"), style: .popup(PopupOptions(dismissesOnTapOutside: true))))
        let popup = uikit.navigation.state.presentations[0].layerID
        uikit.send(.tappedOutside(popup))
        uikit.expectConverged()
        #expect(uikit.navigation.state.presentations.isEmpty)
    }

    // Premise: as in (a), and the program selects another detail in the sidebar while the
    // pop runs; the pop ends on the old detail's screens, which the state no longer holds:
    // it changes nothing, and the new detail shows in the compact column.
    @Test func aPopBegunExpanded_whoseDetailTheProgramReplaced_beforeTheCollapse_changesNothing() async {
        let uikit = splitApp()
        let detail = uikit.shown.viewControllers(of: .column(.secondary)) ?? []
        uikit.gesture = true
        uikit.send(.userPopBegan(.column(.secondary)))
        uikit.navigation.apply(.selectInSidebar(module("new detail")))
        uikit.shown.isCollapsed = true
        uikit.send(.splitCollapsed)
        uikit.userPop(.column(.secondary), to: Array(detail.prefix(2)))
        #expect(uikit.navigation.state.splitView?.detail?.unwrap(as: Screen.self)?.name == "new detail")
        #expect(!uikit.navigation.state.stack.map(\.id).contains(detail[1]))
        uikit.expectConverged()
    }
}

// MARK: A sweep of scene life, held-back calls and alerts

/// Seeded sequences on `FakeUIKit` mixing what (b) and (f) are about: the background,
/// the root leaving the window, UIKit dropping calls, an alert the user answers while it
/// dismisses itself (holding the host's calls back, its handler before or after the
/// transition's end), and the program's changes meanwhile. UIKit's rules kept: the user
/// acts only in the foreground with the root in the window; the root leaves the window
/// only with nothing presented.
@MainActor private var heldBackSequences = 0

@MainActor private func sceneLifeSequence(seed: UInt64) -> (failures: [String], trace: [String]) {
    var random = SplitMix(state: seed)
    let uikit = FakeUIKit(NavigationState(stack: [module("start")]))
    uikit.settle()
    var pendingAnswer: UIKitEvent?
    var answering = false
    func endAlertTransition(handlerFirst: Bool) {
        if handlerFirst, let answer = pendingAnswer { uikit.send(answer) }
        uikit.foreignTransition = false
        uikit.holdsBack = false
        uikit.send(.foreignTransitionEnded(showing: uikit.shown))
        if !handlerFirst, let answer = pendingAnswer { uikit.send(answer) }
        pendingAnswer = nil
        answering = false
    }
    for index in 0..<Int.random(in: 5...25, using: &random) {
        let canTouch = !uikit.inBackground && !uikit.outOfWindow && !answering
        // Biased toward an alert answered while the program acts and calls complete.
        let step =
            if answering {
                [0, 1, 2, 3, 4, 14, 9, 9, 12, 12][Int.random(in: 0..<10, using: &random)]
            } else if canTouch, uikit.shown.alert != nil, Bool.random(using: &random) {
                11
            } else {
                Int.random(in: 0..<15, using: &random)
            }
        switch step {
        case 0: uikit.navigation.push(Screen(name: "push \(index)"))
        case 1: uikit.navigation.apply(.present(module("sheet \(index)"), style: .sheet))
        case 2: uikit.navigation.apply(.dismissAll)
        case 3:
            uikit.navigation.apply(
                .showAlert(NavigationAlert(title: "alert \(index)", buttons: [NavigationAlert.Button("OK")])))
        case 4: uikit.navigation.apply(.dismissAlert)
        case 14: uikit.navigation.apply(.setStack([module("replaced \(index)")]))
        case 5 where !uikit.inBackground:
            uikit.inBackground = true
            uikit.send(.enteredBackground)
        case 6 where uikit.inBackground:
            uikit.inBackground = false
            uikit.send(.enteredForeground)
        case 7 where !uikit.outOfWindow && uikit.shown.presented.isEmpty && uikit.shown.alert == nil:
            uikit.outOfWindow = true
            uikit.send(.leftWindow)
        case 8 where uikit.outOfWindow:
            uikit.outOfWindow = false
            uikit.send(.appeared)
        case 9: uikit.complete()
        case 10: uikit.drop()
        case 11 where canTouch && uikit.shown.alert != nil:
            // The user taps the alert's button: UIKit dismisses it on its own.
            let id = uikit.shown.alert!
            uikit.shown.alert = nil
            uikit.holdsBack = true
            answering = true
            pendingAnswer = .alertAnswered(id, button: 0)
        case 12 where answering: endAlertTransition(handlerFirst: Bool.random(using: &random))
        case 13 where canTouch && uikit.inFlight == nil && uikit.shown.presented.isEmpty:
            let stack = uikit.shown.viewControllers(of: .layer(.root)) ?? []
            if stack.count > 1 {
                uikit.gesture = true
                uikit.send(.userPopBegan(.layer(.root)))
                uikit.userPop(.layer(.root), to: Array(stack.dropLast()))
            }
        default: break
        }
    }
    if answering { endAlertTransition(handlerFirst: Bool.random(using: &random)) }
    if uikit.inBackground {
        uikit.inBackground = false
        uikit.send(.enteredForeground)
    }
    if uikit.outOfWindow {
        uikit.outOfWindow = false
        uikit.send(.appeared)
    }
    uikit.settle()
    var failures = uikit.violations
    if !uikit.session.planner.isSettled { failures.append("not settled") }
    if uikit.shown != uikit.target { failures.append("UIKit shows \(uikit.shown), the state \(uikit.target)") }
    if uikit.calls.count > 60 { failures.append("\(uikit.calls.count) calls") }
    if !uikit.heldBack.isEmpty { heldBackSequences += 1 }
    return (failures, uikit.lines)
}

@Suite @MainActor struct UIKitOutsideSceneLifeSweep {
    @Test func fiveThousandSceneLifeSequences_converge() async {
        var failing: [UInt64] = []
        var alertLeftUp: [UInt64] = []
        for seed in UInt64(1)...5_000 {
            let (failures, _) = sceneLifeSequence(seed: seed)
            guard !failures.isEmpty else { continue }
            // The known defect: an answered alert presented again and left up.
            if failures.allSatisfy({ $0.contains("+ alert") }) {
                alertLeftUp.append(seed)
            } else {
                failing.append(seed)
            }
        }
        // The sweep reaches calls held back by an alert's self-dismissal.
        #expect(heldBackSequences > 100, "\(heldBackSequences)")
        if let first = failing.first {
            let (failures, trace) = sceneLifeSequence(seed: first)
            let message =
                "\(failing.count) of 5000 failing, seeds \(failing.prefix(10)): \(failures)\n"
                + trace.joined(separator: "\n")
            Issue.record(Comment(rawValue: message))
        }
        withKnownIssue(
            "an alert answered during its self-dismissal is presented again and left up", isIntermittent: true
        ) {
            #expect(alertLeftUp.isEmpty, "\(alertLeftUp.count) seeds, \(alertLeftUp.prefix(10))")
        }
    }
}

// MARK: Answers that come after UIKit took their alert down

// Outside probes of the host's alert answers (round of 2026-12-05): answers around
// held-back calls, queued alerts, action sheets' popovers and guards, and the re-tap of
// a tab the state left. Each states the order of UIKit's callbacks it plays.

@MainActor private func tapAlert(_ uikit: FakeUIKit) -> (AnyModule.ID?, Int?) {
    // The user taps a button: UIKit dismisses the alert on its own; the program pushes
    // meanwhile, and the host holds that push back.
    uikit.shown.alert = nil
    uikit.holdsBack = true
    uikit.navigation.push(Screen(name: "during"))
    return (nil, uikit.heldBack.last?.step)
}

@MainActor private func presentAlertCount(_ uikit: FakeUIKit, _ id: NavigationAlert.ID) -> Int {
    uikit.calls.filter { if case .presentAlert(let a, _) = $0.call { a.id == id } else { false } }.count
}

@Suite @MainActor struct UIKitOutsideAlertAnswerProbes {
    // T1: watchdog asks for the alert again, then the late handler of the old controller.
    @Test func t1_lateHandlerAfterWatchdogReask_presentationCompleted() async {
        var runs = 0
        let alert = NavigationAlert(title: "A", buttons: [NavigationAlert.Button("OK") { runs += 1 }])
        let uikit = FakeUIKit()
        uikit.navigation.apply(.showAlert(alert))
        uikit.settle()
        let (_, held) = tapAlert(uikit)
        uikit.endForeignTransition()
        uikit.settle()
        uikit.fireWatchdog(step: held)
        uikit.settle()
        #expect(uikit.shown.alert == alert.id)
        // The old controller's handler runs late; UIKit still shows the re-presented one.
        uikit.send(.alertAnswered(alert.id, button: 0))
        uikit.settle()
        #expect(runs == 1)
        withKnownIssue("a handler of the controller the watchdog replaced takes the new one down in the planner's eyes")
        {
            uikit.expectConverged()
        }
    }

    @Test func t1b_lateHandlerWhileReaskInFlight() async {
        var runs = 0
        let alert = NavigationAlert(title: "A", buttons: [NavigationAlert.Button("OK") { runs += 1 }])
        let uikit = FakeUIKit()
        uikit.navigation.apply(.showAlert(alert))
        uikit.settle()
        let (_, held) = tapAlert(uikit)
        uikit.endForeignTransition()
        uikit.settle()
        uikit.fireWatchdog(step: held)
        // presentAlert in flight; the late handler comes.
        uikit.send(.alertAnswered(alert.id, button: 0))
        uikit.settle()
        #expect(runs == 1)
        withKnownIssue("a handler of the controller the watchdog replaced takes the new one down in the planner's eyes")
        {
            uikit.expectConverged()
        }
    }

    // T2: two alerts queued, end before handler: B presents exactly once.
    @Test func t2_twoQueued_endBeforeHandler() async {
        var runsA = 0
        let a = NavigationAlert(title: "A", buttons: [NavigationAlert.Button("OK") { runsA += 1 }])
        let b = NavigationAlert(title: "B", buttons: [NavigationAlert.Button("OK")])
        let uikit = FakeUIKit()
        uikit.navigation.apply(.showAlert(a))
        uikit.navigation.apply(.showAlert(b))
        uikit.settle()
        _ = tapAlert(uikit)
        uikit.endForeignTransition()
        uikit.settle()
        #expect(presentAlertCount(uikit, b.id) == 0)
        uikit.send(.alertAnswered(a.id, button: 0))
        uikit.expectConverged()
        #expect(runsA == 1)
        #expect(presentAlertCount(uikit, b.id) == 1)
        #expect(presentAlertCount(uikit, a.id) == 1)
        #expect(uikit.shown.alert == b.id)
    }

    @Test func t2b_twoQueued_handlerBeforeEnd() async {
        var runsA = 0
        let a = NavigationAlert(title: "A", buttons: [NavigationAlert.Button("OK") { runsA += 1 }])
        let b = NavigationAlert(title: "B", buttons: [NavigationAlert.Button("OK")])
        let uikit = FakeUIKit()
        uikit.navigation.apply(.showAlert(a))
        uikit.navigation.apply(.showAlert(b))
        uikit.settle()
        _ = tapAlert(uikit)
        uikit.send(.alertAnswered(a.id, button: 0))
        uikit.endForeignTransition()
        uikit.expectConverged()
        #expect(runsA == 1)
        #expect(presentAlertCount(uikit, b.id) == 1)
        #expect(uikit.shown.alert == b.id)
    }

    // T3: the program dismisses A (B queued behind) while A's answer is awaited.
    @Test func t3_programDismissesAwaitedAlert_withBQueued_thenHandler() async {
        var runsA = 0
        let a = NavigationAlert(title: "A", buttons: [NavigationAlert.Button("OK") { runsA += 1 }])
        let b = NavigationAlert(title: "B", buttons: [NavigationAlert.Button("OK")])
        let uikit = FakeUIKit()
        uikit.navigation.apply(.showAlert(a))
        uikit.navigation.apply(.showAlert(b))
        uikit.settle()
        _ = tapAlert(uikit)
        uikit.endForeignTransition()
        uikit.settle()
        uikit.navigation.apply(.dismissAlert)
        uikit.settle()
        uikit.send(.alertAnswered(a.id, button: 0))
        #expect(runsA == 1, "the user's tap on A was lost")
        uikit.expectConverged()
        #expect(uikit.shown.alert == b.id)
    }

    @Test func t3b_programReplacesAwaitedAlert_thenHandler() async {
        var runsA = 0
        let a = NavigationAlert(title: "A", buttons: [NavigationAlert.Button("OK") { runsA += 1 }])
        let c = NavigationAlert(title: "C", buttons: [NavigationAlert.Button("OK")])
        let uikit = FakeUIKit()
        uikit.navigation.apply(.showAlert(a))
        uikit.settle()
        _ = tapAlert(uikit)
        uikit.endForeignTransition()
        uikit.settle()
        uikit.navigation.apply(.replaceAlert(c))
        uikit.settle()
        uikit.send(.alertAnswered(a.id, button: 0))
        #expect(runsA == 1, "the user's tap on A was lost")
        uikit.expectConverged()
        #expect(uikit.shown.alert == c.id)
    }

    // The same with the plain order (no held-back call): the program dismisses A with B
    // queued while UIKit's dismissal for the tap runs, handler later.
    @Test func t3c_programDismissesA_heldBackDismissAlert_endFirst() async {
        var runsA = 0
        let a = NavigationAlert(title: "A", buttons: [NavigationAlert.Button("OK") { runsA += 1 }])
        let b = NavigationAlert(title: "B", buttons: [NavigationAlert.Button("OK")])
        let uikit = FakeUIKit()
        uikit.navigation.apply(.showAlert(a))
        uikit.navigation.apply(.showAlert(b))
        uikit.settle()
        uikit.shown.alert = nil
        uikit.holdsBack = true
        uikit.navigation.apply(.dismissAlert)  // dismissAlert(A) held back
        uikit.endForeignTransition()
        uikit.settle()
        uikit.send(.alertAnswered(a.id, button: 0))
        #expect(runsA == 1, "the user's tap on A was lost")
        uikit.expectConverged()
    }

    // T4: program changes while the answer is awaited go out at once.
    @Test(arguments: [0, 1, 2]) func t4_programChangeWhileAwaited_goesOutPromptly(kind: Int) async {
        var runs = 0
        let a = NavigationAlert(title: "A", buttons: [NavigationAlert.Button("OK") { runs += 1 }])
        let uikit = FakeUIKit()
        uikit.navigation.apply(.showAlert(a))
        uikit.settle()
        _ = tapAlert(uikit)
        uikit.endForeignTransition()
        uikit.settle()
        let before = uikit.calls.count
        let firings = uikit.session.watchdogFirings
        switch kind {
        case 0: uikit.navigation.push(Screen(name: "p2"))
        case 1: uikit.navigation.apply(.present(module("sheet"), style: .sheet))
        default: uikit.navigation.setTabs([module("t1"), module("t2")])
        }
        uikit.settle()
        let out = uikit.calls(after: before)
        #expect(!out.isEmpty, "the program's change waits")
        #expect(uikit.session.watchdogFirings == firings)
        uikit.send(.alertAnswered(a.id, button: 0))
        uikit.expectConverged()
        #expect(runs == 1)
        #expect(presentAlertCount(uikit, a.id) == 1)
    }

    // T5: state dismisses the awaited alert, then the handler.
    @Test func t5_stateDismissesAwaited_thenHandler() async {
        var runs = 0
        let a = NavigationAlert(title: "A", buttons: [NavigationAlert.Button("OK") { runs += 1 }])
        let uikit = FakeUIKit()
        uikit.navigation.apply(.showAlert(a))
        uikit.settle()
        _ = tapAlert(uikit)
        uikit.endForeignTransition()
        uikit.navigation.apply(.dismissAlert)
        uikit.settle()
        uikit.send(.alertAnswered(a.id, button: 0))
        uikit.expectConverged()
        #expect(runs == 1)
    }

    // T6: guards on the awaited answer.
    @Test(arguments: [0, 1, 2, 3]) func t6_guardOnAwaitedAnswer(kind: Int) async {
        var runs = 0
        let a = NavigationAlert(title: "A", buttons: [NavigationAlert.Button("OK") { runs += 1 }])
        let c = NavigationAlert(title: "C", buttons: [NavigationAlert.Button("OK")])
        let uikit = FakeUIKit()
        _ = uikit.navigation.addGuard { operation, _ in
            guard operation == .dismissAlert else { return .allow }
            switch kind {
            case 0: return .reject("no")
            case 1: return .redirect([.dismissAlert, .push(module("after"))])
            case 2: return .redirect([.replaceAlert(c)])
            default: return .redirect([.push(module("instead"))])
            }
        }
        uikit.navigation.apply(.showAlert(a))
        uikit.settle()
        _ = tapAlert(uikit)
        uikit.endForeignTransition()
        uikit.settle()
        uikit.send(.alertAnswered(a.id, button: 0))
        uikit.settle()
        uikit.expectConverged()
        switch kind {
        case 0, 3:
            #expect(runs == 0)
            #expect(uikit.shown.alert == a.id)
        case 1: #expect(runs == 1)
        default: #expect(runs == 0, "redirected to replaceAlert: tap's doc says action unrun")
        }
    }

    // T7: answers for alerts never presented.
    @Test func t7_answerForQueuedNeverPresented() async {
        var runsB = 0
        let a = NavigationAlert(title: "A", buttons: [NavigationAlert.Button("OK")])
        let b = NavigationAlert(title: "B", buttons: [NavigationAlert.Button("OK") { runsB += 1 }])
        let uikit = FakeUIKit()
        uikit.navigation.apply(.showAlert(a))
        uikit.navigation.apply(.showAlert(b))
        uikit.settle()
        uikit.send(.alertAnswered(b.id, button: 0))
        uikit.send(.alertAnswered(a.id, button: 5))
        #expect(runsB == 0)
        #expect(uikit.navigation.state.alerts.count == 2)
        uikit.expectConverged(allowingUnexpected: 2)
    }

    // T8: re-tap with keepsStack.
    @Test func t8_reTapKeepsStack() async {
        var state = NavigationState(tabs: [module("A"), module("C")], reselection: .keepsStack)
        state.apply(.push(module("in A")))
        let uikit = FakeUIKit(state)
        uikit.settle()
        let tabA = uikit.navigation.state.tabs[0]
        uikit.navigation.push(Screen(name: "pushed"))
        uikit.navigation.apply(.selectTab(uikit.navigation.state.tabs[1].module))
        uikit.send(.tabReselected(tabA.id))
        uikit.complete()
        uikit.expectConverged()
        #expect(uikit.navigation.state.selectedTab?.id == tabA.id)
        #expect(uikit.navigation.state.tabs[0].stack.count == 2)
    }

    // T9: a guard refusing the reselection (a selectTab of the tab already selected).
    @Test func t9_reTapWithGuardRefusingReselection() async {
        var state = NavigationState(tabs: [module("A"), module("C")], reselection: .popsToRoot)
        state.apply(.push(module("in A")))
        let uikit = FakeUIKit(state)
        uikit.settle()
        _ = uikit.navigation.addGuard { operation, state in
            if case .selectTab(let m) = operation, state.selectedTab?.id == m.id { return .reject("no pop to root") }
            return .allow
        }
        let tabA = uikit.navigation.state.tabs[0]
        uikit.navigation.push(Screen(name: "pushed"))
        uikit.navigation.apply(.selectTab(uikit.navigation.state.tabs[1].module))
        uikit.send(.tabReselected(tabA.id))
        uikit.complete()
        uikit.expectConverged()
        #expect(uikit.navigation.state.selectedTab?.id == tabA.id, "the user's tap on the tab they see was undone")
    }

    // T10: popover tapped outside, B queued, cancel handler after.
    @Test func t10_alertDismissedThenCancelHandler_withBQueued() async {
        var cancelA = 0
        let a = NavigationAlert(
            title: "A", buttons: [NavigationAlert.Button("Cancel", role: .cancel) { cancelA += 1 }],
            isActionSheet: true)
        let b = NavigationAlert(title: "B", buttons: [NavigationAlert.Button("OK")])
        let uikit = FakeUIKit()
        uikit.navigation.apply(.showAlert(a))
        uikit.navigation.apply(.showAlert(b))
        uikit.settle()
        uikit.shown.alert = nil
        uikit.send(.alertDismissed(a.id))
        uikit.send(.alertAnswered(a.id, button: 0))
        uikit.expectConverged()
        #expect(cancelA == 1, "the cancel handler of A was lost")
        #expect(presentAlertCount(uikit, b.id) == 1)
    }

    @Test func t10b_alertDismissedThenCancelHandler_withBQueued_presentationCompletedFirst() async {
        var cancelA = 0
        let a = NavigationAlert(
            title: "A", buttons: [NavigationAlert.Button("Cancel", role: .cancel) { cancelA += 1 }],
            isActionSheet: true)
        let b = NavigationAlert(title: "B", buttons: [NavigationAlert.Button("OK")])
        let uikit = FakeUIKit()
        uikit.navigation.apply(.showAlert(a))
        uikit.navigation.apply(.showAlert(b))
        uikit.settle()
        uikit.shown.alert = nil
        uikit.send(.alertDismissed(a.id))
        uikit.settle()
        uikit.send(.alertAnswered(a.id, button: 0))
        uikit.expectConverged()
        #expect(cancelA == 1, "the cancel handler of A was lost")
    }

    // T11: handler then alertDismissed, twice (A then B); and the other order twice.
    @Test(arguments: [false, true]) func t11_twiceEachOrder(handlerFirst: Bool) async {
        var cancels = [0, 0]
        let alerts = (0..<2).map { i in
            NavigationAlert(
                title: "S\(i)",
                buttons: [
                    NavigationAlert.Button("Go"), NavigationAlert.Button("Cancel", role: .cancel) { cancels[i] += 1 },
                ],
                isActionSheet: true)
        }
        let uikit = FakeUIKit()
        for alert in alerts { uikit.navigation.apply(.showAlert(alert)) }
        uikit.settle()
        for alert in alerts {
            #expect(uikit.shown.alert == alert.id)
            uikit.shown.alert = nil
            if handlerFirst {
                uikit.send(.alertAnswered(alert.id, button: 1))
                uikit.send(.alertDismissed(alert.id))
            } else {
                uikit.send(.alertDismissed(alert.id))
                uikit.send(.alertAnswered(alert.id, button: 1))
            }
            uikit.settle()
        }
        uikit.expectConverged()
        #expect(cancels == [1, 1])
        #expect(uikit.navigation.state.alerts.isEmpty)
    }

    // T12: tapped outside during a held-back call; end before the popover's didDismiss.
    @Test func t12_popoverDismissedDuringHeldBack_endFirst_withBQueued() async {
        var cancelA = 0
        let a = NavigationAlert(
            title: "A", buttons: [NavigationAlert.Button("Cancel", role: .cancel) { cancelA += 1 }],
            isActionSheet: true)
        let b = NavigationAlert(title: "B", buttons: [NavigationAlert.Button("OK")])
        let uikit = FakeUIKit()
        uikit.navigation.apply(.showAlert(a))
        uikit.navigation.apply(.showAlert(b))
        uikit.settle()
        _ = tapAlert(uikit)
        uikit.endForeignTransition()
        uikit.send(.alertDismissed(a.id))
        uikit.settle()
        uikit.send(.alertAnswered(a.id, button: 0))
        uikit.expectConverged()
        #expect(cancelA == 1)
    }

    // T13: the held step's watchdog started twice: the original one (from the issue) still
    // asks after the transition end.
    @Test func t13_watchdogsOfTheHeldStep() async {
        let a = NavigationAlert(title: "A", buttons: [NavigationAlert.Button("OK")])
        let uikit = FakeUIKit()
        uikit.navigation.apply(.showAlert(a))
        uikit.settle()
        let (_, held) = tapAlert(uikit)
        uikit.endForeignTransition()
        let count = uikit.watchdogs.filter { $0 == held }.count
        withKnownIssue("the held step keeps the watchdog started with its call beside the new one") {
            #expect(count == 1)
        }
    }

    // T14: handler before transition end, with program change to setTabs (root kind).
    @Test func t14_answeredWithAnotherAlert_endFirst() async {
        let uikit = FakeUIKit()
        let second = NavigationAlert(title: "second")
        var runs = 0
        let first = NavigationAlert(
            title: "first",
            buttons: [
                NavigationAlert.Button("Next") { [weak navigation = uikit.navigation] in
                    runs += 1
                    navigation?.apply(.showAlert(second))
                }
            ])
        uikit.navigation.apply(.showAlert(first))
        uikit.settle()
        _ = tapAlert(uikit)
        uikit.endForeignTransition()
        uikit.settle()
        uikit.send(.alertAnswered(first.id, button: 0))
        uikit.expectConverged()
        #expect(runs == 1)
        #expect(presentAlertCount(uikit, second.id) == 1)
        #expect(uikit.shown.alert == second.id)
    }

    // T15: split view: rootAppeared collapsed then left window and appeared expanded.
    @Test func t15_splitCollapsedAtLaunch_thenExpandedOnReappear() async {
        var state = NavigationState()
        state.apply(.setSplitView(sidebar: module("sidebar")))
        state.apply(.selectInSidebar(module("detail")))
        let uikit = FakeUIKit(state, appears: false)
        uikit.shown.isCollapsed = true
        uikit.session.rootAppeared(splitViewIsCollapsed: true)
        uikit.settle()
        uikit.expectConverged()
        #expect(uikit.navigation.state.splitView?.isCollapsed == true)
        uikit.send(.leftWindow)
        uikit.shown.isCollapsed = false
        uikit.session.rootAppeared(splitViewIsCollapsed: false)
        uikit.settle()
        uikit.expectConverged()
        #expect(uikit.navigation.state.splitView?.isCollapsed == false)
    }
}

extension UIKitOutsideAlertAnswerProbes {
    // T1c: as T1, with B queued behind A.
    @Test func t1c_lateHandlerAfterReask_withBQueued() async {
        var runs = 0
        let a = NavigationAlert(title: "A", buttons: [NavigationAlert.Button("OK") { runs += 1 }])
        let b = NavigationAlert(title: "B", buttons: [NavigationAlert.Button("OK")])
        let uikit = FakeUIKit()
        uikit.navigation.apply(.showAlert(a))
        uikit.navigation.apply(.showAlert(b))
        uikit.settle()
        let (_, held) = tapAlert(uikit)
        uikit.endForeignTransition()
        uikit.settle()
        uikit.fireWatchdog(step: held)
        uikit.settle()
        uikit.send(.alertAnswered(a.id, button: 0))
        uikit.settle()
        uikit.expectConverged()
    }
}

extension UIKitOutsideAlertAnswerProbes {
    // T16: while a call is held back (waitingForUIKit), does the host's isWatching let its
    // watchdog through (the planner's recovery for a transition whose end never comes)?
    @Test func t16_heldStepIsWatched() async {
        let uikit = FakeUIKit()
        uikit.holdsBack = true
        uikit.navigation.apply(.present(module("sheet"), style: .sheet))
        let held = uikit.heldBack.last!.step
        withKnownIssue("a held step's watchdog is not the host's to fire: a coordinator that never completes stalls") {
            #expect(uikit.session.planner.isWatching(held), "the host swallows the watchdog of a held step")
        }
    }
}
