import Navigation
import Testing

// Each read is a new appearance; the tests compare by value unless they say otherwise.
private var sidebar: AnyModule { AnyModule(ProfileModule.Profile) }
private var list: AnyModule { AnyModule(ListModule.List()) }
private var details: AnyModule { AnyModule(DetailsModule.Details(source: .deepLink)) }
private var game: AnyModule { AnyModule(GameModule.Game(source: .deepLink, difficulty: .hard)) }

private func split(_ style: SplitView.Style) -> NavigationState {
    var state = NavigationState()
    state.apply(.setSplitView(sidebar: sidebar, style: style))
    return state
}

@Suite struct NavigationStateSplitViewTests {
    @Test func setSplitView_showsTheSidebarWithNothingSelected() {
        let state = split(.threeColumns)
        #expect(state.splitView?.sidebar == sidebar)
        #expect(state.splitView?.content == nil)
        #expect(state.splitView?.detail == nil)
        #expect(state.stack.isEmpty)
    }

    @Test func aPushWithNoDetailSelected_goesOntoTheDetailStack_andANewSelectionClearsIt() {
        var state = split(.twoColumns)
        let pushed = state.apply(.push(game))
        #expect(pushed)
        #expect(state.stack == [game])
        #expect(state.splitView?.detail == nil)
        state.apply(.selectInSidebar(details))
        #expect(state.splitView?.detail == details)
        #expect(state.stack.isEmpty)
    }

    @Test func setSplitView_sameSidebarAndStyle_changesNothing() {
        var state = split(.twoColumns)
        let replaced = state.apply(.setSplitView(sidebar: sidebar, style: .twoColumns))
        #expect(!replaced)
    }

    @Test func setSplitView_replacesATabBar_andATabBarReplacesIt() {
        var state = NavigationState(tabs: [list, details])
        state.apply(.setSplitView(sidebar: sidebar))
        #expect(state.tabs.isEmpty)
        #expect(state.splitView != nil)
        state.apply(.setTabs([list]))
        #expect(state.splitView == nil)
        #expect(state.tabs.count == 1)
    }

    @Test func setSplitView_nil_removesIt() {
        var state = split(.twoColumns)
        state.apply(.selectInSidebar(details))
        state.apply(.push(.Profile))
        let removed = state.apply(.setSplitView(sidebar: nil))
        #expect(removed)
        #expect(state == NavigationState())
    }

    @Test func selectInSidebar_twoColumns_showsTheDetailAndClearsItsStack() {
        var state = split(.twoColumns)
        state.apply(.selectInSidebar(details))
        state.apply(.push(.Profile))
        let selected = state.apply(.selectInSidebar(game))
        #expect(selected)
        #expect(state.splitView?.detail == game)
        #expect(state.stack.isEmpty)
    }

    @Test func selectInSidebar_threeColumns_showsTheContentAndClearsTheDetail() {
        var state = split(.threeColumns)
        state.apply(.selectInSidebar(list))
        state.apply(.selectInContent(details))
        state.apply(.push(.Profile))
        state.apply(.selectInSidebar(game))
        #expect(state.splitView?.content == game)
        #expect(state.splitView?.detail == nil)
        #expect(state.stack.isEmpty)
    }

    @Test func selectInSidebar_theSelectedModuleAgain_changesNothing() {
        var state = split(.twoColumns)
        state.apply(.selectInSidebar(details))
        state.apply(.push(.Profile))
        let reselected = state.apply(.selectInSidebar(details))
        #expect(!reselected)
        #expect(state.stack == [AnyModule(ProfileModule.Profile)])
    }

    @Test func selectInContent_withTwoColumns_changesNothing() {
        var state = split(.twoColumns)
        let selected = state.apply(.selectInContent(details))
        #expect(!selected)
    }

    @Test func selectInSidebar_withoutASplitView_changesNothing() {
        var state = NavigationState()
        let selected = state.apply(.selectInSidebar(details))
        #expect(!selected)
    }

