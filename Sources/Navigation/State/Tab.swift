/// One tab of a tab bar: a root module, and the stack pushed over it in that tab.
///
/// Each tab keeps its stack while another tab is selected, as a `UITabBarController`
/// keeps each tab's navigation controller.
public struct Tab: Identifiable, Hashable {
    /// The module at the root of the tab.
    public var module: AnyModule
    /// The modules pushed in the tab, bottom first.
    public var stack: [AnyModule]

    /// Creates a tab; the state makes its tabs from the modules `setTabs` is given.
    /// - Parameters:
    ///   - module: The module at the root of the tab.
    ///   - stack: The modules pushed in the tab.
    package init(module: AnyModule, stack: [AnyModule] = []) {
        self.module = module
        self.stack = stack
    }

    /// The identity of the tab: that of its root module's appearance.
    public var id: AnyModule.ID { module.id }
}

/// What selecting the tab that is already selected does.
public enum TabReselection: Hashable, Sendable {
    /// Pops the tab to its root, as a tap on the selected tab does in UIKit.
    case popsToRoot
    /// Changes nothing.
    case keepsStack
}
