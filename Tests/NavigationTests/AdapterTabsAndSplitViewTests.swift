import Navigation
import Testing

// The adapter's rules for a root layer that is a tab bar or a split view: each write
// names its tab or the selections it rendered, and changes that tab or column only.

private final class TabBuildCounter: Sendable {
    private let value = Locked([Int: Int]())
    func increment(_ number: Int) { value.withLock { $0[number, default: 0] += 1 } }
    var counts: [Int: Int] { value.withLock { $0 } }
}

private final class TabBuildCountingAssembly: Assembly {
    let builds = TabBuildCounter()
    func build(_ number: Int) -> some View {
        builds.increment(number)
        return EmptyView()
    }
}

private struct NumberedScreen: Module {
    let number: Int
    func build(container: Container) -> some View {
        container.resolve(TabBuildCountingAssembly.self).build(number)
    }
}

private func screen(_ number: Int) -> AnyModule {
    AnyModule(NumberedScreen(number: number))
}

private func tabRoot(_ number: Int) -> AnyModule { screen(number) }

private let configuration = ScreenConfiguration(settleTime: .milliseconds(650), reportTimeout: .seconds(2))

/// A state with three tabs, 10, 20 and 30, the first selected, with `pushed` in it.
private func tabState(pushed: [Int] = []) -> NavigationState {
    var state = NavigationState(tabs: [screen(10), screen(20), screen(30)])
    for number in pushed {
        state.apply(.push(screen(number)))
    }
    return state
}

@MainActor
private func makeScreen(
    _ state: NavigationState,
    container: DependencyContainer = DependencyContainer()
) -> ScreenSimulation {
    let session = ScreenSession(
        root: screen(0), container: container, navigation: NavigationService(state: state),
        configuration: configuration)
    let simulation = ScreenSimulation(session: session, timing: ScreenSimulation.Timing(transition: 0.5...0.5))
    simulation.advance(by: 0.1)
    return simulation
}

@Suite struct AdapterTabWriteBackTests {
    @Test func aRootSnapshot_holdsEveryTabWithItsStack_andTheSelection() {
        var state = tabState(pushed: [1])
        state.apply(.selectTab(screen(20)))
        state.apply(.push(screen(2)))
        let root = state.screenLayer(.root)!
        #expect(root.tabs.map(\.stack) == [[screen(1)], [screen(2)], []])
        #expect(root.selectedTab == state.tabs[1].id)
        #expect(root.stack(of: root.tabs[0]).pane == .tab(state.tabs[0].id))
        #expect(root.stack(of: root.tabs[0]).stack == [screen(1)])
    }

    @Test func aTapOnAnotherTab_selectsIt() {
        let state = tabState()
        let root = state.screenLayer(.root)!
        let operation = ScreenWriteBack.operation(for: .tabSelected(state.tabs[2].id), renderedBy: root, in: state)
        #expect(operation == .selectTab(state.tabs[2].module))
    }

    @Test func aTapOnTheSelectedTab_selectsItAgain_soItsReselectionRuleApplies() {
        var state = tabState(pushed: [1, 2])
        let root = state.screenLayer(.root)!
        let operation = ScreenWriteBack.operation(for: .tabSelected(state.tabs[0].id), renderedBy: root, in: state)
        #expect(operation == .selectTab(state.tabs[0].module))
        state.apply(operation!)
        #expect(state.stack.isEmpty)
        // At the tab's root, the same tap changes nothing.
        let atRoot = state.screenLayer(.root)!
        #expect(ScreenWriteBack.operation(for: .tabSelected(state.tabs[0].id), renderedBy: atRoot, in: state) == nil)
    }

    @Test func aTapOvertakenByTheProgramsSelection_changesNothing() {
        var state = tabState()
        let root = state.screenLayer(.root)!
        state.apply(.selectTab(screen(20)))
        #expect(ScreenWriteBack.operation(for: .tabSelected(state.tabs[2].id), renderedBy: root, in: state) == nil)
    }

    @Test func aTapOnATabTheStateRemoved_changesNothing() {
        var state = tabState()
        let root = state.screenLayer(.root)!
        let removed = state.tabs[2].id
        state.apply(.setTabs([screen(10), screen(20)]))
        #expect(ScreenWriteBack.operation(for: .tabSelected(removed), renderedBy: root, in: state) == nil)
    }

