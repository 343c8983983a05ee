import Foundation
import Navigation
import Testing

// (2) No timer concludes: with a UIKit that keeps refusing or keeps animating, nothing is
// taken as shown or gone, however long; once UIKit accepts, the screen converges; and
// the session reads UIKit ever less often, at most every 16 s.

@Suite @MainActor struct OutsideProbesTimers {
    /// The session's reads in an hour, backing off to one each 16 s, with room for the
    /// first ones and for new waits.
    static let hourOfReads = 3600 / 16 + 20

    // Premise: a module's own alert (`.other`) sits over the root for an hour while the
    // user is away; UIKit drops every `present` meanwhile. The program presented a sheet
    // and queued an alert behind it.
    @Test func aSheetRefusedForAnHour_isNeverTakenAsShown_andShowsOnceAccepted() async {
        let scene = OutsideScene(seed: 11)
        scene.device.presentOther()
        scene.run(.seconds(2))
        let sheet = scene.screen("sheet")
        scene.program {
            scene.navigation.present(sheet)
            _ = scene.navigation.showAlert(NavigationAlert(title: "behind"))
        }
        let readsBefore = scene.device.reads
        scene.run(.seconds(3600))
        let reads = scene.device.reads - readsBefore
        // Were the sheet taken as shown, the alert behind it would be asked for next.
        #expect(
            scene.session.frame.layers.last?.alert == nil, "the alert was asked for over a sheet UIKit never showed")
        #expect(!scene.device.chain.contains { $0.content == .layer(sheet.id) })
        #expect(reads <= Self.hourOfReads, "\(reads) reads in an hour")
        #expect(reads >= 3600 / 16 - 5, "the session stopped asking: \(reads) reads in an hour")
        #expect(!scene.stalls.isEmpty, "a wait failing for an hour is reported")
        scene.device.dismissOther()
        scene.settle()
        let problems = scene.problems()
        #expect(problems.isEmpty, scene.message(problems))
        #expect(scene.navigation.state.alert?.title == "behind")
    }

    // Premise: a sheet's first frame takes an hour (a view that blocks on a slow model):
    // the presented controller reads `isBeingPresented` all that time.
    @Test func aPresentationThatKeepsAnimatingForAnHour_isNotTakenAsShown() async {
        let scene = OutsideScene(seed: 12)
        scene.device.slowFirstFrame = .seconds(3600)
        scene.program {
            scene.navigation.present(sheet: OutsideScreen(name: scene.fresh("slow")))
            _ = scene.navigation.showAlert(NavigationAlert(title: "after"))
        }
        scene.run(.seconds(3590))
        #expect(scene.session.frame.layers.last?.alert == nil, "the alert was asked for during the presentation")
        #expect(scene.device.reads <= Self.hourOfReads)
        scene.device.slowFirstFrame = .zero
        scene.settle()
        let problems = scene.problems()
        #expect(problems.isEmpty, scene.message(problems))
        #expect(scene.device.refusals.isEmpty, "\(scene.device.refusals)")
    }

    // Premise: the user holds a swipe back for an hour (the navigation controller's
    // transition is under way all along); the program pushes and presents meanwhile.
    @Test func aSwipeHeldForAnHour_holdsTheProgramsChanges_andNothingIsTakenAsDone() async {
        let scene = OutsideScene(seed: 13) { make in NavigationState(stack: [make("a"), make("b")]) }
        scene.settle(.seconds(5))
        #expect(scene.device.swipeBack(hold: .seconds(3600)))
        scene.run(.seconds(10))
        let pushed = scene.screen("x")
        scene.program { scene.navigation.push(pushed) }
        scene.run(.seconds(10))
        scene.program { scene.navigation.present(sheet: OutsideScreen(name: scene.fresh("sheet"))) }
        let readsBefore = scene.device.reads
        scene.run(.seconds(3500))
        #expect(scene.device.chain.isEmpty, "nothing presented while the finger holds the stack")
        #expect(scene.device.reads - readsBefore <= Self.hourOfReads)
        scene.settle()
        let problems = scene.problems()
        #expect(problems.isEmpty, scene.message(problems))
        let root = scene.navigation.state.stack.map(OutsideDevice.name)
        #expect(root.count == 2 && root[1].hasPrefix("x"), "the user's pop and the program's push both hold: \(root)")
    }

    // Premise: the user holds a sheet mid-drag for an hour; UIKit ignores the program's
    // dismissal meanwhile (the sheet reads `isBeingDismissed`); the program then presents
    // a cover, which must wait for the sheet to go.
    @Test func aDismissalIgnoredForAnHour_isNotTakenAsGone() async {
        let scene = OutsideScene(seed: 14)
        scene.program { scene.navigation.present(sheet: OutsideScreen(name: scene.fresh("sheet"))) }
        scene.settle(.seconds(10))
        #expect(scene.device.dragSheet(hold: .seconds(3600), dismisses: false))
        scene.run(.seconds(1))
        let cover = scene.screen("cover")
        scene.program {
            scene.navigation.dismiss()
            scene.navigation.present(cover, style: .modal)
        }
        scene.run(.seconds(3500))
        #expect(!scene.device.chain.contains { $0.content == .layer(cover.id) })
        #expect(!scene.device.refusals.contains { $0.contains("present") }, "\(scene.device.refusals)")
        scene.settle()
        let problems = scene.problems()
        #expect(problems.isEmpty, scene.message(problems))
    }

    // Premise: the navigation controller never reports (no coordinator reporter attached)
    // and the platform cannot read: a push's end is never known. Nothing may spin.
    @Test func aStackChangeNobodyReportsOrReads_costsBoundedTimers() async {
        let scene = OutsideScene(seed: 15)
        scene.device.reportsTransitions = false
        scene.device.canRead = false
        scene.program { scene.navigation.push(OutsideScreen(name: scene.fresh("a"))) }
        scene.run(.seconds(3600))
        #expect(scene.device.timersScheduled <= Self.hourOfReads, "\(scene.device.timersScheduled) timers")
        #expect(scene.device.jobsRun < 2000)
        #expect(scene.device.violations.isEmpty, "\(scene.device.violations)")
    }
}

