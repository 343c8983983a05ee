import Navigation
import XCTest

/// The model of SwiftUI disagrees with an adapter that is wrong: each deliberately
/// broken variant of the adapter is reported, by a named scenario played over seeds, and
/// by seeded sequences.
///
/// Each broken machine is made outside `Sources/`: ``CorruptedAdapter`` corrupts what the
/// adapter hands SwiftUI, ``SceneSessionBinding/Corruption`` what the platform tells the
/// session. A scenario counts the seeds it catches among those the honest adapter passes,
/// and asserts it catches most; the rates today are noted with each test.
@MainActor
final class SwiftUIModelDisagreementTests: XCTestCase {
    private let a = ModelScreenModule(name: "A")
    private let b = ModelScreenModule(name: "B")
    private let c = ModelScreenModule(name: "C")

    private func adapter(
        _ state: NavigationState = NavigationState(),
        _ corruption: CorruptedAdapter.Corruption? = nil,
        platform: SceneSessionBinding.Corruption = .init()
    ) -> any ModelledAdapter {
        let base = makeModelledAdapter(root: ModelScreenModule(name: "root"), state: state, corruption: platform)
        return corruption.map { CorruptedAdapter(base, corruption: $0) } ?? base
    }

    /// How many of `count` seeded sequences the model finds a problem in that it does not
    /// find with the honest adapter.
    private func failingSequences(
        _ count: Int, options: SwiftUIModelSequenceTests.Options = .init(), _ make: @escaping () -> any ModelledAdapter
    ) -> Int {
        (1...UInt64(count)).filter { seed in
            let honest = SwiftUIModelSequenceTests.run(seed: seed, options: options)
            guard honest.problems.isEmpty else { return false }
            return !SwiftUIModelSequenceTests.run(seed: seed, options: options, adapter: make).problems.isEmpty
        }.count
    }

    private func problems(
        after play: (SwiftUIModel) -> Void, on adapter: any ModelledAdapter, seed: UInt64 = 3
    ) -> [String] {
        let model = SwiftUIModel(adapter: adapter, seed: seed)
        model.settle()
        play(model)
        model.settle()
        return model.verify()
    }

    /// Plays `play` over `seeds` on the honest adapter and on the broken one; returns how
    /// many seeds the honest one passes, and how many of those the model finds the broken
    /// one wrong in. The honest one failing a seed fails the test.
    private func caught(
        _ seeds: ClosedRange<UInt64>, faults: SwiftUIModel.Faults = SwiftUIModel.Faults(),
        platform: SceneSessionBinding.Corruption, settleLimit: Double = 1_200, file: StaticString = #filePath,
        line: UInt = #line,
        _ play: (SwiftUIModel, inout SplitMix) -> Void
    ) -> (caught: Int, of: Int, example: String) {
        var caught = 0
        var passing = 0
        var example = ""
        for seed in seeds {
            var verdicts: [[String]] = []
            for corruption in [SceneSessionBinding.Corruption(), platform] {
                let model = SwiftUIModel(
                    adapter: adapter(platform: corruption), faults: faults, seed: seed, traces: false)
                model.settleLimit = settleLimit
                model.settle()
                var random = SplitMix(state: seed &* 104_729)
                play(model, &random)
                model.foreground()
                model.settle()
                let problems = model.verify()
                if verdicts.isEmpty, !problems.isEmpty {
                    XCTFail(
                        "the honest adapter fails seed \(seed):\n\(problems.joined(separator: "\n"))", file: file,
                        line: line)
                }
                if !verdicts.isEmpty, !problems.isEmpty, example.isEmpty { example = problems.joined(separator: "\n") }
                verdicts.append(problems)
            }
            guard verdicts[0].isEmpty else { continue }
            passing += 1
            if !verdicts[1].isEmpty { caught += 1 }
        }
        print("the model catches the broken machine in \(caught) of \(passing) seeds")
        return (caught, passing, example)
    }

    // MARK: What the adapter hands SwiftUI

