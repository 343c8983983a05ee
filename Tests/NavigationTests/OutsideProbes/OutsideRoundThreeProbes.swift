import Foundation
import Navigation
import Testing

// (12) Round three, on the changes of 8b652af, cfe39b6 and 7914637: UIKit read before a
// change while a shown stack's top was not heard from the coordinator (per screen), pops
// of tops that never appeared checked against a reading, each new wait re-arming the
// watchdog, and a pop confirmed later applied to the navigation state as it is then.

@Suite @MainActor struct OutsideProbesRoundThree {
    typealias Two = OutsideProbesRoundTwo

    /// A scene whose root stack was restored: `a`, `b`, `c` render at once in the first
    /// frame, with no transition (so no coordinator report for any of them).
    static func restored(seed: UInt64, reports: Bool = true) -> OutsideScene {
        let scene = OutsideScene(seed: seed) { make in
            NavigationState(stack: [make("a"), make("b"), make("c")])
        }
        scene.device.reportsTransitions = reports
        scene.settle(.seconds(10))
        return scene
    }

    /// Whether UIKit shows our layer `id`, at rest.
    static func shows(_ scene: OutsideScene, _ id: AnyModule.ID) -> Bool {
        scene.device.chain.contains { $0.content == .layer(id) && $0.motion == .still }
    }

    /// The names of the root stack, in the state.
    static func rootStack(_ scene: OutsideScene) -> [String] {
        scene.navigation.state.stack.map(OutsideDevice.name)
    }
}

// MARK: 1. Reading before a change, per top screen

extension OutsideProbesRoundThree {
    // Premise: the stack was restored (rendered in the first frame, no transition, so its
    // top never reported); every screen's reporter is attached, so the user's swipe back
    // from the restored top is reported as it begins. The program pushes x while the
    // finger holds: the push waits for the swipe, which commits.
    @Test func aSwipeFromARestoredTop_holdsAProgramPush() async {
        let scene = Self.restored(seed: 311)
        #expect(scene.device.swipeBack(hold: .seconds(3)))
        scene.run(.seconds(1))
        scene.program { scene.navigation.push(scene.screen("x")) }
        scene.settle()
        let problems = scene.problems()
        #expect(problems.isEmpty, scene.message(problems))
        #expect(Two.bases(Self.rootStack(scene)) == ["a", "b", "x"], "\(Self.rootStack(scene))")
    }

    // Premise: a restored stack whose screens' reporters never attach (no coordinator
    // report ever); the user holds a swipe back from the restored top for 4 s, and the
    // program pushes x during the hold. The reading before the push finds the stack
    // moving: nothing goes out into the swipe.
    @Test func aHeldSwipeFromARestoredTopWithoutReports_holdsAProgramPush() async {
        let scene = Self.restored(seed: 312, reports: false)
        #expect(scene.device.swipeBack(hold: .seconds(4)))
        scene.run(.seconds(1))
        scene.program { scene.navigation.push(scene.screen("x")) }
        scene.settle()
        let problems = scene.problems()
        #expect(problems.isEmpty, scene.message(problems))
        #expect(Two.bases(Self.rootStack(scene)) == ["a", "b", "x"], "\(Self.rootStack(scene))")
    }

    // Premise: two tabs; the first tab's screens reported their pushes. The program pushes
    // p and q on the second tab while the first shows (UIKit sets them without animation:
    // no report), then selects the second tab. q's reporter did not attach; the user holds
    // a swipe back from q, and the program pushes on that tab meanwhile.
    @Test func aSwipeOnATabFilledWhileHidden_holdsAProgramPush() async {
        let scene = Two.scene(.tab, seed: 313)
        scene.program {
            let second = scene.navigation.state.tabs[1].module
            _ = scene.navigation.apply(.selectTab(second))
            scene.navigation.push(scene.screen("p"))
            scene.navigation.push(scene.screen("q"))
            _ = scene.navigation.apply(.selectTab(scene.navigation.state.tabs[0].module))
        }
        scene.settle(.seconds(20))
        // The second tab's stack was filled while hidden: now shown.
        scene.program { _ = scene.navigation.apply(.selectTab(scene.navigation.state.tabs[1].module)) }
        scene.settle(.seconds(20))
        scene.device.reportsTransitions = false
        #expect(scene.device.swipeBack(hold: .seconds(3)))
        scene.run(.seconds(1))
        scene.program { scene.navigation.push(scene.screen("x")) }
        scene.settle()
        let problems = scene.problems()
        #expect(problems.isEmpty, scene.message(problems))
        let second = scene.navigation.state.tabs[1].stack.map(OutsideDevice.name)
        #expect(Two.bases(second) == ["p", "x"], "\(second)")
    }

