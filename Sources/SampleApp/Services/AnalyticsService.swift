import Foundation
import Navigation

/// Where the app reports what the user does.
public protocol AnalyticsService: AnyObject, Sendable {
    /// Reports one event.
    func track(_ event: String)
}

/// Analytics that keeps the events in memory, in order.
public final class RecordingAnalyticsService: AnalyticsService, @unchecked Sendable {
    // Sendable because `recorded` is read and written while `lock` is held.
    private let lock = NSLock()
    private var recorded: [String] = []

    /// Creates an empty record.
    public init() {}

    /// The events reported so far.
    public var events: [String] { lock.withLock { recorded } }

    public func track(_ event: String) { lock.withLock { recorded.append(event) } }
}

/// Builds the app's analytics service, shared for the container's life.
open class AnalyticsAssembly: Assembly {
    /// The analytics service.
    open func build() -> any AnalyticsService {
        shared { RecordingAnalyticsService() }
    }
}
