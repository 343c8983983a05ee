/// How a presented layer covers the layers below it.
public enum PresentationStyle: Hashable, Sendable, Codable {
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
    public var kind: Kind {
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

    // The coding keeps the shape Swift synthesizes for an enum (`{"sheet": {"_0": ...}}`),
    // and reads a popup saved before popups had options (`{"popup": {}}`).

    private enum CodingKeys: String, CodingKey {
        case modal, sheet, popup
    }

    private enum OptionsKeys: String, CodingKey {
        case options = "_0"
    }

    /// Decodes a style.
    /// - Parameter decoder: The decoder.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        guard container.allKeys.count == 1, let key = container.allKeys.first else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: container.codingPath, debugDescription: "a presentation style has exactly one kind"))
        }
        switch key {
        case .modal:
            self = .modal
        case .sheet:
            let options = try container.nestedContainer(keyedBy: OptionsKeys.self, forKey: .sheet)
            self = .sheet(try options.decode(SheetOptions.self, forKey: .options))
        case .popup:
            let options = try container.nestedContainer(keyedBy: OptionsKeys.self, forKey: .popup)
            self = .popup(try options.decodeIfPresent(PopupOptions.self, forKey: .options) ?? PopupOptions())
        }
    }

    /// Encodes the style.
    /// - Parameter encoder: The encoder.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .modal:
            _ = container.nestedContainer(keyedBy: OptionsKeys.self, forKey: .modal)
        case .sheet(let sheet):
            var options = container.nestedContainer(keyedBy: OptionsKeys.self, forKey: .sheet)
            try options.encode(sheet, forKey: .options)
        case .popup(let popup):
            var options = container.nestedContainer(keyedBy: OptionsKeys.self, forKey: .popup)
            try options.encode(popup, forKey: .options)
        }
    }
}
