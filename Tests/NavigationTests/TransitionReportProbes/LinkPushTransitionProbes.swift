import Navigation
import Testing

// A `NavigationLink`'s push, with the coordinator's reports in the orders a device or
// a faulty renderer sends them: the program's changes to that stack wait for the push's
// end and then go out once, as one change.

/// A link's push ended by each report, in each order, and by none.
@Suite @MainActor struct LinkPushTransitionProbes {
    @Test(arguments: [false, true])
    func aProgramPushDuringALinkPush_showsAtThePushsEnd_whicheverReportComesFirst(leavingFirst: Bool) async {
        let scene = TransitionProbeScene.settled(["a"])
        let a = scene.element("a")
        let b = scene.linkPush("b")
        scene.navigation.push(scene.module("c"))
        scene.react()
        #expect(scene.shown() == ["a", "b"], "the program's push waits for the link's")
        scene.endLinkPush(b, over: a, leavingFirst: leavingFirst)
        scene.react()
        #expect(scene.shown() == ["a", "b", "c"], "the waiting push goes out at the push's end")
        scene.expectSettled(["a", "b", "c"])
    }

    @Test func aLinkPushFromTheRoot_endsAtThePushedScreensReport() async {
        let scene = TransitionProbeScene.settled([])
        let b = scene.linkPush("b")
        scene.navigation.push(scene.module("c"))
        scene.react()
        #expect(scene.shown() == ["b"])
        scene.report(b, .ended(appearing: true, cancelled: false))
        scene.react()
        #expect(scene.shown() == ["b", "c"])
        scene.stack().rootDisappeared()
        scene.expectSettled(["b", "c"])
    }

    @Test func anEndReportedBeforeThePathWrite_fallsBackOnTheSettleTime() async {
        let scene = TransitionProbeScene.settled(["a"])
        let a = scene.element("a")
        let b = ScreenElement(scene.screen("b"))
        // A faulty renderer reports the push's end before SwiftUI's write of the path.
        scene.report(b, .began(appearing: true, interactive: false))
        scene.report(b, .ended(appearing: true, cancelled: false))
        scene.write([a, b])
        scene.appear(b)
        scene.navigation.push(scene.module("c"))
        scene.react()
        #expect(scene.shown() == ["a", "b"])
        scene.wait(.seconds(1))
        scene.react()
        #expect(scene.shown() == ["a", "b", "c"], "the settle time ends the push")
        scene.disappear(a)
        scene.expectSettled(["a", "b", "c"])
    }

    @Test func aLinkPushWithNoReportsAtAll_endsAtTheSettleTime() async {
        let scene = TransitionProbeScene.settled(["a"])
        let a = scene.element("a")
        let b = ScreenElement(scene.screen("b"))
        scene.write([a, b])
        scene.navigation.push(scene.module("c"))
        scene.wait(.milliseconds(700))
        scene.react()
        #expect(scene.shown() == ["a", "b", "c"])
        scene.expectSettled(["a", "b", "c"])
    }

    @Test func aDoubledOrLateEnd_endsNoOtherAnimation() async {
        let scene = TransitionProbeScene.settled(["a"])
        let a = scene.element("a")
        let b = scene.linkPush("b")
        scene.endLinkPush(b, over: a)
        // The program's push animates; a second push waits for it.
        scene.navigation.push(scene.module("c"))
        scene.react()
        #expect(scene.shown() == ["a", "b", "c"])
        scene.navigation.push(scene.module("d"))
        // The link push's end again, and ends for screens that are not the stack's.
        scene.report(b, .ended(appearing: true, cancelled: false))
        scene.report(b, .ended(appearing: false, cancelled: false))
        scene.report(ScreenElement(scene.screen("never")), .ended(appearing: true, cancelled: false))
        scene.react()
        #expect(scene.shown() == ["a", "b", "c"], "d waits for c's animation")
        scene.completeAnimations()
        #expect(scene.shown() == ["a", "b", "c", "d"])
        scene.expectSettled(["a", "b", "c", "d"])
    }

    @Test func aLinkPushReportedCancelled_stillEndsAtTheSettleTime() async {
        let scene = TransitionProbeScene.settled(["a"])
        let a = scene.element("a")
        let b = scene.linkPush("b")
        scene.report(b, .ended(appearing: true, cancelled: true))
        scene.navigation.push(scene.module("c"))
        scene.wait(.seconds(1))
        scene.disappear(a)
        scene.expectSettled(["a", "b", "c"])
    }

    @Test func anOldFramesClosures_actAsTheNewOnes() async {
        let scene = TransitionProbeScene.settled(["a"])
        let old = scene.stack()
        let a = scene.element("a")
        let b = ScreenElement(scene.screen("b"))
        scene.write([a, b])
        scene.navigation.push(scene.module("c"))
        scene.react()
        // SwiftUI still holds the closures of the frame before the push.
        old.transition(b, .ended(appearing: true, cancelled: false))
        scene.react()
        #expect(scene.shown() == ["a", "b", "c"])
        old.disappeared(a)
        scene.expectSettled(["a", "b", "c"])
    }
}
