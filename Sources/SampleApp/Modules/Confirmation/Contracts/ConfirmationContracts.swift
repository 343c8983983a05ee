import Architecture

/// Where the Confirmation screen can lead.
@MainActor
protocol ConfirmationRouting: NavigatingRouter {
    func closeConfirmation()
    func openDetails()
}

/// What the Confirmation screen needs from services.
protocol ConfirmationInteracting: InteractorProtocol {}

/// What the Confirmation view tells its presenter.
@MainActor
public protocol ConfirmationPresenting: WiredPresenter where ViewState == ConfirmationViewState {
    func didTapConfirm()
    func didTapCancel()
    func didTapDetails()
}
