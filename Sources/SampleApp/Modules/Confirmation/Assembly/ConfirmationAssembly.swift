import Architecture
import Navigation

/// Builds the Confirmation screen: its router, interactor, presenter and view state.
open class ConfirmationAssembly: Assembly {
    /// The Confirmation screen's view, wired and ready.
    @MainActor
    open func build(completed: @escaping () -> Void) -> ConfirmationView {
        let router = ConfirmationRouter(navigation: container.resolve(NavigationAssembly.self).build())
        let interactor = ConfirmationInteractor()
        let presenter = ConfirmationPresenter(router: router, interactor: interactor, completed: completed)
        return ConfirmationView(viewState: ConfirmationViewState().wired(to: presenter))
    }
}
