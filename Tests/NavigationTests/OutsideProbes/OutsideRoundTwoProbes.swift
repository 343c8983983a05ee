import Foundation
import Navigation
import Testing

// (11) Round two, on today's fixes: pops UIKit said nothing of checked against a reading
// (back button, long-press menu, late and doubled copies, failing readings), UIKit read
// before each change when no coordinator report was heard, views let go as screens leave,
// an alert answering one tap, and stacks waiting on return from the background.

@Suite @MainActor struct OutsideProbesRoundTwo {
    /// Where the stack popped lives.
    enum Place: String, CaseIterable, CustomTestStringConvertible, Sendable {
        case root, tab, sheet, split
        var testDescription: String { rawValue }
    }

    /// A scene whose top stack, in `place`, holds `a`, `b`, `c` pushed, at rest.
    static func scene(_ place: Place, seed: UInt64, reports: Bool = true) -> OutsideScene {
        let scene: OutsideScene
        switch place {
        case .root: scene = OutsideScene(seed: seed)
        case .tab: scene = OutsideScene(seed: seed) { make in NavigationState(tabs: [make("t1"), make("t2")]) }
        case .sheet:
            scene = OutsideScene(seed: seed)
            scene.program { scene.navigation.present(scene.screen("sheet")) }
        case .split:
            scene = OutsideScene(seed: seed) { make in NavigationState(sidebar: make("side")) }
            scene.program { _ = scene.navigation.apply(.selectInSidebar(scene.screen("detail"))) }
        }
        scene.device.reportsTransitions = reports
        scene.settle(.seconds(10))
        scene.program {
            for base in ["a", "b", "c"] { scene.navigation.push(scene.screen(base)) }
        }
        scene.settle(.seconds(20))
        return scene
    }

    /// The names of the stack the user sees on top, in the state.
    static func topStack(_ scene: OutsideScene) -> [String] {
        guard let id = scene.device.topStackID else { return [] }
        return (OutsideDevice.stateStacks(scene.navigation.state)[id] ?? []).map(OutsideDevice.name)
    }

    static func bases(_ names: [String]) -> [String] { names.map { String($0.prefix(1)) } }
}

// MARK: 1. Pops UIKit said nothing of

extension OutsideProbesRoundTwo {
    // Premise: the user taps the back button (not interactive): UIKit pops at once, its
    // `viewControllers` already without the top; SwiftUI writes the shorter path as the
    // pop begins or after it ended; the coordinator reports, or never does. In the root
    // stack, a tab, a sheet and a split view's detail column the pop holds, as one change.
    @Test(arguments: Place.allCases, [(true, true), (false, true), (true, false), (false, false)])
    func aBackButtonPop_popsTheTop(_ place: Place, _ mode: (Bool, Bool)) async {
        let scene = Self.scene(place, seed: 111, reports: mode.1)
        #expect(scene.device.tapBack(writesEarly: mode.0))
        scene.settle()
        let problems = scene.problems()
        #expect(problems.isEmpty, scene.message(problems))
        #expect(Self.bases(Self.topStack(scene)) == ["a", "b"], "\(Self.topStack(scene))")
    }

    // Premise: the user picks the first screen from the back button's long-press menu:
    // UIKit pops three levels in one animated, non-interactive transition; only the top
    // reports `onDisappear` (the others were covered). All three leave, with their views.
    // The three were pushed in one change (a deep link): only the top ever appeared.
    @Test(arguments: Place.allCases, [(true, true), (false, true), (true, false), (false, false)])
    func aLongPressMenuPop_popsEveryLevel(_ place: Place, _ mode: (Bool, Bool)) async {
        let scene = Self.scene(place, seed: 112, reports: mode.1)
        #expect(scene.device.tapBack(levels: 3, writesEarly: mode.0))
        scene.settle()
        let problems = scene.problems()
        #expect(problems.isEmpty, scene.message(problems))
        #expect(Self.topStack(scene).isEmpty, "\(Self.topStack(scene))")
    }

