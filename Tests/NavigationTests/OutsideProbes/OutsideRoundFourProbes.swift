import Foundation
import Navigation
import Testing

// (13) Round four, an outside tester's, on b54702c (a reading at rest that finds a stack
// at a new depth ends an unrendered program change at once; one that keeps the depth
// needs a second reading), alerts against a module's own controllers, the scene's
// phase during transitions, slow first frames, long faults and reentrant navigation.
//
// The device premises, each from its source:
// - P1 A full-screen cover takes the presenter's views out of the window once it is up
//   (Apple, `UIModalPresentationStyle.fullScreen`: "the views belonging to the
//   presenting view controller are removed after the presentation completes"): a push
//   or pop of a stack under it animates nothing and its screens report nothing
//   (OutsideDevice.isVisible).
// - P2 A push or pop of a stack on screen has a transition coordinator for as long as it
//   animates (Apple, `UIViewControllerTransitionCoordinator`); a reporter that does not
//   attach hears none of it (the adapter article, "a reporter that never attaches").
// - P3 A presentation asked for while another transition runs is dropped
//   (TCA#1991, TCA#3894, XCoordinator#146): the device notes it as a refusal, and as a
//   renderer's violation when the renderer asked for it while a stack it shows moves.
// - P4 A path changed while a push or pop animates is lost (swiftlang/swift#77088).
// - P5 Changes made in the background are deferred until the scene is active again
//   (FlowStacks commit 208bb6b), and leaving the foreground cancels touches.
// - P6 `viewDidAppear` comes after the presentation's transition, however long the first
//   frame takes (Apple, `viewDidAppear(_:)`, `present(_:animated:completion:)`).
// - P7 A module's own alert or `confirmationDialog` is a presented controller UIKit
//   presents nothing over until it goes (UIKit's "already presenting" log,
//   aheze/Popovers#11); a reading shows it as another's controller.
// - P8 Apple, `dismiss(animated:completion:)`: called on a controller lower in a chain,
//   it dismisses everything above it too.

@Suite @MainActor struct OutsideProbesRoundFour {
    typealias Two = OutsideProbesRoundTwo

    /// A scene whose root stack holds `a`, `b` (pushed on screen, reported), with a
    /// layer of `style` over it, at rest; UIKit's transitions all take `seconds`.
    static func covered(
        seed: UInt64, style: PresentationStyle = .modal, seconds: Double, reports: Bool = true
    ) -> (OutsideScene, AnyModule) {
        let scene = OutsideScene(seed: seed)
        scene.device.durations = seconds...seconds
        scene.settle(.seconds(5))
        scene.program {
            scene.navigation.push(scene.screen("a"))
            scene.navigation.push(scene.screen("b"))
        }
        scene.settle(.seconds(20))
        let layer = scene.screen("layer")
        scene.program { scene.navigation.present(layer, style: style) }
        scene.settle(.seconds(20))
        scene.device.reportsTransitions = reports
        return (scene, layer)
    }

    /// What a sweep found: each failing case with its first problems.
    static func failures(_ cases: [(String, OutsideScene, [String])]) -> [String] {
        cases.compactMap { label, scene, problems in
            problems.isEmpty
                ? nil
                : "\(label): " + problems.prefix(3).joined(separator: "; ")
                    + "\n" + scene.device.tail(40)
        }
    }

    /// A failure message: how many cases failed, and the first three.
    static func summary(_ failing: [String], of count: Int) -> Comment {
        Comment(rawValue: "\(failing.count) of \(count) failed:\n" + failing.prefix(3).joined(separator: "\n\n"))
    }

    static let seconds: [Double] = [0.2, 0.25, 0.3, 0.5, 0.75, 1.0, 1.5]
    static let offsets: [Int] = [0, 50, 100, 250, 450, 500, 550, 750, 1_000, 1_500]
}

// MARK: 1. Program changes under a layer, ended by readings (b54702c)

