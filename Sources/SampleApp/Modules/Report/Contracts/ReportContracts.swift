import Architecture

/// Where the Report screen can lead.
@MainActor
protocol ReportRouting: RouterProtocol {
    func closeReport()
}

/// What the Report screen needs from services.
protocol ReportInteracting: InteractorProtocol {}

/// What the Report view tells its presenter.
@MainActor
public protocol ReportPresenting: PresenterProtocol where ViewState == ReportViewState {
    func didTapSave()
}
