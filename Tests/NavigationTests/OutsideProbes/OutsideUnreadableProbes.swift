import Foundation
import Navigation
import Testing

// (8) A platform whose `read()` returns nil: it cannot find the window (a scene being
// torn down or set up, a hierarchy it does not know). Waits then end only by reports;
// nothing may crash or spin, and what should not hang must not.

@Suite @MainActor struct OutsideProbesUnreadable {
    /// What a wait for UIKit needs, and which reporter is missing for it.
    enum Wait: String, CaseIterable, CustomTestStringConvertible, Sendable {
        /// A program push whose coordinator reporter never attached.
        case push
        /// A sheet whose content's `viewDidAppear` reporter never attached.
        case present
        var testDescription: String { rawValue }
    }

    // Premise: nothing can be read, but every reporter reports: a whole app session of
    // pushes, presentations, alerts and dismissals runs on reports alone.
    @Test func withoutReadings_reportsAloneCarryEverything() async {
        let scene = OutsideScene(seed: 31)
        scene.device.canRead = false
        var tapped = 0
        scene.program {
            scene.navigation.push(scene.screen("a"))
            scene.navigation.present(scene.screen("sheet"))
            scene.navigation.push(scene.screen("b"))
            _ = scene.navigation.showAlert(NavigationAlert(title: "q", buttons: [.init("OK") { tapped += 1 }]))
        }
        scene.settle(.seconds(30))
        #expect(scene.device.tapAlert(0))
        scene.settle(.seconds(30))
        scene.program {
            scene.navigation.present(scene.screen("cover"), style: .modal)
            scene.navigation.present(scene.screen("popup"), style: .popup)
        }
        scene.settle(.seconds(30))
        scene.program { _ = scene.navigation.dismissAll() }
        scene.settle(.seconds(30))
        scene.program { _ = scene.navigation.popToRoot() }
        scene.settle()
        let problems = scene.problems()
        #expect(problems.isEmpty, scene.message(problems))
        #expect(tapped == 1)
        #expect(scene.device.reads < 40, "\(scene.device.reads) failed reads")
    }

    // Premise: a reporter is missing and the platform can never read: the wait never ends
    // (nothing is concluded), and it costs no timers beyond the backoff.
    @Test(arguments: Wait.allCases)
    func withoutReadingsOrReports_nothingIsConcluded_andNothingSpins(_ wait: Wait) async {
        let scene = OutsideScene(seed: 32)
        scene.device.canRead = false
        scene.device.reportsTransitions = wait != .push
        scene.device.reportsLayers = wait != .present
        scene.program {
            if wait == .push {
                scene.navigation.push(scene.screen("a"))
            } else {
                scene.navigation.present(scene.screen("s"))
            }
            _ = scene.navigation.showAlert(NavigationAlert(title: "next"))
        }
        scene.run(.seconds(3600))
        #expect(scene.session.frame.layers.last?.alert == nil, "the alert was asked for though nothing ended")
        #expect(scene.device.timersScheduled <= OutsideProbesTimers.hourOfReads)
        #expect(scene.device.jobsRun < 3000, "\(scene.device.jobsRun) jobs in an hour")
    }

    // Premise: one reading fails (the window is briefly not found, as during a scene's
    // setup or a rotation) while a program push's coordinator reporter is missing; a
    // second later the platform reads again, and ten seconds later the program pushes
    // once more. The wait should go on asking and end at the next reading; the second
    // push should follow.
    @Test func oneFailedReading_doesNotStopAPushsWaitForGood() async {
        let scene = OutsideScene(seed: 33)
        scene.device.canRead = false
        scene.device.reportsTransitions = false
        scene.program { scene.navigation.push(scene.screen("a")) }
        scene.run(.seconds(1))
        scene.device.canRead = true
        scene.run(.seconds(10))
        scene.program { scene.navigation.push(scene.screen("b")) }
        scene.settle(.seconds(600))
        let problems = scene.problems()
        #expect(problems.isEmpty, scene.message(problems))
        #expect(!scene.stalls.isEmpty || problems.isEmpty, "a wait that never ends is not even reported")
    }

    // Premise: the same for a sheet whose `viewDidAppear` reporter is missing, with an
    // alert queued behind it: the alert should show once the platform reads again.
    @Test func oneFailedReading_doesNotStopAPresentationsWaitForGood() async {
        let scene = OutsideScene(seed: 35)
        scene.device.canRead = false
        scene.device.reportsLayers = false
        scene.program {
            scene.navigation.present(scene.screen("s"))
            _ = scene.navigation.showAlert(NavigationAlert(title: "behind"))
        }
        scene.run(.seconds(1))
        scene.device.canRead = true
        scene.settle(.seconds(600))
        let problems = scene.problems()
        #expect(problems.isEmpty, scene.message(problems))
    }

    // Premise: a module's own sheet made UIKit drop ours, and one reading failed
    // meanwhile; the module's sheet goes, and the platform reads again.
    @Test func aDroppedPresentation_showsOnceTheBlockerGoesAndReadingsWork() async {
        let scene = OutsideScene(seed: 34)
        scene.device.canRead = false
        scene.device.presentOther()
        scene.run(.seconds(1))
        scene.program { scene.navigation.present(scene.screen("s")) }
        scene.run(.seconds(60))
        scene.device.dismissOther()
        scene.run(.seconds(5))
        scene.device.canRead = true
        scene.settle(.seconds(600))
        let problems = scene.problems()
        #expect(problems.isEmpty, scene.message(problems))
    }

    // Premise: the same, the platform able to read all along: the presentation shows
    // once the module's sheet goes (control for the probe above).
    @Test func aDroppedPresentation_showsOnceTheBlockerGoes_whenReadable() async {
        let scene = OutsideScene(seed: 34)
        scene.device.presentOther()
        scene.run(.seconds(1))
        scene.program { scene.navigation.present(scene.screen("s")) }
        scene.run(.seconds(60))
        scene.device.dismissOther()
        scene.settle(.seconds(600))
        let problems = scene.problems()
        #expect(problems.isEmpty, scene.message(problems))
    }
}
