import Navigation
import Testing

// The bindings SwiftUI holds: the path binding must be one object however often `body`
// runs, and a binding or callback from a frame no longer shown must not act on what
// replaced it.

@Suite @MainActor struct BindingProbeTests {
    @Test func thePathBinding_isTheSameObjectAcrossRendersAndChanges() async {
        let scene = ProbeScene()
        let first = scene.stack()!.binding
        for name in ["a", "b", "c"] {
            scene.navigation.push(ProbeScreen(name: name, log: scene.log))
            scene.render()
            scene.settle()
            #expect(scene.stack()!.binding === first)
        }
        scene.navigation.present(sheet: ProbeScreen(name: "sheet", log: scene.log))
        scene.settle()
        #expect(scene.stack()!.binding === first)
        #expect(ProbeScene.names(first.path) == ["a", "b", "c"])
    }

    @Test func aTabsPathBinding_staysItsOwnAcrossTabSwitches() async {
        let scene = ProbeScene()
        scene.navigation.setTabs([scene.screen("one"), scene.screen("two")])
        scene.settle()
        scene.navigation.push(ProbeScreen(name: "a", log: scene.log))
        scene.settle()
        guard case .tabs(let tabs) = scene.frame.layers[0].content else {
            Issue.record("no tabs")
            return
        }
        let one = tabs.tabs[0].binding
        tabs.select(tabs.tabs[1].root!)
        scene.settle()
        guard case .tabs(let after) = scene.frame.layers[0].content else {
            Issue.record("the root layer no longer shows its tab bar")
            return
        }
        #expect(after.tabs[0].binding === one)
        #expect(ProbeScene.names(one.path) == ["a"], "a hidden tab keeps its stack")
        #expect(scene.mismatches() == [])
    }

    @Test func aWriteToTheBindingOfADismissedSheetsStack_changesNothing() async {
        let scene = ProbeScene()
        scene.navigation.present(sheet: ProbeScreen(name: "sheet", log: scene.log))
        scene.settle()
        scene.navigation.push(ProbeScreen(name: "a", log: scene.log))
        scene.settle()
        let sheetStack = scene.stack(layer: 1)!
        scene.navigation.dismissSheet()
        scene.settle()
        // The dismissed sheet's NavigationStack writes as it is torn down.
        sheetStack.binding.path = []
        sheetStack.binding.path = [ScreenElement(scene.screen("ghost"))]
        scene.settle()
        #expect(scene.navigation.state.presentations.isEmpty)
        #expect(scene.statePath == [])
        #expect(scene.mismatches() == [])
    }

    @Test func aStaleDismissOfASheet_doesNotDismissTheSheetPresentedAfterIt() async {
        let scene = ProbeScene()
        scene.navigation.present(sheet: ProbeScreen(name: "first", log: scene.log))
        scene.settle()
        let stale = scene.frame.layers[0].presented!
        scene.navigation.dismissSheet()
        scene.settle()
        scene.navigation.present(sheet: ProbeScreen(name: "second", log: scene.log))
        scene.settle()
        stale.dismiss()
        scene.settle()
        #expect(ProbeScene.names(scene.navigation.state.presentations.map(\.module)) == ["second"])
        #expect(scene.mismatches() == [])
    }

    @Test func aSheetSwipedDown_whileTheProgramPushesInIt_isGone() async {
        let scene = ProbeScene()
        scene.navigation.present(sheet: ProbeScreen(name: "sheet", log: scene.log))
        scene.settle()
        let presented = scene.frame.layers[0].presented!
        scene.navigation.push(ProbeScreen(name: "a", log: scene.log))
        presented.dismiss()
        presented.dismiss()
        scene.settle()
        #expect(scene.navigation.state.presentations.isEmpty)
        #expect(scene.mismatches() == [])
    }
}
