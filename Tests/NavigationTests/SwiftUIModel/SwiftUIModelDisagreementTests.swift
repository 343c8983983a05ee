import Navigation
import XCTest

/// The model of SwiftUI disagrees with an adapter that is wrong: each deliberately
/// broken variant of the adapter is reported, by a named scenario and by seeded
/// sequences.
@MainActor
final class SwiftUIModelDisagreementTests: XCTestCase {
    private let a = ModelScreenModule(name: "A")
    private let b = ModelScreenModule(name: "B")
    private let c = ModelScreenModule(name: "C")

    private func adapter(
        _ state: NavigationState = NavigationState(),
        _ corruption: CorruptedAdapter.Corruption? = nil,
        endsTransitionsAtOnce: Bool = false
    ) -> any ModelledAdapter {
        let base = makeModelledAdapter(
            root: ModelScreenModule(name: "root"), state: state, endsTransitionsAtOnce: endsTransitionsAtOnce)
        return corruption.map { CorruptedAdapter(base, corruption: $0) } ?? base
    }

    /// How many of `count` seeded sequences the model finds a problem in.
    private func failingSequences(
        _ count: Int,
        replaysDeepLinks: Bool = false,
        _ make: () -> any ModelledAdapter
    ) -> Int {
        (1...UInt64(count)).filter { seed in
            let run = SwiftUIModelSequenceTests.run(
                seed: seed, steps: 8, adapter: make(), replaysDeepLinks: replaysDeepLinks)
            return !run.problems.isEmpty
        }.count
    }

    private func problems(after play: (SwiftUIModel) -> Void, on adapter: any ModelledAdapter) -> [String] {
        let model = SwiftUIModel(adapter: adapter, seed: 3)
        model.settle()
        play(model)
        model.settle()
        return model.verify()
    }

    func test_aPopAppliedTwice_isReportedAsALostScreen() async {
        let state = NavigationState(stack: [AnyModule(a), AnyModule(b), AnyModule(c)])
        let found = problems(after: { _ = $0.swipeBack(writes: .atEnd) }, on: adapter(state, .popAppliedTwice))
        XCTAssertTrue(found.contains { $0.contains("the user's pop") }, "\(found)")
        XCTAssertGreaterThan(failingSequences(200) { adapter(NavigationState(), .popAppliedTwice) }, 0)
    }

    func test_idsDroppedFromThePath_areReportedWhenTheSameDeepLinkOpensTwice() async {
        let found = problems(
            after: { model in
                model.programSetState("deep link", NavigationState(stack: [AnyModule(a)]))
                model.settle()
                model.programSetState("the same deep link again", NavigationState(stack: [AnyModule(a)]))
            }, on: adapter(NavigationState(), .idsDroppedFromThePath))
        XCTAssertTrue(found.contains { $0.contains("the root stack shows") }, "\(found)")
        let failing = failingSequences(200, replaysDeepLinks: true) {
            adapter(NavigationState(), .idsDroppedFromThePath)
        }
        XCTAssertGreaterThan(failing, 0)
    }

    func test_transitionReportsEndedAtTheirStart_areReportedAsPathChangesMidPush() async {
        let found = problems(
            after: { model in
                model.tapLink(to: b)
                model.programPush(c)
            }, on: adapter(NavigationState(stack: [AnyModule(a)]), .transitionsEndedAtTheirStart))
        XCTAssertTrue(found.contains { $0.contains("while a push or pop animates") }, "\(found)")
        XCTAssertGreaterThan(failingSequences(200) { adapter(NavigationState(), .transitionsEndedAtTheirStart) }, 0)
    }

    func test_transitionReportsWithCancelledFlipped_areReportedAsALostPop() async {
        let state = NavigationState(stack: [AnyModule(a), AnyModule(b)])
        let found = problems(after: { _ = $0.swipeBack(writes: .atStart) }, on: adapter(state, .cancelledFlipped))
        XCTAssertTrue(found.contains { $0.contains("the user's pop") }, "\(found)")
        XCTAssertGreaterThan(failingSequences(200) { adapter(NavigationState(), .cancelledFlipped) }, 0)
    }

    func test_transitionsTakenAsOverAtOnce_areReportedAsPresentationsMidTransition() async {
        let found = problems(
            after: { model in
                model.programPresent(a, style: .sheet)
                model.programPresent(b, style: .modal)
            }, on: adapter(endsTransitionsAtOnce: true))
        XCTAssertTrue(found.contains { $0.contains("while a transition runs") }, "\(found)")
        XCTAssertGreaterThan(failingSequences(200) { adapter(endsTransitionsAtOnce: true) }, 0)
    }
}
