//___FILEHEADER___

import Architecture
import Navigation

/// Navigates from the Main screen.
final class MainRouter: MainRouting {
    let navigation: any NavigationServiceType

    init(navigation: any NavigationServiceType) {
        self.navigation = navigation
    }

    func closeMain() {
        close()
    }
}
