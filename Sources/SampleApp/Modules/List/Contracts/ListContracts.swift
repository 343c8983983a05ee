import Architecture

/// Where the List screen can lead.
@MainActor
protocol ListRouting: NavigatingRouter {
    func openItem(id: Int)
    func confirmDelete(title: String, delete: @escaping @MainActor () -> Void)
}

/// What the List screen needs from services.
protocol ListInteracting: InteractorProtocol {
    func items(for source: ListSource) -> [Item]
    func delete(id: Int)
}

/// What the List view tells its presenter.
@MainActor
public protocol ListPresenting: WiredPresenter where ViewState == ListViewState {
    func didSelect(itemID: Int)
    func didTapDelete(itemID: Int)
}
