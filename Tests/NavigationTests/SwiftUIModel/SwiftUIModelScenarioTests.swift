import Navigation
import XCTest

/// The scenarios SwiftUI is known to play against navigation adapters, each run by the
/// model of SwiftUI and judged by its invariants.
@MainActor
final class SwiftUIModelScenarioTests: XCTestCase {
    private let a = ModelScreenModule(name: "A")
    private let b = ModelScreenModule(name: "B")
    private let c = ModelScreenModule(name: "C")

    private func model(
        _ state: NavigationState = NavigationState(),
        faults: SwiftUIModel.Faults = SwiftUIModel.Faults(),
        seed: UInt64 = 7
    ) -> SwiftUIModel {
        let model = SwiftUIModel(
            adapter: makeModelledAdapter(root: ModelScreenModule(name: "root"), state: state), faults: faults,
            seed: seed)
        model.settle()
        return model
    }

    private func stack(_ modules: ModelScreenModule...) -> NavigationState {
        NavigationState(stack: modules.map { AnyModule($0) })
    }

    private func assertSettlesTrue(
        _ model: SwiftUIModel, known: KnownAdapterDefect? = nil, file: StaticString = #filePath, line: UInt = #line
    ) {
        model.settle()
        let problems = model.verify()
        expect(problems: problems, known: known, report: model.report(problems), file: file, line: line)
    }

    // MARK: A user's pop and what comes in its window

    func test_userPop_thenProgramPushInTheRevealedScreensOnAppear_keepsBoth() async {
        for writes in SwiftUIModel.PopWrite.allCases {
            let model = model(stack(a, b))
            let a = AnyModule(a)
            var pushed = false
            model.onScreenAppear.append { [c] appearance in
                guard appearance == a, !pushed else { return }
                pushed = true
                model.programPush(c)
            }
            XCTAssertTrue(model.swipeBack(writes: writes))
            assertSettlesTrue(model)
            XCTAssertTrue(pushed, "\(writes)")
        }
    }

    func test_userPop_thenProgramPopInItsWindow_popsTheScreenShown() async {
        for writes in SwiftUIModel.PopWrite.allCases {
            let model = model(stack(a, b, c), faults: SwiftUIModel.Faults(lateDisappearance: 0.5...1))
            XCTAssertTrue(model.swipeBack(writes: writes))
            model.advance(by: 1)
            model.programPop()
            assertSettlesTrue(model)
            XCTAssertEqual(model.navigation.state.stack(of: .root)?.count, 1, "\(writes)")
        }
    }

    // MARK: Identity by appearance

    func test_sameDeepLinkOpenedTwice_showsTheNewAppearance() async {
        let model = model()
        let details = ModelScreenModule(name: "details")
        model.programSetState("deep link", NavigationState(stack: [AnyModule(details)]))
        model.settle()
        model.programSetState("the same deep link again", NavigationState(stack: [AnyModule(details)]))
        assertSettlesTrue(model)
    }

    func test_splitViewRowsOfOneModuleType_eachBuildTheirOwnDetail() async {
        var state = NavigationState()
        _ = state.apply(.setSplitView(sidebar: ModelScreenModule(name: "list")))
        let model = model(state)
        XCTAssertTrue(model.selectRow(a))
        model.settle()
        XCTAssertTrue(model.selectRow(b))
        assertSettlesTrue(model)
    }

    func test_tabs_keepEachTabsStack_acrossTabTaps() async {
        let model = model(
            NavigationState(tabs: [AnyModule(ModelScreenModule(name: "T1")), AnyModule(ModelScreenModule(name: "T2"))]))
        model.programPush(a)
        model.settle()
        XCTAssertTrue(model.tapTab(1))
        model.settle()
        model.programPush(b)
        model.settle()
        XCTAssertTrue(model.tapTab(0))
        model.settle()
        XCTAssertTrue(model.swipeBack(writes: .atEnd))
        assertSettlesTrue(model)
    }

    // MARK: Presentations UIKit drops

    func test_droppedAlert_isAskedForAgain_andDoesNotBlockTheNext() async {
        let model = model()
        model.faults.droppedPresentation = 1
        model.programAlert("first")
        model.faults.droppedPresentation = 0
        model.programAlert("second")
        model.settle()
        XCTAssertTrue(model.tapAlertButton())
        assertSettlesTrue(model)
    }

    func test_presentationDroppedByAScreensOwnSheet_showsOnceThatSheetGoes() async {
        let model = model()
        XCTAssertTrue(model.presentOwn(.sheet))
        model.advance(by: 1)
        model.programPresent(b, style: .sheet)
        model.advance(by: 8)
        XCTAssertTrue(model.dismissOwn())
        assertSettlesTrue(model)
    }

    // MARK: Gestures

    func test_cancelledInteractivePop_keepsTheScreen_underBothOrders() async {
        for writes in SwiftUIModel.CancelWrite.allCases {
            let model = model(stack(a, b))
            XCTAssertTrue(model.cancelledSwipeBack(writes: writes))
            model.advance(by: 3)
            assertSettlesTrue(model)
            XCTAssertEqual(model.navigation.state.stack(of: .root)?.count, 2, "\(writes)")
        }
    }

    func test_popupTapOutside_dismissesThePopupThatAsksForIt() async {
        let model = model()
        model.programPresent(a, style: .popup(PopupOptions(dismissesOnTapOutside: true)))
        model.settle()
        XCTAssertTrue(model.tapOutsidePopup())
        assertSettlesTrue(model)
        XCTAssertTrue(model.navigation.state.presentations.isEmpty)
    }

    // MARK: Stacks

    func test_stackWriteDuringAPushAnimation_waitsForIt() async {
        let model = model()
        model.programPush(a)
        model.advance(by: 0.1)
        model.programPush(b)
        assertSettlesTrue(model)
    }

    func test_pathBinding_isStableAcrossRenders() async {
        let model = model()
        model.programPush(a)
        model.settle()
        model.programAlert("re-render")
        model.settle()
        XCTAssertTrue(model.tapAlertButton())
        assertSettlesTrue(model)
    }

    // MARK: Scenes

    func test_sceneBackgroundedForLongerThanAnyReadingInterval_showsEverythingOnceActive() async {
        let model = model()
        model.background()
        model.programPresent(a, style: .sheet)
        model.programPresent(b, style: .modal)
        model.programAlert("over both")
        model.advance(by: 40)
        model.foreground()
        assertSettlesTrue(model)
    }
}