    // Premise: the user taps back right as a program push or pop ended on screen (UIKit's
    // transition is over; without coordinator reports the machine still waits for its
    // watchdog's reading). The program's change and the user's pop both hold.
    @Test(arguments: [true, false], [true, false])
    func aBackButtonPopRightAfterAProgramChange_holds(_ push: Bool, _ reports: Bool) async {
        let scene = Self.scene(.root, seed: 113, reports: reports)
        scene.device.durations = 0.4...0.4
        scene.program {
            if push { scene.navigation.push(scene.screen("x")) } else { _ = scene.navigation.pop() }
        }
        scene.run(.milliseconds(420))
        #expect(scene.device.tapBack(writesEarly: true))
        scene.settle()
        let problems = scene.problems()
        #expect(problems.isEmpty, scene.message(problems))
        #expect(Self.bases(Self.topStack(scene)) == (push ? ["a", "b", "c"] : ["a"]), "\(Self.topStack(scene))")
    }

    // Premise: the platform cannot read (a scene being torn down or set up) and no
    // coordinator reports come; the user taps back, SwiftUI writing as the pop begins.
    // A pop that cannot be checked is the user's: it holds.
    @Test func aBackButtonPopWhileReadingsFail_holds() async {
        let scene = Self.scene(.root, seed: 114, reports: false)
        scene.device.canRead = false
        #expect(scene.device.tapBack(writesEarly: true))
        scene.run(.seconds(5))
        scene.device.canRead = true
        scene.settle()
        let problems = scene.problems()
        #expect(problems.isEmpty, scene.message(problems))
        #expect(Self.bases(Self.topStack(scene)) == ["a", "b"])
    }

    // Premise: every report the device makes comes twice (SwiftUI writes the shorter path
    // twice, the coordinator reports twice); the user taps back, then picks the root from
    // the long-press menu. Each pop is taken once.
    @Test(arguments: [true, false])
    func doubledWritesOfBackButtonPops_popOnce(_ reports: Bool) async {
        let scene = Self.scene(.root, seed: 115, reports: reports)
        scene.device.doublesReports = true
        #expect(scene.device.tapBack(writesEarly: true))
        scene.settle(.seconds(20))
        #expect(Self.bases(Self.topStack(scene)) == ["a", "b"])
        #expect(scene.device.tapBack(levels: 2))
        scene.settle()
        let problems = scene.problems(allowUnexpected: true)
        #expect(problems.isEmpty, scene.message(problems))
        #expect(Self.topStack(scene).isEmpty)
    }

    // Premise: the user tapped back from c; then the program pushed x, which showed; then
    // SwiftUI delivers a late copy of the user's write ([a, b]), at rest, during x's
    // slide, or as x's slide ended. UIKit still shows x: the copy pops nothing.
    @Test(arguments: [0.0, 0.1, 2.0], [true, false])
    func aLateCopyAfterANewerPush_popsNothing(_ after: Double, _ reports: Bool) async {
        let scene = Self.scene(.root, seed: 116, reports: reports)
        #expect(scene.device.tapBack())
        scene.settle(.seconds(20))
        let written = scene.device.navs[.layer(.root)]?.shown ?? []
        scene.program { scene.navigation.push(scene.screen("x")) }
        scene.run(.milliseconds(Int(after * 1000)))
        #expect(scene.device.writeLateCopy(written, to: .layer(.root)))
        scene.settle()
        let problems = scene.problems()
        #expect(problems.isEmpty, scene.message(problems))
        #expect(Self.bases(Self.topStack(scene)) == ["a", "b", "x"], "the program's push was lost")
    }

