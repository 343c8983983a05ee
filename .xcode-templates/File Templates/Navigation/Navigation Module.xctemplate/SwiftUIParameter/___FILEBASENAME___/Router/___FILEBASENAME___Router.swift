//___FILEHEADER___

import Foundation
import Architecture
import Navigation

/// Navigates from the ___VARIABLE_productName___ screen.
final class ___VARIABLE_productName___Router: ___VARIABLE_productName___Routing {
    let navigation: any NavigationServiceType

    init(navigation: any NavigationServiceType) {
        self.navigation = navigation
    }

    func close___VARIABLE_productName___() {
        close()
    }
}
