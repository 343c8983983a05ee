import Foundation
import Navigation
import Testing

@Suite struct PresentationOptionsTests {
    @Test func presentationStyle_roundTripsEveryKindWithItsOptions() throws {
        let styles: [PresentationStyle] = [
            .modal,
            .sheet,
            .sheet(
                SheetOptions(
                    detents: [.medium, .large], allowsInteractiveDismiss: false, selectedDetent: .large,
                    showsDragIndicator: true, backgroundInteraction: .enabledUpThrough(.medium), cornerRadius: 24)),
            .popup,
            .popup(PopupOptions(dimsBackground: false, dismissesOnTapOutside: true)),
        ]
        for style in styles {
            let data = try JSONEncoder().encode(style)
            #expect(try JSONDecoder().decode(PresentationStyle.self, from: data) == style)
        }
    }

    @Test func aPopupSavedBeforePopupsHadOptions_decodesWithTheDefaults() throws {
        let saved = Data(#"{"popup":{}}"#.utf8)
        #expect(try JSONDecoder().decode(PresentationStyle.self, from: saved) == .popup(PopupOptions()))
    }

    @Test func aSheetSavedBeforeItsNewerOptions_decodesWithTheDefaults() throws {
        let saved = Data(#"{"sheet":{"_0":{"detents":[{"medium":{}}],"allowsInteractiveDismiss":false}}}"#.utf8)
        let style = try JSONDecoder().decode(PresentationStyle.self, from: saved)
        #expect(style == .sheet(SheetOptions(detents: [.medium], allowsInteractiveDismiss: false)))
    }

    @Test func aStyleWithTwoKinds_isCorrupt() {
        let saved = Data(#"{"modal":{},"popup":{}}"#.utf8)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(PresentationStyle.self, from: saved) }
    }

    @Test func presentPopup_carriesItsOptions() {
        var state = NavigationState()
        state.apply(.present(popup: .Profile, options: PopupOptions(dismissesOnTapOutside: true)))
        #expect(state.presentations[0].style == .popup(PopupOptions(dimsBackground: true, dismissesOnTapOutside: true)))
        #expect(
            state.presentations[0].style.text == "popup(dims background: true, dismisses on tap outside: true)")
    }
}