    // Premise: as above, at rest, but the platform cannot read just then (a rotation, a
    // window being set up). The article says a late copy after a newer push pops nothing;
    // the machine takes a pop it cannot check as the user's.
    @Test func aLateCopyWhileReadingsFail_popsNothing() async {
        let scene = Self.scene(.root, seed: 117)
        #expect(scene.device.tapBack())
        scene.settle(.seconds(20))
        let written = scene.device.navs[.layer(.root)]?.shown ?? []
        scene.program { scene.navigation.push(scene.screen("x")) }
        scene.settle(.seconds(20))
        scene.device.canRead = false
        #expect(scene.device.writeLateCopy(written, to: .layer(.root)))
        scene.run(.seconds(2))
        scene.device.canRead = true
        scene.settle()
        #expect(Self.bases(Self.topStack(scene)) == ["a", "b", "x"], "\(Self.topStack(scene))")
        let problems = scene.problems()
        #expect(problems.isEmpty, scene.message(problems))
    }

    // Premise: the user tapped back from c; the program pushed x and y; the user now
    // swipes back from y and holds; meanwhile SwiftUI delivers a late copy of the first
    // write ([a, b]). Only y may go: x is the program's, the user never touched it.
    @Test(arguments: [true, false])
    func aLateCopyDuringASwipeOfANewerTop_popsOnlyWhatTheUserPops(_ reports: Bool) async {
        let scene = Self.scene(.root, seed: 118, reports: reports)
        #expect(scene.device.tapBack())
        scene.settle(.seconds(20))
        let written = scene.device.navs[.layer(.root)]?.shown ?? []
        scene.program {
            scene.navigation.push(scene.screen("x"))
            scene.navigation.push(scene.screen("y"))
        }
        scene.settle(.seconds(20))
        #expect(scene.device.swipeBack(hold: .seconds(3)))
        scene.run(.seconds(1))
        #expect(scene.device.writeLateCopy(written, to: .layer(.root)))
        scene.settle()
        let stack = Self.bases(Self.topStack(scene))
        #expect(stack == ["a", "b", "x"], "\(stack)")
        let problems = scene.problems()
        #expect(problems.isEmpty, scene.message(problems))
    }

    // Premise: a late copy of a write that pops arrives while the scene is in the
    // background (SwiftUI flushes a binding as the app resigns). A scene in the
    // background reads nothing.
    @Test func aLateCopyInTheBackground_readsNothing() async {
        let scene = Self.scene(.root, seed: 119)
        #expect(scene.device.tapBack())
        scene.settle(.seconds(20))
        let written = scene.device.navs[.layer(.root)]?.shown ?? []
        scene.program { scene.navigation.push(scene.screen("x")) }
        scene.settle(.seconds(20))
        scene.device.setActivity(.background)
        #expect(scene.device.writeLateCopy(written, to: .layer(.root)))
        scene.run(.seconds(30))
        #expect(scene.device.readsWhileBackground == 0)
        scene.device.setActivity(.active)
        scene.settle()
        let problems = scene.problems()
        #expect(problems.isEmpty, scene.message(problems))
        #expect(Self.bases(Self.topStack(scene)) == ["a", "b", "x"])
    }
}

// MARK: 2. Reading before each change without coordinator reports

extension OutsideProbesRoundTwo {
    // Premise: no coordinator report ever comes; the program makes 40 pushes and pops,
    // 3 s apart, nothing else moving. Every change goes out, and the readings stay few:
    // one before each change, and the watchdog's while each change is under way.
    @Test func manyChangesWithoutCoordinatorReports_costFewReads() async {
        let scene = OutsideScene(seed: 121)
        scene.device.reportsTransitions = false
        for round in 0..<40 {
            scene.program {
                if round % 3 == 2 { _ = scene.navigation.pop() } else { scene.navigation.push(scene.screen("p")) }
            }
            scene.run(.seconds(3))
        }
        scene.settle()
        let problems = scene.problems()
        #expect(problems.isEmpty, scene.message(problems))
        #expect(scene.device.reads <= 40 * 4, "\(scene.device.reads) reads for 40 changes")
    }

