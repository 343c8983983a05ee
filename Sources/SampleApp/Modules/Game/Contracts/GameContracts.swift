import Architecture

/// Where the Game screen can lead.
@MainActor
protocol GameRouting: NavigatingRouter {
    func confirmFinish(completed: @escaping () -> Void)
    func leaveGame()
}

/// What the Game screen needs from services.
protocol GameInteracting: InteractorProtocol {
    func saveScore(_ score: Int, difficulty: GameDifficulty)
}

/// What the Game view tells its presenter.
@MainActor
public protocol GamePresenting: WiredPresenter where ViewState == GameViewState {
    func didTapScore()
    func didTapFinish()
}
