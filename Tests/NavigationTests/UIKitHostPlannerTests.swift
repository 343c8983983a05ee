import Navigation
import Testing

// Focused tests of the UIKit host's rules (`UIKitPresentationRule`): each fails without
// the rule it names.

private struct Screen: Module {
    let name: String
    func build(container: Container) -> some View { EmptyView() }
}

private func module(_ name: String) -> AnyModule { AnyModule(Screen(name: name)) }

@MainActor private let root = module("root")

@MainActor private func hierarchy(_ state: NavigationState) -> UIKitHierarchy {
    UIKitHierarchy(showing: state, root: root)
}

/// A session on screen whose commands complete only when the test says so, at `root`.
@MainActor private func makeHarness(_ state: NavigationState = NavigationState()) -> UIKitSessionHarness {
    UIKitSessionHarness(root: root, state)
}

@Suite @MainActor struct UIKitHostPlanTests {
    @Test func layersThatGo_areDismissedInOneStep_withTheAlertOverThem() {
        let shown = hierarchy(
            NavigationState(
                stack: [],
                presentations: [
                    Presentation(style: .sheet, module: module("a")), Presentation(style: .modal, module: module("b")),
                ],
                alerts: [NavigationAlert(title: "over b")]))
        let target = UIKitHierarchy(layers: [shown.layers[0]])
        let command = UIKitHostPlanner.nextCommand(from: shown, to: target)
        #expect(command == .dismiss(above: .root, animated: true))
        #expect(command?.applied(to: shown) == target)
    }

    @Test func newLayers_presentOneAtATime_animatingOnlyTheOneThatEndsOnTop() {
        var state = NavigationState()
        state.apply(.present(module("a"), style: .sheet))
        state.apply(.present(module("b"), style: .popup))
        var shown = hierarchy(NavigationState())
        var commands: [UIKitCommand] = []
        while let command = UIKitHostPlanner.nextCommand(from: shown, to: hierarchy(state)) {
            commands.append(command)
            shown = command.applied(to: shown)
        }
        #expect(
            commands == [
                .present(hierarchy(state).layers[1], animated: false),
                .present(hierarchy(state).layers[2], animated: true),
            ])
    }

    @Test func onlyASinglePushOrPopOnTheTopmostLayer_isAnimated() {
        let pushed = NavigationState(stack: [module("a")])
        var deeper = pushed
        deeper.apply(.push(module("b")))
        #expect(
            UIKitHostPlanner.nextCommand(from: hierarchy(pushed), to: hierarchy(deeper))
                == .setViewControllers([root] + deeper.stack, layer: .root, animated: true))
        #expect(
            UIKitHostPlanner.nextCommand(from: hierarchy(deeper), to: hierarchy(pushed))
                == .setViewControllers([root] + pushed.stack, layer: .root, animated: true))
        let replaced = NavigationState(stack: [module("c"), module("d")])
        #expect(
            UIKitHostPlanner.nextCommand(from: hierarchy(pushed), to: hierarchy(replaced))
                == .setViewControllers([root] + replaced.stack, layer: .root, animated: false))
        var alerted = pushed
        alerted.apply(.showAlert(NavigationAlert(title: "over")))
        var alertedDeeper = alerted
        alertedDeeper.apply(.push(module("b")))
        #expect(
            UIKitHostPlanner.nextCommand(from: hierarchy(alerted), to: hierarchy(alertedDeeper))
                == .setViewControllers([root] + alertedDeeper.stack, layer: .root, animated: false))
    }

    @Test func aPushUnderANewLayer_isNotAnimated() {
        var target = NavigationState()
        target.apply(.push(module("a")))
        target.apply(.present(module("b"), style: .modal))
        #expect(
            UIKitHostPlanner.nextCommand(from: hierarchy(NavigationState()), to: hierarchy(target))
                == .setViewControllers([root] + target.stack, layer: .root, animated: false))
    }

    @Test func theAlertThatShows_goesBeforeALayerIsPresented_andANewAlertComesLast() {
        let alert = NavigationAlert(title: "first")
        let shown = hierarchy(NavigationState(stack: [], alerts: [alert]))
        var state = NavigationState(stack: [], alerts: [alert])
        state.apply(.present(module("a"), style: .sheet))
        #expect(UIKitHostPlanner.nextCommand(from: shown, to: hierarchy(state)) == .dismissAlert(alert.id))
        let withoutAlert = UIKitCommand.dismissAlert(alert.id).applied(to: shown)
        #expect(
            UIKitHostPlanner.nextCommand(from: withoutAlert, to: hierarchy(state))
                == .present(hierarchy(state).layers[1], animated: true))
        let presented = UIKitCommand.present(hierarchy(state).layers[1], animated: true).applied(to: withoutAlert)
        #expect(UIKitHostPlanner.nextCommand(from: presented, to: hierarchy(state)) == .presentAlert(alert))
    }

    @Test func withTabs_theRootLayerShowsTheSelectedTab() {
        var state = NavigationState(tabs: [module("first"), module("second")], selectedIndex: 1)
        state.apply(.push(module("pushed")))
        #expect(hierarchy(state).layers[0].modules.map(\.id) == [state.tabs[1].module.id] + state.stack.map(\.id))
    }
}

