import Architecture

/// Turns the Report view's events into navigation and data.
public final class ReportPresenter: ReportPresenting {
    public weak var viewState: ReportViewState?
    let router: any ReportRouting
    let interactor: any ReportInteracting
    let data: ReportData
    let onSave: (ReportData) -> Void

    init(
        router: any ReportRouting, interactor: any ReportInteracting, data: ReportData,
        onSave: @escaping (ReportData) -> Void
    ) {
        self.router = router
        self.interactor = interactor
        self.data = data
        self.onSave = onSave
    }

    public func viewDidAppear() {
        viewState?.text = data.text
    }

    public func didTapSave() {
        onSave(ReportData(itemID: data.itemID, text: viewState?.text ?? data.text))
        router.closeReport()
    }
}
