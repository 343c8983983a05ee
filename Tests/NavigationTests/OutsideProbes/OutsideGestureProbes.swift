import Foundation
import Navigation
import Testing

// (4) User gestures in the middle of transitions: a swipe back held while the program
// changes the stack or presents, a sheet dragged while a deep link dismisses it, an alert
// button tapped while the program dismisses the alert, a tab switched during a push.

/// When SwiftUI writes a committed swipe's shorter path.
enum OutsideSwipeWrite: String, CaseIterable, CustomTestStringConvertible, Sendable {
    /// As the swipe begins (iOS 17's NavigationStack, in some reports).
    case early
    /// As it commits, before the coordinator's `ended` and `onDisappear`.
    case atCommitFirst
    /// As it commits, after the coordinator's `ended` and `onDisappear`.
    case atCommitLast

    var testDescription: String { rawValue }
}

@Suite @MainActor struct OutsideProbesGestures {
    static let deepLinks = try! DeepLinkRouter(
        scheme: "outside",
        routes: [
            DeepLinkRoute("home/:name", fromRoot: true) { link in OutsideScreen(name: try link.value("name")) },
            DeepLinkRoute("over/:name") { link in
                [.present(AnyModule(OutsideScreen(name: try link.value("name"))), style: .sheet)]
            },
            DeepLinkRoute("close") { _ in [.dismiss(.top)] },
        ])

    /// A swipe back on [a, b] held 3 minutes while the program pushes x: the user's pop
    /// and the program's push both hold once the swipe commits.
    func swipeHeldWhileTheProgramPushes(_ write: OutsideSwipeWrite, reports: Bool) -> (OutsideScene, [String]) {
        let scene = OutsideScene(seed: 21) { make in NavigationState(stack: [make("a"), make("b")]) }
        scene.device.reportsTransitions = reports
        scene.device.writesSwipeFirst = write == .atCommitFirst
        scene.settle(.seconds(5))
        _ = scene.device.swipeBack(hold: .seconds(180), writesEarly: write == .early)
        scene.run(.seconds(10))
        let x = scene.screen("x")
        scene.program { scene.navigation.push(x) }
        scene.settle()
        let stack = scene.navigation.state.stack.map { OutsideDevice.name($0) }
        return (scene, stack)
    }

    // Premise: the user holds a swipe back for three minutes and lets it commit; the
    // program pushed meanwhile. The state must lose exactly b and keep x.
    @Test(arguments: OutsideSwipeWrite.allCases)
    func aSwipeHeldWhileTheProgramPushes_keepsBoth(_ write: OutsideSwipeWrite) async {
        let (scene, stack) = swipeHeldWhileTheProgramPushes(write, reports: true)
        let problems = scene.problems()
        #expect(problems.isEmpty, scene.message(problems))
        #expect(stack.count == 2 && stack[0].hasPrefix("a") && stack[1].hasPrefix("x"), "state \(stack)")
    }
}

extension OutsideProbesGestures {
    // Premise: a plain swipe back on [a, b], held `hold`, then committed; nothing else
    // happens. The state loses b.
    @Test(arguments: OutsideSwipeWrite.allCases, [0.3, 180.0])
    func aPlainSwipeBackPopsTheScreen(_ write: OutsideSwipeWrite, hold: Double) async {
        let scene = OutsideScene(seed: 22) { make in NavigationState(stack: [make("a"), make("b")]) }
        scene.device.writesSwipeFirst = write == .atCommitFirst
        scene.settle(.seconds(5))
        #expect(scene.device.swipeBack(hold: .milliseconds(Int(hold * 1000)), writesEarly: write == .early))
        scene.settle()
        let problems = scene.problems()
        #expect(problems.isEmpty, scene.message(problems))
        #expect(scene.navigation.state.stack.count == 1)
    }
}

