/// A presented layer: a module shown over the layers below it, with a stack of its own.
///
/// `push` and `pop` act on the topmost layer, so a flow inside a modal navigates inside
/// the modal. Dismissing a layer dismisses every layer above it too.
public struct Presentation: Hashable {
    /// How the layer covers the ones below it.
    public var style: PresentationStyle
    /// The module at the root of the layer.
    public var module: AnyModule
    /// The modules pushed inside the layer, bottom first.
    public var stack: [AnyModule]

    /// Creates a layer.
    /// - Parameters:
    ///   - style: How the layer covers the ones below it.
    ///   - module: The module at the root of the layer.
    ///   - stack: The modules pushed inside the layer.
    package init(style: PresentationStyle, module: AnyModule, stack: [AnyModule] = []) {
        self.style = style
        self.module = module
        self.stack = stack
    }

    /// The identity of the layer: that of its root module's appearance.
    package var id: AnyModule.ID { module.id }

    /// The layer's address in operations, dismissals and reports.
    public var layerID: LayerID { .presented(module.id) }
}
