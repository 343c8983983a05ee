import Observation

/// A module's view state: the `@Observable` values the view shows, and the way to its
/// presenter, which it holds.
///
/// ```swift
/// @Observable final class DetailsViewState: ViewStateProtocol {
///     private(set) var presenter: DetailsPresenter?
///     var title = ""
///     func set(with presenter: DetailsPresenter) { self.presenter = presenter }
/// }
/// ```
@MainActor
public protocol ViewStateProtocol: AnyObject, Observable {
    /// The presenter this view state sends the view's events to.
    associatedtype Presenter: PresenterProtocol

    /// Connects the view state to its presenter, which it then holds.
    /// - Parameter presenter: The module's presenter.
    func set(with presenter: Presenter)
}

extension ViewStateProtocol {
    /// Connects this view state and `presenter` both ways:
    /// `viewState.set(with: presenter)` plus the presenter's weak reference back, and
    /// returns the view state for the view to hold.
    ///
    /// ```swift
    /// let viewState = DetailsViewState().wired(to: presenter)
    /// return DetailsView(viewState: viewState)
    /// ```
    /// - Parameter presenter: The module's presenter.
    /// - Returns: This view state.
    public func wired(to presenter: Presenter) -> Self where Presenter.ViewState == Self {
        presenter.viewState = self
        set(with: presenter)
        return self
    }
}
