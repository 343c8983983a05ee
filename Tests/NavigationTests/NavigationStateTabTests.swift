import Navigation
import Testing

// Each read is a new appearance; the tests compare by value unless they say otherwise.
private var home: AnyModule { AnyModule(ProfileModule.Profile) }
private var search: AnyModule { AnyModule(ListModule.List()) }
private var details: AnyModule { AnyModule(DetailsModule.Details(source: .deepLink)) }

private func tabbed(selectedIndex: Int = 0, reselection: TabReselection = .popsToRoot) -> NavigationState {
    NavigationState(tabs: [home, search], selectedIndex: selectedIndex, reselection: reselection)
}

@Suite struct NavigationStateTabTests {
    @Test func setTabs_showsOneTabPerModule_andSelectsTheGivenOne() {
        let state = tabbed(selectedIndex: 1)
        #expect(state.tabs.map(\.module) == [home, search])
        #expect(state.selectedTabIndex == 1)
        #expect(state.selectedTab?.module == search)
    }

    @Test func setTabs_withAnIndexOutOfRange_changesNothing() {
        var state = NavigationState()
        let shown = state.apply(.setTabs([home, search], selectedIndex: 2))
        #expect(!shown)
        #expect(state.tabs.isEmpty)
        #expect(state.selectedTabIndex == nil)
    }

    @Test func push_actsOnTheSelectedTabsStack() {
        var state = tabbed()
        state.apply(.push(.Details(source: .deepLink)))
        #expect(state.tabs[0].stack == [details])
        #expect(state.tabs[1].stack.isEmpty)
        #expect(state.items == [details])
    }

    @Test func selectTab_keepsEachTabsStack() {
        var state = tabbed()
        state.apply(.push(.Details(source: .deepLink)))
        let selected = state.apply(.selectTab(.List()))
        #expect(selected)
        #expect(state.items.isEmpty)
        state.apply(.push(.Profile))
        state.apply(.selectTab(.Profile))
        #expect(state.items == [details])
        #expect(state.tabs[1].stack == [home])
    }

    @Test func selectTab_ofTheSelectedTab_popsItToItsRoot() {
        var state = tabbed()
        state.apply(.push(.Details(source: .deepLink)))
        let reselected = state.apply(.selectTab(.Profile))
        #expect(reselected)
        #expect(state.items.isEmpty)
        #expect(state.selectedTabIndex == 0)
    }

    @Test func selectTab_ofTheSelectedTab_whenTheTabBarKeepsStacks_changesNothing() {
        var state = tabbed(reselection: .keepsStack)
        state.apply(.push(.Details(source: .deepLink)))
        let reselected = state.apply(.selectTab(.Profile))
        #expect(!reselected)
        #expect(state.items == [details])
    }

    @Test func selectTab_withNoSuchTab_changesNothing() {
        var state = tabbed()
        let selected = state.apply(.selectTab(.Game(source: .deepLink, difficulty: .hard)))
        #expect(!selected)
        #expect(state.selectedTabIndex == 0)
    }

    @Test func selectTab_withoutATabBar_changesNothing() {
        var state = NavigationState()
        let selected = state.apply(.selectTab(.Profile))
        #expect(!selected)
    }

    @Test func selectTab_matchesTheAppearanceBeforeTheValue() {
        var state = NavigationState(tabs: [home, home])
        let second = state.tabs[1].module
        state.apply(.selectTab(second))
        #expect(state.selectedTabIndex == 1)
    }

    @Test func presentations_coverTheTabBar_andSelectingUnderneathLeavesThemShowing() {
        var state = tabbed()
        state.apply(.present(sheet: .Game(source: .deepLink, difficulty: .easy)))
        state.apply(.selectTab(.List()))
        #expect(state.presentations.count == 1)
        #expect(state.selectedTabIndex == 1)
        state.apply(.push(.Profile))
        #expect(state.presentations[0].stack == [home])
        #expect(state.tabs[1].stack.isEmpty)
    }

    @Test func setTabs_keepsTheStackOfATabThatStays() {
        var state = tabbed()
        state.apply(.push(.Details(source: .deepLink)))
        state.apply(.setTabs([search, home, details], selectedIndex: 2))
        #expect(state.tabs.map(\.module) == [search, home, details])
        #expect(state.tabs[1].stack == [details])
        #expect(state.items.isEmpty)
    }

    @Test func setTabs_sameTabsAndSelection_changesNothing() {
        var state = tabbed()
        let replaced = state.apply(.setTabs([home, search], selectedIndex: 0))
        #expect(!replaced)
    }

