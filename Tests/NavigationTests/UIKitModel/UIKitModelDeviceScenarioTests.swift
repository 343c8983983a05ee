import Navigation
import Testing

/// What a device does that a phone in portrait never shows, each scenario stating its
/// premise (a rule of ``UIKitRule`` and where it comes from), played by the model of UIKit
/// against the UIKit host and judged by the model's invariants.
@MainActor
@Suite struct UIKitModelDeviceScenarioTests {
    private func screen(_ name: String) -> AnyModule { AnyModule(UIKitModelScreen(name: name)) }

    /// A started model and its host, settled; the binding is kept alive with it.
    private struct Run {
        let binding: UIKitHostBinding
        let model: UIKitModel
    }

    private func start(
        _ state: NavigationState, faults: UIKitModel.Faults = UIKitModel.Faults(alertHandlerAfterDismissal: 0),
        isPad: Bool = true, compactWidth: Bool = false, reportsCollapseAtLaunch: Bool = true, seed: UInt64 = 11
    ) -> Run {
        let binding = UIKitHostBinding(root: UIKitModelScreen(name: "root"), state: state)
        let model = binding.start(
            faults: faults, seed: seed, isPad: isPad, compactWidth: compactWidth,
            reportsCollapseAtLaunch: reportsCollapseAtLaunch)
        model.settle()
        return Run(binding: binding, model: model)
    }

    /// Settles UIKit and expects no problem, the model's or the host's.
    private func expectSettles(_ run: Run, sourceLocation: SourceLocation = #_sourceLocation) {
        run.model.settle()
        let problems = run.model.verify() + run.binding.problems
        #expect(problems.isEmpty, "\(run.model.report(problems))", sourceLocation: sourceLocation)
    }

    // MARK: (a) iPad adaptive presentations

    /// Premise A2: on an iPad in a regular width an action sheet shows as a popover, and a
    /// tap outside it dismisses it with none of its buttons; UIKit tells the popover's
    /// delegate with `presentationControllerDidDismiss` (Apple: "The presentation controller
    /// calls this method only in response to user actions", of the popover delegate call
    /// it replaced, `popoverPresentationControllerDidDismissPopover`).
    @Test func anActionSheetPopoverTappedOutside_leavesTheState_andTheNextAlertShows() {
        let run = start(NavigationState())
        run.model.programAlert(actionSheet: true)
        run.model.programAlert()
        run.model.settle()
        #expect(run.model.alertIsPopover)
        #expect(run.model.tapOutsideAlertPopover())
        expectSettles(run)
        #expect(run.model.alert?.spec.title == run.model.navigation.state.alert?.title)
        #expect(run.model.alert != nil)
    }

    /// Premise A2, with a cancel button: UIKit runs its handler for the tap outside, before
    /// or after `presentationControllerDidDismiss`; the answer counts once either way.
    @Test(arguments: [0.0, 1.0])
    func anActionSheetPopoverWithACancelButton_tappedOutside_runsItOnce(handlerAfterDidDismiss: Double) {
        let run = start(
            NavigationState(),
            faults: UIKitModel.Faults(
                alertHandlerAfterDismissal: 0, cancelHandlerAfterDidDismiss: handlerAfterDidDismiss))
        run.model.programAlert(actionSheet: true, cancel: true)
        run.model.settle()
        #expect(run.model.tapOutsideAlertPopover())
        expectSettles(run)
        #expect(run.model.navigation.state.alert == nil)
    }

    /// Premise P7: on an iPad in a regular width a page sheet shows as a form sheet; a tap
    /// on the backdrop around it asks `presentationControllerShouldDismiss`, then dismisses
    /// it, perhaps after `presentationControllerWillDismiss`, and calls
    /// `presentationControllerDidDismiss` once it is gone (Apple,
    /// `UIModalPresentationStyle.formSheet`; `presentationControllerDidDismiss(_:)`).
    @Test(arguments: [0.0, 1.0])
    func aFormSheetTappedOutside_dismissesItsLayer(willDismiss: Double) {
        let run = start(
            NavigationState(),
            faults: UIKitModel.Faults(alertHandlerAfterDismissal: 0, willDismissOnTapOutside: willDismiss))
        run.model.programPresent(.sheet)
        run.model.programPush()
        run.model.settle()
        #expect(run.model.topIsFormSheet)
        #expect(run.model.tapOutsideFormSheet())
        expectSettles(run)
        #expect(run.model.navigation.state.presentations.isEmpty)
    }

