import Architecture
import Observation

/// What the Settings view shows.
@MainActor
@Observable
public final class SettingsViewState: WiredViewState {
    /// The presenter the view's events go to.
    public private(set) var presenter: SettingsPresenter?
    public var summary = ""

    /// Creates an empty view state; the assembly wires it to its presenter.
    public init() {}

    public func set(with presenter: SettingsPresenter) {
        self.presenter = presenter
    }
}
