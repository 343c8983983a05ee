import Navigation
import XCTest

/// The model of SwiftUI plays UIKit's transition coordinator reports (``SwiftUIRule/tc``):
/// for every push and pop it animates, to pushed screens only, `began` as it starts and
/// `ended` exactly as its animation ends.
@MainActor
final class SwiftUIModelTransitionReportTests: XCTestCase {
    private let a = ModelScreenModule(name: "A")
    private let b = ModelScreenModule(name: "B")
    private let c = ModelScreenModule(name: "C")

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

    func test_aLinkTap_reportsThePushToThePushedScreenAndTheOneItCovers() async {
        let model = model([a])
        let start = model.now
        let index = model.reported.count
        XCTAssertTrue(model.tapLink(to: b))
        model.settle()
        let sent = reports(of: model, from: index, at: start)
        XCTAssertEqual(
            sent.began,
            [
                Report(screen: "B", transition: .began(appearing: true, interactive: false)),
                Report(screen: "A", transition: .began(appearing: false, interactive: false)),
            ])
        XCTAssertEqual(
            sent.ended,
            [
                Report(screen: "B", transition: .ended(appearing: true, cancelled: false)),
                Report(screen: "A", transition: .ended(appearing: false, cancelled: false)),
            ])
        XCTAssertEqual(sent.endedAt.count, 1, "both end as the one animation does")
        XCTAssertTrue(sent.endedAt.allSatisfy { (start + 0.35...start + 0.55).contains($0) }, "\(sent.endedAt)")
    }

    func test_aLinkTapFromTheRoot_reportsToThePushedScreenOnly() async {
        let model = model()
        let start = model.now
        let index = model.reported.count
        XCTAssertTrue(model.tapLink(to: b))
        model.settle()
        XCTAssertEqual(
            reports(of: model, from: index, at: start).ended,
            [Report(screen: "B", transition: .ended(appearing: true, cancelled: false))])
        XCTAssertEqual(model.reported.dropFirst(index).count, 2)
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
        let adapter = SceneSessionBinding(
            root: ModelScreenModule(name: "root"), state: NavigationState(stack: [AnyModule(a)]),
            corruption: .init(showsEveryFrameUnanimated: true))
        let model = SwiftUIModel(adapter: adapter, faults: SwiftUIModel.Faults(), seed: 7)
        model.settle()
        let index = model.reported.count
        model.programPush(b)
        XCTAssertEqual(model.reported.dropFirst(index).map(\.transition), [])
        // Nothing animates: a second push at the same moment changes no path mid-push.
        model.programPush(c)
        assertSettlesTrue(model)
        XCTAssertEqual(model.navigation.state.stack(of: .root)?.count, 3)
    }

    func test_aPlatformWithoutTheReporter_reportsNothing() async {
        var faults = SwiftUIModel.Faults()
        faults.reportsTransitions = false
        let model = model([a, b], faults: faults)
        XCTAssertTrue(model.swipeBack(writes: .atStart))
        model.settle()
        XCTAssertTrue(model.tapLink(to: c))
        model.settle()
        model.programPop()
        assertSettlesTrue(model)
        XCTAssertTrue(model.reported.isEmpty, "\(model.reported)")
    }

    func test_theEndOfAPush_andTheCoveredScreensOnDisappear_comeInEitherOrder() async {
        var orders: Set<Bool> = []
        for seed in UInt64(1)...40 {
            let model = model([a], seed: seed)
            XCTAssertTrue(model.tapLink(to: b))
            model.settle()
            let ended = model.trace.firstIndex { $0.hasSuffix("ended disappearing of \(AnyModule(a))") }
            let time = ended.map { model.trace[$0].prefix { $0 != ":" } }
            let disappeared = model.trace.firstIndex { $0 == "\(time ?? ""): onDisappear" }
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

    func test_theUserCannotTouch_whileALinksPushOrASwipeAnimates() async {
        let model = model([a])
        XCTAssertTrue(model.tapLink(to: b))
        XCTAssertFalse(model.tapLink(to: c), "during the link's push")
        XCTAssertFalse(model.swipeBack(writes: .atStart), "during the link's push")
        model.settle()
        XCTAssertTrue(model.swipeBack(writes: .atEnd))
        XCTAssertFalse(model.tapLink(to: c), "during the swipe")
        model.advance(by: 0.25)
        XCTAssertFalse(model.cancelledSwipeBack(writes: .never), "during the swipe")
        model.settle()
        XCTAssertTrue(model.cancelledSwipeBack(writes: .shorterThenLongerBack))
        XCTAssertFalse(model.tapLink(to: c), "during the cancelled swipe")
        assertSettlesTrue(model)
    }

    func test_aCancelledSwipeOnAScreenTheProgramPoppedBefore_letsThePopStand() async {
        // Without reports, the program's pop waits for the covered root's `onDisappear`,
        // which comes late: the popped screen is still on screen when the swipe begins.
        var faults = SwiftUIModel.Faults(lateDisappearance: 0.8...1)
        faults.reportsTransitions = false
        let model = model(faults: faults)
        XCTAssertTrue(model.tapLink(to: a))
        model.programPop()
        // The first moment the link's push is over, before the adapter's settle time.
        var started = false
        while !started, model.now < 0.6 {
            model.advance(by: 0.005)
            started = model.cancelledSwipeBack(writes: .never)
        }
        XCTAssertTrue(started, model.report(["the popped screen is never on screen for a swipe"]))
        assertSettlesTrue(model)
        XCTAssertEqual(model.navigation.state.stack(of: .root)?.count, 0)
    }
}
