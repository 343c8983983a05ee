import Architecture

/// Where the Extra details screen can lead.
@MainActor
protocol ExtraDetailsRouting: NavigatingRouter {
    func openItemDetails(itemID: Int) throws
}

/// What the Extra details screen needs from services.
protocol ExtraDetailsInteracting: InteractorProtocol {
    func relatedItem(of itemID: Int) -> Int
}

/// What the Extra details view tells its presenter.
@MainActor
public protocol ExtraDetailsPresenting: WiredPresenter where ViewState == ExtraDetailsViewState {
    /// The user asked for the related item.
    func didTapRelatedItem()
}
