import Navigation
import Testing

// UIKit presents one thing at a time: a presentation asked for while another is coming
// or going is dropped. Nothing may be presented mid-transition, and a presentation UIKit
// dropped is asked for again.

@Suite @MainActor struct PresentationProbeTests {
    @Test func anAlertAskedForWithASheet_waitsForTheSheetToAppear_thenShowsOnIt() async {
        let scene = ProbeScene()
        scene.reports = false
        scene.navigation.present(sheet: ProbeScreen(name: "sheet", log: scene.log))
        scene.navigation.showAlert(NavigationAlert(title: "alert", buttons: [.init("OK")]))
        scene.wait(.milliseconds(300))
        #expect(scene.frame.layers.allSatisfy { $0.alert == nil }, "no alert while the sheet slides up")
        scene.reports = true
        scene.settle()
        #expect(scene.frame.layers.count == 2)
        #expect(scene.frame.layers[1].alert?.alert.title == "alert")
        #expect(scene.mismatches() == [])
    }

    @Test func aSheetAskedForWhileAnotherLeaves_isPresentedOnlyOnceThatOneLeft() async {
        let scene = ProbeScene()
        scene.navigation.present(sheet: ProbeScreen(name: "first", log: scene.log))
        scene.settle()
        let first = scene.frame.layers[0].presented!
        scene.reports = false
        scene.navigation.dismissSheet()
        scene.navigation.present(sheet: ProbeScreen(name: "second", log: scene.log))
        scene.wait(.milliseconds(300))
        let presented = scene.frame.layers[0].presented.map { ProbeScene.name($0.element.module) }
        #expect(presented != "second", "the second sheet is not presented while the first is leaving")
        first.disappeared()
        scene.reports = true
        scene.settle()
        #expect(ProbeScene.names(scene.navigation.state.presentations.map(\.module)) == ["second"])
        #expect(scene.mismatches() == [])
    }

    @Test func aSheetUIKitDropped_isAskedForAgain_andShows() async {
        let scene = ProbeScene()
        scene.layerDrops = ["sheet": 2]
        scene.navigation.present(sheet: ProbeScreen(name: "sheet", log: scene.log))
        scene.settle()
        #expect(scene.layerDrops["sheet"] == 0)
        #expect(scene.frame.layers.count == 2)
        #expect(scene.mismatches() == [])
    }

    @Test func aSheetReportedLate_endsShownOnce() async {
        let scene = ProbeScene()
        scene.reports = false
        scene.navigation.present(sheet: ProbeScreen(name: "sheet", log: scene.log))
        // The main thread was busy: the sheet's `onAppear` comes after three seconds.
        scene.wait(.seconds(3))
        scene.reports = true
        scene.settle()
        #expect(scene.frame.layers.count == 2)
        #expect(scene.mismatches() == [])
    }

    @Test func aCoverAndAPushInIt_askedForAtOnce_bothShow() async {
        let scene = ProbeScene()
        scene.navigation.present(modal: ProbeScreen(name: "cover", log: scene.log))
        scene.navigation.push(ProbeScreen(name: "a", log: scene.log))
        scene.navigation.showAlert(NavigationAlert(title: "alert", buttons: [.init("OK")]))
        scene.settle()
        #expect(ProbeScene.names(scene.stack(layer: 1)?.binding.path ?? []) == ["a"])
        #expect(scene.frame.layers.last?.alert?.alert.title == "alert")
        #expect(scene.mismatches() == [])
    }

    @Test func dismissingEverything_whileASecondSheetIsPresenting_endsWithNothing() async {
        let scene = ProbeScene()
        scene.navigation.present(sheet: ProbeScreen(name: "one", log: scene.log))
        scene.settle()
        scene.navigation.present(sheet: ProbeScreen(name: "two", log: scene.log))
        scene.navigation.dismissAll()
        scene.settle()
        #expect(scene.frame.layers.count == 1)
        #expect(scene.frame.leaving.isEmpty)
        #expect(scene.mismatches() == [])
    }
}
