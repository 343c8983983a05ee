import Navigation
import XCTest

/// The model of UIKit disagrees with a host that is wrong: each deliberately broken host
/// (``HostCorruption``) is reported, by a named scenario and by seeded sequences.
@MainActor
final class UIKitModelDisagreementTests: XCTestCase {
    private func screen(_ name: String) -> AnyModule { AnyModule(UIKitModelScreen(name: name)) }

    /// How many of the first `count` seeded sequences find a problem no known host
    /// defect explains, against a host broken by `corruption`.
    private func catches(_ corruption: HostCorruption, of count: Int = 1_000) -> Int {
        let caught = (1...UInt64(count)).filter { seed in
            UIKitModelSequenceTests.run(seed: seed, corruption: corruption, tracing: false).problems.contains {
                KnownHostDefect(problem: $0) == nil
            }
        }.count
        print("UIKit model: \(corruption) caught in \(caught) of \(count) sequences")
        return caught
    }

    private func problems(
        _ state: NavigationState, _ corruption: HostCorruption, _ play: (UIKitModel) -> Void
    ) -> [String] {
        let binding = UIKitHostBinding(root: UIKitModelScreen(name: "root"), state: state, corruption: corruption)
        let model = binding.start(faults: UIKitModel.Faults(), seed: 5)
        model.settle()
        play(model)
        model.settle()
        return model.verify() + binding.problems
    }

    func test_aPopAppliedTwice_isReportedAsALostScreen() async {
        let found = problems(NavigationState(stack: [screen("a"), screen("b"), screen("c")]), .popAppliedTwice) {
            XCTAssertTrue($0.swipeBack(completes: true))
        }
        XCTAssertTrue(found.contains { $0.contains("the user's pop") }, "\(found)")
        XCTAssertGreaterThan(catches(.popAppliedTwice), 0)
    }

    func test_aHostDeafToTheMoreList_losesTheUsersPick() async {
        let tabs = (1...6).map { screen("tab\($0)") }
        let found = problems(NavigationState(tabs: tabs), .morePicksIgnored) { model in
            XCTAssertTrue(model.pickInMore(4))
        }
        XCTAssertTrue(found.contains { $0.contains("in the More list") }, "\(found)")
        XCTAssertGreaterThan(catches(.morePicksIgnored), 0)
    }

    func test_aCommandIssuedMidTransition_isReported() async {
        let found = problems(NavigationState(), .commandIssuedMidTransition) { model in
            model.programPresent(.sheet)
            model.programPresent(.modal)
        }
        XCTAssertTrue(found.contains { $0.contains("while a transition runs") }, "\(found)")
        XCTAssertGreaterThan(catches(.commandIssuedMidTransition), 0)
    }

    func test_aHostThatDropsTheProgramsPresentationsOnASwipeDown_isCaughtInMostSeeds() async {
        let count = 500
        let caught = (1...UInt64(count)).filter { seed in
            !UIKitModelSequenceTests.runDuringASwipeDown(
                seed: seed, corruption: .swipeDownDropsProgramPresentations, tracing: false
            ).problems.isEmpty
        }.count
        print("UIKit model: swipeDownDropsProgramPresentations caught in \(caught) of \(count) sequences")
        XCTAssertGreaterThan(caught, count / 2)
    }

    func test_aHostThatLeavesTheSceneLifeUnreported_isReported() async {
        let found = problems(NavigationState(), .sceneLifeUnreported) { model in
            XCTAssertTrue(model.takeRootOutOfTheWindow())
            model.programPresent(.sheet(SheetOptions()))
            model.advance(by: 5)
            XCTAssertTrue(model.putRootBackInTheWindow())
            model.settle()
            XCTAssertTrue(model.changeSceneActivity(inBackground: true))
            model.programPresent(.modal)
            model.advance(by: 1)
            XCTAssertTrue(model.changeSceneActivity(inBackground: false))
        }
        XCTAssertTrue(found.contains { $0.contains("not in the window") }, "\(found)")
        XCTAssertTrue(found.contains { $0.contains("in the background") }, "\(found)")
        XCTAssertGreaterThan(catches(.sceneLifeUnreported), 0)
    }

    func test_aHostThatAnimatesEveryChange_isReported() async {
        let found = problems(NavigationState(stack: [screen("a")]), .animatesEveryChange) { model in
            model.programDeepLink(layers: 2)
        }
        XCTAssertTrue(found.contains { $0.contains("covered at once") || $0.contains("no single push") }, "\(found)")
        XCTAssertGreaterThan(catches(.animatesEveryChange), 0)
        let count = 500
        let caught = (1...UInt64(count)).filter { seed in
            !UIKitModelSequenceTests.runReplacements(seed: seed, corruption: .animatesEveryChange, tracing: false)
                .problems.isEmpty
        }.count
        print("UIKit model: animatesEveryChange caught in \(caught) of \(count) wholesale-change sequences")
        XCTAssertGreaterThan(caught, count / 2)
    }

    func test_aTabSelectionIgnored_isReportedAsALostSelection() async {
        let found = problems(NavigationState(tabs: [screen("tabA"), screen("tabB")]), .tabSelectionIgnored) {
            XCTAssertTrue($0.tapTab(1))
        }
        XCTAssertTrue(found.contains { $0.contains("selection of tab") }, "\(found)")
        XCTAssertGreaterThan(catches(.tabSelectionIgnored), 0)
    }
}
