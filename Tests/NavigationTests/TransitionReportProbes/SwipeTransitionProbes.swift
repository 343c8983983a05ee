import Navigation
import Testing

// Swipes back held, let go, committed and cancelled, with the coordinator's reports,
// `onDisappear` and the path writes in the orders a device or a faulty renderer sends
// them, while the program changes the stack.

/// Swipes back held, committed and cancelled while the program navigates.
@Suite @MainActor struct SwipeTransitionProbes {
    @Test(arguments: [false, true])
    func aCancelledSwipeHeldTenSeconds_keepsItsScreen_andTheProgramsPush(writesBack: Bool) async {
        let scene = TransitionProbeScene.settled(["a", "b"])
        let swipe = scene.beginSwipe()
        scene.navigation.push(scene.module("c"))
        for _ in 0..<10 {
            scene.wait(.seconds(1))
            scene.react()
            #expect(scene.shown() == ["a"], "nothing goes out mid-gesture")
        }
        scene.cancel(swipe, writesBack: writesBack)
        scene.react()
        #expect(scene.shown() == ["a", "b", "c"])
        scene.expectSettled(["a", "b", "c"])
    }

    @Test func theLongerPathWrittenBackBeforeTheCancelledReport_keepsTheScreenOnce() async {
        let scene = TransitionProbeScene.settled(["a", "b"])
        let swipe = scene.beginSwipe()
        scene.wait(.seconds(3))
        scene.showOnDevice(swipe.full)
        scene.write(swipe.full)
        scene.report(swipe.top, .ended(appearing: false, cancelled: true))
        scene.expectSettled(["a", "b"])
    }

    @Test(arguments: [false, true])
    func theKeptScreensOnDisappear_beforeOrAfterTheCancelledReport_keepsIt(after: Bool) async {
        let scene = TransitionProbeScene.settled(["a", "b"])
        let swipe = scene.beginSwipe()
        scene.wait(.seconds(3))
        if !after { scene.disappear(swipe.top) }
        scene.cancel(swipe)
        if after { scene.disappear(swipe.top) }
        scene.appear(swipe.top)
        scene.expectSettled(["a", "b"])
        // The kept screen can still be swiped away for real.
        scene.commit(scene.beginSwipe())
        scene.expectSettled(["a"])
    }

    @Test func aCommittedSwipeHeldTenSeconds_holdsTheProgramsPushUntilItsEnd() async {
        let scene = TransitionProbeScene.settled(["a", "b"])
        let swipe = scene.beginSwipe()
        scene.navigation.push(scene.module("c"))
        scene.wait(.seconds(10))
        scene.react()
        #expect(scene.shown() == ["a"])
        #expect(scene.unexpected == 0)
        scene.commit(swipe)
        scene.react()
        #expect(scene.shown() == ["a", "c"])
        scene.expectSettled(["a", "c"])
    }

    @Test func aSwipeWhosePathIsWrittenAtItsEnd_holdsTheProgramsPushMeanwhile() async {
        // Before iOS 18 SwiftUI writes a swipe's path at its end; the interactive report
        // still says the finger is on the screen.
        let scene = TransitionProbeScene.settled(["a", "b"])
        let swipe = scene.beginSwipe(writesAtStart: false)
        scene.wait(.milliseconds(300))
        scene.navigation.push(scene.module("c"))
        scene.react()
        #expect(scene.shown() == ["a", "b"], "no change goes out while the finger drives the pop")
        scene.cancel(swipe, writesBack: false)
        scene.expectSettled(["a", "b", "c"])
    }

    @Test func theProgramsPresent_duringAHeldSwipe_waitsForItsEnd() async {
        let scene = TransitionProbeScene.settled(["a", "b"])
        let swipe = scene.beginSwipe()
        scene.navigation.present(sheet: scene.module("sheet"))
        scene.wait(.seconds(4))
        scene.react()
        #expect(scene.session.frame.layers.count == 1, "no presentation during the gesture")
        scene.cancel(swipe)
        scene.expectSettled(["a", "b"])
        #expect(scene.navigation.state.presentations.count == 1)
    }

    @Test func theProgramsPopToRoot_duringAHeldSwipe_standsOverTheCancel_withoutAWriteBack() async {
        let scene = TransitionProbeScene.settled(["a", "b", "c"])
        let swipe = scene.beginSwipe()
        scene.navigation.popToRoot()
        scene.wait(.seconds(4))
        scene.cancel(swipe, writesBack: false)
        scene.expectSettled([])
    }

