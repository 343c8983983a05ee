import Foundation
import Navigation
import Testing

/// An outside tester's probes of the UIKit host's More list and collapsed split views,
/// played by the model of UIKit against the real `UIKitHostSession`. Each states its
/// UIKit premise and where it comes from. Failing probes are left failing on purpose:
/// the maintainers decide what they mean.
@MainActor
@Suite struct UIKitOutsideMoreListProbes {
    private func screen(_ name: String) -> AnyModule { outsideScreen(name) }

    private typealias Run = UIKitOutsideRun

    private func start(
        _ state: NavigationState, faults: UIKitModel.Faults = UIKitModel.Faults(alertHandlerAfterDismissal: 0),
        isPad: Bool = false, compactWidth: Bool = true, seed: UInt64 = 40
    ) -> Run {
        Run(state, faults: faults, isPad: isPad, compactWidth: compactWidth, seed: seed)
    }

    private func expectSettles(_ run: Run, sourceLocation: SourceLocation = #_sourceLocation) {
        let problems = run.settledProblems()
        #expect(problems.isEmpty, "\(run.model.report(problems))", sourceLocation: sourceLocation)
    }

    private func tabs(_ count: Int, _ prefix: String = "tab") -> [AnyModule] { outsideTabs(count, prefix) }

    private func shownTab(_ run: Run) -> AnyModule.ID? { run.shownTab }

    private func deepLink(_ run: Run, _ operations: [NavigationOperation]) { run.deepLink(operations) }

    // MARK: The More list: the program's selection

    /// Premises T4, T6 (UIKitRule; Apple, `UITabBarController.selectedViewController`:
    /// setting it selects that controller's tab, a tab of the More list being shown in the
    /// More navigation controller). The user goes back to the More list from tab five;
    /// the state keeps tab five selected. A deep link then selects tab five: the user is
    /// to see it. The state does not change (tab five is selected already); the session
    /// hears the call's selection in its journal entry, and the planner selects the tab
    /// again (before the fix: the More list stayed, the deep link lost).
    @Test func overTheMoreList_aProgramsSelectionOfTheSelectedTab_showsIt() {
        let tabs = tabs(6)
        let run = start(NavigationState(tabs: tabs))
        #expect(run.model.pickInMore(4))
        run.model.settle()
        #expect(run.model.backToMoreList())
        run.model.settle()
        #expect(run.model.moreListShows)
        run.model.programApply(.selectTab(tabs[4]))
        expectSettles(run)
        #expect(!run.model.moreListShows, "the program selected tab 5; UIKit still shows the More list")
        #expect(shownTab(run) == tabs[4].id)
    }

    /// The same with the tab of the bar selected before the user tapped More (T4: the tap
    /// on More shows its list; the state keeps tab one selected). The program selects tab
    /// one: the user is to see tab one, not the More list.
    @Test func overTheMoreList_aProgramsSelectionOfTheBarTabSelectedBefore_showsIt() {
        let tabs = tabs(6)
        let run = start(NavigationState(tabs: tabs))
        #expect(run.model.tapMore())
        run.model.settle()
        #expect(run.model.moreListShows)
        run.model.programApply(.selectTab(tabs[0]))
        expectSettles(run)
        #expect(!run.model.moreListShows, "the program selected tab 1; UIKit still shows the More list")
        #expect(shownTab(run) == tabs[0].id)
    }

    /// Premises T4, T6: during the More navigation controller's push of the user's pick
    /// (tab six), the program selects tab five, which lives in the More list too. The
    /// program's selection came after the user's: the state and UIKit are to end on tab
    /// five, as a push during the user's pop stays (N4). (Before the fix, the planner
    /// wrote the pick back at the push's end, over the program's later selection.)
    @Test func aProgramsSelectionOfAnotherMoreTab_duringThePick_isKept() {
        let tabs = tabs(6)
        let run = start(NavigationState(tabs: tabs))
        #expect(run.model.pickInMore(5))
        run.model.advance(by: 0.05)
        run.model.programApply(.selectTab(tabs[4]))
        expectSettles(run)
        #expect(run.model.navigation.state.selectedTab?.module == tabs[4])
        #expect(shownTab(run) == tabs[4].id)
    }

