/// Gives the Details screen its data through the app's services.
final class DetailsInteractor: DetailsInteracting {
    private let analytics: any AnalyticsService

    init(analytics: any AnalyticsService) {
        self.analytics = analytics
    }

    func track(_ event: String) { analytics.track(event) }
}
