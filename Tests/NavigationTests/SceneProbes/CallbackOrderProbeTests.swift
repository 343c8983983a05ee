import Navigation
import Testing

// SwiftUI's callbacks come late, doubled, reordered, and from inside other callbacks:
// a presenter's `onAppear` navigates. None of that may lose, double or replay a change.

@Suite @MainActor struct CallbackOrderProbeTests {
    @Test func aPresenterPushingFromOnAppear_endsWithEveryScreenOnce() async {
        let scene = ProbeScene()
        // Each of the first screens pushes the next as it appears: a login flow.
        scene.onScreenAppear = { element in
            let name = ProbeScene.name(element.module)
            if name.count < 4 { scene.navigation.push(ProbeScreen(name: name + "x", log: scene.log)) }
        }
        scene.navigation.push(ProbeScreen(name: "x", log: scene.log))
        scene.settle()
        #expect(scene.statePath == ["x", "xx", "xxx", "xxxx"])
        #expect(scene.mismatches() == [])
        #expect(scene.rebuilt() == [:])
    }

    @Test func aPresenterPoppingItselfFromOnAppear_isPopped() async {
        let scene = ProbeScene()
        scene.onScreenAppear = { element in
            if ProbeScene.name(element.module) == "redirect" { scene.navigation.pop() }
        }
        scene.navigation.setStack([scene.screen("a")])
        scene.settle()
        scene.navigation.push(ProbeScreen(name: "redirect", log: scene.log))
        scene.settle()
        #expect(scene.statePath == ["a"])
        #expect(scene.mismatches() == [])
    }

    @Test func aPresenterPresentingASheetFromOnAppear_duringAPush_presentsItAfterThePush() async {
        let scene = ProbeScene()
        scene.onScreenAppear = { element in
            if ProbeScene.name(element.module) == "a" {
                scene.navigation.present(sheet: ProbeScreen(name: "sheet", log: scene.log))
            }
        }
        scene.navigation.push(ProbeScreen(name: "a", log: scene.log))
        #expect(scene.frame.layers[0].presented == nil)
        scene.settle()
        #expect(scene.frame.layers.count == 2)
        #expect(scene.mismatches() == [])
    }

    @Test func doubledAndReorderedAppearances_changeNothing() async {
        let scene = ProbeScene()
        scene.navigation.setStack([scene.screen("a"), scene.screen("b")])
        scene.settle()
        let stack = scene.stack()!
        let a = stack.binding.path[0]
        let b = stack.binding.path[1]
        // A re-render sends `onAppear` twice, and a disappear of a screen still shown
        // comes late from a cover that went away.
        stack.appeared(b)
        stack.appeared(b)
        stack.disappeared(a)
        stack.appeared(a)
        stack.disappeared(b)
        stack.appeared(b)
        scene.settle()
        #expect(scene.statePath == ["a", "b"])
        #expect(scene.mismatches() == [])
        #expect(scene.rebuilt() == [:])
        // The user can still pop.
        scene.userWrites([a], to: stack)
        stack.disappeared(b)
        scene.settle()
        #expect(scene.statePath == ["a"])
        #expect(scene.mismatches() == [])
    }

    @Test func aLateDisappearanceOfAPoppedScreen_afterItWasPushedAgain_keepsItsView() async {
        let scene = ProbeScene()
        let b = scene.screen("b")
        scene.navigation.setStack([scene.screen("a"), b])
        scene.settle()
        let stack = scene.stack()!
        let bElement = stack.binding.path[1]
        scene.userWrites([stack.binding.path[0]], to: stack)
        // The same appearance is put back by the program before its `onDisappear` came.
        scene.navigation.setStack([scene.navigation.state.stack[0], b])
        stack.disappeared(bElement)
        scene.settle()
        #expect(scene.statePath == ["a", "b"])
        #expect(scene.mismatches() == [])
    }

