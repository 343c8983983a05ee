import Navigation
import SampleDetailsKit
import SampleExtraDetailsKit

/// The sample app's deep links and saved state: the one place that lists the routes
/// and the restorable modules, each declared next to its module.
public enum SampleNavigation {
    /// The app's routes, under the `myapp` scheme.
    public static let deepLinks = try! DeepLinkRouter(
        scheme: "myapp", routes: [.details, .game, .settings, .itemDetails])

    /// Saves and restores the app's navigation.
    public static let restoration = try! NavigationStateCoder(modules: [
        DetailsModule.self, SettingsModule.self, ProfileModule.self, GameModule.self, ListModule.self,
        EditModule.self, ItemDetailsModule.self, ExtraDetailsModule.self,
    ])
}
