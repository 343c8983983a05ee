import Architecture
import Observation

/// What the Setup view shows.
@MainActor
@Observable
public final class SetupViewState: WiredViewState {
    /// The presenter the view's events go to.
    public private(set) var presenter: SetupPresenter?
    public var message = "Welcome! Tap to finish setting up."

    /// Creates an empty view state; the assembly wires it to its presenter.
    public init() {}

    public func set(with presenter: SetupPresenter) {
        self.presenter = presenter
    }
}
