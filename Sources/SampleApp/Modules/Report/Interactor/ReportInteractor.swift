/// Gives the Report screen its data through the app's services.
final class ReportInteractor: ReportInteracting {
    init() {}
}