    /// The same with a tab of the bar: during the pick of tab six the program selects tab
    /// two (a deep link). The program's later selection is to stand.
    @Test func aProgramsSelectionOfABarTab_duringThePick_isKept() {
        let tabs = tabs(6)
        let run = start(NavigationState(tabs: tabs))
        #expect(run.model.pickInMore(5))
        run.model.advance(by: 0.05)
        run.model.programApply(.selectTab(tabs[1]))
        expectSettles(run)
        #expect(run.model.navigation.state.selectedTab?.module == tabs[1])
        #expect(shownTab(run) == tabs[1].id)
    }

    /// A deep link (one transaction: select tab six, push a screen in it) lands in a tab
    /// of the More list while the More navigation controller shows tab five (T6).
    @Test func aDeepLinkIntoAnotherMoreTab_whileAMoreTabShows_showsItsPush() {
        let tabs = tabs(6)
        let run = start(NavigationState(tabs: tabs))
        #expect(run.model.pickInMore(4))
        run.model.settle()
        deepLink(run, [.selectTab(tabs[5]), .push(screen("linked"))])
        expectSettles(run)
        #expect(run.model.navigation.state.selectedTab?.module == tabs[5])
        #expect(run.model.navigation.state.tabs[5].stack.count == 1)
        #expect(shownTab(run) == tabs[5].id)
        #expect(run.model.moreDisplayed == 5)
    }

    /// A deep link into a More tab while the user is on the More list (T4, T6).
    @Test func aDeepLinkIntoAMoreTab_overTheMoreList_showsItsPush() {
        let tabs = tabs(7)
        let run = start(NavigationState(tabs: tabs))
        #expect(run.model.pickInMore(4))
        run.model.settle()
        #expect(run.model.backToMoreList())
        run.model.settle()
        deepLink(run, [.selectTab(tabs[6]), .push(screen("linked"))])
        expectSettles(run)
        #expect(shownTab(run) == tabs[6].id)
        #expect(run.model.moreDisplayed == 6)
    }

    /// Premise T4: over the More list (the user went back to it from tab five), a change
    /// in another tab's stack (a transaction that selects tab one, pushes there, and
    /// selects tab five again: the state's selection ends where it was) concerns no screen
    /// the user sees. The user is to stay on the More list. (Before the fix, the planner
    /// took any change of the state's tabs as a reason to select tab five again, which
    /// took the list away from under the user's finger.)
    @Test func overTheMoreList_aChangeInAnotherTab_leavesTheList() {
        let all = tabs(6)
        let run = start(NavigationState(tabs: all))
        #expect(run.model.pickInMore(4))
        run.model.settle()
        #expect(run.model.backToMoreList())
        run.model.settle()
        deepLink(run, [.selectTab(all[0]), .push(screen("background")), .selectTab(all[4])])
        expectSettles(run)
        #expect(run.model.navigation.state.tabs[0].stack.count == 1)
        #expect(run.model.navigation.state.selectedTab?.module == all[4])
        #expect(run.model.moreListShows, "a change in tab 1 took the More list away and showed tab 5")
    }

    // MARK: The More list: the program over it

    /// Over the More list (the user went back to it from tab five), the program presents
    /// a sheet, shows an alert, and the user answers it; then pushes on tab one, which is
    /// not the selected tab.
    @Test func overTheMoreList_presentAlertAndABackgroundPush_settle() {
        let tabs = tabs(6)
        let run = start(NavigationState(tabs: tabs))
        #expect(run.model.pickInMore(4))
        run.model.settle()
        #expect(run.model.backToMoreList())
        run.model.settle()
        run.model.programPresent(.sheet)
        expectSettles(run)
        run.model.programDismiss()
        expectSettles(run)
        run.model.programAlert()
        run.model.settle()
        #expect(run.model.tapAlertButton(0))
        expectSettles(run)
        #expect(run.binding.session.unexpectedEvents == 0)
    }

