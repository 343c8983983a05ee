/// A presented layer: a module shown over the layers below it, with a stack of its own.
///
/// `push` and `pop` act on the topmost layer, so a flow inside a modal navigates inside
/// the modal. Dismissing a layer dismisses every layer above it too.
public struct Presentation: Identifiable, Hashable, CustomStringConvertible {
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
    public init(style: PresentationStyle, module: AnyModule, stack: [AnyModule] = []) {
        self.style = style
        self.module = module
        self.stack = stack
    }

    /// The identity of the layer: that of its root module's appearance.
    public var id: AnyModule.ID { module.id }

    /// The layer's address in operations, dismissals and reports.
    public var layerID: LayerID { .presented(module.id) }

    /// The style, root module and stack, for logs and test failures.
    public var description: String {
        "\(style) \(module)" + (stack.isEmpty ? "" : " \(stack)")
    }
}

/// How a presented layer covers the layers below it.
public enum PresentationStyle: Hashable, Sendable, Codable, CustomStringConvertible {
    /// A full-screen cover.
    case modal
    /// A sheet, with its options.
    case sheet(SheetOptions)
    /// A full-screen cover with a clear background, for a view drawn over what is below.
    case popup

    /// A sheet with the default options.
    public static var sheet: PresentationStyle { .sheet(SheetOptions()) }

    /// The style's kind, without a sheet's options.
    public var kind: Kind {
        switch self {
        case .modal: .modal
        case .sheet: .sheet
        case .popup: .popup
        }
    }

    /// The kinds of presentation, without a sheet's options.
    public enum Kind: Hashable, Sendable, CaseIterable {
        /// A full-screen cover.
        case modal
        /// A sheet.
        case sheet
        /// A full-screen cover with a clear background.
        case popup
    }

    /// The style's name, for logs and test failures.
    public var description: String {
        switch self {
        case .modal: "modal"
        case .sheet(let options) where options == SheetOptions(): "sheet"
        case .sheet(let options): "sheet(\(options))"
        case .popup: "popup"
        }
    }
}

/// What a sheet lets the user do.
public struct SheetOptions: Hashable, Sendable, Codable, CustomStringConvertible {
    /// A height a sheet can rest at.
    public enum Detent: Hashable, Sendable, Codable {
        /// About half the screen.
        case medium
        /// The full height.
        case large
        /// A fraction of the full height, from 0 to 1.
        case fraction(Double)
        /// A fixed height in points.
        case height(Double)
    }

    /// The heights the sheet can rest at; empty means the system default (large).
    public var detents: [Detent]
    /// Whether the user can dismiss the sheet by swiping it down.
    public var allowsInteractiveDismiss: Bool

    /// Creates sheet options.
    /// - Parameters:
    ///   - detents: The heights the sheet can rest at; empty means the system default.
    ///   - allowsInteractiveDismiss: Whether a swipe down dismisses the sheet.
    public init(detents: [Detent] = [], allowsInteractiveDismiss: Bool = true) {
        self.detents = detents
        self.allowsInteractiveDismiss = allowsInteractiveDismiss
    }

    /// The detents and dismissal rule, for logs.
    public var description: String {
        "detents: \(detents), interactive dismiss: \(allowsInteractiveDismiss)"
    }
}
