import Navigation
import XCTest

/// The model of UIKit enforces each of its rules against any host: driven directly, as a
/// wrong host would drive UIKit, it reports the rule broken, and it calls back in UIKit's
/// order.
@MainActor
final class UIKitModelRuleTests: XCTestCase {
    /// Records UIKit's delegate calls, answering `shouldSelect` as told.
    private final class Recorder: UIKitModelDelegate {
        var calls: [String] = []
        var selects = true
        func rootAppeared() { calls.append("appeared") }
        func navigationWillShow(_ navigation: AnyHashable, coordinator: UIKitModel.Coordinator?) {
            calls.append("willShow\(coordinator == nil ? "" : " with a coordinator")")
            coordinator?.notifyWhenInteractionChanges { [unowned self] in
                calls.append("interaction ended\($0.isCancelled ? ", cancelled" : "")")
            }
            coordinator?.animateAlongsideTransition { [unowned self] in
                calls.append("completion\($0.isCancelled ? ", cancelled" : "")")
            }
        }
        func navigationDidShow(_ navigation: AnyHashable) { calls.append("didShow") }
        func presentationWillDismiss(_ presented: AnyHashable, coordinator: UIKitModel.Coordinator) {
            calls.append("willDismiss")
            coordinator.notifyWhenInteractionChanges { [unowned self] in
                calls.append("interaction ended\($0.isCancelled ? ", cancelled" : "")")
            }
        }
        func presentationDidDismiss(_ presented: AnyHashable) { calls.append("didDismiss") }
        func presentationShouldDismiss(_ presented: AnyHashable) -> Bool { true }
        func tabBarShouldSelect(_ index: Int) -> Bool {
            calls.append("shouldSelect \(index)")
            return selects
        }
        func tabBarDidSelect(_ index: Int) { calls.append("didSelect \(index)") }
        func tabBarDidSelectMore() { calls.append("didSelect More") }
        func splitViewDidChange(collapsed: Bool) { calls.append(collapsed ? "didCollapse" : "didExpand") }
        func tappedOutside(_ presented: AnyHashable) { calls.append("tapped outside") }
        func sceneActivityChanged(inBackground: Bool) { calls.append(inBackground ? "background" : "foreground") }
        func rootLeftWindow() { calls.append("left the window") }
    }

    private let recorder = Recorder()
    private func screen(_ name: String) -> AnyModule { AnyModule(UIKitModelScreen(name: name)) }

    private func model(_ screens: [AnyModule]) -> UIKitModel {
        let model = UIKitModel(
            navigation: NavigationService(), rootKey: "root",
            root: .navigation(UIKitModel.NavigationSpec(key: "root", screens: screens)))
        model.delegate = recorder
        model.settle()
        recorder.calls = []
        return model
    }

    private func assertViolates(
        _ model: UIKitModel, _ rule: UIKitRule, file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertTrue(
            model.violations.contains { $0.hasSuffix("(\(rule.code))") }, "\(model.violations)", file: file, line: line)
    }

    func test_presentOnAControllerThatPresents_isDropped() async {
        let model = model([screen("root")])
        model.present("a", style: .fullScreen, screens: [screen("a")], on: "root", animated: true) {}
        model.settle()
        model.present("b", style: .fullScreen, screens: [screen("b")], on: "root", animated: true) {}
        assertViolates(model, .onePresentationPerPresenter)
        XCTAssertEqual(model.presented.map(\.key), ["a"])
    }

    func test_presentDuringATransition_isDropped() async {
        let model = model([screen("root")])
        model.present("a", style: .sheet(swipeDismissible: true), screens: [screen("a")], on: "root", animated: true) {}
        model.present("b", style: .fullScreen, screens: [screen("b")], on: "a", animated: true) {}
        assertViolates(model, .nothingPresentsDuringATransition)
    }

    func test_setViewControllersDuringAPush_isReported() async {
        let model = model([screen("root")])
        model.setViewControllers([screen("root"), screen("a")], of: "root", animated: true)
        model.setViewControllers([screen("root")], of: "root", animated: false)
        assertViolates(model, .oneNavigationTransitionAtATime)
    }

