import Architecture

/// Turns the Setup view's events into navigation and data.
public final class SetupPresenter: SetupPresenting {
    public weak var viewState: SetupViewState?
    let router: any SetupRouting
    let interactor: any SetupInteracting
    let didFinish: () -> Void

    init(router: any SetupRouting, interactor: any SetupInteracting, didFinish: @escaping () -> Void) {
        self.router = router
        self.interactor = interactor
        self.didFinish = didFinish
    }

    public func didTapFinish() {
        router.closeSetup()
        didFinish()
    }
}
