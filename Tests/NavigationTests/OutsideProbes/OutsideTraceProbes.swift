import Foundation
import Navigation
import Testing

// (9) The trace names every event and action: each callback the device makes shows as
// an `event …` line naming it (checked in every probe, by `problems()`), each read,
// timer and report as its own line; and one scene that meets every kind of event and
// action shows each of them by name.

@Suite @MainActor struct OutsideProbesTrace {
    // Premise: an app that, in one session, pushes, presents every kind of layer, shows
    // and answers alerts, is swiped back, has a sheet swiped down, switches tabs, goes to
    // the background, meets a module's own sheet, and asks for a settle pause.
    @Test func everyKindOfEventAndActionIsNamed() async {
        let scene = OutsideScene(seed: 81, configuration: ScreenConfiguration(settleTime: .milliseconds(200))) { make in
            NavigationState(tabs: [make("t1"), make("t2")])
        }
        var tapped = 0
        scene.program {
            scene.navigation.push(scene.screen("a"))
            scene.navigation.push(scene.screen("b"))
        }
        scene.settle(.seconds(10))
        #expect(scene.device.swipeBack(hold: .milliseconds(400), writesEarly: true))
        scene.settle(.seconds(10))
        #expect(scene.device.tapTab(1))
        scene.settle(.seconds(10))
        scene.program {
            scene.navigation.present(scene.screen("sheet"))
            _ = scene.navigation.showAlert(NavigationAlert(title: "q", buttons: [.init("OK") { tapped += 1 }]))
        }
        scene.settle(.seconds(20))
        #expect(scene.device.tapAlert(0))
        scene.settle(.seconds(10))
        #expect(scene.device.dragSheet(hold: .milliseconds(300), dismisses: true))
        scene.settle(.seconds(10))
        #expect(scene.device.presentOther())
        scene.run(.seconds(2))
        scene.program {
            scene.navigation.present(scene.screen("popup"), style: .popup(PopupOptions(dismissesOnTapOutside: true)))
        }
        scene.run(.seconds(30))
        #expect(scene.device.dismissOther())
        scene.settle(.seconds(30))
        #expect(scene.device.tapOutsidePopup())
        scene.settle(.seconds(10))
        scene.program {
            scene.navigation.present(scene.screen("sheet2"))
            _ = scene.navigation.showAlert(NavigationAlert(title: "over sheet2"))
        }
        scene.settle(.seconds(20))
        scene.program {
            _ = scene.navigation.dismissAll()
            _ = scene.navigation.dismissAlert()
        }
        scene.settle(.seconds(20))
        scene.device.setActivity(.background)
        scene.program { scene.navigation.present(scene.screen("cover"), style: .modal) }
        scene.device.setActivity(.active)
        scene.settle()
        let problems = scene.problems()
        #expect(problems.isEmpty, scene.message(problems))
        #expect(tapped == 1)
        let trace = scene.device.lines.filter { $0.contains("[session] ") }.joined(separator: "\n")
        let events = [
            "rootAppeared", "navigationChanged(", "activityChanged(", "pathWritten(", "screenAppeared(",
            "screenDisappeared(", "screenTransition(", "selectionWritten(", "presentationDismissed(",
            "layerAppeared(", "layerDisappeared(", "alertAppeared(", "alertDisappeared(", "alertButtonTapped(",
            "watchdogFired", "pauseEnded", "read(",
        ]
        for event in events {
            #expect(trace.contains("event \(event)"), "no 'event \(event)…' line in the trace")
        }
        let actions = [
            "apply(", "show(animated)", "show(unanimated)", "startWatchdog(", "cancelWatchdog", "startPause(",
            "read", "tap(", "releaseViews(",
        ]
        for action in actions {
            #expect(trace.contains("do \(action)"), "no 'do \(action)…' line in the trace")
        }
        #expect(trace.contains("report stalled("), "no 'report …' line in the trace")
    }

    // Premise: an app ships without the trace: nothing breaks, and the reports are still
    // kept.
    @Test func withoutATrace_theSceneWorks_andReportsAreKept() async {
        let scene = OutsideScene(seed: 82, traced: false)
        scene.device.presentOther()
        scene.run(.seconds(1))
        scene.program { scene.navigation.present(scene.screen("s")) }
        scene.run(.seconds(60))
        #expect(!scene.stalls.isEmpty)
        scene.device.dismissOther()
        scene.settle()
        let problems = scene.problems()
        #expect(problems.isEmpty, scene.message(problems))
    }
}
