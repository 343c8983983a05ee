/// A presenter that knows its view state's type and holds it weakly, so that
/// ``WiredViewState/wired(to:)`` can connect the two.
///
/// Declare the property `weak`, so that the view state, which holds the presenter,
/// frees the module with its screen:
///
/// ```swift
/// @MainActor
/// protocol DetailsPresenting: WiredPresenter where ViewState == DetailsViewState {
///     func didTapPlay()
/// }
///
/// final class DetailsPresenter: DetailsPresenting {
///     weak var viewState: DetailsViewState?
///     ...
/// }
/// ```
///
/// Presenters update UI state, so this protocol is `@MainActor`, and so is a class that
/// adopts it.
@MainActor
public protocol WiredPresenter: PresenterProtocol {
    /// The view state this presenter updates.
    associatedtype ViewState: WiredViewState

    /// The view state, held weakly.
    var viewState: ViewState? { get set }

    /// Called when the module's view appears on screen.
    func viewDidAppear()
}

extension WiredPresenter {
    /// Does nothing; implement it to load data when the view appears.
    public func viewDidAppear() {}
}
