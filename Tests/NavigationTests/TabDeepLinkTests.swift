import Navigation
import Testing

extension DeepLinkRoute {
    fileprivate static let listTab = DeepLinkRoute("list/:source") { link in
        let source: DetailsSourceName = try link.value("source")
        return [.dismissAll, .selectTab(.List()), .popToRoot, .push(.Details(source: source.source))]
    }
}

@MainActor
@Suite struct TabDeepLinkTests {
    @Test func aLink_selectsATabAndPushesInIt_asOneChange() throws {
        let navigation = NavigationService(
            state: NavigationState(tabs: [AnyModule(ProfileModule.Profile), AnyModule(ListModule.List())]))
        navigation.push(.Profile)
        navigation.present(sheet: .Profile)
        let links = try DeepLinkRouter(scheme: "myapp", routes: [.listTab])
        #expect(notifications(of: navigation) { _ = navigation.open("myapp://list/deepLink", with: links) } == 1)
        #expect(navigation.state.presentations.isEmpty)
        #expect(navigation.state.selectedTabIndex == 1)
        #expect(navigation.state.tabs[1].stack == [AnyModule(DetailsModule.Details(source: .deepLink))])
        #expect(navigation.state.tabs[0].stack == [AnyModule(ProfileModule.Profile)])
    }
}
