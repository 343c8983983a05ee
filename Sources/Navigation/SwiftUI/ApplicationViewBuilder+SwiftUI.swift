#if canImport(SwiftUI) && os(iOS)
import SwiftUI

extension ApplicationViewBuilder {
    /// Builds `module`'s view now, erased to `AnyView`, without keeping it; for previews.
    /// - Parameter module: The module to build.
    /// - Returns: The module's view.
    public func anyView(for module: AnyModule) -> AnyView {
        let view: any View = build(module: module)
        return AnyView(view)
    }
}
#endif
