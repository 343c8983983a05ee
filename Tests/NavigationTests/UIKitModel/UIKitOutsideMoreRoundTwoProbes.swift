import Foundation
import Testing

@testable import Navigation

/// An outside tester's second round on the More list (premises T3–T6 of ``UIKitRule``),
/// after the maintainers' fix of issue 40 (commit 8b93726): a program `selectTab` of the
/// selected tab over the list shows it; a change in a tab the user does not see leaves
/// the list; a program selection made during the user's pick stands. Each probe is played
/// by the model of UIKit against the real `UIKitHostSession`, or fed to the session
/// directly where the model cannot make UIKit's order of events.
@MainActor
@Suite struct UIKitOutsideMoreRoundTwoProbes {
    private func screen(_ name: String) -> AnyModule { outsideScreen(name) }

    private typealias Run = UIKitOutsideRun

    private func start(
        _ state: NavigationState, faults: UIKitModel.Faults = UIKitModel.Faults(alertHandlerAfterDismissal: 0),
        seed: UInt64 = 41, configure: (NavigationService) -> Void = { _ in }
    ) -> Run {
        Run(state, faults: faults, compactWidth: true, seed: seed, configure: configure)
    }

    /// Settles UIKit and expects no problem: the model's invariants, the planner settled,
    /// no event the planner did not expect. `ignoring` drops the problems that contain it
    /// (an expectation of the model's that a guard defeats on purpose).
    private func expectSettles(
        _ run: Run, ignoring: String? = nil, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let problems = run.settledProblems(ignoring: ignoring)
        #expect(problems.isEmpty, "\(run.model.report(problems))", sourceLocation: sourceLocation)
        #expect(run.binding.session.unexpectedEvents == 0, sourceLocation: sourceLocation)
    }

    private func tabs(_ count: Int, _ prefix: String = "tab") -> [AnyModule] { outsideTabs(count, prefix) }

    private func shownTab(_ run: Run) -> AnyModule.ID? { run.shownTab }

    private func deepLink(_ run: Run, _ operations: [NavigationOperation]) { run.deepLink(operations) }

    /// The user picks the tab at `index` in More, then goes back to the list: the state
    /// keeps that tab selected, no tab shows (T4).
    private func overTheList(_ run: Run, from index: Int, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(run.model.pickInMore(index), sourceLocation: sourceLocation)
        run.model.settle()
        #expect(run.model.backToMoreList(), sourceLocation: sourceLocation)
        run.model.settle()
        #expect(run.model.moreListShows, sourceLocation: sourceLocation)
    }

    // MARK: A program selection of the selected tab, during the More list's transitions

    /// Premises T4, T6. The user on tab one taps More and picks tab six; during the More
    /// navigation controller's push the program selects tab one, the tab the state still
    /// selects (a deep link to it). The program's selection came after the user's pick, as
    /// in the maintainers' probe where it selects tab two, which stands: tab one is to
    /// show. (Before the fix the planner compared the selection when More's push began with
    /// the one at its end, found them equal, and wrote the pick back over the deep link; it
    /// now notes any program selection during More's transition.)
    @Test func duringThePick_aProgramsSelectionOfTheSelectedTab_stands() {
        let all = tabs(6)
        let run = start(NavigationState(tabs: all))
        #expect(run.model.pickInMore(5))
        run.model.advance(by: 0.05)
        run.model.programApply(.selectTab(all[0]))
        expectSettles(run)
        #expect(run.model.navigation.state.selectedTab?.module == all[0])
        #expect(shownTab(run) == all[0].id)
    }

    /// The same from the More list: the user went back to the list from tab five (the
    /// state keeps tab five) and picks tab six; during the push the program selects tab
    /// five. Its deep link is later than the pick, and is to stand.
    @Test func duringAPickFromTheList_aProgramsSelectionOfTheStatesTab_stands() {
        let all = tabs(6)
        let run = start(NavigationState(tabs: all))
        overTheList(run, from: 4)
        #expect(run.model.pickInMore(5))
        run.model.advance(by: 0.05)
        run.model.programApply(.selectTab(all[4]))
        expectSettles(run)
        #expect(run.model.navigation.state.selectedTab?.module == all[4])
        #expect(shownTab(run) == all[4].id)
    }

    /// During the pick of tab six the program selects tab six itself, the tab being
    /// picked: the pick and the deep link agree; tab six shows once, nothing is written
    /// twice.
    @Test func duringThePick_aProgramsSelectionOfThePickedTab_showsItOnce() {
        let all = tabs(6)
        let run = start(NavigationState(tabs: all))
        #expect(run.model.pickInMore(5))
        run.model.advance(by: 0.05)
        run.model.programApply(.selectTab(all[5]))
        expectSettles(run)
        #expect(run.model.navigation.state.selectedTab?.module == all[5])
        #expect(shownTab(run) == all[5].id)
        #expect(run.model.moreDisplayed == 5)
    }