extension OutsideProbesRoundFour {
    /// The program's changes to the root stack under the layer, before it dismisses it.
    enum UnderLayer: String, CaseIterable, CustomTestStringConvertible, Sendable {
        /// A push, then the dismissal, in one turn.
        case push
        /// A new top at the same depth, then the dismissal.
        case replace
        /// A push and a pop back in one turn (the same depth, the same screens), then
        /// the dismissal.
        case pushThenPop
        /// A push; `offset` later a pop back to the depth before; then the dismissal.
        case pushLaterPop
        /// A pop; `offset` later a push of a new screen (the depth before, a new top);
        /// then the dismissal.
        case popLaterPush
        /// A new top at the same depth; `offset` later another one; then the dismissal.
        case replaceTwice
        var testDescription: String { rawValue }
    }

    // Premise: P1 (under a cover nothing of the stack reports; a sheet leaves the stack in
    // the window, but its screens are covered: no appearance either, P2 for the
    // coordinator, whose reports a reporter may not give). The program changes the root
    // stack under the layer, in the ways `UnderLayer` lists, at a time `offset` after
    // the layer came to rest, then dismisses the layer; UIKit's transitions take 0.2 to
    // 1.5 s. Whatever the order of readings and frames, the screen converges, nothing is
    // presented or dismissed into a moving stack, and no path goes out during a push.
    @Test(arguments: UnderLayer.allCases, [PresentationStyle.modal, .sheet])
    func programChangesUnderALayer_thenItsDismissal_converge(_ change: UnderLayer, _ style: PresentationStyle) async {
        var cases: [(String, OutsideScene, [String])] = []
        for seconds in Self.seconds {
            for offset in Self.offsets {
                for reports in [true, false] {
                    let (scene, layer) = Self.covered(seed: 401, style: style, seconds: seconds, reports: reports)
                    scene.run(.milliseconds(offset))
                    let c = scene.screen("c")
                    let d = scene.screen("d")
                    scene.program {
                        let stack = scene.navigation.state.stack
                        switch change {
                        case .push:
                            _ = scene.navigation.apply(.setStack(stack + [c], layer: .root))
                        case .replace:
                            _ = scene.navigation.apply(.setStack([stack[0], c], layer: .root))
                        case .pushThenPop:
                            _ = scene.navigation.apply(.setStack(stack + [c], layer: .root))
                            _ = scene.navigation.apply(.setStack(stack, layer: .root))
                        case .pushLaterPop, .popLaterPush, .replaceTwice:
                            break
                        }
                        if change == .pushLaterPop { _ = scene.navigation.apply(.setStack(stack + [c], layer: .root)) }
                        if change == .popLaterPush { _ = scene.navigation.apply(.setStack([stack[0]], layer: .root)) }
                        if change == .replaceTwice {
                            _ = scene.navigation.apply(.setStack([stack[0], c], layer: .root))
                        }
                    }
                    if [.pushLaterPop, .popLaterPush, .replaceTwice].contains(change) {
                        scene.run(.milliseconds(offset))
                        scene.program {
                            let stack = scene.navigation.state.stack
                            switch change {
                            case .pushLaterPop:
                                _ = scene.navigation.apply(.setStack(Array(stack.dropLast()), layer: .root))
                            case .popLaterPush: _ = scene.navigation.apply(.setStack(stack + [d], layer: .root))
                            default: _ = scene.navigation.apply(.setStack([stack[0], d], layer: .root))
                            }
                        }
                    }
                    scene.program { _ = scene.navigation.dismissAll() }
                    scene.settle()
                    var problems = scene.problems()
                    if Self.shows(scene, layer.id) { problems.append("the layer still shows") }
                    cases.append(("\(seconds) s, +\(offset) ms, reports \(reports)", scene, problems))
                }
            }
        }
        let failing = Self.failures(cases)
        #expect(failing.isEmpty, Self.summary(failing, of: cases.count))
    }

    static func shows(_ scene: OutsideScene, _ id: AnyModule.ID) -> Bool {
        scene.device.chain.contains { $0.content == .layer(id) }
    }