    /// Pushes inside a tab shown from More, popped by the user, then the user goes back to
    /// the list, and the program pushes, pops, presents and shows an alert.
    @Test func pushesInAMoreTab_thenBackToTheList_thenTheProgramsChanges_settle() {
        let tabs = tabs(6)
        let run = start(NavigationState(tabs: tabs))
        #expect(run.model.pickInMore(5))
        run.model.settle()
        run.model.programPush()
        run.model.programPush()
        run.model.settle()
        #expect(run.model.swipeBack(completes: true))
        run.model.settle()
        #expect(run.model.tapBack())
        run.model.settle()
        #expect(run.model.backToMoreList())
        run.model.settle()
        run.model.programPush()
        expectSettles(run)
        run.model.programPop()
        expectSettles(run)
        run.model.programPresent(.modal)
        run.model.programAlert()
        expectSettles(run)
        #expect(run.model.navigation.state.selectedTab?.module == tabs[5])
        #expect(run.binding.session.unexpectedEvents == 0)
    }

    // MARK: The More list: the tabs change

    /// The program replaces the tabs (a restoration: six other tabs) while the More list
    /// shows.
    @Test func newTabsWhileTheMoreListShows_settle() {
        let run = start(NavigationState(tabs: tabs(6)))
        #expect(run.model.pickInMore(5))
        run.model.settle()
        #expect(run.model.backToMoreList())
        run.model.settle()
        let other = tabs(6, "other")
        var restored = NavigationState(tabs: other)
        restored.apply(.selectTab(other[4]))
        run.model.programSetState("restoration", restored)
        expectSettles(run)
        #expect(shownTab(run) == other[4].id)
    }

    /// The program takes the tabs down to three while a tab of the More list shows, and
    /// again while the More list itself shows (T3: with five tabs or fewer there is no
    /// More item).
    @Test(arguments: [false, true])
    func fewerTabsAfterMore_settle(fromTheList: Bool) {
        let all = tabs(6)
        let run = start(NavigationState(tabs: all))
        #expect(run.model.pickInMore(5))
        run.model.settle()
        if fromTheList {
            #expect(run.model.backToMoreList())
            run.model.settle()
        }
        run.model.programSetState("three tabs", NavigationState(tabs: Array(all.prefix(3))))
        expectSettles(run)
        #expect(!run.model.moreListShows)
        #expect(run.model.tabBarItems == 3)
        #expect(run.model.tapTab(2))
        expectSettles(run)
    }

    /// The program reorders the tabs while a tab of the More list shows: the selected tab
    /// moves into the bar, and one of the bar moves into More.
    @Test func reorderedTabs_whileAMoreTabShows_settle() {
        let all = tabs(6)
        let run = start(NavigationState(tabs: all))
        #expect(run.model.pickInMore(5))
        run.model.settle()
        var reordered = NavigationState(tabs: [all[5], all[1], all[2], all[3], all[4], all[0]])
        reordered.apply(.selectTab(all[5]))
        run.model.programSetState("reordered tabs", reordered)
        expectSettles(run)
        #expect(shownTab(run) == all[5].id)
        #expect(!run.model.moreIsSelected)
        #expect(run.model.pickInMore(5))
        expectSettles(run)
        #expect(run.model.navigation.state.selectedTab?.module == all[0])
    }

    /// A restoration while a More tab shows, into the same tabs with another More tab
    /// selected and pushes in it.
    @Test func aRestorationWhileAMoreTabShows_showsTheRestoredTab() {
        let all = tabs(7)
        let run = start(NavigationState(tabs: all))
        #expect(run.model.pickInMore(4))
        run.model.settle()
        var restored = NavigationState(tabs: all)
        restored.apply(.selectTab(all[6]))
        restored.apply(.push(screen("restored")))
        run.model.programSetState("restoration", restored)
        expectSettles(run)
        #expect(shownTab(run) == all[6].id)
        #expect(run.model.moreDisplayed == 6)
    }

    // MARK: The More list: faults

