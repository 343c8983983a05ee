import Architecture
import Observation

/// What the Extra details view shows.
@MainActor
@Observable
public final class ExtraDetailsViewState: WiredViewState {
    /// The presenter the view's events go to.
    public private(set) var presenter: ExtraDetailsPresenter?
    /// The screen's title.
    public var title = ""
    /// The item the related-item button leads to.
    public var relatedItemID: Int?
    /// Why the last tap led nowhere, if it did.
    public var problem: String?

    /// Creates an empty view state; the assembly wires it to its presenter.
    public init() {}

    /// Wires the view state to its presenter.
    public func set(with presenter: ExtraDetailsPresenter) {
        self.presenter = presenter
    }
}
