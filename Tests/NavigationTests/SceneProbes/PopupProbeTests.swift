import Navigation
import Testing

// A popup is a cover without animation over a clear background: a tap outside its
// content dismisses it only when its options say so, and only it.

@Suite @MainActor struct PopupProbeTests {
    @Test func aTapOutsideAPopupThatAllowsIt_dismissesOnlyThePopup() async {
        let scene = ProbeScene()
        scene.navigation.present(sheet: ProbeScreen(name: "sheet", log: scene.log))
        scene.settle()
        scene.navigation.present(
            popup: ProbeScreen(name: "popup", log: scene.log), options: PopupOptions(dismissesOnTapOutside: true))
        scene.settle()
        let popup = scene.frame.layers[1].presented
        #expect(popup?.tapOutside != nil)
        // A double tap: two taps reach the handler.
        popup?.tapOutside?()
        popup?.tapOutside?()
        scene.settle()
        #expect(ProbeScene.names(scene.navigation.state.presentations.map(\.module)) == ["sheet"])
        #expect(scene.mismatches() == [])
    }

    @Test func aTapOutsideAPopupThatForbidsIt_isNotOffered() async {
        let scene = ProbeScene()
        scene.navigation.present(
            popup: ProbeScreen(name: "popup", log: scene.log), options: PopupOptions(dismissesOnTapOutside: false))
        scene.settle()
        #expect(scene.frame.layers[0].presented != nil)
        #expect(scene.frame.layers[0].presented?.tapOutside == nil)
    }

    @Test func aPopupComesAndGoesWithoutAnimation() async {
        let scene = ProbeScene()
        scene.navigation.present(
            popup: ProbeScreen(name: "popup", log: scene.log), options: PopupOptions(dismissesOnTapOutside: true))
        scene.settle()
        #expect(scene.platform.changes.last == .unanimated)
        scene.frame.layers[0].presented?.tapOutside?()
        scene.settle()
        #expect(scene.frame.layers.count == 1)
        #expect(scene.platform.changes.contains(.unanimated))
        #expect(scene.mismatches() == [])
    }

    @Test func aTapOutsideTheStalePopup_afterANewPopupShows_keepsTheNewOne() async {
        let scene = ProbeScene()
        let options = PopupOptions(dismissesOnTapOutside: true)
        scene.navigation.present(popup: ProbeScreen(name: "one", log: scene.log), options: options)
        scene.settle()
        let stale = scene.frame.layers[0].presented!
        stale.tapOutside?()
        scene.settle()
        scene.navigation.present(popup: ProbeScreen(name: "two", log: scene.log), options: options)
        scene.settle()
        stale.tapOutside?()
        scene.settle()
        #expect(ProbeScene.names(scene.navigation.state.presentations.map(\.module)) == ["two"])
        #expect(scene.mismatches() == [])
    }
}