    @Test func aSelectionFromBeforeTheLastSelectionChange_isStale_evenWhenTheSelectionCameBack() {
        var state = tabState()
        var screen = ScreenSynchronizer(target: state, configuration: configuration)
        _ = screen.rootAppeared()
        var root = screen.displayed.screenLayer(.root)!
        root.selectionChanges = screen.selectionChanges
        state.apply(.selectTab(tabRoot(20)))
        _ = screen.targetChanged(state)
        state.apply(.selectTab(tabRoot(10)))
        _ = screen.targetChanged(state)
        #expect(screen.selectionChanges == root.selectionChanges + 2)
        let operation = ScreenWriteBack.operation(
            for: .tabSelected(state.tabs[1].id), renderedBy: root, in: state, showing: screen)
        #expect(operation == nil)
    }

    @Test func aTabsPath_changesThatTabsStack() {
        let state = tabState(pushed: [1, 2])
        let root = state.screenLayer(.root)!
        let tab = root.stack(of: root.tabs[0])
        let operation = ScreenWriteBack.operation(for: .path([screen(1)]), renderedBy: tab, in: state)
        #expect(operation == .setStack([state.stack[0]], layer: .root))
    }

    @Test func aPathFromATabThatIsNoLongerSelected_changesNothing() {
        var state = tabState()
        let root = state.screenLayer(.root)!
        let first = root.stack(of: root.tabs[0])
        state.apply(.selectTab(screen(20)))
        // Both tabs' stacks are empty: without the tab's name, the push would land in 20.
        #expect(ScreenWriteBack.operation(for: .path([screen(5)]), renderedBy: first, in: state) == nil)
    }

    @Test func aPathFromATabTheStateRemoved_changesNothing() {
        var state = tabState()
        let root = state.screenLayer(.root)!
        let last = root.stack(of: root.tabs[2])
        state.apply(.setTabs([screen(20), screen(10)]))
        #expect(ScreenWriteBack.operation(for: .path([screen(5)]), renderedBy: last, in: state) == nil)
    }

    @Test func aPathOfThePlainRootStack_afterTheStateGotTabs_changesNothing() {
        var state = NavigationState()
        let root = state.screenLayer(.root)!
        state.apply(.setTabs([screen(10), screen(20)]))
        #expect(ScreenWriteBack.operation(for: .path([screen(5)]), renderedBy: root, in: state) == nil)
    }
}

@Suite @MainActor struct AdapterTabScreenTests {
    @Test func switchingTabs_neverRebuildsATabsModules() async {
        let container = DependencyContainer()
        let simulation = makeScreen(tabState(pushed: [1]), container: container)
        simulation.tapTab(at: 1)
        simulation.apply(.push(screen(2)))
        simulation.tapTab(at: 0)
        simulation.apply(.selectTab(screen(30)))
        simulation.tapTab(at: 1)
        simulation.settle()
        let counts = container.resolve(TabBuildCountingAssembly.self).builds.counts
        #expect(counts == [10: 1, 20: 1, 30: 1, 1: 1, 2: 1])
        #expect(simulation.violations.isEmpty)
        #expect(simulation.shows(simulation.navigation.state))
    }

    @Test func aTabsViews_areFreedWhenTheyLeaveItsStack_orTheTabIsRemoved() async {
        let simulation = makeScreen(tabState(pushed: [1, 2]))
        let pushed = simulation.navigation.state.stack.map(\.id)
        let third = simulation.navigation.state.tabs[2].id
        #expect(simulation.session.builder.builtModuleIDs.isSuperset(of: Set(pushed + [third])))
        simulation.swipeBack()
        #expect(!simulation.session.builder.builtModuleIDs.contains(pushed[1]))
        simulation.apply(.setTabs([screen(10), screen(20)]))
        #expect(!simulation.session.builder.builtModuleIDs.contains(third))
        #expect(simulation.session.builder.builtModuleIDs.contains(pushed[0]))
    }

