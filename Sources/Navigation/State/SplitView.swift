/// A split view at the root of the state, as `NavigationSplitView` shows one: a
/// sidebar, an optional content column, and a detail column with a stack of its own.
///
/// Selecting in the sidebar chooses what the next column shows, and clears what the
/// columns after it showed; pushes go onto the detail column's stack. On a compact
/// width the columns collapse into one stack: the sidebar at its root, then the content,
/// the detail and the detail column's stack, each that is shown; ``isCollapsed`` says
/// when.
public struct SplitView: Hashable {
    /// How many columns the split view shows.
    public enum Style: Hashable, Sendable {
        /// A sidebar and a detail column.
        case twoColumns
        /// A sidebar, a content column and a detail column.
        case threeColumns
    }

    /// How many columns the split view shows.
    public package(set) var style: Style
    /// The module in the sidebar column.
    public package(set) var sidebar: AnyModule
    /// What the sidebar selected, shown in the content column; always `nil` with two
    /// columns.
    public package(set) var content: AnyModule?
    /// The root of the detail column: what the content column selected, or the sidebar
    /// with two columns.
    public package(set) var detail: AnyModule?
    /// The modules pushed in the detail column, bottom first.
    public package(set) var stack: [AnyModule]
    /// Whether the columns show collapsed into one stack, as on a compact width.
    public package(set) var isCollapsed: Bool

    /// Creates a split view.
    /// - Parameters:
    ///   - style: How many columns it shows.
    ///   - sidebar: The module in the sidebar column.
    ///   - content: What the sidebar selected, with three columns.
    ///   - detail: The root of the detail column.
    ///   - stack: The modules pushed in the detail column.
    ///   - isCollapsed: Whether the columns show collapsed into one stack.
    package init(
        style: Style = .twoColumns,
        sidebar: AnyModule,
        content: AnyModule? = nil,
        detail: AnyModule? = nil,
        stack: [AnyModule] = [],
        isCollapsed: Bool = false
    ) {
        self.style = style
        self.sidebar = sidebar
        self.content = style == .threeColumns ? content : nil
        self.detail = detail
        self.stack = stack
        self.isCollapsed = isCollapsed
    }

    /// The stack the columns collapse into on a compact width, above the sidebar: the
    /// content, the detail and the detail column's stack, each that is shown.
    package var collapsedPath: [AnyModule] {
        [content, detail].compactMap { $0 } + stack
    }

    /// Every module the split view holds, sidebar first.
    var modules: [AnyModule] {
        [sidebar] + collapsedPath
    }

    /// The columns, as a state reads in logs and test failures.
    package var text: String {
        let selections = style == .threeColumns ? [content, detail] : [detail]
        let columns = [sidebar.description] + selections.map { $0?.description ?? "nothing" }
        return "split(\(columns.joined(separator: " | ")))"
            + stack.map { " > \($0)" }.joined() + (isCollapsed ? " collapsed" : "")
    }
}