    /// During the pick of tab six the program selects tab two, then tab one again (the
    /// tab selected when the pick began), in two calls: its last selection is later than
    /// the pick, and tab one is to show. (Before the fix the planner compared the state's
    /// selection at the push's end with the one at its start, and wrote the pick back.)
    @Test func duringThePick_aProgramsSelectionAwayAndBack_stands() {
        let all = tabs(6)
        let run = start(NavigationState(tabs: all))
        #expect(run.model.pickInMore(5))
        run.model.advance(by: 0.05)
        run.model.programApply(.selectTab(all[1]))
        run.model.programApply(.selectTab(all[0]))
        expectSettles(run)
        #expect(run.model.navigation.state.selectedTab?.module == all[0])
        #expect(shownTab(run) == all[0].id)
    }

    /// Premise T4: the user taps back from tab five to the More list; during the More
    /// navigation controller's pop the program selects tab five, the tab the state
    /// selects (a deep link). As a selection of another tab during that pop shows it (the
    /// neighbour below), the later deep link is to show tab five. (Before the fix the
    /// planner heeded the session's mark only while the list showed, which it learns at
    /// the pop's end, and the list stayed.)
    @Test func duringTheBackToTheList_aProgramsSelectionOfTheTabLeft_showsIt() {
        let all = tabs(6)
        let run = start(NavigationState(tabs: all))
        #expect(run.model.pickInMore(4))
        run.model.settle()
        #expect(run.model.backToMoreList())
        run.model.advance(by: 0.05)
        run.model.programApply(.selectTab(all[4]))
        expectSettles(run)
        #expect(run.model.navigation.state.selectedTab?.module == all[4])
        #expect(!run.model.moreListShows, "the program selected tab 5 during the back; UIKit shows the More list")
        #expect(shownTab(run) == all[4].id)
    }

    /// The neighbour: during the back to the list the program selects tab two: it shows.
    @Test func duringTheBackToTheList_aProgramsSelectionOfAnotherTab_showsIt() {
        let all = tabs(6)
        let run = start(NavigationState(tabs: all))
        #expect(run.model.pickInMore(4))
        run.model.settle()
        #expect(run.model.backToMoreList())
        run.model.advance(by: 0.05)
        run.model.programApply(.selectTab(all[1]))
        expectSettles(run)
        #expect(shownTab(run) == all[1].id)
        #expect(!run.model.moreListShows)
    }

    /// The scene goes to the background during the pick of tab six; there the program
    /// selects tab one, the state's tab; it comes back (W1). The deep link came after the
    /// pick: tab one is to show.
    @Test func theBackgroundDuringThePick_aSelectionOfTheStatesTabThere_stands() {
        let all = tabs(6)
        let run = start(NavigationState(tabs: all))
        #expect(run.model.pickInMore(5))
        run.model.advance(by: 0.05)
        #expect(run.model.changeSceneActivity(inBackground: true))
        run.model.programApply(.selectTab(all[0]))
        run.model.advance(by: 3)
        #expect(run.model.changeSceneActivity(inBackground: false))
        expectSettles(run)
        #expect(run.model.navigation.state.selectedTab?.module == all[0])
        #expect(shownTab(run) == all[0].id)
    }

    // MARK: Alerts over the More list

    /// Premises A1, T4: over the More list (back from tab five) the program shows an
    /// alert whose button selects tab five, the state's tab ("Open the inbox"). The user
    /// taps it; its handler runs as the alert begins dismissing. The selection is a deep
    /// link: tab five is to show. The planner asks UIKit to select tab five while the
    /// alert's dismissal runs; the host holds the call back (a transition of UIKit's own).
    /// (Before the fix the planner had cleared its wish to select the tab again when it
    /// issued the call, found nothing to do at the transition's end, and the More list
    /// stayed; the wish now lasts until a call that selects a tab completes.)
    @Test func overTheList_anAlertButtonThatSelectsTheStatesTab_showsIt() {
        let all = tabs(6)
        let run = start(NavigationState(tabs: all))
        overTheList(run, from: 4)
        let navigation = run.binding.navigation
        let alert = NavigationAlert(
            title: "open", buttons: [NavigationAlert.Button("Open") { _ = navigation.apply(.selectTab(all[4])) }])
        run.model.program("alert open") { _ = $0.showAlert(alert) }
        run.model.settle()
        #expect(run.model.alert != nil)
        #expect(run.model.tapAlertButton(0))
        // The model counts the runs of its own alerts' buttons only: this one's action is
        // checked by its effect instead.
        expectSettles(run, ignoring: "the tap on open")
        #expect(run.model.navigation.state.alert == nil)
        #expect(!run.model.moreListShows, "the alert's button selected tab 5; UIKit shows the More list")
        #expect(shownTab(run) == all[4].id)

        // For good: the planner takes tab five as shown, so a later deep link to it, and a
        // push in it, change nothing the user sees.
        run.model.programApply(.selectTab(all[4]))
        expectSettles(run, ignoring: "the tap on open")
        run.model.programPush()
        expectSettles(run, ignoring: "the tap on open")
        #expect(run.model.navigation.state.tabs[4].stack.count == 1)
        #expect(!run.model.moreListShows, "a later selection and push in tab 5; UIKit still shows the More list")
    }

