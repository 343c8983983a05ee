import Navigation
import XCTest

/// The model of SwiftUI plays what UIKit reports: the transition coordinator's reports
/// (``SwiftUIRule/tc``) for every push and pop it animates, to pushed screens only, `began`
/// as it starts and `ended` exactly as its animation ends; a presented layer's
/// `viewDidAppear`/`viewDidDisappear` at the end of its presentation or dismissal; the
/// completions of the renderer's alert controllers; and, when asked, a reading of what
/// UIKit shows.
@MainActor
final class SwiftUIModelTransitionReportTests: XCTestCase {
    private let a = ModelScreenModule(name: "A")
    private let b = ModelScreenModule(name: "B")
    private let c = ModelScreenModule(name: "C")
    private let d = ModelScreenModule(name: "D")

    private func model(
        _ modules: [ModelScreenModule] = [],
        faults: SwiftUIModel.Faults = SwiftUIModel.Faults(),
        seed: UInt64 = 7
    ) -> SwiftUIModel {
        let model = SwiftUIModel(
            adapter: makeModelledAdapter(
                root: ModelScreenModule(name: "root"), state: NavigationState(stack: modules.map { AnyModule($0) })),
            faults: faults, seed: seed)
        model.settle()
        return model
    }

    /// One report as the tests compare it: the screen's name and the report.
    private struct Report: Hashable, CustomStringConvertible {
        let screen: String
        let transition: ModelTransition
        var description: String { "\(screen) \(transition)" }
    }

    /// The reports sent from `start` on, split into those sent at `start` and the rest,
    /// with the time the rest came.
    private func reports(
        of model: SwiftUIModel, from index: Int, at start: Double
    ) -> (began: Set<Report>, ended: Set<Report>, endedAt: Set<Double>) {
        let sent = model.reported.dropFirst(index)
        func report(_ entry: (time: Double, screen: AnyModule, transition: ModelTransition)) -> Report {
            Report(screen: (entry.screen.base as? ModelScreenModule)?.name ?? "?", transition: entry.transition)
        }
        return (
            Set(sent.filter { $0.time == start }.map(report)), Set(sent.filter { $0.time > start }.map(report)),
            Set(sent.filter { $0.time > start }.map(\.time))
        )
    }

    private func assertSettlesTrue(_ model: SwiftUIModel, file: StaticString = #filePath, line: UInt = #line) {
        model.settle()
        let problems = model.verify()
        XCTAssertTrue(problems.isEmpty, model.report(problems), file: file, line: line)
    }

    func test_aProgramPushAndPop_areReportedAsTheyAnimate() async {
        let model = model([a])
        var start = model.now
        var index = model.reported.count
        model.programPush(b)
        model.settle()
        var sent = reports(of: model, from: index, at: start)
        XCTAssertEqual(
            sent.began,
            [
                Report(screen: "B", transition: .began(appearing: true, interactive: false)),
                Report(screen: "A", transition: .began(appearing: false, interactive: false)),
            ])
        XCTAssertEqual(sent.ended.count, 2)
        start = model.now
        index = model.reported.count
        model.programPop()
        model.settle()
        sent = reports(of: model, from: index, at: start)
        XCTAssertEqual(
            sent.began,
            [
                Report(screen: "B", transition: .began(appearing: false, interactive: false)),
                Report(screen: "A", transition: .began(appearing: true, interactive: false)),
            ])
        XCTAssertEqual(
            sent.ended,
            [
                Report(screen: "B", transition: .ended(appearing: false, cancelled: false)),
                Report(screen: "A", transition: .ended(appearing: true, cancelled: false)),
            ])
    }

    func test_aSwipeBack_isReportedAsAnInteractivePop_underBothWrites() async {
        for writes in SwiftUIModel.PopWrite.allCases {
            let model = model([a, b])
            let start = model.now
            let index = model.reported.count
            XCTAssertTrue(model.swipeBack(writes: writes))
            model.settle()
            let sent = reports(of: model, from: index, at: start)
            XCTAssertEqual(
                sent.began,
                [
                    Report(screen: "B", transition: .began(appearing: false, interactive: true)),
                    Report(screen: "A", transition: .began(appearing: true, interactive: true)),
                ], "\(writes)")
            XCTAssertEqual(
                sent.ended,
                [
                    Report(screen: "B", transition: .ended(appearing: false, cancelled: false)),
                    Report(screen: "A", transition: .ended(appearing: true, cancelled: false)),
                ], "\(writes)")
            XCTAssertEqual(sent.endedAt.count, 1, "\(writes)")
        }
    }

