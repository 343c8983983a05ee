import Navigation
import Testing

// Focused tests of the UIKit host's planner: what it asks of UIKit (`UIKitCall`) for
// each change, and what it makes of what UIKit reports (`UIKitEvent`). Each fails
// without the behaviour it names.

private struct Screen: Module {
    let name: String
    func build(container: Container) -> some View { EmptyView() }
}

private func module(_ name: String) -> AnyModule { AnyModule(Screen(name: name)) }

@MainActor private let root = module("root")

@MainActor private func shown(_ state: NavigationState, collapsed: Bool = false) -> UIKitShown {
    UIKitShown(showing: state, root: root, collapsed: collapsed)
}

private func ids(_ modules: [AnyModule]) -> [AnyModule.ID] { modules.map(\.id) }

@MainActor private func next(_ from: UIKitShown, _ to: NavigationState, onScreen: Bool = true) -> UIKitCall? {
    UIKitHostPlanner.nextCall(from: from, to: shown(to), alert: to.alert, isOnScreen: onScreen)
}

/// Every call from `from` to `to`, each applied before the next is planned.
@MainActor private func calls(_ from: UIKitShown, _ to: NavigationState) -> [UIKitCall] {
    var current = from
    var result: [UIKitCall] = []
    while let call = next(current, to), result.count < 20 {
        result.append(call)
        current = current.applying(call)
    }
    return result
}

/// A session on screen whose calls complete only when the test says so, at `root`.
@MainActor private func makeHarness(_ state: NavigationState = NavigationState()) -> UIKitSessionHarness {
    UIKitSessionHarness(root: root, state)
}

@Suite @MainActor struct UIKitHostPlanTests {
    @Test func layersThatGo_areDismissedInOneStep_withTheAlertOverThem() {
        let from = shown(
            NavigationState(
                stack: [],
                presentations: [
                    Presentation(style: .sheet, module: module("a")), Presentation(style: .modal, module: module("b")),
                ],
                alerts: [NavigationAlert(title: "over b")]))
        #expect(calls(from, NavigationState()) == [.dismiss(above: .root, animated: true)])
    }

