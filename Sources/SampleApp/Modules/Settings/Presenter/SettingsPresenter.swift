import Architecture

/// Turns the Settings view's events into navigation and data.
public final class SettingsPresenter: SettingsPresenting {
    public weak var viewState: SettingsViewState?
    let router: any SettingsRouting
    let interactor: any SettingsInteracting

    init(router: any SettingsRouting, interactor: any SettingsInteracting) {
        self.router = router
        self.interactor = interactor
    }

    public func viewDidAppear() {
        viewState?.summary = "\(interactor.itemCount) items stored"
    }

    public func didTapProfile() {
        router.openProfile()
    }
}
