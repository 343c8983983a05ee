/// A module's presenter: turns the view's events into interactor and router calls, and
/// the interactor's data into the view state.
///
/// Ownership runs one way: the view holds the view state, the view state holds the
/// presenter, the presenter holds the router and the interactor, and holds the view
/// state weakly. Declare the property `weak`, so that nothing of the module outlives
/// its screen:
///
/// ```swift
/// final class DetailsPresenter: DetailsPresenting {
///     weak var viewState: DetailsViewState?
///     ...
/// }
/// ```
@MainActor
public protocol PresenterProtocol: AnyObject {
    /// The view state this presenter updates.
    associatedtype ViewState: ViewStateProtocol

    /// The view state, held weakly.
    var viewState: ViewState? { get set }

    /// Called when the module's view appears on screen.
    func viewDidAppear()
}

extension PresenterProtocol {
    /// Does nothing; implement it to load data when the view appears.
    public func viewDidAppear() {}
}
