import Architecture
import Navigation

/// Navigates from the Edit screen.
final class EditRouter: EditRouting {
    let navigation: any NavigationServiceType

    init(navigation: any NavigationServiceType) {
        self.navigation = navigation
    }

    func openReport(data: ReportData, onSave: @escaping (ReportData) -> Void) {
        navigation.push(.Report(data: data, onSave: onSave))
    }

    func closeEditor() {
        navigation.pop()
    }
}
