/// What one layer renders, as a value taken when it renders: its stack, the layer it
/// presents, and its alert; for the root layer, also its tab bar or split view.
///
/// Bindings keep the snapshot they were made from, so a write says which layer, which
/// of its stacks (see ``pane``), and which stack or presentation the user acted on
/// (see ``ScreenWriteBack``); a layer on its way out keeps rendering its last snapshot
/// until it is gone.
package struct ScreenLayer: Hashable {
    /// Which navigation stack of a layer a snapshot renders.
    ///
    /// A presented layer has one stack; the root layer has one per tab, or the split
    /// view's detail column, so a write from the root layer names which of them it
    /// came from, and the state's selection it was rendered under.
    package enum Pane: Hashable, Sendable {
        /// The layer's own stack: a presented layer's, or the root layer's plain stack.
        case layer
        /// The stack of the root layer's tab whose root module appearance has this id.
        case tab(AnyModule.ID)
        /// The split view's detail column, rendered under these selections: the
        /// sidebar's module, the content column's and the detail column's root.
        case detail(sidebar: AnyModule.ID, content: AnyModule.ID?, detail: AnyModule.ID?)
    }

    /// The column a collapsed split view shows, as `NavigationSplitView`'s
    /// `preferredCompactColumn` names it.
    package enum CompactColumn: Hashable, Sendable {
        /// The sidebar: nothing is selected in it.
        case sidebar
        /// The content column: the sidebar selected, the content column did not.
        case content
        /// The detail column and its stack.
        case detail
    }

    /// The layer.
    package let id: LayerID
    /// The module at the root of a presented layer; `nil` for the root layer, whose
    /// root module the ``RootView`` holds.
    package let module: AnyModule?
    /// How a presented layer is presented; `nil` for the root layer.
    package let style: PresentationStyle?
    /// The modules pushed in the layer, bottom first: with a tab bar, the selected tab's;
    /// with a split view, the detail column's.
    package let stack: [AnyModule]
    /// The layer this one presents, if any.
    package let presented: Presentation?
    /// The alert this layer shows, if any: only the topmost layer shows one.
    package let alert: NavigationAlert?
    /// Which of the layer's stacks this snapshot renders.
    package var pane: Pane = .layer
    /// The root layer's tabs, each with its stack; empty without a tab bar.
    package var tabs: [Tab] = []
    /// The selected tab's id, or `nil` without a tab bar.
    package var selectedTab: AnyModule.ID?
    /// The root layer's split view, or `nil`.
    package var splitView: SplitView?
    /// The step that presented ``presented``, as ``ScreenSynchronizer/presentedAt``
    /// says when this snapshot rendered.
    package var presentedSince: Int?
    /// How many times the screen's root selections (tab, split view columns) had changed
    /// when this snapshot rendered; see ``ScreenSynchronizer/selectionChanges``.
    package var selectionChanges = 0

    /// The snapshot of `tab`'s stack, as the tab's `NavigationStack` renders it: its
    /// writes name the tab.
    /// - Parameter tab: One of ``tabs``.
    /// - Returns: The snapshot.
    package func stack(of tab: Tab) -> ScreenLayer {
        var snapshot = ScreenLayer(
            id: id, module: tab.module, style: nil, stack: tab.stack, presented: nil, alert: nil)
        snapshot.pane = .tab(tab.id)
        snapshot.selectedTab = selectedTab
        snapshot.selectionChanges = selectionChanges
        return snapshot
    }

    /// The snapshot of the split view's detail column, as its `NavigationStack` renders
    /// it, or `nil` without a split view: its writes name the selections it showed.
    package var detailColumn: ScreenLayer? {
        guard let splitView else { return nil }
        var snapshot = ScreenLayer(
            id: id, module: splitView.detail, style: nil, stack: stack, presented: nil, alert: nil)
        snapshot.pane = .detail(
            sidebar: splitView.sidebar.id, content: splitView.content?.id, detail: splitView.detail?.id)
        snapshot.splitView = splitView
        snapshot.selectionChanges = selectionChanges
        return snapshot
    }

    /// What the sidebar column selected: the content column's module with three
    /// columns, the detail column's root with two; `nil` without a split view.
    package var sidebarSelection: AnyModule? {
        guard let splitView else { return nil }
        return splitView.style == .threeColumns ? splitView.content : splitView.detail
    }

    /// The column a collapsed split view shows: the last one whose selection is made;
    /// `nil` without a split view.
    package var compactColumn: CompactColumn? {
        guard let splitView else { return nil }
        if sidebarSelection == nil { return .sidebar }
        if splitView.style == .threeColumns, splitView.detail == nil { return .content }
        return .detail
    }

    /// What the content column selected: the detail column's root with three columns;
    /// `nil` otherwise.
    package var contentSelection: AnyModule? {
        guard let splitView, splitView.style == .threeColumns else { return nil }
        return splitView.detail
    }
}
