import Architecture
import Navigation

/// Builds the Game screen: its router, interactor, presenter and view state.
open class GameAssembly: Assembly {
    /// The Game screen's view, wired and ready.
    @MainActor
    open func build(source: DetailsSource, difficulty: GameDifficulty) -> GameView {
        let router = GameRouter(navigation: container.resolve(NavigationAssembly.self).build())
        let interactor = GameInteractor(
            data: container.resolve(DataAssembly.self).build(),
            analytics: container.resolve(AnalyticsAssembly.self).build())
        let presenter = GamePresenter(router: router, interactor: interactor, source: source, difficulty: difficulty)
        return GameView(viewState: GameViewState().wired(to: presenter))
    }
}
