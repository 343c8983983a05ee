import Architecture

/// Where the Item details screen can lead.
@MainActor
protocol ItemDetailsRouting: NavigatingRouter {
    func openExtraDetails(itemID: Int) throws
}

/// What the Item details screen needs from services.
protocol ItemDetailsInteracting: InteractorProtocol {
    func title(of itemID: Int) -> String
}

/// What the Item details view tells its presenter.
@MainActor
public protocol ItemDetailsPresenting: WiredPresenter where ViewState == ItemDetailsViewState {
    /// The user asked for the item's extra details.
    func didTapExtraDetails()
}
