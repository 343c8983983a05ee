import Navigation
import Testing

// The renderer never concludes from a timer that UIKit did something: a transition ends
// when UIKit reports it, or when a reading of UIKit's hierarchy shows it over; what UIKit
// dropped or ignored is asked for again, however long UIKit refuses. Each probe plays one
// situation a device meets, and states its premise.

@Suite @MainActor struct AskingUIKitProbeTests {
    private func sheet(_ name: String, in scene: ProbeScene) -> ProbeScreen { ProbeScreen(name: name, log: scene.log) }

    /// Lets `duration` pass in steps, the renderer playing every frame.
    private func pass(_ duration: Duration, in scene: ProbeScene) {
        var left = duration
        while left > .zero {
            let step = min(left, .milliseconds(250))
            scene.platform.advance(by: step)
            scene.react()
            left -= step
        }
    }

    // Premise: UIKit drops a `present` asked of a controller that is presenting (R1.1),
    // and SwiftUI does not ask again for an item binding that did not change.
    @Test func aSheetAskedForUnderTheModulesOwnDialogForTenMinutes_showsOnceTheDialogGoes() async {
        let scene = ProbeScene()
        scene.ownPresentationIsUp = true
        scene.navigation.present(sheet: sheet("sheet", in: scene))
        pass(.seconds(600), in: scene)
        #expect(scene.navigation.state.presentations.count == 1, "the state keeps the sheet")
        #expect(scene.session.state.awaiting.contains(.layerShown(scene.navigation.state.presentations[0].id)))
        #expect(scene.platform.reads < 60, "asked at most every 16 s, not more: \(scene.platform.reads)")
        #expect(scene.session.reportsSoFar.contains { if case .stalled = $0 { true } else { false } })
        scene.ownPresentationIsUp = false
        pass(.seconds(20), in: scene)
        scene.settle()
        #expect(scene.mismatches() == [])
        #expect(scene.frame.layers.count == 2)
    }

    // Premise: the same, for an alert; the alert behind it in the queue waits its turn.
    @Test func anAlertAskedForUnderTheModulesOwnDialog_isNeverTakenAsShown_andTheQueueGoesOn() async {
        let scene = ProbeScene()
        scene.ownPresentationIsUp = true
        scene.navigation.showAlert(NavigationAlert(title: "first", buttons: [.init("OK")]))
        scene.navigation.showAlert(NavigationAlert(title: "second", buttons: [.init("OK")]))
        pass(.seconds(300), in: scene)
        #expect(scene.navigation.state.alert?.title == "first")
        let id = scene.navigation.state.alert!.id
        #expect(scene.session.state.awaiting.contains(.alertShown(id)), "not taken as shown")
        scene.ownPresentationIsUp = false
        pass(.seconds(20), in: scene)
        for title in ["first", "second"] {
            let alert = scene.frame.layers.last?.alert
            #expect(alert?.alert.title == title)
            alert?.buttons.first?.tap()
            alert?.disappeared()
            scene.settle()
        }
        #expect(scene.navigation.state.alert == nil)
        #expect(scene.mismatches() == [])
    }

    // Premise: a reading shows any other controller on top as `.other`; only the alert
    // controller the renderer presented itself is its alert.
    @Test func aForeignAlertControllerOnTop_isNotOurs() async {
        let scene = ProbeScene()
        scene.ownPresentationIsUp = true
        scene.navigation.showAlert(NavigationAlert(title: "ours", buttons: [.init("OK")]))
        pass(.seconds(5), in: scene)
        let id = scene.navigation.state.alert!.id
        #expect(scene.session.state.awaiting.contains(.alertShown(id)))
        #expect(scene.session.state.awaiting.count == 1)
    }

    // Premise: UIKit ignores a programmatic dismissal while the user drags the sheet; it
    // springs back when let go.
    @Test func aDeepLinkDismissingASheetTheUserDrags_dismissesItOnceLetGo() async {
        let scene = ProbeScene()
        scene.navigation.present(sheet: sheet("sheet", in: scene))
        scene.settle()
        scene.draggedLayer = scene.frame.layers[0].presented?.element
        scene.navigation.dismiss()
        pass(.seconds(30), in: scene)
        #expect(scene.session.state.awaiting.contains { if case .layerGone = $0 { true } else { false } })
        scene.releaseDrag()
        pass(.seconds(40), in: scene)
        scene.settle()
        #expect(scene.navigation.state.presentations.isEmpty)
        #expect(scene.frame.layers.count == 1)
        #expect(scene.reading().presented.isEmpty, "UIKit shows no sheet either")
    }

