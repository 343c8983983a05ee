extension UIKitShown {
    /// What UIKit should show for `state`: its root as a navigation controller, a tab bar
    /// controller or a split view controller, each presented layer in a navigation
    /// controller, and the alert queue's head.
    ///
    /// A split view fills its compact column when `collapsed` (UIKit's reading of the size
    /// class), its other columns otherwise.
    /// - Parameters:
    ///   - state: The navigation state.
    ///   - root: The module at the root of a plain root stack.
    ///   - collapsed: Whether UIKit shows the split view collapsed.
    package init(showing state: NavigationState, root: AnyModule, collapsed: Bool) {
        let ids: ([AnyModule]) -> [AnyModule.ID] = { $0.map(\.id) }
        let shownRoot: UIKitRoot
        if let split = state.splitView {
            shownRoot = .split(
                UIKitSplit(
                    style: split.style,
                    columns: Self.columns(of: split, collapsed: collapsed).mapValues(ids)))
        } else if let selected = state.selectedTab {
            shownRoot = .tabBar(
                state.tabs.map { UIKitTab(id: $0.id, viewControllers: ids([$0.module] + $0.stack)) },
                selected: selected.id)
        } else {
            shownRoot = .navigation(ids([root] + state.stack))
        }
        self.init(
            root: shownRoot,
            isCollapsed: state.splitView != nil && collapsed,
            presented: state.presentedLayers.compactMap(UIKitPresentedLayer.init),
            alert: state.alert?.id)
    }

    /// The modules of each column of `split`'s view controller: the whole collapsed
    /// stack in the compact column when `collapsed`, every other column empty; otherwise
    /// the sidebar, the content (three columns) and the detail with its stack, the
    /// compact column empty.
    package static func columns(of split: SplitView, collapsed: Bool) -> [SplitColumn: [AnyModule]] {
        var columns: [SplitColumn: [AnyModule]]
        if collapsed {
            columns = [.primary: [], .secondary: [], .compact: [split.sidebar] + split.collapsedPath]
            if split.style == .threeColumns { columns[.supplementary] = [] }
        } else {
            columns = [
                .primary: [split.sidebar], .secondary: (split.detail.map { [$0] } ?? []) + split.stack, .compact: [],
            ]
            if split.style == .threeColumns { columns[.supplementary] = split.content.map { [$0] } ?? [] }
        }
        return columns
    }

    /// The modules `container` holds for `state`, or `nil` when it holds no such
    /// container.
    /// - Parameters:
    ///   - container: The navigation controller.
    ///   - state: The navigation state.
    ///   - root: The module at the root of a plain root stack.
    ///   - collapsed: Whether UIKit shows a split view collapsed.
    /// - Returns: The modules, bottom first.
    package static func modules(
        of container: StackID, in state: NavigationState, root: AnyModule, collapsed: Bool
    ) -> [AnyModule]? {
        switch container {
        case .layer(.root):
            guard state.splitView == nil, state.selectedTab == nil else { return nil }
            return [root] + state.stack
        case .layer(let layer):
            return state.layer(layer)?.modules
        case .tab(let id):
            return state.tabs.first { $0.id == id }.map { [$0.module] + $0.stack }
        case .column(let column):
            return state.splitView.flatMap { columns(of: $0, collapsed: collapsed)[column] }
        }
    }

    /// The view controllers of `container`, or `nil` when UIKit shows no such container.
    package func viewControllers(of container: StackID) -> [AnyModule.ID]? {
        switch (container, root) {
        case (.layer(.root), .navigation(let ids)): ids
        case (.layer(.root), _): nil
        case (.layer(let layer), _): presented.first { $0.layer == layer }?.viewControllers
        case (.tab(let id), .tabBar(let tabs, _)): tabs.first { $0.id == id }?.viewControllers
        case (.column(let column), .split(let split)):
            column == .supplementary && split.style == .twoColumns ? nil : split.columns[column] ?? []
        case (.tab, _), (.column, _): nil
        }
    }

    /// The navigation controller of the root that the user sees: the root navigation
    /// controller, the selected tab's, or the split view's compact or detail column.
    package var visibleRootContainer: StackID {
        switch root {
        case .navigation: .layer(.root)
        case .tabBar(_, let selected): .tab(selected)
        case .split: .column(isCollapsed ? .compact : .secondary)
        }
    }

    /// What UIKit shows once `call` has run.
    /// - Parameter call: The call.
    /// - Returns: What it shows after.
    package func applying(_ call: UIKitCall) -> UIKitShown {
        var result = self
        switch call {
        case .setRoot(let root):
            result.root = root
            result.presented = []
            result.alert = nil
            if case .split = root {} else { result.isCollapsed = false }
        case .setViewControllers(let ids, let container, _):
            result.setViewControllers(ids, of: container)
        case .present(let layer, _):
            result.presented.append(layer)
        case .dismiss(let layer, _):
            if layer == .root {
                result.presented = []
                result.alert = nil
            } else if let index = presented.firstIndex(where: { $0.layer == layer }) {
                result.presented.removeSubrange((index + 1)...)
                result.alert = nil
            }
        case .setTabs(let tabs, let selected, _):
            result.root = .tabBar(tabs, selected: selected)
        case .selectTab(let id):
            if case .tabBar(let tabs, _) = root, tabs.contains(where: { $0.id == id }) {
                result.root = .tabBar(tabs, selected: id)
            }
        case .showColumn:
            break
        case .presentAlert(let alert, _):
            result.alert = alert.id
        case .dismissAlert(let id, _):
            if alert == id { result.alert = nil }
        }
        return result
    }

    /// Puts `ids` in `container`, taking each out of any other container of the root it
    /// was in, as a view controller added to a parent leaves its former one.
    package mutating func setViewControllers(_ ids: [AnyModule.ID], of container: StackID) {
        let moved = Set(ids)
        switch (container, root) {
        case (.layer(.root), .navigation):
            root = .navigation(ids)
        case (.layer(let layer), _):
            if let index = presented.firstIndex(where: { $0.layer == layer }) { presented[index].viewControllers = ids }
        case (.tab(let id), .tabBar(var tabs, let selected)):
            guard tabs.contains(where: { $0.id == id }) else { return }
            for index in tabs.indices {
                tabs[index].viewControllers =
                    tabs[index].id == id ? ids : tabs[index].viewControllers.filter { !moved.contains($0) }
            }
            root = .tabBar(tabs, selected: selected)
        case (.column(let column), .split(var split)):
            for other in split.columns.keys where other != column {
                split.columns[other] = split.columns[other]?.filter { !moved.contains($0) }
            }
            split.columns[column] = ids
            root = .split(split)
        case (.tab, _), (.column, _):
            break
        }
    }

    /// Whether both roots are the same kind of controller: UIKit goes from one to the
    /// other only by a new root. Two split views of different column styles differ.
    package static func haveSameKind(_ lhs: UIKitRoot, _ rhs: UIKitRoot) -> Bool {
        switch (lhs, rhs) {
        case (.navigation, .navigation), (.tabBar, .tabBar): true
        case (.split(let lhs), .split(let rhs)): lhs.style == rhs.style
        default: false
        }
    }
}
