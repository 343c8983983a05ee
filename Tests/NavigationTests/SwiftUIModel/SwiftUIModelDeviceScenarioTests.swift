import Navigation
import XCTest

/// What a device does that no timer predicts, each a named scenario played over many
/// seeds (each seed draws its durations and the order of what comes at once): slow and
/// stalled transitions, changes without animation, a module's own controllers up for
/// minutes, a dismissal the user's drag makes UIKit ignore, a reporter that never
/// attaches. The adapter is to end every step on what UIKit says, and settle on the
/// navigation state with nothing lost or doubled.
///
/// The last scenarios reproduce the machine's known defects (``KnownAdapterDefect``):
/// they pass while the defect is there, and fail once it is fixed.
@MainActor
final class SwiftUIModelDeviceScenarioTests: XCTestCase {
    private let a = ModelScreenModule(name: "A")
    private let b = ModelScreenModule(name: "B")
    private let c = ModelScreenModule(name: "C")
    private let d = ModelScreenModule(name: "D")

    private func model(
        _ state: NavigationState = NavigationState(), faults: SwiftUIModel.Faults = SwiftUIModel.Faults(),
        configuration: ScreenConfiguration = .standard, seed: UInt64
    ) -> SwiftUIModel {
        let model = SwiftUIModel(
            adapter: makeModelledAdapter(
                root: ModelScreenModule(name: "root"), state: state, configuration: configuration),
            faults: faults, seed: seed)
        model.settle()
        return model
    }

    /// Plays `play` over `seeds`, and fails with the first failing seed's report.
    private func everySeed(
        _ seeds: ClosedRange<UInt64>, faults: SwiftUIModel.Faults = SwiftUIModel.Faults(),
        state: NavigationState = NavigationState(), configuration: ScreenConfiguration = .standard,
        file: StaticString = #filePath, line: UInt = #line, _ play: (SwiftUIModel, inout SplitMix) -> Void
    ) {
        var failing: [UInt64] = []
        var first: String?
        for seed in seeds {
            let model = model(state, faults: faults, configuration: configuration, seed: seed)
            var random = SplitMix(state: seed &* 7919)
            play(model, &random)
            model.foreground()
            model.settle()
            let problems = model.verify()
            if !problems.isEmpty {
                failing.append(seed)
                first = first ?? model.report(problems)
            }
        }
        if let first {
            XCTFail(
                "\(failing.count) of \(seeds.count) seeds fail, \(failing.prefix(10)):\n\(first)", file: file,
                line: line)
        }
    }

    // MARK: Slow transitions

    /// Every transition takes 0.2–1.5 s, past every constant the old renderer waited out
    /// (a 0.6–0.7 s settle time, a 2 s report timeout): presentations, dismissals, pushes
    /// and pops of the program, alerts, a tap, a swipe back.
    func test_transitionsOf0_2To1_5Seconds_areEachWaitedFor() async {
        var faults = SwiftUIModel.Faults()
        faults.durations = 0.2...1.5
        faults.alertDurations = 0.2...0.8
        everySeed(1...100, faults: faults) { model, random in
            model.programPresent(a, style: .sheet)
            model.programPush(b)
            model.programPresent(c, style: .modal)
            model.programAlert("over C")
            model.advance(by: Double.random(in: 0...3, using: &random))
            model.programPush(d)
            model.settle()
            XCTAssertTrue(model.tapAlertButton())
            model.advance(by: Double.random(in: 0...1, using: &random))
            model.programDismiss()
            model.programPop()
            model.programPush(ModelScreenModule(name: "E"))
            model.settle()
            XCTAssertTrue(model.swipeBack(writes: .atEnd))
            model.programDismiss()
        }
    }

    /// The first frame of every presentation and push stalls 0.5–3 s before its animation
    /// starts: UIKit is in the transition all along (`isBeingPresented`), and a reading
    /// says so.
    func test_presentationsWhoseFirstFrameStalls0_5To3Seconds_areWaitedFor() async {
        var faults = SwiftUIModel.Faults()
        faults.stalledFirstFrame = 1
        faults.durations = 0.2...1.0
        var readAppearing = 0
        everySeed(1...60, faults: faults) { model, random in
            model.programPresent(a, style: .sheet)
            model.programPresent(b, style: .modal)
            model.programPush(c)
            model.programAlert("over B")
            model.advance(by: Double.random(in: 0...4, using: &random))
            model.programDismiss()
            model.settle()
            XCTAssertTrue(model.tapAlertButton())
            model.programDismiss()
            model.settle()
            if model.readings.contains(where: { $0.reading.presented.contains { $0.motion == .appearing } }) {
                readAppearing += 1
            }
        }
        XCTAssertEqual(readAppearing, 60, "a stalled presentation reads as appearing to the watchdog")
    }