    // Premise: P1 and P2 without reports; UIKit's readings fail for `minutes` (the scene's
    // window cannot be found: `read()` returns `nil`) while a push under a cover waits
    // for a reading and the cover's dismissal waits behind it. The wait is reported, not
    // dropped; once readings work the cover goes, and the readings meanwhile stay few.
    @Test(arguments: [1, 5, 30])
    func aPushUnderACoverWhileReadingsFail_isReported_andGoesOnOnceReadable(_ minutes: Int) async {
        let (scene, layer) = Self.covered(seed: 402, seconds: 0.4, reports: false)
        scene.device.canRead = false
        let readsBefore = scene.device.reads
        scene.program {
            let stack = scene.navigation.state.stack
            _ = scene.navigation.apply(.setStack(stack + [scene.screen("c")], layer: .root))
            _ = scene.navigation.dismissAll()
        }
        scene.run(.seconds(60 * minutes))
        #expect(Self.shows(scene, layer.id), "premise: nothing ended the push while unreadable")
        #expect(!scene.stalls.isEmpty, scene.message(["the wait was never reported"]))
        let reads = scene.device.reads - readsBefore
        #expect(reads <= 10 + 4 * minutes, "\(reads) reads in \(minutes) min")
        scene.device.canRead = true
        scene.settle()
        let problems = scene.problems()
        #expect(problems.isEmpty, scene.message(problems))
        #expect(!Self.shows(scene, layer.id))
        #expect(Two.bases(OutsideProbesRoundThree.rootStack(scene)) == ["a", "b", "c"])
    }
}

// MARK: 2. Visible stacks whose reporters do not attach

extension OutsideProbesRoundFour {
    /// What the program asks for after its first change of the root stack.
    enum Then: String, CaseIterable, CustomTestStringConvertible, Sendable {
        case presentSheet, showAlert, replaceTop, popBack
        var testDescription: String { rawValue }
    }

    // Premise: P2 with the reporters not attached (no coordinator report ever), P3, P4:
    // the program pushes on the visible root stack, then, `offset` later, asks for
    // `then`. UIKit reads as it animates (its `transitionCoordinator` is set for the
    // push's length). Nothing goes out into the push, and the screen converges.
    @Test(arguments: Then.allCases)
    func aPushWithoutReports_thenAnotherChange_neverGoesOutIntoTheMotion(_ then: Then) async {
        var cases: [(String, OutsideScene, [String])] = []
        for seconds in Self.seconds {
            for offset in Self.offsets {
                let scene = OutsideScene(seed: 403)
                scene.device.durations = seconds...seconds
                scene.device.reportsTransitions = false
                scene.settle(.seconds(5))
                scene.program {
                    scene.navigation.push(scene.screen("a"))
                }
                scene.run(.milliseconds(offset))
                scene.program {
                    switch then {
                    case .presentSheet: scene.navigation.present(scene.screen("sheet"), style: .sheet)
                    case .showAlert: _ = scene.navigation.showAlert(NavigationAlert(title: "x"))
                    case .replaceTop: _ = scene.navigation.apply(.setStack([scene.screen("b")], layer: .root))
                    case .popBack: _ = scene.navigation.pop()
                    }
                }
                scene.settle()
                cases.append(("\(seconds) s, +\(offset) ms", scene, scene.problems()))
            }
        }
        let failing = Self.failures(cases)
        #expect(failing.isEmpty, Self.summary(failing, of: cases.count))
    }

