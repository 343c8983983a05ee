import Architecture
import Navigation

/// Builds the Setup screen: its router, interactor, presenter and view state.
open class SetupAssembly: Assembly {
    /// The Setup screen's view, wired and ready.
    @MainActor
    open func build(didFinish: @escaping () -> Void) -> SetupView {
        let router = SetupRouter(navigation: container.resolve(NavigationAssembly.self).build())
        let interactor = SetupInteractor()
        let presenter = SetupPresenter(router: router, interactor: interactor, didFinish: didFinish)
        return SetupView(viewState: SetupViewState().wired(to: presenter))
    }
}
