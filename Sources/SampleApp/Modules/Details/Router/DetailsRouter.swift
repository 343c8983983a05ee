import Architecture
import Navigation

/// Navigates from the Details screen.
final class DetailsRouter: DetailsRouting {
    let navigation: any NavigationServiceType

    init(navigation: any NavigationServiceType) {
        self.navigation = navigation
    }

    func openGame(source: DetailsSource) {
        navigation.push(.Game(source: source, difficulty: .hard))
    }

    func openFavorites() {
        navigation.push(.List(source: .favorites))
    }
}
