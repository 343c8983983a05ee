import Architecture
import Observation

/// What the Details view shows.
@MainActor
@Observable
public final class DetailsViewState: WiredViewState {
    /// The presenter the view's events go to.
    public private(set) var presenter: DetailsPresenter?
    public var title = ""

    /// Creates an empty view state; the assembly wires it to its presenter.
    public init() {}

    public func set(with presenter: DetailsPresenter) {
        self.presenter = presenter
    }
}
