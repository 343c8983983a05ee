/// The rules that turn a user's selection in the root layer (a tab tapped, a row of a
/// split view's list, a collapsed split view's back button, the size class) into
/// navigation operations.
///
/// Each write is read against the ``RenderedRoot`` of the frame whose binding made it,
/// never against whatever the root shows now (``PresentationRule/gesturesWriteBackAtTheirEnd``):
/// - a write from a frame rendered before the root's selections last changed is stale,
///   even when the selection has come back to what it rendered;
/// - a write that repeats what the frame rendered changes nothing;
/// - a write whose gesture the state already took, or overtook, changes nothing.
package enum ScreenWriteBack {
    /// One write of the root layer's selection bindings.
    package enum Write: Hashable {
        /// The tab bar's selection was set to the tab with this id: the user tapped it.
        case tabSelected(AnyModule.ID)
        /// The split view's sidebar selection was set to this module, or cleared (the
        /// collapsed stack's back button).
        case sidebarSelected(AnyModule?)
        /// The split view's content column selection was set to this module, or cleared.
        case contentSelected(AnyModule?)
        /// A collapsed split view's shown column was set to this one: going back to the
        /// sidebar or the content column clears the selection of that column.
        case compactColumnShown(CompactColumn)
        /// The horizontal size class changed: the split view shows collapsed into one
        /// stack (`true`, compact) or in columns.
        case splitViewCollapsed(Bool)
    }

    /// What `write`, made by a binding of the frame that rendered `rendered`, means in
    /// `state`, when the screen's root selections have changed `selectionChanges` times.
    /// - Returns: The operation to apply, or `nil` when there is nothing to change.
    package static func operation(
        for write: Write,
        renderedBy rendered: RenderedRoot,
        in state: NavigationState,
        selectionChanges: Int
    ) -> NavigationOperation? {
        switch write {
        case .splitViewCollapsed: break
        default: guard rendered.selectionChanges == selectionChanges else { return nil }
        }
        return operation(for: write, renderedBy: rendered, in: state)
    }

    private static func operation(
        for write: Write,
        renderedBy rendered: RenderedRoot,
        in state: NavigationState
    ) -> NavigationOperation? {
        switch write {
        case .tabSelected(let id):
            return tabSelected(id, rendered: rendered, in: state)
        case .sidebarSelected(let module):
            guard let split = rendered.splitView, let current = state.splitView, isSameSplit(split, as: current)
            else { return nil }
            let selected = current.style == .threeColumns ? current.content : current.detail
            return selectionChanged(to: module, rendered: rendered.sidebarSelection, in: selected)
                .map { NavigationOperation.selectInSidebar($0) }
        case .contentSelected(let module):
            guard let split = rendered.splitView, split.style == .threeColumns,
                let current = state.splitView, isSameSplit(split, as: current),
                current.content?.id == split.content?.id
            else { return nil }
            return selectionChanged(to: module, rendered: rendered.contentSelection, in: current.detail)
                .map { NavigationOperation.selectInContent($0) }
        case .compactColumnShown(let column):
            // Going forward comes with the selection's own write; going back clears it.
            switch (rendered.compactColumn, column) {
            case (.content, .sidebar), (.detail, .sidebar):
                return operation(for: .sidebarSelected(nil), renderedBy: rendered, in: state)
            case (.detail, .content):
                return operation(for: .contentSelected(nil), renderedBy: rendered, in: state)
            default:
                return nil
            }
        case .splitViewCollapsed(let collapsed):
            guard let split = state.splitView, split.isCollapsed != collapsed else { return nil }
            return .setSplitViewCollapsed(collapsed)
        }
    }

    /// What the tab bar's selection set to `id` means: select that tab, if the state
    /// still selects the rendered one and the tab is still there. A tap on the tab already
    /// selected is the user's reselection, which SwiftUI reports only by setting the same
    /// selection again: it selects the tab again, so the state's ``TabReselection`` rule
    /// applies (by default, back to the tab's root); with nothing pushed, it changes nothing.
    private static func tabSelected(
        _ id: AnyModule.ID,
        rendered: RenderedRoot,
        in state: NavigationState
    ) -> NavigationOperation? {
        guard let shown = rendered.selectedTab, state.selectedTab?.id == shown,
            let tab = state.tabs.first(where: { $0.id == id })
        else { return nil }
        if id == shown {
            // A reselection counts only from a render that showed the tab's stack as it
            // is: a late copy of an earlier write must not pop what was pushed since.
            let renderedStack = rendered.tabs.first(where: { $0.id == id })?.stack.map(\.id)
            guard !tab.stack.isEmpty, renderedStack == tab.stack.map(\.id) else { return nil }
        }
        return .selectTab(tab.module)
    }

    /// Whether `current` is the split view `rendered` was: the same sidebar appearance
    /// and style.
    private static func isSameSplit(_ rendered: SplitView, as current: SplitView?) -> Bool {
        guard let current else { return false }
        return current.sidebar.id == rendered.sidebar.id && current.style == rendered.style
    }

    /// The new selection of a column's list set to `module`, read against the selection
    /// `rendered` it was set from and the state's `current` one: `nil` (nothing to do)
    /// when it repeats what was rendered, or when the state's selection is no longer the
    /// rendered one (the state overtook the gesture, or already took it).
    private static func selectionChanged(
        to module: AnyModule?,
        rendered: AnyModule?,
        in current: AnyModule?
    ) -> AnyModule?? {
        if isSame(module, rendered) { return nil }
        guard current?.id == rendered?.id else { return nil }
        return .some(module)
    }

    /// Whether a list's selection `module` is `selection`: the same appearance, or an
    /// equal module, as a list compares its rows' tags by value.
    private static func isSame(_ module: AnyModule?, _ selection: AnyModule?) -> Bool {
        guard let module, let selection else { return module == nil && selection == nil }
        return module.id == selection.id || module == selection
    }
}

/// What a frame showed of the root layer's selections, kept by the selection bindings it
/// made so each write is read against the frame it came from.
package struct RenderedRoot: Hashable {
    /// The root layer's tabs, each with its stack; empty without a tab bar.
    package var tabs: [Tab]
    /// The selected tab's id, or `nil` without a tab bar.
    package var selectedTab: AnyModule.ID?
    /// The root layer's split view, or `nil`.
    package var splitView: SplitView?
    /// How many times the root selections had changed when the frame rendered.
    package var selectionChanges: Int

    /// What `state` shows of the root layer, after `selectionChanges` selection changes.
    package init(_ state: NavigationState, selectionChanges: Int) {
        tabs = state.tabs
        selectedTab = state.selectedTab?.id
        splitView = state.splitView
        self.selectionChanges = selectionChanges
    }

    /// What the sidebar column selected: the content column's module with three
    /// columns, the detail column's root with two; `nil` without a split view.
    package var sidebarSelection: AnyModule? {
        guard let splitView else { return nil }
        return splitView.style == .threeColumns ? splitView.content : splitView.detail
    }

    /// What the content column selected: the detail column's root with three columns.
    package var contentSelection: AnyModule? {
        guard let splitView, splitView.style == .threeColumns else { return nil }
        return splitView.detail
    }

    /// The column a collapsed split view shows: the last one whose selection is made.
    package var compactColumn: CompactColumn? {
        guard let splitView else { return nil }
        if sidebarSelection == nil { return .sidebar }
        if splitView.style == .threeColumns, splitView.detail == nil { return .content }
        return .detail
    }
}
