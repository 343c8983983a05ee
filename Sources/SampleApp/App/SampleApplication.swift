#if canImport(SwiftUI) && os(iOS)
import Navigation
import SwiftUI

/// The sample app's scene, as an app's `@main` entry point writes it:
///
/// ```swift
/// @main
/// struct SampleAppMain: App {
///     var body: some Scene { SampleApplication().body }
/// }
/// ```
///
/// One container for the app, and a scope of it per scene: each window renders a
/// navigation of its own, which its routers drive, while the app's services stay
/// shared. The root view creates, once for the scene's life, its builder and
/// synchronizer; links open through the app's routes into the scene's navigation,
/// which is saved in the scene's storage and restored with it.
public struct SampleApplication: App {
    private let container = DependencyContainer()

    /// Creates the app, with its features wired to each other.
    public init() {
        SampleFeatures.wire(container)
    }

    /// The app's one scene kind: each window renders the Main module's navigation.
    public var body: some Scene {
        WindowGroup {
            RootView(root: .Main, sceneOf: container)
                .tabItem { module in Self.tabLabel(for: module) }
                .navigationDeepLinks(SampleNavigation.deepLinks)
                .navigationRestoration(SampleNavigation.restoration)
        }
    }
}

extension SampleApplication {
    /// The label of a tab of ``SampleNavigation/tabs``, once the Main screen switches to
    /// the tab bar.
    @MainActor @ViewBuilder
    static func tabLabel(for module: AnyModule) -> some View {
        if module.unwrap(as: ListModule.self) != nil {
            Label("Favorites", systemImage: "star")
        } else if module.unwrap(as: SettingsModule.self) != nil {
            Label("Settings", systemImage: "gear")
        } else {
            Label("Home", systemImage: "house")
        }
    }
}

// The same expression works in `#Preview { ... }`; the #Preview macro's plugin ships
// with Xcode only, so the package shows it through PreviewProvider, which any
// toolchain can check.
struct DetailsPreviews: PreviewProvider {
    static var previews: some View {
        NavigationStack {
            ApplicationViewBuilder.stub.build(module: .Details(source: .mainScreen))
        }
    }
}
#endif
