import Foundation
import Navigation
import Testing

// (6) Stale callbacks: a late `viewDidDisappear` of an earlier appearance, doubled
// reports, reports for screens never shown, late copies of gesture writes, and a
// covered layer's `viewDidDisappear` that is not its dismissal.

@Suite @MainActor struct OutsideProbesStaleCallbacks {
    // Premise: a sheet is dismissed; its content's `viewDidDisappear` is late (a slow
    // dealloc) and only comes after the app restored a saved state holding the same
    // sheet, with the same appearance id, which is presented again. The late report
    // belongs to the first appearance: the second stays shown, and an alert over it shows.
    @Test(arguments: [false, true])
    func aLateDisappearanceOfAnEarlierAppearance_changesNothing(_ afterTheSecondAppeared: Bool) async {
        let scene = OutsideScene(seed: 61)
        scene.program { scene.navigation.present(scene.screen("sheet")) }
        scene.settle(.seconds(10))
        let saved = scene.navigation.state
        let firstFrame = scene.session.frame.layers[0].presented!
        // Its `viewDidDisappear` will come late: the reporter holds it back.
        scene.device.reportsLayers = false
        scene.program { _ = scene.navigation.dismiss() }
        scene.settle(.seconds(30))
        #expect(scene.device.chain.isEmpty)
        scene.device.reportsLayers = true
        scene.program { scene.navigation.state = saved }
        scene.run(afterTheSecondAppeared ? .seconds(5) : .milliseconds(100))
        firstFrame.disappeared()
        scene.program { _ = scene.navigation.showAlert(NavigationAlert(title: "over the sheet")) }
        scene.settle()
        // The first appearance left (a reading found it gone) and its views went with it:
        // the restored state builds the sheet anew.
        let problems = scene.problems(allowUnexpected: true).filter { !$0.hasPrefix("built more than once") }
        #expect(problems.isEmpty, scene.message(problems))
        #expect(scene.device.chain.count == 2, "the sheet and the alert over it: \(scene.device.chain.map(\.content))")
    }

    // Premise: every report UIKit and SwiftUI make comes twice (a representable in two
    // places, `onAppear` run again for content on screen), through a whole session.
    @Test func doubledReportsThroughAWholeSession_converge() async {
        let scene = OutsideScene(seed: 62)
        scene.device.doublesReports = true
        var taps = 0
        scene.program {
            scene.navigation.push(scene.screen("a"))
            scene.navigation.present(scene.screen("sheet"))
            scene.navigation.push(scene.screen("b"))
            _ = scene.navigation.showAlert(NavigationAlert(title: "q", buttons: [.init("OK") { taps += 1 }]))
        }
        scene.settle(.seconds(30))
        #expect(scene.device.tapAlert(0))
        scene.settle(.seconds(30))
        #expect(scene.device.swipeBack(hold: .milliseconds(500)))
        scene.settle(.seconds(30))
        scene.program { scene.navigation.present(scene.screen("cover"), style: .modal) }
        scene.settle(.seconds(30))
        scene.program { _ = scene.navigation.dismissAll() }
        scene.settle()
        let problems = scene.problems(allowUnexpected: true)
        #expect(problems.isEmpty, scene.message(problems))
        #expect(taps == 1, "a doubled tap ran the action twice")
        #expect(scene.navigation.state.stack.count == 1)
    }

    // Premise: none a device makes; a renderer's bug or a stray representable sends
    // `onAppear`, `onDisappear` and transition reports for a screen never in any path,
    // and `viewDidAppear` for a layer long gone. Each must change nothing, and the scene
    // must go on working.
    @Test func reportsForScreensNeverShown_changeNothing() async {
        let scene = OutsideScene(seed: 63)
        scene.program { scene.navigation.present(scene.screen("gone")) }
        scene.settle(.seconds(10))
        let goneLayer = scene.session.frame.layers[0].presented!
        scene.program {
            _ = scene.navigation.dismiss()
            scene.navigation.push(scene.screen("a"))
        }
        scene.settle(.seconds(30))
        let state = scene.navigation.state
        let stack = scene.device.stackFrame(.layer(.root))!
        let stranger = ScreenElement(scene.screen("stranger"))
        let before = scene.unexpected.count
        stack.appeared(stranger)
        stack.transition(stranger, .began(appearing: true, interactive: false))
        stack.transition(stranger, .ended(appearing: true, cancelled: false))
        stack.disappeared(stranger)
        goneLayer.appeared()
        goneLayer.disappeared()
        scene.settle()
        #expect(scene.navigation.state == state, "the state changed")
        // The article says such events are "counted and reported"; none is (noted in the
        // report, not asserted: ignoring them silently is harmless).
        _ = before
        let problems = scene.problems(allowUnexpected: true)
        #expect(problems.isEmpty, scene.message(problems))
        // The scene still works.
        scene.program { scene.navigation.present(scene.screen("after")) }
        scene.settle()
        let after = scene.problems(allowUnexpected: true)
        #expect(after.isEmpty, scene.message(after))
    }