    /// The same alert's button pushes a screen in tab five, the state's tab (a change in
    /// the selected tab's content, which is to show that tab). The push is made on tab
    /// five's navigation controller, under the More list, where the user does not see it.
    @Test func overTheList_anAlertButtonThatPushesInTheStatesTab_showsThePush() {
        let all = tabs(6)
        let run = start(NavigationState(tabs: all))
        overTheList(run, from: 4)
        let navigation = run.binding.navigation
        let pushed = screen("opened")
        let alert = NavigationAlert(
            title: "open", buttons: [NavigationAlert.Button("Open") { _ = navigation.apply(.push(pushed)) }])
        run.model.program("alert open") { _ = $0.showAlert(alert) }
        run.model.settle()
        #expect(run.model.tapAlertButton(0))
        expectSettles(run, ignoring: "the tap on open")
        #expect(run.model.navigation.state.tabs[4].stack == [pushed])
        #expect(!run.model.moreListShows, "the alert's button pushed in tab 5; UIKit shows the More list")
        #expect(shownTab(run) == all[4].id)
    }

    /// The wider trigger (found by the seeded sequences, seed 3129): over the list (the
    /// user tapped More from tab one), the user answers an alert with a button that does
    /// nothing, and while UIKit dismisses it the program selects tab one, the state's tab
    /// (a deep link from elsewhere). The call is held back by the dismissal (before the
    /// fix, forgotten: the list stayed).
    @Test func overTheList_aSelectionOfTheStatesTabDuringAnAlertsDismissal_showsIt() {
        let all = tabs(6)
        let run = start(NavigationState(tabs: all))
        #expect(run.model.tapMore())
        run.model.settle()
        run.model.programAlert()
        run.model.settle()
        #expect(run.model.tapAlertButton(1))
        run.model.advance(by: 0.05)
        run.model.programApply(.selectTab(all[0]))
        expectSettles(run)
        #expect(!run.model.moreListShows, "the program selected tab 1; UIKit shows the More list")
        #expect(shownTab(run) == all[0].id)
    }

    /// Over the list, an alert, answered by a button with no action; then a program
    /// selection of the state's tab, once the alert is gone: it shows.
    @Test func overTheList_anAlertAnswered_thenASelectionOfTheStatesTab_showsIt() {
        let all = tabs(6)
        let run = start(NavigationState(tabs: all))
        overTheList(run, from: 4)
        run.model.programAlert()
        run.model.settle()
        #expect(run.model.tapAlertButton(1))
        expectSettles(run)
        #expect(run.model.moreListShows)
        run.model.programApply(.selectTab(all[4]))
        expectSettles(run)
        #expect(shownTab(run) == all[4].id)
    }

    /// Over the list, a sheet; the program selects the state's tab under it, then
    /// dismisses the sheet: tab five shows, under and after the sheet.
    @Test func overTheList_aSelectionOfTheStatesTabUnderASheet_showsIt() {
        let all = tabs(6)
        let run = start(NavigationState(tabs: all))
        overTheList(run, from: 4)
        run.model.programPresent(.sheet)
        run.model.settle()
        run.model.programApply(.selectTab(all[4]))
        expectSettles(run)
        #expect(shownTab(run) == all[4].id)
        run.model.programDismiss()
        expectSettles(run)
        #expect(shownTab(run) == all[4].id)
        #expect(run.model.presented.isEmpty)
    }

    // MARK: Guards

    /// Over the list, a guard refuses every `selectTab`: the program's selection of the
    /// state's tab applies nothing (its journal entry holds the rejection). The list is to
    /// stay, and nothing waits.
    @Test func overTheList_aRejectedSelectionOfTheStatesTab_leavesTheList() {
        let all = tabs(6)
        let run = start(NavigationState(tabs: all))
        overTheList(run, from: 4)
        _ = run.binding.navigation.addGuard { operation, _ in
            if case .selectTab = operation { return .reject("locked") }
            return .allow
        }
        run.model.programApply(.selectTab(all[4]))
        expectSettles(run)
        #expect(run.model.moreListShows)
        #expect(run.model.navigation.state.selectedTab?.module == all[4])
    }

