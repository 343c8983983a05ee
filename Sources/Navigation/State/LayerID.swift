/// Names one layer of the navigation state: the root layer, or a presented layer by
/// the id of its root module's appearance.
///
/// Every place that addresses a layer uses it: ``NavigationOperation/setStack(_:layer:)``,
/// ``NavigationOperation/Dismissal/layer(_:)``, restoration reports and the adapter's
/// write-backs. A presented layer's id is its ``Presentation/layerID``; once that layer
/// is dismissed, an operation naming it changes nothing.
public enum LayerID: Hashable, Sendable, CustomStringConvertible {
    /// The root layer: the root module and its stack, under every presentation.
    case root
    /// The presented layer whose root module appearance has this id.
    case presented(AnyModule.ID)

    /// `root`, or `layer` and the id, for logs and test failures.
    public var description: String {
        switch self {
        case .root: "root"
        case .presented(let id): "layer \(id)"
        }
    }
}
