/// How a popup shows: in place over the layers below it, over an optional dimmed
/// backdrop.
public struct PopupOptions: Hashable, Sendable, Codable, CustomStringConvertible {
    /// Whether the area around the popup's content is dimmed.
    public var dimsBackground: Bool
    /// Whether a tap outside the popup's content dismisses it.
    public var dismissesOnTapOutside: Bool

    /// Creates popup options.
    /// - Parameters:
    ///   - dimsBackground: Whether the area around the popup's content is dimmed.
    ///   - dismissesOnTapOutside: Whether a tap outside the content dismisses the popup.
    public init(dimsBackground: Bool = true, dismissesOnTapOutside: Bool = false) {
        self.dimsBackground = dimsBackground
        self.dismissesOnTapOutside = dismissesOnTapOutside
    }

    /// The backdrop and dismissal rule, for logs.
    public var description: String {
        "dims background: \(dimsBackground), dismisses on tap outside: \(dismissesOnTapOutside)"
    }
}