    /// Over the list, a guard redirects a selection of tab six (locked) to tab five, the
    /// state's tab: the applied call selects the selected tab, a deep link to it; tab
    /// five shows.
    @Test func overTheList_aSelectionRedirectedToTheStatesTab_showsIt() {
        let all = tabs(6)
        let run = start(NavigationState(tabs: all))
        overTheList(run, from: 4)
        let locked = all[5].id
        _ = run.binding.navigation.addGuard { operation, _ in
            if case .selectTab(let module) = operation, module.id == locked { return .redirect([.selectTab(all[4])]) }
            return .allow
        }
        run.model.programApply(.selectTab(all[5]))
        expectSettles(run)
        #expect(shownTab(run) == all[4].id)
        #expect(run.model.navigation.state.selectedTab?.module == all[4])
    }

    /// Over the list, a guard redirects a selection of the state's tab to a push in
    /// another tab's stack that it makes on its own (`setStack` of tab one is not
    /// possible, so: select tab one, push, select tab five). No applied step selects only
    /// the state's tab, and only tab one changed: the list stays.
    @Test func overTheList_aSelectionRedirectedIntoAnotherTab_leavesTheList() {
        let all = tabs(6)
        let run = start(NavigationState(tabs: all))
        overTheList(run, from: 4)
        let target = all[4].id
        let background = screen("background")
        _ = run.binding.navigation.addGuard { operation, _ in
            if case .selectTab(let module) = operation, module.id == target {
                return .redirect([.selectTab(all[0]), .push(background), .selectTab(all[4])])
            }
            return .allow
        }
        run.model.programApply(.selectTab(all[4]))
        expectSettles(run)
        #expect(run.model.navigation.state.tabs[0].stack == [background])
        #expect(run.model.moreListShows)
    }

    /// A guard refuses the write-back of the user's pick of tab six (from the list, the
    /// state selecting tab five): the state keeps tab five, which UIKit is to show again,
    /// with nothing left waiting. (The model's expectation of the pick is defeated on
    /// purpose.)
    @Test func aGuardRefusingThePick_fromTheList_showsTheStatesTab() {
        let all = tabs(6)
        let run = start(NavigationState(tabs: all))
        overTheList(run, from: 4)
        let locked = all[5].id
        _ = run.binding.navigation.addGuard { operation, _ in
            if case .selectTab(let module) = operation, module.id == locked { return .reject("locked") }
            return .allow
        }
        #expect(run.model.pickInMore(5))
        expectSettles(run, ignoring: "the user's selection of tab")
        #expect(run.model.navigation.state.selectedTab?.module == all[4])
        #expect(shownTab(run) == all[4].id)
        #expect(run.model.moreDisplayed == 4)
    }

    /// A guard redirects the pick's write-back of tab six to a selection of tab five, the
    /// state's tab (its journal entry selects the selected tab): tab five shows.
    @Test func aGuardRedirectingThePickToTheStatesTab_showsIt() {
        let all = tabs(6)
        let run = start(NavigationState(tabs: all))
        overTheList(run, from: 4)
        let locked = all[5].id
        _ = run.binding.navigation.addGuard { operation, _ in
            if case .selectTab(let module) = operation, module.id == locked { return .redirect([.selectTab(all[4])]) }
            return .allow
        }
        #expect(run.model.pickInMore(5))
        expectSettles(run, ignoring: "the user's selection of tab")
        #expect(shownTab(run) == all[4].id)
    }

    // MARK: Listeners that navigate

    /// A journal listener pushes a welcome screen in every tab the state selects anew
    /// (reentrant: its call is queued behind the pick's write-back). The user picks tab
    /// six in More: it shows with the welcome screen on top, built once.
    @Test func aListenerPushingOnThePickedTab_showsThePushOnce() {
        let all = tabs(6)
        var welcomes: [AnyModule] = []
        let run = start(NavigationState(tabs: all)) { navigation in
            _ = navigation.addJournalListener { entry in
                guard entry.outcome.changed, entry.before.selectedTab?.id != entry.after.selectedTab?.id,
                    entry.after.selectedTab?.stack.isEmpty == true
                else { return }
                let welcome = AnyModule(UIKitModelScreen(name: "welcome\(welcomes.count)"))
                welcomes.append(welcome)
                _ = navigation.apply(.push(welcome))
            }
        }
        welcomes = []
        #expect(run.model.pickInMore(5))
        expectSettles(run)
        #expect(welcomes.count == 1)
        #expect(run.model.navigation.state.tabs[5].stack == welcomes)
        #expect(shownTab(run) == all[5].id)
        #expect(run.model.visibleNavigation?.viewControllers.map(\.id) == [all[5].id] + welcomes.map(\.id))
    }

