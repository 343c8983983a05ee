/// What one layer renders, as a value taken when it renders: its stack, the layer it
/// presents, and its alert.
///
/// Bindings keep the snapshot they were made from, so a write says which layer, and
/// which stack or presentation, the user acted on (see ``ScreenWriteBack``); a layer
/// on its way out keeps rendering its last snapshot until it is gone.
package struct ScreenLayer: Hashable {
    /// The layer.
    package let id: LayerID
    /// The module at the root of a presented layer; `nil` for the root layer, whose
    /// root module the ``RootView`` holds.
    package let module: AnyModule?
    /// How a presented layer is presented; `nil` for the root layer.
    package let style: PresentationStyle?
    /// The modules pushed in the layer, bottom first.
    package let stack: [AnyModule]
    /// The layer this one presents, if any.
    package let presented: Presentation?
    /// The alert this layer shows, if any: only the topmost layer shows one.
    package let alert: NavigationAlert?

}