    /// An app that asks for a pause after each presentation step (`settleTime`, for its
    /// own custom transitions) gets the steps later, not fewer: each pause starts once
    /// UIKit said the step ended.
    func test_aPauseAfterEachStep_delaysTheStepsAndLosesNothing() async {
        var faults = SwiftUIModel.Faults()
        faults.durations = 0.2...1.2
        var paused = 0
        everySeed(1...40, faults: faults, configuration: ScreenConfiguration(settleTime: .milliseconds(400))) {
            model, random in
            model.programPresent(a, style: .sheet)
            model.programPresent(b, style: .modal)
            model.programAlert("over B")
            model.advance(by: Double.random(in: 0...2, using: &random))
            model.programDismiss()
            model.settle()
            model.tapAlertButton()
            model.programDismiss()
            model.settle()
            if model.trace.contains(where: { $0.contains("do startPause") }) { paused += 1 }
        }
        XCTAssertEqual(paused, 40)
    }

    // MARK: Changes without animation

    /// Every frame plays with animations disabled: pushes and pops happen at once with
    /// no coordinator, so nothing reports their end; only a reading ends them.
    func test_changesMadeWithoutAnimation_areEndedByReadingsAlone() async {
        var faults = SwiftUIModel.Faults()
        faults.unanimatedFrames = 1
        everySeed(1...60, faults: faults) { model, random in
            let reported = model.reported.count
            model.programPush(a)
            model.programPush(b)
            model.advance(by: Double.random(in: 0...1, using: &random))
            model.programPop()
            model.programPresent(c, style: .modal)
            model.programPush(d)
            model.settle()
            model.programDismiss()
            model.programPop()
            model.settle()
            XCTAssertEqual(model.reported.count, reported, "an unanimated push or pop reports nothing")
            XCTAssertFalse(model.readings.isEmpty, "only readings can end them")
        }
    }

    /// One frame in two plays without animation, the rest with: the adapter cannot tell
    /// which, and waits for a report or a reading either way.
    func test_framesWithAndWithoutAnimationMixed_settle() async {
        var faults = SwiftUIModel.Faults()
        faults.unanimatedFrames = 0.5
        faults.durations = 0.2...1.5
        everySeed(1...60, faults: faults) { model, random in
            for step in 0..<6 {
                model.programPush(ModelScreenModule(name: "push\(step)"))
                model.advance(by: Double.random(in: 0...0.6, using: &random))
            }
            model.programPresent(a, style: .sheet)
            model.programPop()
            model.advance(by: Double.random(in: 0...0.6, using: &random))
            model.programDismiss()
            model.programPop()
        }
    }

    // MARK: A module's own controllers

    /// A module's own sheet, alert or confirmation dialog stays up for 60–600 s while the
    /// program pushes, presents and alerts: UIKit drops the presentation and the alert
    /// asked from under it (R1.1), a reading shows it as another's controller, and the
    /// adapter asks again once it is gone, not before.
    func test_aModulesOwnSheetAlertOrDialogUpForMinutes_holdsOffWhatTheProgramAsksUntilItGoes() async {
        for kind in SwiftUIModel.OwnKind.allCases {
            var sawOther = 0
            everySeed(1...20) { model, random in
                let closeAfter = Double.random(in: 60...600, using: &random)
                XCTAssertTrue(model.presentOwn(kind, closeAfter: closeAfter), "\(kind)")
                model.advance(by: 1)
                model.programPush(a)
                model.programPresent(b, style: .sheet)
                model.programAlert("over B")
                model.advance(by: 50)
                XCTAssertEqual(model.levels.count, 1, "nothing shows over the module's \(kind)")
                if model.readings.contains(where: {
                    $0.reading.presented.contains { if case .other = $0.content { true } else { false } }
                }) {
                    sawOther += 1
                }
            }
            XCTAssertEqual(sawOther, 20, "every reading under the \(kind) shows it as another's controller")
        }
    }

