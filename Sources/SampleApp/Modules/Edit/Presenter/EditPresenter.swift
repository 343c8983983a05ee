import Architecture

/// Turns the Edit view's events into navigation and data.
public final class EditPresenter: EditPresenting {
    public weak var viewState: EditViewState?
    let router: any EditRouting
    let interactor: any EditInteracting
    let itemID: Int

    init(router: any EditRouting, interactor: any EditInteracting, itemID: Int) {
        self.router = router
        self.interactor = interactor
        self.itemID = itemID
    }

    public func viewDidAppear() {
        viewState?.title = interactor.item(id: itemID)?.title ?? "Missing item \(itemID)"
    }

    public func didTapSave() {
        interactor.rename(id: itemID, to: viewState?.title ?? "")
        router.closeEditor()
    }

    public func didTapReport() {
        router.openReport(data: ReportData(itemID: itemID, text: viewState?.title ?? "")) { [weak self] report in
            self?.interactor.save(report)
        }
    }
}
