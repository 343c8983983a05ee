// Device-only: type-checks against the iOS 17.4 SDK, but has not run here.
#if canImport(SwiftUI) && os(iOS)
import SwiftUI

/// Holds a scene's session and its platform for the life of its ``RootView``:
/// `StateObject` builds it once, from an autoclosure, however often the parent
/// re-renders.
@MainActor
final class ScreenSessionOwner: ObservableObject {
    /// The scene's session.
    let session: ScreenSession
    /// What the session renders on: the registry of the scene's UIKit controllers.
    let platform: SwiftUIScenePlatform

    /// Makes a scene's platform, and its session on it.
    /// - Parameters:
    ///   - root: The module at the root of the root layer.
    ///   - container: The scene's container.
    ///   - configuration: The renderer's pacing.
    init(root: AnyModule, container: Container, configuration: ScreenConfiguration) {
        let platform = SwiftUIScenePlatform()
        let session = ScreenSession(
            root: root, container: container, configuration: configuration, platform: platform)
        platform.shownStacks = { [weak session] in session?.frame.stackIDs ?? [] }
        self.platform = platform
        self.session = session
    }
}
#endif
