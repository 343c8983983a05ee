import Foundation
import Navigation
import Testing

// (14) Split runs of the random explorer (OUTSIDE_SPLIT=1, OutsideRandomProbes.swift),
// minimized. Each probe is one failing class of its seeds; the premises are the device's
// P1–P8 (OutsideRoundFourProbes.swift) and the split runs' S1–S5 (OutsideRandomProbes.swift):
// - P4 A path changed while a push or pop animates is lost (swiftlang/swift#77088).
// - S1 A tap on a row of the sidebar's (or the content column's) `List(selection:)`
//   writes the row's tag to the selection binding (Apple, `List`).
// - S2 The detail column shows the selection's view; its `NavigationStack` is the same
//   one for every selection (the adapter's SplitColumnsView: one `ModuleStack` in the
//   detail column, its root identified by the selection), so a new selection pops the
//   detail column's pushed screens in the navigation controller that pushed them.
// - S3 The horizontal size class changes as the iPad rotates or the app is resized; the
//   adapter's split view writes it back when the state's collapse differs from it
//   (SplitColumnsView's `onChange(of:initial:)`, which runs when the compared value
//   changes).

@Suite @MainActor struct OutsideProbesSplit {
    /// A split view of `style` at the root, on a `compact` or regular width, with a detail
    /// selected and `pushed` screens pushed in the detail column, at rest; UIKit's
    /// transitions all take one second.
    static func split(
        seed: UInt64, style: SplitView.Style = .twoColumns, compact: Bool = false, pushed: Int = 1
    ) -> OutsideScene {
        let scene = OutsideScene(seed: seed) { make in NavigationState(sidebar: make("side"), style: style) }
        scene.device.durations = 1...1
        scene.device.setCompact(compact)
        scene.settle(.seconds(5))
        scene.program {
            if style == .threeColumns {
                _ = scene.navigation.apply(.selectInSidebar(scene.screen("content")))
                _ = scene.navigation.apply(.selectInContent(scene.screen("detail")))
            } else {
                _ = scene.navigation.apply(.selectInSidebar(scene.screen("detail")))
            }
        }
        scene.settle(.seconds(10))
        for _ in 0..<pushed {
            scene.program { scene.navigation.push(scene.screen("a")) }
            scene.settle(.seconds(10))
        }
        return scene
    }