    /// Premise P7: a sheet modal in presentation stays when its backdrop is tapped.
    @Test func aFormSheetThatRefusesTheSwipe_staysWhenTappedOutside() {
        let run = start(NavigationState())
        run.model.programPresent(.sheet(SheetOptions(allowsInteractiveDismiss: false)))
        run.model.settle()
        #expect(run.model.tapOutsideFormSheet())
        expectSettles(run)
        #expect(run.model.navigation.state.presentations.count == 1)
    }

    /// Premise P7: a navigation guard that refuses the dismissal keeps the form sheet, as
    /// `presentationControllerShouldDismiss` returning false does; the host's answer is the
    /// session's own (`shouldBeginDismissal(of:)`).
    @Test func aFormSheetTappedOutside_whoseDismissalAGuardRefuses_stays() {
        let run = start(NavigationState())
        run.model.programPresent(.sheet)
        run.model.settle()
        let token = run.model.navigation.addGuard { operation, _ in
            if case .dismiss = operation { return .reject("unsaved changes") }
            return .allow
        }
        defer { run.model.navigation.remove(token) }
        #expect(run.model.tapOutsideFormSheet())
        expectSettles(run)
        #expect(run.model.navigation.state.presentations.count == 1)
    }

    /// Premises P7 and A2: when the width becomes compact while they show (Split View,
    /// Slide Over), a form sheet becomes a sheet and an action sheet's popover an action
    /// sheet, with no delegate call; back in a regular width they are a form sheet and a
    /// popover again. What shows stays what the state says, and the gestures each one
    /// takes then still write back (Apple, "Adaptivity and layout";
    /// `UIAdaptivePresentationControllerDelegate`).
    @Test func aFormSheetAndAnActionSheet_adaptWhenTheWidthChangesWhilePresented() {
        let run = start(NavigationState())
        run.model.programPresent(.sheet)
        run.model.programAlert(actionSheet: true)
        run.model.settle()
        #expect(run.model.resizeWindow(compact: true))
        #expect(!run.model.alertIsPopover)
        #expect(!run.model.tapOutsideAlertPopover())
        #expect(run.model.tapAlertButton(0))
        run.model.settle()
        #expect(!run.model.topIsFormSheet)
        #expect(run.model.resizeWindow(compact: false))
        #expect(run.model.topIsFormSheet)
        run.model.programAlert(actionSheet: true)
        run.model.settle()
        #expect(run.model.tapOutsideAlertPopover())
        run.model.settle()
        #expect(run.model.tapOutsideFormSheet())
        expectSettles(run)
        #expect(run.model.navigation.state.presentations.isEmpty)
        #expect(run.model.navigation.state.alert == nil)
    }

    // MARK: (b), (d) Split views: collapsed at launch, display modes

    private func splitState(_ style: SplitView.Style = .twoColumns) -> NavigationState {
        var state = NavigationState()
        state.apply(.setSplitView(sidebar: screen("sidebar"), style: style))
        return state
    }

