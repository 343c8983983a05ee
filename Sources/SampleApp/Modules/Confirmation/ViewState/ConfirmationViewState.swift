import Architecture
import Observation

/// What the Confirmation view shows.
@MainActor
@Observable
public final class ConfirmationViewState: WiredViewState {
    /// The presenter the view's events go to.
    public private(set) var presenter: ConfirmationPresenter?
    public var question = "Finish the game?"

    /// Creates an empty view state; the assembly wires it to its presenter.
    public init() {}

    public func set(with presenter: ConfirmationPresenter) {
        self.presenter = presenter
    }
}
