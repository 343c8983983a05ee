import Architecture

/// Turns the Confirmation view's events into navigation and data.
public final class ConfirmationPresenter: ConfirmationPresenting {
    public weak var viewState: ConfirmationViewState?
    let router: any ConfirmationRouting
    let interactor: any ConfirmationInteracting
    let completed: () -> Void

    init(router: any ConfirmationRouting, interactor: any ConfirmationInteracting, completed: @escaping () -> Void) {
        self.router = router
        self.interactor = interactor
        self.completed = completed
    }

    public func didTapConfirm() {
        router.closeConfirmation()
        completed()
    }

    public func didTapCancel() {
        router.closeConfirmation()
    }

    public func didTapDetails() {
        router.openDetails()
    }
}