    @Test func newLayers_presentOneAtATime_animatingOnlyTheOneThatEndsOnTop() {
        var state = NavigationState()
        state.apply(.present(module("a"), style: .sheet))
        state.apply(.present(module("b"), style: .popup))
        let target = shown(state)
        #expect(
            calls(shown(NavigationState()), state) == [
                .present(target.presented[0], animated: false), .present(target.presented[1], animated: true),
            ])
    }

    @Test func onlyASinglePushOrPopOnTopOfEverything_isAnimated() {
        let pushed = NavigationState(stack: [module("a")])
        var deeper = pushed
        deeper.apply(.push(module("b")))
        let rootIDs = { (state: NavigationState) in [root.id] + ids(state.stack) }
        #expect(next(shown(pushed), deeper) == .setViewControllers(rootIDs(deeper), of: .layer(.root), animated: true))
        #expect(next(shown(deeper), pushed) == .setViewControllers(rootIDs(pushed), of: .layer(.root), animated: true))
        let replaced = NavigationState(stack: [module("c"), module("d")])
        #expect(
            next(shown(pushed), replaced) == .setViewControllers(rootIDs(replaced), of: .layer(.root), animated: false))
        var alerted = pushed
        alerted.apply(.showAlert(NavigationAlert(title: "over")))
        var alertedDeeper = alerted
        alertedDeeper.apply(.push(module("b")))
        #expect(
            next(shown(alerted), alertedDeeper)
                == .setViewControllers(rootIDs(alertedDeeper), of: .layer(.root), animated: false))
    }

    @Test func aPushUnderANewLayer_isNotAnimated() {
        var target = NavigationState()
        target.apply(.push(module("a")))
        target.apply(.present(module("b"), style: .modal))
        #expect(
            next(shown(NavigationState()), target)
                == .setViewControllers([root.id] + ids(target.stack), of: .layer(.root), animated: false))
    }

    @Test func theAlertThatShows_goesBeforeALayerIsPresented_andANewAlertComesLast() {
        let alert = NavigationAlert(title: "first")
        var state = NavigationState(stack: [], alerts: [alert])
        state.apply(.present(module("a"), style: .sheet))
        #expect(
            calls(shown(NavigationState(stack: [], alerts: [alert])), state) == [
                .dismissAlert(alert.id, animated: true), .present(shown(state).presented[0], animated: true),
                .presentAlert(alert, animated: true),
            ])
    }

    @Test func offScreen_nothingIsPresented() {
        var state = NavigationState()
        state.apply(.present(module("a"), style: .sheet))
        state.apply(.showAlert(NavigationAlert(title: "later")))
        #expect(next(shown(NavigationState()), state, onScreen: false) == nil)
    }

    @Test func aRootOfAnotherKind_comesAfterThePresentedLayersGo() {
        var state = NavigationState()
        state.apply(.present(module("a"), style: .sheet))
        var tabs = state
        tabs.apply(.setTabs([module("first"), module("second")]))
        let target = shown(tabs)
        #expect(
            calls(shown(state), tabs) == [
                .dismiss(above: .root, animated: false), .setRoot(target.root),
                .present(target.presented[0], animated: true),
            ])
    }

    @Test func tabs_renderAsATabBarWithOneNavigationControllerPerTab() {
        var state = NavigationState(tabs: [module("first"), module("second")], selectedIndex: 1)
        state.apply(.push(module("pushed")))
        let tabs = state.tabs
        #expect(
            shown(state).root
                == .tabBar(
                    [
                        UIKitTab(id: tabs[0].id, viewControllers: [tabs[0].id]),
                        UIKitTab(id: tabs[1].id, viewControllers: [tabs[1].id] + ids(state.stack)),
                    ], selected: tabs[1].id))
    }

    @Test func aPushInAnotherTab_setsThatTabFirst_thenSelectsIt() {
        let before = NavigationState(tabs: [module("first"), module("second")])
        var after = before
        after.apply(.selectTab(before.tabs[1].module))
        after.apply(.push(module("pushed")))
        let second = after.tabs[1]
        #expect(
            calls(shown(before), after) == [
                .selectTab(second.id),
                .setViewControllers([second.id] + ids(second.stack), of: .tab(second.id), animated: true),
            ])
        var back = after
        back.apply(.selectTab(before.tabs[0].module))
        back.apply(.setStack([], layer: .root))
        back.apply(.selectTab(before.tabs[1].module))
        back.apply(.push(module("other")))
        back.apply(.selectTab(before.tabs[0].module))
        // The tab the user does not see changes first, unanimated.
        #expect(
            calls(shown(after), back) == [
                .setViewControllers([second.id] + ids(back.tabs[1].stack), of: .tab(second.id), animated: false),
                .selectTab(before.tabs[0].id),
            ])
    }

    @Test func newTabs_goToTheTabBarInOneCall() {
        let before = NavigationState(tabs: [module("first"), module("second")])
        var after = before
        after.apply(.setTabs([before.tabs[1].module, module("third")], selectedIndex: 1))
        let tabs = after.tabs.map { UIKitTab(id: $0.id, viewControllers: [$0.id]) }
        #expect(calls(shown(before), after) == [.setTabs(tabs, selected: after.tabs[1].id, animated: false)])
    }

    @Test func aCollapsedSplitView_fillsItsCompactColumn_andAnExpandedOneItsColumns() {
        var state = NavigationState()
        state.apply(.setSplitView(sidebar: module("sidebar"), style: .threeColumns))
        state.apply(.selectInSidebar(module("content")))
        state.apply(.selectInContent(module("detail")))
        state.apply(.push(module("pushed")))
        let split = state.splitView!
        guard case .split(let collapsed) = shown(state, collapsed: true).root,
            case .split(let expanded) = shown(state).root
        else { return #expect(Bool(false), "a split state renders as a split view") }
        #expect(collapsed.columns[.compact] == ids([split.sidebar] + split.collapsedPath))
        #expect(collapsed.columns[.primary] == [] && collapsed.columns[.secondary] == [])
        #expect(expanded.columns[.primary] == [split.sidebar.id])
        #expect(expanded.columns[.supplementary] == [split.content!.id])
        #expect(expanded.columns[.secondary] == [split.detail!.id] + ids(split.stack))
        #expect(expanded.columns[.compact] == [])
        // Collapsing takes one call: filling the compact column empties the others.
        var collapsing = shown(state)
        collapsing.isCollapsed = true
        let planned = UIKitHostPlanner.nextCall(
            from: collapsing, to: shown(state, collapsed: true), alert: nil, isOnScreen: true)
        #expect(planned == .setViewControllers(collapsed.columns[.compact]!, of: .column(.compact), animated: false))
        #expect(planned.map(collapsing.applying) == shown(state, collapsed: true))
    }
}

@Suite @MainActor struct UIKitHostPlannerTests {
    @Test func theFirstCallIsTheRoot_andNothingPresentsBeforeTheRootAppears() async {
        var state = NavigationState(stack: [module("a")])
        state.apply(.present(module("b"), style: .modal))
        let harness = UIKitSessionHarness(root: root, state, appears: false)
        #expect(harness.calls.map(\.call) == [.setRoot(.navigation([root.id] + ids(state.stack)))])
        harness.session.handle(.appeared)
        #expect(harness.calls(after: 1) == [.present(shown(state).presented[0], animated: true)])
    }