    // Premise: a presentation's `viewDidAppear` comes after its first frame and its
    // animation, however long the first frame takes.
    @Test func aSheetWhoseFirstFrameStalls_holdsTheQueuedAlert_untilItHasAppeared() async {
        let scene = ProbeScene()
        scene.stallsFirstFrames = true
        scene.navigation.present(sheet: sheet("sheet", in: scene))
        scene.navigation.showAlert(NavigationAlert(title: "after", buttons: [.init("OK")]))
        pass(.seconds(5), in: scene)
        #expect(scene.frame.layers.last?.alert == nil, "the alert waits for the sheet's end")
        scene.stallsFirstFrames = false
        scene.finishStalledPresentations()
        scene.settle()
        #expect(scene.frame.layers.count == 2)
        #expect(scene.frame.layers.last?.alert?.alert.title == "after")
        #expect(scene.mismatches() == [])
    }

    // Premise: a program push reports its end through the transition coordinator, as a
    // user's does (the first device test checks it).
    @Test func aDoubleTapPushingTwice_writesTheSecondOnlyAfterTheFirstEnds_howeverLong() async {
        let scene = ProbeScene()
        scene.reportsTransitions = true
        scene.navigation.push(ProbeScreen(name: "a", log: scene.log))
        scene.react()
        let frames = scene.frame.number
        scene.navigation.push(ProbeScreen(name: "b", log: scene.log))
        pass(.seconds(10), in: scene)
        #expect(scene.frame.number == frames, "no path written mid-slide")
        scene.endTransitions()
        scene.react()
        #expect(scene.shownPath == ["a", "b"])
        scene.settle()
        #expect(scene.mismatches() == [])
    }

    @Test func aPopToRootAskedForMidPush_waitsForThePushsEnd() async {
        let scene = ProbeScene()
        scene.reportsTransitions = true
        scene.navigation.setStack([scene.screen("a")])
        scene.settle()
        scene.navigation.push(ProbeScreen(name: "b", log: scene.log))
        scene.react()
        pass(.milliseconds(100), in: scene)
        scene.navigation.popToRoot()
        pass(.seconds(3), in: scene)
        #expect(scene.shownPath == ["a", "b"], "the push still slides")
        scene.endTransitions()
        scene.settle()
        #expect(scene.shownPath == [])
        #expect(scene.mismatches() == [])
    }

    // Premise: with no transition reporter, a cancelled swipe writes nothing back
    // (R5.2), and UIKit's navigation controller still holds the screen.
    @Test func aCancelledSwipeWithNoReporter_keepsItsScreen_forAsLongAsItShows() async {
        let scene = ProbeScene()
        scene.navigation.setStack([scene.screen("a"), scene.screen("b")])
        scene.settle()
        let stack = scene.stack()!
        scene.holdSwipe(on: stack.id)
        stack.binding.path = Array(stack.binding.path.prefix(1))
        pass(.seconds(1), in: scene)
        scene.releaseSwipe(on: stack.id, cancelled: true)
        pass(.seconds(30), in: scene)
        scene.settle()
        #expect(scene.statePath == ["a", "b"])
        #expect(scene.mismatches() == [])
        #expect(scene.rebuilt() == [:])
    }

    // No timer concludes: UIKit that keeps saying a presentation is on its way keeps
    // the step waiting, an hour on, asking less and less often.
    @Test func aPresentationThatNeverEnds_isWaitedFor_withABoundedCost() async {
        let scene = ProbeScene()
        scene.stallsFirstFrames = true
        scene.navigation.present(sheet: sheet("sheet", in: scene))
        scene.react()
        let reads = scene.platform.reads
        scene.wait(.seconds(3600))
        #expect(scene.session.state.awaiting.count == 1)
        #expect(scene.platform.reads - reads <= 3600 / 16 + 8)
        #expect(scene.platform.reads - reads >= 3600 / 16)
    }