    /// A module's own sheet goes up while the program's sheet is being presented, and
    /// goes after a few seconds: what UIKit dropped meanwhile is asked again.
    func test_aModulesOwnSheetUpWhileTheProgramPresents_isWaitedOut() async {
        var faults = SwiftUIModel.Faults()
        faults.durations = 0.2...1.2
        everySeed(1...60, faults: faults) { model, random in
            XCTAssertTrue(model.presentOwn(.sheet, closeAfter: Double.random(in: 0.3...8, using: &random)))
            model.advance(by: Double.random(in: 0...0.5, using: &random))
            model.programPresent(a, style: .modal)
            model.programAlert("over A")
            model.advance(by: Double.random(in: 0...2, using: &random))
            model.programPresent(b, style: .sheet)
        }
    }

    // MARK: A dismissal ignored during a drag

    /// The user drags a sheet down and holds it; the program dismisses it meanwhile, and
    /// UIKit ignores that dismissal; the user lets go and the sheet springs back. The
    /// adapter reads it still there, shows it again and dismisses it again: it ends
    /// dismissed.
    func test_aDismissalAskedWhileTheUserDragsASheet_endsDismissedOnceTheSheetSpringsBack() async {
        var ignored = 0
        everySeed(1...60) { model, random in
            model.programPresent(a, style: .sheet)
            model.programPush(b)
            model.settle()
            let hold = Double.random(in: 0.5...3, using: &random)
            XCTAssertTrue(model.dragSheet(holdFor: hold, commits: false))
            model.advance(by: Double.random(in: 0.1...(hold - 0.1), using: &random))
            model.programDismiss()
            model.settle()
            XCTAssertEqual(model.levels.count, 1)
            if model.trace.contains(where: { $0.contains("UIKit ignores the dismissal") }) { ignored += 1 }
        }
        XCTAssertEqual(ignored, 60, "UIKit ignores every dismissal asked during the drag")
    }

    /// The same, when the user lets the sheet go down: one dismissal, the user's.
    func test_aDismissalAskedWhileTheUserDragsASheet_thatTheUserThenSwipesAway_isOneDismissal() async {
        everySeed(1...60) { model, random in
            model.programPresent(a, style: .sheet)
            model.settle()
            let hold = Double.random(in: 0.5...3, using: &random)
            XCTAssertTrue(model.dragSheet(holdFor: hold, commits: true))
            model.advance(by: Double.random(in: 0.1...(hold - 0.1), using: &random))
            model.programDismiss()
            model.settle()
            XCTAssertEqual(model.levels.count, 1)
            XCTAssertTrue(model.navigation.state.presentations.isEmpty)
        }
    }

    // MARK: Defects the model found, fixed since

    /// UIKit drops a sheet the program presents, and the program pushes onto it: the
    /// push's stack motion has no stack to read. It used to wait forever, and nothing
    /// presented again; the sheet now shows, with the pushed screen, once asked again.
    func test_aPushOntoALayerUIKitDropped_showsOnceTheLayerIsAskedForAgain() async {
        everySeed(1...30) { model, random in
            model.faults.droppedPresentation = 1
            model.programPresent(a, style: .sheet)
            model.faults.droppedPresentation = 0
            model.programPush(b)
            model.advance(by: Double.random(in: 0...2, using: &random))
            model.programPush(c)
        }
    }

    /// A swipe back the user cancels, written shorter at its start: whichever comes
    /// first, the coordinator's cancelled `ended` or SwiftUI's write of the longer path,
    /// the screen stays. It used to be lost when the report came first (18 of 30 seeds).
    func test_aCancelledSwipeReportedBeforeItsWriteBack_keepsTheScreen() async {
        everySeed(1...30, state: NavigationState(stack: [AnyModule(a), AnyModule(b)])) { model, random in
            XCTAssertTrue(model.cancelledSwipeBack(writes: .shorterThenLongerBack))
            model.settle()
            XCTAssertEqual(model.navigation.state.stack(of: .root)?.count, 2)
        }
    }

    // MARK: A reporter that never attaches

