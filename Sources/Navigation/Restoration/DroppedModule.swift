/// A module that could not be restored, where it stood, and why.
///
/// Its place is named in the restored state, with the ``LayerID`` every other API uses:
/// - a module dropped from a layer's stack names that layer, and its position in the
///   saved stack (the stack ends there);
/// - a presented layer whose own module was dropped names the layer it would have been
///   presented over, with no position: that layer is the topmost one restored, and the
///   dropped layer and every layer above it are gone.
public struct DroppedModule: Hashable, Sendable, CustomStringConvertible {
    /// The layer of the restored state it stood in, or, for a dropped layer's own
    /// module, the layer that layer would have been presented over.
    public let layer: LayerID
    /// Its position in the layer's saved stack, or `nil` when it was a presented layer's
    /// own module (and the layer went with it, with every layer above).
    public let position: Int?
    /// Why it could not be restored.
    public let reason: Reason

    /// Creates a report of a dropped module.
    /// - Parameters:
    ///   - layer: The layer of the restored state it stood in, or the one its dropped
    ///     layer would have been presented over.
    ///   - position: Its position in the layer's stack, or `nil` for a layer's own module.
    ///   - reason: Why it could not be restored.
    public init(layer: LayerID, position: Int?, reason: Reason) {
        self.layer = layer
        self.position = position
        self.reason = reason
    }

    /// Why a module could not be restored.
    public enum Reason: Hashable, Sendable, CustomStringConvertible {
        /// No registered module type has this restoration name.
        case unknownName(String)
        /// The module type with this name no longer decodes what was saved.
        case undecodable(name: String, error: String)
        /// The module was not a registered ``RestorableModule`` when saved.
        case notRestorable(typeName: String)

        /// The reason, for logs.
        public var description: String {
            switch self {
            case .unknownName(let name): "no module type is named \(name)"
            case .undecodable(let name, let error): "\(name) no longer decodes: \(error)"
            case .notRestorable(let typeName): "\(typeName) was not restorable when saved"
            }
        }
    }

    /// Where the module stood and why it was dropped, for logs.
    public var description: String {
        let place = position.map { "\(layer), position \($0)" } ?? "the layer presented over \(layer)"
        return "dropped at \(place): \(reason)"
    }
}
