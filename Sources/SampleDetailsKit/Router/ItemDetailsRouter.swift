import Architecture
import Navigation

/// Navigates from the Item details screen. It asks to show screens without choosing
/// their presentation: the app's policy does.
final class ItemDetailsRouter: ItemDetailsRouting {
    let navigation: any NavigationServiceType
    let extraDetails: ExtraDetailsDestination

    init(navigation: any NavigationServiceType, extraDetails: ExtraDetailsDestination) {
        self.navigation = navigation
        self.extraDetails = extraDetails
    }

    func openExtraDetails(itemID: Int) throws {
        try navigation.show(extraDetails.module(for: itemID))
    }
}