    @Test func changesDuringACall_waitForItsCompletion_andGoToTheLatestState() async {
        let harness = makeHarness()
        harness.navigation.apply(.present(module("a"), style: .modal))
        harness.navigation.apply(.dismiss)
        harness.navigation.apply(.present(module("b"), style: .sheet))
        #expect(harness.calls.count == 2)
        harness.completeCurrent()
        #expect(harness.calls(after: 2) == [.dismiss(above: .root, animated: true)])
        harness.completeAll()
        #expect(harness.session.shown == shown(harness.navigation.state))
        #expect(harness.session.planner.isSettled)
    }

    @Test func aCompletionThatComesSynchronously_fromInsideTheCall_isTakenInOrder() async {
        let navigation = NavigationService(state: NavigationState(stack: [module("a")]))
        let session = UIKitHostSession(root: root, navigation: navigation)
        var calls: [UIKitCall] = []
        session.output = { output in
            guard case .call(let call, let step) = output else { return }
            calls.append(call)
            session.handle(.completed(step: step))
        }
        session.handle(.loaded)
        session.handle(.appeared)
        navigation.apply(.push(module("b")))
        navigation.apply(.present(module("c"), style: .sheet))
        #expect(calls.count == 3)
        #expect(session.planner.isSettled)
        #expect(session.unexpectedEvents == 0)
    }

    @Test func aCompletionOfAStepNeverAsked_isCountedAndChangesNothing() async {
        let harness = makeHarness()
        harness.navigation.apply(.present(module("a"), style: .modal))
        let step = harness.session.planner.call?.step ?? 0
        harness.session.handle(.completed(step: step + 5))
        harness.completeCurrent()
        harness.session.handle(.completed(step: step))
        #expect(harness.session.unexpectedEvents == 2)
        #expect(harness.session.planner.isSettled)
    }

    @Test func nothingIsAsked_duringTheUsersPop_andACancelledPopChangesNothing() async {
        let harness = makeHarness(NavigationState(stack: [module("a")]))
        let before = harness.navigation.state
        harness.session.handle(.userPopBegan(.layer(.root)))
        harness.navigation.apply(.present(module("b"), style: .modal))
        #expect(harness.calls.count == 1)
        harness.session.handle(.userPopCancelled(.layer(.root)))
        #expect(harness.navigation.state.stack == before.stack)
        #expect(harness.calls(after: 1).count == 1)
    }

    @Test func aFinishedPop_popsTheStack_once() async {
        let harness = makeHarness(NavigationState(stack: [module("a"), module("b")]))
        let rootIDs = harness.session.shown.viewControllers(of: .layer(.root)) ?? []
        harness.session.handle(.userPopBegan(.layer(.root)))
        harness.session.handle(.userPopFinished(.layer(.root), viewControllers: Array(rootIDs.prefix(2))))
        harness.session.handle(.didShow(.layer(.root), viewControllers: Array(rootIDs.prefix(2))))
        #expect(ids(harness.navigation.state.stack) == [rootIDs[1]])
        #expect(harness.calls.count == 1)
        #expect(harness.session.planner.isSettled)
        #expect(harness.session.unexpectedEvents == 0)
    }

    @Test func aBackButtonPopWithoutACoordinator_isReadFromDidShow() async {
        let harness = makeHarness(NavigationState(stack: [module("a")]))
        harness.session.handle(.didShow(.layer(.root), viewControllers: [root.id]))
        #expect(harness.navigation.state.stack.isEmpty)
        #expect(harness.calls.count == 1)
    }

