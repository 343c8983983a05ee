import Navigation
import Testing

// Alerts UIKit presents: one it drops must be asked for again, never block the ones
// queued after it; a button's action runs once, however SwiftUI orders the tap and the
// `isPresented` write.

@Suite @MainActor struct AlertProbeTests {
    /// Taps the first button of the alert on screen as SwiftUI does: the action, then
    /// `isPresented = false`.
    private func tapFirstButton(in scene: ProbeScene) -> String? {
        guard let alert = scene.frame.layers.last?.alert else { return nil }
        alert.buttons.first?.tap()
        alert.dismiss()
        return alert.alert.title
    }

    @Test func aDroppedAlert_isAskedForAgain_andDoesNotBlockTheNextOne() async {
        let scene = ProbeScene()
        var taps: [String] = []
        scene.alertDrops = ["first": 1]
        scene.navigation.showAlert(NavigationAlert(title: "first", buttons: [.init("OK") { taps.append("first") }]))
        scene.navigation.showAlert(NavigationAlert(title: "second", buttons: [.init("OK") { taps.append("second") }]))
        scene.settle()
        #expect(scene.frame.layers.last?.alert?.alert.title == "first", "the dropped alert is shown again")
        #expect(tapFirstButton(in: scene) == "first")
        scene.settle()
        #expect(tapFirstButton(in: scene) == "second")
        scene.settle()
        #expect(taps == ["first", "second"])
        #expect(scene.navigation.state.alert == nil)
        #expect(scene.mismatches() == [])
    }

    @Test func anAlertDroppedSeveralTimesInARow_showsOnceUIKitLetsIt_thenTheNextOne() async {
        let scene = ProbeScene()
        // UIKit drops it three times in a row (a module's own sheet is up for a while).
        scene.alertDrops = ["stuck": 3]
        scene.navigation.showAlert(NavigationAlert(title: "stuck", buttons: [.init("OK")]))
        scene.navigation.showAlert(NavigationAlert(title: "next", buttons: [.init("OK")]))
        scene.settle(seconds: 400)
        #expect(scene.alertDrops["stuck"] == 0, "asked for again after each drop")
        #expect(tapFirstButton(in: scene) == "stuck")
        scene.settle()
        #expect(tapFirstButton(in: scene) == "next")
        scene.settle()
        #expect(scene.navigation.state.alert == nil)
        #expect(scene.mismatches() == [])
    }

    @Test func aButtonTap_runsItsActionOnce_inEitherOrderOfTapAndBinding() async {
        for bindingFirst in [false, true] {
            let scene = ProbeScene()
            var taps = 0
            scene.navigation.showAlert(NavigationAlert(title: "one", buttons: [.init("OK") { taps += 1 }]))
            scene.navigation.showAlert(NavigationAlert(title: "two", buttons: [.init("OK")]))
            scene.settle()
            let alert = scene.frame.layers.last!.alert!
            if bindingFirst {
                alert.dismiss()
                alert.buttons[0].tap()
            } else {
                alert.buttons[0].tap()
                alert.dismiss()
            }
            // A doubled binding write from the same frame, as SwiftUI sends on re-render.
            alert.dismiss()
            scene.settle()
            #expect(taps == 1, "binding first: \(bindingFirst)")
            #expect(scene.frame.layers.last?.alert?.alert.title == "two", "binding first: \(bindingFirst)")
            #expect(scene.navigation.state.alerts.count == 1)
            #expect(scene.mismatches() == [])
        }
    }

    @Test func aStaleAlertsButton_afterTheNextAlertShows_doesNotDismissTheNextOne() async {
        let scene = ProbeScene()
        scene.navigation.showAlert(NavigationAlert(title: "one", buttons: [.init("OK")]))
        scene.navigation.showAlert(NavigationAlert(title: "two", buttons: [.init("OK")]))
        scene.settle()
        let stale = scene.frame.layers.last!.alert!
        stale.buttons[0].tap()
        stale.dismiss()
        scene.settle()
        #expect(scene.frame.layers.last?.alert?.alert.title == "two")
        stale.dismiss()
        stale.buttons[0].tap()
        scene.settle()
        #expect(scene.frame.layers.last?.alert?.alert.title == "two")
        #expect(scene.navigation.state.alert?.title == "two")
        #expect(scene.mismatches() == [])
    }

    @Test func anAlertShownOverASheet_showsOnTheSheet_once() async {
        let scene = ProbeScene()
        scene.navigation.present(sheet: ProbeScreen(name: "sheet", log: scene.log))
        scene.navigation.showAlert(NavigationAlert(title: "over", buttons: [.init("OK")]))
        scene.settle()
        #expect(scene.frame.layers.count == 2)
        #expect(scene.frame.layers[0].alert == nil)
        #expect(scene.frame.layers[1].alert?.alert.title == "over")
        #expect(scene.mismatches() == [])
    }
}