    // Premise: P2 without reports, the user's swipe back (`swipeBack`, P2: its transition
    // is interactive and has a coordinator while the finger drives it), P3, P4. The
    // program pushes c on a restored stack; the user swipes back from the top as soon
    // as UIKit lets them (after the push ends), holding `hold`; the program replaces the
    // top and presents a sheet meanwhile. The user's pop and the program's changes all
    // land, nothing goes out into the swipe.
    @Test(arguments: [0.1, 0.6, 2.0])
    func aSwipeWhileAProgramChangeIsPending_withoutReports_converges(_ hold: Double) async {
        var cases: [(String, OutsideScene, [String])] = []
        for seconds in Self.seconds {
            for offset in Self.offsets {
                let scene = OutsideProbesRoundThree.restored(seed: 404, reports: false)
                scene.device.durations = seconds...seconds
                scene.program { scene.navigation.push(scene.screen("c")) }
                var swiped = false
                var waited = 0
                while !swiped, waited < 5_000 {
                    scene.run(.milliseconds(10))
                    waited += 10
                    swiped = scene.device.swipeBack(hold: .milliseconds(Int(hold * 1000)))
                }
                scene.run(.milliseconds(offset))
                scene.program {
                    let stack = scene.navigation.state.stack
                    _ = scene.navigation.apply(.setStack(Array(stack.dropLast()) + [scene.screen("r")], layer: .root))
                    scene.navigation.present(scene.screen("sheet"), style: .sheet)
                }
                scene.settle()
                var problems = scene.problems()
                if !swiped { problems.append("premise: the user could not swipe") }
                cases.append(("\(seconds) s, +\(offset) ms", scene, problems))
            }
        }
        let failing = Self.failures(cases)
        #expect(failing.isEmpty, Self.summary(failing, of: cases.count))
    }
}

// MARK: 3. Tabs and split columns

extension OutsideProbesRoundFour {
    // Premise: P1 (the tab bar controller under a cover is out of the window), P2. Two
    // tabs; a cover is up; the program pushes on the shown tab, selects the other tab
    // and pushes there, then dismisses the cover, `offset` after the cover came to rest.
    @Test(arguments: [true, false])
    func tabChangesUnderACover_thenItsDismissal_converge(_ reports: Bool) async {
        var cases: [(String, OutsideScene, [String])] = []
        for seconds in Self.seconds {
            for offset in Self.offsets {
                let scene = OutsideScene(seed: 405) { make in NavigationState(tabs: [make("t1"), make("t2")]) }
                scene.device.durations = seconds...seconds
                scene.settle(.seconds(5))
                scene.program { scene.navigation.push(scene.screen("a")) }
                scene.settle(.seconds(10))
                scene.program { scene.navigation.present(scene.screen("cover"), style: .modal) }
                scene.settle(.seconds(10))
                scene.device.reportsTransitions = reports
                scene.run(.milliseconds(offset))
                scene.program {
                    let nav = scene.navigation
                    _ = nav.apply(.setStack(nav.state.stack + [scene.screen("b")], layer: .root))
                    _ = nav.apply(.selectTab(nav.state.tabs[1].module))
                    _ = nav.apply(.setStack(nav.state.stack + [scene.screen("x")], layer: .root))
                }
                scene.run(.milliseconds(offset))
                scene.program { _ = scene.navigation.dismissAll() }
                scene.settle()
                cases.append(("\(seconds) s, +\(offset) ms", scene, scene.problems()))
            }
        }
        let failing = Self.failures(cases)
        #expect(failing.isEmpty, Self.summary(failing, of: cases.count))
    }

    // Premise: P2 without reports in a split view's detail column; the program pushes in
    // the detail column, then selects another sidebar row (a new detail, its stack
    // empty) `offset` later, and presents a sheet.
    @Test func aDetailPushThenANewSelection_withoutReports_converges() async {
        var cases: [(String, OutsideScene, [String])] = []
        for seconds in Self.seconds {
            for offset in Self.offsets {
                let scene = OutsideScene(seed: 406) { make in NavigationState(sidebar: make("side")) }
                scene.device.durations = seconds...seconds
                scene.program { _ = scene.navigation.apply(.selectInSidebar(scene.screen("detail"))) }
                scene.settle(.seconds(10))
                scene.device.reportsTransitions = false
                scene.program {
                    scene.navigation.push(scene.screen("a"))
                    scene.navigation.push(scene.screen("b"))
                }
                scene.run(.milliseconds(offset))
                scene.program {
                    _ = scene.navigation.apply(.selectInSidebar(scene.screen("other")))
                    scene.navigation.present(scene.screen("sheet"), style: .sheet)
                }
                scene.settle()
                let problems = scene.problems()
                cases.append(("\(seconds) s, +\(offset) ms", scene, problems))
            }
        }
        let failing = Self.failures(cases)
        #expect(failing.isEmpty, Self.summary(failing, of: cases.count))
    }
}