    @Test func theProgramsPopToRoot_duringAHeldSwipe_standsOverTheCancelsWriteBack() async {
        let scene = TransitionProbeScene.settled(["a", "b", "c"])
        let swipe = scene.beginSwipe()
        scene.navigation.popToRoot()
        scene.wait(.seconds(4))
        scene.cancel(swipe, writesBack: true)
        scene.expectSettled([])
    }

    @Test func aKeptScreensLoneOnDisappear_thenASecondCancelledSwipe_keepsItsView() async {
        let scene = TransitionProbeScene.settled(["a", "b"])
        let first = scene.beginSwipe()
        scene.cancel(first)
        // The kept screen reports leaving after the cancel, and no `onAppear` follows.
        scene.disappear(first.top)
        scene.settle()
        let second = scene.beginSwipe()
        scene.wait(.seconds(1))
        scene.cancel(second)
        scene.expectSettled(["a", "b"])
    }

    @Test func aCancelledSwipeWhoseEndsAreNeverReported_isKeptByItsWriteBack_andHoldsNothingAfter() async {
        let scene = TransitionProbeScene.settled(["a", "b"])
        let swipe = scene.beginSwipe()
        scene.wait(.seconds(1))
        // The coordinator took no completion: only SwiftUI's write-back says it was cancelled.
        scene.showOnDevice(swipe.full)
        scene.write(swipe.full)
        scene.navigation.push(scene.module("c"))
        scene.react()
        #expect(scene.shown() == ["a", "b", "c"], "the push goes out once the swipe is over")
        scene.expectSettled(["a", "b", "c"])
        scene.navigation.setStack([scene.screen("a2")])
        scene.expectSettled(["a2"])
    }

    @Test func aSwipeCommittedWithItsPathWrittenAtItsEnd_afterAProgramPush_losesNeither() async {
        let scene = TransitionProbeScene.settled(["a", "b"])
        let swipe = scene.beginSwipe(writesAtStart: false)
        scene.wait(.milliseconds(300))
        scene.navigation.push(scene.module("c"))
        scene.react()
        scene.wait(.milliseconds(300))
        scene.commit(swipe)
        scene.expectSettled(["a", "c"])
    }

    @Test func aCancelledEndReportedTwice_keepsTheScreenOnce() async {
        let scene = TransitionProbeScene.settled(["a", "b"])
        let swipe = scene.beginSwipe()
        scene.navigation.push(scene.module("c"))
        scene.cancel(swipe)
        scene.report(swipe.top, .ended(appearing: false, cancelled: true))
        scene.expectSettled(["a", "b", "c"])
    }

    @Test func aHeldSwipeWhileTheSceneIsAwayTenSeconds_keepsItsScreen() async {
        let scene = TransitionProbeScene.settled(["a", "b"])
        let swipe = scene.beginSwipe()
        scene.session.frame.activityChanged(.background)
        scene.reporting = false
        scene.navigation.push(scene.module("c"))
        scene.wait(.seconds(10))
        scene.reporting = true
        scene.session.frame.activityChanged(.active)
        scene.cancel(swipe)
        scene.expectSettled(["a", "b", "c"])
    }

    @Test func aHeldSwipeWhileTheSceneIsAwayTwoMinutes_keepsItsScreen() async {
        let scene = TransitionProbeScene.settled(["a", "b"])
        let swipe = scene.beginSwipe()
        scene.session.frame.activityChanged(.background)
        scene.reporting = false
        scene.wait(.seconds(120))
        scene.reporting = true
        scene.session.frame.activityChanged(.active)
        scene.cancel(swipe, writesBack: false)
        scene.expectSettled(["a", "b"])
    }

    @Test func aCommittedSwipeWhoseEndIsNeverReported_letsTheProgramsPushOutAtItsScreensLeaving() async {
        let scene = TransitionProbeScene.settled(["a", "b"])
        let swipe = scene.beginSwipe()
        scene.navigation.push(scene.module("c"))
        scene.wait(.milliseconds(400))
        // The coordinator took no completion: only `onDisappear` says the pop is over.
        scene.showOnDevice(swipe.shorter)
        scene.disappear(swipe.top)
        var seconds = 0
        while scene.shown() != ["a", "c"], seconds < 120 {
            scene.wait(.seconds(1))
            scene.react()
            seconds += 1
        }
        #expect(seconds <= 3, "the waiting push showed \(seconds) s after the screen left")
        scene.expectSettled(["a", "c"], unexpected: nil)
        #expect(scene.unexpected <= 1)
    }

