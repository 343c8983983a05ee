import Architecture
import Observation

/// What the Report view shows.
@MainActor
@Observable
public final class ReportViewState: WiredViewState {
    /// The presenter the view's events go to.
    public private(set) var presenter: ReportPresenter?
    public var text = ""

    /// Creates an empty view state; the assembly wires it to its presenter.
    public init() {}

    public func set(with presenter: ReportPresenter) {
        self.presenter = presenter
    }
}