    // Premise: the root stack's screens reported; a sheet comes up and the program pushes
    // two screens in it at once (a deep link) whose reporters do not attach. The user
    // holds a swipe back in the sheet; the program pushes in the sheet meanwhile.
    @Test func aSwipeInASheetWhoseTopNeverReported_holdsAProgramPush() async {
        let scene = Two.scene(.root, seed: 314)
        scene.program { scene.navigation.present(scene.screen("sheet")) }
        scene.settle(.seconds(20))
        scene.device.reportsTransitions = false
        scene.program {
            scene.navigation.push(scene.screen("s"))
            scene.navigation.push(scene.screen("t"))
        }
        scene.settle(.seconds(20))
        #expect(scene.device.swipeBack(hold: .seconds(3)))
        scene.run(.seconds(1))
        scene.program { scene.navigation.push(scene.screen("x")) }
        scene.settle()
        let problems = scene.problems()
        #expect(problems.isEmpty, scene.message(problems))
        #expect(Two.bases(Two.topStack(scene)) == ["s", "x"], "\(Two.topStack(scene))")
    }

    // Premise: a screen pushed while its reporter had not attached (no report of its
    // push); its reporter attaches later, so the swipe back from it is reported. The
    // program pushes during the held swipe; it waits, as with any reported swipe.
    @Test func aReporterAttachingLate_holdsAProgramPush() async {
        let scene = Two.scene(.root, seed: 315)
        scene.device.reportsTransitions = false
        scene.program { scene.navigation.push(scene.screen("d")) }
        scene.settle(.seconds(20))
        scene.device.reportsTransitions = true
        #expect(scene.device.swipeBack(hold: .seconds(3)))
        scene.run(.seconds(1))
        scene.program { scene.navigation.push(scene.screen("x")) }
        scene.settle()
        let problems = scene.problems()
        #expect(problems.isEmpty, scene.message(problems))
        #expect(Two.bases(Two.topStack(scene)) == ["a", "b", "c", "x"], "\(Two.topStack(scene))")
    }

    // Premise: the root stack is restored, its top never reported; a sheet is up whose
    // screens report. The program changes the sheet's stack every 0.3 s for two minutes.
    // Each change may read once before it goes out; readings stay bounded per change and
    // every change goes out.
    @Test func manyChangesOverAnUnreportedStackUnderASheet_costBoundedReads() async {
        let scene = Self.restored(seed: 316)
        scene.program { scene.navigation.present(scene.screen("sheet")) }
        scene.settle(.seconds(20))
        let readsBefore = scene.device.reads
        var changes = 0
        for round in 0..<400 {
            scene.program {
                if round % 3 == 2 { _ = scene.navigation.pop() } else { scene.navigation.push(scene.screen("p")) }
            }
            changes += 1
            scene.run(.milliseconds(300))
        }
        scene.settle()
        let problems = scene.problems()
        #expect(problems.isEmpty, scene.message(problems))
        let reads = scene.device.reads - readsBefore
        #expect(reads <= changes * 3, "\(reads) reads for \(changes) changes")
    }

    // Premise: no coordinator reports at all; the program changes the root stack every
    // 0.3 s for two minutes (changes pile up while a change is under way). Readings stay
    // bounded per change, and the last change goes out.
    @Test func changesEveryThirdOfASecondWithoutReports_costBoundedReads() async {
        let scene = OutsideScene(seed: 317)
        scene.device.reportsTransitions = false
        for round in 0..<400 {
            scene.program {
                if round % 3 == 2 { _ = scene.navigation.pop() } else { scene.navigation.push(scene.screen("p")) }
            }
            scene.run(.milliseconds(300))
        }
        scene.settle()
        let problems = scene.problems()
        #expect(problems.isEmpty, scene.message(problems))
        #expect(scene.device.reads <= 400 * 3, "\(scene.device.reads) reads for 400 changes")
    }
}

