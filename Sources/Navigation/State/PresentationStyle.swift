/// How a presented layer covers the layers below it.
public enum PresentationStyle: Hashable, Sendable {
    /// A full-screen cover.
    case modal
    /// A sheet, with its options.
    case sheet(SheetOptions)
    /// A view drawn in place over what is below, with its options: no slide, an
    /// optional dimmed backdrop, and no navigation bar unless its layer pushes.
    case popup(PopupOptions)

    /// A sheet with the default options.
    public static var sheet: PresentationStyle { .sheet(SheetOptions()) }

    /// A popup with the default options: a dimmed backdrop that a tap does not dismiss.
    public static var popup: PresentationStyle { .popup(PopupOptions()) }

    /// The style's kind, without its options.
    package var kind: Kind {
        switch self {
        case .modal: .modal
        case .sheet: .sheet
        case .popup: .popup
        }
    }

    /// The kinds of presentation, without their options.
    public enum Kind: Hashable, Sendable, CaseIterable {
        /// A full-screen cover.
        case modal
        /// A sheet.
        case sheet
        /// A view drawn in place over what is below.
        case popup
    }

    /// The style's name, as operations and states read in logs and test failures.
    package var text: String {
        switch self {
        case .modal: "modal"
        case .sheet(let options) where options == SheetOptions(): "sheet"
        case .sheet(let options): "sheet(\(options.text))"
        case .popup(let options) where options == PopupOptions(): "popup"
        case .popup(let options): "popup(\(options.text))"
        }
    }
}
