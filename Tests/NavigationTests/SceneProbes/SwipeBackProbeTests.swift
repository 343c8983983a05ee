import Navigation
import Testing

// A user's swipe back, as SwiftUI reports it: the shorter path is written when the
// gesture starts (or ends), the popped screen's `onDisappear` comes when it ends, and a
// cancelled gesture writes the longer path back. What happens in between must neither be
// lost nor replayed over it.

@Suite @MainActor struct SwipeBackProbeTests {
    /// A scene showing `names` pushed over the root, settled.
    private func scene(showing names: [String]) -> ProbeScene {
        let scene = ProbeScene()
        scene.navigation.setStack(names.map(scene.screen))
        scene.settle()
        return scene
    }

    @Test func aProgramPushFromTheRevealedScreensOnAppear_survivesTheSwipe() async {
        let scene = scene(showing: ["a", "b"])
        let stack = scene.stack()!
        let b = stack.binding.path[1]
        // The gesture starts: SwiftUI writes the shorter path; `a` appears again and its
        // presenter pushes `c` at once.
        scene.userWrites(Array(stack.binding.path.prefix(1)), to: stack)
        scene.navigation.push(ProbeScreen(name: "c", log: scene.log))
        // The gesture ends: `b` leaves.
        stack.disappeared(b)
        scene.settle()
        #expect(scene.statePath == ["a", "c"])
        #expect(scene.mismatches() == [])
    }

    @Test func aProgramPopInThePopWindow_popsTheScreenStillShown_notTheOneGone() async {
        let scene = scene(showing: ["a", "b", "c"])
        let stack = scene.stack()!
        let c = stack.binding.path[2]
        scene.userWrites(Array(stack.binding.path.prefix(2)), to: stack)
        // An awaited result lands on `b` and pops it, before `c` reported leaving.
        scene.navigation.pop()
        stack.disappeared(c)
        scene.settle()
        #expect(scene.statePath == ["a"])
        #expect(scene.mismatches() == [])
    }

    @Test func theBackButtonWrittenAtTheGesturesEnd_afterOnDisappear_popsOnce() async {
        let scene = scene(showing: ["a", "b"])
        let stack = scene.stack()!
        let b = stack.binding.path[1]
        // The other order: the popped screen leaves first, then the path is written.
        stack.disappeared(b)
        scene.userWrites(Array(stack.binding.path.prefix(1)), to: stack)
        scene.settle()
        #expect(scene.statePath == ["a"])
        #expect(scene.mismatches() == [])
        #expect(scene.rebuilt() == [:])
    }

    /// A swipe written at its start whose finger stays down for `held`, with a program
    /// push halfway: the push must not reach the stack before the gesture ends.
    private func programPush(duringASwipeHeldFor held: Duration) {
        let scene = scene(showing: ["a", "b"])
        let stack = scene.stack()!
        let b = stack.binding.path[1]
        scene.holdSwipe(on: stack.id)
        scene.userWrites(Array(stack.binding.path.prefix(1)), to: stack)
        let shownAtStart = scene.frame.number
        scene.wait(held / 2)
        scene.navigation.push(ProbeScreen(name: "c", log: scene.log))
        scene.wait(held / 2)
        // SwiftUI drops a path change made while its interactive pop runs.
        #expect(Self.names(scene.stack()!.binding.path) == ["a"], "the push went out mid-gesture")
        #expect(scene.frame.number == shownAtStart)
        scene.releaseSwipe(on: stack.id)
        stack.disappeared(b)
        scene.settle()
        #expect(scene.statePath == ["a", "c"])
        #expect(scene.mismatches() == [])
    }

    @Test func aProgramPushDuringASwipeOfASecondAndAHalf_waitsForTheGestureToEnd() async {
        programPush(duringASwipeHeldFor: .milliseconds(1500))
    }

    @Test func aProgramPushDuringASwipeHeldForFourSeconds_waitsForTheGestureToEnd() async {
        programPush(duringASwipeHeldFor: .seconds(4))
    }

    @Test func aProgramPushDuringASwipeHeldForTenMinutes_waitsForTheGestureToEnd() async {
        programPush(duringASwipeHeldFor: .seconds(600))
    }

    @Test func aPopOfTheWholeStackToTheRoot_withManyScreens_showsTheRoot() async {
        let scene = scene(showing: (0..<500).map { "s\($0)" })
        let stack = scene.stack()!
        scene.userWrites([], to: stack)
        scene.settle()
        #expect(scene.statePath == [])
        #expect(scene.mismatches() == [])
        #expect(scene.session.builder.builtModuleIDs.count == 1)
    }

    @Test func theBackButtonsMenu_jumpingToTheRoot_popsEveryScreenOnce() async {
        let scene = scene(showing: ["a", "b", "c"])
        let stack = scene.stack()!
        scene.userWrites([], to: stack)
        scene.settle()
        #expect(scene.statePath == [])
        #expect(scene.mismatches() == [])
        #expect(scene.session.builder.builtModuleIDs.count == 1)
    }

    @Test func aTabSwitchDuringAPushInTheTab_showsBothTabsAsTheStateHasThem() async {
        let scene = ProbeScene()
        scene.navigation.setTabs([scene.screen("one"), scene.screen("two")])
        scene.settle()
        scene.navigation.push(ProbeScreen(name: "a", log: scene.log))
        guard case .tabs(let tabs) = scene.frame.layers[0].content else {
            Issue.record("no tabs")
            return
        }
        tabs.select(tabs.tabs[1].root!)
        scene.navigation.push(ProbeScreen(name: "b", log: scene.log))
        scene.settle()
        #expect(scene.mismatches() == [])
        #expect(ProbeScene.names(scene.navigation.state.tabs[0].stack) == ["a"])
        #expect(ProbeScene.names(scene.navigation.state.tabs[1].stack) == ["b"])
    }

    private static func names(_ elements: [ScreenElement]) -> [String] { ProbeScene.names(elements) }
}
