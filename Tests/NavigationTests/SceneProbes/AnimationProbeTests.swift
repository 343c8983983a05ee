import Navigation
import Testing

// While a push or pop animates, SwiftUI drops further path changes and UIKit refuses
// presentations: program changes must wait and go out together, and nothing may be
// presented mid-transition.

@Suite @MainActor struct AnimationProbeTests {
    @Test func writesDuringAPushAnimation_goOutAsOneChange_afterIt() async {
        let scene = ProbeScene()
        scene.navigation.push(ProbeScreen(name: "a", log: scene.log))
        let during = scene.frame.number
        scene.navigation.push(ProbeScreen(name: "b", log: scene.log))
        scene.navigation.push(ProbeScreen(name: "c", log: scene.log))
        scene.navigation.pop()
        #expect(scene.frame.number == during, "no stack write while the push animates")
        #expect(scene.shownPath == ["a"])
        scene.endAnimations()
        #expect(scene.frame.number == during + 1, "one coalesced change")
        #expect(scene.shownPath == ["a", "b"])
        scene.settle()
        #expect(scene.mismatches() == [])
    }

    @Test func aSheetAskedForDuringAPush_isPresentedOnlyAfterIt() async {
        let scene = ProbeScene()
        scene.navigation.push(ProbeScreen(name: "a", log: scene.log))
        scene.navigation.present(sheet: ProbeScreen(name: "sheet", log: scene.log))
        #expect(scene.frame.layers[0].presented == nil, "nothing presented while the push animates")
        scene.endAnimations()
        scene.settle()
        #expect(scene.frame.layers.count == 2)
        #expect(scene.mismatches() == [])
    }

    @Test func aPushAskedForWhileASheetPresents_waitsAndShows() async {
        let scene = ProbeScene()
        scene.navigation.present(sheet: ProbeScreen(name: "sheet", log: scene.log))
        // The sheet slides up; its content has not appeared yet.
        scene.navigation.push(ProbeScreen(name: "a", log: scene.log))
        scene.settle()
        #expect(scene.mismatches() == [])
        #expect(ProbeScene.names(scene.navigation.state.presentations.first?.stack ?? []) == ["a"])
    }

    @Test func aDismissalAskedForWhileTheSheetStillSlidesUp_waitsForItsAppearance() async {
        let scene = ProbeScene()
        scene.reports = false
        scene.navigation.present(sheet: ProbeScreen(name: "sheet", log: scene.log))
        scene.navigation.dismissSheet()
        // Dismissing a sheet that is still being presented is lost by UIKit.
        scene.reports = true
        scene.settle()
        #expect(scene.frame.layers.count == 1)
        #expect(scene.frame.leaving.isEmpty)
        #expect(scene.mismatches() == [])
    }

    @Test func aUsersPopDuringAProgramPushAnimation_endsWithTheStatesStack() async {
        let scene = ProbeScene()
        scene.navigation.setStack([scene.screen("a"), scene.screen("b")])
        scene.settle()
        scene.navigation.push(ProbeScreen(name: "c", log: scene.log))
        // The user hits back on `b` as `c` slides in: SwiftUI writes the path it reads.
        let stack = scene.stack()!
        stack.binding.path = Array(stack.binding.path.dropLast())
        scene.settle()
        #expect(scene.mismatches() == [])
        #expect(scene.rebuilt() == [:])
    }

    @Test func anAnimationThatNeverReportsCompletion_doesNotHoldWritesForever() async {
        let scene = ProbeScene()
        scene.navigation.push(ProbeScreen(name: "a", log: scene.log))
        scene.navigation.push(ProbeScreen(name: "b", log: scene.log))
        // The completion never comes (the view was not on screen).
        scene.wait(.seconds(10))
        #expect(scene.shownPath == ["a", "b"])
        scene.settle()
        #expect(scene.mismatches() == [])
    }

    @Test func aPushAfterAnAnimationTimedOut_stillWaitsForItsOwnAnimation() async {
        let scene = ProbeScene()
        scene.navigation.push(ProbeScreen(name: "a", log: scene.log))
        scene.wait(.seconds(10))
        scene.navigation.push(ProbeScreen(name: "b", log: scene.log))
        let during = scene.frame.number
        // The first push's completion never came; the second push animates, and a
        // third must wait for it.
        scene.navigation.push(ProbeScreen(name: "c", log: scene.log))
        #expect(scene.frame.number == during)
        scene.settle()
        #expect(scene.statePath == ["a", "b", "c"])
        #expect(scene.mismatches() == [])
        #expect(scene.session.unexpectedEvents == 0)
    }
}
