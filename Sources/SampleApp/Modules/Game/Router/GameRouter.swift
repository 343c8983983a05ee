import Architecture
import Navigation

/// Navigates from the Game screen.
final class GameRouter: GameRouting {
    let navigation: any NavigationServiceType

    init(navigation: any NavigationServiceType) {
        self.navigation = navigation
    }

    func confirmFinish(completed: @escaping () -> Void) {
        navigation.present(modal: .Confirmation(completed: completed))
    }

    func leaveGame() {
        navigation.pop()
    }
}
