/// How a popup shows: in place over the layers below it, over an optional dimmed
/// backdrop.
///
/// The options are given once, to ``init(dimsBackground:dismissesOnTapOutside:)``, and
/// the renderers read them; a test compares a presentation's style with the options it
/// expects.
public struct PopupOptions: Hashable, Sendable, Codable {
    /// Whether the area around the popup's content is dimmed.
    package var dimsBackground: Bool
    /// Whether a tap outside the popup's content dismisses it.
    package var dismissesOnTapOutside: Bool

    /// Creates popup options.
    /// - Parameters:
    ///   - dimsBackground: Whether the area around the popup's content is dimmed.
    ///   - dismissesOnTapOutside: Whether a tap outside the content dismisses the popup.
    public init(dimsBackground: Bool = true, dismissesOnTapOutside: Bool = false) {
        self.dimsBackground = dimsBackground
        self.dismissesOnTapOutside = dismissesOnTapOutside
    }

    /// The backdrop and dismissal rule, as operations and states read in logs.
    package var text: String {
        "dims background: \(dimsBackground), dismisses on tap outside: \(dismissesOnTapOutside)"
    }
}
