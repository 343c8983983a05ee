import Architecture

/// Turns the Main view's events into navigation and data.
public final class MainPresenter: MainPresenting {
    public weak var viewState: MainViewState?
    let router: any MainRouting
    let interactor: any MainInteracting

    init(router: any MainRouting, interactor: any MainInteracting) {
        self.router = router
        self.interactor = interactor
    }

    public func viewDidAppear() {
        viewState?.isSetUp = interactor.isSetUp
    }

    public func didTapDetails() {
        interactor.track("main.details")
        router.openDetails()
    }

    public func didTapSettings() {
        router.openSettings()
    }

    public func didTapProfile() {
        router.openProfile()
    }

    public func didTapGame() {
        interactor.track("main.game")
        router.openGame()
    }

    public func didTapList() {
        router.openList()
    }

    public func didTapItemDetails() {
        interactor.track("main.itemDetails")
        router.openItemDetails(itemID: 1)
    }

    public func didSetPresentsFeaturesModally(_ modally: Bool) {
        router.presentFeatures(modally: modally)
        viewState?.presentsFeaturesModally = modally
    }

    public func didTapSetup() {
        router.openSetup { [weak self] in
            self?.interactor.finishSetup()
            self?.viewState?.isSetUp = true
        }
    }

    public func didTapTabBar() {
        router.openTabBar()
    }

    public func didTapSplitView() {
        router.openSplitView()
    }
}