    /// UIKit drops a presentation (P6), and the user picks a tab in More while the planner
    /// waits for its completion: the watchdog fires during or after the More push.
    @Test func aDroppedPresentation_thenAPickInMore_recovers() {
        var faults = UIKitModel.Faults(alertHandlerAfterDismissal: 0)
        faults.droppedPresentation = 1
        let run = start(NavigationState(tabs: tabs(6)), faults: faults)
        run.model.programPresent(.sheet)
        run.model.advance(by: 0.1)
        #expect(run.model.pickInMore(5))
        run.model.advance(by: 3)
        run.model.faults.droppedPresentation = 0
        expectSettles(run)
        #expect(run.model.presented.count == 1)
        #expect(run.model.navigation.state.selectedTab?.module.id == run.model.navigation.state.tabs[5].module.id)
    }

    /// The scene goes to the background during the More navigation controller's push of
    /// the user's pick (W1), and comes back.
    @Test func theBackgroundDuringAPickInMore_settles() {
        let all = tabs(6)
        let run = start(NavigationState(tabs: all))
        #expect(run.model.pickInMore(4))
        run.model.advance(by: 0.05)
        #expect(run.model.changeSceneActivity(inBackground: true))
        run.model.programPush()
        run.model.advance(by: 3)
        #expect(run.model.changeSceneActivity(inBackground: false))
        expectSettles(run)
        #expect(run.model.navigation.state.selectedTab?.module == all[4])
        // The push went to the tab the state selected when it came: the pick was not
        // written back yet.
        #expect(run.model.navigation.state.tabs[0].stack.count == 1)
    }

    /// The program replaces the tabs while the More navigation controller pushes the
    /// user's pick: the new tabs show, the pick's end changes nothing.
    @Test func newTabsDuringAPickInMore_settle() {
        let run = start(NavigationState(tabs: tabs(6)))
        #expect(run.model.pickInMore(5))
        run.model.advance(by: 0.05)
        let other = tabs(7, "other")
        run.model.programSetState("new tabs", NavigationState(tabs: other))
        expectSettles(run)
        #expect(run.model.navigation.state.tabs.map(\.module) == other)
        #expect(shownTab(run) == run.model.navigation.state.selectedTab?.module.id)
    }

    /// The program shows an alert while the More navigation controller pushes the
    /// user's pick: it waits for the push and shows over the picked tab.
    @Test func anAlertDuringAPickInMore_showsOverThePickedTab() {
        let all = tabs(6)
        let run = start(NavigationState(tabs: all))
        #expect(run.model.pickInMore(4))
        run.model.advance(by: 0.05)
        run.model.programAlert()
        run.model.settle()
        #expect(run.model.alert != nil)
        #expect(run.model.tapAlertButton(1))
        expectSettles(run)
        #expect(run.model.navigation.state.selectedTab?.module == all[4])
    }

    /// Pushes inside a tab shown from More, the user on a tab of the bar, then a tap on
    /// More shows that tab again with its pushes (T4); a swipe back there pops it (T5).
    @Test func moreShowsItsTabAgainWithItsPushes_andASwipeBackPopsIt() {
        let all = tabs(6)
        let run = start(NavigationState(tabs: all))
        #expect(run.model.pickInMore(5))
        run.model.settle()
        run.model.programPush()
        run.model.programPush()
        run.model.settle()
        #expect(run.model.tapTab(0))
        run.model.settle()
        #expect(run.model.tapMore())
        run.model.settle()
        #expect(run.model.navigation.state.selectedTab?.module == all[5])
        #expect(run.model.swipeBack(completes: true))
        expectSettles(run)
        #expect(run.model.navigation.state.tabs[5].stack.count == 1)
        #expect(run.binding.session.unexpectedEvents == 0)
    }

    // MARK: Collapsed split views

    private func splitState(_ sidebar: String = "sidebar") -> NavigationState {
        var state = NavigationState()
        state.apply(.setSplitView(sidebar: screen(sidebar), style: .twoColumns))
        return state
    }

