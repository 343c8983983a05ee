/// Where the user opened a details screen from.
public enum DetailsSource: String, Hashable, Sendable, Codable, CaseIterable {
    /// From the main screen.
    case mainScreen
    /// From a link into the app.
    case deepLink
}

/// How hard a game is.
public enum GameDifficulty: String, Hashable, Sendable, Codable, CaseIterable {
    /// Few points a score.
    case easy
    /// Some points a score.
    case normal
    /// Many points a score.
    case hard

    /// What one score is worth at this difficulty.
    public var points: Int {
        switch self {
        case .easy: 1
        case .normal: 2
        case .hard: 5
        }
    }
}

/// Which items a list shows.
public enum ListSource: String, Hashable, Sendable, Codable, CaseIterable {
    /// Every item.
    case normal
    /// Only favorites.
    case favorites
}

/// A section of the settings screen.
public enum SettingsTab: String, Hashable, Sendable, Codable, CaseIterable {
    /// Everyday settings.
    case general
    /// What the app keeps and shares.
    case privacy
}

/// One stored item.
public struct Item: Identifiable, Hashable, Sendable {
    /// The item's identity.
    public let id: Int
    /// What the item is called.
    public var title: String
    /// Whether the user marked it a favorite.
    public var isFavorite: Bool

    /// Creates an item.
    public init(id: Int, title: String, isFavorite: Bool = false) {
        self.id = id
        self.title = title
        self.isFavorite = isFavorite
    }
}

/// A report written about an item.
public struct ReportData: Hashable, Sendable {
    /// The item the report is about.
    public var itemID: Int
    /// What the report says.
    public var text: String

    /// Creates a report.
    public init(itemID: Int, text: String) {
        self.itemID = itemID
        self.text = text
    }
}
