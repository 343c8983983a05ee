import Architecture

/// Where the Edit screen can lead.
@MainActor
protocol EditRouting: NavigatingRouter {
    func openReport(data: ReportData, onSave: @escaping (ReportData) -> Void)
    func closeEditor()
}

/// What the Edit screen needs from services.
protocol EditInteracting: InteractorProtocol {
    func item(id: Int) -> Item?
    func rename(id: Int, to title: String)
    func save(_ report: ReportData)
}

/// What the Edit view tells its presenter.
@MainActor
public protocol EditPresenting: WiredPresenter where ViewState == EditViewState {
    func didTapSave()
    func didTapReport()
}
