import Foundation
import Navigation
import Testing

// (5) Reentrancy: code that navigates when a change lands (a journal listener, a guard),
// and a module's `deinit` that navigates, while the session is in the middle of an
// event; the session hears the change as queued, and the screen converges.

@Suite @MainActor struct OutsideProbesReentrancy {
    // Premise: an analytics-style listener shows an alert whenever a sheet lands in the
    // state, and dismisses the sheet when that alert is answered.
    @Test func aListenerThatNavigatesOnEveryChange_converges() async {
        let scene = OutsideScene(seed: 51)
        var answered = 0
        let navigation = scene.navigation
        let token = navigation.addJournalListener { entry in
            if entry.after.presentations.count > entry.before.presentations.count {
                navigation.showAlert(
                    NavigationAlert(
                        title: "landed",
                        buttons: [
                            .init("OK") {
                                answered += 1
                                navigation.dismiss()
                            }
                        ]))
            }
        }
        scene.program { scene.navigation.present(scene.screen("sheet")) }
        scene.settle(.seconds(30))
        #expect(scene.navigation.state.alert?.title == "landed")
        #expect(scene.device.tapAlert(0))
        scene.settle()
        navigation.remove(token)
        let problems = scene.problems()
        #expect(problems.isEmpty, scene.message(problems))
        #expect(answered == 1)
        #expect(scene.navigation.state.presentations.isEmpty)
    }

    // Premise: a listener dismisses every sheet as soon as it lands in the state, before
    // UIKit has shown it (a feature flag turned off).
    @Test func aListenerThatUndoesEachPresentation_converges() async {
        let scene = OutsideScene(seed: 52)
        let navigation = scene.navigation
        let token = navigation.addJournalListener { entry in
            if !entry.after.presentations.isEmpty { navigation.dismissAll() }
        }
        for _ in 0..<3 {
            scene.program { scene.navigation.present(scene.screen("flagged")) }
            scene.run(.milliseconds(300))
        }
        scene.settle()
        navigation.remove(token)
        let problems = scene.problems()
        #expect(problems.isEmpty, scene.message(problems))
    }

    // Premise: a guard refuses to pop a screen with unsaved changes; the user swipes it
    // back anyway (UIKit pops it), so the write-back is rejected and the screen must come
    // back, with its view (one appearance).
    @Test func aGuardRejectingTheUsersSwipe_bringsTheScreenBack() async {
        guardRejectingTheUsersSwipe()
    }

    func guardRejectingTheUsersSwipe() {
        let scene = OutsideScene(seed: 53) { make in NavigationState(stack: [make("a"), make("editor")]) }
        let navigation = scene.navigation
        // Whatever operation would take the editor off the stack is refused.
        let token = navigation.addGuard { operation, state in
            let editor = state.stack.first { OutsideDevice.name($0).hasPrefix("editor") }
            var after = state
            _ = after.apply(operation)
            if let editor, !after.stack.contains(where: { $0.id == editor.id }) { return .reject("unsaved") }
            return .allow
        }
        scene.settle(.seconds(5))
        #expect(scene.device.swipeBack(hold: .milliseconds(400)))
        scene.settle()
        navigation.remove(token)
        let problems = scene.problems()
        #expect(problems.isEmpty, scene.message(problems))
        #expect(scene.navigation.state.stack.count == 2)
    }

    // Premise: a pushed screen's presenter, freed when the user swipes it back, pushes a
    // "rate us" screen from its `deinit` (wherever the last reference goes: the state, a
    // frame, the session's views).
    @Test func aDeinitThatPushes_whenTheUserPopsItsModule_converges() async {
        let scene = OutsideScene(seed: 54)
        var freed = 0
        let navigation = scene.navigation
        let rateName = scene.fresh("rate")
        do {
            let holding = AnyModule(
                OutsideHoldingScreen(
                    name: scene.fresh("holding"),
                    lifetime: OutsideLifetime { [weak navigation] in
                        freed += 1
                        navigation?.push(AnyModule(OutsideScreen(name: rateName)))
                    }))
            scene.program { scene.navigation.push(holding) }
        }
        scene.settle(.seconds(10))
        #expect(scene.device.swipeBack(hold: .milliseconds(300)))
        scene.settle()
        let problems = scene.problems()
        #expect(problems.isEmpty, scene.message(problems))
        #expect(freed == 1, "the presenter was freed once")
        let stack = scene.navigation.state.stack.map(OutsideDevice.name)
        #expect(stack.count == 1 && stack[0].hasPrefix(rateName), "\(stack)")
    }

    // Premise: a layer's module `deinit` presents another sheet when the program dismisses
    // its layer (a flow's coordinator handing over to the next step).
    @Test func aDeinitThatPresents_whenItsLayerIsDismissed_converges() async {
        let scene = OutsideScene(seed: 55)
        let navigation = scene.navigation
        let nextName = scene.fresh("next")
        do {
            let holding = AnyModule(
                OutsideHoldingScreen(
                    name: scene.fresh("step"),
                    lifetime: OutsideLifetime { [weak navigation] in
                        navigation?.present(AnyModule(OutsideScreen(name: nextName)), style: .modal)
                    }))
            scene.program { scene.navigation.present(holding, style: .sheet) }
        }
        scene.settle(.seconds(10))
        scene.program { _ = scene.navigation.dismiss() }
        scene.settle()
        let problems = scene.problems()
        #expect(problems.isEmpty, scene.message(problems))
        #expect(
            scene.navigation.state.presentations.map { OutsideDevice.name($0.module) }.first?.hasPrefix(nextName)
                == true)
    }

    // Premise: UIKit calls back at once, inside the frame's publication (a representable
    // updated synchronously): every callback comes while the session is handling.
    @Test func callbacksMadeInsideShow_areQueued_andConverge() async {
        let scene = OutsideScene(seed: 56)
        scene.device.rendersAtOnce = true
        scene.program {
            scene.navigation.push(scene.screen("a"))
            scene.navigation.present(scene.screen("sheet"))
            scene.navigation.push(scene.screen("b"))
            _ = scene.navigation.showAlert(NavigationAlert(title: "x"))
        }
        scene.settle(.seconds(20))
        #expect(scene.device.tapAlert(0))
        scene.program { _ = scene.navigation.dismissAll() }
        scene.settle()
        let problems = scene.problems()
        #expect(problems.isEmpty, scene.message(problems))
    }
}
