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

extension DeepLinkRoute {
    fileprivate static let searchTab = DeepLinkRoute("search/:source") { link in
        let source: DetailsSourceName = try link.value("source")
        return [
            .dismissAll, .selectTab(.Game(source: .mainScreen, difficulty: .easy)),
            .push(.Details(source: source.source)),
        ]
    }
}

@MainActor
@Suite struct TabDeepLinkMissingTabTests {
    @Test func aLinkToATabTheBarLacks_failsAndAppliesNothing() throws {
        let navigation = NavigationService(
            state: NavigationState(tabs: [AnyModule(ProfileModule.Profile), AnyModule(ListModule.List())]))
        navigation.present(sheet: .Profile)
        let before = navigation.state
        let links = try DeepLinkRouter(scheme: "myapp", routes: [.searchTab])
        let url = "myapp://search/deepLink"
        var opened: Result<NavigationTransaction, DeepLinkError>?
        #expect(notifications(of: navigation) { opened = navigation.open(url, with: links) } == 0)
        #expect(
            opened?.failure
                == .missingTab(AnyModule(GameModule.Game(source: .mainScreen, difficulty: .easy)).description, url: url)
        )
        #expect(navigation.state.isIdentical(to: before))
    }

    @Test func aLinkThatSelectsATab_withoutATabBar_fails() throws {
        let navigation = NavigationService()
        let links = try DeepLinkRouter(scheme: "myapp", routes: [.listTab])
        guard case .failure(.missingTab) = navigation.open("myapp://list/deepLink", with: links) else {
            Issue.record("the link applied: \(navigation.state)")
            return
        }
        #expect(navigation.state.stack.isEmpty)
    }

    @Test func aLinkToATabTheStepsBeforeItAdd_applies() throws {
        let route = DeepLinkRoute("home") { _ in
            [.setTabs([AnyModule(ProfileModule.Profile), AnyModule(ListModule.List())]), .selectTab(.List())]
        }
        let navigation = NavigationService()
        let opened = navigation.open("myapp://home", with: try DeepLinkRouter(scheme: "myapp", routes: [route]))
        #expect(opened.failure == nil)
        #expect(navigation.state.selectedTabIndex == 1)
    }
}

@MainActor
@Suite struct QueuedTabDeepLinkTests {
    /// A link opened from a journal listener, after a call the listener queued first.
    private func open(
        _ url: String, on navigation: NavigationService, after first: @escaping @MainActor () -> Void
    ) throws -> Result<NavigationTransaction, DeepLinkError>? {
        let links = try DeepLinkRouter(scheme: "myapp", routes: [.listTab])
        var opened: Result<NavigationTransaction, DeepLinkError>?
        let token = navigation.addJournalListener { _ in
            guard opened == nil else { return }
            first()
            opened = navigation.open(url, with: links)
        }
        navigation.present(sheet: .Profile)
        navigation.remove(token)
        return opened
    }

    @Test func aQueuedLinkWhoseTabACallBeforeItRemoved_appliesNothingAtItsTurn() throws {
        let navigation = NavigationService(
            state: NavigationState(tabs: [AnyModule(ProfileModule.Profile), AnyModule(ListModule.List())]))
        let opened = try open("myapp://list/deepLink", on: navigation) {
            navigation.setTabs([AnyModule(ProfileModule.Profile)])
        }
        #expect((try? opened?.get()) != nil)
        #expect(navigation.state.tabs.map(\.module) == [AnyModule(ProfileModule.Profile)])
        #expect(navigation.state.stack.isEmpty)
        // The link's dismissAll did not apply either: the link applied nothing.
        #expect(navigation.state.sheetView == AnyModule(ProfileModule.Profile))
    }

    @Test func aQueuedLinkWhoseTabStays_appliesAtItsTurn() throws {
        let navigation = NavigationService(
            state: NavigationState(tabs: [AnyModule(ProfileModule.Profile), AnyModule(ListModule.List())]))
        let opened = try open("myapp://list/deepLink", on: navigation) { navigation.push(.Profile) }
        #expect((try? opened?.get()) != nil)
        #expect(navigation.state.selectedTab?.module == AnyModule(ListModule.List()))
        #expect(navigation.state.stack == [AnyModule(DetailsModule.Details(source: .deepLink))])
        #expect(navigation.state.presentations.isEmpty)
    }
}