    /// Premise S1: a collapsed split view replaced by tabs, then by a split view again, in
    /// a compact width: the new split view is made collapsed, and the state says so.
    @Test func aCollapsedSplitView_replacedByTabsAndBack_isCollapsed() {
        let run = start(splitState())
        #expect(run.model.navigation.state.splitView?.isCollapsed == true)
        run.model.programSetState("tabs", NavigationState(tabs: tabs(3)))
        expectSettles(run)
        run.model.programSetState("split again", splitState("another sidebar"))
        expectSettles(run)
        #expect(run.model.navigation.state.splitView?.isCollapsed == true)
        #expect(run.model.selectSidebarRow())
        run.model.programPush()
        expectSettles(run)
        #expect(run.model.swipeBack(completes: true))
        expectSettles(run)
    }

    /// Premise S1: the width changes while the program's sheet slides up over a split
    /// view; then the sheet goes, and the split view expands again.
    @Test func theWidthChanges_whileASheetSlidesUpOverASplitView_settles() {
        let run = start(splitState(), isPad: true, compactWidth: false)
        #expect(run.model.selectSidebarRow())
        run.model.settle()
        run.model.programPresent(.sheet)
        run.model.advance(by: 0.05)
        _ = run.model.changeWidth(compact: true)
        run.model.settle()
        #expect(run.model.changeWidth(compact: true) || run.model.navigation.state.splitView?.isCollapsed == true)
        run.model.programDismiss()
        expectSettles(run)
        #expect(run.model.changeWidth(compact: false))
        expectSettles(run)
        #expect(run.model.navigation.state.splitView?.isCollapsed == false)
    }

    /// Premises S1, N4: collapsed, the user taps back past the detail while the program
    /// shows an alert: the alert waits for the pop, then shows; its answer settles.
    @Test func anAlertDuringACollapsedBack_showsAfterIt() {
        let run = start(splitState())
        #expect(run.model.selectSidebarRow())
        run.model.programPush()
        run.model.settle()
        #expect(run.model.tapBack())
        run.model.programAlert()
        run.model.settle()
        #expect(run.model.alert != nil)
        #expect(run.model.tapAlertButton(0))
        expectSettles(run)
        #expect(run.model.navigation.state.splitView?.stack.isEmpty == true)
    }

    /// Premises S1, N4: collapsed, the user taps back to the sidebar while the program
    /// replaces the split view (another sidebar): the new sidebar shows, collapsed.
    @Test func aSplitViewReplacedDuringACollapsedBack_settlesCollapsed() {
        let run = start(splitState())
        #expect(run.model.selectSidebarRow())
        run.model.settle()
        #expect(run.model.tapBack())
        run.model.programApply(.setSplitView(sidebar: screen("another sidebar"), style: .twoColumns))
        expectSettles(run)
        #expect(run.model.navigation.state.splitView?.isCollapsed == true)
        #expect(run.model.navigation.state.splitView?.sidebar.id != nil)
    }

    // MARK: Second round

    /// A deep link sets a split view as the root later, on an iPhone, and selects a row
    /// and pushes in the same transaction (S1): the state's new split view starts
    /// expanded; UIKit makes it collapsed; the selection and the push are to stay and show
    /// in the compact column, and the state is to say collapsed.
    @Test(arguments: [SplitView.Style.twoColumns, .threeColumns])
    func aDeepLinkIntoASplitViewSetLaterInACompactWidth_keepsItsSelection(style: SplitView.Style) {
        let run = start(NavigationState(stack: [screen("first")]))
        let row = screen("row")
        let pushed = screen("pushed")
        deepLink(run, [.setSplitView(sidebar: screen("sidebar"), style: style), .selectInSidebar(row), .push(pushed)])
        expectSettles(run)
        let split = run.model.navigation.state.splitView
        #expect(split?.isCollapsed == true)
        #expect(split?.stack.contains(pushed) == true)
        #expect(run.model.visibleNavigation?.viewControllers.last?.id == pushed.id)
        #expect(run.model.swipeBack(completes: true))
        expectSettles(run)
    }