// MARK: 2. Pops of tops that never appeared

extension OutsideProbesRoundThree {
    // Premise: no coordinator reports, and the platform cannot read for now (a window
    // being set up). The user picks the root from the back button's long-press menu over
    // a, b, c (pushed together), SwiftUI writing as the pop begins; at once the user leaves
    // the app. The pop ends in the background (`onDisappear` of c). A scene in the
    // background reads nothing; back in the foreground, the pop holds.
    @Test(arguments: [2, 3])
    func aLongPressPopEndingInTheBackground_readsNothingThere(_ levels: Int) async {
        let scene = Two.scene(.root, seed: 321, reports: false)
        scene.device.canRead = false
        #expect(scene.device.tapBack(levels: levels, writesEarly: true))
        scene.device.setActivity(.background)
        scene.device.canRead = true
        scene.run(.seconds(30))
        // Fails: `onDisappear` of c in the background makes the machine read UIKit (and
        // publish an unanimated frame) to check the pop (SceneMachine.handle's read on a
        // `screenDisappeared` of an unconfirmed pop's top, which skips the phase check).
        let reads = scene.device.readsWhileBackground
        #expect(reads == 0, "\(reads) reads in the background")
        scene.device.setActivity(.active)
        scene.settle()
        let problems = scene.problems()
        #expect(problems.isEmpty, scene.message(problems))
        #expect(Two.topStack(scene).count == 3 - levels, "\(Two.topStack(scene))")
    }

    // Premise: the program pushes x, y, z in one change (a deep link); during that push's
    // animation, or at rest after it, SwiftUI delivers a late copy of an earlier path
    // ([a]). UIKit still shows every screen: the copy pops nothing.
    @Test(arguments: [0.05, 5.0], [true, false])
    func aLateCopyDuringADeepLinkPush_popsNothing(_ after: Double, _ reports: Bool) async {
        let scene = Two.scene(.root, seed: 322, reports: reports)
        scene.device.durations = 0.5...0.5
        let early = Array((scene.device.navs[.layer(.root)]?.shown ?? []).prefix(1))
        scene.program {
            for base in ["x", "y", "z"] { scene.navigation.push(scene.screen(base)) }
        }
        scene.run(.milliseconds(Int(after * 1000)))
        #expect(scene.device.writeLateCopy(early, to: .layer(.root)))
        scene.settle()
        let problems = scene.problems()
        #expect(problems.isEmpty, scene.message(problems))
        #expect(Two.bases(Two.topStack(scene)) == ["a", "b", "c", "x", "y", "z"], "\(Two.topStack(scene))")
    }

    // Premise: the user picks a from the long-press menu (pops b and c, pushed together),
    // SwiftUI writes [a] twice (a doubled delivery), once as the pop begins and once
    // after the program pushed x over a. Only b and c go.
    @Test(arguments: [true, false])
    func aDoubledLongPressWriteAfterAProgramPush_keepsThePush(_ reports: Bool) async {
        let scene = Two.scene(.root, seed: 323, reports: reports)
        let written = Array((scene.device.navs[.layer(.root)]?.shown ?? []).prefix(1))
        #expect(scene.device.tapBack(levels: 2, writesEarly: true))
        scene.settle(.seconds(20))
        scene.program { scene.navigation.push(scene.screen("x")) }
        scene.run(.milliseconds(100))
        #expect(scene.device.writeLateCopy(written, to: .layer(.root)))
        scene.settle()
        let problems = scene.problems()
        #expect(problems.isEmpty, scene.message(problems))
        #expect(Two.bases(Two.topStack(scene)) == ["a", "x"], "\(Two.topStack(scene))")
    }

