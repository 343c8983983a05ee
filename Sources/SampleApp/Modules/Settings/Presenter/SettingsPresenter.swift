import Architecture

/// Turns the Settings view's events into navigation and data.
public final class SettingsPresenter: SettingsPresenting {
    public weak var viewState: SettingsViewState?
    let router: any SettingsRouting
    let interactor: any SettingsInteracting
    let tab: SettingsTab

    init(router: any SettingsRouting, interactor: any SettingsInteracting, tab: SettingsTab) {
        self.router = router
        self.interactor = interactor
        self.tab = tab
    }

    public func viewDidAppear() {
        viewState?.summary = "\(interactor.itemCount) items stored, \(tab) tab"
    }

    public func didTapProfile() {
        router.openProfile()
    }
}
