import Architecture

/// Where the Setup screen can lead.
@MainActor
protocol SetupRouting: NavigatingRouter {
    func closeSetup()
}

/// What the Setup screen needs from services.
protocol SetupInteracting: InteractorProtocol {}

/// What the Setup view tells its presenter.
@MainActor
public protocol SetupPresenting: WiredPresenter where ViewState == SetupViewState {
    func didTapFinish()
}