    // Premise: no coordinator reports; the user taps back (not interactive, SwiftUI
    // writing once the pop ended) and, mid-pop, the program pushes x. The reading before
    // the push shows the stack moving: the push waits, and both hold.
    @Test func aProgramPushDuringAnUnreportedBackButtonPop_waits() async {
        let scene = Self.scene(.root, seed: 122, reports: false)
        scene.device.durations = 1.0...1.0
        #expect(scene.device.tapBack())
        scene.run(.milliseconds(200))
        scene.program { scene.navigation.push(scene.screen("x")) }
        scene.settle()
        let problems = scene.problems()
        #expect(problems.isEmpty, scene.message(problems))
        #expect(Self.bases(Self.topStack(scene)) == ["a", "b", "x"], "\(Self.topStack(scene))")
    }

    // Premise: no coordinator reports; the user holds a swipe back for ten minutes while
    // the program pushes (held by the reading). The hold lasts as long as the finger, at
    // the watchdog's backoff, and ends when the swipe does.
    @Test func aTenMinuteHold_costsBoundedReads_andEnds() async {
        let scene = Self.scene(.root, seed: 123, reports: false)
        #expect(scene.device.swipeBack(hold: .seconds(600)))
        scene.run(.seconds(1))
        scene.program { scene.navigation.push(scene.screen("x")) }
        scene.settle(.seconds(800))
        let problems = scene.problems()
        #expect(problems.isEmpty, scene.message(problems))
        #expect(Self.bases(Self.topStack(scene)) == ["a", "b", "x"])
        #expect(scene.device.reads < 120, "\(scene.device.reads) reads for a ten-minute hold")
    }

    // Premise: no coordinator reports; a swipe on the first tab is held while the program
    // pushes there (held), then selects the second tab and, later, pushes on the first
    // again from the second (a tab switch back). The hold must not outlive the stack's
    // motion, and nothing goes out into the swipe.
    @Test func aHoldOnATabLeftForAnother_doesNotSendIntoTheSwipe() async {
        let scene = Self.scene(.tab, seed: 124, reports: false)
        #expect(scene.device.swipeBack(hold: .seconds(4)))
        scene.run(.seconds(1))
        scene.program { scene.navigation.push(scene.screen("x")) }
        scene.run(.seconds(1))
        scene.program { _ = scene.navigation.apply(.selectTab(scene.navigation.state.tabs[1].module)) }
        scene.settle()
        let problems = scene.problems()
        #expect(problems.isEmpty, scene.message(problems))
        // The swipe committing in the tab the program left pops that tab, under the push.
        let first = scene.navigation.state.tabs[0].stack.map(OutsideDevice.name)
        #expect(Self.bases(first) == ["a", "b", "x"], "\(first)")
    }

    // Premise: the coordinator reported the first pushes (its controller attached), but
    // the newest screen's controller did not attach, so no report comes for it; the user
    // holds a swipe back from it while the program pushes.
    @Test func aScreenWhoseReporterDidNotAttach_afterOthersReported() async {
        let scene = Self.scene(.root, seed: 125, reports: true)
        scene.device.reportsTransitions = false
        scene.program { scene.navigation.push(scene.screen("d")) }
        scene.settle(.seconds(20))
        #expect(scene.device.swipeBack(hold: .seconds(3)))
        scene.run(.seconds(1))
        scene.program { scene.navigation.push(scene.screen("x")) }
        scene.settle()
        let problems = scene.problems()
        #expect(problems.isEmpty, scene.message(problems))
    }
}

// MARK: 3. Views let go