    func test_dismissOnAControllerThatPresentsNothing_dismissesItself() async {
        let model = model([screen("root")])
        model.present("a", style: .fullScreen, screens: [screen("a")], on: "root", animated: true) {}
        model.settle()
        model.dismiss(on: "a", animated: true) {}
        assertViolates(model, .dismissingAPresenterDismissesWhatItPresents)
        XCTAssertTrue(model.presented.isEmpty)
    }

    func test_aScreenShownAgainAfterItLeft_isReportedAsBuiltTwice() async {
        let a = screen("a")
        let model = model([screen("root"), a])
        model.setViewControllers([screen("root")], of: "root", animated: false)
        model.setViewControllers([screen("root"), a], of: "root", animated: false)
        XCTAssertTrue(model.violations.contains { $0.contains("built a second time") }, "\(model.violations)")
    }

    func test_aPresentationThatNeverCompletes_isNoViolation() async {
        let model = model([screen("root")])
        model.faults.droppedPresentation = 1
        var completed = false
        model.present("a", style: .fullScreen, screens: [screen("a")], on: "root", animated: true) { completed = true }
        model.settle()
        XCTAssertFalse(completed)
        XCTAssertTrue(model.violations.isEmpty)
    }

    func test_cancelledSwipeBack_reportsWillShowAndACancelButNoDidShow() async {
        let model = model([screen("root"), screen("a")])
        XCTAssertTrue(model.swipeBack(completes: false))
        XCTAssertEqual(model.visibleNavigation?.viewControllers.count, 1)
        model.settle()
        XCTAssertEqual(
            recorder.calls, ["willShow with a coordinator", "interaction ended, cancelled", "completion, cancelled"])
        XCTAssertEqual(model.visibleNavigation?.viewControllers.count, 2)
    }

    func test_finishedSwipeBack_endsWithDidShow() async {
        let model = model([screen("root"), screen("a")])
        XCTAssertTrue(model.swipeBack(completes: true))
        model.settle()
        XCTAssertEqual(recorder.calls, ["willShow with a coordinator", "interaction ended", "completion", "didShow"])
    }

    func test_sheetSwipedDown_reportsDidDismissOnlyWhenItGoes() async {
        let model = model([screen("root")])
        model.present("a", style: .sheet(swipeDismissible: true), screens: [screen("a")], on: "root", animated: true) {}
        model.settle()
        XCTAssertTrue(model.swipeDownSheet(completes: false))
        model.settle()
        XCTAssertTrue(model.swipeDownSheet(completes: true))
        model.settle()
        XCTAssertEqual(
            recorder.calls,
            ["willDismiss", "interaction ended, cancelled", "willDismiss", "interaction ended", "didDismiss"])
    }

    func test_reTapOfTheSelectedTab_popsItUnlessShouldSelectRefuses() async {
        for selects in [true, false] {
            let model = UIKitModel(
                navigation: NavigationService(), rootKey: "root",
                root: .tabBar(
                    [
                        UIKitModel.NavigationSpec(key: "tab0", screens: [screen("tab0"), screen("pushed")]),
                        UIKitModel.NavigationSpec(key: "tab1", screens: [screen("tab1")]),
                    ], selected: 0))
            model.delegate = recorder
            model.settle()
            recorder.calls = []
            recorder.selects = selects
            XCTAssertTrue(model.tapTab(0))
            model.settle()
            XCTAssertEqual(model.viewControllers(of: "tab0")?.count, selects ? 1 : 2)
            XCTAssertEqual(
                recorder.calls,
                selects
                    ? ["shouldSelect 0", "willShow with a coordinator", "didSelect 0", "completion", "didShow"]
                    : ["shouldSelect 0"])
        }
    }

