import Architecture
import Navigation

/// Navigates from the Profile screen.
final class ProfileRouter: ProfileRouting {
    let navigation: any NavigationServiceType

    init(navigation: any NavigationServiceType) {
        self.navigation = navigation
    }

    func openSettings() {
        navigation.push(.Settings)
    }

    func closeProfile() {
        close()
    }
}
