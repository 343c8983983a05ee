#if canImport(SwiftUI) && os(iOS)
import SwiftUI

/// Opens links and restores the navigation of one scene, when asked to.
@MainActor
struct SceneHooks: ViewModifier {
    let navigation: NavigationService
    let deepLinks: (router: DeepLinkRouter, onError: @MainActor (DeepLinkError) -> Void)?
    let restoration: RestorationSettings?

    func body(content: Content) -> some View {
        let linked = Group {
            if let deepLinks {
                content.navigationDeepLinks(deepLinks.router, navigation: navigation, onError: deepLinks.onError)
            } else {
                content
            }
        }
        if let restoration {
            linked.navigationRestoration(
                restoration.coder, navigation: navigation, key: restoration.key, onRestore: restoration.onRestore)
        } else {
            linked
        }
    }
}

/// How a ``RootView`` saves and restores its scene's navigation.
struct RestorationSettings {
    let coder: NavigationStateCoder
    let key: String
    let onRestore: @MainActor (Result<[DroppedModule], RestorationError>) -> Void
}
#endif
