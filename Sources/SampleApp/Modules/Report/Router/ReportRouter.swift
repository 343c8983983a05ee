import Architecture
import Navigation

/// Navigates from the Report screen.
final class ReportRouter: ReportRouting {
    let navigation: any NavigationServiceType

    init(navigation: any NavigationServiceType) {
        self.navigation = navigation
    }

    func closeReport() {
        navigation.pop()
    }
}
