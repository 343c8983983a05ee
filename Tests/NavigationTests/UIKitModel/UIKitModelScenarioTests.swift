import Navigation
import XCTest

/// The behaviours UIKit apps rely on, each played by the model of UIKit against the UIKit
/// host and judged by the model's invariants; a known host defect is reported, not failed
/// (``KnownHostDefect``).
@MainActor
final class UIKitModelScenarioTests: XCTestCase {
    private func screen(_ name: String) -> AnyModule { AnyModule(UIKitModelScreen(name: name)) }

    private func start(_ state: NavigationState, seed: UInt64 = 7) -> UIKitModel {
        let binding = UIKitHostBinding(root: UIKitModelScreen(name: "root"), state: state)
        bindings.append(binding)
        let model = binding.start(faults: UIKitModel.Faults(alertHandlerAfterDismissal: 0), seed: seed)
        model.settle()
        return model
    }

    /// The bindings of the test, kept alive while their models run.
    private var bindings: [UIKitHostBinding] = []

    /// Settles the model and checks its invariants; returns the problems no known host
    /// defect explains, and fails with them.
    @discardableResult
    private func assertSettles(_ model: UIKitModel, file: StaticString = #filePath, line: UInt = #line) -> [String] {
        model.settle()
        let problems = model.verify() + bindings.flatMap(\.problems)
        assertOnlyKnownDefects(problems, model.report(problems), file: file, line: line)
        if !problems.isEmpty { print("known host defects: \(problems)") }
        return problems
    }

    private func tabs(_ stacks: [String: [String]] = [:]) -> NavigationState {
        var state = NavigationState(tabs: [screen("tabA"), screen("tabB")])
        for name in stacks["tabA", default: []] { state.apply(.push(screen(name))) }
        return state
    }

    // MARK: Tab bars

    func test_tabSwitchThenReTap_selectsTheTabThenPopsItToItsRoot() async {
        let model = start(tabs())
        if model.tapTab(1) {
            model.settle()
            XCTAssertEqual(model.navigation.state.selectedTab?.module, screen("tabB"))
            model.programPush()
            model.settle()
            XCTAssertTrue(model.tapTab(1))
            model.settle()
            XCTAssertEqual(model.navigation.state.selectedTab?.stack, [])
        } else {
            // With no tab bar drawn, the program switches tabs.
            model.programApply(.selectTab(screen("tabB")))
        }
        assertSettles(model)
    }

    func test_popThatEndsAfterAProgramTabSwitch_landsInItsOwnTab() async {
        let model = start(tabs(["tabA": ["a1", "a2"]]))
        XCTAssertTrue(model.swipeBack(completes: true))
        model.advance(by: 0.1)
        model.programApply(.selectTab(screen("tabB")))
        let problems = assertSettles(model)
        if problems.isEmpty {
            XCTAssertEqual(model.navigation.state.tabs.first?.stack.map(\.description), ["\(screen("a1"))"])
        }
    }

    // MARK: Split views

    func test_splitCollapseAndExpand_withASidebarSelection_followTheSizeClass() async {
        var state = NavigationState()
        state.apply(.setSplitView(sidebar: screen("sidebar"), style: .twoColumns))
        let model = start(state)
        XCTAssertTrue(model.selectSidebarRow())
        model.settle()
        if model.changeWidth(compact: true) {
            model.settle()
            XCTAssertEqual(model.navigation.state.splitView?.isCollapsed, true)
            XCTAssertTrue(model.swipeBack(completes: true))
            model.settle()
            XCTAssertNil(model.navigation.state.splitView?.detail)
            XCTAssertTrue(model.selectSidebarRow())
            model.settle()
            XCTAssertTrue(model.changeWidth(compact: false))
        }
        assertSettles(model)
    }

    func test_threeColumnSplit_sidebarSelection_showsInTheSupplementaryColumn() async {
        var state = NavigationState()
        state.apply(.setSplitView(sidebar: screen("sidebar"), style: .threeColumns))
        let model = start(state)
        XCTAssertTrue(model.selectSidebarRow())
        assertSettles(model)
        XCTAssertNotNil(model.navigation.state.splitView?.content)
    }

    // MARK: Popups

