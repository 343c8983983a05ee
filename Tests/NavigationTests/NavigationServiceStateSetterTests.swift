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

    @Test func settingAStateThatDiffersOnlyInItsTabBarsReselection_appliesIt() {
        let navigation = NavigationService()
        navigation.setTabs([AnyModule(.Profile), AnyModule(.List())])
        navigation.push(.Details(source: .mainScreen))
        var entries: [NavigationJournalEntry] = []
        navigation.addJournalListener { entries.append($0) }
        var keeping = navigation.state
        keeping.apply(.setTabs(navigation.state.tabs.map(\.module), reselection: .keepsStack))
        #expect(keeping.tabReselection == .keepsStack)
        #expect(notifications(of: navigation) { navigation.state = keeping } == 1)
        #expect(navigation.state == keeping)
        #expect(navigation.state.tabReselection == .keepsStack)
        #expect(entries.count == 1)
        #expect(entries.first?.before.tabReselection == .popsToRoot)
        #expect(entries.first?.after.tabReselection == .keepsStack)
        // Reselecting the selected tab now keeps its stack.
        navigation.selectTab(ProfileModule.Profile)
        #expect(navigation.state.stack == [AnyModule(.Details(source: .mainScreen))])
    }
}