extension OutsideProbesGestures {
    // Premise: the user holds a swipe back for two minutes while the program pushes x,
    // pops it again, and presents a sheet; then cancels the swipe. SwiftUI wrote the
    // shorter path as the swipe began (`writesEarly`) and, as reported, writes the longer
    // path back or not. b stays, x is gone, the sheet shows, nothing was presented while
    // the stack moved.
    @Test(arguments: [(false, true), (true, true), (true, false)])
    func aCancelledSwipeHeldWhileTheProgramWorks_keepsTheScreen(_ early: Bool, _ writesBack: Bool) async {
        let scene = OutsideScene(seed: 23) { make in NavigationState(stack: [make("a"), make("b")]) }
        scene.settle(.seconds(5))
        #expect(scene.device.swipeBack(hold: .seconds(120), cancels: true, writesEarly: early, writesBack: writesBack))
        scene.run(.seconds(5))
        scene.program { scene.navigation.push(scene.screen("x")) }
        scene.run(.seconds(5))
        scene.program { _ = scene.navigation.pop() }
        scene.run(.seconds(5))
        scene.program { scene.navigation.present(scene.screen("sheet")) }
        scene.settle()
        let problems = scene.problems()
        #expect(problems.isEmpty, scene.message(problems))
        let stack = scene.navigation.state.stack.map(OutsideDevice.name)
        #expect(stack.count == 2 && stack[1].hasPrefix("b"), "b stays: \(stack)")
        #expect(scene.navigation.state.presentations.count == 1)
    }

    // Premise: the user drags a sheet while a deep link dismisses every layer and pushes on
    // the root; UIKit ignores the dismissal while the finger holds it; the user lets the
    // sheet spring back after `hold`. The dismissal is asked for again and converges.
    @Test(arguments: [0.5, 4.0, 300.0])
    func aSheetHeldWhileADeepLinkDismissesIt_goesOnceLetGo(_ hold: Double) async {
        let scene = OutsideScene(seed: 24)
        scene.program { scene.navigation.present(scene.screen("sheet")) }
        scene.settle(.seconds(10))
        #expect(scene.device.dragSheet(hold: .milliseconds(Int(hold * 1000)), dismisses: false))
        scene.run(.milliseconds(200))
        let name = scene.fresh("linked")
        let opened = scene.program { scene.navigation.open("outside://home/\(name)", with: Self.deepLinks) }
        #expect((try? opened.get()) != nil)
        scene.settle(.seconds(hold + 200))
        let problems = scene.problems()
        #expect(problems.isEmpty, scene.message(problems))
        #expect(scene.navigation.state.presentations.isEmpty)
        #expect(scene.navigation.state.stack.map(OutsideDevice.name).first?.hasPrefix(name) == true)
    }

