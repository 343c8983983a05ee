import Architecture
import Navigation

/// Navigates from the Extra details screen. It asks to show screens without choosing
/// their presentation: the app's policy does.
final class ExtraDetailsRouter: ExtraDetailsRouting {
    let navigation: any NavigationServiceType
    let itemDetails: ItemDetailsDestination

    init(navigation: any NavigationServiceType, itemDetails: ItemDetailsDestination) {
        self.navigation = navigation
        self.itemDetails = itemDetails
    }

    func openItemDetails(itemID: Int) throws {
        try navigation.show(itemDetails.module(for: itemID))
    }
}
