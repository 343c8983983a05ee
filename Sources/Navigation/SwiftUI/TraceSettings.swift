// Device-only: type-checks against the iOS 17.4 SDK, but has not run here.
#if canImport(SwiftUI) && os(iOS)
import os

/// How a ``RootView`` traces its renderer (``RootView/navigationTrace(_:)``): to the
/// unified log, and to the app's own closure if it gave one.
struct TraceSettings {
    /// The app's closure, called on the main actor with each line after it is logged.
    let lines: ((String) -> Void)?

    /// The unified log's logger for the trace: subsystem `Navigation`, category `SwiftUI`.
    @MainActor static let logger = Logger(subsystem: "Navigation", category: "SwiftUI")

    /// The session's trace: logs each line at the debug level, public, then passes it
    /// to ``lines``.
    @MainActor var tracer: (String) -> Void {
        let lines = lines
        return { line in
            Self.logger.debug("\(line, privacy: .public)")
            lines?(line)
        }
    }
}
#endif
