#if canImport(SwiftUI) && os(iOS)
import SwiftUI

/// Holds a scene's session for the life of its ``RootView``: `StateObject` builds it
/// once, from an autoclosure, however often the parent re-renders.
@MainActor
final class ScreenSessionOwner: ObservableObject {
    let session: ScreenSession

    init(session: ScreenSession) {
        self.session = session
    }
}
#endif
