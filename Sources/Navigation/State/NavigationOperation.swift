/// One step of navigation, as a value: what a router asks for, what a transaction
/// holds, and what the testing mock records.
///
/// Build operations with the same spellings as the navigation calls:
///
/// ```swift
/// navigation.apply([.popToRoot, .push(.Details(source: .deepLink)), .present(sheet: .Settings)])
/// ```
///
/// Each operation has one defined outcome in every state; ``NavigationState/apply(_:)-(NavigationOperation)``
/// reports whether it changed anything.
public enum NavigationOperation: Hashable, CustomStringConvertible {
    /// Pushes a module onto the topmost layer's stack.
    case push(AnyModule)
    /// Pops up to `count` modules off the topmost layer's stack, stopping at its root.
    case pop(count: Int)
    /// Pops the topmost layer's stack back to the last module equal to this one.
    case popToModule(AnyModule)
    /// Pops the topmost layer's stack back to the last module of this type.
    case popToType(ModuleType)
    /// Empties the topmost layer's stack.
    case popToRoot
    /// Replaces the stack of `layer`, or of the topmost layer when `layer` is `nil`;
    /// changes nothing when no such layer is presented.
    case setStack([AnyModule], layer: LayerID? = nil)
    /// Replaces the tab bar with one tab per module, selecting the tab at
    /// `selectedIndex`; an empty list removes the tab bar. A tab whose root module equals
    /// one of the current tabs' keeps that tab's stack. Changes nothing when
    /// `selectedIndex` is not an index of `modules` (and `modules` is not empty).
    /// Without a `reselection`, the tab bar keeps the one it has (``TabReselection/popsToRoot``
    /// for a new tab bar).
    case setTabs([AnyModule], selectedIndex: Int = 0, reselection: TabReselection? = nil)
    /// Selects the tab whose root module is this one: the tab with the module's id, or
    /// else the first whose root module is equal to it. Selecting the selected tab pops
    /// it to its root when the tab bar's reselection says so. Changes nothing when no
    /// tab matches.
    case selectTab(AnyModule)
    /// Shows a split view at the root, with `sidebar` in its sidebar column and nothing
    /// selected, in place of the root stack or tab bar; `nil` removes the split view.
    /// Changes nothing when the same sidebar already shows in the same style.
    case setSplitView(sidebar: AnyModule?, style: SplitView.Style = .twoColumns)
    /// Selects `module` in the split view's sidebar: it shows in the content column
    /// (three columns) or the detail column (two), and what the later columns showed is
    /// cleared; `nil` clears the selection. Changes nothing without a split view, or when
    /// the module is already selected.
    case selectInSidebar(AnyModule?)
    /// Selects `module` in the split view's content column: it shows at the root of the
    /// detail column, whose stack is cleared; `nil` clears the selection. Changes nothing
    /// without a three-column split view whose sidebar selected a content, or when the
    /// module is already selected.
    case selectInContent(AnyModule?)
    /// Says whether the split view shows collapsed into one stack, as on a compact
    /// width; while it is, a pop past the detail column's root clears the selections
    /// one column at a time, as the collapsed stack's back button does.
    case setSplitViewCollapsed(Bool)
    /// Presents a module in a new layer over every other layer.
    case present(AnyModule, style: PresentationStyle)
    /// Dismisses a layer and every layer above it.
    case dismiss(Dismissal)
    /// Shows an alert, or queues it behind the alert that shows.
    case showAlert(NavigationAlert)
    /// Shows an alert in place of the one that shows, or shows it when none does; the
    /// alerts queued behind stay queued, and the same request queued behind moves to the
    /// head.
    case replaceAlert(NavigationAlert)
    /// Dismisses the alert that shows; the next queued one appears.
    case dismissAlert

    /// Which layers a ``NavigationOperation/dismiss(_:)`` removes.
    public enum Dismissal: Hashable, Sendable {
        /// The topmost layer.
        case top
        /// The topmost layer of this kind, and every layer above it.
        case kind(PresentationStyle.Kind)
        /// This layer and every layer above it; the root layer is never dismissed, so
        /// naming it changes nothing.
        case layer(LayerID)
        /// Every presented layer.
        case all

        /// The dismissal's name, for logs and test failures.
        var text: String {
            switch self {
            case .top: "top"
            case .kind(let kind): "\(kind)"
            case .layer(let layer): "\(layer)"
            case .all: "all"
            }
        }
    }

