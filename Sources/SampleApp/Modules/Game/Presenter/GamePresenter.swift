import Architecture

/// Turns the Game view's events into navigation and data.
public final class GamePresenter: GamePresenting {
    public weak var viewState: GameViewState?
    let router: any GameRouting
    let interactor: any GameInteracting
    let source: DetailsSource
    let difficulty: GameDifficulty

    init(router: any GameRouting, interactor: any GameInteracting, source: DetailsSource, difficulty: GameDifficulty) {
        self.router = router
        self.interactor = interactor
        self.source = source
        self.difficulty = difficulty
    }

    public func viewDidAppear() {
        viewState?.title = "\(difficulty) game from \(source)"
    }

    public func didTapScore() {
        viewState?.score += difficulty.points
    }

    public func didTapFinish() {
        router.confirmFinish { [weak self] in
            self?.finish()
        }
    }

    private func finish() {
        interactor.saveScore(viewState?.score ?? 0, difficulty: difficulty)
        router.leaveGame()
    }
}
