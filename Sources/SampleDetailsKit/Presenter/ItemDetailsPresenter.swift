import Architecture

/// Turns the Item details view's events into navigation and data.
public final class ItemDetailsPresenter: ItemDetailsPresenting {
    /// The view state the presenter writes to.
    public weak var viewState: ItemDetailsViewState?
    let router: any ItemDetailsRouting
    let interactor: any ItemDetailsInteracting
    let itemID: Int

    init(router: any ItemDetailsRouting, interactor: any ItemDetailsInteracting, itemID: Int) {
        self.router = router
        self.interactor = interactor
        self.itemID = itemID
    }

    /// Fills the view state when the screen appears.
    public func viewDidAppear() {
        viewState?.title = interactor.title(of: itemID)
    }

    /// Opens the extra details; when the app supplies no such screen, says so on screen.
    public func didTapExtraDetails() {
        do {
            try router.openExtraDetails(itemID: itemID)
            viewState?.problem = nil
        } catch {
            viewState?.problem = "\(error)"
        }
    }
}