    // Premise: a swipe back pops c off [a, b, c]; SwiftUI writes [a, b] again later (a
    // doubled write), `delay` after the program pushed d: before the frame showing d is
    // rendered (0), mid-slide (0.3 s), or once d is on screen (10 s). The late copy pops
    // nothing ("A late or doubled copy of the write, after a newer push showed, pops
    // nothing").
    @Test(arguments: [0.0, 0.3, 10.0])
    func aLateCopyOfASwipesWrite_popsNothing(_ delay: Double) async {
        lateCopyOfASwipesWrite(delay)
    }

    func lateCopyOfASwipesWrite(_ delay: Double) {
        let scene = OutsideScene(seed: 64) { make in NavigationState(stack: [make("a"), make("b"), make("c")]) }
        scene.settle(.seconds(5))
        let binding = scene.device.stackFrame(.layer(.root))!.binding
        let written = Array(binding.path.dropLast())
        #expect(scene.device.swipeBack(hold: .milliseconds(300)))
        scene.settle(.seconds(10))
        let d = scene.screen("d")
        var dLeft = 0
        let token = scene.navigation.addJournalListener { entry in
            if entry.before.stack.contains(where: { $0.id == d.id }),
                !entry.after.stack.contains(where: { $0.id == d.id })
            {
                dLeft += 1
            }
        }
        scene.program { scene.navigation.push(d) }
        scene.run(.seconds(delay))
        binding.path = written
        scene.settle()
        scene.navigation.remove(token)
        let problems = scene.problems()
        #expect(problems.isEmpty, scene.message(problems))
        #expect(dLeft == 0, "the program's d left the state \(dLeft) time(s)")
        let names = scene.navigation.state.stack.map(OutsideDevice.name)
        #expect(names.count == 3 && names[2].hasPrefix("d"), "\(names)")
    }

    // Premise: a sheet's nil write comes from the frame that presented it, late, after
    // the program dismissed it and presented the same module value again (a new
    // appearance). It must not dismiss the new sheet.
    @Test func aLateNilWriteOfAnEarlierSheet_doesNotDismissTheNewOne() async {
        let scene = OutsideScene(seed: 65)
        let name = scene.fresh("same")
        scene.program { scene.navigation.present(AnyModule(OutsideScreen(name: name))) }
        scene.settle(.seconds(10))
        let old = scene.session.frame.layers[0].presented!
        scene.program { _ = scene.navigation.dismiss() }
        scene.settle(.seconds(10))
        scene.program { scene.navigation.present(AnyModule(OutsideScreen(name: name))) }
        scene.settle(.seconds(10))
        old.dismiss()
        scene.settle()
        let problems = scene.problems(allowUnexpected: true)
        // The same name twice is two appearances: built once each.
        #expect(problems.allSatisfy { $0.hasPrefix("built more than once: [\"\(name)\": 2]") }, scene.message(problems))
        #expect(scene.navigation.state.presentations.count == 1)
    }

    // Premise: a cover over a sheet makes the sheet's content report `viewDidDisappear`
    // (it is covered, not gone), and `viewDidAppear` again when the cover goes. The
    // program then pushes in the sheet and shows an alert over it.
    @Test func aCoveredLayersDisappearance_isNotItsDismissal() async {
        let scene = OutsideScene(seed: 66)
        scene.program {
            scene.navigation.present(scene.screen("sheet"))
            scene.navigation.present(scene.screen("cover"), style: .modal)
        }
        scene.settle(.seconds(20))
        #expect(scene.device.lines.contains { $0.contains("(covered)") }, "premise: the covered layer reported")
        scene.program { _ = scene.navigation.dismiss() }
        scene.settle(.seconds(20))
        scene.program {
            scene.navigation.push(scene.screen("inside"))
            _ = scene.navigation.showAlert(NavigationAlert(title: "over"))
        }
        scene.settle()
        let problems = scene.problems()
        #expect(problems.isEmpty, scene.message(problems))
    }
}

extension OutsideProbesStaleCallbacks {
    // Premise: a popup (with a pushed screen) under a full-screen cover; the program
    // dismisses the cover, then the popup. The popup's content reports `viewDidAppear`
    // as the cover goes (uncovered), then `viewDidDisappear` as it goes; each report
    // made once, or twice; the uncovered layer's report before or after the cover's.
    @Test(arguments: [false, true], [false, true])
    func aLayerUncoveredThenDismissed_isLetGo(_ doubled: Bool, _ uncoveredFirst: Bool) async {
        uncoveredThenDismissed(doubled, uncoveredFirst)
    }

    func uncoveredThenDismissed(_ doubled: Bool, _ uncoveredFirst: Bool) {
        let scene = OutsideScene(seed: 67)
        scene.device.doublesReports = doubled
        scene.device.uncoveredFirst = uncoveredFirst
        scene.program {
            scene.navigation.present(scene.screen("popup"), style: .popup)
            scene.navigation.push(scene.screen("p"))
            scene.navigation.present(scene.screen("cover"), style: .modal)
        }
        scene.settle(.seconds(20))
        scene.program { _ = scene.navigation.dismiss() }
        scene.run(.milliseconds(300))
        scene.program { _ = scene.navigation.dismiss() }
        scene.settle()
        let problems = scene.problems(allowUnexpected: doubled)
        #expect(problems.isEmpty, scene.message(problems))
    }
}
