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

/// A UIKit host session whose commands complete only when the test says so.
@MainActor
private final class RaceHarness {
    let navigation: NavigationService
    let session: UIKitHostSession
    var commands: [(step: Int, command: UIKitCommand)] = []

    init(_ state: NavigationState = NavigationState()) {
        navigation = NavigationService(state: state)
        session = UIKitHostSession(root: raceRoot, navigation: navigation)
        session.perform = { [unowned self] step, command in commands.append((step, command)) }
        session.appeared()
    }

    func completeAll() {
        while let last = commands.last, session.planner.transition?.step == last.step {
            session.transitionEnded(step: last.step)
        }
    }
}

@Suite @MainActor struct AdapterGestureRaceTests {
    @Test func theWatchdogDuringAUsersPop_waits_andThePopIsKept() {
        let harness = RaceHarness(NavigationState(stack: [race("a")]))
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
        let harness = RaceHarness()
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
