import Architecture

/// Where the Report screen can lead.
@MainActor
protocol ReportRouting: NavigatingRouter {
    func closeReport()
}

/// What the Report screen needs from services.
protocol ReportInteracting: InteractorProtocol {}

/// What the Report view tells its presenter.
@MainActor
public protocol ReportPresenting: WiredPresenter where ViewState == ReportViewState {
    func didTapSave()
}