    /// A pop written a second time (SwiftUI's binding writing the path twice, one
    /// shorter) pops nothing more: UIKit said nothing of the second screen leaving, and
    /// its stack still holds it, so the write is a stale copy. (Before the machine asked
    /// UIKit, this corruption lost a screen in 10 of 20 seeds.)
    func test_aPopWrittenTwice_popsOneScreen() async {
        let state = NavigationState(stack: [AnyModule(a), AnyModule(b), AnyModule(c)])
        let found = (UInt64(1)...20).map { seed in
            problems(after: { _ = $0.swipeBack(writes: .atEnd) }, on: adapter(state, .popAppliedTwice), seed: seed)
        }
        XCTAssertTrue(found.allSatisfy(\.isEmpty), "\(found.filter { !$0.isEmpty })")
        for seed in UInt64(1)...100 where SwiftUIModelSequenceTests.run(seed: seed).problems.isEmpty {
            let run = SwiftUIModelSequenceTests.run(seed: seed) { self.adapter(NavigationState(), .popAppliedTwice) }
            XCTAssertTrue(run.problems.isEmpty, "seed \(seed): \(run.problems)")
        }
    }

    func test_idsDroppedFromThePath_areReportedWhenTheSameDeepLinkOpensTwice() async {
        let found = problems(
            after: { model in
                model.programSetState("deep link", NavigationState(stack: [AnyModule(a)]))
                model.settle()
                model.programSetState("the same deep link again", NavigationState(stack: [AnyModule(a)]))
            }, on: adapter(NavigationState(), .idsDroppedFromThePath))
        XCTAssertTrue(found.contains { $0.contains("the root stack shows") }, "\(found)")
        var options = SwiftUIModelSequenceTests.Options()
        options.replaysDeepLinks = true
        XCTAssertGreaterThan(
            failingSequences(100, options: options) { self.adapter(NavigationState(), .idsDroppedFromThePath) }, 0)
    }

    func test_transitionReportsEndedAtTheirStart_areReportedAsPathChangesMidPush() async {
        let found = problems(
            after: { model in
                model.programPush(b)
                model.programPush(c)
            }, on: adapter(NavigationState(stack: [AnyModule(a)]), .transitionsEndedAtTheirStart))
        XCTAssertTrue(found.contains { $0.contains("while a push or pop animates") }, "\(found)")
        XCTAssertGreaterThan(
            failingSequences(100) { self.adapter(NavigationState(), .transitionsEndedAtTheirStart) }, 0)
    }

    /// A swipe the user cancels, reported as a completed pop, pops the screen the user
    /// kept; a completed swipe reported as cancelled puts back the screen the user popped.
    func test_transitionReportsWithCancelledFlipped_areReportedAsALostScreenOrALostPop() async {
        let state = NavigationState(stack: [AnyModule(a), AnyModule(b)])
        var found = problems(
            after: { _ = $0.cancelledSwipeBack(writes: .never) }, on: adapter(state, .cancelledFlipped))
        XCTAssertTrue(found.contains { $0.contains("the cancel is lost") }, "\(found)")
        found = problems(after: { _ = $0.swipeBack(writes: .atStart) }, on: adapter(state, .cancelledFlipped))
        XCTAssertTrue(found.contains { $0.contains("the user's pop") }, "\(found)")
        XCTAssertGreaterThan(failingSequences(100) { self.adapter(NavigationState(), .cancelledFlipped) }, 0)
    }

    // MARK: What the platform tells the session

