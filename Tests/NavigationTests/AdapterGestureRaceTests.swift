import Navigation
import Testing

// Gestures that race the program, found by an outside review of the UIKit host and the
// SwiftUI adapter's tabs.

private struct RaceScreen: Module {
    let name: String
    func build(container: Container) -> some View { EmptyView() }
}

private func race(_ name: String) -> AnyModule { AnyModule(RaceScreen(name: name)) }

@MainActor private let raceRoot = race("root")

@MainActor private func makeRaceHarness(_ state: NavigationState = NavigationState()) -> UIKitSessionHarness {
    UIKitSessionHarness(root: raceRoot, state)
}

@Suite @MainActor struct AdapterGestureRaceTests {
    @Test func theWatchdogDuringAUsersPop_waits_andThePopIsKept() {
        let harness = makeRaceHarness(NavigationState(stack: [race("a")]))
        harness.completeAll()
        let ids = harness.session.shown.layers[0].modules.map(\.id)
        harness.navigation.apply(.present(race("sheet"), style: .sheet))  // its completion never comes
        let issued = harness.commands.count
        let token = harness.session.userTransitionBegan(.pop(.root))
        harness.session.resynchronize(
            with: UIKitHierarchy(layers: [.init(id: .root, style: nil, modules: [raceRoot])]))
        #expect(harness.commands.count == issued)
        harness.session.userPopEnded(token: token, kept: [ids[0]], poppedTop: ids[1])
        #expect(harness.navigation.state.stack.isEmpty)
    }

    @Test func aSwipeDownWhoseEndNeverCame_doesNotHoldPlanning_onceTheNextOneBegins() {
        let harness = makeRaceHarness()
        harness.navigation.apply(.present(race("sheet"), style: .sheet))
        harness.completeAll()
        let layer = harness.navigation.state.presentations[0].layerID
        _ = harness.session.userTransitionBegan(.dismissal(layer))  // its cancellation is never reported
        let second = harness.session.userTransitionBegan(.dismissal(layer))
        harness.session.userDismissalEnded(token: second, completed: false)
        let issued = harness.commands.count
        harness.navigation.apply(.push(race("x")))
        #expect(harness.commands.count > issued)
    }

    @Test func aSwiftUIPendingPop_countsOnItsTab_whenTheUserTapsAnotherTabFirst() {
        let navigation = NavigationService(state: NavigationState(tabs: [race("t1"), race("t2")]))
        navigation.apply(.push(race("a")))
        let session = ScreenSession(root: raceRoot, container: DependencyContainer(), navigation: navigation)
        session.navigationChanged()
        let root = session.layer(.root)!
        let tabA = root.stack(of: root.tabs[0])
        session.write(.path([]), from: tabA)  // the swipe back: its pop waits for the screen to leave
        session.write(.tabSelected(root.tabs[1].id), from: root)
        session.moduleDisappeared(tabA.stack[0].id)
        #expect(navigation.state.selectedTab?.id == root.tabs[1].id)
        #expect(navigation.state.tabs[0].stack.isEmpty)
    }
}