    @Test func aPopOfModulesTheStateNoLongerHolds_isUndoneInUIKit() async {
        let harness = makeHarness(NavigationState(stack: [module("a")]))
        harness.session.handle(.userPopBegan(.layer(.root)))
        // The state replaced the stack while the user swiped.
        harness.navigation.apply(.setStack([module("c"), module("d")], layer: .root))
        harness.session.handle(.userPopFinished(.layer(.root), viewControllers: [root.id]))
        #expect(harness.navigation.state.stack.count == 2)
        #expect(
            harness.calls(after: 1)
                == [
                    .setViewControllers(
                        [root.id] + ids(harness.navigation.state.stack), of: .layer(.root), animated: false)
                ]
        )
    }

    @Test func aPushTheProgramMakesDuringThePop_stays() async {
        let harness = makeHarness(NavigationState(stack: [module("a"), module("b")]))
        harness.session.handle(.userPopBegan(.layer(.root)))
        harness.navigation.push(Screen(name: "c"))
        let pushed = harness.navigation.state.stack[2]
        let kept = Array((harness.session.shown.viewControllers(of: .layer(.root)) ?? []).prefix(2))
        harness.session.handle(.userPopFinished(.layer(.root), viewControllers: kept))
        #expect(ids(harness.navigation.state.stack) == [kept[1], pushed.id])
    }

    @Test func aPresentationTheProgramMakesDuringASwipeDown_stays() async {
        let harness = makeHarness()
        harness.navigation.apply(.present(module("swiped"), style: .sheet))
        harness.completeAll()
        let swiped = harness.navigation.state.presentations[0].layerID
        harness.session.handle(.dismissalBegan(swiped))
        harness.navigation.apply(.present(module("new"), style: .modal))
        harness.navigation.push(Screen(name: "in new"))
        let presented = harness.navigation.state.presentations[1]
        harness.session.handle(.didDismiss(swiped))
        #expect(harness.navigation.state.presentations.map(\.layerID) == [presented.layerID])
        #expect(harness.navigation.state.presentations.first?.stack == presented.stack)
    }

    @Test func aPushTheProgramMakesDuringASwipeDown_goesOntoTheLayerBelow() async {
        let harness = makeHarness()
        harness.navigation.apply(.present(module("swiped"), style: .sheet))
        harness.completeAll()
        let swiped = harness.navigation.state.presentations[0].layerID
        harness.session.handle(.dismissalBegan(swiped))
        harness.navigation.push(Screen(name: "pushed"))
        let pushed = harness.navigation.state.presentations[0].stack[0]
        harness.session.handle(.didDismiss(swiped))
        #expect(harness.navigation.state.presentations.isEmpty)
        #expect(ids(harness.navigation.state.stack) == [pushed.id])
    }

    @Test func anAlertAnsweredWhileThePlannerDismissesIt_isAnswered() async {
        var runs = 0
        let alert = NavigationAlert(title: "asked", buttons: [NavigationAlert.Button("OK") { runs += 1 }])
        let harness = makeHarness()
        harness.navigation.apply(.showAlert(alert))
        harness.completeAll()
        harness.navigation.apply(.present(module("sheet"), style: .sheet))
        #expect(harness.calls.last?.call == .dismissAlert(alert.id, animated: true))
        harness.session.handle(.alertAnswered(alert.id, button: 0))
        harness.completeAll()
        #expect(runs == 1)
        #expect(harness.navigation.state.alerts.isEmpty)
        #expect(harness.session.unexpectedEvents == 0)
    }

    @Test func anAlertTheStateLetGoOfBeforeItsHandlerRan_isAnsweredOnce() async {
        var runs = 0
        let alert = NavigationAlert(title: "asked", buttons: [NavigationAlert.Button("OK") { runs += 1 }])
        let harness = makeHarness()
        harness.navigation.apply(.showAlert(alert))
        harness.completeAll()
        harness.navigation.apply(.dismissAlert)
        harness.session.handle(.alertAnswered(alert.id, button: 0))
        harness.session.handle(.alertAnswered(alert.id, button: 0))
        #expect(runs == 1)
    }

    @Test func anAlertAnswerAGuardRefuses_leavesTheActionUnrun_andTheAlertBack() async {
        var runs = 0
        let alert = NavigationAlert(title: "asked", buttons: [NavigationAlert.Button("OK") { runs += 1 }])
        let harness = makeHarness()
        _ = harness.navigation.addGuard { operation, _ in operation == .dismissAlert ? .reject("busy") : .allow }
        harness.navigation.apply(.showAlert(alert))
        harness.completeAll()
        // UIKit took the alert down as the user tapped; the guard keeps it in the state.
        harness.session.handle(.alertAnswered(alert.id, button: 0))
        harness.completeAll()
        #expect(runs == 0, "the refused answer's action ran")
        #expect(harness.navigation.state.alert?.id == alert.id)
        #expect(harness.session.shown.alert == alert.id, "UIKit shows the kept alert again")
    }

    @Test func aPopAGuardRefuses_isUndoneInUIKit() async {
        let harness = makeHarness(NavigationState(stack: [module("a")]))
        _ = harness.navigation.addGuard { operation, _ in
            if case .setStack = operation { return .reject("kept") }
            return .allow
        }
        let rootIDs = harness.session.shown.viewControllers(of: .layer(.root)) ?? []
        harness.session.handle(.userPopBegan(.layer(.root)))
        harness.session.handle(.userPopFinished(.layer(.root), viewControllers: [root.id]))
        #expect(harness.navigation.state.stack.count == 1)
        #expect(harness.calls(after: 1) == [.setViewControllers(rootIDs, of: .layer(.root), animated: true)])
    }

    @Test func aSwipedDownSheet_dismissesItsLayer_once_andACancelledOneNothing() async {
        let harness = makeHarness()
        harness.navigation.apply(.present(module("a"), style: .sheet))
        harness.navigation.apply(.present(module("b"), style: .sheet))
        harness.completeAll()
        let layers = harness.navigation.state.presentations.map(\.layerID)
        harness.session.handle(.dismissalBegan(layers[1]))
        harness.session.handle(.dismissalCancelled(layers[1]))
        #expect(harness.navigation.state.presentations.count == 2)
        harness.session.handle(.dismissalBegan(layers[1]))
        // It went back up without a report, and the user swipes again.
        harness.session.handle(.dismissalBegan(layers[1]))
        harness.session.handle(.didDismiss(layers[1]))
        #expect(harness.navigation.state.presentations.map(\.layerID) == [layers[0]])
        harness.session.handle(.didDismiss(layers[1]))
        #expect(harness.navigation.state.presentations.map(\.layerID) == [layers[0]])
        #expect(harness.session.unexpectedEvents == 1)
        #expect(harness.session.planner.isSettled)
    }

    @Test func aTapOutsideAPopup_dismissesIt_onlyWhenItsOptionsSaySo() async {
        let harness = makeHarness()
        harness.navigation.apply(.present(module("kept"), style: .popup))
        harness.navigation.apply(.present(module("tapped"), style: .popup(PopupOptions(dismissesOnTapOutside: true))))
        harness.completeAll()
        let layers = harness.navigation.state.presentations.map(\.layerID)
        let count = harness.calls.count
        harness.session.handle(.tappedOutside(layers[1]))
        #expect(harness.navigation.state.presentations.map(\.layerID) == [layers[0]])
        #expect(harness.calls(after: count) == [.dismiss(above: layers[0], animated: true)])
        harness.completeAll()
        harness.session.handle(.tappedOutside(layers[0]))
        #expect(harness.navigation.state.presentations.count == 1)
    }

    @Test func aTapOutsideAPopup_whileASheetSlidesUpOverIt_neverDismissesWhatThePlannerPresentsOver() async {
        let harness = makeHarness()
        harness.navigation.apply(.present(module("popup"), style: .popup(PopupOptions(dismissesOnTapOutside: true))))
        harness.completeAll()
        let count = harness.calls.count
        harness.navigation.apply(.present(module("over"), style: .sheet))
        let layers = harness.navigation.state.presentations.map(\.layerID)
        let sheet = shown(harness.navigation.state).presented.last
        // The sheet slides up; the backdrop still takes the user's tap.
        harness.session.handle(.tappedOutside(layers[0]))
        harness.completeAll()
        #expect(harness.navigation.state.presentations.map(\.layerID) == layers)
        // One present, and no dismissal that would take the sheet away to bring it back.
        #expect(harness.calls(after: count) == sheet.map { [.present($0, animated: true)] })
        #expect(harness.session.unexpectedEvents == 0)
        #expect(harness.session.planner.isSettled)
    }

    @Test func aTapOutsideAPopup_whileUIKitDropsThePresentationOverIt_dismissesThePopup_keepingTheProgramsLayer()
        async
    {
        let harness = makeHarness()
        harness.navigation.apply(.present(module("popup"), style: .popup(PopupOptions(dismissesOnTapOutside: true))))
        harness.completeAll()
        let popupShown = harness.session.shown
        harness.navigation.apply(.present(module("over"), style: .sheet))
        let popup = harness.navigation.state.presentations[0].layerID
        let step = harness.session.planner.call!.step
        harness.session.handle(.tappedOutside(popup))
        #expect(harness.navigation.state.presentations.count == 2)
        // UIKit dropped the sheet: the popup was on top when the user tapped.
        harness.session.handle(.watchdogFired(step: step, showing: popupShown))
        harness.completeAll()
        #expect(harness.navigation.state.presentations.map { $0.module.unwrap(as: Screen.self)?.name } == ["over"])
        #expect(harness.session.planner.isSettled)
        #expect(harness.session.unexpectedEvents == 0)
    }

    @Test func anAnsweredAlert_runsItsActionOnce_andTheNextAlertPresents() async {
        var runs = 0
        let first = NavigationAlert(title: "first", buttons: [NavigationAlert.Button("OK") { runs += 1 }])
        let second = NavigationAlert(title: "second")
        let harness = makeHarness()
        harness.navigation.apply(.showAlert(first))
        harness.navigation.apply(.showAlert(second))
        harness.completeAll()
        #expect(harness.session.shown.alert == first.id)
        harness.session.handle(.alertAnswered(first.id, button: 0))
        harness.session.handle(.alertAnswered(first.id, button: 0))
        #expect(runs == 1)
        #expect(harness.calls.last?.call == .presentAlert(second, animated: true))
        #expect(harness.session.unexpectedEvents == 1)
    }

    @Test func aWatchdog_rereadsUIKit_andPlansFromThere_countingEachFiring() async {
        let harness = UIKitSessionHarness(root: root, watchdogInterval: .milliseconds(300))
        harness.navigation.apply(.present(module("a"), style: .modal))
        let step = harness.calls[1].step
        #expect(harness.watchdogs.last! == (step, .milliseconds(300)))
        // UIKit dropped the presentation: its completion never comes.
        harness.session.handle(.watchdogFired(step: step, showing: UIKitShown(root: .navigation([root.id]))))
        #expect(harness.session.watchdogFirings == 1)
        #expect(harness.calls(after: 2) == [harness.calls[1].call])
        // Its completion, late, and its watchdog again, stale: neither is wrong.
        harness.session.handle(.completed(step: step))
        harness.session.handle(.watchdogFired(step: step, showing: UIKitShown(root: .navigation([root.id]))))
        harness.completeAll()
        #expect(harness.session.watchdogFirings == 1)
        #expect(harness.session.unexpectedEvents == 0)
        #expect(harness.session.planner.isSettled)
    }

    @Test func aWatchdogDuringTheUsersGesture_looksAgainLater() async {
        let harness = makeHarness(NavigationState(stack: [module("a")]))
        harness.navigation.apply(.showAlert(NavigationAlert(title: "slow")))
        let step = harness.calls[1].step
        harness.session.handle(.userPopBegan(.layer(.root)))
        harness.session.handle(.watchdogFired(step: step, showing: UIKitShown(root: .navigation([]))))
        #expect(harness.watchdogs.map(\.step) == [1, step, step])
        #expect(harness.session.planner.call?.step == step)
    }

    @Test func aCallHeldBackForUIKitsOwnTransition_isPlannedAgainFromTheLatestState() async {
        let harness = makeHarness()
        harness.navigation.apply(.present(module("first"), style: .sheet))
        let held = harness.calls[1].step
        // An alert the user answered is dismissing itself: the host does not make the call.
        harness.session.handle(.callHeldBack(step: held))
        harness.navigation.apply(.present(module("second"), style: .modal))
        #expect(harness.calls.count == 2)
        harness.session.handle(.foreignTransitionEnded(showing: harness.session.shown))
        harness.completeAll()
        let target = shown(harness.navigation.state)
        // Planned again toward both layers: the first no longer slides in only to be covered.
        #expect(
            harness.calls(after: 2) == [
                .present(target.presented[0], animated: false), .present(target.presented[1], animated: true),
            ])
        #expect(harness.session.planner.isSettled)
        #expect(harness.session.unexpectedEvents == 0)
    }

    @Test func inTheBackground_nothingIsAsked_untilTheForeground() async {
        let harness = makeHarness()
        harness.session.handle(.enteredBackground)
        harness.navigation.apply(.present(module("a"), style: .modal))
        #expect(harness.calls.count == 1)
        harness.session.handle(.enteredForeground)
        #expect(harness.calls.count == 2)
    }

    @Test func impossibleEvents_areCounted_neverTrapping() async {
        let harness = makeHarness()
        harness.session.handle(.userPopCancelled(.layer(.root)))
        harness.session.handle(.userPopBegan(.layer(.root)))
        harness.session.handle(.tabSelected(root.id))
        harness.session.handle(.splitCollapsed)
        harness.session.handle(.dismissalBegan(.presented(root.id)))
        harness.session.handle(.loaded)
        #expect(harness.session.unexpectedEvents == 6)
        #expect(harness.session.planner.isSettled)
    }

    @Test func suppressedAnimations_leaveEveryCallUnanimated_untilTheScreenSettles() async {
        let harness = makeHarness()
        harness.session.suppressAnimationsUntilSettled()
        harness.navigation.push(Screen(name: "a"))
        harness.navigation.apply(.present(module("b"), style: .sheet))
        harness.completeAll()
        harness.navigation.push(Screen(name: "c"))
        let animations = harness.calls(after: 1).map { call -> Bool in
            switch call {
            case .setViewControllers(_, _, let animated), .present(_, let animated): animated
            default: true
            }
        }
        #expect(animations == [false, false, true])
    }

    @Test func onSettle_runsOnceTheScreenShowsTheChange() async {
        let harness = makeHarness()
        var settled = 0
        harness.session.onSettle = { settled += 1 }
        harness.navigation.apply(.present(module("a"), style: .modal))
        harness.navigation.push(Screen(name: "b"))
        #expect(settled == 0)
        harness.completeAll()
        #expect(settled == 1)
    }
}