extension NavigationService {
    /// Presents an erased module.
    func present(_ module: AnyModule, style: PresentationStyle = .sheet) {
        apply(.present(module, style: style))
    }

    /// Pushes an erased module.
    func push(_ module: AnyModule) {
        apply(.push(module))
    }
}

extension OutsideProbesTimers {
    /// The layers under the module's alert.
    enum Layers: String, CaseIterable, CustomTestStringConvertible, Sendable {
        case sheet, sheetUnderSheet, popupUnderCover, sheetUnderCover
        /// A popup, a cover over it and a sheet over that, which the user drags while the
        /// program dismisses every layer: UIKit ignores the dismissal while the finger
        /// holds the sheet; it springs back after three seconds.
        case coverUnderADraggedSheet
        var testDescription: String { rawValue }
    }

    // Premise: a module presents its own alert (`.other`, appearing) over the top layer at
    // the moment the program dismisses every layer: UIKit ignores the dismissal ("while
    // a presentation is in progress"). The module's alert is answered ten seconds later;
    // then the program presents another layer. The dismissal must be asked for again,
    // the screen converges, and the reads back off.
    @Test(arguments: Layers.allCases)
    func aDismissalUIKitIgnoredDuringAnotherPresentation_isAskedAgain(_ layers: Layers) async {
        dismissalIgnoredDuringAnotherPresentation(layers)
    }

    func dismissalIgnoredDuringAnotherPresentation(_ layers: Layers) {
        let scene = OutsideScene(seed: 16)
        scene.program {
            switch layers {
            case .sheet: scene.navigation.present(scene.screen("sheet"))
            case .popupUnderCover:
                scene.navigation.present(scene.screen("popup"), style: .popup)
                scene.navigation.present(scene.screen("cover"), style: .modal)
            case .sheetUnderSheet:
                scene.navigation.present(scene.screen("under"))
                scene.navigation.present(scene.screen("over"))
            case .sheetUnderCover:
                scene.navigation.present(scene.screen("under"))
                scene.navigation.present(scene.screen("cover"), style: .modal)
            case .coverUnderADraggedSheet:
                scene.navigation.present(scene.screen("popup"), style: .popup)
                scene.navigation.present(scene.screen("cover"), style: .modal)
                scene.navigation.present(scene.screen("sheet"))
            }
        }
        scene.settle(.seconds(10))
        if layers == .coverUnderADraggedSheet {
            #expect(scene.device.dragSheet(hold: .seconds(3), dismisses: false))
        } else {
            #expect(scene.device.presentOther())
        }
        scene.program { _ = scene.navigation.dismissAll() }
        scene.run(.milliseconds(1))
        #expect(scene.device.refusals.contains { $0.contains("ignored") }, "premise: UIKit ignored the dismissal")
        scene.run(.seconds(10))
        _ = scene.device.dismissOther()
        scene.program { scene.navigation.present(scene.screen("next"), style: .modal) }
        scene.settle(.seconds(60))
        let reads = scene.device.reads
        scene.run(.seconds(600))
        #expect(scene.device.reads - reads < 60, "\(scene.device.reads - reads) reads in ten minutes")
        let problems = scene.problems()
        #expect(problems.isEmpty, scene.message(problems))
    }
}
