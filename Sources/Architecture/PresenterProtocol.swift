/// A module's presenter: turns the view's events into interactor and router calls, and
/// the interactor's data into the view state.
///
/// The base protocol asks for nothing, so a presenter written by the seed's Xcode
/// template, which holds its view state as an existential, conforms as it is:
///
/// ```swift
/// final class MainPresenter: MainPresenterProtocol {
///     private let router: MainRouterProtocol
///     private weak var viewState: MainViewStateProtocol?
///     private let interactor: MainInteractorProtocol
///     ...
/// }
/// ```
///
/// Refine ``WiredPresenter`` instead to have the view state typed, held weakly, and
/// connected by ``WiredViewState/wired(to:)``.
///
/// Ownership runs one way: the view holds the view state, the view state holds the
/// presenter, the presenter holds the router and the interactor, and holds the view
/// state weakly, so that nothing of the module outlives its screen.
public protocol PresenterProtocol: AnyObject {}
