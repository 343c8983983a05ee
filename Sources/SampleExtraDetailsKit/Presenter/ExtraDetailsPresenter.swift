import Architecture

/// Turns the Extra details view's events into navigation and data.
public final class ExtraDetailsPresenter: ExtraDetailsPresenting {
    /// The view state the presenter writes to.
    public weak var viewState: ExtraDetailsViewState?
    let router: any ExtraDetailsRouting
    let interactor: any ExtraDetailsInteracting
    let itemID: Int

    init(router: any ExtraDetailsRouting, interactor: any ExtraDetailsInteracting, itemID: Int) {
        self.router = router
        self.interactor = interactor
        self.itemID = itemID
    }

    /// Fills the view state when the screen appears.
    public func viewDidAppear() {
        viewState?.title = "More about item \(itemID)"
        viewState?.relatedItemID = interactor.relatedItem(of: itemID)
    }

    /// Opens the related item; when the app supplies no such screen, says so on screen.
    public func didTapRelatedItem() {
        do {
            try router.openItemDetails(itemID: interactor.relatedItem(of: itemID))
            viewState?.problem = nil
        } catch {
            viewState?.problem = "\(error)"
        }
    }
}
