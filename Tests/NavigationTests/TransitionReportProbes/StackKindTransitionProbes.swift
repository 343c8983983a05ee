import Navigation
import Testing

// The same reports on a deep stack, a tab's stack and a sheet's stack.

/// Swipes and pops on a deep stack, a tab's stack and a sheet's stack.
@Suite @MainActor struct StackKindTransitionProbes {
    /// A scene with tabs `t1` and `t2`, the first selected, holding `names`, settled.
    private func tabs(holding names: [String]) -> TransitionProbeScene {
        let scene = TransitionProbeScene { scene in NavigationState(tabs: [scene.screen("t1"), scene.screen("t2")]) }
        for name in names {
            scene.navigation.push(scene.module(name))
            scene.settle()
        }
        return scene
    }

    /// Taps the tab whose root is `name`.
    private func select(_ name: String, in scene: TransitionProbeScene) {
        guard case .tabs(let tabs) = scene.session.frame.layers[0].content else { return }
        let tab = tabs.tabs.compactMap(\.root).first { TransitionProbeScene.name($0.module) == name }!
        tabs.select(tab)
        scene.react()
    }

    /// A scene presenting a sheet whose stack holds `names`, settled.
    private func sheet(holding names: [String]) -> TransitionProbeScene {
        let scene = TransitionProbeScene.settled(["a"])
        scene.navigation.present(sheet: scene.module("sheet"))
        scene.settle()
        for name in names {
            scene.navigation.push(scene.module(name))
            scene.settle()
        }
        return scene
    }

    @Test func aDeepStacksCancelledSwipe_keepsItsTop_andThePush() async {
        let scene = TransitionProbeScene.settled(["a", "b", "c", "d"])
        let swipe = scene.beginSwipe()
        scene.navigation.push(scene.module("e"))
        scene.wait(.seconds(5))
        scene.cancel(swipe)
        scene.expectSettled(["a", "b", "c", "d", "e"])
    }

    @Test func thePopToTheRootOfADeepStack_holdsThePushUntilItsTopsEnd() async {
        let scene = TransitionProbeScene.settled(["a", "b", "c", "d"])
        let (b, c, d) = (scene.element("b"), scene.element("c"), scene.element("d"))
        // The back button's menu pops to the root: one animated, not interactive, pop.
        scene.report(d, .began(appearing: false, interactive: false))
        scene.write([])
        scene.navigation.push(scene.module("e"))
        scene.react()
        #expect(scene.shown() == [])
        scene.report(d, .ended(appearing: false, cancelled: false))
        scene.react()
        #expect(scene.shown() == ["e"])
        for element in [d, b, c] { scene.disappear(element) }
        scene.expectSettled(["e"])
    }

    @Test func aTabsCancelledSwipe_keepsItsScreen_andThePush() async {
        let scene = tabs(holding: ["a", "b"])
        let swipe = scene.beginSwipe()
        scene.navigation.push(scene.module("c"))
        scene.wait(.seconds(4))
        scene.react()
        #expect(scene.shown() == ["a"])
        scene.cancel(swipe)
        scene.expectSettled(["a", "b", "c"])
    }

    @Test func aTabSwitchDuringAHeldSwipe_thenTheCancel_showsTheStatesStack() async {
        // A second finger taps the other tab while the first holds a swipe in this one,
        // then lets go. The swipe's write-back comes from a tab the state no longer
        // selects, so it changes nothing (as the adapter article says of such writes):
        // the tab shows the state's stack when selected again, and the popped screen's
        // view goes as UIKit takes it off.
        let scene = tabs(holding: ["a", "b"])
        let swipe = scene.beginSwipe()
        select("t2", in: scene)
        scene.cancel(swipe)
        select("t1", in: scene)
        scene.expectSettled(["a"])
    }

    @Test func aSheetStacksCancelledSwipe_keepsItsScreen_andThePush() async {
        let scene = sheet(holding: ["s1", "s2"])
        let swipe = scene.beginSwipe(layer: 1)
        scene.navigation.push(scene.module("s3"))
        scene.wait(.seconds(4))
        scene.react()
        #expect(scene.shown(layer: 1) == ["s1"])
        scene.cancel(swipe)
        scene.expectSettled(["s1", "s2", "s3"], layer: 1)
    }

    @Test func aSheetDismissedByTheProgramDuringAHeldSwipeInIt_goesAtTheSwipesEnd() async {
        let scene = sheet(holding: ["s1", "s2"])
        let swipe = scene.beginSwipe(layer: 1)
        scene.navigation.dismiss()
        scene.wait(.seconds(4))
        scene.react()
        #expect(scene.session.frame.layers.count == 2, "no dismissal during the gesture")
        scene.cancel(swipe)
        scene.expectSettled(["a"])
        #expect(scene.navigation.state.presentations.isEmpty)
    }
}
