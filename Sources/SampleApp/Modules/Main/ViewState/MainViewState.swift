import Architecture
import Observation

/// What the Main view shows.
@MainActor
@Observable
public final class MainViewState: WiredViewState {
    /// The presenter the view's events go to.
    public private(set) var presenter: MainPresenter?
    public var title = "Main"
    public var isSetUp = false
    /// Whether the features' screens open as modals rather than on the stack.
    public var presentsFeaturesModally = false

    /// Creates an empty view state; the assembly wires it to its presenter.
    public init() {}

    public func set(with presenter: MainPresenter) {
        self.presenter = presenter
    }
}