    // Premise: no coordinator reports; the platform cannot read while the user picks the
    // root from the long-press menu (writing as the pop begins) and for a minute after.
    // The pop is the user's: UIKit shows the root; the state must follow once UIKit can be
    // read again.
    // Control (`levels` 1): the back button's pop of one screen holds (its `onDisappear`
    // confirms it).
    @Test(arguments: [1, 3], [2, 60])
    func aLongPressPopWhileReadingsFail_holds(_ levels: Int, _ seconds: Int) async {
        let scene = Two.scene(.root, seed: 324, reports: false)
        scene.device.canRead = false
        #expect(scene.device.tapBack(levels: levels, writesEarly: true))
        scene.run(.seconds(seconds))
        scene.device.canRead = true
        scene.settle()
        let problems = scene.problems()
        #expect(problems.isEmpty, scene.message(problems))
        // Fails for 3 levels: the write waits for a reading (`onDisappear` of c does not
        // confirm a pop of several); SwiftUI, finding its binding still [a, b, c] as the
        // pop ends, pushes them again; the reading, once possible, shows 3: dropped.
        withKnownIssue("a long-press pop written while UIKit cannot be read is undone", isIntermittent: levels == 1) {
            #expect(Two.topStack(scene).count == 3 - levels, "\(Two.topStack(scene))")
        }
    }
}

// MARK: 3. New waits and the watchdog

extension OutsideProbesRoundThree {
    // Premise: a module's own sheet is up, so UIKit drops the sheet the program presents;
    // the module's sheet goes after 30 s. Meanwhile, and for minutes, the program changes
    // the root stack every `period` (a feed refreshing), each change short (0.2 s) and the
    // stack at rest in between. The watchdog must still come due between those new waits
    // and find the dropped sheet: it shows within a minute of the way being clear.
    @Test(arguments: [1.5, 3.0], [true, false])
    func programChangesEvery_period_doNotStarveTheWatchdog(_ period: Double, _ reports: Bool) async {
        let scene = OutsideScene(seed: 331)
        scene.device.reportsTransitions = reports
        scene.device.durations = 0.2...0.2
        let base = scene.screen("x")
        scene.program { _ = scene.navigation.setStack([base], layer: .root) }
        scene.settle(.seconds(10))
        #expect(scene.device.presentOther())
        scene.run(.seconds(2))
        let sheet = scene.screen("ours")
        scene.program { scene.navigation.present(sheet) }
        var elapsed = 0.0
        var shownAt: Double?
        var round = 0
        var dismissed = false
        while elapsed < 240 {
            if elapsed >= 30, !dismissed {
                dismissed = true
                #expect(scene.device.dismissOther())
            }
            scene.program {
                let stack = round % 2 == 0 ? [base, scene.screen("p")] : [base]
                _ = scene.navigation.setStack(stack, layer: .root)
            }
            round += 1
            scene.run(.milliseconds(Int(period * 1000)))
            elapsed += period
            if shownAt == nil, Self.shows(scene, sheet.id) { shownAt = elapsed }
        }
        // Fails with reports: each program change begins a motion, a new wait, which
        // re-arms the watchdog (backed off to 4 s) before it comes due; no reading comes
        // while the program keeps changing, so the sheet waits for the program to stop.
        #expect(shownAt.map { $0 < 90 } == true, "our sheet showed at \(shownAt.map { "\($0) s" } ?? "never")")
        scene.settle()
        let problems = scene.problems()
        #expect(problems.isEmpty, scene.message(problems))
    }

    // Premise: a module's own sheet stays up for ten minutes while the program presents
    // its sheet (dropped) and changes the root stack every 2 s. The readings stay bounded
    // (backoff), and once the module's sheet goes, ours shows. (It passes, with only 3
    // readings in ten minutes: the changes starve the watchdog, see above.)
    @Test func tenMinutesOfChangesWhileAPresentationIsDropped_costBoundedReads() async {
        let scene = OutsideScene(seed: 332)
        scene.device.durations = 0.2...0.2
        let base = scene.screen("x")
        scene.program { _ = scene.navigation.setStack([base], layer: .root) }
        scene.settle(.seconds(10))
        #expect(scene.device.presentOther())
        scene.run(.seconds(2))
        scene.program { scene.navigation.present(scene.screen("ours")) }
        let readsBefore = scene.device.reads
        for round in 0..<300 {
            scene.program {
                let stack = round % 2 == 0 ? [base, scene.screen("p")] : [base]
                _ = scene.navigation.setStack(stack, layer: .root)
            }
            scene.run(.seconds(2))
        }
        let reads = scene.device.reads - readsBefore
        #expect(reads < 300 * 2, "\(reads) reads in ten minutes")
        #expect(scene.device.dismissOther())
        scene.settle()
        let problems = scene.problems()
        #expect(problems.isEmpty, scene.message(problems))
        #expect(scene.navigation.state.presentations.count == 1)
    }
}

