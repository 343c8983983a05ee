// Device-only: type-checks against the iOS 17.4 SDK, but has not run here.
#if canImport(UIKit) && os(iOS)
import os

extension NavigationHost {
    /// The unified log's logger for the host's trace: subsystem `Navigation`, category
    /// `UIKit`.
    static let traceLogger = Logger(subsystem: "Navigation", category: "UIKit")

    /// Turns on the host's trace: a line for every event UIKit reports (`event …`), every
    /// decision and call of its planner (`do …`: a UIKit call, a watchdog, a write-back of
    /// the user's gesture, or why it waits) and every report of an event no order of UIKit's callbacks makes (`report …`), logged
    /// to the unified log (subsystem `Navigation`, category `UIKit`, debug level), so that
    /// a bug report carries what UIKit sent, as `RootView.navigationTrace(_:)` does for
    /// SwiftUI:
    ///
    /// ```swift
    /// let host = NavigationHost(root: .Main, sceneOf: container)
    ///     .navigationTrace { line in print(line) }
    /// ```
    /// - Parameter lines: Called with each line of the trace, on the main actor, as it
    ///   comes; `nil` to log only.
    /// - Returns: The host, tracing.
    @discardableResult
    public func navigationTrace(_ lines: ((String) -> Void)? = nil) -> NavigationHost {
        setTrace { line in
            Self.traceLogger.debug("\(line, privacy: .public)")
            lines?(line)
        }
        return self
    }
}
#endif