extension OutsideProbesRoundTwo {
    // Premise: no layer reporter attached: every dismissal ends at the watchdog's
    // reading. The layers' screens, pushed ones too, are let go.
    @Test func layersEndedByReadings_letGoOfTheirViews() async {
        let scene = OutsideScene(seed: 131)
        scene.device.reportsLayers = false
        scene.program {
            scene.navigation.present(scene.screen("sheet"))
            scene.navigation.push(scene.screen("in"))
            scene.navigation.present(scene.screen("cover"), style: .modal)
            scene.navigation.push(scene.screen("in2"))
        }
        scene.settle(.seconds(60))
        scene.program { _ = scene.navigation.dismissAll() }
        scene.settle()
        let problems = scene.problems()
        #expect(problems.isEmpty, scene.message(problems))
    }

    // Premise: two tabs with screens pushed on both; the program replaces the tabs, then
    // pops a tab's screens while another tab shows (a tab switched, a pop, a switch back
    // in one call). The old tabs' screens are let go; the others stay built, once.
    @Test func replacedTabs_letGoOfTheirScreens() async {
        let scene = Self.scene(.tab, seed: 132)
        scene.program {
            _ = scene.navigation.apply(.selectTab(scene.navigation.state.tabs[1].module))
            scene.navigation.push(scene.screen("other"))
        }
        scene.settle(.seconds(20))
        scene.program { _ = scene.navigation.setTabs([scene.screen("n1"), scene.screen("n2")]) }
        scene.settle(.seconds(20))
        scene.program {
            scene.navigation.push(scene.screen("q"))
            scene.navigation.push(scene.screen("r"))
        }
        scene.settle(.seconds(20))
        scene.program {
            _ = scene.navigation.apply(.selectTab(scene.navigation.state.tabs[1].module))
            _ = scene.navigation.apply(.selectTab(scene.navigation.state.tabs[0].module))
            _ = scene.navigation.popToRoot()
        }
        scene.settle()
        let problems = scene.problems()
        #expect(problems.isEmpty, scene.message(problems))
    }

    // Premise: a sheet with a pushed screen, swiped down: its `viewDidDisappear` comes
    // before SwiftUI's nil write. Its views go.
    @Test func aSheetSwipedDownWhoseDisappearanceCameFirst_letsGoOfItsViews() async {
        let scene = OutsideScene(seed: 133)
        scene.device.dragWritesFirst = false
        scene.program {
            scene.navigation.present(scene.screen("sheet"))
            scene.navigation.push(scene.screen("inside"))
            scene.navigation.push(scene.screen("deeper"))
        }
        scene.settle(.seconds(20))
        #expect(scene.device.dragSheet(hold: .seconds(1), dismisses: true))
        scene.settle()
        let problems = scene.problems()
        #expect(problems.isEmpty, scene.message(problems))
        #expect(scene.navigation.state.presentations.isEmpty)
    }

    /// Refuses any operation that takes a screen named `b` or `c` off the stack.
    static func refusingGuard(_ navigation: NavigationService) -> NavigationToken {
        navigation.addGuard { operation, state in
            var after = state
            _ = after.apply(operation)
            let kept = Set(after.stack.map(\.id))
            let guarded = state.stack.filter { ["b", "c"].contains(String(OutsideDevice.name($0).prefix(1))) }
            return guarded.allSatisfy { kept.contains($0.id) } ? .allow : .reject("unsaved")
        }
    }

    // Premise: a guard refuses to let c (or b) go; the user taps back, or picks the root
    // from the long-press menu. UIKit popped them; the navigation keeps them: they come
    // back, each the same appearance, not built again.
    @Test(arguments: [1, 3], [true, false])
    func aBackButtonPopAGuardRefuses_keepsTheScreensBuilt(_ levels: Int, _ reports: Bool) async {
        let scene = Self.scene(.root, seed: 134, reports: reports)
        let token = Self.refusingGuard(scene.navigation)
        #expect(scene.device.tapBack(levels: levels, writesEarly: levels == 1))
        scene.settle()
        scene.navigation.remove(token)
        let problems = scene.problems()
        #expect(problems.isEmpty, scene.message(problems))
        #expect(Self.bases(Self.topStack(scene)) == ["a", "b", "c"], "\(Self.topStack(scene))")
    }
}