    /// (a) A late `nil` write of a sheet's binding, from an appearance of the layer the
    /// user swiped away, taken as a dismissal of the same layer presented again since:
    /// the staleness check (`presentedAt`) is defeated by passing the write to the latest
    /// frame's binding. The program presents the appearance again at once; the stale
    /// write comes 0.5–2 s after the user's. Today the model catches it in 99 of 100 seeds
    /// (a lost presentation of the program's; in the other the stale write comes before
    /// the new presentation is on screen, and goes to the old binding), and in 0 of 200
    /// random sequences: they seldom present an appearance again right after the user
    /// dismissed it.
    func test_aLateNilWriteFromAnEarlierAppearance_acceptedAsADismissal_isReportedAsALostPresentation() async {
        var faults = SwiftUIModel.Faults()
        faults.staleWrite = 1
        let result = caught(1...100, faults: faults, platform: .init(acceptsStaleDismissals: true)) { model, random in
            model.programPresent(a, style: .sheet)
            model.settle()
            XCTAssertTrue(model.swipeDownSheet())
            model.advance(by: 0.9)
            XCTAssertTrue(model.programPresentAgain())
        }
        XCTAssertGreaterThanOrEqual(result.caught * 10, result.of * 9, "\(result.caught) of \(result.of)")
        XCTAssertTrue(result.example.contains("the program's presentation"), result.example)
    }

    /// (b) A platform that takes a layer as presented, or as gone, 0.6 s after a frame
    /// asks, whatever UIKit does. With durations of 0.2–1.5 s and some stalled first
    /// frames, the model catches it in 98 of 100 seeds today (a presentation asked during
    /// another's), and in 119 of 200 random sequences.
    func test_aLayerTakenAsShownAfterAFixedTime_isReportedAsAPresentationDuringATransition() async {
        var faults = SwiftUIModel.Faults()
        faults.durations = 0.2...1.5
        faults.stalledFirstFrame = 0.3
        let result = caught(1...100, faults: faults, platform: .init(layersReportedAfter: 0.6), settleLimit: 120) {
            model, random in
            model.programPresent(a, style: .sheet)
            model.programPresent(b, style: .modal)
            model.programAlert("over B")
            model.settle()
            model.programDismiss()
            model.programDismiss()
        }
        XCTAssertGreaterThanOrEqual(result.caught * 10, result.of * 8, "\(result.caught) of \(result.of)")
        XCTAssertTrue(result.example.contains("R1.3"), result.example)
    }

    /// (c) A `read()` that says everything the frame asks for shows, at rest. A reading
    /// taken while a 0.2–1.5 s presentation still slides up ends it early, and a
    /// presentation UIKit dropped is never asked for again: the model catches it in 100 of
    /// 100 seeds today, and in 175 of 200 random sequences.
    func test_aReadingThatSaysEverythingShows_isReportedAsTransitionsCutShortAndLostLayers() async {
        var faults = SwiftUIModel.Faults()
        faults.durations = 0.2...1.5
        faults.droppedPresentation = 0.3
        let result = caught(1...100, faults: faults, platform: .init(readsEverythingShown: true), settleLimit: 120) {
            model, random in
            model.programPush(b)
            model.programPresent(a, style: .sheet)
            model.programPresent(c, style: .modal)
            model.programAlert("over C")
        }
        XCTAssertGreaterThanOrEqual(result.caught * 10, result.of * 9, "\(result.caught) of \(result.of)")
    }

    /// (d) A `read()` that takes any alert controller on top for the renderer's alert: a
    /// module's own alert or confirmation dialog, up for minutes, reads as the program's
    /// alert, which UIKit dropped under it; nothing asks for it again. The model catches
    /// it in 100 of 100 seeds today (the alert never shows), and in 2 of 200 random
    /// sequences (a program alert under a module's alert or dialog is rare in them).
    func test_anyAlertControllerTakenAsOurs_isReportedAsAnAlertThatNeverShows() async {
        let result = caught(1...100, platform: .init(takesAnyAlertAsOurs: true)) { model, random in
            let kind: SwiftUIModel.OwnKind = Bool.random(using: &random) ? .alert : .dialog
            XCTAssertTrue(model.presentOwn(kind, closeAfter: Double.random(in: 60...600, using: &random)))
            model.advance(by: 1)
            model.programAlert("the program's")
        }
        XCTAssertGreaterThanOrEqual(result.caught * 10, result.of * 9, "\(result.caught) of \(result.of)")
        XCTAssertTrue(result.example.contains("the alert shown is none"), result.example)
    }
}