    /// A journal listener re-selects the selected tab after every push the program makes
    /// (an app that "brings the user to the news"): over the list, a push in another tab
    /// (tab one, through a deep link that ends on tab five) is followed by the listener's
    /// selection of tab five, a deep link that is to show it.
    @Test func aListenerSelectingTheStatesTabAfterABackgroundPush_showsIt() {
        let all = tabs(6)
        let run = start(NavigationState(tabs: all)) { navigation in
            _ = navigation.addJournalListener { entry in
                guard entry.outcome.applied.operations.contains(where: { if case .push = $0 { true } else { false } }),
                    let selected = entry.after.selectedTab?.module
                else { return }
                _ = navigation.apply(.selectTab(selected))
            }
        }
        overTheList(run, from: 4)
        deepLink(run, [.selectTab(all[0]), .push(screen("background")), .selectTab(all[4])])
        expectSettles(run)
        #expect(shownTab(run) == all[4].id)
        #expect(run.model.navigation.state.tabs[0].stack.count == 1)
    }

    /// A listener that selects tab one after any selection of tab six (a redirect made
    /// after the fact): the user picks tab six; the write-back is followed by the
    /// listener's selection of tab one, a tab of the bar, which is to show.
    @Test func aListenerRedirectingThePickAfterTheFact_showsItsTab() {
        let all = tabs(6)
        let run = start(NavigationState(tabs: all, selectedIndex: 1)) { navigation in
            _ = navigation.addJournalListener { entry in
                guard entry.outcome.changed, entry.after.selectedTab?.id == all[5].id else { return }
                _ = navigation.apply(.selectTab(all[0]))
            }
        }
        #expect(run.model.pickInMore(5))
        expectSettles(run, ignoring: "the user's selection of tab")
        #expect(run.model.navigation.state.selectedTab?.module == all[0])
        #expect(shownTab(run) == all[0].id)
        #expect(!run.model.moreListShows)
    }

    // MARK: Transactions mixing selections

    /// Over the list, one transaction selects the state's tab twice: each selection is
    /// of the selected tab, a deep link; tab five shows.
    @Test func overTheList_theStatesTabSelectedTwiceInOneTransaction_showsIt() {
        let all = tabs(6)
        let run = start(NavigationState(tabs: all))
        overTheList(run, from: 4)
        deepLink(run, [.selectTab(all[4]), .selectTab(all[4])])
        expectSettles(run)
        #expect(shownTab(run) == all[4].id)
    }

    /// Over the list, one transaction selects tab one, then tab five (the state's): the
    /// state ends as it was. By the session's rule (each selection must be of the tab the
    /// state selects after the call) this is no deep link to tab five: the list stays,
    /// and state and UIKit agree.
    @Test func overTheList_anotherTabThenTheStatesTabInOneTransaction_leavesTheList() {
        let all = tabs(6)
        let run = start(NavigationState(tabs: all))
        overTheList(run, from: 4)
        deepLink(run, [.selectTab(all[0]), .selectTab(all[4])])
        expectSettles(run)
        #expect(run.model.moreListShows)
        #expect(run.model.navigation.state.selectedTab?.module == all[4])
    }

    /// Over the list, one transaction selects the state's tab and then sets the same tabs
    /// anew (`setTabs` of the same modules, the same index): a deep link to tab five.
    @Test func overTheList_aSelectionThenTheSameTabs_showsTheStatesTab() {
        let all = tabs(6)
        let run = start(NavigationState(tabs: all))
        overTheList(run, from: 4)
        deepLink(run, [.selectTab(all[4]), .setTabs(all, selectedIndex: 4)])
        expectSettles(run)
        #expect(shownTab(run) == all[4].id)
        #expect(run.model.navigation.state.selectedTab?.module == all[4])
    }

    /// Over the list, the program sets the same tabs with the same selection but another
    /// reselection rule (`setTabs`; the tabs keep their stacks): the state changes, but
    /// not its tabs, its selection or the selected tab's screens. The list stays; state
    /// and UIKit agree, nothing waits.
    @Test func overTheList_theSameTabsSetAgainWithAnotherRule_leavesTheList() {
        let all = tabs(6)
        let run = start(NavigationState(tabs: all))
        overTheList(run, from: 4)
        deepLink(run, [.selectTab(all[0]), .push(screen("background")), .selectTab(all[4])])
        expectSettles(run)
        #expect(run.model.moreListShows)
        run.model.programApply(.setTabs(all, selectedIndex: 4, reselection: .keepsStack))
        expectSettles(run)
        #expect(run.model.navigation.state.tabReselection == .keepsStack)
        #expect(run.model.navigation.state.tabs[0].stack.count == 1)
        #expect(run.model.moreListShows)
    }

