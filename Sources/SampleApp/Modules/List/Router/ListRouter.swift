import Architecture
import Navigation

/// Navigates from the List screen.
final class ListRouter: ListRouting {
    let navigation: any NavigationServiceType

    init(navigation: any NavigationServiceType) {
        self.navigation = navigation
    }

    func openItem(id: Int) {
        navigation.push(.Edit(itemID: id))
    }

    func confirmDelete(title: String, delete: @escaping @MainActor () -> Void) {
        navigation.alert = .defaultAlert(
            title: "Delete \(title)?", message: "This cannot be undone.", yesAction: delete, noAction: nil)
    }
}
