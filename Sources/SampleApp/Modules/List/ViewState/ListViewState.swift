import Architecture
import Observation

/// What the List view shows.
@MainActor
@Observable
public final class ListViewState: WiredViewState {
    /// The presenter the view's events go to.
    public private(set) var presenter: ListPresenter?
    public var items: [Item] = []

    /// Creates an empty view state; the assembly wires it to its presenter.
    public init() {}

    public func set(with presenter: ListPresenter) {
        self.presenter = presenter
    }
}