    // Premise: S1, S2, P4. The program pushes b in the detail column (a under it); 0.3 s
    // into the push's one-second animation the user taps another row of the list whose
    // selection is the detail (the sidebar's with two columns, the content column's with
    // three). The new selection empties the detail column's path: that must wait for the
    // push to end, as any change of a moving stack's path does.
    // Explorer seeds (split runs): 9, 22, 42, 239, 482 ...
    // Found: the row's write ends the detail column's motion (`rootSelectionChanged`, as
    // for a tab switch, which shows another stack), the empty path goes out into the push
    // and UIKit loses it: the detail column keeps showing [a, b] over the new detail.
    @Test(arguments: [SplitView.Style.twoColumns, .threeColumns])
    func aRowTappedDuringADetailPush_waitsForThePush(_ style: SplitView.Style) async {
        let scene = Self.split(seed: 1401, style: style)
        scene.program { scene.navigation.push(scene.screen("b")) }
        scene.run(.milliseconds(300))
        let row = AnyModule(OutsideScreen(name: scene.fresh("row")))
        #expect(
            scene.device.tapRow(row, inContent: style == .threeColumns, writesColumn: false),
            "premise: the list takes the tap")
        scene.settle()
        #expect(scene.navigation.state.splitView?.detail?.id == row.id, "premise: the tap selected the row")
        let problems = scene.problems()
        #expect(problems.isEmpty, scene.message(problems))
    }

    // Premise: S2, S3, P4. The program pushes b in the detail column; 0.2 s into the push
    // it selects another sidebar row, which waits for the push (it empties the detail
    // column's path); 0.2 s later the iPad rotates to a compact width and the adapter
    // writes the size class back. The collapse changes no path: the selection must still
    // wait for the push.
    // Explorer seeds (split runs): 1, 10, 40, 367 (with a held swipe, no coordinator).
    // Found: the size class's write ends the detail column's motion like a selection; the
    // waiting selection goes out into the push, and its empty path is lost.
    @Test func theSizeClassChangingDuringADetailPush_keepsAWaitingSelectionWaiting() async {
        let scene = Self.split(seed: 1402)
        scene.program { scene.navigation.push(scene.screen("b")) }
        scene.run(.milliseconds(200))
        let other = scene.screen("other")
        scene.program { _ = scene.navigation.apply(.selectInSidebar(other)) }
        scene.run(.milliseconds(200))
        scene.device.setCompact(true)
        scene.settle()
        #expect(scene.navigation.state.splitView?.detail?.id == other.id, "premise: the program's selection holds")
        #expect(scene.navigation.state.splitView?.isCollapsed == true, "premise: the size class was written")
        let problems = scene.problems()
        #expect(problems.isEmpty, scene.message(problems))
    }

    // Premise: S3, P3 (a presentation asked for while a stack the renderer shows moves is
    // the renderer's fault). As above, but the program presents a sheet 0.2 s after the
    // rotation: it must wait for the detail column's push, as it does without the
    // rotation.
    // Explorer seeds (split runs): 888, 47, 75, 115, 1236 ...
    // Found: with the motion forgotten, the sheet is presented while the push animates.
    @Test func theSizeClassChangingDuringADetailPush_keepsAPresentationWaiting() async {
        let scene = Self.split(seed: 1403)
        scene.program { scene.navigation.push(scene.screen("b")) }
        scene.run(.milliseconds(200))
        scene.device.setCompact(true)
        scene.run(.milliseconds(200))
        scene.program { scene.navigation.present(scene.screen("sheet"), style: .sheet) }
        scene.settle()
        let problems = scene.problems()
        #expect(problems.isEmpty, scene.message(problems))
    }

    // Premise: S2, S3, P4; no user action. On a compact width (the state collapsed), the
    // program shows another split view (`setSplitView`), whose collapse starts `false`:
    // the detail column's pushed screen pops, and the adapter writes the compact size
    // class back as that frame renders. 0.3 s later the program pushes x in the new
    // split view's detail column: it must wait for the pop and then show.
    // Explorer seeds (calm split runs, OUTSIDE_SPLIT=calm): 686, 1153, 1185, 1236.
    // Found: the adapter's own write ends the pop's motion; the push goes out into the
    // pop and is lost: the state holds x, the detail column shows nothing pushed.
    @Test func anotherSplitViewOnACompactWidth_thenAPush_showsThePush() async {
        let scene = Self.split(seed: 1404, compact: true)
        #expect(scene.navigation.state.splitView?.isCollapsed == true, "premise: collapsed on a compact width")
        scene.program { _ = scene.navigation.apply(.setSplitView(sidebar: scene.screen("side"), style: .twoColumns)) }
        scene.run(.milliseconds(300))
        let x = scene.screen("x")
        scene.program { scene.navigation.push(x) }
        scene.settle()
        #expect(scene.navigation.state.splitView?.stack.map(\.id) == [x.id], "premise: the state holds the push")
        let problems = scene.problems()
        #expect(problems.isEmpty, scene.message(problems))
    }

    // Premise: S3. On a compact width (the state collapsed), the user holds a swipe back
    // in the detail column for 20 s, which keeps the root layer's changes waiting. Meanwhile
    // the program shows another split view (its collapse starts `false`), the iPad rotates
    // to a regular width (the adapter writes `false` back: the state has it already), and
    // the program says the split view is collapsed. Once the swipe ends, the state must
    // say what the size class is: regular, not collapsed.
    // Explorer seed (split runs): 1021.
    // Found: the write that came while the frame still showed the old collapse changed
    // nothing, so the adapter's comparison never changes value again: the state stays
    // collapsed on a regular width, and a pop past the detail column's root then clears
    // the sidebar's selection as a collapsed back button would.
    @Test func aCollapseSaidDuringAHeldSwipe_isWrittenBackByTheSizeClass() async {
        let scene = Self.split(seed: 1405, compact: true)
        #expect(
            scene.device.swipeBack(hold: .seconds(20), cancels: true), "premise: the user can swipe the detail column")
        scene.run(.seconds(1))
        scene.program { _ = scene.navigation.apply(.setSplitView(sidebar: scene.screen("side"), style: .twoColumns)) }
        scene.run(.seconds(1))
        scene.device.setCompact(false)
        scene.run(.seconds(1))
        scene.program { _ = scene.navigation.apply(.setSplitViewCollapsed(true)) }
        scene.settle()
        #expect(scene.navigation.state.splitView?.isCollapsed == false, "collapsed on a regular width")
        let problems = scene.problems()
        #expect(problems.isEmpty, scene.message(problems))
    }
}

