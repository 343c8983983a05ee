import Foundation
import Testing

@testable import Navigation

/// An outside tester's sixth round on the UIKit host, after the maintainers' last changes:
/// a user's pop ends with its transition coordinator only; a reading at the end of UIKit's
/// own transition takes a layer it no longer shows as dismissed (`goneUnheard`); the More
/// list lasts until a call that selects a tab completes; the host's More mark
/// (`UIKitHostGlue`). Probes are played by the model of UIKit against the real
/// `UIKitHostSession` through `UIKitHostBinding`, or fed to the session directly through
/// `UIKitSessionHarness` where the model cannot make UIKit's order of events. Each states
/// its premise and checks concrete outcomes once everything settles.
@MainActor
@Suite struct UIKitOutsideRoundSixProbes {
    private func screen(_ name: String) -> AnyModule { outsideScreen(name) }

    private typealias Run = UIKitOutsideRun

    private func start(
        _ state: NavigationState, faults: UIKitModel.Faults = UIKitModel.Faults(alertHandlerAfterDismissal: 0),
        isPad: Bool = false, compactWidth: Bool = false, seed: UInt64 = 60
    ) -> Run {
        Run(state, faults: faults, isPad: isPad, compactWidth: compactWidth, seed: seed)
    }

    /// Lets UIKit settle and checks the model's invariants, the binding's problems and the
    /// planner's unexpected events.
    private func expectSettles(
        _ run: Run, ignoring: String? = nil, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        run.model.changeSceneActivity(inBackground: false)
        let problems = run.settledProblems(ignoring: ignoring)
        #expect(problems.isEmpty, "\(run.model.report(problems))", sourceLocation: sourceLocation)
        #expect(
            run.binding.session.planner.unexpectedEvents.isEmpty, "\(run.binding.session.planner.unexpectedEvents)",
            sourceLocation: sourceLocation)
    }

    private func tabs(_ count: Int, _ prefix: String = "tab") -> [AnyModule] { outsideTabs(count, prefix) }

    private let rootModule = AnyModule(UIKitModelScreen(name: "root"))

    private func harness(_ state: NavigationState) -> UIKitSessionHarness {
        UIKitSessionHarness(root: rootModule, state)
    }

    /// What the harness's planner would read from UIKit if UIKit showed what the planner
    /// takes as shown.
    private func reading(_ harness: UIKitSessionHarness) -> UIKitShown { harness.session.shown }

    // MARK: The user's pop and its coordinator

    /// Premise N2 (UIKit calls the coordinator's completion once the pop ends, after or
    /// before `didShow`, high confidence; how late relative to `didShow` is not
    /// documented). The pop's `didShow` comes first; the program pushes, presents and
    /// shows an alert while the completion is still to come. Nothing is asked until it
    /// comes; then all of it, once.
    @Test func aPopsCompletionLongAfterItsDidShow_holdsEveryCallUntilIt() {
        let h = harness(NavigationState(stack: [screen("a"), screen("b"), screen("c")]))
        let root = StackID.layer(.root)
        let before = h.calls.count
        h.session.handle(.userPopBegan(root))
        let popped = Array(h.session.shown.viewControllers(of: root)!.dropLast())
        h.session.handle(.didShow(root, viewControllers: popped))
        h.navigation.apply(.push(screen("x")))
        h.navigation.apply(.present(screen("sheet"), style: .sheet))
        _ = h.navigation.showAlert(NavigationAlert(title: "late", buttons: [NavigationAlert.Button("OK")]))
        #expect(h.calls(after: before).isEmpty, "asked during the user's pop: \(h.calls(after: before))")
        h.session.handle(.userPopFinished(root, viewControllers: popped))
        h.completeAll()
        #expect(h.session.planner.isSettled)
        #expect(h.navigation.state.stack(of: .root)?.map(\.description).count == 3)
        #expect(h.navigation.state.presentations.count == 1)
        #expect(h.navigation.state.alert?.title == "late")
        #expect(h.session.unexpectedEvents == 0)
    }

    /// The coordinator's completion reported twice (a host that registers its block on
    /// two `willShow`s of one pop; UIKit runs each block once), the second once the
    /// program's push after the pop showed: it reads what shows then, and pops nothing.
    @Test func aPopsCompletionReportedTwice_afterAProgramPush_popsNothingMore() {
        let h = harness(NavigationState(stack: [screen("a"), screen("b"), screen("c")]))
        let root = StackID.layer(.root)
        h.session.handle(.userPopBegan(root))
        let popped = Array(h.session.shown.viewControllers(of: root)!.dropLast())
        h.session.handle(.userPopFinished(root, viewControllers: popped))
        h.navigation.apply(.push(screen("x")))
        h.completeAll()
        h.session.handle(.userPopFinished(root, viewControllers: h.session.shown.viewControllers(of: root)!))
        h.completeAll()
        #expect(h.session.planner.isSettled)
        #expect(h.navigation.state.stack(of: .root)?.count == 3)
    }

    /// Premise N2, reversed: the host sees the pop's `didShow` before the `willShow` with
    /// its coordinator (a `didShow` from a pop UIKit ran without the host hearing
    /// `willShow`, low confidence). The `didShow` writes the pop back; the coordinator's
    /// begin and end that follow change nothing more.
    @Test func aPopsDidShow_beforeItsCoordinatorIsSeen_popsOnce() {
        let h = harness(NavigationState(stack: [screen("a"), screen("b"), screen("c")]))
        let root = StackID.layer(.root)
        let popped = Array(h.session.shown.viewControllers(of: root)!.dropLast())
        h.session.handle(.didShow(root, viewControllers: popped))
        h.session.handle(.userPopBegan(root))
        h.session.handle(.userPopFinished(root, viewControllers: popped))
        h.completeAll()
        #expect(h.session.planner.isSettled)
        #expect(h.navigation.state.stack(of: .root)?.count == 2)
        #expect(h.session.unexpectedEvents == 0)
    }

    /// Premises T1, N4 (the tab bar takes a tap while a navigation controller of another
    /// tab pops, medium confidence; two taps within a pop's 0.35 s). The user taps back in
    /// tab one, taps tab two, and taps back there too, while tab one still pops; the
    /// program pushes on tab one meanwhile. Tab two's pop ends first: nothing may be asked
    /// of tab one's navigation controller until its own pop ends (one transition at a
    /// time, N1), and both pops are written back.
    @Test func popsInTwoTabsAtOnce_askNothingOfTheTabStillPopping() {
        let all = tabs(3)
        var state = NavigationState(tabs: all)
        state.apply(.push(screen("a")))
        state.apply(.push(screen("b")))
        state.apply(.selectTab(all[1]))
        state.apply(.push(screen("c")))
        state.apply(.push(screen("d")))
        state.apply(.selectTab(all[0]))
        let h = harness(state)
        let one = StackID.tab(all[0].id)
        let two = StackID.tab(all[1].id)
        h.session.handle(.userPopBegan(one))
        let oneAfter = Array(h.session.shown.viewControllers(of: one)!.dropLast())
        h.session.handle(.tabSelected(all[1].id))
        h.session.handle(.userPopBegan(two))
        let twoAfter = Array(h.session.shown.viewControllers(of: two)!.dropLast())
        _ = h.navigation.apply(NavigationTransaction([.selectTab(all[0]), .push(screen("x")), .selectTab(all[1])]))
        let before = h.calls.count
        h.session.handle(.userPopFinished(two, viewControllers: twoAfter))
        let early = h.calls(after: before).filter { call in
            if case .setViewControllers(_, one, _) = call { return true }
            return false
        }
        withKnownIssue("the planner follows one pop: the end of tab two's frees tab one's navigation controller") {
            #expect(early.isEmpty, "asked of tab one while its pop runs: \(early)")
        }
        h.completeAll()
        h.session.handle(.userPopFinished(one, viewControllers: oneAfter))
        h.completeAll()
        #expect(h.session.planner.isSettled)
        #expect(h.navigation.state.tabs[1].stack.count == 1)
        #expect(h.navigation.state.tabs[0].stack.map(\.id).contains(oneAfter.last!))
    }

    // MARK: The same layer, dismissed and presented again

    /// Premises P4, F1 (a `didDismiss` can come a second time, 0.05 to 1.5 s later, low
    /// confidence; the model's fault) and the state's ids (a module value not on screen is
    /// admitted with its own id: a router that presents the same `AnyModule` again gets the
    /// same layer id, high confidence). The user swipes the settings sheet down; the
    /// program presents the same settings module again; the doubled `didDismiss` of the
    /// first sheet comes, from the first sheet's presentation controller. The planner knows
    /// layers only by id; the host finds a layer by its navigation controller's identity,
    /// and makes a new one for each presentation, so the late call finds no layer and
    /// changes nothing. (Found as a known issue: the test binding keyed a layer's
    /// controller by its id, and took the new sheet as dismissed; it now keys each
    /// presentation anew, as the host does.)
    @Test func aDoubledDidDismiss_afterTheSameModuleIsPresentedAgain_keepsTheNewSheet() {
        let run = start(NavigationState(stack: [screen("a")]))
        let settings = screen("settings")
        run.model.program("present settings") { _ = $0.apply(.present(settings, style: .sheet)) }
        run.model.settle()
        let layer = run.model.navigation.state.presentations.first?.layerID
        let firstPresentation = run.model.presented.first?.key
        #expect(run.model.swipeDownSheet(completes: true))
        run.model.settle()
        run.model.program("present settings again") { _ = $0.apply(.present(settings, style: .sheet)) }
        run.model.settle()
        #expect(run.model.navigation.state.presentations.first?.layerID == layer, "premise: the same layer id")
        // UIKit's late, doubled didDismiss of the first sheet.
        #expect(run.model.presented.first?.key != firstPresentation, "premise: a new presentation")
        if let firstPresentation { run.binding.presentationDidDismiss(firstPresentation) }
        expectSettles(run)
        #expect(run.model.navigation.state.presentations.count == 1)
        #expect(run.model.presented.count == 1)
    }

    /// The same through the model's own F1 fault (every `didDismiss` comes again, 0.05 to
    /// 1.5 s later): the user swipes the settings sheet down, and the program presents the
    /// same module again as soon as the swipe ends. Over 30 seeds the doubled call lands
    /// after the new presentation began in some: the state is to keep the new sheet, as
    /// UIKit does.
    @Test func theModelsDoubledDidDismiss_afterTheSameModuleIsPresentedAgain_overSeeds() {
        var failing: [String] = []
        for seed in UInt64(1)...30 {
            var faults = UIKitModel.Faults(alertHandlerAfterDismissal: 0)
            faults.doubledDelegateCall = 1
            let run = start(NavigationState(stack: [screen("a")]), faults: faults, seed: seed)
            let settings = screen("settings")
            run.model.program("present settings") { _ = $0.apply(.present(settings, style: .sheet)) }
            run.model.settle()
            guard run.model.swipeDownSheet(completes: true) else { continue }
            run.model.advance(by: 0.81)
            run.model.program("present settings again") { _ = $0.apply(.present(settings, style: .sheet)) }
            run.model.settle()
            let problems = run.model.verify() + run.binding.problems
            if let problem = problems.first { failing.append("\(seed): \(problem)") }
        }
        #expect(failing.isEmpty, "\(failing)")
    }

    /// Premise P7 without `willDismiss` (medium confidence), and the same layer id again:
    /// the program dismisses the settings form sheet (no `didDismiss` comes for it,
    /// high confidence, so it stays among the layers gone unheard), presents the same
    /// module again, and the user taps outside it while the program presents an alert
    /// (held back for UIKit's dismissal). The reading at the transition's end takes the
    /// sheet as gone; its `didDismiss` changes nothing more; the alert shows once.
    @Test func theSameLayerIdGoneTwice_aTapOutsideItsSecondAppearance_dismissesOnce() {
        var faults = UIKitModel.Faults(alertHandlerAfterDismissal: 0)
        faults.willDismissOnTapOutside = 0
        let run = start(NavigationState(stack: [screen("a")]), faults: faults, isPad: true)
        let settings = screen("settings")
        run.model.program("present settings") { _ = $0.apply(.present(settings, style: .sheet)) }
        run.model.settle()
        run.model.programDismiss()
        run.model.settle()
        run.model.program("present settings again") { _ = $0.apply(.present(settings, style: .sheet)) }
        run.model.settle()
        #expect(run.model.tapOutsideFormSheet())
        run.model.advance(by: 0.05)
        run.model.programAlert()
        // The model's one-build-per-appearance rule flags the state's reuse of the id
        // (admitted again once off screen): the premise this probe makes on purpose.
        expectSettles(run, ignoring: "is built a second time")
        #expect(run.model.navigation.state.presentations.isEmpty)
        #expect(run.model.presented.isEmpty)
        #expect(run.model.alert != nil)
    }

    /// More than eight layers gone unheard: nine form sheets are presented and the
    /// program dismisses them all at once (nine layers the planner took down itself);
    /// then a tenth is presented and tapped outside without `willDismiss` while the
    /// program pushes: its reading and late `didDismiss` still count once.
    @Test func moreThanEightLayersGoneUnheard_aLateDidDismissStillChangesNothing() {
        var faults = UIKitModel.Faults(alertHandlerAfterDismissal: 0)
        faults.willDismissOnTapOutside = 0
        let run = start(NavigationState(stack: [screen("a")]), faults: faults, isPad: true)
        for _ in 0..<9 {
            run.model.programPresent(.sheet)
            run.model.settle()
        }
        #expect(run.model.presented.count == 9)
        run.model.programApply(.dismissAll)
        run.model.settle()
        run.model.programPresent(.sheet)
        run.model.settle()
        #expect(run.model.tapOutsideFormSheet())
        run.model.advance(by: 0.05)
        run.model.programPush()
        expectSettles(run)
        #expect(run.model.presented.isEmpty)
        #expect(run.model.navigation.state.stack(of: .root)?.count == 2)
    }

    // MARK: The More list

    private func overTheList(_ h: UIKitSessionHarness) {
        h.session.handle(.moreShows(nil))
    }

    /// Premise T6 (the host's `selectTab` waits for the More navigation controller's
    /// coordinator; a coordinator that takes no completion leaves the call to the
    /// watchdog, medium confidence). Over the More list the program pushes in the
    /// selected tab: the planner selects the tab again first. UIKit drops that selection;
    /// the watchdog reads UIKit unchanged. The tab is selected again, then the push shows.
    @Test func overTheList_aDroppedReselection_isAskedAgain() {
        let all = tabs(6)
        let h = harness(NavigationState(tabs: all))
        overTheList(h)
        let before = h.calls.count
        h.navigation.apply(.push(screen("x")))
        guard let step = h.session.planner.call?.step else {
            Issue.record("nothing asked")
            return
        }
        h.session.handle(.watchdogFired(step: step, showing: reading(h)))
        h.completeAll()
        let asked = h.calls(after: before)
        #expect(asked.count == 3, "\(asked)")
        if asked.count == 3 {
            #expect(asked[0] == .selectTab(all[0].id))
            #expect(asked[1] == .selectTab(all[0].id))
        }
        #expect(h.session.planner.isSettled)
        h.session.handle(.completed(step: step))
        #expect(h.session.unexpectedEvents == 0)
    }

    /// The dropped reselection's watchdog reads the user's tap on tab two, made while the
    /// call hung: tab two shows and stands; nothing waits.
    @Test func overTheList_aTapOnABarTab_whileTheReselectionHangs_stands() {
        let all = tabs(6)
        let h = harness(NavigationState(tabs: all))
        overTheList(h)
        h.navigation.apply(.push(screen("x")))
        guard let step = h.session.planner.call?.step else {
            Issue.record("nothing asked")
            return
        }
        h.session.handle(.tabSelected(all[1].id))
        var shown = reading(h)
        if case .tabBar(let tabs, _) = shown.root { shown.root = .tabBar(tabs, selected: all[1].id) }
        h.session.handle(.watchdogFired(step: step, showing: shown))
        h.completeAll()
        h.session.handle(.completed(step: step))
        #expect(h.session.planner.isSettled)
        #expect(h.navigation.state.selectedTab?.module == all[1])
        #expect(h.navigation.state.tabs[0].stack.count == 1)
        #expect(h.session.unexpectedEvents == 0)
    }

    /// Over the list, while the reselection is under way, the program sets the same tabs
    /// in another order: once everything completes the state's tab shows, and the user's
    /// re-tap of it is a re-tap (no More list left in the planner's mind).
    @Test func overTheList_setTabsWhileAReselectionWaits_showsTheTab() {
        let all = tabs(6)
        let h = harness(NavigationState(tabs: all))
        overTheList(h)
        h.navigation.apply(.push(screen("x")))
        h.navigation.apply(.setTabs(Array(all.reversed()), selectedIndex: 5))
        h.completeAll()
        #expect(h.session.planner.isSettled)
        #expect(h.session.shown.visibleRootContainer == .tab(all[0].id))
        h.session.handle(.tabReselected(all[0].id))
        #expect(h.session.unexpectedEvents == 0)
    }

    /// Over the list, while the reselection is under way, a restoration to a plain stack,
    /// then back to the same tabs: the tab bar set anew shows its tab; a re-tap of it is a
    /// re-tap.
    @Test func overTheList_aRestorationWhileAReselectionWaits_thenTabsAgain_showsTheTab() {
        let all = tabs(6)
        let h = harness(NavigationState(tabs: all))
        overTheList(h)
        h.navigation.apply(.push(screen("x")))
        h.navigation.state = NavigationState(stack: [screen("s")])
        h.completeAll()
        h.navigation.state = NavigationState(tabs: all)
        h.completeAll()
        #expect(h.session.planner.isSettled)
        h.session.handle(.tabReselected(all[0].id))
        #expect(h.session.unexpectedEvents == 0)
    }
}
