import Architecture
import Navigation

/// Builds the Extra details screen: its router, interactor, presenter and view state.
open class ExtraDetailsAssembly: Assembly {
    /// The Extra details screen's view, wired and ready.
    @MainActor
    open func build(itemID: Int) -> ExtraDetailsView {
        let router = ExtraDetailsRouter(
            navigation: container.resolve(NavigationAssembly.self).build(),
            itemDetails: container.resolve(ItemDetailsDestination.self))
        let presenter = ExtraDetailsPresenter(router: router, interactor: ExtraDetailsInteractor(), itemID: itemID)
        return ExtraDetailsView(viewState: ExtraDetailsViewState().wired(to: presenter))
    }
}