    @Test func aSwipeBackInATab_writesIntoThatTab() async {
        let simulation = makeScreen(tabState(pushed: [1, 2]))
        simulation.swipeBack()
        let tab = simulation.navigation.state.tabs[0]
        #expect(simulation.rootWrites == [.tab(tab.id)])
        #expect(tab.stack == [screen(1)])
        #expect(simulation.violations.isEmpty)
    }

    @Test func aStaleSwipeBack_afterTheUserSwitchedTabs_changesNothing() async {
        let simulation = makeScreen(tabState(pushed: [1, 2]))
        simulation.swipeBack(staleAfter: 1)
        simulation.tapTab(at: 1)
        simulation.apply(.push(screen(3)))
        simulation.settle()
        #expect(simulation.navigation.state.tabs.map(\.stack) == [[screen(1)], [screen(3)], []])
        #expect(simulation.violations.isEmpty)
    }

    @Test func aProgrammaticTabSwitchUnderACover_showsAtOnce_andTheCoverStays() async {
        let simulation = makeScreen(tabState())
        simulation.apply(.present(modal: NumberedScreen(number: 7)))
        simulation.advance(by: 0.2)
        #expect(simulation.isInTransition)
        simulation.apply(.selectTab(screen(30)))
        #expect(simulation.selectedTab == simulation.navigation.state.tabs[2].id)
        #expect(simulation.layers.map(\.id) == simulation.navigation.state.presentations.map(\.id))
        simulation.apply(.setTabs([screen(40), screen(30)], selectedIndex: 0))
        #expect(simulation.tabs.map(\.id) == simulation.navigation.state.tabs.map(\.id))
        simulation.settle()
        #expect(simulation.violations.isEmpty)
        #expect(simulation.shows(simulation.navigation.state))
    }

    @Test func aTabTapUnderASheet_selectsTheTab_andTheSheetStays() async {
        let simulation = makeScreen(tabState())
        simulation.apply(.present(sheet: NumberedScreen(number: 7)))
        simulation.advance(by: 0.2)
        #expect(simulation.tapTab(at: 2))
        #expect(simulation.navigation.state.selectedTab?.id == simulation.navigation.state.tabs[2].id)
        #expect(simulation.navigation.state.presentations.count == 1)
        simulation.settle()
        #expect(simulation.violations.isEmpty)
        #expect(simulation.shows(simulation.navigation.state))
    }

    @Test func aTabTapUnderAFullScreenCover_isImpossible() async {
        let simulation = makeScreen(tabState())
        simulation.apply(.present(modal: NumberedScreen(number: 7)))
        simulation.settle()
        #expect(!simulation.tapTab(at: 2))
    }
}

/// A split view with a sidebar 100, of `style`, with `selected` in the sidebar.
private func splitState(_ style: SplitView.Style = .threeColumns, selected: Int? = 1) -> NavigationState {
    var state = NavigationState()
    state.apply(.setSplitView(sidebar: screen(100), style: style))
    if let selected { state.apply(.selectInSidebar(screen(selected))) }
    return state
}

@Suite struct AdapterSplitViewWriteBackTests {
    @Test func aSidebarSelection_selectsInTheSidebar() {
        let state = splitState()
        let root = state.screenLayer(.root)!
        let operation = ScreenWriteBack.operation(for: .sidebarSelected(screen(2)), renderedBy: root, in: state)
        #expect(operation == .selectInSidebar(screen(2)))
    }

    @Test func aSidebarSelectionOfAnEqualRow_isANoOp() {
        let state = splitState()
        let root = state.screenLayer(.root)!
        // A list's row tag is a new value equal to the selection: not a new selection.
        #expect(ScreenWriteBack.operation(for: .sidebarSelected(screen(1)), renderedBy: root, in: state) == nil)
    }

    @Test func aSidebarSelectionOvertakenByTheProgram_changesNothing() {
        var state = splitState()
        let root = state.screenLayer(.root)!
        state.apply(.selectInSidebar(screen(3)))
        #expect(ScreenWriteBack.operation(for: .sidebarSelected(screen(2)), renderedBy: root, in: state) == nil)
    }

    @Test func aSelectionFromAReplacedSplitView_changesNothing() {
        var state = splitState(selected: nil)
        let root = state.screenLayer(.root)!
        state.apply(.setSplitView(sidebar: screen(101), style: .threeColumns))
        #expect(ScreenWriteBack.operation(for: .sidebarSelected(screen(2)), renderedBy: root, in: state) == nil)
    }