extension OutsideProbesRoundFour {
    // Premise: a split view's detail column shows the detail of the sidebar's selection;
    // selecting another row shows another detail (Apple, `NavigationSplitView`: the
    // detail column shows the selection's view; SwiftUI identifies the detail root by its
    // identity, `PresentationRule.viewsAreKeptByIdentity`). The first detail, and what
    // was pushed over it, leave the screen for good: their views must go (the adapter
    // article: "a module that leaves the screen is let go with all its parts").
    @Test(arguments: [0, 1, 2], [true, false])
    func anotherSidebarSelection_letsGoOfTheFormerDetail(_ pushed: Int, _ reports: Bool) async {
        let scene = OutsideScene(seed: 408) { make in NavigationState(sidebar: make("side")) }
        scene.device.reportsTransitions = reports
        let detail = scene.screen("detail")
        scene.program { _ = scene.navigation.apply(.selectInSidebar(detail)) }
        scene.settle(.seconds(10))
        scene.program {
            for _ in 0..<pushed { scene.navigation.push(scene.screen("a")) }
        }
        scene.settle(.seconds(10))
        #expect(scene.session.builder.builtModuleIDs.contains(detail.id), "premise: the first detail was built")
        scene.program { _ = scene.navigation.apply(.selectInSidebar(scene.screen("other"))) }
        scene.settle()
        let problems = scene.problems()
        #expect(problems.isEmpty, scene.message(problems))
        #expect(!scene.session.builder.builtModuleIDs.contains(detail.id), "the former detail's view is kept")
    }

    // Premise: as above; the program selects five sidebar rows in turn: every former
    // detail leaves the screen for good. Otherwise what stays built grows with every
    // selection.
    @Test func fiveSelectionsInTurn_keepOnlyTheShownColumnsBuilt() async {
        let scene = OutsideScene(seed: 410) { make in NavigationState(sidebar: make("side")) }
        var former: [AnyModule] = []
        for _ in 0..<5 {
            let row = scene.screen("detail")
            former.append(row)
            scene.program { _ = scene.navigation.apply(.selectInSidebar(row)) }
            scene.settle(.seconds(10))
        }
        former.removeLast()
        scene.settle()
        let kept = former.filter { scene.session.builder.builtModuleIDs.contains($0.id) }
        #expect(kept.isEmpty, "\(kept.count) former details stay built")
    }

    // Premise: as above, with three columns (Apple, `NavigationSplitView(sidebar:content:
    // detail:)`): a content selection replaces the detail, and a sidebar selection
    // replaces the content and clears the detail. Each column root replaced leaves the
    // screen for good. (Added by the maintainers with the fix.)
    @Test func threeColumns_aNewContentOrSidebarSelection_letsGoOfTheFormerColumns() async {
        let scene = OutsideScene(seed: 411) { make in NavigationState(sidebar: make("side"), style: .threeColumns) }
        let content = scene.screen("content")
        let detail = scene.screen("detail")
        scene.program {
            _ = scene.navigation.apply(.selectInSidebar(content))
            _ = scene.navigation.apply(.selectInContent(detail))
        }
        scene.settle(.seconds(10))
        #expect(scene.session.builder.builtModuleIDs.isSuperset(of: [content.id, detail.id]), "premise: both built")
        scene.program { _ = scene.navigation.apply(.selectInContent(scene.screen("detail"))) }
        scene.settle(.seconds(10))
        #expect(!scene.session.builder.builtModuleIDs.contains(detail.id), "the former detail's view is kept")
        #expect(scene.session.builder.builtModuleIDs.contains(content.id), "the content still shows")
        scene.program { _ = scene.navigation.apply(.selectInSidebar(scene.screen("content"))) }
        scene.settle()
        #expect(!scene.session.builder.builtModuleIDs.contains(content.id), "the former content's view is kept")
        let problems = scene.problems()
        #expect(problems.isEmpty, scene.message(problems))
    }

