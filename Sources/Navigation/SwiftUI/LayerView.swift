#if canImport(SwiftUI) && os(iOS)
import SwiftUI

/// One layer of a ``RootView``, rendered by its identity: what it showed last while it
/// is on its way out, and nothing once it is gone.
@MainActor
struct LayerView: View {
    let layer: LayerID
    let session: ScreenSession

    var body: some View {
        if let content = session.layer(layer) {
            LayerContentView(content: content, session: session)
        }
    }
}
#endif