    @Test func setTabs_empty_removesTheTabBarAndItsStacks() {
        var state = tabbed()
        state.apply(.push(.Details(source: .deepLink)))
        let removed = state.apply(.setTabs([]))
        #expect(removed)
        #expect(state.tabs.isEmpty)
        #expect(state.stack.isEmpty)
        #expect(state == NavigationState())
    }

    @Test func tabModules_getIDsNoOtherModuleOnScreenHas() {
        var state = tabbed()
        state.apply(.push(home))
        #expect(state.items[0].id != state.tabs[0].id)
        let ids = state.visibleModules.map(\.id)
        #expect(Set(ids).count == ids.count)
    }

    @Test func visibleModules_includeTheTabsThatAreNotSelected() {
        var state = tabbed()
        state.apply(.selectTab(.List()))
        state.apply(.push(.Details(source: .deepLink)))
        #expect(state.visibleModules == [home, search, details])
    }

    @Test func description_listsEachTab_markingTheSelectedOne() {
        var state = tabbed()
        state.apply(.push(.Details(source: .deepLink)))
        #expect(
            state.description == """
                tab (selected) ProfileModule() > DetailsModule(source: deepLink)
                tab ListModule(source: mainScreen)
                """)
    }
}

@MainActor
@Suite struct NavigationServiceTabTests {
    @Test func selectTab_isOneObservableChange() {
        let navigation = NavigationService(state: NavigationState(tabs: [home, search]))
        #expect(notifications(of: navigation) { navigation.selectTab(.List()) } == 1)
        #expect(navigation.state.selectedTabIndex == 1)
    }

    @Test func aTransaction_canSelectATabAndPushInIt() {
        let navigation = NavigationService(state: NavigationState(tabs: [home, search]))
        navigation.apply([.dismissAll, .selectTab(.List()), .push(.Details(source: .deepLink))])
        #expect(navigation.state.tabs[1].stack == [details])
    }
}

@Suite struct NavigationStateTabReselectionTests {
    @Test func setTabs_withoutAReselection_keepsTheBarsKeepsStack() {
        var state = tabbed(reselection: .keepsStack)
        state.apply(.setTabs([home, search, details], selectedIndex: 0))
        #expect(state.tabs.map(\.module) == [home, search, details])
        #expect(state.tabReselection == .keepsStack)
        state.apply(.push(.Details(source: .deepLink)))
        let reselected = state.apply(.selectTab(.Profile))
        #expect(!reselected, "reselecting the selected tab keeps its stack")
        #expect(state.items == [details])
    }

    @Test func setTabs_withoutAReselection_onANewBar_popsToRoot() {
        var state = NavigationState()
        state.apply(.setTabs([home, search]))
        #expect(state.tabReselection == .popsToRoot)
    }

    @Test func setTabs_withAReselection_replacesTheBars() {
        var state = tabbed(reselection: .keepsStack)
        let changed = state.apply(.setTabs([home, search], reselection: .popsToRoot))
        #expect(changed)
        #expect(state.tabReselection == .popsToRoot)
    }

    @Test @MainActor func setTabsVerb_withoutAReselection_keepsTheBarsKeepsStack() {
        let navigation = NavigationService(state: tabbed(reselection: .keepsStack))
        navigation.setTabs([home, search, details])
        #expect(navigation.state.tabReselection == .keepsStack)
    }
}

@Suite struct NavigationStateTabRemovalTests {
    @Test func setTabsEmpty_afterATabBarThatKeepsStacks_leavesAFreshState() {
        var state = NavigationState(tabs: [home, search], reselection: .keepsStack)
        state.apply(.setTabs([], reselection: .keepsStack))
        #expect(state == NavigationState())
        #expect(state.tabReselection == .popsToRoot)
    }

    @Test func aTabBarTurnedIntoASplitViewAndBack_leavesAFreshState() {
        var state = NavigationState(tabs: [home, search], reselection: .keepsStack)
        state.apply(.setSplitView(sidebar: home))
        state.apply(.setSplitView(sidebar: nil))
        #expect(state == NavigationState())
    }

    @Test func initWithTabs_andAnIndexPastTheEnd_selectsTheLastTab() {
        let state = NavigationState(tabs: [home, search], selectedIndex: 2)
        #expect(state.tabs.map(\.module) == [home, search])
        #expect(state.selectedTabIndex == 1)
    }

    @Test func initWithTabs_andANegativeIndex_selectsTheFirstTab() {
        let state = NavigationState(tabs: [home, search], selectedIndex: -1)
        #expect(state.tabs.map(\.module) == [home, search])
        #expect(state.selectedTabIndex == 0)
    }

    @Test func initWithNoTabs_equalsAFreshState() {
        #expect(NavigationState(tabs: [], selectedIndex: 3, reselection: .keepsStack) == NavigationState())
    }
}
