import Navigation
import Testing

// Navigation made from inside the callbacks: a revealed screen's `onAppear`, and a
// journal listener that runs inside the change the session applies for a report.

/// Navigation from inside `onAppear` and from inside the changes reports apply.
@Suite @MainActor struct ReentrantTransitionProbes {
    @Test func aPushFromTheRevealedScreensOnAppear_showsAfterTheSwipe() async {
        let scene = TransitionProbeScene.settled(["a", "b"])
        var pushed = false
        scene.onAppear = { name in
            guard name == "a", !pushed else { return }
            pushed = true
            scene.navigation.push(scene.module("c"))
        }
        let swipe = scene.beginSwipe()
        scene.react()
        #expect(scene.shown() == ["a"])
        scene.commit(swipe)
        scene.expectSettled(["a", "c"])
    }

    @Test func aPushFromTheRevealedScreensOnAppear_thenTheSwipeCancelled_keepsBoth() async {
        let scene = TransitionProbeScene.settled(["a", "b"])
        var pushed = false
        scene.onAppear = { name in
            guard name == "a", !pushed else { return }
            pushed = true
            scene.navigation.push(scene.module("c"))
        }
        let swipe = scene.beginSwipe()
        scene.wait(.seconds(2))
        scene.cancel(swipe)
        scene.expectSettled(["a", "b", "c"])
    }

    @Test func aListenerPushingWhenAButtonPushLands_pushesOnce() async {
        let scene = TransitionProbeScene.settled(["a"])
        var redirected = 0
        let token = scene.navigation.addJournalListener { [weak scene] _ in
            guard let scene, redirected == 0, scene.statePath == ["a", "b"] else { return }
            redirected += 1
            scene.navigation.push(scene.module("x"))
        }
        defer { scene.navigation.remove(token) }
        scene.buttonPush("b")
        scene.completeAnimations()
        scene.expectSettled(["a", "b", "x"])
        #expect(redirected == 1)
    }

    @Test func aListenerPushingWhenACancelledSwipePutsItsScreenBack_pushesOnce() async {
        let scene = TransitionProbeScene.settled(["a", "b"])
        var sawPop = false
        var pushes = 0
        let token = scene.navigation.addJournalListener { [weak scene] _ in
            guard let scene else { return }
            if scene.statePath == ["a"] { sawPop = true }
            guard sawPop, pushes == 0, scene.statePath == ["a", "b"] else { return }
            pushes += 1
            scene.navigation.push(scene.module("x"))
        }
        defer { scene.navigation.remove(token) }
        let swipe = scene.beginSwipe()
        scene.wait(.seconds(1))
        scene.cancel(swipe)
        scene.expectSettled(["a", "b", "x"])
        #expect(pushes == 1)
    }

    @Test func aPopFromInsideTheCommittedEndsListener_popsTheRevealedScreen() async {
        let scene = TransitionProbeScene.settled(["a", "b"])
        var popped = false
        let token = scene.navigation.addJournalListener { [weak scene] _ in
            guard let scene, !popped, scene.statePath == ["a"] else { return }
            popped = true
            scene.navigation.pop()
        }
        defer { scene.navigation.remove(token) }
        scene.commit(scene.beginSwipe())
        scene.expectSettled([])
    }
}
