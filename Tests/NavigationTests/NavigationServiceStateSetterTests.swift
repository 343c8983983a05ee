import Navigation
import Testing

@Suite @MainActor struct NavigationServiceStateSetterTests {
    @Test func settingTheStateItHolds_notifiesNothingAndJournalsNothing() {
        let navigation = NavigationService()
        navigation.push(.Details(source: .mainScreen))
        navigation.present(sheet: .Profile)
        navigation.showAlert(.defaultAlert(yesAction: {}, noAction: nil))
        var entries = 0
        navigation.addJournalListener { _ in entries += 1 }
        #expect(notifications(of: navigation) { navigation.state = navigation.state } == 0)
        #expect(entries == 0)
    }

    @Test func settingAnEqualStateWithOtherAppearances_isAReplacement() {
        let navigation = NavigationService()
        navigation.push(.Details(source: .mainScreen))
        var entries = 0
        navigation.addJournalListener { _ in entries += 1 }
        let equal = NavigationState(stack: [AnyModule(DetailsModule.Details(source: .mainScreen))])
        #expect(notifications(of: navigation) { navigation.state = equal } == 1)
        #expect(entries == 1)
    }
}
