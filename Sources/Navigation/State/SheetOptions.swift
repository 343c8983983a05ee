/// What a sheet lets the user do, and how it looks.
///
/// Options that only change how a sheet is drawn sit here beside the ones that change
/// navigation (the detents, whether a swipe down dismisses), so that a presentation
/// says everything about its layer and a restored state draws it the same way.
///
/// The options are given once, to ``init(detents:allowsInteractiveDismiss:selectedDetent:showsDragIndicator:backgroundInteraction:cornerRadius:)``,
/// and the renderers read them; a test compares a presentation's style with the options
/// it expects (`.sheet(SheetOptions(detents: [.medium]))`).
///
/// A number that is not finite (NaN or an infinity) has no height or radius to draw and
/// no encoding to save, so the options never hold one: a detent of such a number is
/// left out of the detents, a selected detent of one is `nil` (the first detent), an
/// ``BackgroundInteraction/enabledUpThrough(_:)`` of one is
/// ``BackgroundInteraction/automatic``, and such a corner radius is `nil` (the
/// system's). Whatever is given, the options stay drawable and savable.
public struct SheetOptions: Hashable, Sendable {
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

    /// What a sheet lets the layers below it do.
    public enum BackgroundInteraction: Hashable, Sendable, Codable {
        /// The system's choice.
        case automatic
        /// Touches never reach the layers below.
        case disabled
        /// Touches reach the layers below at every detent.
        case enabled
        /// Touches reach the layers below while the sheet rests at this detent or a
        /// smaller one.
        case enabledUpThrough(Detent)
    }

    /// The heights the sheet can rest at; empty means the system default (large). A
    /// detent whose number is not finite is left out.
    package var detents: [Detent] {
        didSet { if detents.contains(where: { !$0.isFinite }) { detents.removeAll { !$0.isFinite } } }
    }
    /// Whether the user can dismiss the sheet by swiping it down; when `true`, the
    /// module's own `interactiveDismissDisabled(_:)` still decides.
    package var allowsInteractiveDismiss: Bool
    /// The detent the sheet opens at; `nil`, or one not in ``detents``, is the first of
    /// them. A detent whose number is not finite is `nil`.
    package var selectedDetent: Detent? {
        didSet { if selectedDetent?.isFinite == false { selectedDetent = nil } }
    }
    /// Whether the drag indicator shows; `nil` is the system's choice.
    package var showsDragIndicator: Bool?
    /// What the sheet lets the layers below it do; up through a detent whose number is
    /// not finite is ``BackgroundInteraction/automatic``.
    package var backgroundInteraction: BackgroundInteraction {
        didSet { if !backgroundInteraction.isFinite { backgroundInteraction = .automatic } }
    }
    /// The sheet's corner radius in points; `nil` is the system's, as is a radius that is
    /// not finite.
    package var cornerRadius: Double? {
        didSet { if cornerRadius?.isFinite == false { cornerRadius = nil } }
    }

    /// Creates sheet options.
    /// - Parameters:
    ///   - detents: The heights the sheet can rest at; empty means the system default.
    ///   - allowsInteractiveDismiss: Whether a swipe down dismisses the sheet.
    ///   - selectedDetent: The detent the sheet opens at; `nil` for the first.
    ///   - showsDragIndicator: Whether the drag indicator shows; `nil` for the system's choice.
    ///   - backgroundInteraction: What the sheet lets the layers below it do.
    ///   - cornerRadius: The corner radius in points; `nil` for the system's.
    public init(
        detents: [Detent] = [],
        allowsInteractiveDismiss: Bool = true,
        selectedDetent: Detent? = nil,
        showsDragIndicator: Bool? = nil,
        backgroundInteraction: BackgroundInteraction = .automatic,
        cornerRadius: Double? = nil
    ) {
        self.detents = detents.filter(\.isFinite)
        self.allowsInteractiveDismiss = allowsInteractiveDismiss
        self.selectedDetent = selectedDetent?.isFinite == false ? nil : selectedDetent
        self.showsDragIndicator = showsDragIndicator
        self.backgroundInteraction = backgroundInteraction.isFinite ? backgroundInteraction : .automatic
        self.cornerRadius = cornerRadius?.isFinite == false ? nil : cornerRadius
    }

    /// The options that differ from the defaults, as operations and states read in logs.
    package var text: String {
        var parts = ["detents: \(detents)", "interactive dismiss: \(allowsInteractiveDismiss)"]
        if let selectedDetent { parts.append("selected: \(selectedDetent)") }
        if let showsDragIndicator { parts.append("drag indicator: \(showsDragIndicator)") }
        if backgroundInteraction != .automatic { parts.append("background interaction: \(backgroundInteraction)") }
        if let cornerRadius { parts.append("corner radius: \(cornerRadius)") }
        return parts.joined(separator: ", ")
    }
}

extension SheetOptions.Detent {
    /// Whether the detent's number, if it has one, is finite.
    var isFinite: Bool {
        switch self {
        case .medium, .large: true
        case .fraction(let value), .height(let value): value.isFinite
        }
    }
}

extension SheetOptions.BackgroundInteraction {
    /// Whether the detent it names, if any, is finite.
    var isFinite: Bool {
        guard case .enabledUpThrough(let detent) = self else { return true }
        return detent.isFinite
    }
}