    /// Over the list, a restoration of the very state that holds (`state = state`):
    /// nothing changes, nothing is journaled; the list stays.
    @Test func overTheList_aRestorationOfTheSameState_leavesTheList() {
        let all = tabs(6)
        let run = start(NavigationState(tabs: all))
        overTheList(run, from: 4)
        run.model.programSetState("same", run.model.navigation.state)
        expectSettles(run)
        #expect(run.model.moreListShows)
    }

    // MARK: The tab set changes under the list

    /// Over the list (the state's tab five), the tabs go from six to five, tab five kept:
    /// there is no More item any more (T3); tab five is in the bar and shows.
    @Test func overTheList_sixTabsBecomeFive_showsTheStatesTabInTheBar() {
        let all = tabs(6)
        let run = start(NavigationState(tabs: all))
        overTheList(run, from: 4)
        run.model.programSetState("five", NavigationState(tabs: Array(all.prefix(5)), selectedIndex: 4))
        expectSettles(run)
        #expect(!run.model.moreListShows)
        #expect(run.model.tabBarItems == 5)
        #expect(shownTab(run) == all[4].id)
    }

    /// Over the list (the state's tab six), the program removes tab six: seven tabs
    /// become six, the selection falling to tab one by the program's `setTabs`.
    @Test func overTheList_theStatesTabRemoved_showsTheNewSelection() {
        let all = tabs(7)
        let run = start(NavigationState(tabs: all))
        overTheList(run, from: 5)
        run.model.programApply(.setTabs(all.filter { $0.id != all[5].id }, selectedIndex: 0))
        expectSettles(run)
        #expect(shownTab(run) == all[0].id)
        #expect(!run.model.moreListShows)
    }

    /// During the back to the list, the tabs shrink to five: the pop's end finds no More
    /// item; the state's tab shows.
    @Test func duringTheBackToTheList_theTabsShrinkToFive_settles() {
        let all = tabs(6)
        let run = start(NavigationState(tabs: all))
        #expect(run.model.pickInMore(4))
        run.model.settle()
        #expect(run.model.backToMoreList())
        run.model.advance(by: 0.05)
        run.model.programSetState("five", NavigationState(tabs: Array(all.prefix(5)), selectedIndex: 4))
        expectSettles(run)
        #expect(shownTab(run) == all[4].id)
        #expect(!run.model.moreListShows)
    }

    // MARK: UIKit's orders the model does not make, fed to the session

    /// Premise T4 (an interactive pop of the More navigation controller can be cancelled,
    /// N3): the user begins the back from tab five to the list and cancels it, the More
    /// navigation controller showing tab five again (`moreShows(tab5)`); meanwhile the
    /// program selected tab two. Tab two is to be selected, nothing written back.
    @Test func aCancelledBackToTheList_withASelectionMeanwhile_selectsIt() {
        let all = tabs(6)
        var state = NavigationState(tabs: all)
        state.apply(.selectTab(all[4]))
        let harness = UIKitSessionHarness(root: screen("root"), state)
        harness.completeAll()
        let before = harness.calls.count
        harness.session.handle(.moreTransitionBegan)
        _ = harness.navigation.apply(.selectTab(all[1]))
        #expect(harness.calls(after: before).isEmpty, "asked during the More navigation controller's pop")
        harness.session.handle(.moreShows(all[4].id))
        harness.completeAll()
        #expect(harness.calls(after: before).contains(.selectTab(all[1].id)))
        #expect(harness.navigation.state.selectedTab?.module == all[1])
        #expect(harness.session.planner.isSettled)
        #expect(harness.session.unexpectedEvents == 0)
    }

    /// A cancelled back, during which the program selected tab five, the tab still shown:
    /// it shows; no call, nothing written back.
    @Test func aCancelledBackToTheList_withASelectionOfTheShownTab_asksNothing() {
        let all = tabs(6)
        var state = NavigationState(tabs: all)
        state.apply(.selectTab(all[4]))
        let harness = UIKitSessionHarness(root: screen("root"), state)
        harness.completeAll()
        let before = harness.calls.count
        harness.session.handle(.moreTransitionBegan)
        _ = harness.navigation.apply(.selectTab(all[4]))
        harness.session.handle(.moreShows(all[4].id))
        harness.completeAll()
        #expect(harness.calls(after: before).isEmpty)
        #expect(harness.navigation.state.selectedTab?.module == all[4])
        #expect(harness.session.planner.isSettled)
    }