// MARK: 3b. A stuck stack wait and new waits elsewhere

extension OutsideProbesRoundThree {
    // Premise: a sheet is up over the root stack a, b, c (all reported). The program
    // pushes d on the root stack under the sheet, and d's reporter does not attach: that
    // push ends on screen in 0.2 s, unreported, so only the watchdog's reading ends it.
    // Meanwhile the program changes the sheet's stack every `period` (reported pushes
    // and pops of 0.2 s), and, after 5 s, sets the root stack to [a]. That change waits
    // for d's push to end; it must go out within half a minute while the sheet changes.
    // Control: a period of 1 s, longer than the watchdog's first interval.
    @Test(arguments: [0.4, 1.0])
    func aStackWaitingForTheWatchdog_isNotStarvedByChangesElsewhere(_ period: Double) async {
        let scene = Two.scene(.root, seed: 335)
        scene.device.durations = 0.2...0.2
        scene.program { scene.navigation.present(scene.screen("sheet")) }
        scene.settle(.seconds(20))
        scene.device.reportsTransitions = false
        scene.program {
            _ = scene.navigation.setStack(scene.navigation.state.stack + [scene.screen("d")], layer: .root)
        }
        scene.run(.milliseconds(300))
        scene.device.reportsTransitions = true
        var elapsed = 0.0
        var round = 0
        var setAt: Double?
        var wentOutAt: Double?
        while elapsed < 60 {
            scene.program {
                if round % 2 == 0 { scene.navigation.push(scene.screen("p")) } else { _ = scene.navigation.pop() }
            }
            round += 1
            if elapsed >= 5, setAt == nil {
                setAt = elapsed
                scene.program {
                    _ = scene.navigation.setStack(Array(scene.navigation.state.stack.prefix(1)), layer: .root)
                }
            }
            scene.run(.milliseconds(Int(period * 1000)))
            elapsed += period
            if setAt != nil, wentOutAt == nil, scene.device.navs[.layer(.root)]?.shown.count == 1 {
                wentOutAt = elapsed
            }
        }
        // Fails at 0.4 s: each sheet change is a new wait that re-arms the watchdog
        // (0.5 s) before it comes due; the readings taken before each change find the
        // root stack at rest but end no motion, so d's push never ends while the sheet
        // changes, and the root change waits for the program to stop.
        #expect(
            wentOutAt.map { $0 < 35 } == true,
            "the root change went out at \(wentOutAt.map { "\($0) s" } ?? "never")")
        scene.settle()
        let problems = scene.problems()
        #expect(problems.isEmpty, scene.message(problems))
        #expect(Two.bases(Self.rootStack(scene)) == ["a"], "\(Self.rootStack(scene))")
    }
}

// MARK: 4. A pop confirmed later

extension OutsideProbesRoundThree {
    /// What the program does between the swipe's early write and UIKit's word on it.
    enum Meanwhile: String, CaseIterable, CustomTestStringConvertible, Sendable {
        case popsTheSame, popsTwo, replacesTheTop, setsAnotherStack, presentsASheet, pushesTwo
        var testDescription: String { rawValue }
    }