// MARK: 4. Alerts

extension OutsideProbesRoundTwo {
    // Premise: a handler reaches the renderer twice for one alert, once for each button
    // (a doubled delivery). The alert answers the first only.
    @Test func twoButtonsOfOneAlert_answerOnce() async {
        let scene = OutsideScene(seed: 141)
        let taps = OutsideProbesAlerts.Taps()
        scene.program { _ = scene.navigation.showAlert(taps.alert("q")) }
        scene.settle(.seconds(10))
        guard let frame = scene.session.frame.layers.last?.alert else {
            Issue.record("no alert shows")
            return
        }
        #expect(scene.device.tapAlert(0))
        scene.settle(.seconds(10))
        frame.buttons[1].tap()
        scene.settle()
        #expect(taps.counts == ["q.OK": 1], "\(taps.counts)")
        let problems = scene.problems(allowUnexpected: true)
        #expect(problems.isEmpty, scene.message(problems))
    }

    // Premise: alert A is answered, then the next alert B is; a doubled call of A's
    // handler comes after B's answer. A's action ran once.
    @Test func aLateSecondTapOfAnEarlierAlert_isIgnored() async {
        let scene = OutsideScene(seed: 142)
        let taps = OutsideProbesAlerts.Taps()
        scene.program {
            _ = scene.navigation.showAlert(taps.alert("A"))
            _ = scene.navigation.showAlert(taps.alert("B"))
        }
        scene.settle(.seconds(10))
        guard let first = scene.session.frame.layers.last?.alert else {
            Issue.record("no alert shows")
            return
        }
        #expect(scene.device.tapAlert(0))
        scene.settle(.seconds(10))
        #expect(scene.device.tapAlert(0))
        scene.settle(.seconds(10))
        first.buttons[0].tap()
        scene.settle()
        #expect(taps.counts == ["A.OK": 1, "B.OK": 1], "\(taps.counts)")
        let problems = scene.problems(allowUnexpected: true)
        #expect(problems.isEmpty, scene.message(problems))
    }
}

// MARK: 5. Back from the background

extension OutsideProbesRoundTwo {
    // Premise: a module's own sheet is up for ten minutes, so UIKit drops the sheet the
    // program presents (asked again while it stays); the user leaves the app and comes
    // back; the program pushes on the root stack (under the sheets). Before the
    // background, such a push went out at once; it must not wait ten minutes now.
    // Control (`background` false): the same without leaving the app.
    @Test(arguments: [true, false])
    func aStepBlockedForMinutes_doesNotHoldTheStacksAfterTheBackground(_ background: Bool) async {
        let scene = OutsideScene(seed: 151)
        #expect(scene.device.presentOther())
        scene.run(.seconds(2))
        scene.program { scene.navigation.present(scene.screen("ours")) }
        scene.run(.seconds(5))
        if background { scene.device.setActivity(.background) }
        scene.run(.seconds(10))
        scene.device.setActivity(.active)
        scene.run(.seconds(1))
        scene.program { _ = scene.navigation.setStack([scene.screen("x")], layer: .root) }
        scene.run(.seconds(30))
        let shown = scene.device.navs[.layer(.root)]?.shown.count ?? 0
        #expect(shown == 1, "the root stack's push waits for the blocked presentation")
        scene.run(.seconds(600))
        #expect(scene.device.dismissOther())
        scene.settle()
        let problems = scene.problems()
        #expect(problems.isEmpty, scene.message(problems))
    }

