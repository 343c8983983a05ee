import Navigation

extension DemoSession {
    /// The tabs of the sample's tab bar layout: the main screen, the favorites and the
    /// settings, each with a stack of its own.
    public static let tabs: [AnyModule] = [
        AnyModule(MainModule.Main), AnyModule(ListModule.List(source: .favorites)), AnyModule(SettingsModule.Settings),
    ]

    /// The view the user sees, as `type`: the top of the topmost stack, or, when the
    /// selected tab's stack is empty, the tab's own screen, built as it first shows.
    public func visibleScreen<Screen>(_ type: Screen.Type) -> Screen? {
        guard navigation.state.topModule == nil, let tab = navigation.state.selectedTab else { return screen(type) }
        let isNew = !builder.builtModuleIDs.contains(tab.module.id)
        let view = builder.view(for: tab.module)
        if isNew { (view as? any SampleScreen)?.appear() }
        return view as? Screen
    }

    /// The scripted walk of the tab bar and the split view: what an iPhone user and an
    /// iPad user of the same app do, with the state each step leaves.
    public var layoutScript: [(title: String, action: () -> Void)] {
        [
            (
                "close what is open and switch to the tab bar: Main, Favorites, Settings",
                { self.navigation.apply([.dismiss(.all), .setTabs(Self.tabs)]) }
            ),
            (
                "open details in the Main tab",
                { self.visibleScreen(MainView.self)?.viewState.presenter?.didTapDetails() }
            ),
            ("tap the Favorites tab", { self.navigation.apply(.selectTab(Self.tabs[1])) }),
            (
                "edit an item in Favorites",
                { self.visibleScreen(ListView.self)?.viewState.presenter?.didSelect(itemID: 2) }
            ),
            ("tap the Main tab: its stack is as it was", { self.navigation.apply(.selectTab(Self.tabs[0])) }),
            ("tap the Main tab again: back to its root", { self.navigation.apply(.selectTab(Self.tabs[0])) }),
            (
                "open settings over the tab bar: a sheet covers every tab",
                { self.navigation.apply(.present(AnyModule(SettingsModule.Settings(tab: .privacy)), style: .sheet)) }
            ),
            ("dismiss the sheet", { self.navigation.apply(.dismiss(.top)) }),
            (
                "on iPad: a split view, the list in the sidebar",
                { self.navigation.apply(.setSplitView(sidebar: AnyModule(ListModule.List()), style: .twoColumns)) }
            ),
            (
                "select an item in the sidebar: it shows in the detail column",
                { self.navigation.apply(.selectInSidebar(AnyModule(EditModule.Edit(itemID: 1)))) }
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
