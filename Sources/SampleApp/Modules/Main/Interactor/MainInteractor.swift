/// Gives the Main screen its data through the app's services.
final class MainInteractor: MainInteracting {
    private let analytics: any AnalyticsService
    private let data: any DataService

    init(analytics: any AnalyticsService, data: any DataService) {
        self.analytics = analytics
        self.data = data
    }

    func track(_ event: String) { analytics.track(event) }
    var isSetUp: Bool { data.isSetUp }
    func finishSetup() { data.markSetUp() }
}
