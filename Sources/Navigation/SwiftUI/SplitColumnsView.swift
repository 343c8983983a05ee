#if canImport(SwiftUI) && os(iOS)
import SwiftUI

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
        // Both values, not whether they differ: a write made while the frame showed an
        // older collapse may change nothing, and the comparison alone might then never
        // change again.
        columns
            .onChange(of: [isCompact, split.isCollapsed], initial: true) { _, compared in
                if compared[0] != compared[1] { split.sizeClassChanged(compared[0]) }
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

private struct SelectionKey: EnvironmentKey {
    static var defaultValue: Binding<AnyModule?> { .constant(nil) }
}

extension EnvironmentValues {
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
