#if canImport(SwiftUI) && os(iOS)
import SwiftUI

/// One layer of a ``RootView``, rendered by its root screen: what the session's frame
/// shows of it, on screen or leaving, and nothing once it is gone.
@MainActor
struct LayerView: View {
    let element: ScreenElement
    let session: ScreenSession

    var body: some View {
        if let layer = session.frame.layer(element) {
            LayerContentView(layer: layer, session: session)
        }
    }
}
#endif