    func test_aCancelledSwipeBack_isReportedAsACancelledInteractivePop_underBothWrites() async {
        for writes in SwiftUIModel.CancelWrite.allCases {
            let model = model([a, b])
            let start = model.now
            let index = model.reported.count
            XCTAssertTrue(model.cancelledSwipeBack(writes: writes))
            model.settle()
            let sent = reports(of: model, from: index, at: start)
            XCTAssertEqual(
                sent.began,
                [
                    Report(screen: "B", transition: .began(appearing: false, interactive: true)),
                    Report(screen: "A", transition: .began(appearing: true, interactive: true)),
                ], "\(writes)")
            XCTAssertEqual(
                sent.ended,
                [
                    Report(screen: "B", transition: .ended(appearing: false, cancelled: true)),
                    Report(screen: "A", transition: .ended(appearing: true, cancelled: true)),
                ], "\(writes)")
        }
    }

    func test_aSwipeBack_reportsItsStartWithinTheGesture_beforeAnyOtherCodeRuns() async {
        let start: Set<Report> = [
            Report(screen: "B", transition: .began(appearing: false, interactive: true)),
            Report(screen: "A", transition: .began(appearing: true, interactive: true)),
        ]
        for writes in SwiftUIModel.PopWrite.allCases {
            let model = model([a, b])
            let index = model.reported.count
            XCTAssertTrue(model.swipeBack(writes: writes))
            XCTAssertEqual(reports(of: model, from: index, at: model.now).began, start, "\(writes)")
        }
        for writes in SwiftUIModel.CancelWrite.allCases {
            let model = model([a, b])
            let index = model.reported.count
            XCTAssertTrue(model.cancelledSwipeBack(writes: writes))
            XCTAssertEqual(reports(of: model, from: index, at: model.now).began, start, "\(writes)")
        }
    }

    func test_aPushInAFrameShownWithoutAnimation_isReportedByNothing_andDoesNotAnimate() async {
        var faults = SwiftUIModel.Faults()
        faults.unanimatedFrames = 1
        let model = model([a], faults: faults)
        let index = model.reported.count
        model.programPush(b)
        XCTAssertEqual(model.reported.dropFirst(index).map(\.transition), [])
        // Nothing animates: a second push at the same moment changes no path mid-push.
        model.programPush(c)
        assertSettlesTrue(model)
        XCTAssertEqual(model.navigation.state.stack(of: .root)?.count, 3)
        XCTAssertTrue(model.reported.dropFirst(index).isEmpty)
    }

    func test_aPlatformWithoutTheReporter_reportsNothing() async {
        var faults = SwiftUIModel.Faults()
        faults.reportsTransitions = false
        let model = model([a, b], faults: faults)
        XCTAssertTrue(model.swipeBack(writes: .atStart))
        model.settle()
        model.programPush(c)
        model.programPresent(d, style: .sheet)
        model.settle()
        model.programDismiss()
        model.programPop()
        assertSettlesTrue(model)
        XCTAssertTrue(model.reported.isEmpty, "\(model.reported)")
        XCTAssertTrue(model.layerReports.isEmpty, "\(model.layerReports)")
    }

    func test_theEndOfAPush_andTheCoveredScreensOnDisappear_comeInEitherOrder() async {
        var orders: Set<Bool> = []
        for seed in UInt64(1)...40 {
            let model = model([a], seed: seed)
            model.programPush(b)
            model.settle()
            let ended = model.trace.firstIndex { $0.hasSuffix("ended disappearing of \(AnyModule(a))") }
            let time = ended.map { model.trace[$0].prefix { $0 != ":" } }
            let disappeared = model.trace.firstIndex { $0 == "\(time ?? ""): onDisappear of \(AnyModule(a))" }
            guard let ended, let disappeared else {
                XCTFail("no end or no onDisappear at the push's end:\n\(model.trace.joined(separator: "\n"))")
                return
            }
            orders.insert(ended < disappeared)
        }
        XCTAssertEqual(orders, [true, false])
    }

    func test_aSceneBackOnScreen_endsTheTransitionsItsAbsenceCutShort() async {
        let model = model([a])
        model.programPush(b)
        model.background()
        model.advance(by: 0.1)
        model.foreground()
        let back = model.now
        model.settle()
        let ended = model.reported.filter { if case .ended = $0.transition { true } else { false } }
        XCTAssertEqual(ended.count, 2)
        XCTAssertTrue(ended.allSatisfy { $0.time == back }, "\(ended.map(\.time)) against \(back)")
    }

    func test_theUserCannotTouch_whileAPushASwipeOrAPresentationAnimates() async {
        let model = model([a])
        model.programPush(b)
        XCTAssertFalse(model.swipeBack(writes: .atStart), "during the program's push")
        model.settle()
        XCTAssertTrue(model.swipeBack(writes: .atEnd))
        model.advance(by: 0.25)
        XCTAssertFalse(model.cancelledSwipeBack(writes: .never), "during the swipe")
        model.settle()
        model.programPush(c)
        model.settle()
        XCTAssertTrue(model.cancelledSwipeBack(writes: .never))
        XCTAssertFalse(model.presentOwn(.sheet), "during the cancelled swipe")
        model.settle()
        model.programPresent(d, style: .sheet)
        XCTAssertFalse(model.swipeDownSheet(), "during the presentation")
        XCTAssertFalse(model.presentOwn(.alert), "during the presentation")
        assertSettlesTrue(model)
    }