    /// No coordinator report and no layer's `viewDidAppear`/`viewDidDisappear` ever come:
    /// readings alone end every presentation, dismissal, push and pop.
    func test_aReporterThatNeverAttaches_settlesOnReadingsAlone() async {
        var faults = SwiftUIModel.Faults()
        faults.reportsTransitions = false
        faults.durations = 0.2...1.5
        everySeed(1...60, faults: faults) { model, random in
            model.programPush(a)
            model.programPresent(b, style: .sheet)
            model.programPush(c)
            model.programPresent(d, style: .modal)
            model.programAlert("over D")
            model.settle()
            XCTAssertTrue(model.tapAlertButton())
            model.programPush(ModelScreenModule(name: "E"))
            model.settle()
            XCTAssertTrue(model.swipeBack(writes: SwiftUIModel.PopWrite.allCases.randomElement(using: &random)!))
            model.advance(by: Double.random(in: 0...2, using: &random))
            model.programDismiss()
            model.programDismiss()
            model.programPop()
            model.settle()
            XCTAssertTrue(model.reported.isEmpty)
            XCTAssertTrue(model.layerReports.isEmpty)
        }
    }

    // MARK: Defects the model found, fixed

    /// Plays `play` over `seeds`: every seed settles with no problem.
    private func expectPassing(
        in seeds: ClosedRange<UInt64>, file: StaticString = #filePath, line: UInt = #line,
        _ play: (UInt64) -> SwiftUIModel
    ) {
        for seed in seeds {
            let model = play(seed)
            model.settle()
            let problems = model.verify()
            if !problems.isEmpty { XCTFail("seed \(seed):\n\(model.report(problems))", file: file, line: line) }
        }
    }

    /// UIKit drops every presentation for two minutes (a presenter it refuses), then takes
    /// them again: with the backoff (doubling from 0.5 s to 16 s) the sheet is asked for
    /// a dozen times, not every second, and the wait is reported as stalled.
    func test_aPresentationUIKitKeepsDropping_isAskedForAgainWithBackoff() async {
        let model = model(seed: 7)
        model.faults.droppedPresentation = 1
        model.programPresent(a, style: .sheet)
        model.advance(by: 120)
        model.faults.droppedPresentation = 0
        model.settle()
        var problems = model.verify()
        let asks = model.trace.filter { $0.contains("UIKit drops the presentation") }.count
        if asks > 20 {
            problems.append("UIKit dropped the sheet \(asks) times in 120 s: it was asked for again without backoff")
        }
        expect(problems: problems, known: nil, report: model.report(problems))
    }

    /// The user starts a swipe back and cancels it; meanwhile the program pushes and
    /// presents. The swipe's late cancelled report never ends the program's push, so the
    /// sheet waits for the push's own end (it was presented mid-push in 12 of 30 seeds).
    func test_aCancelledSwipesLastReport_neverEndsTheProgramPushThatFollowedIt() async {
        var faults = SwiftUIModel.Faults()
        faults.durations = 0.6...1.2
        expectPassing(in: 1...30) { seed in
            let model = model(NavigationState(stack: [AnyModule(a), AnyModule(b)]), faults: faults, seed: seed)
            XCTAssertTrue(model.cancelledSwipeBack(writes: .shorterThenLongerBack))
            model.advance(by: 0.1)
            model.programPush(c)
            model.programPresent(d, style: .sheet)
            return model
        }
    }

    /// A sheet under a full-screen cover; the program dismisses the cover, then the sheet.
    /// Where the cover's `viewDidDisappear` comes before the sheet's `viewDidAppear`, the
    /// sheet's dismissal still waits for it to be back, and its content renders as it
    /// slides away (it was cleared in 21 of 30 seeds).
    func test_aSheetUncoveredByACoversDismissal_isNotTakenAsGone() async {
        expectPassing(in: 1...30) { seed in
            let model = model(seed: seed)
            model.programPresent(a, style: .sheet)
            model.programPresent(b, style: .modal)
            model.settle()
            model.programDismiss()
            model.advance(by: 0.1)
            model.programDismiss()
            model.programAlert("after both")
            return model
        }
    }

    /// A sheet under a full-screen cover, a push onto the cover's stack played without
    /// animation (only a reading can end it), and the program dismisses both meanwhile.
    /// The reading that ends the push no longer judges the dismissal it lets begin.
    func test_aReadingThatLetsADismissalBegin_doesNotJudgeIt() async {
        let model = model(seed: 7)
        model.programPresent(a, style: .sheet)
        model.programPresent(b, style: .modal)
        model.settle()
        model.faults.unanimatedFrames = 1
        model.programPush(c)
        model.faults.unanimatedFrames = 0
        model.programDismiss()
        model.programDismiss()
        model.settle()
        let problems = model.verify()
        expect(problems: problems, known: nil, report: model.report(problems))
    }
}
