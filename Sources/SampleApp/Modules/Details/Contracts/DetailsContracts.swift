import Architecture

/// Where the Details screen can lead.
@MainActor
protocol DetailsRouting: NavigatingRouter {
    func openGame(source: DetailsSource)
    func openFavorites()
}

/// What the Details screen needs from services.
protocol DetailsInteracting: InteractorProtocol {
    func track(_ event: String)
}

/// What the Details view tells its presenter.
@MainActor
public protocol DetailsPresenting: WiredPresenter where ViewState == DetailsViewState {
    func didTapPlay()
    func didTapFavorites()
}