    /// A collapsed two-column split view replaced by a three-column one (S1): a new split
    /// view controller, made collapsed; the state is to say so.
    @Test func aCollapsedSplitViewReplacedByAnotherColumnStyle_isCollapsed() {
        let run = start(splitState())
        #expect(run.model.selectSidebarRow())
        run.model.settle()
        run.model.programApply(.setSplitView(sidebar: screen("three"), style: .threeColumns))
        expectSettles(run)
        #expect(run.model.navigation.state.splitView?.isCollapsed == true)
        #expect(run.model.selectSidebarRow())
        expectSettles(run)
        #expect(run.model.changeWidth(compact: false))
        expectSettles(run)
    }

    /// Collapsed, the user taps back while the program replaces the split view by tabs
    /// (a restoration): the tabs show after the pop.
    @Test func tabsReplaceACollapsedSplitViewDuringItsBack_settle() {
        let run = start(splitState())
        #expect(run.model.selectSidebarRow())
        run.model.programPush()
        run.model.settle()
        #expect(run.model.tapBack())
        run.model.programSetState("tabs", NavigationState(tabs: tabs(6)))
        expectSettles(run)
        #expect(run.model.pickInMore(5))
        expectSettles(run)
    }

    /// Collapsed, a sheet over the split view; the width becomes regular under it (the
    /// split view expands), the user swipes the sheet down, and the width becomes compact
    /// again; then the user taps back.
    @Test func theWidthChangesUnderASheet_overASplitView_settle() {
        let run = start(splitState(), isPad: true, compactWidth: true)
        #expect(run.model.selectSidebarRow())
        run.model.programPush()
        run.model.settle()
        run.model.programPresent(.sheet)
        run.model.settle()
        #expect(run.model.changeWidth(compact: false))
        run.model.settle()
        #expect(run.model.swipeDownSheet(completes: true))
        run.model.settle()
        #expect(run.model.changeWidth(compact: true))
        run.model.settle()
        #expect(run.model.tapBack())
        expectSettles(run)
        #expect(run.model.navigation.state.splitView?.isCollapsed == true)
    }

    /// The tabs go from six to three and back to six (the first three the same), with tab
    /// six selected before and after: More is to show the new tab six.
    @Test func sixTabsThenThreeThenSix_settle() {
        let all = tabs(6)
        let run = start(NavigationState(tabs: all))
        #expect(run.model.pickInMore(5))
        run.model.settle()
        run.model.programSetState("three", NavigationState(tabs: Array(all.prefix(3))))
        run.model.settle()
        // Three new tabs (an appearance that left is not built again).
        let again = Array(all.prefix(3)) + tabs(3, "new")
        var six = NavigationState(tabs: again)
        six.apply(.selectTab(again[5]))
        run.model.programSetState("six again", six)
        expectSettles(run)
        #expect(shownTab(run) == again[5].id)
        #expect(run.model.moreDisplayed == 5)
    }

    /// The program selects a More tab while the scene is in the background (W1); it shows
    /// on the return.
    @Test func aSelectionOfAMoreTabInTheBackground_showsOnTheReturn() {
        let all = tabs(6)
        let run = start(NavigationState(tabs: all))
        #expect(run.model.changeSceneActivity(inBackground: true))
        run.model.programApply(.selectTab(all[4]))
        run.model.programPush()
        run.model.advance(by: 3)
        #expect(run.model.changeSceneActivity(inBackground: false))
        expectSettles(run)
        #expect(shownTab(run) == all[4].id)
        #expect(run.model.moreDisplayed == 4)
    }

    /// The tabs reordered while the More list shows: the selected tab (five) moves into
    /// the bar; the planner is to show it there.
    @Test func reorderedTabsWhileTheMoreListShows_settle() {
        let all = tabs(6)
        let run = start(NavigationState(tabs: all))
        #expect(run.model.pickInMore(4))
        run.model.settle()
        #expect(run.model.backToMoreList())
        run.model.settle()
        var reordered = NavigationState(tabs: [all[4], all[0], all[1], all[2], all[3], all[5]])
        reordered.apply(.selectTab(all[4]))
        run.model.programSetState("reordered", reordered)
        expectSettles(run)
        #expect(shownTab(run) == all[4].id)
        #expect(!run.model.moreListShows)
    }