@Suite @MainActor struct UIKitHostTabTests {
    private func tabs(_ reselection: TabReselection = .popsToRoot) -> UIKitSessionHarness {
        var state = NavigationState(tabs: [module("first"), module("second")], reselection: reselection)
        state.apply(.push(module("pushed")))
        return makeHarness(state)
    }

    @Test func theUsersTabSelection_writesBack_andAskesNothing() async {
        let harness = tabs()
        let second = harness.navigation.state.tabs[1]
        harness.session.handle(.tabSelected(second.id))
        #expect(harness.navigation.state.selectedTab?.id == second.id)
        #expect(harness.calls.count == 1)
        #expect(harness.session.planner.isSettled)
    }

    @Test func aReTap_followsTheReselectionRule() async {
        let popping = tabs(.popsToRoot)
        let first = popping.navigation.state.tabs[0]
        popping.session.handle(.tabReselected(first.id))
        #expect(popping.navigation.state.stack.isEmpty)
        #expect(popping.calls(after: 1) == [.setViewControllers([first.id], of: .tab(first.id), animated: true)])
        let keeping = tabs(.keepsStack)
        keeping.session.handle(.tabReselected(keeping.navigation.state.tabs[0].id))
        #expect(keeping.navigation.state.stack.count == 1)
        #expect(keeping.calls.count == 1)
    }

