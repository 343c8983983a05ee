import Architecture
import Observation

/// What the Profile view shows.
@MainActor
@Observable
public final class ProfileViewState: WiredViewState {
    /// The presenter the view's events go to.
    public private(set) var presenter: ProfilePresenter?
    public var userName = ""

    /// Creates an empty view state; the assembly wires it to its presenter.
    public init() {}

    public func set(with presenter: ProfilePresenter) {
        self.presenter = presenter
    }
}