extension OutsideProbesSplit {
    // Premise: S2, S3, P5 (changes made in the background wait for the foreground), P3.
    // The detail column shows [a]; the app goes to the background; the program selects
    // another sidebar row (a pops) and presents a sheet; the iPad rotates to a compact
    // width meanwhile. Back in the foreground, SwiftUI renders: the pop of a animates, and
    // the adapter writes the new size class back. The sheet must wait for the pop.
    // Explorer seeds (split runs): 330, 543, 587, 606, 634, 744, 895 (the end of the run,
    // as the scene comes back).
    // Found: the size class's write ends the pop's motion; the sheet is presented while
    // the detail column pops.
    @Test func aRotationInTheBackground_keepsAPresentationWaitingForTheDetailPop() async {
        let scene = Self.split(seed: 1406)
        scene.device.setActivity(.background)
        scene.run(.seconds(1))
        scene.program {
            _ = scene.navigation.apply(.selectInSidebar(scene.screen("other")))
            scene.navigation.present(scene.screen("sheet"), style: .sheet)
        }
        scene.run(.seconds(1))
        scene.device.setCompact(true)
        scene.run(.seconds(1))
        scene.device.setActivity(.active)
        scene.settle()
        let problems = scene.problems()
        #expect(problems.isEmpty, scene.message(problems))
    }

    // Premise: S2, P3, P4, as above without the size class: the controls of the probes
    // above, which hold. A program's selection during a detail push waits for the push;
    // a sheet presented during it waits too; and a rotation while nothing moves is
    // written back and changes nothing else.
    @Test func withoutTheSizeClassOrATap_detailChangesWaitForThePush() async {
        let selecting = Self.split(seed: 1407)
        selecting.program { selecting.navigation.push(selecting.screen("b")) }
        selecting.run(.milliseconds(300))
        selecting.program { _ = selecting.navigation.apply(.selectInSidebar(selecting.screen("other"))) }
        selecting.settle()
        let presenting = Self.split(seed: 1408)
        presenting.program { presenting.navigation.push(presenting.screen("b")) }
        presenting.run(.milliseconds(300))
        presenting.program { presenting.navigation.present(presenting.screen("sheet"), style: .sheet) }
        presenting.settle()
        let rotating = Self.split(seed: 1409)
        rotating.device.setCompact(true)
        rotating.settle()
        #expect(rotating.navigation.state.splitView?.isCollapsed == true, "the size class is written back")
        for scene in [selecting, presenting, rotating] {
            let problems = scene.problems()
            #expect(problems.isEmpty, scene.message(problems))
        }
    }
}

extension OutsideProbesSplit {
    // Premise: P2 without reports (a reporter that never attaches), S2. The program
    // pushes b over a (in the root stack, or in a split view's detail column); 1.2 s
    // later, the push's one-second animation over but before a reading found the stack
    // at rest, the user swipes b back and holds for 30 s; SwiftUI writes the shorter path
    // as the swipe begins. Meanwhile a module's own alert comes and goes, and SwiftUI
    // renders the root again. The path SwiftUI wrote must be what the binding reads: it
    // must not ask again for the path it popped while the swipe goes on.
    // Explorer seeds (calm split runs): 2329, 2427; not split views' own (the root stack
    // fails as well).
    // Found: the early write waited for the push the renderer still thought under way, so
    // the binding kept reading [a, b]; at the next render SwiftUI saw the path change back
    // to [a, b] during the swipe, which UIKit loses. That was the device model's: its
    // reading kept b on UIKit's stack during the swipe. UIKit takes the top off as an
    // interactive pop begins (N3), so the reading the early write asks for confirms the
    // pop at once; with the reading corrected, the probe holds.
    @Test(arguments: [false, true])
    func aSwipeJustAfterAnUnreportedPush_theBindingReadsTheEarlyWrite(_ split: Bool) async {
        let scene =
            split
            ? OutsideScene(seed: 1410) { make in NavigationState(sidebar: make("side")) }
            : OutsideScene(seed: 1410)
        scene.device.durations = 1...1
        scene.device.reportsTransitions = false
        scene.settle(.seconds(5))
        scene.program {
            if split { _ = scene.navigation.apply(.selectInSidebar(scene.screen("detail"))) }
            scene.navigation.push(scene.screen("a"))
        }
        scene.settle(.seconds(10))
        scene.program { scene.navigation.push(scene.screen("b")) }
        scene.run(.milliseconds(1200))
        #expect(scene.device.swipeBack(hold: .seconds(30), writesEarly: true), "premise: the user can swipe")
        scene.run(.seconds(5))
        #expect(scene.device.presentOther(), "premise: the module's alert comes")
        scene.run(.seconds(3))
        #expect(scene.device.dismissOther(), "premise: the module's alert goes")
        scene.settle()
        let problems = scene.problems()
        #expect(problems.isEmpty, scene.message(problems))
    }
}

