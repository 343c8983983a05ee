import Architecture
import Navigation

/// Navigates from the Settings screen.
final class SettingsRouter: SettingsRouting {
    let navigation: any NavigationServiceType

    init(navigation: any NavigationServiceType) {
        self.navigation = navigation
    }

    func openProfile() {
        navigation.push(.Profile)
    }
}