    @Test func reportsForScreensPoppedOrNeverPushed_changeNothing() async {
        let scene = TransitionProbeScene.settled(["a", "b"])
        let swipe = scene.beginSwipe()
        scene.commit(swipe)
        scene.settle()
        // Late and doubled reports of the popped screen, and one of a stranger.
        scene.report(swipe.top, .ended(appearing: false, cancelled: true))
        scene.report(swipe.top, .began(appearing: false, interactive: true))
        scene.report(swipe.top, .ended(appearing: false, cancelled: false))
        scene.report(ScreenElement(scene.screen("never")), .ended(appearing: false, cancelled: true))
        scene.navigation.push(scene.module("c"))
        scene.expectSettled(["a", "c"])
    }

    @Test func aCancelledReportAfterAPopOnlyOnDisappearEnded_putsNothingBack() async {
        let scene = TransitionProbeScene.settled(["a", "b"])
        let swipe = scene.beginSwipe()
        scene.showOnDevice(swipe.shorter)
        // The committed end is lost; the screen leaves; a stray cancelled end comes later.
        scene.report(swipe.top, .ended(appearing: false, cancelled: false))
        scene.disappear(swipe.top)
        scene.settle()
        scene.report(swipe.top, .ended(appearing: false, cancelled: true))
        scene.expectSettled(["a"])
    }

    @Test func aSwipeWithNoReportsAtAll_endsAtItsScreensLeaving() async {
        let scene = TransitionProbeScene.settled(["a", "b"])
        let b = scene.element("b")
        scene.write([scene.element("a")])
        scene.navigation.push(scene.module("c"))
        scene.disappear(b)
        scene.react()
        #expect(scene.shown() == ["a", "c"])
        scene.expectSettled(["a", "c"])
    }

    @Test func theLongerPathWrittenBackAfterTheWaitingPushShowed_losesNothing() async {
        let scene = TransitionProbeScene.settled(["a", "b"])
        let swipe = scene.beginSwipe()
        scene.navigation.push(scene.module("c"))
        scene.wait(.seconds(1))
        scene.report(swipe.top, .ended(appearing: false, cancelled: true))
        scene.showOnDevice(swipe.full)
        // The kept screen and the waiting push go out; the device shows them, then
        // SwiftUI's write of the longer path comes, a render late.
        scene.react()
        scene.completeAnimations()
        scene.lateWrite(swipe.full)
        scene.expectSettled(["a", "b", "c"])
    }

    @Test func aSwipeHeldPastTheLongestWait_thenCancelled_keepsItsScreen() async {
        let scene = TransitionProbeScene.settled(["a", "b"])
        let swipe = scene.beginSwipe()
        scene.wait(.seconds(70))
        scene.cancel(swipe)
        // No wait has a limit: the cancelled end is heard as any other.
        scene.expectSettled(["a", "b"])
    }

    @Test func aLateOnDisappearFromAnEarlierPush_thenASwipeOfThatScreen_holdsAndKeepsIt() async {
        let scene = TransitionProbeScene.settled(["a"])
        let a = scene.element("a")
        let b = scene.buttonPush("b")
        scene.report(b, .ended(appearing: true, cancelled: false))
        scene.report(a, .ended(appearing: false, cancelled: false))
        // `a`'s onDisappear for that push comes late, after a swipe back revealed it again.
        let first = scene.beginSwipe()
        scene.disappear(a)
        scene.commit(first)
        scene.settle()
        let second = scene.beginSwipe()
        scene.navigation.push(scene.module("c"))
        scene.wait(.seconds(3))
        scene.react()
        #expect(scene.shown() == [], "nothing goes out mid-gesture")
        scene.cancel(second)
        scene.expectSettled(["a", "c"])
    }

    @Test func theShorterPathWrittenAfterTheCancelledReport_keepsTheScreen() async {
        let scene = TransitionProbeScene.settled(["a", "b"])
        let b = scene.element("b")
        scene.report(b, .began(appearing: false, interactive: true))
        scene.wait(.seconds(1))
        scene.report(b, .ended(appearing: false, cancelled: true))
        // SwiftUI's write of the swipe's start comes late, after the cancel.
        scene.lateWrite([scene.element("a")])
        // A swipe's write and its screen's report can come in either order as it starts,
        // so the write cannot be told from the next swipe's.
        scene.expectSettled(["a", "b"])
    }
}
