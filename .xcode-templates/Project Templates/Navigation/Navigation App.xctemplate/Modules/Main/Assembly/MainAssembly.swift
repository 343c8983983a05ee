//___FILEHEADER___

import Architecture
import Navigation

/// Builds the Main screen: its router, interactor, presenter and view state.
class MainAssembly: Assembly {
    /// The Main screen's view, wired and ready.
    @MainActor
    func build() -> MainView {
        let router = MainRouter(navigation: container.resolve(NavigationAssembly.self).build())
        let interactor = MainInteractor()
        let presenter = MainPresenter(router: router, interactor: interactor)
        return MainView(viewState: MainViewState().wired(to: presenter))
    }
}
