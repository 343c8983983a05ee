import Navigation
import SampleDetailsKit
import SampleExtraDetailsKit

/// The sample app's deep links and saved state: the one place that lists the routes
/// and the restorable modules, each declared next to its module.
public enum SampleNavigation {
    /// The tabs of the tab bar layout: the main screen, the favorites and the settings,
    /// each with a stack of its own.
    @MainActor public static let tabs: [AnyModule] = [
        AnyModule(MainModule.Main), AnyModule(ListModule.List(source: .favorites)), AnyModule(SettingsModule.Settings),
    ]

    /// The app's routes, under the `myapp` scheme.
    public static let deepLinks = try! DeepLinkRouter(
        scheme: "myapp", routes: [.details, .game, .settings, .itemDetails])

    /// Saves and restores the app's navigation.
    public static let restoration = try! NavigationStateCoder(modules: [
        DetailsModule.self, SettingsModule.self, ProfileModule.self, GameModule.self, ListModule.self,
        EditModule.self, ItemDetailsModule.self, ExtraDetailsModule.self,
    ])
}
