/// A view state that knows its presenter's type, and connects itself and the presenter
/// both ways with ``wired(to:)``.
///
/// Any observation works: an `@Observable` class, as in the sample app, or an
/// `ObservableObject`, as the seed's template writes them.
///
/// ```swift
/// @Observable
/// final class DetailsViewState: WiredViewState {
///     private(set) var presenter: DetailsPresenter?
///     var title = ""
///     func set(with presenter: DetailsPresenter) { self.presenter = presenter }
/// }
/// ```
///
/// View states hold what the view shows, so this protocol is `@MainActor`, and so is a
/// class that adopts it.
@MainActor
public protocol WiredViewState: ViewStateProtocol {
    /// The presenter this view state sends the view's events to.
    associatedtype Presenter: WiredPresenter

    /// Connects the view state to its presenter, which it then holds.
    /// - Parameter presenter: The module's presenter.
    func set(with presenter: Presenter)
}

extension WiredViewState {
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
