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
