/// A presented layer's style as ``NavigationStateCoder`` saves it.
///
/// It keeps the shape Swift synthesizes for an enum (`{"sheet": {"_0": ...}}`), reads a
/// popup saved before popups had options (`{"popup": {}}`), and refuses a style of no
/// kind or of two. The style itself is not `Codable`: its saved shape is the coder's
/// format, which this type alone writes and reads.
package struct SavedPresentationStyle: Codable, Sendable {
    /// The style saved or restored.
    package let style: PresentationStyle

    /// Wraps `style` to save it.
    package init(_ style: PresentationStyle) {
        self.style = style
    }

    private enum CodingKeys: String, CodingKey {
        case modal, sheet, popup
    }

    private enum OptionsKeys: String, CodingKey {
        case options = "_0"
    }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        guard container.allKeys.count == 1, let key = container.allKeys.first else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: container.codingPath, debugDescription: "a presentation style has exactly one kind"))
        }
        switch key {
        case .modal:
            style = .modal
        case .sheet:
            let options = try container.nestedContainer(keyedBy: OptionsKeys.self, forKey: .sheet)
            style = .sheet(try options.decode(SavedSheetOptions.self, forKey: .options).options)
        case .popup:
            let options = try container.nestedContainer(keyedBy: OptionsKeys.self, forKey: .popup)
            style = .popup(try options.decodeIfPresent(PopupOptions.self, forKey: .options) ?? PopupOptions())
        }
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch style {
        case .modal:
            _ = container.nestedContainer(keyedBy: OptionsKeys.self, forKey: .modal)
        case .sheet(let sheet):
            var options = container.nestedContainer(keyedBy: OptionsKeys.self, forKey: .sheet)
            try options.encode(SavedSheetOptions(sheet), forKey: .options)
        case .popup(let popup):
            var options = container.nestedContainer(keyedBy: OptionsKeys.self, forKey: .popup)
            try options.encode(popup, forKey: .options)
        }
    }
}

/// A sheet's options as ``NavigationStateCoder`` saves them: the keys Swift synthesizes
/// for the struct, with the defaults for what a state saved before an option existed
/// does not hold.
struct SavedSheetOptions: Codable {
    /// The options saved or restored.
    let options: SheetOptions

    /// Wraps `options` to save them.
    init(_ options: SheetOptions) {
        self.options = options
    }

    private enum CodingKeys: String, CodingKey {
        case detents, allowsInteractiveDismiss, selectedDetent, showsDragIndicator, backgroundInteraction, cornerRadius
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        options = SheetOptions(
            detents: try container.decode([SheetOptions.Detent].self, forKey: .detents),
            allowsInteractiveDismiss: try container.decode(Bool.self, forKey: .allowsInteractiveDismiss),
            selectedDetent: try container.decodeIfPresent(SheetOptions.Detent.self, forKey: .selectedDetent),
            showsDragIndicator: try container.decodeIfPresent(Bool.self, forKey: .showsDragIndicator),
            backgroundInteraction: try container.decodeIfPresent(
                SheetOptions.BackgroundInteraction.self, forKey: .backgroundInteraction) ?? .automatic,
            cornerRadius: try container.decodeIfPresent(Double.self, forKey: .cornerRadius)
        )
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(options.detents, forKey: .detents)
        try container.encode(options.allowsInteractiveDismiss, forKey: .allowsInteractiveDismiss)
        try container.encodeIfPresent(options.selectedDetent, forKey: .selectedDetent)
        try container.encodeIfPresent(options.showsDragIndicator, forKey: .showsDragIndicator)
        try container.encode(options.backgroundInteraction, forKey: .backgroundInteraction)
        try container.encodeIfPresent(options.cornerRadius, forKey: .cornerRadius)
    }
}
