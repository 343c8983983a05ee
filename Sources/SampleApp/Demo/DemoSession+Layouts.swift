import Navigation

extension DemoSession {
    /// The view the user sees, as `type`: the top of the topmost stack, or, when that
    /// stack is empty, the selected tab's own screen or the split view's sidebar, built
    /// as it first shows.
    public func visibleScreen<Screen>(_ type: Screen.Type) -> Screen? {
        let root = navigation.state.selectedTab?.module ?? navigation.state.splitView?.sidebar
        guard navigation.state.items.isEmpty, navigation.state.presentations.isEmpty, let root else {
            return screen(type)
        }
        let isNew = !builder.builtModuleIDs.contains(root.id)
        let view = builder.view(for: root)
        if isNew { (view as? any SampleScreen)?.appear() }
        return view as? Screen
    }

    /// The scripted walk of the tab bar and the split view: what an iPhone user and an
    /// iPad user of the same app do, with the state each step leaves.
    public var layoutScript: [(title: String, action: () -> Void)] {
        [
            (
                "close what is open and switch to the tab bar: Main, Favorites, Settings",
                {
                    self.navigation.apply([.dismiss(.all), .popToRoot])
                    self.screen(MainView.self)?.viewState.presenter?.didTapTabBar()
                }
            ),
            (
                "open details in the Main tab",
                { self.visibleScreen(MainView.self)?.viewState.presenter?.didTapDetails() }
            ),
            ("tap the Favorites tab", { self.navigation.apply(.selectTab(SampleNavigation.tabs[1])) }),
            (
                "edit an item in Favorites",
                { self.visibleScreen(ListView.self)?.viewState.presenter?.didSelect(itemID: 2) }
            ),
            (
                "tap the Main tab: its stack is as it was",
                { self.navigation.apply(.selectTab(SampleNavigation.tabs[0])) }
            ),
            (
                "tap the Main tab again: back to its root",
                { self.navigation.apply(.selectTab(SampleNavigation.tabs[0])) }
            ),
            (
                "open settings over the tab bar: a sheet covers every tab",
                { self.navigation.apply(.present(AnyModule(SettingsModule.Settings(tab: .privacy)), style: .sheet)) }
            ),
            ("dismiss the sheet", { self.navigation.apply(.dismiss(.top)) }),
            (
                "on iPad: a split view, the list in the sidebar",
                { self.visibleScreen(MainView.self)?.viewState.presenter?.didTapSplitView() }
            ),
            (
                "select an item in the sidebar: it shows in the detail column",
                { self.visibleScreen(ListView.self)?.viewState.presenter?.didSelect(itemID: 1) }
            ),
            (
                "push in the detail column",
                { self.navigation.apply(.push(AnyModule(DetailsModule.Details(source: .mainScreen)))) }
            ),
            (
                "narrow the window: the columns collapse into one stack",
                { self.navigation.apply(.setSplitViewCollapsed(true)) }
            ),
            ("widen it again: the columns come back", { self.navigation.apply(.setSplitViewCollapsed(false)) }),
        ]
    }
}
