/// What UIKit shows, as a value: a navigation controller per layer, bottom first, each
/// with the modules of its view controllers, and the alert over the topmost one.
///
/// The root layer's navigation controller holds the root module (or the selected tab's,
/// or the split view's sidebar) under its stack; a presented layer's holds the layer's
/// module under its stack. Two hierarchies are equal when they hold the same
/// appearances (``AnyModule/id``), styles and alert, in the same places.
package struct UIKitHierarchy: Hashable, CustomStringConvertible {
    /// One navigation controller: the root layer's, or a presented layer's.
    package struct Layer: Hashable, CustomStringConvertible {
        /// The layer.
        package let id: LayerID
        /// How the layer is presented; `nil` for the root layer.
        package let style: PresentationStyle?
        /// The modules of the navigation controller's view controllers, bottom first.
        package var modules: [AnyModule]

        /// Creates a layer.
        package init(id: LayerID, style: PresentationStyle?, modules: [AnyModule]) {
            self.id = id
            self.style = style
            self.modules = modules
        }

        /// Whether both layers are the same layer, in the same style, holding the same
        /// appearances.
        package static func == (lhs: Layer, rhs: Layer) -> Bool {
            lhs.id == rhs.id && lhs.style == rhs.style && lhs.modules.map(\.id) == rhs.modules.map(\.id)
        }

        /// Hashes the layer and its appearances.
        package func hash(into hasher: inout Hasher) {
            hasher.combine(id)
            hasher.combine(modules.map(\.id))
        }

        /// The layer and its modules, for test failures.
        package var description: String {
            "\(style.map(\.description) ?? "root") \(modules.map { "\($0)\($0.id)" })"
        }
    }

    /// The navigation controllers, the root layer's first; never empty.
    package var layers: [Layer]
    /// The alert over the topmost layer, if one shows.
    package var alert: NavigationAlert?

    /// Creates a hierarchy from its parts.
    package init(layers: [Layer], alert: NavigationAlert? = nil) {
        self.layers = layers
        self.alert = alert
    }

    /// What UIKit shows for `state` when its root layer's own module is `root`.
    /// - Parameters:
    ///   - state: The navigation state.
    ///   - root: The module at the root of the root layer, under a plain stack.
    package init(showing state: NavigationState, root: AnyModule) {
        let rootLayer = Layer(id: .root, style: nil, modules: Self.rootModules(of: state, root: root))
        let presented = state.presentations.map {
            Layer(id: $0.layerID, style: $0.style, modules: [$0.module] + $0.stack)
        }
        self.init(layers: [rootLayer] + presented, alert: state.alert)
    }

    /// The modules the root layer's navigation controller holds for `state`: the split
    /// view's collapsed stack under its sidebar, or the selected tab's stack under the
    /// tab's module, or the root stack under `root`.
    /// - Parameters:
    ///   - state: The navigation state.
    ///   - root: The module at the root of a plain root stack.
    /// - Returns: The modules, bottom first.
    package static func rootModules(of state: NavigationState, root: AnyModule) -> [AnyModule] {
        if let split = state.splitView { return [split.sidebar] + split.collapsedPath }
        if let tab = state.selectedTab { return [tab.module] + tab.stack }
        return [root] + state.stack
    }

    /// The position of `layer`, the root layer being 0, or `nil` when it does not show.
    package func index(of layer: LayerID) -> Int? {
        layers.firstIndex { $0.id == layer }
    }

    /// Whether both hierarchies show the same layers and the same alert request.
    package static func == (lhs: UIKitHierarchy, rhs: UIKitHierarchy) -> Bool {
        lhs.layers == rhs.layers && lhs.alert?.id == rhs.alert?.id
    }

    /// Hashes the layers and the alert's identity.
    package func hash(into hasher: inout Hasher) {
        hasher.combine(layers)
        hasher.combine(alert?.id)
    }

    /// The layers and the alert, for test failures.
    package var description: String {
        layers.map(\.description).joined(separator: " | ") + (alert.map { " + \($0)" } ?? "")
    }
}
