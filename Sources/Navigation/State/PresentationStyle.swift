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
