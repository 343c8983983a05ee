import Architecture

/// Where the Profile screen can lead.
@MainActor
protocol ProfileRouting: NavigatingRouter {
    func openSettings()
    func closeProfile()
}

/// What the Profile screen needs from services.
protocol ProfileInteracting: InteractorProtocol {
    var userName: String { get }
}

/// What the Profile view tells its presenter.
@MainActor
public protocol ProfilePresenting: WiredPresenter where ViewState == ProfileViewState {
    func didTapSettings()
    func didTapClose()
}
