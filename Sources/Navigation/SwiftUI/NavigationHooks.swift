#if canImport(SwiftUI) && os(iOS)
import SwiftUI

extension View {
    /// Opens the links the scene receives (`onOpenURL`) with `router`, each as one change
    /// of `navigation`.
    /// - Parameters:
    ///   - router: The app's routes.
    ///   - navigation: The scene's navigation.
    ///   - onError: Called with the reason when a link leads nowhere; the state is untouched.
    /// - Returns: The view, opening links.
    @MainActor
    public func navigationDeepLinks(
        _ router: DeepLinkRouter,
        navigation: NavigationService,
        onError: @escaping @MainActor (DeepLinkError) -> Void = { _ in }
    ) -> some View {
        onOpenURL { url in
            if case .failure(let error) = navigation.open(url.absoluteString, with: router) {
                onError(error)
            }
        }
    }

    /// Saves `navigation`'s state in the scene's storage after every change and restores
    /// it when the scene comes back.
    /// - Parameters:
    ///   - coder: The coder that knows the app's restorable modules.
    ///   - navigation: The scene's navigation.
    ///   - key: The scene storage key.
    ///   - onRestore: Called with the restore's outcome: the modules dropped, or why nothing was restored.
    /// - Returns: The view, saving and restoring its navigation.
    @MainActor
    public func navigationRestoration(
        _ coder: NavigationStateCoder,
        navigation: NavigationService,
        key: String = "navigation.state",
        onRestore: @escaping @MainActor (Result<[DroppedModule], RestorationError>) -> Void = { _ in }
    ) -> some View {
        modifier(
            NavigationRestorationModifier(coder: coder, navigation: navigation, key: key, onRestore: onRestore))
    }
}

/// Saves the navigation state in scene storage and restores it once, on appearance.
@MainActor
struct NavigationRestorationModifier: ViewModifier {
    let coder: NavigationStateCoder
    let navigation: NavigationService
    let onRestore: @MainActor (Result<[DroppedModule], RestorationError>) -> Void
    @SceneStorage private var saved: Data?
    @State private var hasRestored = false

    init(
        coder: NavigationStateCoder,
        navigation: NavigationService,
        key: String,
        onRestore: @escaping @MainActor (Result<[DroppedModule], RestorationError>) -> Void
    ) {
        self.coder = coder
        self.navigation = navigation
        self.onRestore = onRestore
        _saved = SceneStorage(key)
    }

    func body(content: Content) -> some View {
        content
            .onAppear {
                guard !hasRestored else { return }
                hasRestored = true
                if let saved {
                    onRestore(navigation.restore(from: saved, using: coder))
                }
            }
            .onChange(of: IdentifiedState(navigation.state)) { _, current in
                saved = try? coder.encode(current.state)
            }
    }
}
#endif
