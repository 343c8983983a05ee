import Architecture
import Observation

/// What the Item details view shows.
@MainActor
@Observable
public final class ItemDetailsViewState: WiredViewState {
    /// The presenter the view's events go to.
    public private(set) var presenter: ItemDetailsPresenter?
    /// The screen's title.
    public var title = ""
    /// Why the last tap led nowhere, if it did.
    public var problem: String?

    /// Creates an empty view state; the assembly wires it to its presenter.
    public init() {}

    /// Wires the view state to its presenter.
    public func set(with presenter: ItemDetailsPresenter) {
        self.presenter = presenter
    }
}