    /// Premise S1: a split view made in a compact width (an iPhone, an iPad in Slide Over)
    /// is collapsed when it first shows, its compact column alone on screen (Apple,
    /// `isCollapsed`: "set to true when the split view controller content is semantically
    /// collapsed"; `UISplitViewController.Column.compact`). Whether
    /// `splitViewControllerDidCollapse` comes for that first collapse is for a device to
    /// say, so the model plays both; the model decides the collapse from its own width,
    /// whatever the state said. The width then becomes regular and it expands.
    @Test(arguments: [true, false])
    func aSplitViewMadeInACompactWidth_startsCollapsed_andExpandsLater(reportsCollapse: Bool) {
        let run = start(splitState(), isPad: false, compactWidth: true, reportsCollapseAtLaunch: reportsCollapse)
        expectSettles(run)
        #expect(run.model.navigation.state.splitView?.isCollapsed == true)
        #expect(run.model.selectSidebarRow())
        run.model.settle()
        run.model.programPush()
        run.model.settle()
        #expect(run.model.changeWidth(compact: false))
        expectSettles(run)
        #expect(run.model.navigation.state.splitView?.isCollapsed == false)
        #expect(run.model.navigation.state.splitView?.stack.count == 1)
    }

    /// Premise S1, three columns: collapsed at launch, a selection in the sidebar and one in
    /// the content column show in the compact column, and expanding spreads them out.
    @Test func aThreeColumnSplitViewMadeCollapsed_keepsItsSelectionsWhenItExpands() {
        let run = start(splitState(.threeColumns), compactWidth: true, reportsCollapseAtLaunch: false)
        #expect(run.model.selectSidebarRow())
        run.model.settle()
        #expect(run.model.navigation.state.splitView?.content != nil)
        #expect(run.model.changeWidth(compact: false))
        run.model.settle()
        #expect(run.model.changeWidth(compact: true))
        expectSettles(run)
        #expect(run.model.navigation.state.splitView?.isCollapsed == true)
    }

    /// Premise S1: the program sets a split view as the root later, on an iPhone, where it
    /// is made collapsed; whether `splitViewControllerDidCollapse` comes for that collapse
    /// is for a device to say, and the root has appeared already, so no appearance reads
    /// it either. The host is to read the collapse once it set the root, fill the compact
    /// column, and write the collapse into the state.
    @Test(arguments: [true, false])
    func aSplitViewSetAsRootLaterInACompactWidth_showsCollapsed(reportsCollapse: Bool) {
        let run = start(
            NavigationState(stack: [screen("first")]), isPad: false, compactWidth: true,
            reportsCollapseAtLaunch: reportsCollapse)
        run.model.programApply(.setSplitView(sidebar: screen("sidebar"), style: .twoColumns))
        expectSettles(run)
        #expect(run.model.navigation.state.splitView?.isCollapsed == true)
        #expect(run.model.selectSidebarRow())
        run.model.programPush()
        expectSettles(run)
        #expect(run.model.swipeBack(completes: true))
        expectSettles(run)
        #expect(run.model.navigation.state.splitView?.stack.isEmpty == true)
    }

    /// Premise S1: the program sets a new split view (another sidebar) over a collapsed
    /// one of the same column style: UIKit keeps its split view controller, collapsed as
    /// the width has it, and tells no delegate; the state's new split view, which starts
    /// expanded, is to say collapsed again.
    @Test func aSplitViewReplacedWhileCollapsed_staysCollapsedInTheState() {
        let run = start(splitState(), isPad: false, compactWidth: true)
        #expect(run.model.navigation.state.splitView?.isCollapsed == true)
        run.model.programApply(.setSplitView(sidebar: screen("another sidebar"), style: .twoColumns))
        expectSettles(run)
        #expect(run.model.navigation.state.splitView?.isCollapsed == true)
        #expect(run.model.selectSidebarRow())
        expectSettles(run)
    }

    /// Premises S1, N4: collapsed, the back button past the detail clears the selection,
    /// and a screen the program pushes while that pop runs stays, above the sidebar, as a
    /// push during any pop of the user's does.
    @Test func aPushDuringACollapsedPopPastTheDetail_staysAboveTheSidebar() {
        let run = start(splitState(), isPad: false, compactWidth: true)
        #expect(run.model.selectSidebarRow())
        run.model.settle()
        #expect(run.model.tapBack())
        run.model.programPush()
        expectSettles(run)
        #expect(run.model.navigation.state.splitView?.detail == nil)
        #expect(run.model.navigation.state.splitView?.stack.count == 1)
    }