@Suite @MainActor struct UIKitHostPlannerTests {
    @Test func nothingIsAsked_beforeTheRootAppears() async {
        let navigation = NavigationService()
        let session = UIKitHostSession(root: root, navigation: navigation)
        var commands: [UIKitCommand] = []
        session.perform = { _, command in commands.append(command) }
        navigation.apply(.present(module("a"), style: .modal))
        #expect(commands.isEmpty)
        session.appeared()
        #expect(commands.count == 1)
    }

    @Test func changesDuringACommand_waitForItsCompletion_andGoToTheLatestState() async {
        let harness = makeHarness()
        harness.navigation.apply(.present(module("a"), style: .modal))
        harness.navigation.apply(.dismiss)
        harness.navigation.apply(.present(module("b"), style: .sheet))
        #expect(harness.commands.count == 1)
        harness.session.transitionEnded(step: harness.commands[0].step)
        #expect(harness.commands.count == 2)
        #expect(harness.commands[1].command == .dismiss(above: .root, animated: true))
        harness.completeAll()
        #expect(harness.session.shown == hierarchy(harness.navigation.state))
        #expect(harness.session.planner.isSettled)
    }

    @Test func aStaleCompletion_changesNothing() async {
        let harness = makeHarness()
        harness.navigation.apply(.present(module("a"), style: .modal))
        let first = harness.commands[0].step
        harness.session.transitionEnded(step: first)
        harness.navigation.apply(.present(module("b"), style: .modal))
        harness.session.transitionEnded(step: first)
        #expect(harness.session.planner.transition?.step == first + 1)
        #expect(harness.commands.count == 2)
    }

    @Test func nothingIsAsked_duringTheUsersTransition() async {
        let harness = makeHarness(NavigationState(stack: [module("a")]))
        let token = harness.session.userTransitionBegan(.pop(.root))
        harness.navigation.apply(.present(module("b"), style: .modal))
        #expect(harness.commands.isEmpty)
        harness.session.userPopCancelled(token: token)
        #expect(harness.commands.count == 1)
    }

    @Test func aCompletedPop_popsTheLayersStack() async {
        let harness = makeHarness(NavigationState(stack: [module("a"), module("b")]))
        let shown = harness.session.shown.layers[0].modules.map(\.id)
        let token = harness.session.userTransitionBegan(.pop(.root))
        #expect(harness.session.userPopEnded(token: token, kept: Array(shown.prefix(2)), poppedTop: shown[2]))
        #expect(harness.navigation.state.stack.map(\.id) == [shown[1]])
        #expect(harness.commands.isEmpty)
    }

    @Test func aCancelledPop_changesNothing() async {
        let harness = makeHarness(NavigationState(stack: [module("a")]))
        let before = harness.navigation.state
        let token = harness.session.userTransitionBegan(.pop(.root))
        harness.session.userPopCancelled(token: token)
        #expect(harness.navigation.state.isIdentical(to: before))
        #expect(harness.commands.isEmpty)
    }

    @Test func aLatePop_ofAControllerNoLongerOnTop_changesNothing() async {
        let harness = makeHarness(NavigationState(stack: [module("a")]))
        let shown = harness.session.shown.layers[0].modules.map(\.id)
        let token = harness.session.userTransitionBegan(.pop(.root))
        harness.session.userPopEnded(token: token, kept: [shown[0]], poppedTop: shown[1])
        harness.navigation.apply(.push(module("a")))
        harness.completeAll()
        let before = harness.navigation.state
        // The same pop reported again, as a pop without a coordinator.
        let late = harness.session.userTransitionBegan(.pop(.root))
        #expect(!harness.session.userPopEnded(token: late, kept: [shown[0]], poppedTop: shown[1]))
        #expect(harness.navigation.state.isIdentical(to: before))
        // The same token once more.
        #expect(!harness.session.userPopEnded(token: token, kept: [shown[0]], poppedTop: shown[1]))
        #expect(harness.session.shown == hierarchy(harness.navigation.state))
    }