    @Test func aStaleStackFramesCallbacks_fromBeforeAPop_doNotResurrectOrRepop() async {
        let scene = ProbeScene()
        scene.navigation.setStack([scene.screen("a"), scene.screen("b"), scene.screen("c")])
        scene.settle()
        let old = scene.stack()!
        let c = old.path[2]
        scene.navigation.pop()
        scene.settle()
        scene.navigation.push(ProbeScreen(name: "d", log: scene.log))
        scene.settle()
        // Callbacks of the frame that showed `c`, delivered now.
        old.appeared(c)
        old.disappeared(c)
        scene.settle()
        #expect(scene.statePath == ["a", "b", "d"])
        #expect(scene.mismatches() == [])
    }

    @Test func aHugeStack_pushedAndPoppedByTheUser_showsTheState() async {
        let scene = ProbeScene()
        let modules = (0..<1000).map { scene.screen("s\($0)") }
        scene.navigation.setStack(modules)
        scene.settle()
        #expect(scene.mismatches() == [])
        let stack = scene.stack()!
        let path = stack.binding.path
        scene.userWrites(Array(path.dropLast()), to: stack)
        stack.disappeared(path.last!)
        scene.settle()
        #expect(scene.navigation.state.stack.count == 999)
        scene.navigation.popToRoot()
        scene.settle()
        #expect(scene.statePath == [])
        #expect(scene.mismatches() == [])
        #expect(scene.session.builder.builtModuleIDs.count == 1)
    }

    @Test func aListenerPushingWhenTheUsersPopLands_endsWithItsPush() async {
        let scene = ProbeScene()
        scene.navigation.setStack([scene.screen("a"), scene.screen("b")])
        scene.settle()
        var pushed = false
        // An awaited result handled at once: the journal listener navigates inside the
        // user's pop.
        let token = scene.navigation.addJournalListener { _ in
            if !pushed, ProbeScene.names(scene.navigation.state.stack) == ["a"] {
                pushed = true
                scene.navigation.push(ProbeScreen(name: "c", log: scene.log))
            }
        }
        let stack = scene.stack()!
        let b = stack.binding.path[1]
        scene.userWrites([stack.binding.path[0]], to: stack)
        stack.disappeared(b)
        scene.settle()
        scene.navigation.remove(token)
        #expect(scene.statePath == ["a", "c"])
        #expect(scene.mismatches() == [])
    }

    @Test func anAlertButtonThatNavigates_showsItsNavigationAndTheNextAlert() async {
        let scene = ProbeScene()
        let next = NavigationAlert(title: "next", buttons: [.init("OK")])
        scene.navigation.showAlert(
            NavigationAlert(
                title: "first",
                buttons: [
                    .init("Go") {
                        scene.navigation.push(ProbeScreen(name: "a", log: scene.log))
                        scene.navigation.showAlert(next)
                    }
                ]))
        scene.settle()
        let alert = scene.frame.layers.last!.alert!
        alert.buttons[0].tap()
        alert.dismiss()
        scene.settle()
        #expect(scene.statePath == ["a"])
        #expect(scene.frame.layers.last?.alert?.alert.title == "next")
        #expect(scene.mismatches() == [])
    }

    @Test func reselectingTheSelectedTab_popsItToItsRoot_onScreenToo() async {
        let scene = ProbeScene()
        scene.navigation.setTabs([scene.screen("one"), scene.screen("two")])
        scene.settle()
        scene.navigation.push(ProbeScreen(name: "a", log: scene.log))
        scene.navigation.push(ProbeScreen(name: "b", log: scene.log))
        scene.settle()
        guard case .tabs(let tabs) = scene.frame.layers[0].content, let selected = tabs.selection else {
            Issue.record("no tabs")
            return
        }
        tabs.select(selected)
        scene.settle()
        #expect(scene.navigation.state.selectedTab?.stack.isEmpty == true)
        #expect(scene.mismatches() == [])
    }
}