    // Premise: as above, but the user taps another sidebar row: SwiftUI writes the List's
    // selection binding with the row's value (Apple, `List(_:selection:)`), which the
    // adapter takes as that row selected (the adapter article, "Tabs and split views").
    @Test func anotherSidebarRowTapped_letsGoOfTheFormerDetail() async {
        let scene = OutsideScene(seed: 409) { make in NavigationState(sidebar: make("side")) }
        let detail = scene.screen("detail")
        scene.program { _ = scene.navigation.apply(.selectInSidebar(detail)) }
        scene.settle(.seconds(10))
        guard case .split(let split) = scene.session.frame.layers[0].content else {
            Issue.record("premise: the root layer is a split view")
            return
        }
        let other = scene.screen("other")
        split.selectInSidebar(other)
        scene.settle()
        #expect(scene.navigation.state.splitView?.detail?.id == other.id, "premise: the tap selected the row")
        let problems = scene.problems()
        #expect(problems.isEmpty, scene.message(problems))
        #expect(!scene.session.builder.builtModuleIDs.contains(detail.id), "the former detail's view is kept")
    }
}

// MARK: 4. The scene's phase during transitions

extension OutsideProbesRoundFour {
    // Premise: P5, P1. The program pushes under a cover and dismisses it; the scene goes
    // to the background `offset` later, for `away`, and comes back. Nothing is read in
    // the background, and the screen converges.
    @Test(arguments: [0.2, 2.0, 120.0])
    func theBackgroundDuringAChangeUnderACover_converges(_ away: Double) async {
        var cases: [(String, OutsideScene, [String])] = []
        for seconds in Self.seconds {
            for offset in Self.offsets {
                for same in [true, false] {
                    let (scene, _) = Self.covered(seed: 407, seconds: seconds, reports: false)
                    scene.program {
                        let stack = scene.navigation.state.stack
                        let c = scene.screen("c")
                        _ = scene.navigation.apply(.setStack(same ? [stack[0], c] : stack + [c], layer: .root))
                        _ = scene.navigation.dismissAll()
                    }
                    scene.run(.milliseconds(offset))
                    scene.device.setActivity(.background)
                    let reads = scene.device.readsWhileBackground
                    scene.run(.milliseconds(Int(away * 1000)))
                    scene.device.setActivity(.active)
                    scene.settle()
                    var problems = scene.problems()
                    if scene.device.readsWhileBackground != reads { problems.append("read in the background") }
                    cases.append(("\(seconds) s, +\(offset) ms, same depth \(same)", scene, problems))
                }
            }
        }
        let failing = Self.failures(cases)
        #expect(failing.isEmpty, Self.summary(failing, of: cases.count))
    }

