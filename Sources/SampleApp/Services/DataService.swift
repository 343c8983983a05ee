import Foundation
import Navigation

/// The app's stored data.
public protocol DataService: AnyObject, Sendable {
    /// The user's name.
    var userName: String { get }
    /// Whether the one-time setup was finished.
    var isSetUp: Bool { get }
    /// Every item, in order.
    func items() -> [Item]
    /// The item with `id`, if stored.
    func item(id: Int) -> Item?
    /// Renames the item with `id`.
    func rename(id: Int, to title: String)
    /// Deletes the item with `id`.
    func delete(id: Int)
    /// Stores a report.
    func save(report: ReportData)
    /// Stores a game's score.
    func record(score: Int)
    /// Notes that the one-time setup was finished.
    func markSetUp()
}

/// Data kept in memory, seeded with a few items.
public final class InMemoryDataService: DataService, @unchecked Sendable {
    // Sendable because every stored value is read and written while `lock` is held.
    private let lock = NSLock()
    private var stored: [Item]
    private var setUp = false
    /// The reports saved so far.
    public private(set) var reports: [ReportData] = []
    /// The scores recorded so far.
    public private(set) var scores: [Int] = []

    /// Creates the store with `items`.
    public init(
        items: [Item] = [
            Item(id: 1, title: "Groceries", isFavorite: true), Item(id: 2, title: "Taxes"),
            Item(id: 3, title: "Holiday", isFavorite: true),
        ]
    ) {
        stored = items
    }

    public var userName: String { "Alex" }
    public var isSetUp: Bool { lock.withLock { setUp } }
    public func items() -> [Item] { lock.withLock { stored } }
    public func item(id: Int) -> Item? { lock.withLock { stored.first { $0.id == id } } }
    public func rename(id: Int, to title: String) {
        lock.withLock {
            if let index = stored.firstIndex(where: { $0.id == id }) { stored[index].title = title }
        }
    }
    public func delete(id: Int) { lock.withLock { stored.removeAll { $0.id == id } } }
    public func save(report: ReportData) { lock.withLock { reports.append(report) } }
    public func record(score: Int) { lock.withLock { scores.append(score) } }
    public func markSetUp() { lock.withLock { setUp = true } }
}

/// Builds the app's data service, shared for the container's life.
open class DataAssembly: Assembly {
    /// The data service.
    open func build() -> any DataService {
        shared { InMemoryDataService() }
    }
}
