#if canImport(SwiftUI)
@_exported import SwiftUI
#else
/// The headless stand-in for SwiftUI's `View` on platforms without SwiftUI.
///
/// It lets a ``Module`` declaration written for iOS compile unchanged on Linux, where
/// the package's state machine, container and tests run. It has no requirements: what a
/// headless view shows is up to the app.
public protocol View {}

/// A headless view that shows nothing, for modules and previews that need some view.
public struct EmptyView: View {
    /// Creates an empty view.
    public init() {}
}
#endif