    // Premise: P6: a sheet's first frame takes `slow` (UIKit busy long after `onAppear`),
    // the layers' reporters attach or not, and a 40-step sequence of program changes
    // (pushes, same-depth replacements, pops, sheets, covers, alerts, dismissals) runs
    // every 0.3 s; the scene converges and every alert the program asked for is
    // answered once.
    @Test(arguments: [0.0, 1.2, 3.0])
    func fortyStepsWithSlowFirstFrames_converge(_ slow: Double) async {
        var cases: [(String, OutsideScene, [String])] = []
        for seed in UInt64(410)..<UInt64(430) {
            for layers in [true, false] {
                let scene = OutsideScene(seed: seed)
                scene.device.slowFirstFrame = .milliseconds(Int(slow * 1000))
                scene.device.reportsLayers = layers
                scene.device.reportsTransitions = seed % 2 == 0
                scene.settle(.seconds(5))
                var rng = SplitMix(state: seed)
                for step in 0..<40 {
                    let pick = Int(rng.next() % 9)
                    scene.program {
                        let nav = scene.navigation
                        let stack = nav.state.layers.last?.stack ?? []
                        switch pick {
                        case 0, 1: nav.push(scene.screen("p"))
                        case 2: _ = nav.pop()
                        case 3:
                            if let top = stack.last {
                                _ = nav.apply(.setStack(Array(stack.dropLast()) + [scene.screen("r")], layer: nil))
                                _ = top
                            }
                        case 4: nav.present(scene.screen("s"), style: .sheet)
                        case 5: nav.present(scene.screen("m"), style: .modal)
                        case 6: _ = nav.showAlert(NavigationAlert(title: "a\(step)", buttons: [.init("OK")]))
                        case 7: _ = nav.dismiss()
                        default: _ = nav.dismissAll()
                        }
                    }
                    scene.run(.milliseconds(300))
                    if step % 7 == 6 { scene.device.tapAlert(0) }
                }
                scene.settle(.seconds(60))
                var guardCount = 0
                while scene.navigation.state.alert != nil, guardCount < 50 {
                    guardCount += 1
                    _ = scene.device.tapAlert(0)
                    scene.settle(.seconds(30))
                }
                scene.settle()
                cases.append(("seed \(seed), layer reports \(layers)", scene, scene.problems()))
            }
        }
        let failing = Self.failures(cases)
        #expect(failing.isEmpty, Self.summary(failing, of: cases.count))
    }
}

// MARK: 5. Alerts

extension OutsideProbesRoundFour {
    // Premise: P7: a module's own `confirmationDialog` is up for `minutes`; the program
    // presents a sheet and shows our alert meanwhile: UIKit drops both. Once the dialog
    // goes, the sheet and then our alert show; the user answers it once; the waits were
    // reported, and the readings meanwhile stay few.
    @Test(arguments: [1, 10])
    func aSheetAndAlertQueuedBehindAModulesDialogForMinutes_bothShow(_ minutes: Int) async {
        let scene = OutsideScene(seed: 420)
        scene.settle(.seconds(5))
        #expect(scene.device.presentOther())
        scene.run(.seconds(2))
        var runs = 0
        let sheet = scene.screen("sheet")
        scene.program {
            scene.navigation.present(sheet, style: .sheet)
            _ = scene.navigation.showAlert(NavigationAlert(title: "ours", buttons: [.init("OK") { runs += 1 }]))
        }
        let reads = scene.device.reads
        scene.run(.seconds(60 * minutes))
        #expect(!scene.stalls.isEmpty)
        #expect(scene.device.reads - reads <= 10 + 4 * minutes, "\(scene.device.reads - reads) reads")
        #expect(scene.device.dismissOther())
        scene.settle(.seconds(60))
        #expect(Self.shows(scene, sheet.id), scene.message(["the sheet never showed"]))
        #expect(scene.device.tapAlert(0), scene.message(["our alert never showed"]))
        scene.settle()
        let problems = scene.problems()
        #expect(problems.isEmpty, scene.message(problems))
        #expect(runs == 1)
    }

    // Premise: P7, P8: our alert is up over a sheet; a module's own dialog comes over it
    // (a system alert); the program then dismisses the sheet. The alert stays in the
    // state (the program did not dismiss it): it must show again over the root, and
    // its action run once when answered.
    @Test func aSheetDismissedUnderOurAlertAndAModulesDialog_keepsTheAlert() async {
        let scene = OutsideScene(seed: 421)
        scene.settle(.seconds(5))
        var runs = 0
        scene.program {
            scene.navigation.present(scene.screen("sheet"), style: .sheet)
            _ = scene.navigation.showAlert(NavigationAlert(title: "ours", buttons: [.init("OK") { runs += 1 }]))
        }
        scene.settle(.seconds(30))
        #expect(scene.device.presentOther())
        scene.run(.seconds(3))
        scene.program { _ = scene.navigation.dismiss() }
        scene.run(.seconds(20))
        _ = scene.device.dismissOther()
        scene.settle(.seconds(60))
        #expect(scene.navigation.state.alert?.title == "ours", "the program never dismissed the alert")
        #expect(scene.device.tapAlert(0), scene.message(["our alert does not show"]))
        scene.settle()
        let problems = scene.problems()
        #expect(problems.isEmpty, scene.message(problems))
        #expect(runs == 1)
    }
}

