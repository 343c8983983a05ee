import Foundation
import Navigation
import Testing

// (7) Background and foreground in the middle of a step: "A scene in the background
// shows nothing new and reads nothing: SwiftUI defers what changes meanwhile. When it is
// in the foreground again, the scene shows what changed."

@Suite @MainActor struct OutsideProbesBackground {
    // Premise: the program presents a sheet and queues an alert; 0.3 s later the user
    // leaves the app (the sheet's presentation completes in the background, its
    // `viewDidAppear` comes then); a push notification's handler pushes inside the sheet
    // and dismisses the alert while in the background; the user comes back after a minute.
    @Test func backgroundMidPresentation_readsAndShowsNothing_thenConverges() async {
        let scene = OutsideScene(seed: 71)
        scene.program {
            scene.navigation.present(scene.screen("sheet"))
            _ = scene.navigation.showAlert(NavigationAlert(title: "a"))
            _ = scene.navigation.showAlert(NavigationAlert(title: "b"))
        }
        scene.run(.milliseconds(300))
        scene.device.setActivity(.inactive)
        scene.device.setActivity(.background)
        let publishes = scene.device.publishes
        scene.run(.seconds(5))
        scene.program {
            scene.navigation.push(scene.screen("inside"))
            _ = scene.navigation.dismissAlert()
        }
        scene.run(.seconds(60))
        #expect(
            scene.device.readsWhileBackground == 0,
            "read UIKit \(scene.device.readsWhileBackground) times in the background")
        #expect(
            scene.device.publishes == publishes,
            "published \(scene.device.publishes - publishes) frames in the background")
        scene.device.setActivity(.inactive)
        scene.device.setActivity(.active)
        scene.settle()
        let problems = scene.problems()
        #expect(problems.isEmpty, scene.message(problems))
        #expect(scene.navigation.state.alert?.title == "b")
    }

    // Premise: the user leaves mid-push; the push's animation completes in the
    // background (its reports come then); the program pops it and pushes another while
    // in the background; the user comes back.
    @Test func backgroundMidPush_thenChangesInTheBackground_converge() async {
        let scene = OutsideScene(seed: 72)
        scene.program { scene.navigation.push(scene.screen("x")) }
        scene.run(.milliseconds(150))
        scene.device.setActivity(.background)
        scene.run(.seconds(3))
        scene.program {
            _ = scene.navigation.pop()
            scene.navigation.push(scene.screen("y"))
            scene.navigation.present(scene.screen("cover"), style: .modal)
        }
        scene.run(.seconds(600))
        #expect(scene.device.readsWhileBackground == 0)
        scene.device.setActivity(.active)
        scene.settle()
        let problems = scene.problems()
        #expect(problems.isEmpty, scene.message(problems))
    }

    // Premise: the app switcher (`.inactive`) is shown for ten seconds while a deep link's
    // steps run: the scene is in the foreground, UIKit keeps presenting. The steps go on.
    @Test func inactiveMidSteps_goesOn() async {
        let scene = OutsideScene(seed: 73)
        scene.device.setActivity(.inactive)
        scene.program {
            scene.navigation.present(scene.screen("one"))
            scene.navigation.present(scene.screen("two"), style: .modal)
        }
        scene.settle(.seconds(10))
        let problems = scene.problems()
        #expect(problems.isEmpty, scene.message(problems))
        scene.device.setActivity(.active)
    }

    // Premise: the user leaves while holding nothing, and comes back 50 times in a row,
    // quickly, while a sheet and an alert step in.
    @Test func flappingBetweenBackgroundAndForeground_converges() async {
        let scene = OutsideScene(seed: 74)
        scene.program {
            scene.navigation.present(scene.screen("sheet"))
            _ = scene.navigation.showAlert(NavigationAlert(title: "a"))
        }
        for round in 0..<50 {
            scene.device.setActivity(round % 2 == 0 ? .background : .active)
            scene.run(.milliseconds(70 + 13 * (round % 7)))
        }
        scene.device.setActivity(.active)
        scene.settle()
        let problems = scene.problems()
        #expect(problems.isEmpty, scene.message(problems))
    }

    // Premise: the user leaves mid-swipe: UIKit cancels an interactive pop when the app
    // resigns active (the finger is gone); the program pushed meanwhile.
    @Test func backgroundMidSwipe_cancelsIt_andConverges() async {
        let scene = OutsideScene(seed: 75) { make in NavigationState(stack: [make("a"), make("b")]) }
        scene.settle(.seconds(5))
        #expect(scene.device.swipeBack(hold: .seconds(1), cancels: true, writesEarly: true))
        scene.run(.milliseconds(400))
        scene.program { scene.navigation.push(scene.screen("x")) }
        scene.device.setActivity(.background)
        scene.run(.seconds(30))
        scene.device.setActivity(.active)
        scene.settle()
        let problems = scene.problems()
        #expect(problems.isEmpty, scene.message(problems))
        #expect(scene.navigation.state.stack.count == 3)
    }
}

extension OutsideProbesBackground {
    // Premise: the user holds a swipe back on [a, b]; the program presents a sheet (held
    // for the swipe); the user leaves the app (the swipe is cancelled, its reports come
    // in the background); a notification's handler replaces the stack by [c]; the user
    // comes back. The stack's change goes out at once; the sheet must not be presented
    // while it animates ("No presentation step starts while a stack moves").
    @Test func changesMadeInTheBackground_doNotPresentWhileTheStackMoves() async {
        let scene = OutsideScene(seed: 76) { make in NavigationState(stack: [make("a"), make("b")]) }
        scene.settle(.seconds(5))
        #expect(scene.device.swipeBack(hold: .seconds(60), cancels: true))
        scene.run(.seconds(1))
        scene.program { scene.navigation.present(scene.screen("sheet")) }
        scene.run(.seconds(1))
        scene.device.setActivity(.background)
        scene.run(.seconds(5))
        scene.program { _ = scene.navigation.setStack([scene.screen("c")], layer: .root) }
        scene.run(.seconds(30))
        scene.device.setActivity(.active)
        scene.settle()
        let problems = scene.problems()
        #expect(problems.isEmpty, scene.message(problems))
    }
}

extension OutsideProbesBackground {
    // Premise: a tab bar; in the background a notification's handler selects the second
    // tab, pushes on it and presents a sheet; the user comes back. The push goes out at
    // once; the sheet must wait for it.
    // Control (`background` false): the same calls in the foreground.
    @Test(arguments: [true, false])
    func aTabSwitchPushAndPresentationMadeInTheBackground_doNotGoOutTogether(_ background: Bool) async {
        tabSwitchPushAndPresentation(background)
    }

    func tabSwitchPushAndPresentation(_ background: Bool) {
        do {
            let scene = OutsideScene(seed: 77) { make in NavigationState(tabs: [make("t1"), make("t2")]) }
            scene.settle(.seconds(5))
            if background { scene.device.setActivity(.background) }
            scene.program {
                _ = scene.navigation.apply(.selectTab(scene.navigation.state.tabs[1].module))
                scene.navigation.push(scene.screen("x"))
                scene.navigation.present(scene.screen("sheet"))
            }
            scene.run(.seconds(30))
            scene.device.setActivity(.active)
            scene.settle()
            let problems = scene.problems()
            #expect(problems.isEmpty, scene.message(problems))
        }
    }
}
