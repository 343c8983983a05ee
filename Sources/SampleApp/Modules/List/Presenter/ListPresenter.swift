import Architecture

/// Turns the List view's events into navigation and data.
public final class ListPresenter: ListPresenting {
    public weak var viewState: ListViewState?
    let router: any ListRouting
    let interactor: any ListInteracting
    let source: ListSource

    init(router: any ListRouting, interactor: any ListInteracting, source: ListSource) {
        self.router = router
        self.interactor = interactor
        self.source = source
    }

    public func viewDidAppear() {
        viewState?.items = interactor.items(for: source)
    }

    public func didSelect(itemID: Int) {
        router.openItem(id: itemID)
    }

    public func didTapDelete(itemID: Int) {
        let title = viewState?.items.first { $0.id == itemID }?.title ?? "item"
        router.confirmDelete(title: title) { [weak self] in
            self?.interactor.delete(id: itemID)
            self?.viewDidAppear()
        }
    }
}
