import Architecture
import Observation

/// What the Edit view shows.
@MainActor
@Observable
public final class EditViewState: WiredViewState {
    /// The presenter the view's events go to.
    public private(set) var presenter: EditPresenter?
    public var title = ""

    /// Creates an empty view state; the assembly wires it to its presenter.
    public init() {}

    public func set(with presenter: EditPresenter) {
        self.presenter = presenter
    }
}