    // Premise: the user flaps the app between background and foreground while a sheet
    // presents and the program pushes inside it and on the root between the flaps.
    // Nothing is read in the background, and everything converges.
    @Test func flappingWhileAStepAndPushesGoOn_converges() async {
        let scene = OutsideScene(seed: 152)
        scene.program { scene.navigation.present(scene.screen("sheet")) }
        for round in 0..<30 {
            scene.device.setActivity(round % 2 == 0 ? .background : .active)
            scene.run(.milliseconds(90 + 37 * (round % 5)))
            if round % 4 == 1 { scene.program { scene.navigation.push(scene.screen("p")) } }
        }
        scene.device.setActivity(.active)
        scene.settle()
        let problems = scene.problems()
        #expect(problems.isEmpty, scene.message(problems))
        #expect(scene.device.readsWhileBackground == 0)
    }

    // Premise: no layer reporter attached and the platform cannot read (a window being
    // torn down): the presentation under way never ends. The user leaves and comes back;
    // the program pushes on the root stack.
    // Control (`background` false): the same without leaving the app.
    @Test(arguments: [true, false])
    func aStepThatNeverEnds_afterTheBackground_holdsTheStacks(_ background: Bool) async {
        let scene = OutsideScene(seed: 153)
        scene.device.reportsLayers = false
        scene.device.canRead = false
        scene.program { scene.navigation.present(scene.screen("s")) }
        scene.run(.seconds(3))
        if background { scene.device.setActivity(.background) }
        scene.run(.seconds(3))
        scene.device.setActivity(.active)
        scene.program { _ = scene.navigation.setStack([scene.screen("x")], layer: .root) }
        scene.run(.seconds(60))
        let shown = scene.device.navs[.layer(.root)]?.shown.count ?? 0
        #expect(shown == 1)
    }
}

// MARK: 4. Readings taken before UIKit rendered

extension OutsideProbesRoundTwo {
    // Premise: a watchdog armed long before comes due in the same run loop turn as the
    // end of a held swipe, after the held changes were published and before SwiftUI
    // rendered them: its reading shows the stack at rest with the old screens. The
    // program replaced the top and presented a sheet while the finger was down; the
    // sheet waits until the stack's change has ended on screen.
    @Test(arguments: [1.5, 3.5, 7.5])
    func aWatchdogDueAsAHeldSwipeEnds_doesNotEndTheHeldChange(_ hold: Double) async {
        let scene = Self.scene(.tab, seed: 131)
        scene.device.durations = 0.4...0.4
        #expect(scene.device.swipeBack(hold: .seconds(hold), writesEarly: true))
        scene.run(.milliseconds(100))
        scene.program {
            scene.navigation.pop()
            scene.navigation.push(scene.screen("x"))
            scene.navigation.present(scene.screen("sheet"))
        }
        scene.settle()
        let problems = scene.problems()
        #expect(problems.isEmpty, scene.message(problems))
        let tab = scene.navigation.state.tabs[0].stack.map(OutsideDevice.name)
        #expect(Self.bases(tab) == ["a", "x"], "\(tab)")
        #expect(scene.navigation.state.presentations.count == 1)
    }

    // Premise: no coordinator reports; the user swipes back from a screen the program
    // just pushed, before a reading found that push over, so the swipe's early write
    // waits for UIKit to say whether it popped. The program pushes meanwhile; the pop,
    // once UIKit says it happened, takes only the swiped screen off the state.
    @Test func aPopConfirmedAfterAProgramPush_keepsThePush() async {
        let scene = Self.scene(.root, seed: 132, reports: false)
        scene.device.durations = 0.2...0.2
        scene.program { scene.navigation.push(scene.screen("d")) }
        scene.run(.milliseconds(300))
        #expect(scene.device.swipeBack(hold: .seconds(2), writesEarly: true))
        scene.run(.milliseconds(500))
        scene.program { scene.navigation.push(scene.screen("x")) }
        scene.settle()
        let problems = scene.problems()
        #expect(problems.isEmpty, scene.message(problems))
        #expect(Self.bases(Self.topStack(scene)) == ["a", "b", "c", "x"], "\(Self.topStack(scene))")
    }
}
