import Architecture
import Navigation

/// Builds the Main screen: its router, interactor, presenter and view state.
open class MainAssembly: Assembly {
    /// The Main screen's view, wired and ready.
    @MainActor
    open func build() -> MainView {
        let router = MainRouter(navigation: container.resolve(NavigationAssembly.self).build())
        let interactor = MainInteractor(
            analytics: container.resolve(AnalyticsAssembly.self).build(),
            data: container.resolve(DataAssembly.self).build())
        let presenter = MainPresenter(router: router, interactor: interactor)
        return MainView(viewState: MainViewState().wired(to: presenter))
    }
}