    func test_aCancelledSwipeOnAScreenTheProgramPoppedBefore_letsThePopStand() async {
        // The program's pop of the top screen is shown without animation, so only a
        // reading ends it: the popped screen is still on screen when the swipe begins.
        let model = model([a, b])
        model.faults.unanimatedFrames = 1
        model.programPop()
        model.faults.unanimatedFrames = 0
        model.advance(by: 0.2)
        model.programPop()
        model.advance(by: 0.2)
        XCTAssertTrue(model.cancelledSwipeBack(writes: .never), model.report(["no screen to swipe"]))
        assertSettlesTrue(model)
        XCTAssertEqual(model.navigation.state.stack(of: .root)?.count, 0)
    }

    // MARK: Layers, alerts and readings

    func test_aLayerReportsViewDidAppearAtTheEndOfItsPresentation_andViewDidDisappearAtTheEndOfItsDismissal() async {
        var faults = SwiftUIModel.Faults()
        faults.durations = 0.2...1.5
        for seed in UInt64(1)...20 {
            let model = model(faults: faults, seed: seed)
            let start = model.now
            model.programPresent(a, style: .sheet)
            model.advance(by: 0.1)
            XCTAssertTrue(model.layerReports.isEmpty, "nothing while it slides up")
            model.settle()
            XCTAssertEqual(model.layerReports.map(\.appeared), [true])
            let appeared = model.layerReports[0].time - start
            XCTAssertTrue((0.2...1.5).contains(appeared), "\(appeared)")
            let dismissed = model.now
            model.programDismiss()
            model.settle()
            XCTAssertEqual(model.layerReports.map(\.appeared), [true, false])
            XCTAssertTrue((0.2...1.5).contains(model.layerReports[1].time - dismissed))
        }
    }

    func test_aFullScreenCover_takesTheLayerUnderItOutOfTheWindow_andBringsItBack() async {
        let model = model(seed: 7)
        model.programPresent(a, style: .sheet)
        model.settle()
        model.programPresent(b, style: .modal)
        model.settle()
        model.programDismiss()
        model.settle()
        let a = AnyHashable(ScreenElement(model.navigation.state.presentations[0].module))
        XCTAssertEqual(model.layerReports.filter { $0.identity == a }.map(\.appeared), [true, false, true])
        assertSettlesTrue(model)
    }

    func test_aSheetOverASheet_leavesTheOneUnderItInTheWindow() async {
        let model = model(seed: 7)
        model.programPresent(a, style: .sheet)
        model.settle()
        model.programPresent(b, style: .sheet)
        model.settle()
        let a = AnyHashable(ScreenElement(model.navigation.state.presentations[0].module))
        XCTAssertEqual(model.layerReports.filter { $0.identity == a }.map(\.appeared), [true])
        assertSettlesTrue(model)
    }

    func test_aReading_showsEachLayerAndAlertWithItsMotion_andAModulesOwnControllerAsAnothers() async {
        let model = model([a], seed: 7)
        model.programPresent(b, style: .sheet)
        model.advance(by: 0.1)
        var reading = model.platformRead()
        XCTAssertEqual(reading.presented.map(\.motion), [.appearing])
        model.settle()
        model.programAlert("over B")
        model.settle()
        reading = model.platformRead()
        XCTAssertEqual(reading.presented.map(\.motion), [.still, .still])
        guard case .alert = reading.presented.last?.content else { return XCTFail("\(reading)") }
        XCTAssertTrue(model.tapAlertButton())
        model.settle()
        XCTAssertTrue(model.presentOwn(.dialog))
        reading = model.platformRead()
        XCTAssertEqual(
            reading.presented.last, ModelReading.Presented(content: .other(isAlertController: true), motion: .appearing)
        )
        XCTAssertEqual(reading.stacks.map(\.pushed).sorted(), [0, 1])
        model.programDismiss()
        model.advance(by: 0.01)
        reading = model.platformRead()
        XCTAssertEqual(reading.presented.count, 2, "UIKit ignores the dismissal while the dialog comes up")
        assertSettlesTrue(model)
    }

    func test_anAlertTap_runsItsHandlerOnceTheAlertIsDown_thenItsDismissalCompletes() async {
        let model = model(seed: 7)
        let alert = model.programAlert("tap me")
        model.settle()
        XCTAssertTrue(model.tapAlertButton())
        XCTAssertEqual(model.navigation.state.alert?.id, alert.id, "the handler runs once UIKit took the alert down")
        XCTAssertEqual(model.platformRead().presented.map(\.motion), [.disappearing])
        assertSettlesTrue(model)
        XCTAssertNil(model.navigation.state.alert)
        let handler = model.trace.firstIndex { $0.contains("adapter: event alertButtonTapped") }
        let completion = model.trace.firstIndex { $0.contains("adapter: event alertDisappeared") }
        XCTAssertNotNil(handler)
        XCTAssertLessThan(handler ?? 0, completion ?? 0, "the handler, then the dismissal's completion")
    }
}
