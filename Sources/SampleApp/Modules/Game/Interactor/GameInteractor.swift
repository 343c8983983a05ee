/// Gives the Game screen its data through the app's services.
final class GameInteractor: GameInteracting {
    private let data: any DataService
    private let analytics: any AnalyticsService

    init(data: any DataService, analytics: any AnalyticsService) {
        self.data = data
        self.analytics = analytics
    }

    func saveScore(_ score: Int, difficulty: GameDifficulty) {
        data.record(score: score)
        analytics.track("game.finished.\(difficulty)")
    }
}
