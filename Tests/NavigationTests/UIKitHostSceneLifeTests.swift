import Navigation
import Testing

// The UIKit host's planner through the scene's life: the background, the root leaving its
// window and joining one again, and a host that loads only once the app set its root up.

private struct Screen: Module {
    let name: String
    func build(container: Container) -> some View { EmptyView() }
}

private func module(_ name: String) -> AnyModule { AnyModule(Screen(name: name)) }

@MainActor private let root = module("root")

/// What UIKit shows with nothing presented, the root stack as the session shows it.
@MainActor private func nothingPresented(_ harness: UIKitSessionHarness) -> UIKitShown {
    var shown = harness.session.shown
    shown.presented = []
    shown.alert = nil
    return shown
}

@Suite @MainActor struct UIKitHostSceneLifeTests {
    @Test func inTheBackground_aDroppedPresentationWaits_andPresentsInTheForeground() async {
        let harness = UIKitSessionHarness(root: root)
        harness.navigation.apply(.present(module("sheet"), style: .sheet))
        let presenting = harness.calls[1]
        harness.session.handle(.enteredBackground)
        // UIKit dropped the presentation: the watchdog reads it, and nothing is asked again.
        harness.session.handle(.watchdogFired(step: presenting.step, showing: nothingPresented(harness)))
        harness.navigation.push(Screen(name: "meanwhile"))
        #expect(harness.calls.count == 2)
        #expect(harness.watchdogs.count == 2)
        harness.session.handle(.enteredForeground)
        harness.completeAll()
        #expect(harness.calls.map(\.call).filter { if case .present = $0 { true } else { false } }.count == 2)
        #expect(harness.session.shown == UIKitShown(showing: harness.navigation.state, root: root, collapsed: false))
        #expect(harness.session.planner.isSettled)
    }

    @Test func outOfTheWindow_nothingIsAskedAgain_atEachWatchdogFiring() async {
        let harness = UIKitSessionHarness(root: root)
        harness.navigation.apply(.present(module("sheet"), style: .sheet))
        let presenting = harness.calls[1]
        harness.session.handle(.leftWindow)
        // Out of the window, UIKit drops the presentation and its completion never comes.
        for _ in 0..<3 {
            harness.session.handle(.watchdogFired(step: presenting.step, showing: nothingPresented(harness)))
        }
        harness.navigation.apply(.present(module("later"), style: .modal))
        #expect(harness.calls.count == 2)
        #expect(harness.watchdogs.count == 2)
        #expect(harness.session.watchdogFirings == 1)
        harness.session.handle(.appeared)
        harness.completeAll()
        #expect(harness.session.shown == UIKitShown(showing: harness.navigation.state, root: root, collapsed: false))
        #expect(harness.session.planner.isSettled)
        #expect(harness.session.unexpectedEvents == 0)
    }

    @Test func leavingAWindowNeverJoined_isCounted() async {
        let harness = UIKitSessionHarness(root: root, appears: false)
        harness.session.handle(.leftWindow)
        #expect(harness.session.unexpectedEvents == 1)
    }

    @Test func aTabAppSetUpBeforeItsHostLoads_asksForTheTabsAlone_neverTheRootModule() async {
        // "Driving UIKit": the host is made with its root module, then the app sets the
        // tabs, then the window loads the host's root controller.
        let navigation = NavigationService()
        let session = UIKitHostSession(root: root, navigation: navigation)
        var calls: [UIKitCall] = []
        session.output = { output in
            if case .call(let call, let step) = output {
                calls.append(call)
                session.handle(.completed(step: step))
            }
        }
        navigation.setTabs([AnyModule(Screen(name: "main")), AnyModule(Screen(name: "settings"))])
        #expect(calls.isEmpty)
        session.handle(.loaded)
        session.handle(.appeared)
        let tabs = navigation.state.tabs
        #expect(
            calls == [
                .setRoot(.tabBar(tabs.map { UIKitTab(id: $0.id, viewControllers: [$0.id]) }, selected: tabs[0].id))
            ])
    }
}

@Suite @MainActor struct UIKitHostTraceTests {
    @Test func theTrace_hasALineForEveryEvent_decisionAndCall() async {
        let navigation = NavigationService()
        let session = UIKitHostSession(root: root, navigation: navigation)
        var lines: [String] = []
        session.trace = { lines.append($0) }
        var steps: [Int] = []
        session.output = { output in
            if case .call(_, let step) = output { steps.append(step) }
        }
        session.handle(.loaded)
        session.handle(.completed(step: steps[0]))
        session.handle(.appeared)
        navigation.apply(.present(module("sheet"), style: .sheet))
        session.handle(.enteredBackground)
        session.handle(.completed(step: 99))
        #expect(lines.first == "event loaded")
        #expect(lines.contains { $0.hasPrefix("do 1: set root navigation") })
        #expect(lines.contains { $0.hasPrefix("do watch 1 for") })
        #expect(lines.contains { $0.hasPrefix("event navigation changed, to show navigation") })
        #expect(lines.contains { $0.hasPrefix("do 2: present sheet") })
        #expect(lines.contains("event entered background"))
        #expect(lines.contains("do wait: the scene is in the background"))
        #expect(lines.contains { $0.hasPrefix("report unexpected completed 99") })
    }

    @Test func theTrace_namesTheWriteBackOfTheUsersGesture() async {
        let harness = UIKitSessionHarness(root: root, NavigationState(stack: [module("a")]))
        var lines: [String] = []
        harness.session.trace = { lines.append($0) }
        let popped = UIKitEvent.didShow(.layer(.root), viewControllers: [root.id])
        harness.session.handle(popped)
        #expect(lines.first == "event \(popped)")
        #expect(lines.contains { $0.hasPrefix("do apply ") })
    }
}
