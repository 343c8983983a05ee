import Navigation
import Testing

// The rules that read a user's selection in the root layer against the frame it was
// made from: a tab, a split view column's list, the compact column, the size class.

private struct Numbered: Module {
    let number: Int
    func build(container: Container) -> some View { EmptyView() }
}

private func screen(_ number: Int) -> AnyModule { AnyModule(Numbered(number: number)) }

private func tabState(pushed: [Int] = []) -> NavigationState {
    var state = NavigationState(tabs: [screen(10), screen(20), screen(30)])
    for number in pushed {
        state.apply(.push(screen(number)))
    }
    return state
}

private func splitState(_ style: SplitView.Style = .threeColumns, selected: Int? = 1) -> NavigationState {
    var state = NavigationState()
    state.apply(.setSplitView(sidebar: screen(100), style: style))
    if let selected { state.apply(.selectInSidebar(screen(selected))) }
    return state
}

private func operation(
    _ write: ScreenWriteBack.Write,
    from rendered: NavigationState,
    in state: NavigationState,
    renderedAfter changes: Int = 0,
    now current: Int = 0
) -> NavigationOperation? {
    ScreenWriteBack.operation(
        for: write, renderedBy: RenderedRoot(rendered, selectionChanges: changes), in: state,
        selectionChanges: current)
}

@Suite struct ScreenWriteBackTabTests {
    @Test func aTapOnAnotherTab_selectsIt() {
        let state = tabState()
        #expect(operation(.tabSelected(state.tabs[2].id), from: state, in: state) == .selectTab(state.tabs[2].module))
    }

    @Test func aTapOnTheSelectedTab_selectsItAgain_soItsReselectionRuleApplies() {
        var state = tabState(pushed: [1, 2])
        let tapped = operation(.tabSelected(state.tabs[0].id), from: state, in: state)
        #expect(tapped == .selectTab(state.tabs[0].module))
        state.apply(tapped!)
        #expect(state.stack.isEmpty)
        // At the tab's root, the same tap changes nothing.
        #expect(operation(.tabSelected(state.tabs[0].id), from: state, in: state) == nil)
    }

    @Test func aTapOvertakenByTheProgramsSelection_changesNothing() {
        var state = tabState()
        let rendered = state
        state.apply(.selectTab(rendered.tabs[1].module))
        #expect(operation(.tabSelected(state.tabs[2].id), from: rendered, in: state) == nil)
    }

    @Test func aTapOnATabTheStateRemoved_changesNothing() {
        var state = tabState()
        let rendered = state
        state.apply(.setTabs([screen(10), screen(20)]))
        #expect(operation(.tabSelected(rendered.tabs[2].id), from: rendered, in: state) == nil)
    }

    @Test func aSelectionFromBeforeTheLastSelectionChange_isStale_evenWhenTheSelectionCameBack() {
        let state = tabState()
        #expect(operation(.tabSelected(state.tabs[1].id), from: state, in: state, renderedAfter: 0, now: 2) == nil)
    }
}

@Suite struct ScreenWriteBackSplitViewTests {
    @Test func aSidebarSelection_selectsInTheSidebar() {
        let state = splitState()
        #expect(operation(.sidebarSelected(screen(2)), from: state, in: state) == .selectInSidebar(screen(2)))
    }

    @Test func aSidebarSelectionOfAnEqualRow_isANoOp() {
        let state = splitState()
        // A list's row tag is a new value equal to the selection: not a new selection.
        #expect(operation(.sidebarSelected(screen(1)), from: state, in: state) == nil)
    }

    @Test func aSidebarSelectionOvertakenByTheProgram_changesNothing() {
        var state = splitState()
        let rendered = state
        state.apply(.selectInSidebar(screen(3)))
        #expect(operation(.sidebarSelected(screen(2)), from: rendered, in: state) == nil)
    }

    @Test func aSelectionFromAReplacedSplitView_changesNothing() {
        var state = splitState(selected: nil)
        let rendered = state
        state.apply(.setSplitView(sidebar: screen(101), style: .threeColumns))
        #expect(operation(.sidebarSelected(screen(2)), from: rendered, in: state) == nil)
    }

    @Test func aContentSelection_selectsTheDetail_onlyUnderTheContentItRendered() {
        var state = splitState()
        let rendered = state
        #expect(operation(.contentSelected(screen(5)), from: rendered, in: state) == .selectInContent(screen(5)))
        state.apply(.selectInSidebar(screen(2)))
        #expect(operation(.contentSelected(screen(5)), from: rendered, in: state) == nil)
    }

    @Test func theSizeClass_writesTheCollapse_onlyWhenTheStateDiffers() {
        var state = splitState()
        let rendered = state
        #expect(operation(.splitViewCollapsed(false), from: rendered, in: state) == nil)
        #expect(operation(.splitViewCollapsed(true), from: rendered, in: state) == .setSplitViewCollapsed(true))
        state.apply(.setSplitView(sidebar: nil))
        #expect(operation(.splitViewCollapsed(true), from: rendered, in: state) == nil)
    }

    @Test func goingBackInACollapsedSplitView_clearsTheColumnsSelection_goingForwardWritesNothing() {
        var state = splitState()
        state.apply(.selectInContent(screen(5)))
        state.apply(.setSplitViewCollapsed(true))
        #expect(RenderedRoot(state, selectionChanges: 0).compactColumn == .detail)
        #expect(operation(.compactColumnShown(.content), from: state, in: state) == .selectInContent(nil))
        #expect(operation(.compactColumnShown(.sidebar), from: state, in: state) == .selectInSidebar(nil))
        let atContent = splitState()
        #expect(RenderedRoot(atContent, selectionChanges: 0).compactColumn == .content)
        #expect(operation(.compactColumnShown(.detail), from: atContent, in: state) == nil)
    }
}
