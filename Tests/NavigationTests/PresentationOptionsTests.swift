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
            let data = try JSONEncoder().encode(SavedPresentationStyle(style))
            #expect(try JSONDecoder().decode(SavedPresentationStyle.self, from: data).style == style)
        }
    }

    @Test func presentationStyle_isSavedInTheShapeSwiftSynthesizesForAnEnum() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let saved: [(PresentationStyle, String)] = [
            (.modal, #"{"modal":{}}"#),
            (
                .sheet,
                #"{"sheet":{"_0":{"allowsInteractiveDismiss":true,"backgroundInteraction":{"automatic":{}},"#
                    + #""detents":[]}}}"#
            ),
            (
                .sheet(
                    SheetOptions(
                        detents: [.fraction(0.5), .height(200)], selectedDetent: .medium, showsDragIndicator: false,
                        backgroundInteraction: .enabledUpThrough(.large), cornerRadius: 12)),
                #"{"sheet":{"_0":{"allowsInteractiveDismiss":true,"backgroundInteraction":{"enabledUpThrough":{"_0":{"large":{}}}},"#
                    + #""cornerRadius":12,"detents":[{"fraction":{"_0":0.5}},{"height":{"_0":200}}],"#
                    + #""selectedDetent":{"medium":{}},"showsDragIndicator":false}}}"#
            ),
            (.popup, #"{"popup":{"_0":{"dimsBackground":true,"dismissesOnTapOutside":false}}}"#),
        ]
        for (style, json) in saved {
            #expect(String(decoding: try encoder.encode(SavedPresentationStyle(style)), as: UTF8.self) == json)
        }
    }

    @Test func aPopupSavedBeforePopupsHadOptions_decodesWithTheDefaults() throws {
        let saved = Data(#"{"popup":{}}"#.utf8)
        #expect(try JSONDecoder().decode(SavedPresentationStyle.self, from: saved).style == .popup(PopupOptions()))
    }

    @Test func aSheetSavedBeforeItsNewerOptions_decodesWithTheDefaults() throws {
        let saved = Data(#"{"sheet":{"_0":{"detents":[{"medium":{}}],"allowsInteractiveDismiss":false}}}"#.utf8)
        let style = try JSONDecoder().decode(SavedPresentationStyle.self, from: saved).style
        #expect(style == .sheet(SheetOptions(detents: [.medium], allowsInteractiveDismiss: false)))
    }

    @Test func aStyleWithTwoKinds_isCorrupt() {
        let saved = Data(#"{"modal":{},"popup":{}}"#.utf8)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(SavedPresentationStyle.self, from: saved) }
    }

    @Test func presentPopup_carriesItsOptions() {
        var state = NavigationState()
        state.apply(.present(popup: .Profile, options: PopupOptions(dismissesOnTapOutside: true)))
        #expect(state.presentations[0].style == .popup(PopupOptions(dimsBackground: true, dismissesOnTapOutside: true)))
        #expect(
            state.presentations[0].style.text == "popup(dims background: true, dismisses on tap outside: true)")
    }
}