    @Test func aPopOfModulesTheStateNoLongerHolds_isUndoneInUIKit() async {
        let navigation = NavigationService(state: NavigationState(stack: [module("a")]))
        let harness = makeHarness(navigation.state)
        let shown = harness.session.shown.layers[0].modules.map(\.id)
        let token = harness.session.userTransitionBegan(.pop(.root))
        // The state replaced the stack while the user swiped.
        harness.navigation.apply(.setStack([module("c"), module("d")], layer: .root))
        #expect(!harness.session.userPopEnded(token: token, kept: [shown[0]], poppedTop: shown[1]))
        #expect(harness.navigation.state.stack.count == 2)
        #expect(
            harness.commands.last?.command
                == .setViewControllers([root] + harness.navigation.state.stack, layer: .root, animated: false))
    }

    @Test func aSwipedDownSheet_dismissesItsLayer_once() async {
        let harness = makeHarness()
        harness.navigation.apply(.present(module("a"), style: .sheet))
        harness.completeAll()
        let layer = harness.navigation.state.presentations[0].layerID
        let token = harness.session.userTransitionBegan(.dismissal(layer))
        #expect(harness.session.userDismissalEnded(token: token, completed: true))
        #expect(harness.navigation.state.presentations.isEmpty)
        #expect(harness.session.shown == hierarchy(harness.navigation.state))
        harness.navigation.apply(.present(module("b"), style: .sheet))
        let late = harness.session.userTransitionBegan(.dismissal(layer))
        #expect(!harness.session.userDismissalEnded(token: late, completed: true))
        #expect(harness.navigation.state.presentations.count == 1)
    }

    @Test func aCancelledSwipeDown_changesNothing() async {
        let harness = makeHarness()
        harness.navigation.apply(.present(module("a"), style: .sheet))
        harness.completeAll()
        let layer = harness.navigation.state.presentations[0].layerID
        let token = harness.session.userTransitionBegan(.dismissal(layer))
        #expect(!harness.session.userDismissalEnded(token: token, completed: false))
        #expect(harness.navigation.state.presentations.count == 1)
        #expect(harness.session.shown == hierarchy(harness.navigation.state))
    }

    @Test func anAnsweredAlert_runsItsActionOnce_andTheNextAlertPresents() async {
        var runs = 0
        let first = NavigationAlert(title: "first", buttons: [NavigationAlert.Button("OK") { runs += 1 }])
        let second = NavigationAlert(title: "second")
        let harness = makeHarness()
        harness.navigation.apply(.showAlert(first))
        harness.navigation.apply(.showAlert(second))
        harness.completeAll()
        #expect(harness.session.shown.alert?.id == first.id)
        #expect(harness.session.answer(first, with: first.buttons[0]))
        #expect(!harness.session.answer(first, with: first.buttons[0]))
        #expect(runs == 1)
        #expect(harness.commands.last?.command == .presentAlert(second))
    }

    @Test func resynchronizing_plansFromWhatUIKitShows() async {
        let harness = makeHarness()
        harness.navigation.apply(.present(module("a"), style: .modal))
        // UIKit dropped the presentation: its completion never comes.
        harness.session.resynchronize(with: hierarchy(NavigationState()))
        #expect(harness.commands.count == 2)
        #expect(harness.commands[1].command == harness.commands[0].command)
    }

    @Test func aPopPastTheDetailOfACollapsedSplitView_clearsTheSelection() async {
        var state = NavigationState()
        state.apply(.setSplitView(sidebar: module("sidebar")))
        state.apply(.selectInSidebar(module("detail")))
        state.apply(.push(module("pushed")))
        let harness = makeHarness(state)
        let shown = harness.session.shown.layers[0].modules.map(\.id)
        #expect(shown.count == 3)
        let token = harness.session.userTransitionBegan(.pop(.root))
        #expect(harness.session.userPopEnded(token: token, kept: [shown[0]], poppedTop: shown[2]))
        #expect(harness.navigation.state.splitView?.detail == nil)
        #expect(harness.session.shown == hierarchy(harness.navigation.state))
    }
}

@Suite @MainActor struct UIKitHostLateDismissalTests {
    @Test func aLateSwipeDown_ofALayerPresentedAgainButNotYetShown_changesNothing() async {
        let sheet = module("sheet")
        let harness = makeHarness()
        harness.navigation.apply(.present(sheet, style: .sheet))
        harness.completeAll()
        let layer = LayerID.presented(sheet.id)
        let token = harness.session.userTransitionBegan(.dismissal(layer))
        harness.session.userDismissalEnded(token: token, completed: true)
        // A command runs while the same appearance is presented again, so UIKit does not
        // show it yet when the old swipe is reported once more.
        harness.navigation.apply(.showAlert(NavigationAlert(title: "busy")))
        harness.navigation.apply(.present(sheet, style: .sheet))
        #expect(harness.navigation.state.presentations.map(\.layerID) == [layer])
        let late = harness.session.userTransitionBegan(.dismissal(layer))
        #expect(!harness.session.userDismissalEnded(token: late, completed: true))
        #expect(harness.navigation.state.presentations.count == 1)
    }
}

@Suite @MainActor struct UIKitHostSessionLifetimeTests {
    @Test func aFreedSession_takesItsListenerAway_atTheNavigationsNextChange() {
        let navigation = NavigationService()
        var session: UIKitHostSession? = UIKitHostSession(root: root, navigation: navigation)
        #expect(navigation.journalListenerCount == 1)
        session?.appeared()
        session = nil
        navigation.push(Screen(name: "after the host"))
        #expect(navigation.journalListenerCount == 0)
        navigation.push(Screen(name: "again"))
        #expect(navigation.state.items.count == 2)
    }
}