    func test_tapOutsideAPopupThatDismissesOnIt_dismissesIt() async {
        let model = start(NavigationState())
        model.programPresent(.popup(PopupOptions(dismissesOnTapOutside: true)))
        model.settle()
        XCTAssertTrue(model.tapOutsidePopup())
        assertSettles(model)
    }

    func test_tapOutsideAPopupThatDoesNot_keepsIt() async {
        let model = start(NavigationState())
        model.programPresent(.popup(PopupOptions(dismissesOnTapOutside: false)))
        model.settle()
        XCTAssertTrue(model.tapOutsidePopup())
        assertSettles(model)
        XCTAssertEqual(model.navigation.state.presentations.count, 1)
    }

    // MARK: Interactive pops

    func test_interactivePopFinished_popsTheScreen() async {
        let model = start(NavigationState(stack: [screen("a"), screen("b")]))
        XCTAssertTrue(model.swipeBack(completes: true))
        assertSettles(model)
        XCTAssertEqual(model.navigation.state.stack(of: .root)?.count, 1)
    }

    func test_interactivePopCancelled_keepsTheScreen() async {
        let model = start(NavigationState(stack: [screen("a"), screen("b")]))
        XCTAssertTrue(model.swipeBack(completes: false))
        assertSettles(model)
        XCTAssertEqual(model.navigation.state.stack(of: .root)?.count, 2)
    }

    func test_interactivePopCancelled_withAProgramPushInItsWindow_keepsBoth() async {
        let model = start(NavigationState(stack: [screen("a"), screen("b")]))
        XCTAssertTrue(model.swipeBack(completes: false))
        model.advance(by: 0.1)
        model.programPush()
        assertSettles(model)
        XCTAssertEqual(model.navigation.state.stack(of: .root)?.count, 3)
    }

    func test_backButtonLongPress_popsToTheScreenPicked() async {
        let model = start(NavigationState(stack: [screen("a"), screen("b"), screen("c")]))
        XCTAssertTrue(model.tapBack(to: 0))
        assertSettles(model)
        XCTAssertEqual(model.navigation.state.stack(of: .root)?.count, 0)
    }

    // MARK: Sheets

    func test_sheetSwipedDownFinished_dismissesIt() async {
        let model = start(NavigationState())
        model.programPresent(.sheet)
        model.settle()
        XCTAssertTrue(model.swipeDownSheet(completes: true))
        assertSettles(model)
        XCTAssertTrue(model.navigation.state.presentations.isEmpty)
    }

    func test_sheetSwipedDownCancelled_keepsIt() async {
        let model = start(NavigationState())
        model.programPresent(.sheet)
        model.settle()
        XCTAssertTrue(model.swipeDownSheet(completes: false))
        assertSettles(model)
        XCTAssertEqual(model.navigation.state.presentations.count, 1)
    }

    func test_sheetThatRefusesTheSwipe_doesNotMove() async {
        let model = start(NavigationState())
        model.programPresent(.sheet(SheetOptions(allowsInteractiveDismiss: false)))
        model.settle()
        XCTAssertFalse(model.swipeDownSheet(completes: true))
        assertSettles(model)
    }

    // MARK: Alerts

    func test_alertAnswered_runsItsActionOnceAndShowsTheNext() async {
        for handlerLate in [0.0, 1.0] {
            let binding = UIKitHostBinding(root: UIKitModelScreen(name: "root"), state: NavigationState())
            bindings = [binding]
            let model = binding.start(faults: UIKitModel.Faults(alertHandlerAfterDismissal: handlerLate), seed: 3)
            model.settle()
            model.programAlert()
            model.programAlert()
            model.settle()
            XCTAssertTrue(model.tapAlertButton(0))
            model.settle()
            XCTAssertTrue(model.tapAlertButton(1))
            assertSettles(model)
            XCTAssertNil(model.navigation.state.alert)
        }
    }

    func test_alertOverASheet_presentsFromTheSheet() async {
        let model = start(NavigationState())
        model.programPresent(.sheet)
        model.programAlert()
        assertSettles(model)
        XCTAssertTrue(model.tapAlertButton(0))
        assertSettles(model)
    }
}
