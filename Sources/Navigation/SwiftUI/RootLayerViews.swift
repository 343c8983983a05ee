#if canImport(SwiftUI) && os(iOS)
import SwiftUI

/// One navigation stack of a snapshot: its root view, then its stack, each pushed module
/// built once; the path writes back with the snapshot, which names the layer and, in
/// the root layer, the tab or the split view's selections.
@MainActor
struct ModuleStack<Root: View>: View {
    let content: ScreenLayer
    let session: ScreenSession
    /// Whether each screen of the stack clears its hosting background (a popup's).
    var clearsBackgrounds = false
    @ViewBuilder let root: Root

    var body: some View {
        let content = content
        let session = session
        let clearsBackgrounds = clearsBackgrounds
        NavigationStack(
            path: Binding(
                get: { content.stack },
                set: { session.write(.path($0), from: content) }
            )
        ) {
            root
                .clearsHostingBackground(clearsBackgrounds)
                .navigationDestination(for: AnyModule.self) { module in
                    // A pop commits when its screen leaves: a swipe the user cancels does not.
                    AnyView(session.view(for: module))
                        .clearsHostingBackground(clearsBackgrounds)
                        .onAppear { session.moduleAppeared(module.id) }
                        .onDisappear { session.moduleDisappeared(module.id) }
                }
        }
    }
}

/// The root layer's tab bar: one `NavigationStack` per tab, each tab's modules built
/// once for as long as the tab holds them, whichever tab is selected.
@MainActor
struct TabBarView: View {
    let content: ScreenLayer
    let session: ScreenSession
    @Environment(\.navigationTabLabel) private var label

    var body: some View {
        let content = content
        let session = session
        TabView(
            selection: Binding<AnyModule.ID?>(
                get: { content.selectedTab },
                set: { id in
                    if let id { session.write(.tabSelected(id), from: content) }
                }
            )
        ) {
            ForEach(content.tabs) { tab in
                ModuleStack(content: content.stack(of: tab), session: session) {
                    AnyView(session.view(for: tab.module))
                }
                .tabItem { label.label(tab.module) }
                .tag(Optional(tab.id))
            }
        }
    }
}

/// The root layer's split view: the sidebar and content columns' modules with their
/// selections in the environment, and the detail column's `NavigationStack`. The size
/// class is written back whenever the state's collapse differs from it.
@MainActor
struct SplitColumnsView: View {
    let content: ScreenLayer
    let split: SplitView
    let session: ScreenSession
    @Environment(\.horizontalSizeClass) private var sizeClass

    var body: some View {
        let content = content
        let session = session
        let isCompact = sizeClass == .compact
        columns
            .onChange(of: isCompact != split.isCollapsed, initial: true) { _, differs in
                if differs { session.write(.splitViewCollapsed(isCompact), from: content) }
            }
    }

    @ViewBuilder private var columns: some View {
        switch split.style {
        case .twoColumns:
            NavigationSplitView(preferredCompactColumn: compactColumn) {
                sidebar
            } detail: {
                detail
            }
        case .threeColumns:
            NavigationSplitView(preferredCompactColumn: compactColumn) {
                sidebar
            } content: {
                contentColumn
            } detail: {
                detail
            }
        }
    }

    private var sidebar: some View {
        let content = content
        let session = session
        return AnyView(session.view(for: split.sidebar))
            .environment(
                \.navigationSelection,
                Binding(
                    get: { content.sidebarSelection },
                    set: { session.write(.sidebarSelected($0), from: content) }
                ))
    }

    @ViewBuilder private var contentColumn: some View {
        let content = content
        let session = session
        if let module = split.content {
            AnyView(session.view(for: module))
                .environment(
                    \.navigationSelection,
                    Binding(
                        get: { content.contentSelection },
                        set: { session.write(.contentSelected($0), from: content) }
                    ))
        } else {
            Color.clear
        }
    }

    @ViewBuilder private var detail: some View {
        if let column = content.detailColumn {
            ModuleStack(content: column, session: session) {
                if let module = split.detail {
                    AnyView(session.view(for: module))
                } else {
                    Color.clear
                }
            }
        }
    }

    private var compactColumn: Binding<NavigationSplitViewColumn> {
        let content = content
        let session = session
        return Binding(
            get: {
                switch content.compactColumn {
                case .sidebar: .sidebar
                case .content: .content
                case .detail, nil: .detail
                }
            },
            set: { column in
                let shown: ScreenLayer.CompactColumn =
                    column == .sidebar ? .sidebar : column == .content ? .content : .detail
                session.write(.compactColumnShown(shown), from: content)
            }
        )
    }
}

/// How a ``RootView`` labels each tab of its tab bar.
struct TabLabel {
    let label: @MainActor (AnyModule) -> AnyView
}

private struct TabLabelKey: EnvironmentKey {
    static var defaultValue: TabLabel {
        TabLabel { module in AnyView(Text(verbatim: module.description)) }
    }
}

private struct SelectionKey: EnvironmentKey {
    static var defaultValue: Binding<AnyModule?> { .constant(nil) }
}

extension EnvironmentValues {
    var navigationTabLabel: TabLabel {
        get { self[TabLabelKey.self] }
        set { self[TabLabelKey.self] = newValue }
    }

    /// The selection of the split view column a module shows in, for its `List`: the
    /// sidebar's selects what the next column shows, the content column's the detail
    /// column's root; each write goes into the scene's navigation state. Outside a split
    /// view's sidebar and content columns it is a constant `nil`.
    ///
    /// ```swift
    /// struct MailboxesView: View {
    ///     @Environment(\.navigationSelection) private var selection
    ///     var body: some View {
    ///         List(selection: selection) {
    ///             Text("Inbox").tag(AnyModule(InboxModule.Inbox))
    ///         }
    ///     }
    /// }
    /// ```
    public var navigationSelection: Binding<AnyModule?> {
        get { self[SelectionKey.self] }
        set { self[SelectionKey.self] = newValue }
    }
}
#endif
