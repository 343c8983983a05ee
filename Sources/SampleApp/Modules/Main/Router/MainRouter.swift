import Architecture
import Navigation
import SampleDetailsKit

/// Navigates from the Main screen.
final class MainRouter: MainRouting {
    let navigation: any NavigationServiceType

    init(navigation: any NavigationServiceType) {
        self.navigation = navigation
    }

    func openDetails() {
        navigation.push(.Details(source: .mainScreen))
    }

    func openSettings() {
        navigation.push(.Settings)
    }

    func openProfile() {
        navigation.present(sheet: .Profile, options: SheetOptions(detents: [.medium, .large]))
    }

    func openGame() {
        navigation.push(.Game(source: .mainScreen, difficulty: .normal))
    }

    func openList() {
        navigation.push(.List())
    }

    func openSetup(didFinish: @escaping () -> Void) {
        navigation.present(popup: .Setup(didFinish: didFinish))
    }

    func openItemDetails(itemID: Int) {
        // The root asks to show another feature's screen; the policy it chose places it.
        navigation.show(.ItemDetails(itemID: itemID))
    }

    func presentFeatures(modally: Bool) {
        navigation.presentationPolicy = modally ? SampleFeatures.modalPolicy : SampleFeatures.stackPolicy
    }

    func openTabBar() {
        // The app in a tab bar: each tab keeps a stack of its own, Main's included.
        navigation.setTabs(SampleNavigation.tabs)
    }

    func openSplitView() {
        // The iPad layout: the items in the sidebar, the one selected in the detail column.
        navigation.setSplitView(sidebar: .List())
    }
}
