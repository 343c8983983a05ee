import Architecture
import Navigation

/// Navigates from the List screen.
final class ListRouter: ListRouting {
    let navigation: any NavigationServiceType

    init(navigation: any NavigationServiceType) {
        self.navigation = navigation
    }

    func openItem(id: Int) {
        // In the iPad layout the list is the sidebar: the item it selects shows in the
        // detail column. Anywhere else it is pushed.
        if navigation.state.splitView?.sidebar.unwrap(as: ListModule.self) != nil {
            navigation.selectInSidebar(.Edit(itemID: id))
        } else {
            navigation.push(.Edit(itemID: id))
        }
    }

    func confirmDelete(title: String, delete: @escaping @MainActor () -> Void) {
        navigation.alert = .defaultAlert(
            title: "Delete \(title)?", message: "This cannot be undone.", yesAction: delete, noAction: nil)
    }
}