    // Premise: two sheets; a deep link closes the top one while the user drags it down,
    // and the user's drag then completes the dismissal too (the item's nil write comes
    // late, after the state already dropped the layer). The sheet under it stays.
    @Test(arguments: [true, false])
    func aSheetDraggedAwayWhileADeepLinkClosesIt_dismissesOnlyIt(_ writesFirst: Bool) async {
        let scene = OutsideScene(seed: 25)
        scene.device.dragWritesFirst = writesFirst
        scene.program {
            scene.navigation.present(scene.screen("under"))
            scene.navigation.present(scene.screen("top"))
        }
        scene.settle(.seconds(20))
        #expect(scene.device.dragSheet(hold: .seconds(1), dismisses: true))
        scene.run(.milliseconds(500))
        let opened = scene.program { scene.navigation.open("outside://close", with: Self.deepLinks) }
        #expect((try? opened.get()) != nil)
        scene.settle()
        let problems = scene.problems()
        #expect(problems.isEmpty, scene.message(problems))
        #expect(
            scene.navigation.state.presentations.map { OutsideDevice.name($0.module) }.first?.hasPrefix("under") == true
        )
        #expect(
            scene.navigation.state.presentations.count == 1, "the drag's late write dismissed the sheet under it too")
    }

    // Premise: a tab bar of two tabs; the program pushes on the first; mid-slide the user
    // taps the second tab; the program then pushes on the (now selected) second.
    @Test func aTabSwitchMidPush_keepsEachTabsStack() async {
        let scene = OutsideScene(seed: 26) { make in NavigationState(tabs: [make("tab1"), make("tab2")]) }
        scene.settle(.seconds(5))
        scene.program { scene.navigation.push(scene.screen("one")) }
        scene.run(.milliseconds(100))
        #expect(scene.device.tapTab(1))
        scene.run(.milliseconds(50))
        scene.program { scene.navigation.push(scene.screen("two")) }
        scene.settle()
        let problems = scene.problems()
        #expect(problems.isEmpty, scene.message(problems))
        let tabs = scene.navigation.state.tabs.map { $0.stack.map(OutsideDevice.name) }
        #expect(tabs.count == 2 && tabs[0].count == 1 && tabs[0][0].hasPrefix("one") && tabs[1].count == 1, "\(tabs)")
    }

    // Premise: a swipe back in tab 1 is held while the user taps tab 2 (possible with two
    // fingers), and the swipe then commits in the unselected tab. The article says a late
    // write from a tab the state no longer selects changes nothing and the tab shows the
    // state's stack again: b comes back, without being rebuilt.
    @Test func aSwipeCommittingAfterATabSwitch_isUndoneAsDocumented() async {
        let scene = OutsideScene(seed: 27) { make in
            NavigationState(tabs: [make("tab1"), make("tab2")])
        }
        scene.program {
            scene.navigation.push(scene.screen("a"))
            scene.navigation.push(scene.screen("b"))
        }
        scene.settle(.seconds(10))
        #expect(scene.device.swipeBack(hold: .seconds(2)))
        scene.run(.milliseconds(500))
        #expect(scene.device.tapTab(1))
        scene.settle()
        let problems = scene.problems()
        #expect(problems.isEmpty, scene.message(problems))
        let first = scene.navigation.state.tabs[0].stack.map(OutsideDevice.name)
        #expect(first.count == 2, "as documented, the pop in the unselected tab is not taken: \(first)")
    }

    // Premise: a popup that dismisses on a tap outside; the user taps outside while the
    // program pushes inside the popup.
    @Test func aTapOutsideAPopupWhileItsStackPushes_dismissesIt() async {
        let scene = OutsideScene(seed: 28)
        scene.program {
            scene.navigation.present(scene.screen("popup"), style: .popup(PopupOptions(dismissesOnTapOutside: true)))
        }
        scene.settle(.seconds(10))
        scene.program { scene.navigation.push(scene.screen("inside")) }
        scene.run(.milliseconds(100))
        #expect(scene.device.tapOutsidePopup())
        scene.settle()
        let problems = scene.problems()
        #expect(problems.isEmpty, scene.message(problems))
        #expect(scene.navigation.state.presentations.isEmpty)
    }
}

extension OutsideProbesGestures {
    // Premise: a tab bar whose reselection pops to the root (the default); the program
    // pushes x on the selected tab and, mid-slide, the user taps that tab's icon again to
    // go back to its root. The pop must wait for the push to end (a path changed during
    // the slide is lost), and the tab then shows its root.
    @Test func reselectingTheTabMidPush_popsToTheRootOnceThePushEnds() async {
        let scene = OutsideScene(seed: 29) { make in NavigationState(tabs: [make("tab1"), make("tab2")]) }
        scene.settle(.seconds(5))
        scene.program { scene.navigation.push(scene.screen("x")) }
        scene.run(.milliseconds(100))
        #expect(scene.device.tapTab(0))
        scene.settle()
        let problems = scene.problems()
        #expect(problems.isEmpty, scene.message(problems))
        #expect(scene.navigation.state.tabs[0].stack.isEmpty)
    }

    // Control: the same tap once the push has ended pops to the root.
    @Test func reselectingTheTabAfterThePush_popsToTheRoot() async {
        let scene = OutsideScene(seed: 29) { make in NavigationState(tabs: [make("tab1"), make("tab2")]) }
        scene.settle(.seconds(5))
        scene.program { scene.navigation.push(scene.screen("x")) }
        scene.settle(.seconds(5))
        #expect(scene.device.tapTab(0))
        scene.settle()
        let problems = scene.problems()
        #expect(problems.isEmpty, scene.message(problems))
        #expect(scene.navigation.state.tabs[0].stack.isEmpty)
    }
}

