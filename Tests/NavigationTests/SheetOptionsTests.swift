import Foundation
import Navigation
import Testing

@Suite struct SheetOptionsTests {
    @Test func aDetentThatIsNotFinite_isLeftOut() {
        let options = SheetOptions(detents: [.medium, .fraction(.nan), .height(.infinity), .large])
        #expect(options.detents == [.medium, .large])
    }

    @Test func aSelectedDetentThatIsNotFinite_isTheFirstDetent() {
        let options = SheetOptions(detents: [.medium], selectedDetent: .fraction(.nan))
        #expect(options.selectedDetent == nil)
    }

    @Test func optionsSetAfterCreation_dropWhatIsNotFinite() {
        var options = SheetOptions()
        options.detents = [.fraction(-.infinity), .fraction(0.5)]
        options.detents.append(.height(.nan))
        options.selectedDetent = .height(.nan)
        options.cornerRadius = .nan
        options.backgroundInteraction = .enabledUpThrough(.fraction(.nan))
        #expect(options == SheetOptions(detents: [.fraction(0.5)]))
    }

    @Test func aCornerRadiusThatIsNotFinite_isTheSystems() {
        #expect(SheetOptions(cornerRadius: .infinity).cornerRadius == nil)
        #expect(SheetOptions(cornerRadius: 12).cornerRadius == 12)
    }

    @Test func aSheetGivenANaN_staysSavable_andRoundTrips() throws {
        let coder = try NavigationStateCoder(modules: [ProfileModule.self, ListModule.self])
        var state = NavigationState()
        let options = SheetOptions(
            detents: [.fraction(.nan), .medium], selectedDetent: .height(.nan),
            backgroundInteraction: .enabledUpThrough(.height(.infinity)), cornerRadius: .nan)
        state.apply(.present(sheet: .List(), options: options))
        let restored = try coder.decode(try coder.encode(state)).get()
        #expect(restored.state == state)
        #expect(restored.state.presentations.first?.style == .sheet(SheetOptions(detents: [.medium])))
    }
}
