import Architecture

/// Turns the Profile view's events into navigation and data.
public final class ProfilePresenter: ProfilePresenting {
    public weak var viewState: ProfileViewState?
    let router: any ProfileRouting
    let interactor: any ProfileInteracting

    init(router: any ProfileRouting, interactor: any ProfileInteracting) {
        self.router = router
        self.interactor = interactor
    }

    public func viewDidAppear() {
        viewState?.userName = interactor.userName
    }

    public func didTapSettings() {
        router.openSettings()
    }

    public func didTapClose() {
        router.closeProfile()
    }
}