    @Test func aPopThatEndsAfterATabSwitch_landsInItsOwnTab() async {
        let harness = tabs()
        let first = harness.navigation.state.tabs[0]
        let second = harness.navigation.state.tabs[1]
        harness.session.handle(.userPopBegan(.tab(first.id)))
        harness.navigation.apply(.selectTab(second.module))
        harness.session.handle(.userPopFinished(.tab(first.id), viewControllers: [first.id]))
        #expect(harness.navigation.state.selectedTab?.id == second.id)
        #expect(harness.navigation.state.tabs[0].stack.isEmpty)
        #expect(harness.calls(after: 1) == [.selectTab(second.id)])
        harness.completeAll()
        #expect(harness.session.planner.isSettled)
    }

    @Test func aPresentationOverTabs_andItsStack_behaveAsOverAStack() async {
        let harness = tabs()
        harness.navigation.apply(.present(module("sheet"), style: .sheet))
        harness.completeAll()
        harness.navigation.push(Screen(name: "in the sheet"))
        let layer = harness.navigation.state.presentations[0]
        #expect(
            harness.calls.last?.call
                == .setViewControllers(ids([layer.module] + layer.stack), of: .layer(layer.layerID), animated: true))
    }
}

@Suite @MainActor struct UIKitHostSplitTests {
    private func split(collapsed: Bool) -> UIKitSessionHarness {
        var state = NavigationState()
        state.apply(.setSplitView(sidebar: module("sidebar")))
        state.apply(.setSplitViewCollapsed(collapsed))
        state.apply(.selectInSidebar(module("detail")))
        state.apply(.push(module("pushed")))
        return makeHarness(state)
    }

