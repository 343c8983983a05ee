/// The rules that turn what SwiftUI writes back (a user's gesture) into navigation
/// operations.
///
/// Each write is read against the ``ScreenLayer`` snapshot of the layer that rendered
/// the binding, never against whichever layer sits at that place now
/// (``PresentationRule/gesturesWriteBackAtTheirEnd``):
/// - a write from a layer that is gone changes nothing;
/// - a write that repeats what the layer rendered changes nothing (SwiftUI writes back
///   after changes the state made itself, and sometimes twice);
/// - a write whose gesture the state already took, or overtook, changes nothing;
/// - a write from one stack of the root layer (a tab's, the split view's detail
///   column's) changes that stack only, and only while the state still shows that tab,
///   or those selections: a write from a tab that is no longer selected, or removed,
///   changes nothing, since the state takes a stack only for the selected tab.
package enum ScreenWriteBack {
    /// One write of a layer's bindings.
    package enum Write: Hashable {
        /// The layer's navigation path was set to these modules.
        case path([AnyModule])
        /// The layer's sheet or cover binding was set to `nil`: the layer it presented
        /// was dismissed.
        case presentationDismissed
        /// The layer's alert binding was set to `false`.
        case alertDismissed
        /// The tab bar's selection was set to the tab with this id: the user tapped it.
        case tabSelected(AnyModule.ID)
        /// The split view's sidebar selection was set to this module, or cleared (the
        /// collapsed stack's back button).
        case sidebarSelected(AnyModule?)
        /// The split view's content column selection was set to this module, or cleared.
        case contentSelected(AnyModule?)
        /// A collapsed split view's shown column was set to this one: going back to the
        /// sidebar or the content column clears the selection of that column.
        case compactColumnShown(ScreenLayer.CompactColumn)
        /// The horizontal size class changed: the split view shows collapsed into one
        /// stack (`true`, compact) or in columns.
        case splitViewCollapsed(Bool)
    }

    /// What `write`, made by a binding of `rendered`, means in `state`.
    /// - Parameters:
    ///   - write: What SwiftUI wrote.
    ///   - rendered: The snapshot of the layer whose binding wrote it.
    ///   - state: The current navigation state.
    ///   - screen: What the screen shows now, when known: a selection write from a
    ///     snapshot rendered before the screen's last selection change is stale, even if
    ///     the selection came back to what it rendered; a dismissal write from a snapshot
    ///     whose presented layer has left the screen since (and may be presented again,
    ///     with the same id) is stale too.
    /// - Returns: The operation to apply, or `nil` when there is nothing to change.
    package static func operation(
        for write: Write,
        renderedBy rendered: ScreenLayer,
        in state: NavigationState,
        showing screen: ScreenSynchronizer? = nil
    ) -> NavigationOperation? {
        if let screen {
            switch write {
            case .tabSelected, .sidebarSelected, .contentSelected, .compactColumnShown:
                guard rendered.selectionChanges == screen.selectionChanges else { return nil }
            case .presentationDismissed:
                guard let presented = rendered.presented, rendered.presentedSince == screen.presentedAt[presented.id]
                else { return nil }
            default:
                break
            }
        }
        switch write {
        case .path(let path):
            guard rendersTheStateRoot(rendered, in: state) else { return nil }
            return pathChanged(to: path, rendered: rendered.stack, layer: rendered.id, in: state)
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
        case .presentationDismissed:
            guard let presented = rendered.presented, state.index(of: rendered.id) != nil else { return nil }
            return presentationDismissed(presented.id, in: state)
        case .alertDismissed:
            guard let alert = rendered.alert else { return nil }
            return alertDismissed(alert.id, in: state)
        }
    }

    /// Whether the stack `rendered` shows is the one the state keeps for that layer now:
    /// a presented layer's always; the root layer's plain stack only while the root has
    /// no tab bar and no split view; a tab's only while it is the selected tab; the
    /// detail column's only while the split view shows the same selections.
    private static func rendersTheStateRoot(_ rendered: ScreenLayer, in state: NavigationState) -> Bool {
        guard rendered.id == .root else { return true }
        switch rendered.pane {
        case .layer:
            return state.tabs.isEmpty && state.splitView == nil
        case .tab(let id):
            return state.selectedTab?.id == id
        case .detail(let sidebar, let content, let detail):
            guard let split = state.splitView else { return false }
            return split.sidebar.id == sidebar && split.content?.id == content && split.detail?.id == detail
        }
    }

    /// What the tab bar's selection set to `id` means: select that tab, if the state
    /// still selects the rendered one and the tab is still there. A tap on the tab already
    /// selected is the user's reselection, which SwiftUI reports only by setting the same
    /// selection again: it selects the tab again, so the state's ``TabReselection`` rule
    /// applies (by default, back to the tab's root); with nothing pushed, it changes nothing.
    private static func tabSelected(
        _ id: AnyModule.ID,
        rendered: ScreenLayer,
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

    /// What a layer's navigation path set to `path` means, read against the stack
    /// `rendered` it was set from.
    ///
    /// A prefix of `rendered` (swipe back, the back button) pops the layer to it, if the
    /// modules popped are still there; a longer path that starts with `rendered` (a
    /// `NavigationLink` push) replaces the stack, if the stack is still `rendered`.
    /// - Parameters:
    ///   - path: The path SwiftUI wrote.
    ///   - rendered: The stack the binding showed.
    ///   - layer: The layer whose path it is.
    ///   - state: The current navigation state.
    /// - Returns: The operation to apply, or `nil` when there is nothing to change.
    package static func pathChanged(
        to path: [AnyModule],
        rendered: [AnyModule],
        layer: LayerID,
        in state: NavigationState
    ) -> NavigationOperation? {
        guard let current = state.stack(of: layer) else { return nil }
        let pathIDs = path.map(\.id)
        let renderedIDs = rendered.map(\.id)
        let currentIDs = current.map(\.id)
        if pathIDs == renderedIDs || pathIDs == currentIDs { return nil }
        if pathIDs.count < renderedIDs.count, Array(renderedIDs.prefix(pathIDs.count)) == pathIDs {
            let firstPopped = renderedIDs[pathIDs.count]
            guard currentIDs.count > pathIDs.count, Array(currentIDs.prefix(pathIDs.count)) == pathIDs,
                currentIDs[pathIDs.count] == firstPopped
            else { return nil }
            return .setStack(Array(current.prefix(path.count)), layer: layer)
        }
        guard currentIDs == renderedIDs else { return nil }
        return .setStack(path, layer: layer)
    }

    /// What a layer's navigation path set to `path` means, read against the layer's
    /// current stack: for callers with no snapshot, such as tests of a flow.
    /// - Parameters:
    ///   - path: The path SwiftUI wrote.
    ///   - layer: The layer whose path it is.
    ///   - state: The current navigation state.
    /// - Returns: The operation to apply, or `nil` when there is nothing to change.
    package static func pathChanged(
        to path: [AnyModule],
        layer: LayerID,
        in state: NavigationState
    ) -> NavigationOperation? {
        guard let current = state.stack(of: layer) else { return nil }
        return pathChanged(to: path, rendered: current, layer: layer, in: state)
    }

    /// What a presentation's binding set to `nil` means (an interactive dismissal):
    /// dismiss that layer and those above it, if it is still presented.
    /// - Parameters:
    ///   - id: The layer SwiftUI dismissed.
    ///   - state: The current navigation state.
    /// - Returns: The operation to apply, or `nil` when the layer is already gone.
    package static func presentationDismissed(_ id: AnyModule.ID, in state: NavigationState) -> NavigationOperation? {
        state.presentations.contains { $0.id == id } ? .dismiss(.layer(.presented(id))) : nil
    }

    /// What an alert's binding set to `false` means: dismiss that alert, if it is still
    /// the one that shows.
    /// - Parameters:
    ///   - id: The alert SwiftUI dismissed.
    ///   - state: The current navigation state.
    /// - Returns: The operation to apply, or `nil` when the alert is already gone.
    package static func alertDismissed(_ id: NavigationAlert.ID, in state: NavigationState) -> NavigationOperation? {
        state.alert?.id == id ? .dismissAlert : nil
    }
}