    // Premise: UIKit's hierarchy can be unreadable for a moment (no window yet): a
    // reading that fails is asked for again, and the waits it would end still end.
    @Test func aReadingThatFails_isAskedForAgain_andThePushsWaitEnds() async {
        let scene = ProbeScene()
        var failures = 1
        scene.platform.reader = { [unowned scene] in
            guard failures == 0 else {
                failures -= 1
                return nil
            }
            return scene.reading()
        }
        scene.navigation.push(ProbeScreen(name: "a", log: scene.log))
        scene.react()
        pass(.seconds(10), in: scene)
        scene.navigation.push(ProbeScreen(name: "b", log: scene.log))
        pass(.seconds(10), in: scene)
        #expect(scene.shownPath == ["a", "b"])
        #expect(scene.session.state.awaiting.isEmpty)
    }

    @Test func theTrace_namesEveryEventAndAction() async {
        let scene = ProbeScene()
        var lines: [String] = []
        scene.session.trace = { lines.append($0) }
        scene.navigation.present(sheet: sheet("sheet", in: scene))
        scene.settle()
        #expect(lines.contains { $0.hasPrefix("event navigationChanged") })
        #expect(lines.contains { $0.hasPrefix("do show(animated)") })
        #expect(lines.contains { $0.hasPrefix("event layerAppeared") })
    }

    // Premise: the renderer's `UIAlertController` runs a button's handler only for a
    // tap, after UIKit took the alert down; the program may dismiss the alert meanwhile.
    @Test func aButtonTappedAsTheProgramDismissesTheAlert_runsItsActionOnce() async {
        let scene = ProbeScene()
        var taps = 0
        scene.navigation.showAlert(NavigationAlert(title: "timed", buttons: [.init("OK") { taps += 1 }]))
        scene.settle()
        let alert = scene.frame.layers.last?.alert
        #expect(alert != nil)
        // The tap: UIKit animates the alert away; the program's timeout dismisses it.
        scene.navigation.dismissAlert()
        alert?.buttons.first?.tap()
        alert?.disappeared()
        scene.settle()
        #expect(taps == 1, "the user's answer was lost or doubled")
        #expect(scene.mismatches() == [])
    }

    @Test func aButtonTappedWhileTheAlertShows_runsItsActionOnce() async {
        let scene = ProbeScene()
        var taps = 0
        scene.navigation.showAlert(NavigationAlert(title: "shown", buttons: [.init("OK") { taps += 1 }]))
        scene.settle()
        let alert = scene.frame.layers.last?.alert
        alert?.buttons.first?.tap()
        alert?.disappeared()
        scene.settle()
        #expect(taps == 1)
        #expect(scene.navigation.state.alert == nil)
    }

    @Test func aButtonTappedOnAnAlertAGuardKeeps_runsNothing() async {
        let scene = ProbeScene()
        var taps = 0
        scene.navigation.showAlert(NavigationAlert(title: "kept", buttons: [.init("OK") { taps += 1 }]))
        scene.settle()
        scene.navigation.addGuard { operation, _ in operation == .dismissAlert ? .reject("busy") : .allow }
        let alert = scene.frame.layers.last?.alert
        alert?.buttons.first?.tap()
        alert?.disappeared()
        scene.settle()
        #expect(taps == 0, "the guard refused the answer")
        #expect(scene.navigation.state.alert?.title == "kept")
    }

    // Premise: a tap on the selected tab pops its stack to the root; a path written
    // while a push of it slides is lost (R5.5).
    @Test func theSelectedTabTappedMidPush_popsToItsRootOnceThePushEnds() async {
        let scene = ProbeScene { scene in NavigationState(tabs: [scene.screen("one"), scene.screen("two")]) }
        scene.reportsTransitions = true
        scene.settle()
        scene.navigation.push(ProbeScreen(name: "x", log: scene.log))
        scene.react()
        guard case .tabs(let tabs) = scene.frame.layers[0].content, let selected = tabs.selection else {
            Issue.record("no tabs")
            return
        }
        tabs.select(selected)
        scene.react()
        #expect(scene.shownPath == ["x"], "no path written mid-slide")
        scene.endTransitions()
        scene.settle()
        #expect(scene.navigation.state.tabs[0].stack.isEmpty)
        #expect(scene.mismatches() == [])
    }
}
