import Foundation
import Navigation
import Testing

// (3) Our alert is ours: another UIAlertController (a module's own, another app's, the
// system's: `.other` in a reading) is never taken for the package's alert, neither as
// shown nor as gone; and an alert's answer runs its action exactly once.

@Suite @MainActor struct OutsideProbesAlerts {
    /// Counts the runs of each button's action.
    @MainActor final class Taps {
        var counts: [String: Int] = [:]
        func button(_ title: String, of alert: String) -> NavigationAlert.Button {
            NavigationAlert.Button(title) { [self] in counts["\(alert).\(title)", default: 0] += 1 }
        }
        func alert(_ title: String) -> NavigationAlert {
            NavigationAlert(title: title, buttons: [button("OK", of: title), button("Cancel", of: title)])
        }
    }

    // Premise: a module presents its own UIAlertController (`.other`) at the moment the
    // program shows the package's alert: UIKit refuses ours (its presenter is mid-
    // presentation). The reading then shows an alert controller at rest that is not ours:
    // the session must not take it for ours (it waits, reporting the stall), and asks
    // again once the module's alert goes. The user then answers ours and the next.
    @Test func anotherAlertControllerOnTop_isNeverTakenAsOurs() async {
        let scene = OutsideScene(seed: 41)
        let taps = Taps()
        #expect(scene.device.presentOther())
        scene.program {
            _ = scene.navigation.showAlert(taps.alert("ours"))
            _ = scene.navigation.showAlert(taps.alert("second"))
        }
        scene.run(.seconds(120))
        #expect(scene.device.refusals.contains { $0.contains("alert ours dropped") }, "premise: UIKit refused ours")
        #expect(
            scene.stalls.contains {
                if case .stalled(.alertShown(scene.navigation.state.alert!.id), _) = $0 { true } else { false }
            },
            scene.message(["the wait for ours is not reported: was the module's alert taken for ours?"]))
        #expect(scene.device.dismissOther())
        scene.settle(.seconds(60))
        #expect(scene.device.tapAlert(0), scene.message(["ours was never asked for again"]))
        scene.settle(.seconds(60))
        #expect(scene.navigation.state.alert?.title == "second")
        #expect(scene.device.tapAlert(1))
        scene.settle()
        let problems = scene.problems()
        #expect(problems.isEmpty, scene.message(problems))
        #expect(taps.counts == ["ours.OK": 1, "second.Cancel": 1])
    }

    // Premise: our alert is up; a system alert comes over it. The program dismisses ours
    // and the next alert waits in the queue: UIKit ignores a dismissal of a controller
    // with another over it. Ours must not be taken as gone, nor the next asked for,
    // until the system alert goes.
    @Test func aForeignAlertOverOurs_doesNotMakeOursGone() async {
        let scene = OutsideScene(seed: 42)
        let taps = Taps()
        scene.program {
            _ = scene.navigation.showAlert(taps.alert("first"))
            _ = scene.navigation.showAlert(taps.alert("next"))
        }
        scene.settle(.seconds(20))
        #expect(scene.device.presentOther())
        scene.run(.seconds(3))
        scene.program { _ = scene.navigation.dismissAlert() }
        scene.run(.seconds(120))
        #expect(
            !scene.device.refusals.contains { $0.contains("alert next dropped") },
            "the next alert was asked for while ours was still up: \(scene.device.refusals)")
        scene.device.dismissOther()
        scene.settle()
        let problems = scene.problems()
        #expect(problems.isEmpty, scene.message(problems))
        #expect(scene.navigation.state.alert?.title == "next")
        #expect(taps.counts.isEmpty, "no action ran: \(taps.counts)")
    }

    // Premise: the user taps our alert's button just as the program dismisses the alert
    // (a timeout); a second alert is queued. UIKit takes the tapped alert down and runs the
    // handler after the program's call, or (`handlerFirst`) the handler's answer reaches
    // the session first and the program's call comes within the same second, before the
    // screen changed. The tapped alert's action runs at most once, and the queued alert
    // is not dismissed by the doubled dismissal when the program's call came first.
    @Test(arguments: [false, true])
    func aTapWhileTheProgramDismisses_dismissesOnlyThatAlert(_ handlerFirst: Bool) async {
        let scene = OutsideScene(seed: 43)
        let taps = Taps()
        scene.program {
            _ = scene.navigation.showAlert(taps.alert("first"))
            _ = scene.navigation.showAlert(taps.alert("queued"))
        }
        scene.settle(.seconds(20))
        scene.device.alertTapAfterDismissal = !handlerFirst
        #expect(scene.device.tapAlert(0))
        let programSaw = scene.navigation.state.alert?.title
        scene.program { _ = scene.navigation.dismissAlert() }
        scene.settle()
        if programSaw == "queued" {
            // The answer had already dismissed the first: the program's call, by the API's
            // terms, dismisses the alert that then shows.
            let problems = scene.problems()
            #expect(problems.isEmpty, scene.message(problems))
            #expect(taps.counts == ["first.OK": 1])
            return
        }
        let problems = scene.problems()
        #expect(problems.isEmpty, scene.message(problems))
        #expect(scene.navigation.state.alert?.title == "queued", "the queued alert was dismissed too")
        #expect(taps.counts["first.OK", default: 0] <= 1)
        #expect(taps.counts["queued.OK"] == nil && taps.counts["queued.Cancel"] == nil)
    }

    // Premise: the button's answer reaches the session as the finger lifts, and the
    // alert's `disappeared` only once UIKit's dismissal ends; the program shows another
    // alert in between.
    @Test func aTapAnsweredBeforeTheDismissalEnds_runsOnce_andTheNextAlertShows() async {
        let scene = OutsideScene(seed: 44)
        scene.device.alertTapAfterDismissal = false
        let taps = Taps()
        scene.program { _ = scene.navigation.showAlert(taps.alert("a")) }
        scene.settle(.seconds(20))
        #expect(scene.device.tapAlert(1))
        scene.run(.milliseconds(100))
        scene.program { _ = scene.navigation.showAlert(taps.alert("b")) }
        scene.settle()
        let problems = scene.problems()
        #expect(problems.isEmpty, scene.message(problems))
        #expect(taps.counts == ["a.Cancel": 1])
        #expect(scene.navigation.state.alert?.title == "b")
    }

    // Premise: our alert is up over a sheet; a deep link dismisses the sheet (the alert
    // controller goes with its presenter, reporting neither button nor completion).
    @Test func anAlertWhosePresenterGoes_isGone_andTheQueueGoesOn() async {
        let scene = OutsideScene(seed: 45)
        let taps = Taps()
        scene.program {
            scene.navigation.present(scene.screen("sheet"))
            _ = scene.navigation.showAlert(taps.alert("over"))
        }
        scene.settle(.seconds(20))
        scene.program {
            _ = scene.navigation.dismissAll()
            _ = scene.navigation.showAlert(taps.alert("after"))
        }
        scene.settle()
        let problems = scene.problems()
        #expect(problems.isEmpty, scene.message(problems))
        #expect(taps.counts.isEmpty)
    }

    // Premise: a module's own alert (`.other`) comes over ours once ours is up; the
    // user answers the module's alert first, then ours.
    @Test func aModulesAlertOverOurs_thenOursAnswered_runsOurActionOnce() async {
        let scene = OutsideScene(seed: 46)
        let taps = Taps()
        scene.program { _ = scene.navigation.showAlert(taps.alert("ours")) }
        scene.settle(.seconds(20))
        #expect(scene.device.presentOther())
        scene.run(.seconds(30))
        #expect(!scene.device.tapAlert(0), "ours cannot be tapped under the module's alert")
        scene.device.dismissOther()
        scene.run(.seconds(5))
        #expect(scene.device.tapAlert(0))
        scene.settle()
        let problems = scene.problems()
        #expect(problems.isEmpty, scene.message(problems))
        #expect(taps.counts == ["ours.OK": 1])
    }
}

extension OutsideProbesAlerts {
    // Premise: the user taps "Yes" of our alert; UIKit takes the alert down (0.2–1.5 s
    // here) and only then runs the button's handler, as the renderer's UIAlertController
    // does; meanwhile (0.1 s after the tap) the program dismisses the alert (a timeout).
    // The user answered: the action runs once.
    @Test func aButtonTappedJustBeforeTheProgramDismisses_runsItsActionOnce() async {
        let scene = OutsideScene(seed: 47)
        let taps = Taps()
        scene.program { _ = scene.navigation.showAlert(taps.alert("timed")) }
        scene.settle(.seconds(20))
        #expect(scene.device.tapAlert(0))
        scene.run(.milliseconds(100))
        scene.program { _ = scene.navigation.dismissAlert() }
        scene.settle()
        let problems = scene.problems()
        #expect(problems.isEmpty, scene.message(problems))
        #expect(taps.counts == ["timed.OK": 1], "the user's answer was lost")
    }
}