    func test_programSelectingATab_tellsTheDelegateNothing() async {
        let model = UIKitModel(
            navigation: NavigationService(), rootKey: "root",
            root: .tabBar(
                [
                    UIKitModel.NavigationSpec(key: "tab0", screens: [screen("tab0")]),
                    UIKitModel.NavigationSpec(key: "tab1", screens: [screen("tab1")]),
                ], selected: 0))
        model.delegate = recorder
        model.settle()
        recorder.calls = []
        model.selectTab(1)
        XCTAssertEqual(recorder.calls, [])
        XCTAssertEqual(model.visibleNavigation?.key, "tab1")
    }

    private func sixTabs(selected: Int = 0) -> UIKitModel {
        let model = UIKitModel(
            navigation: NavigationService(), rootKey: "root",
            root: .tabBar(
                (0..<6).map { UIKitModel.NavigationSpec(key: "tab\($0)", screens: [screen("tab\($0)")]) },
                selected: selected))
        model.delegate = recorder
        model.settle()
        recorder.calls = []
        return model
    }

    /// T4: the tap on More reaches the tab bar's delegate, the row's pick only the More
    /// navigation controller's, and its back button to the list does too.
    func test_aPickInTheMoreList_reachesOnlyTheMoreNavigationControllersDelegate() async {
        let model = sixTabs()
        XCTAssertTrue(model.pickInMore(4))
        model.settle()
        XCTAssertEqual(model.visibleNavigation?.key, "tab4")
        XCTAssertTrue(model.backToMoreList())
        model.settle()
        XCTAssertNil(model.visibleNavigation)
        XCTAssertEqual(
            recorder.calls,
            [
                "didSelect More", "willShow with a coordinator", "completion", "didShow",
                "willShow with a coordinator", "completion", "didShow",
            ])
    }

    /// T6: the program's selection of a tab in the More list shows it there, and the More
    /// navigation controller's delegate hears it at once; the tab bar's hears nothing.
    func test_programSelectingATabInMore_tellsOnlyTheMoreDelegate() async {
        let model = sixTabs()
        model.selectTab(5)
        XCTAssertEqual(recorder.calls, ["willShow", "didShow"])
        XCTAssertEqual(model.moreDisplayed, 5)
        XCTAssertEqual(model.visibleNavigation?.key, "tab5")
    }

    /// S1: a split view without a compact column collapses its columns onto the primary
    /// column's navigation controller, and spreads them out again when it expands.
    func test_aSplitViewWithoutACompactColumn_collapsesOntoItsPrimaryColumn() async {
        let spec = { (key: String, names: [String]) in
            UIKitModel.NavigationSpec(key: key, screens: names.map(self.screen))
        }
        let model = UIKitModel(
            navigation: NavigationService(), rootKey: "root",
            root: .split(
                primary: spec("primary", ["sidebar"]), supplementary: nil,
                secondary: spec("secondary", ["detail", "pushed"]), compact: nil))
        model.delegate = recorder
        model.settle()
        XCTAssertTrue(model.changeWidth(compact: true))
        XCTAssertEqual(model.viewControllers(of: "primary")?.count, 3)
        XCTAssertEqual(model.viewControllers(of: "secondary")?.count, 0)
        XCTAssertEqual(model.visibleNavigation?.key, "primary")
        XCTAssertTrue(model.changeWidth(compact: false))
        XCTAssertEqual(model.viewControllers(of: "primary")?.count, 1)
        XCTAssertEqual(model.viewControllers(of: "secondary")?.count, 2)
        XCTAssertEqual(recorder.calls.suffix(2), ["didCollapse", "didExpand"])
    }

    /// W1: no finger reaches a scene in the background: a tab, the More list and an
    /// alert's button take no tap until it is back.
    func test_inTheBackground_theUserTouchesNothing() async {
        let model = sixTabs()
        XCTAssertTrue(model.changeSceneActivity(inBackground: true))
        XCTAssertFalse(model.tapTab(1))
        XCTAssertFalse(model.tapMore())
        XCTAssertFalse(model.pickInMore(4))
        XCTAssertTrue(model.changeSceneActivity(inBackground: false))
        XCTAssertTrue(model.tapTab(1))
        XCTAssertEqual(recorder.calls, ["background", "foreground", "shouldSelect 1", "didSelect 1"])
    }
}