extension OutsideProbesGestures {
    // Premise: the pushed screens' transition reporter never attached (no coordinator
    // reports); the user swipes back twice, a few seconds apart, each swipe committing.
    // Both pops hold.
    @Test(arguments: OutsideSwipeWrite.allCases)
    func twoSwipesWithoutCoordinatorReports_bothPop(_ write: OutsideSwipeWrite) async {
        let scene = OutsideScene(seed: 30) { make in NavigationState(stack: [make("a"), make("b"), make("c")]) }
        scene.device.reportsTransitions = false
        scene.device.writesSwipeFirst = write == .atCommitFirst
        scene.settle(.seconds(5))
        #expect(scene.device.swipeBack(hold: .milliseconds(1800), writesEarly: write == .early))
        scene.run(.seconds(3))
        #expect(scene.device.swipeBack(hold: .milliseconds(1100), writesEarly: write == .early))
        scene.settle()
        let problems = scene.problems()
        #expect(problems.isEmpty, scene.message(problems))
        #expect(scene.navigation.state.stack.count == 1, "\(scene.navigation.state.stack.map(OutsideDevice.name))")
    }
}

extension OutsideProbesGestures {
    // Premise: the user swipes a sheet down and lets go; SwiftUI writes the item's nil
    // before or after the content's `viewDidDisappear`. The layer goes, with its views.
    @Test(arguments: [true, false])
    func aSheetSwipedDown_goesWithItsViews(_ writesFirst: Bool) async {
        sheetSwipedDown(writesFirst)
    }

    func sheetSwipedDown(_ writesFirst: Bool) {
        let scene = OutsideScene(seed: 31)
        scene.device.dragWritesFirst = writesFirst
        scene.program {
            scene.navigation.present(scene.screen("sheet"))
            scene.navigation.push(scene.screen("inside"))
        }
        scene.settle(.seconds(10))
        #expect(scene.device.dragSheet(hold: .seconds(1), dismisses: true))
        scene.settle()
        let problems = scene.problems()
        #expect(problems.isEmpty, scene.message(problems))
        #expect(scene.navigation.state.presentations.isEmpty)
    }

    // Premise: a swipe back in the selected tab is held while a notification's handler
    // selects another tab, which waits for the swipe; the swipe then commits. The pop
    // lands in the tab it was made in, as the UIKit host's does, and the other tab then
    // shows.
    @Test func aSwipeCommittingAfterTheProgramSwitchedTabs_popsItsOwnTab() async {
        swipeCommittingAfterTheProgramSwitchedTabs()
    }

    func swipeCommittingAfterTheProgramSwitchedTabs() {
        let scene = OutsideScene(seed: 32) { make in NavigationState(tabs: [make("tab1"), make("tab2")]) }
        scene.program { scene.navigation.push(scene.screen("a")) }
        scene.settle(.seconds(10))
        #expect(scene.device.swipeBack(hold: .milliseconds(800)))
        scene.run(.milliseconds(300))
        scene.program { _ = scene.navigation.apply(.selectTab(scene.navigation.state.tabs[1].module)) }
        scene.settle()
        let problems = scene.problems()
        #expect(problems.isEmpty, scene.message(problems))
        #expect(scene.navigation.state.tabs[0].stack.isEmpty)
        #expect(scene.navigation.state.selectedTab?.id == scene.navigation.state.tabs[1].id)
    }
}

extension OutsideProbesGestures {
    /// What the program does while the user holds the swipe.
    enum ProgramChange: String, CaseIterable, CustomTestStringConvertible, Sendable {
        case push, presents
        var testDescription: String { rawValue }
    }

