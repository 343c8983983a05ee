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
/// One container for the app; the navigation service comes from it like any service,
/// the root view renders it from the Main module, links open through the app's routes,
/// and the navigation is saved in the scene and restored with it.
public struct SampleApplication: App {
    private let container = DependencyContainer()
    @MainActor private var navigation: NavigationService { container.resolve(NavigationAssembly.self).service() }

    /// Creates the app.
    public init() {}

    public var body: some Scene {
        WindowGroup {
            RootView(navigation: navigation, builder: ApplicationViewBuilder(container: container), root: .Main)
                .navigationDeepLinks(SampleNavigation.deepLinks, navigation: navigation)
                .navigationRestoration(SampleNavigation.restoration, navigation: navigation)
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