    /// Premise S1: the host gives its split view a compact column, which UIKit shows alone
    /// while it is collapsed (Apple, `UISplitViewController.Column.compact`: "If a view
    /// controller is set for this column, that view controller is shown when
    /// `isCollapsed` is true"); so UIKit never merges the secondary stack onto the primary
    /// column's navigation controller, and the host need not answer
    /// `splitViewController(_:topColumnForCollapsingToProposedTopColumn:)` or
    /// `collapseSecondary`. A collapse with a detail pushed moves every screen into the
    /// compact column (a view controller has one parent), and an expansion moves them
    /// back.
    @Test func aCollapseWithADetailPushed_fillsTheCompactColumn_notThePrimaryOne() {
        let run = start(splitState())
        #expect(run.model.selectSidebarRow())
        run.model.programPush()
        run.model.settle()
        #expect(run.model.changeWidth(compact: true))
        expectSettles(run)
        guard case .split(let split) = run.model.root else {
            Issue.record("no split view at the root")
            return
        }
        #expect(split.compact != nil)
        #expect(split.primary.viewControllers.isEmpty)
        #expect(split.secondary.viewControllers.isEmpty)
        #expect(split.compact?.viewControllers.count == 3)
        #expect(run.model.changeWidth(compact: false))
        expectSettles(run)
        #expect(split.primary.viewControllers.count == 1)
        #expect(split.secondary.viewControllers.count == 2)
    }

