/// A module that could not be restored, where it stood, and why: a report for logs.
///
/// Its place is named in the restored state, with the ``LayerID`` every other API uses,
/// and a position:
/// - a module dropped from a layer's stack names that layer and its position in the
///   saved stack (the stack ends there);
/// - a presented layer whose own module was dropped names the layer it would have been
///   presented over, with no position: that layer is the topmost one restored, and the
///   dropped layer and every layer above it are gone;
/// - at a root with a tab bar or a split view, a module names ``LayerID/root``, and its
///   ``description`` says which tab (by its position in the saved tab bar) or which
///   column it stood in: a tab's or a column's own module has no position, and the tab
///   with its stack, or the column with the columns after it and the detail column's
///   stack, is gone (with the sidebar, the whole split view); a module of a tab's stack
///   or the detail column's stack has its position in that stack (the stack ends there).
public struct DroppedModule: Hashable, Sendable, CustomStringConvertible {
    /// The layer of the restored state it stood in, or, for a dropped layer's own
    /// module, the layer that layer would have been presented over; ``LayerID/root`` for
    /// a tab or a split view column.
    public let layer: LayerID
    /// Where in ``layer`` it stood: the layer itself, a tab of the tab bar, or a column
    /// of the split view.
    package let place: Place
    /// Its position in the saved stack of its layer, tab or detail column; or `nil` when
    /// it was a presented layer's own module, a tab's root module or a column's module,
    /// and that layer, tab or column went with it.
    public let position: Int?
    /// Why it could not be restored, for logs: no registered module type has its
    /// restoration name ("no module type is named game"), its type no longer decodes what
    /// was saved ("game no longer decodes: " and the decoding error), it was not a
    /// registered ``RestorableModule`` when saved ("ConfirmationModule was not restorable
    /// when saved"), or a damaged or forged save puts it where the state's shape has no
    /// room for one ("misplaced: " and where).
    public var reason: String { cause.text }
    /// Why it could not be restored, as the coder tells it.
    package let cause: Reason
    /// The presented layer ``layer`` names, as logs read it ("the sheet of
    /// `ProfileModule()`"); `nil` for the root layer or when not known.
    private let layerName: PassedOver<String?>

    /// Creates a report of a dropped module.
    /// - Parameters:
    ///   - layer: The layer of the restored state it stood in, or the one its dropped
    ///     layer would have been presented over.
    ///   - place: Where in that layer it stood; a layer's stack or its own module unless
    ///     told.
    ///   - position: Its position in the stack of its layer, tab or detail column, or
    ///     `nil` for a layer's own module, a tab's root module or a column's module.
    ///   - reason: Why it could not be restored.
    ///   - layerName: The presented layer `layer` names, for logs; equality passes over it.
    package init(layer: LayerID, place: Place = .layer, position: Int?, reason: Reason, layerName: String? = nil) {
        self.layer = layer
        self.place = place
        self.position = position
        self.cause = reason
        self.layerName = PassedOver(layerName)
    }

    /// Where in its layer a dropped module stood.
    package enum Place: Hashable, Sendable {
        /// The layer's stack, or, with no position, the own module of the layer
        /// presented over it.
        case layer
        /// The tab at this position of the saved tab bar, by its position there (tabs
        /// dropped before it are not in the restored ``NavigationState/tabs``): its root
        /// module, or, with a position, its stack.
        case tab(Int)
        /// The sidebar of a saved ``SplitView``: without it, the split view is gone.
        case sidebar
        /// The content column of a saved ``SplitView`` of three columns.
        case content
        /// The detail column of a saved ``SplitView``: its module, or, with a position,
        /// its stack.
        case detail

        /// The place of a split view's column.
        static func column(_ column: Column) -> Place {
            switch column {
            case .sidebar: .sidebar
            case .content: .content
            case .detail: .detail
            }
        }

        /// The place, for logs.
        var text: String {
            switch self {
            case .layer: "layer"
            case .tab(let index): "tab \(index)"
            case .sidebar: "the sidebar column"
            case .content: "the content column"
            case .detail: "the detail column"
            }
        }
    }

    /// A column of a saved ``SplitView``, as the coder walks it.
    enum Column: Hashable, Sendable {
        case sidebar
        case content
        case detail
    }

    /// Why a module could not be restored.
    package enum Reason: Hashable, Sendable {
        /// No registered module type has this restoration name.
        case unknownName(String)
        /// The module type with this name no longer decodes what was saved.
        case undecodable(name: String, error: String)
        /// The module was not a registered ``RestorableModule`` when saved.
        case notRestorable(typeName: String)
        /// The saved state puts the module where its shape has no room for one, as a
        /// content column in a split view of two columns: a damaged or forged save.
        case misplaced(String)

        /// The reason, as a dropped module reads in logs.
        var text: String {
            switch self {
            case .unknownName(let name): "no module type is named \(name)"
            case .undecodable(let name, let error): "\(name) no longer decodes: \(error)"
            case .notRestorable(let typeName): "\(typeName) was not restorable when saved"
            case .misplaced(let place): "misplaced: \(place)"
            }
        }
    }

    /// Where the module stood and why it was dropped, for logs: `dropped at`, the place,
    /// then `, position` and the position when it has one, then `:` and ``reason``. The
    /// place is the layer (`root`, or the presented layer by its module, "the sheet of
    /// ProfileModule()"), "the layer presented over" one for a dropped layer's own
    /// module, `tab` and the tab's position in the saved tab bar, or "the sidebar
    /// column", "the content column" or "the detail column":
    /// "dropped at tab 2, position 1: no module type is named game".
    public var description: String {
        let spot: String
        switch (place, position) {
        case (.layer, let position?): spot = "\(layerName.value ?? "\(layer)"), position \(position)"
        case (.layer, nil): spot = "the layer presented over \(layerName.value ?? "\(layer)")"
        case (let place, let position?): spot = "\(place.text), position \(position)"
        case (let place, nil): spot = place.text
        }
        return "dropped at \(spot): \(reason)"
    }
}
