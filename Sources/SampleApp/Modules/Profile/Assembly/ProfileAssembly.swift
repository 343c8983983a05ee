import Architecture
import Navigation

/// Builds the Profile screen: its router, interactor, presenter and view state.
open class ProfileAssembly: Assembly {
    /// The Profile screen's view, wired and ready.
    @MainActor
    open func build() -> ProfileView {
        let router = ProfileRouter(navigation: container.resolve(NavigationAssembly.self).build())
        let interactor = ProfileInteractor(data: container.resolve(DataAssembly.self).build())
        let presenter = ProfilePresenter(router: router, interactor: interactor)
        return ProfileView(viewState: ProfileViewState().wired(to: presenter))
    }
}