    @Test func push_goesOntoTheDetailColumnsStack() {
        var state = split(.twoColumns)
        state.apply(.selectInSidebar(details))
        state.apply(.push(.Profile))
        #expect(state.splitView?.stack == [AnyModule(ProfileModule.Profile)])
        #expect(state.items == [AnyModule(ProfileModule.Profile)])
    }

    @Test func pop_pastTheDetailRoot_whileExpanded_changesNothing() {
        var state = split(.twoColumns)
        state.apply(.selectInSidebar(details))
        let popped = state.apply(.pop)
        #expect(!popped)
        #expect(state.splitView?.detail == details)
    }

    @Test func collapsedPath_isContentDetailAndStack() {
        var state = split(.threeColumns)
        state.apply(.selectInSidebar(list))
        state.apply(.selectInContent(details))
        state.apply(.push(.Profile))
        #expect(state.splitView?.collapsedPath == [list, details, AnyModule(ProfileModule.Profile)])
    }

    @Test func pop_whileCollapsed_clearsTheSelectionsOneColumnAtATime() {
        var state = split(.threeColumns)
        state.apply(.selectInSidebar(list))
        state.apply(.selectInContent(details))
        state.apply(.push(.Profile))
        state.apply(.setSplitViewCollapsed(true))
        state.apply(.pop)
        #expect(state.splitView?.collapsedPath == [list, details])
        state.apply(.pop)
        #expect(state.splitView?.collapsedPath == [list])
        state.apply(.pop)
        #expect(state.splitView?.collapsedPath == [])
        let popped = state.apply(.pop)
        #expect(!popped)
    }

    @Test func popToRoot_whileCollapsed_goesBackToTheSidebar() {
        var state = split(.threeColumns)
        state.apply(.selectInSidebar(list))
        state.apply(.selectInContent(details))
        state.apply(.setSplitViewCollapsed(true))
        state.apply(.popToRoot)
        #expect(state.splitView?.collapsedPath == [])
    }

    @Test func expandingAgain_keepsWhatTheCollapsedStackShowed() {
        var state = split(.twoColumns)
        state.apply(.selectInSidebar(details))
        state.apply(.push(.Profile))
        state.apply(.setSplitViewCollapsed(true))
        state.apply(.setSplitViewCollapsed(false))
        #expect(state.splitView?.detail == details)
        #expect(state.stack == [AnyModule(ProfileModule.Profile)])
    }

    @Test func presentations_coverTheSplitView() {
        var state = split(.twoColumns)
        state.apply(.present(sheet: .Profile))
        state.apply(.push(.List()))
        #expect(state.presentations[0].stack == [list])
        #expect(state.stack.isEmpty)
    }

    @Test func splitModules_getIDsNoOtherModuleOnScreenHas() {
        var state = split(.twoColumns)
        let shown = state.splitView!.sidebar
        state.apply(.selectInSidebar(shown))
        #expect(state.splitView?.detail?.id != shown.id)
        let ids = state.visibleModules.map(\.id)
        #expect(Set(ids).count == ids.count)
    }

    @Test func description_namesTheColumns() {
        var state = split(.twoColumns)
        state.apply(.selectInSidebar(details))
        #expect(state.description == "split(ProfileModule() | DetailsModule(source: deepLink))")
    }

    @Test func description_namesAnEmptyColumn_andTheStack() {
        var state = split(.threeColumns)
        state.apply(.selectInSidebar(list))
        #expect(state.description == "split(ProfileModule() | ListModule(source: mainScreen) | nothing)")
        state.apply(.selectInContent(details))
        state.apply(.push(.Profile))
        #expect(
            state.description
                == "split(ProfileModule() | ListModule(source: mainScreen) | DetailsModule(source: deepLink)) > ProfileModule()"
        )
    }

    @Test func selectInContent_beforeTheSidebarSelectedAContent_changesNothing() {
        var state = split(.threeColumns)
        let selected = state.apply(.selectInContent(details))
        #expect(!selected)
        #expect(state.splitView?.detail == nil)
    }
}