extension OutsideProbesSplit {
    // Premise: P5 (leaving the foreground cancels the touches), and the device's SwiftUI
    // that writes no longer path back after a cancelled swipe whose shorter path it wrote
    // early (OutsideDevice.swipeBack, `writesBack` false). The detail column (or the root
    // stack) shows [a]; the user swipes a back, SwiftUI writes [] as the swipe begins; the
    // app goes to the background, which cancels the swipe: UIKit keeps a. The session takes
    // a back into the state. In the background the program pops a. Back in the
    // foreground, the screen must show the state: nothing pushed.
    // Explorer seed (calm split runs): 2717; not split views' own.
    // Found: SwiftUI's path is [] already, the binding reads [] again: nothing changes on
    // screen; a stays pushed in UIKit while the state and the binding say it is gone, and
    // its views are let go (stackDiffers reported).
    @Test(arguments: [false, true])
    func aSwipeCancelledByTheBackground_thenAPopThere_showsThePop(_ split: Bool) async {
        let scene =
            split
            ? OutsideScene(seed: 1411) { make in NavigationState(sidebar: make("side")) }
            : OutsideScene(seed: 1411)
        scene.device.durations = 1...1
        scene.settle(.seconds(5))
        scene.program {
            if split { _ = scene.navigation.apply(.selectInSidebar(scene.screen("detail"))) }
            scene.navigation.push(scene.screen("a"))
        }
        scene.settle(.seconds(10))
        #expect(
            scene.device.swipeBack(hold: .seconds(30), writesEarly: true, writesBack: false),
            "premise: the user can swipe")
        scene.run(.seconds(1))
        scene.device.setActivity(.background)
        scene.run(.seconds(1))
        #expect(scene.navigation.state.items.count == 1, "premise: the cancel put a back into the state")
        scene.program { _ = scene.navigation.pop() }
        scene.run(.seconds(5))
        scene.device.setActivity(.active)
        scene.settle()
        let problems = scene.problems()
        // Kept as a known issue by the maintainers (issue 39): SwiftUI keeps the early-written path after a swipe the background cancelled
        withKnownIssue("SwiftUI keeps the early-written path after a swipe the background cancelled") {
            #expect(problems.isEmpty, scene.message(problems))
        }
    }

    // Premise: as `aCollapseSaidDuringAHeldSwipe_isWrittenBackByTheSizeClass`, with a
    // listener of the app's that sets the collapse again whenever it is not collapsed
    // (reentrant input; added by the maintainers with the write-back). The renderer writes
    // the size class back once per write of the view's, so the two do not write in turn
    // for ever: the listener's collapse stands, and the scene settles.
    @Test func aListenerThatInsistsOnTheCollapse_keepsIt_andNothingLoops() async {
        let scene = Self.split(seed: 1406, compact: true)
        #expect(
            scene.device.swipeBack(hold: .seconds(20), cancels: true), "premise: the user can swipe the detail column")
        scene.run(.seconds(1))
        scene.program { _ = scene.navigation.apply(.setSplitView(sidebar: scene.screen("side"), style: .twoColumns)) }
        scene.run(.seconds(1))
        scene.device.setCompact(false)
        scene.run(.seconds(1))
        let navigation = scene.navigation
        var insisted = 0
        let token = navigation.addJournalListener { entry in
            guard entry.after.splitView?.isCollapsed == false, insisted < 1_000 else { return }
            insisted += 1
            _ = navigation.apply(.setSplitViewCollapsed(true))
        }
        scene.program { _ = scene.navigation.apply(.setSplitViewCollapsed(true)) }
        scene.settle()
        navigation.remove(token)
        #expect(insisted <= 1, "the renderer and the listener wrote in turn \(insisted) times")
        #expect(scene.navigation.state.splitView?.isCollapsed == true, "the listener's collapse stands")
    }
}
