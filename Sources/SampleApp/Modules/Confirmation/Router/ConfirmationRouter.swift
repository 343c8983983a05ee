import Architecture
import Navigation

/// Navigates from the Confirmation screen.
final class ConfirmationRouter: ConfirmationRouting {
    let navigation: any NavigationServiceType

    init(navigation: any NavigationServiceType) {
        self.navigation = navigation
    }

    func closeConfirmation() {
        navigation.dismissModal()
    }

    func openDetails() {
        navigation.push(.Details(source: .mainScreen))
    }
}