    /// Premise S2: an expanded split view shows its sidebar hidden, over the secondary
    /// column or beside it, as the user picks (the sidebar button, a swipe from the edge);
    /// `show(_:)` of the secondary column takes an overlay away (Apple,
    /// `UISplitViewController.DisplayMode`, `show(_:)`). A row selected in the overlay is
    /// to show its detail uncovered, in every mode the user leaves it in.
    @Test(arguments: [UIKitModel.DisplayMode.secondaryOnly, .oneOverSecondary, .oneBesideSecondary])
    func aSidebarSelection_showsItsDetail_inEachDisplayMode(mode: UIKitModel.DisplayMode) {
        let run = start(splitState())
        if run.model.displayMode != mode { #expect(run.model.changeDisplayMode(mode)) }
        #expect(run.model.selectSidebarRow())
        run.model.settle()
        run.model.programPush()
        expectSettles(run)
        #expect(run.model.displayMode != .oneOverSecondary)
    }

    /// Premise S2: display modes change between the program's changes and the user's pops
    /// (the overlay opened, a row selected, the sidebar hidden, a push, a pop, the overlay
    /// opened again over a selection under way); the columns stay the state's.
    @Test func displayModeChanges_betweenNavigationChanges_keepTheColumnsRight() {
        let run = start(splitState())
        let model = run.model
        #expect(model.changeDisplayMode(.secondaryOnly))
        #expect(model.changeDisplayMode(.oneOverSecondary))
        #expect(model.selectSidebarRow())
        model.settle()
        model.programPush()
        model.programPush()
        model.settle()
        #expect(model.changeDisplayMode(.oneBesideSecondary))
        #expect(model.swipeBack(completes: true))
        model.settle()
        #expect(model.changeDisplayMode(.oneOverSecondary))
        #expect(model.selectSidebarRow())
        model.advance(by: 0.001)
        model.changeDisplayMode(.oneBesideSecondary)
        model.settle()
        #expect(model.changeWidth(compact: true))
        model.settle()
        #expect(model.swipeBack(completes: true))
        expectSettles(run)
    }

    // MARK: (c) The More tab

    private func sixTabs() -> [AnyModule] { (1...6).map { screen("tab\($0)") } }

    /// Premises T3, T4: with six tabs on an iPhone, tabs five and six live in the More
    /// list; the user taps More and picks one there, and only the More navigation
    /// controller's delegate hears the pick. The state is to select that tab, and a push
    /// is to land in it.
    @Test func aTabPickedInTheMoreList_isTheStatesSelectedTab() {
        let tabs = sixTabs()
        let run = start(NavigationState(tabs: tabs), isPad: false, compactWidth: true)
        #expect(run.model.tabBarItems == 5)
        #expect(!run.model.tapTab(5))
        #expect(run.model.pickInMore(5))
        run.model.settle()
        #expect(run.model.navigation.state.selectedTab?.module == tabs[5])
        run.model.programPush()
        expectSettles(run)
        #expect(run.model.navigation.state.tabs[5].stack.count == 1)
    }

    /// Premise T4: over the More list, the program pushes while the More navigation
    /// controller slides the user's pick in: the planner waits for its `didShow` instead
    /// of selecting the tab selected before, which would take the user's pick away.
    @Test func aProgramsPushDuringAPickInTheMoreList_waitsForThePick() {
        let tabs = sixTabs()
        let run = start(NavigationState(tabs: tabs), isPad: false, compactWidth: true)
        #expect(run.model.tapMore())
        run.model.settle()
        #expect(run.model.pickInMore(5))
        run.model.advance(by: 0.05)
        run.model.programPush()
        expectSettles(run)
        #expect(run.model.navigation.state.selectedTab?.module == tabs[5])
        #expect(run.model.navigation.state.tabs[0].stack.count == 1)
    }

    /// Premise T4: the user goes back from the picked tab to the More list: no tab shows,
    /// and the state keeps its selection until it changes; then a push on the selected
    /// tab selects it again and shows the push, and a tap on a tab of the bar selects it.
    @Test func backToTheMoreList_keepsTheSelection_untilAPushShowsTheTabAgain() {
        let tabs = sixTabs()
        let run = start(NavigationState(tabs: tabs), isPad: false, compactWidth: true)
        #expect(run.model.pickInMore(4))
        run.model.settle()
        #expect(run.model.backToMoreList())
        run.model.settle()
        #expect(run.model.moreListShows)
        #expect(run.binding.session.planner.isSettled)
        #expect(run.model.navigation.state.selectedTab?.module == tabs[4])
        run.model.programPush()
        expectSettles(run)
        #expect(!run.model.moreListShows)
        #expect(run.model.navigation.state.tabs[4].stack.count == 1)
        #expect(run.model.backToMoreList() == false)
        #expect(run.model.tapTab(0))
        expectSettles(run)
        #expect(run.model.navigation.state.selectedTab?.module == tabs[0])
    }

    /// Premises T4, T6: the program selects a tab that lives in the More list: UIKit shows
    /// it there, and the host takes the More navigation controller's `didShow` of it as
    /// its own call's, not as the user's pick. A tap on More later shows it again.
    @Test func aProgramsSelectionOfATabInTheMoreList_showsIt_andMoreShowsItAgainLater() {
        let tabs = sixTabs()
        let run = start(NavigationState(tabs: tabs), isPad: false, compactWidth: true)
        run.model.programApply(.selectTab(tabs[5]))
        run.model.programPush()
        expectSettles(run)
        #expect(run.model.moreDisplayed == 5)
        #expect(run.binding.session.unexpectedEvents == 0)
        #expect(run.model.tapTab(1))
        run.model.settle()
        #expect(run.model.tapMore())
        expectSettles(run)
        #expect(run.model.navigation.state.selectedTab?.module == tabs[5])
    }

    /// Premise T4: over the More list, a tap on the tab of the bar that was selected
    /// before More selects it, as UIKit selects the More navigation controller meanwhile;
    /// the user then picks a tab in the list.
    @Test func overTheMoreList_theTabSelectedBefore_isSelectedAgainByATap() {
        let tabs = sixTabs()
        let run = start(NavigationState(tabs: tabs), isPad: false, compactWidth: true)
        #expect(run.model.tapMore())
        run.model.settle()
        #expect(run.model.moreListShows)
        #expect(run.model.tapTab(0))
        expectSettles(run)
        #expect(run.binding.session.unexpectedEvents == 0)
        #expect(run.model.tapMore())
        #expect(run.model.pickInMore(4))
        expectSettles(run)
        #expect(run.model.navigation.state.selectedTab?.module == tabs[4])
    }
}