    // Premise: the pushed screens' transition reporter never attached (no coordinator
    // reports), and SwiftUI writes a swipe's path as it commits; the user holds a swipe
    // back for two seconds while the program pushes, or presents a sheet. The program's
    // change must wait for the swipe (the reading shows the navigation controller in
    // transition); both the user's pop and the program's change hold.
    @Test(arguments: ProgramChange.allCases)
    func aHeldSwipeWithoutCoordinatorReports_holdsTheProgramsChange(_ change: ProgramChange) async {
        let scene = OutsideScene(seed: 33) { make in NavigationState(stack: [make("a"), make("b")]) }
        scene.device.reportsTransitions = false
        scene.settle(.seconds(5))
        #expect(scene.device.swipeBack(hold: .seconds(2)))
        scene.run(.milliseconds(500))
        scene.program {
            switch change {
            case .push: scene.navigation.push(scene.screen("x"))
            case .presents: scene.navigation.present(scene.screen("sheet"))
            }
        }
        scene.settle()
        let problems = scene.problems()
        #expect(problems.isEmpty, scene.message(problems))
    }
}

extension OutsideProbesGestures {
    // Premise: the user drags a sheet down (UIKit refuses a `present` from a sheet being
    // dragged); meanwhile the program presents another sheet over it, which UIKit drops;
    // the user lets the sheet go. Both leave the state; the one UIKit never showed must
    // not stay "leaving" for good.
    @Test func aSheetDraggedAwayWhileTheProgramPresentsOverIt_leavesNothingBehind() async {
        let scene = OutsideScene(seed: 34)
        scene.program { scene.navigation.present(scene.screen("dragged")) }
        scene.settle(.seconds(10))
        #expect(scene.device.dragSheet(hold: .seconds(2), dismisses: true))
        scene.run(.milliseconds(500))
        scene.program { scene.navigation.present(scene.screen("over")) }
        scene.settle()
        let problems = scene.problems()
        #expect(problems.isEmpty, scene.message(problems))
        #expect(scene.navigation.state.presentations.isEmpty)
    }
}

extension OutsideProbesGestures {
    // Premise: the user holds a swipe back for five seconds while the program pops the
    // stack, and a second later presents a sheet; then cancels (or commits) the swipe. The
    // held pop goes out; the sheet must wait for that pop to end ("No presentation step
    // starts while a stack moves").
    @Test(arguments: [true, false])
    func aHeldPopAndPresentation_doNotGoOutTogether_afterTheSwipe(_ cancels: Bool) async {
        let run = {
            let scene = OutsideScene(seed: 35) { make in NavigationState(stack: [make("a"), make("b"), make("c")]) }
            scene.settle(.seconds(5))
            #expect(scene.device.swipeBack(hold: .seconds(5), cancels: cancels))
            scene.run(.seconds(1))
            scene.program { _ = scene.navigation.pop() }
            scene.run(.seconds(1))
            scene.program { scene.navigation.present(scene.screen("sheet")) }
            scene.settle()
            let problems = scene.problems()
            #expect(problems.isEmpty, scene.message(problems))
        }
        run()
    }
}

extension OutsideProbesGestures {
    // Premise: the user holds a swipe back on [a, b] and cancels it; meanwhile the
    // program popped b (held for the swipe). As the swipe ends, the held pop goes out and
    // animates (its coordinator reports the same two screens the swipe did); 0.3 s later
    // the program pushes x, which must wait for the pop to end.
    @Test func aPushRightAfterAPopHeldForACancelledSwipe_waitsForThePop() async {
        let scene = OutsideScene(seed: 36) { make in NavigationState(stack: [make("a"), make("b")]) }
        scene.device.durations = 1.0...1.0
        scene.settle(.seconds(5))
        #expect(scene.device.swipeBack(hold: .seconds(2), cancels: true))
        scene.run(.seconds(1))
        scene.program { _ = scene.navigation.pop() }
        scene.run(.milliseconds(1300))
        scene.program { scene.navigation.push(scene.screen("x")) }
        scene.settle()
        let problems = scene.problems()
        #expect(problems.isEmpty, scene.message(problems))
    }
}