    // Premise (as round two's 132): no coordinator reports; the program pushed d; the
    // user swipes back from d (SwiftUI writing [a, b, c] as it begins) before a reading
    // found d's push over, so the write waits for UIKit, which cannot be read meanwhile
    // (a reading would find d already off UIKit's stack, N3, and take the pop at once).
    // The program changes the stack meanwhile; the swipe commits. The pop takes only d
    // off the state as it is then.
    @Test(arguments: Meanwhile.allCases)
    func aPopConfirmedAfterAProgramChange_appliesToTheStateThen(_ meanwhile: Meanwhile) async {
        let scene = Two.scene(.root, seed: 341, reports: false)
        scene.device.durations = 0.2...0.2
        scene.program { scene.navigation.push(scene.screen("d")) }
        scene.run(.milliseconds(300))
        scene.device.canRead = false
        #expect(scene.device.swipeBack(hold: .seconds(2), writesEarly: true))
        scene.run(.milliseconds(500))
        scene.device.canRead = true
        let expected: [String]
        switch meanwhile {
        case .popsTheSame:
            scene.program { _ = scene.navigation.pop() }
            expected = ["a", "b", "c"]
        case .popsTwo:
            scene.program { _ = scene.navigation.pop(count: 2) }
            expected = ["a", "b"]
        case .replacesTheTop:
            scene.program {
                var stack = scene.navigation.state.stack
                stack.removeLast()
                _ = scene.navigation.setStack(stack + [scene.screen("y")], layer: .root)
            }
            expected = ["a", "b", "c", "y"]
        case .setsAnotherStack:
            scene.program { _ = scene.navigation.setStack([scene.screen("n")], layer: .root) }
            expected = ["n"]
        case .presentsASheet:
            scene.program { scene.navigation.present(scene.screen("sheet")) }
            expected = ["a", "b", "c"]
        case .pushesTwo:
            scene.program {
                scene.navigation.push(scene.screen("x"))
                scene.navigation.push(scene.screen("y"))
            }
            expected = ["a", "b", "c", "x", "y"]
        }
        scene.settle()
        let problems = scene.problems()
        #expect(problems.isEmpty, scene.message(problems))
        #expect(Two.bases(Self.rootStack(scene)) == expected, "\(Self.rootStack(scene))")
    }

    // Premise: as above, and a guard refuses to let d go. UIKit popped d; once the pop is
    // confirmed the guard keeps it: d comes back, the same appearance, not built again.
    @Test func aPopConfirmedLaterThatAGuardRefuses_bringsTheScreenBack() async {
        let scene = Two.scene(.root, seed: 342, reports: false)
        scene.device.durations = 0.2...0.2
        scene.program { scene.navigation.push(scene.screen("d")) }
        scene.run(.milliseconds(300))
        let token = scene.navigation.addGuard { operation, state in
            var after = state
            _ = after.apply(operation)
            let keeps = after.stack.contains { OutsideDevice.name($0).hasPrefix("d") }
            let had = state.stack.contains { OutsideDevice.name($0).hasPrefix("d") }
            return had && !keeps ? .reject("unsaved") : .allow
        }
        #expect(scene.device.swipeBack(hold: .seconds(2), writesEarly: true))
        scene.run(.milliseconds(500))
        scene.program { scene.navigation.push(scene.screen("x")) }
        scene.settle()
        scene.navigation.remove(token)
        let problems = scene.problems()
        #expect(problems.isEmpty, scene.message(problems))
        #expect(Two.bases(Self.rootStack(scene)) == ["a", "b", "c", "d", "x"], "\(Self.rootStack(scene))")
    }

    // Premise: as above, the swipe's write waits for UIKit; the swipe commits and, before
    // a reading, the user taps back from c (SwiftUI writing [a, b] as that pop begins):
    // two pops wait at once. Both hold; the program's push made meanwhile stays.
    @Test func twoPopsPending_bothHold() async {
        let scene = Two.scene(.root, seed: 343, reports: false)
        scene.device.durations = 0.2...0.2
        scene.program { scene.navigation.push(scene.screen("d")) }
        scene.run(.milliseconds(300))
        #expect(scene.device.swipeBack(hold: .milliseconds(400), writesEarly: true))
        scene.run(.milliseconds(420))
        #expect(scene.device.tapBack(writesEarly: true))
        scene.run(.milliseconds(50))
        scene.program { scene.navigation.push(scene.screen("x")) }
        scene.settle()
        let problems = scene.problems()
        #expect(problems.isEmpty, scene.message(problems))
        #expect(Two.bases(Self.rootStack(scene)) == ["a", "b", "x"], "\(Self.rootStack(scene))")
    }