    /// Premise T4: during the pick of tab six, the user taps tab two in the bar (UIKit
    /// ends the More push; the host hears `tabSelected`), then the program selects tab
    /// six, then a late `didShow` of the pick's push reports tab six. The state's last
    /// selection, the program's tab six, stands; no unexpected event.
    @Test func aTapOnTheBarMidPick_thenAProgramSelection_standsAfterALateDidShow() {
        let all = tabs(6)
        let harness = UIKitSessionHarness(root: screen("root"), NavigationState(tabs: all))
        harness.completeAll()
        harness.session.handle(.moreShows(nil))
        harness.session.handle(.moreTransitionBegan)
        harness.session.handle(.tabSelected(all[1].id))
        harness.completeAll()
        #expect(harness.navigation.state.selectedTab?.module == all[1])
        _ = harness.navigation.apply(.selectTab(all[5]))
        harness.completeAll()
        harness.session.handle(.moreShows(all[5].id))
        harness.completeAll()
        #expect(harness.navigation.state.selectedTab?.module == all[5])
        #expect(harness.session.planner.shown.visibleRootContainer == .tab(all[5].id))
        #expect(harness.session.planner.isSettled)
    }

    /// A More transition that begins and is overtaken by a tap on the bar leaves no
    /// memory of its start: a later pick (a fresh `moreTransitionBegan`) whose push the
    /// program does not touch is written back.
    @Test func aMoreTransitionOvertakenByATap_leavesNoStaleSelection() {
        let all = tabs(6)
        let harness = UIKitSessionHarness(root: screen("root"), NavigationState(tabs: all))
        harness.completeAll()
        harness.session.handle(.moreShows(nil))
        harness.session.handle(.moreTransitionBegan)
        harness.session.handle(.tabSelected(all[1].id))
        harness.completeAll()
        // Tap on More again (its list), and a tap-free show of tab five.
        harness.session.handle(.moreShows(nil))
        harness.session.handle(.moreShows(all[4].id))
        harness.completeAll()
        #expect(harness.navigation.state.selectedTab?.module == all[4])
        #expect(harness.session.planner.isSettled)
        #expect(harness.session.unexpectedEvents == 0)
    }

    /// Premises T4, F1 (a completion can come late): the user tapped More from tab one
    /// (the list shows; the state keeps tab one). The program dismisses a sheet; during
    /// the dismissal's call it selects tab one (a deep link: the planner is to select tab
    /// one again once the call ends). Before the late completion, the user taps tab one in
    /// the bar: over the list UIKit selects it, a selection, not a re-tap (`tabSelected`).
    /// (Before the fix the planner, which had given the list up for the pending
    /// reselection, took the tap for a re-tap that came as a selection and counted an
    /// unexpected event; found by the seeded sequences below with late completions, seed
    /// 1489. The list now lasts until the reselection's call completes.)
    @Test func aTapOnTheStatesBarTab_whileAReselectionWaits_isExpected() {
        let all = tabs(6)
        let harness = UIKitSessionHarness(root: screen("root"), NavigationState(tabs: all))
        harness.completeAll()
        harness.session.handle(.moreShows(nil))
        _ = harness.navigation.apply(.present(screen("sheet"), style: .sheet))
        harness.completeAll()
        _ = harness.navigation.apply(.dismiss(.top))
        #expect(harness.session.planner.call != nil, "the dismissal's call is under way")
        _ = harness.navigation.apply(.selectTab(all[0]))
        harness.session.handle(.tabSelected(all[0].id))
        harness.completeAll()
        #expect(harness.session.planner.isSettled)
        #expect(harness.navigation.state.selectedTab?.module == all[0])
        #expect(harness.session.unexpectedEvents == 0)
    }

    // MARK: Long random sequences