    /// Pushes `module` onto the topmost layer's stack.
    public static func push(_ module: some Module) -> NavigationOperation { .push(AnyModule(module)) }
    /// Pops the top module off the topmost layer's stack.
    public static var pop: NavigationOperation { .pop(count: 1) }
    /// Pops the topmost layer's stack back to the last module equal to `module`.
    public static func pop(to module: some Module) -> NavigationOperation { .popToModule(AnyModule(module)) }
    /// Pops the topmost layer's stack back to the last module of type `type`.
    public static func pop<M: Module>(to type: M.Type) -> NavigationOperation { .popToType(ModuleType(type)) }
    /// Selects the tab whose root module is `module`.
    public static func selectTab(_ module: some Module) -> NavigationOperation { .selectTab(AnyModule(module)) }
    /// Shows a split view at the root with `sidebar` in its sidebar column.
    public static func setSplitView(sidebar: some Module, style: SplitView.Style = .twoColumns) -> NavigationOperation {
        .setSplitView(sidebar: AnyModule(sidebar), style: style)
    }
    /// Selects `module` in the split view's sidebar.
    public static func selectInSidebar(_ module: some Module) -> NavigationOperation {
        .selectInSidebar(AnyModule(module))
    }
    /// Selects `module` in the split view's content column.
    public static func selectInContent(_ module: some Module) -> NavigationOperation {
        .selectInContent(AnyModule(module))
    }
    /// Presents `module` as a full-screen cover.
    public static func present(modal module: some Module) -> NavigationOperation {
        .present(AnyModule(module), style: .modal)
    }
    /// Presents `module` as a sheet.
    public static func present(sheet module: some Module, options: SheetOptions = SheetOptions()) -> NavigationOperation
    {
        .present(AnyModule(module), style: .sheet(options))
    }
    /// Presents `module` as a popup: drawn in place over every layer.
    public static func present(popup module: some Module, options: PopupOptions = PopupOptions()) -> NavigationOperation
    {
        .present(AnyModule(module), style: .popup(options))
    }
    /// Dismisses the topmost layer.
    public static var dismiss: NavigationOperation { .dismiss(.top) }
    /// Dismisses the topmost full-screen modal and every layer above it.
    package static var dismissModal: NavigationOperation { .dismiss(.kind(.modal)) }
    /// Dismisses the topmost sheet and every layer above it.
    package static var dismissSheet: NavigationOperation { .dismiss(.kind(.sheet)) }
    /// Dismisses the topmost popup and every layer above it.
    package static var dismissPopup: NavigationOperation { .dismiss(.kind(.popup)) }
    /// Dismisses every presented layer.
    public static var dismissAll: NavigationOperation { .dismiss(.all) }

    /// The operation as it reads in a router, for logs and test failures.
    public var description: String {
        switch self {
        case .push(let module): "push(\(module))"
        case .pop(let count): count == 1 ? "pop" : "pop(count: \(count))"
        case .popToModule(let module): "pop(to: \(module))"
        case .popToType(let type): "pop(to: \(type.name).self)"
        case .popToRoot: "popToRoot"
        case .setStack(let stack, nil): "setStack(\(stack))"
        case .setStack(let stack, let layer?): "setStack(\(stack), layer: \(layer))"
        case .setTabs(let tabs, let selected, let reselection):
            "setTabs(\(tabs), selectedIndex: \(selected)\(reselection.map { ", reselection: \($0)" } ?? ""))"
        case .selectTab(let module): "selectTab(\(module))"
        case .setSplitView(let sidebar, let style):
            "setSplitView(sidebar: \(sidebar.map(\.description) ?? "nil")\(style == .threeColumns ? ", style: threeColumns" : ""))"
        case .selectInSidebar(let module): "selectInSidebar(\(module.map(\.description) ?? "nil"))"
        case .selectInContent(let module): "selectInContent(\(module.map(\.description) ?? "nil"))"
        case .setSplitViewCollapsed(let collapsed): "setSplitViewCollapsed(\(collapsed))"
        case .present(let module, let style): "present(\(style.text): \(module))"
        case .dismiss(let dismissal): "dismiss(\(dismissal.text))"
        case .showAlert(let alert): "showAlert(\(alert))"
        case .replaceAlert(let alert): "replaceAlert(\(alert))"
        case .dismissAlert: "dismissAlert"
        }
    }
}