    /// A push and a pop on the selected More tab over the More list in one transaction:
    /// the tab's stack ends as it was, but the state's tabs changed twice in between.
    @Test func overTheMoreList_aPushAndPopInOneTransaction_settle() {
        let all = tabs(6)
        let run = start(NavigationState(tabs: all))
        #expect(run.model.pickInMore(4))
        run.model.settle()
        #expect(run.model.backToMoreList())
        run.model.settle()
        deepLink(run, [.push(screen("a")), .pop(count: 1)])
        expectSettles(run)
        #expect(run.binding.session.planner.isSettled)
    }

    // MARK: The planner, fed the host's events

    /// Premises T2, T4 (Apple, `tabBarController(_:didSelect:)`: "In iOS v3.0 and later,
    /// the tab bar controller calls this method regardless of whether the selected view
    /// controller changed"; a tap on the selected item of a navigation controller pops it
    /// to its root, which for the More item is its list). The More navigation controller
    /// shows tab six; the user taps More again. The host's `tabShouldSelect` lets UIKit
    /// select it (it is no tab of the host's), UIKit pops the More navigation controller
    /// to its list, animated (`willShow` with a coordinator: `moreTransitionBegan`), and
    /// `tabDidSelect` reads `tabShownInMore()` while that pop runs: the list already
    /// (`viewControllers` changes when the pop begins), so it reports `moreShows(nil)`,
    /// which ends the planner's wait before `didShow`. A program push meanwhile is then
    /// asked of UIKit (the selection of tab six again, on the More navigation controller)
    /// in the middle of the More navigation controller's pop. The order of the pop and
    /// `didSelect` is not documented: if `didSelect` comes first, this does not happen.
    @Test func aReTapOnMore_whileItShowsATab_asksNothingUntilItsPopEnds() {
        let all = tabs(6)
        let harness = UIKitSessionHarness(root: screen("root"), NavigationState(tabs: all))
        harness.session.handle(.moreTransitionBegan)
        harness.session.handle(.moreShows(all[5].id))
        harness.completeAll()
        #expect(harness.navigation.state.selectedTab?.module == all[5])
        let before = harness.calls.count
        // The re-tap: the More navigation controller's pop to its list begins, then
        // `didSelect` of the More navigation controller, mid-pop. The host reported what More
        // showed there (`moreShows(nil)`), ending the wait early; it now leaves that to the
        // pop's `didShow` while More has a transition coordinator (NavigationHost's
        // `tabDidSelect`, type-checked, not run), so the planner hears only the pop's start.
        harness.session.handle(.moreTransitionBegan)
        _ = harness.navigation.apply(.push(screen("pushed")))
        #expect(
            harness.calls(after: before).isEmpty,
            "asked during the More navigation controller's pop: \(harness.calls(after: before))")
        // The pop's `didShow`.
        harness.session.handle(.moreShows(nil))
        harness.completeAll()
        #expect(harness.session.planner.isSettled)
        #expect(harness.session.unexpectedEvents == 0)
    }

    /// Premise (Apple, `UITabBarController.customizableViewControllers`: the More list
    /// "contains an Edit button that allows the user to rearrange the items"; "When first
    /// assigned to the tab bar controller, all view controllers are customizable by
    /// default"; setting `viewControllers` resets it). The host neither empties it nor
    /// hears `tabBarController(_:didEndCustomizing:changed:)`, and the boundary has no
    /// event for it: with six tabs the user can reorder them, and UIKit's order then
    /// differs from the state's and from the planner's. A static probe: the host's source
    /// is to mention `customizableViewControllers` (emptied) or the customization delegate.
    @Test func theHost_disablesOrHearsTheMoreListsEditButton() throws {
        let file = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/Navigation/UIKit/NavigationHost.swift")
        let source = try String(contentsOf: file, encoding: .utf8)
        #expect(
            source.contains("customizableViewControllers") || source.contains("didEndCustomizing"),
            "the user can reorder the tabs from the More list's Edit button, unheard")
    }
}