    @Test func collapsing_writesBack_andFillsTheCompactColumn() async {
        let harness = split(collapsed: false)
        harness.session.handle(.splitCollapsed)
        let splitView = harness.navigation.state.splitView!
        #expect(splitView.isCollapsed)
        #expect(
            harness.calls(after: 1) == [
                .setViewControllers(
                    ids([splitView.sidebar] + splitView.collapsedPath), of: .column(.compact), animated: false)
            ])
        harness.completeAll()
        harness.session.handle(.splitExpanded)
        #expect(harness.navigation.state.splitView?.isCollapsed == false)
        harness.completeAll()
        #expect(harness.session.shown == shown(harness.navigation.state))
    }

    @Test func aPopPastTheDetailOfACollapsedSplitView_clearsTheSelection() async {
        let harness = split(collapsed: true)
        let compact = harness.session.shown.viewControllers(of: .column(.compact)) ?? []
        #expect(compact.count == 3)
        harness.session.handle(.userPopBegan(.column(.compact)))
        harness.session.handle(.userPopFinished(.column(.compact), viewControllers: [compact[0]]))
        #expect(harness.navigation.state.splitView?.detail == nil)
        #expect(harness.session.shown == shown(harness.navigation.state, collapsed: true))
    }

    @Test func aPopPastTheContentOfACollapsedThreeColumnSplitView_clearsTheContentsSelection() async {
        var state = NavigationState()
        state.apply(.setSplitView(sidebar: module("sidebar"), style: .threeColumns))
        state.apply(.setSplitViewCollapsed(true))
        state.apply(.selectInSidebar(module("content")))
        state.apply(.selectInContent(module("detail")))
        let harness = makeHarness(state)
        let compact = harness.session.shown.viewControllers(of: .column(.compact)) ?? []
        harness.session.handle(.didShow(.column(.compact), viewControllers: Array(compact.prefix(2))))
        #expect(harness.navigation.state.splitView?.content?.id == compact[1])
        #expect(harness.navigation.state.splitView?.detail == nil)
    }

    @Test func aPopInADetailColumnWithNothingSelected_popsOnlyWhatItTook() async {
        var state = NavigationState()
        state.apply(.setSplitView(sidebar: module("sidebar")))
        state.apply(.push(module("x")))
        state.apply(.push(module("y")))
        let harness = makeHarness(state)
        let secondary = harness.session.shown.viewControllers(of: .column(.secondary)) ?? []
        #expect(secondary.count == 2)
        harness.session.handle(.didShow(.column(.secondary), viewControllers: [secondary[0]]))
        #expect(ids(harness.navigation.state.stack) == [secondary[0]])
    }

    @Test func aBackButtonPopThatBeganInTheDetailColumn_landsWhenTheSplitViewCollapsesMeanwhile() async {
        let harness = split(collapsed: false)
        let detail = harness.session.shown.viewControllers(of: .column(.secondary)) ?? []
        #expect(detail.count == 2)
        harness.session.handle(.userPopBegan(.column(.secondary)))
        harness.session.handle(.splitCollapsed)
        harness.session.handle(.userPopFinished(.column(.secondary), viewControllers: [detail[0]]))
        harness.session.handle(.didShow(.column(.secondary), viewControllers: [detail[0]]))
        let splitView = harness.navigation.state.splitView!
        #expect(harness.navigation.state.stack.isEmpty)
        #expect(splitView.detail?.id == detail[0] && splitView.isCollapsed)
        // The compact column shows the stack without the popped screen.
        harness.completeAll()
        #expect(harness.session.shown.viewControllers(of: .column(.compact)) == [splitView.sidebar.id, detail[0]])
        #expect(harness.session.planner.isSettled)
        #expect(harness.session.unexpectedEvents == 0)
    }

    @Test func aSidebarChoiceInAnExpandedSplitView_showsItsColumn() async {
        var state = NavigationState()
        state.apply(.setSplitView(sidebar: module("sidebar")))
        let harness = makeHarness(state)
        let count = harness.calls.count
        harness.navigation.apply(.selectInSidebar(module("chosen")))
        harness.completeAll()
        let chosen = harness.navigation.state.splitView!.detail!.id
        #expect(
            harness.calls(after: count) == [
                .setViewControllers([chosen], of: .column(.secondary), animated: true), .showColumn(.secondary),
            ])
        // A push in the detail column shows no column again.
        harness.navigation.push(Screen(name: "pushed"))
        harness.completeAll()
        #expect(!harness.calls(after: count + 2).contains(.showColumn(.secondary)))
        #expect(harness.session.planner.isSettled)
    }

    @Test func aContentChoiceInAnExpandedThreeColumnSplitView_showsTheDeepestColumnChosen() async {
        var state = NavigationState()
        state.apply(.setSplitView(sidebar: module("sidebar"), style: .threeColumns))
        let harness = makeHarness(state)
        let count = harness.calls.count
        harness.navigation.apply(.selectInSidebar(module("content")))
        harness.completeAll()
        #expect(harness.calls(after: count).last == .showColumn(.supplementary))
        let shownContent = harness.calls.count
        harness.navigation.apply([.selectInSidebar(module("other")), .selectInContent(module("detail"))])
        harness.completeAll()
        #expect(
            harness.calls(after: shownContent).filter { if case .showColumn = $0 { true } else { false } } == [
                .showColumn(.secondary)
            ])
    }

    @Test func aSelectionInACollapsedSplitView_showsNoColumn() async {
        var state = NavigationState()
        state.apply(.setSplitView(sidebar: module("sidebar")))
        state.apply(.setSplitViewCollapsed(true))
        let harness = makeHarness(state)
        harness.navigation.apply(.selectInSidebar(module("chosen")))
        harness.completeAll()
        #expect(!harness.calls.map(\.call).contains(.showColumn(.secondary)))
    }

    @Test func aPopInTheDetailColumn_popsTheDetailStack() async {
        let harness = split(collapsed: false)
        let detail = harness.session.shown.viewControllers(of: .column(.secondary)) ?? []
        harness.session.handle(.didShow(.column(.secondary), viewControllers: [detail[0]]))
        #expect(harness.navigation.state.stack.isEmpty)
        #expect(harness.navigation.state.splitView?.detail?.id == detail[0])
    }
}

@Suite @MainActor struct UIKitHostSessionLifetimeTests {
    @Test func aFreedSession_takesItsListenerAway_atTheNavigationsNextChange() {
        let navigation = NavigationService()
        var session: UIKitHostSession? = UIKitHostSession(root: root, navigation: navigation)
        #expect(navigation.journalListenerCount == 1)
        session?.handle(.loaded)
        session = nil
        navigation.push(Screen(name: "after the host"))
        #expect(navigation.journalListenerCount == 0)
        navigation.push(Screen(name: "again"))
        #expect(navigation.state.items.count == 2)
    }
}