// MARK: 6. Reentrancy

extension OutsideProbesRoundFour {
    // Premise: a guard turns the user's pop of an editor into a "discard changes?" alert
    // (a redirect), the common unsaved-changes pattern; the user swipes the editor back
    // (UIKit pops it: P2, the write comes at the swipe's end, TCA PR#3309). The editor
    // must come back with its one view, the alert show, and its answer pop the editor.
    @Test(arguments: [true, false])
    func aGuardRedirectingTheUsersPopToAnAlert_bringsTheEditorBack(_ reports: Bool) async {
        let scene = OutsideScene(seed: 430) { make in NavigationState(stack: [make("a"), make("editor")]) }
        scene.device.reportsTransitions = reports
        let navigation = scene.navigation
        var discarded = 0
        var discarding = false
        let token = navigation.addGuard { operation, state in
            guard !discarding, state.alert == nil,
                let editor = state.stack.first(where: { OutsideDevice.name($0).hasPrefix("editor") })
            else { return .allow }
            if case .showAlert = operation { return .allow }
            var after = state
            _ = after.apply(operation)
            guard !after.stack.contains(where: { $0.id == editor.id }) else { return .allow }
            return .redirect(
                NavigationTransaction([
                    .showAlert(
                        NavigationAlert(
                            title: "discard?",
                            buttons: [
                                .init("Discard") {
                                    discarded += 1
                                    discarding = true
                                    _ = navigation.apply(
                                        .setStack(Array(navigation.state.stack.prefix(1)), layer: .root))
                                }
                            ]))
                ]))
        }
        scene.settle(.seconds(5))
        #expect(scene.device.swipeBack(hold: .milliseconds(400)))
        scene.settle(.seconds(30))
        #expect(scene.navigation.state.stack.count == 2, "the guard kept the editor")
        #expect(scene.navigation.state.alert?.title == "discard?")
        #expect(scene.device.tapAlert(0), scene.message(["the alert does not show"]))
        scene.settle()
        navigation.remove(token)
        let problems = scene.problems()
        #expect(problems.isEmpty, scene.message(problems))
        #expect(discarded == 1)
        #expect(scene.navigation.state.stack.count == 1)
    }

    // Premise: a journal listener pushes a "rate us" screen and presents a sheet whenever
    // the user's pop lands in the state (while the session handles the write-back), and
    // the screens' reporters do not attach (P2). Everything lands, in order.
    @Test func aListenerNavigatingOnTheUsersPop_withoutReports_converges() async {
        let scene = OutsideProbesRoundThree.restored(seed: 431, reports: false)
        let navigation = scene.navigation
        let rate = scene.fresh("rate")
        let sheet = scene.fresh("sheet")
        var fired = 0
        let token = navigation.addJournalListener { entry in
            guard fired == 0, entry.after.stack.count < entry.before.stack.count else { return }
            fired += 1
            navigation.push(AnyModule(OutsideScreen(name: rate)))
            navigation.present(AnyModule(OutsideScreen(name: sheet)), style: .sheet)
        }
        #expect(scene.device.swipeBack(hold: .milliseconds(300)))
        scene.settle()
        navigation.remove(token)
        let problems = scene.problems()
        #expect(problems.isEmpty, scene.message(problems))
        #expect(fired == 1)
        #expect(Two.bases(OutsideProbesRoundThree.rootStack(scene)) == ["a", "b", "r"])
    }
}
