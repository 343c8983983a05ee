import Navigation
import Testing

// A scene in the background gets no callbacks and SwiftUI defers its changes: nothing
// may be given up on or counted as shown meanwhile, and everything shows once it is
// active again.

@Suite @MainActor struct BackgroundProbeTests {
    @Test func aSheetAskedForJustBeforeBackgrounding_showsWhenActiveAgain() async {
        let scene = ProbeScene()
        scene.reports = false
        scene.navigation.present(sheet: ProbeScreen(name: "sheet", log: scene.log))
        scene.frame.activityChanged(.background)
        scene.wait(.seconds(30))
        scene.frame.activityChanged(.active)
        scene.reports = true
        scene.settle()
        #expect(scene.frame.layers.count == 2)
        #expect(scene.mismatches() == [])
    }

    @Test func changesMadeInTheBackground_showInTheForeground_inOrder() async {
        let scene = ProbeScene()
        scene.frame.activityChanged(.background)
        scene.reports = false
        let published = scene.frame.number
        // A push notification's handler navigates while the scene is in the background.
        scene.navigation.push(ProbeScreen(name: "a", log: scene.log))
        scene.navigation.present(sheet: ProbeScreen(name: "sheet", log: scene.log))
        scene.navigation.showAlert(NavigationAlert(title: "alert", buttons: [.init("OK")]))
        scene.wait(.seconds(20))
        #expect(scene.frame.layers.count == 1, "no presentation while in the background")
        #expect(scene.frame.number == published, "a backgrounded scene shows nothing new")
        scene.frame.activityChanged(.active)
        scene.reports = true
        scene.settle()
        #expect(scene.statePath == ["a"])
        #expect(scene.frame.layers.count == 2)
        #expect(scene.frame.layers.last?.alert?.alert.title == "alert")
        #expect(scene.mismatches() == [])
    }

    @Test func aSheetThatAppearedBeforeBackgrounding_isNotAskedForTwice() async {
        let scene = ProbeScene()
        scene.navigation.present(sheet: ProbeScreen(name: "sheet", log: scene.log))
        scene.react()
        let presentedBefore = scene.frame.layers[0].presented?.element
        scene.frame.activityChanged(.background)
        scene.reports = false
        scene.wait(.seconds(30))
        scene.frame.activityChanged(.inactive)
        scene.frame.activityChanged(.active)
        scene.reports = true
        scene.settle()
        #expect(scene.frame.layers[0].presented?.element == presentedBefore)
        #expect(scene.log.builds["sheet"] == 1)
        #expect(scene.mismatches() == [])
    }

    @Test func backgroundingDuringASwipe_thenTheGestureEnds_popsOnce() async {
        let scene = ProbeScene()
        scene.navigation.setStack([scene.screen("a"), scene.screen("b"), scene.screen("c")])
        scene.settle()
        let stack = scene.stack()!
        let c = stack.binding.path[2]
        scene.userWrites(Array(stack.binding.path.prefix(2)), to: stack)
        scene.frame.activityChanged(.background)
        scene.wait(.seconds(10))
        scene.frame.activityChanged(.active)
        stack.disappeared(c)
        scene.settle()
        #expect(scene.statePath == ["a", "b"])
        #expect(scene.mismatches() == [])
    }

    @Test func repeatedBackgroundingWhileAPresentationWaits_neverGivesUp() async {
        let scene = ProbeScene()
        scene.reports = false
        scene.navigation.present(modal: ProbeScreen(name: "cover", log: scene.log))
        for _ in 0..<5 {
            scene.frame.activityChanged(.background)
            scene.wait(.seconds(10))
            scene.frame.activityChanged(.active)
            scene.wait(.milliseconds(100))
        }
        scene.reports = true
        scene.settle()
        #expect(scene.frame.layers.count == 2)
        #expect(scene.mismatches() == [])
    }
}