    /// One seeded sequence of the user's and the program's steps over six or seven tabs,
    /// weighted toward the More list: picks, backs, taps on More and on the bar, program
    /// selections of any tab (the selected one included), pushes, pops, alerts, sheets,
    /// the same tabs set again, the background.
    private func sequence(seed: UInt64, steps: Int) -> (problems: [String], report: String, unexpected: Int) {
        var random = SplitMix(state: seed)
        let count = Bool.random(using: &random) ? 6 : 7
        let all = tabs(count)
        let binding = UIKitHostBinding(
            root: UIKitModelScreen(name: "root"),
            state: NavigationState(tabs: all, reselection: Bool.random(using: &random) ? .popsToRoot : .keepsStack))
        let model = binding.start(
            faults: ProcessInfo.processInfo.environment["UIKIT_MORE_FAULTS"] != nil
                ? UIKitModel.Faults(
                    lateCompletion: 0...0.2, doubledCompletion: 0.05, doubledDelegateCall: 0.1,
                    droppedPresentation: 0.03, alertHandlerAfterDismissal: Double.random(in: 0...1, using: &random))
                : UIKitModel.Faults(alertHandlerAfterDismissal: Double.random(in: 0...1, using: &random)),
            seed: random.next(), tracing: true, compactWidth: true)
        if ProcessInfo.processInfo.environment["UIKIT_MORE_DEBUG"] != nil {
            binding.session.trace = { print("  session: \($0)") }
        }
        model.settle()
        for _ in 0..<steps {
            let tabsNow = model.navigation.state.tabs
            switch Int.random(in: 0..<20, using: &random) {
            case 0, 1: model.pickInMore(Int.random(in: 4..<max(5, tabsNow.count), using: &random))
            case 2: model.backToMoreList()
            case 3: model.tapMore()
            case 4: model.tapTab(Int.random(in: 0...3, using: &random))
            case 5, 6:
                if let selected = model.navigation.state.selectedTab?.module {
                    model.programApply(.selectTab(selected))
                }
            case 7:
                if let tab = tabsNow.randomElement(using: &random) { model.programApply(.selectTab(tab.module)) }
            case 8: model.programPush()
            case 9: model.programPop()
            case 10: model.programAlert()
            case 11: model.tapAlertButton(Int.random(in: 0...1, using: &random))
            case 12: model.programPresent(.sheet)
            case 13: model.programDismiss()
            case 14: model.swipeBack(completes: Bool.random(using: &random))
            case 15:
                if let index = model.navigation.state.tabs.firstIndex(where: {
                    $0.id == model.navigation.state.selectedTab?.id
                }) {
                    model.programApply(.setTabs(all, selectedIndex: index))
                }
            case 16: model.changeSceneActivity(inBackground: !Bool.random(using: &random))
            case 17:
                if let tab = tabsNow.randomElement(using: &random) {
                    let selected = model.navigation.state.selectedTab?.module
                    let operations: [NavigationOperation] =
                        [.selectTab(tab.module), .push(AnyModule(model.fresh("deep")))]
                        + (selected.map { [.selectTab($0)] } ?? [])
                    // A selection of the selected tab may pop it to its root: the
                    // dismissal of nothing voids the expectations on earlier pushes.
                    model.programDismiss()
                    model.program("deep link") { _ = $0.apply(NavigationTransaction(operations)) }
                }
            default: model.advance(by: Double.random(in: 0...0.6, using: &random))
            }
            if Bool.random(using: &random) { model.advance(by: Double.random(in: 0...0.3, using: &random)) }
        }
        model.changeSceneActivity(inBackground: false)
        model.settle()
        var problems = model.verify() + binding.problems
        // From wherever the sequence left it, a program selection of the selected tab
        // shows that tab (the fix's first promise).
        if problems.isEmpty, let selected = model.navigation.state.selectedTab?.module {
            model.programApply(.selectTab(selected))
            model.settle()
            problems = model.verify() + binding.problems
            let shown: AnyModule.ID? =
                if case .tabBar(let tabs, let index) = model.root, !model.moreListShows, tabs.indices.contains(index) {
                    tabs[index].viewControllers.first?.id
                } else { nil }
            if shown != selected.id { problems.append("the final selection of \(selected) does not show it") }
        }
        if ProcessInfo.processInfo.environment["UIKIT_MORE_DEBUG"] != nil {
            print(model.report(problems))
            print(binding.session.planner.unexpectedEvents)
        }
        let unexpected = binding.session.planner.unexpectedEvents.filter { event in
            switch event {
            case .moreShows, .moreTransitionBegan, .tabSelected, .tabReselected: true
            default: false
            }
        }
        return (problems, model.report(problems), unexpected.count)
    }

    /// Forty seeded sequences of twenty steps each settle, state and UIKit agreeing,
    /// nothing lost, doubled or built twice, no unexpected event of the More list or the
    /// bar; then a selection of the selected tab shows it. Hunt with more:
    /// `UIKIT_MORE_COUNT=4000 UIKIT_MORE_STEPS=30` (and `UIKIT_MORE_FAULTS=1` for late,
    /// doubled and dropped callbacks); replay one with `UIKIT_MORE_SEED`, traced with
    /// `UIKIT_MORE_DEBUG=1`. At 30 steps, seed 3129 (faults off or on) and 989 (faults on)
    /// met the forgotten held-back selection, 1489 (faults on) the unexpected tap, before
    /// their fixes.
    @Test func fortySeededSequencesOverTheMoreList_settle() {
        let only = ProcessInfo.processInfo.environment["UIKIT_MORE_SEED"].flatMap(UInt64.init)
        let count = ProcessInfo.processInfo.environment["UIKIT_MORE_COUNT"].flatMap(UInt64.init) ?? 40
        let steps = ProcessInfo.processInfo.environment["UIKIT_MORE_STEPS"].flatMap(Int.init) ?? 20
        for seed in only.map({ [$0] }) ?? Array(UInt64(1)...count) {
            let result = sequence(seed: seed, steps: steps)
            #expect(result.problems.isEmpty, "seed \(seed):\n\(result.report)")
            #expect(result.unexpected == 0, "seed \(seed): \(result.unexpected) unexpected events\n\(result.report)")
        }
    }
}
