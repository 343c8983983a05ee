import Architecture
import Observation

/// What the Game view shows.
@MainActor
@Observable
public final class GameViewState: WiredViewState {
    /// The presenter the view's events go to.
    public private(set) var presenter: GamePresenter?
    public var title = ""
    public var score = 0

    /// Creates an empty view state; the assembly wires it to its presenter.
    public init() {}

    public func set(with presenter: GamePresenter) {
        self.presenter = presenter
    }
}
