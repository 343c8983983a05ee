import Architecture
import Navigation

/// Builds the Details screen: its router, interactor, presenter and view state.
open class DetailsAssembly: Assembly {
    /// The Details screen's view, wired and ready.
    @MainActor
    open func build(source: DetailsSource) -> DetailsView {
        let router = DetailsRouter(navigation: container.resolve(NavigationAssembly.self).build())
        let interactor = DetailsInteractor(analytics: container.resolve(AnalyticsAssembly.self).build())
        let presenter = DetailsPresenter(router: router, interactor: interactor, source: source)
        return DetailsView(viewState: DetailsViewState().wired(to: presenter))
    }
}
