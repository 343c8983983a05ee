import Architecture

/// Turns the Details view's events into navigation and data.
public final class DetailsPresenter: DetailsPresenting {
    public weak var viewState: DetailsViewState?
    let router: any DetailsRouting
    let interactor: any DetailsInteracting
    let source: DetailsSource

    init(router: any DetailsRouting, interactor: any DetailsInteracting, source: DetailsSource) {
        self.router = router
        self.interactor = interactor
        self.source = source
    }

    public func viewDidAppear() {
        viewState?.title = "Details from \(source)"
    }

    public func didTapPlay() {
        interactor.track("details.play")
        router.openGame(source: source)
    }

    public func didTapFavorites() {
        router.openFavorites()
    }
}