    @Test func aContentSelection_selectsTheDetail_onlyUnderTheContentItRendered() {
        var state = splitState()
        let root = state.screenLayer(.root)!
        #expect(
            ScreenWriteBack.operation(for: .contentSelected(screen(5)), renderedBy: root, in: state)
                == .selectInContent(screen(5)))
        state.apply(.selectInSidebar(screen(2)))
        #expect(ScreenWriteBack.operation(for: .contentSelected(screen(5)), renderedBy: root, in: state) == nil)
    }

    @Test func aDetailPath_afterTheDetailChanged_changesNothing() {
        var state = splitState(.twoColumns)
        let detail = state.screenLayer(.root)!.detailColumn!
        #expect(
            ScreenWriteBack.operation(for: .path([screen(5)]), renderedBy: detail, in: state)
                == .setStack([screen(5)], layer: .root))
        state.apply(.selectInSidebar(screen(2)))
        #expect(ScreenWriteBack.operation(for: .path([screen(5)]), renderedBy: detail, in: state) == nil)
    }

    @Test func theSizeClass_writesTheCollapse_onlyWhenTheStateDiffers() {
        var state = splitState()
        let root = state.screenLayer(.root)!
        #expect(ScreenWriteBack.operation(for: .splitViewCollapsed(false), renderedBy: root, in: state) == nil)
        #expect(
            ScreenWriteBack.operation(for: .splitViewCollapsed(true), renderedBy: root, in: state)
                == .setSplitViewCollapsed(true))
        state.apply(.setSplitView(sidebar: nil))
        #expect(ScreenWriteBack.operation(for: .splitViewCollapsed(true), renderedBy: root, in: state) == nil)
    }

    @Test func goingBackInACollapsedSplitView_clearsTheColumnsSelection_goingForwardWritesNothing() {
        var state = splitState()
        state.apply(.selectInContent(screen(5)))
        state.apply(.setSplitViewCollapsed(true))
        let root = state.screenLayer(.root)!
        #expect(root.compactColumn == .detail)
        #expect(
            ScreenWriteBack.operation(for: .compactColumnShown(.content), renderedBy: root, in: state)
                == .selectInContent(nil))
        #expect(
            ScreenWriteBack.operation(for: .compactColumnShown(.sidebar), renderedBy: root, in: state)
                == .selectInSidebar(nil))
        let atContent = splitState().screenLayer(.root)!
        #expect(atContent.compactColumn == .content)
        #expect(ScreenWriteBack.operation(for: .compactColumnShown(.detail), renderedBy: atContent, in: state) == nil)
    }
}

@Suite @MainActor struct AdapterSplitViewScreenTests {
    @Test func aCompactWindow_collapsesTheSplitView_andARegularOneExpandsIt() async {
        let simulation = makeScreen(splitState())
        simulation.changeSizeClass(compact: true)
        #expect(simulation.navigation.state.splitView?.isCollapsed == true)
        simulation.changeSizeClass(compact: false)
        #expect(simulation.navigation.state.splitView?.isCollapsed == false)
        #expect(simulation.violations.isEmpty)
    }

    @Test func aNewSplitViewInACompactWindow_isCollapsedAtOnce() async {
        let simulation = makeScreen(splitState())
        simulation.changeSizeClass(compact: true)
        simulation.apply(.setSplitView(sidebar: screen(101), style: .twoColumns))
        #expect(simulation.navigation.state.splitView?.isCollapsed == true)
    }

    @Test func theSplitViewsModules_areBuiltOnce_acrossSelections() async {
        let container = DependencyContainer()
        let simulation = makeScreen(splitState(), container: container)
        simulation.select(screen(5), inContent: true)
        simulation.apply(.push(screen(6)))
        simulation.select(screen(7), inContent: true)
        simulation.settle()
        let counts = container.resolve(TabBuildCountingAssembly.self).builds.counts
        #expect(counts == [100: 1, 1: 1, 5: 1, 6: 1, 7: 1])
        #expect(simulation.navigation.state.splitView?.detail == screen(7))
        #expect(simulation.navigation.state.stack.isEmpty)
    }
}
