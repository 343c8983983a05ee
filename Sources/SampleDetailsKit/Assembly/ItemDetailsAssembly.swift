import Architecture
import Navigation

/// Builds the Item details screen: its router, interactor, presenter and view state.
open class ItemDetailsAssembly: Assembly {
    /// The Item details screen's view, wired and ready.
    @MainActor
    open func build(itemID: Int) -> ItemDetailsView {
        let router = ItemDetailsRouter(
            navigation: container.resolve(NavigationAssembly.self).build(),
            extraDetails: container.resolve(ExtraDetailsDestination.self))
        let presenter = ItemDetailsPresenter(router: router, interactor: ItemDetailsInteractor(), itemID: itemID)
        return ItemDetailsView(viewState: ItemDetailsViewState().wired(to: presenter))
    }
}
