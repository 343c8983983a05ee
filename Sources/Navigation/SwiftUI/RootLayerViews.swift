#if canImport(SwiftUI) && os(iOS)
import SwiftUI

/// One navigation stack of a frame: its root screen, then its path, each screen built
/// once per appearance and identified by it. The path binding is the stack's own
/// ``StackPath``, the same for the stack's life.
@MainActor
struct ModuleStack<Root: View>: View {
    let stack: StackFrame
    let session: ScreenSession
    /// Whether each screen of the stack clears its hosting background (a popup's).
    var clearsBackgrounds = false
    @ViewBuilder let root: Root

    var body: some View {
        let stack = stack
        let session = session
        let clearsBackgrounds = clearsBackgrounds
        @Bindable var binding = stack.binding
        NavigationStack(path: $binding.path) {
            root
                .id(stack.root)
                .clearsHostingBackground(clearsBackgrounds)
                .onDisappear { stack.rootDisappeared() }
                .navigationDestination(for: ScreenElement.self) { element in
                    AnyView(session.view(for: element))
                        .clearsHostingBackground(clearsBackgrounds)
                        .onAppear { stack.appeared(element) }
                        .onDisappear { stack.disappeared(element) }
                        .background(TransitionReporter { stack.transition(element, $0) })
                }
        }
    }
}

/// The root layer's tab bar: one `NavigationStack` per tab, each tab's modules built
/// once for as long as the tab holds them, whichever tab is selected.
@MainActor
struct TabBarView: View {
    let tabs: TabsFrame
    let session: ScreenSession
    @Environment(\.navigationTabLabel) private var label

    var body: some View {
        let tabs = tabs
        TabView(
            selection: Binding<ScreenElement?>(
                get: { tabs.selection },
                set: { element in
                    if let element { tabs.select(element) }
                }
            )
        ) {
            ForEach(tabs.tabs, id: \.id) { stack in
                ModuleStack(stack: stack, session: session) {
                    if let root = stack.root {
                        AnyView(session.view(for: root))
                    }
                }
                .tabItem {
                    if let root = stack.root { label.label(root.module) }
                }
                .tag(stack.root)
            }
        }
    }
}

/// The root layer's split view: the sidebar and content columns' modules with their
/// selections in the environment, each identified by its appearance, and the detail
/// column's `NavigationStack`. The size class is written back whenever the state's
/// collapse differs from it.
@MainActor
struct SplitColumnsView: View {
    let split: SplitFrame
    let session: ScreenSession
    @Environment(\.horizontalSizeClass) private var sizeClass

    var body: some View {
        let split = split
        let isCompact = sizeClass == .compact
        columns
            .onChange(of: isCompact != split.isCollapsed, initial: true) { _, differs in
                if differs { split.sizeClassChanged(isCompact) }
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
        let split = split
        return AnyView(session.view(for: split.sidebar))
            .id(split.sidebar)
            .environment(
                \.navigationSelection,
                Binding(
                    get: { split.sidebarSelection },
                    set: { split.selectInSidebar($0) }
                ))
    }

    @ViewBuilder private var contentColumn: some View {
        let split = split
        if let element = split.content {
            AnyView(session.view(for: element))
                .id(element)
                .environment(
                    \.navigationSelection,
                    Binding(
                        get: { split.contentSelection },
                        set: { split.selectInContent($0) }
                    ))
        } else {
            Color.clear
        }
    }

    private var detail: some View {
        ModuleStack(stack: split.detail, session: session) {
            if let root = split.detail.root {
                AnyView(session.view(for: root))
            } else {
                Color.clear
            }
        }
    }

    private var compactColumn: Binding<NavigationSplitViewColumn> {
        let split = split
        return Binding(
            get: {
                switch split.compactColumn {
                case .sidebar: .sidebar
                case .content: .content
                case .detail: .detail
                }
            },
            set: { column in
                let shown: CompactColumn = column == .sidebar ? .sidebar : column == .content ? .content : .detail
                split.showCompactColumn(shown)
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