    // Premise: a sheet with a, b, c, d (d just pushed, no reports); the user swipes back
    // from d writing early; before UIKit's word the program dismisses the sheet. The pop
    // has nothing left to apply to; the sheet goes, and nothing of it stays built.
    @Test func aPopConfirmedAfterItsLayerWasDismissed_changesNothing() async {
        let scene = Two.scene(.sheet, seed: 344, reports: false)
        scene.device.durations = 0.2...0.2
        scene.program { scene.navigation.push(scene.screen("d")) }
        scene.run(.milliseconds(300))
        #expect(scene.device.swipeBack(hold: .seconds(2), writesEarly: true))
        scene.run(.milliseconds(500))
        scene.program { _ = scene.navigation.dismiss() }
        scene.settle()
        let problems = scene.problems()
        #expect(problems.isEmpty, scene.message(problems))
        #expect(scene.navigation.state.presentations.isEmpty)
    }

    // Premise: two tabs, the first with a, b, c; no coordinator reports. The program
    // pushes d, and the user swipes back from d before a reading found the push over
    // (SwiftUI writing [a, b, c] as the swipe begins), so the write waits for UIKit.
    // The program then selects the second tab and the first again in one call (a
    // deep link's reset): the first tab never left the screen. The swipe commits.
    // Control (`apart`): the two selections 0.3 s apart, the first tab left the screen
    // (its swipe's pop may be dropped, as documented): the scene converges.
    @Test(arguments: [false, true])
    func aPopConfirmedAfterATabRoundTrip_holds(_ apart: Bool) async {
        let scene = Two.scene(.tab, seed: 345, reports: false)
        scene.device.durations = 0.2...0.2
        scene.program { scene.navigation.push(scene.screen("d")) }
        scene.run(.milliseconds(300))
        #expect(scene.device.swipeBack(hold: .seconds(2), writesEarly: true))
        scene.run(.milliseconds(500))
        scene.program { _ = scene.navigation.apply(.selectTab(scene.navigation.state.tabs[1].module)) }
        if apart { scene.run(.milliseconds(300)) }
        scene.program { _ = scene.navigation.apply(.selectTab(scene.navigation.state.tabs[0].module)) }
        scene.settle()
        let problems = scene.problems()
        #expect(problems.isEmpty, scene.message(problems))
        let first = scene.navigation.state.tabs[0].stack.map(OutsideDevice.name)
        if !apart { #expect(Two.bases(first) == ["a", "b", "c"], "\(first)") }
    }
}

// MARK: 6. How long a change under a sheet holds what follows it

extension OutsideProbesRoundThree {
    // Premise: a push on the stack under a sheet says nothing (its screens are covered: no
    // appearance, no coordinator report); only a reading ends it. The sheet's dismissal,
    // asked for right after, waits for that end. A reading at rest that finds the stack
    // at its new depth ends the push: it need not wait for a second reading.
    @Test(arguments: [true, false])
    func aDismissalAfterAPushUnderTheSheet_goesOutAtTheFirstReading(_ reports: Bool) async {
        let scene = OutsideScene(seed: 318)
        scene.device.reportsTransitions = reports
        scene.device.durations = 0.3...0.3
        scene.settle(.seconds(10))
        let sheet = scene.screen("sheet")
        scene.program { scene.navigation.present(sheet, style: .modal) }
        scene.settle(.seconds(10))
        #expect(Self.shows(scene, sheet.id))
        scene.program {
            _ = scene.navigation.apply(.setStack([scene.screen("a"), scene.screen("b")], layer: .root))
            _ = scene.navigation.dismissAll()
        }
        var waited = Duration.zero
        while scene.device.chain.contains(where: { $0.content == .layer(sheet.id) }), waited < .seconds(10) {
            scene.run(.milliseconds(50))
            waited += .milliseconds(50)
        }
        // The first reading comes after half a second; the dismissal's animation then
        // lasts 0.3 s.
        #expect(waited <= .milliseconds(1_000), "the sheet went after \(waited)")
        scene.settle()
        let problems = scene.problems()
        #expect(problems.isEmpty, scene.message(problems))
        #expect(Self.rootStack(scene).map { $0.prefix(1) } == ["a", "b"])
    }
}
