import Architecture
import Navigation

/// Navigates from the Setup screen.
final class SetupRouter: SetupRouting {
    let navigation: any NavigationServiceType

    init(navigation: any NavigationServiceType) {
        self.navigation = navigation
    }

    func closeSetup() {
        navigation.dismissPopup()
    }
}
