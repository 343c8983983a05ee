/// A module's view state: the values the view shows, and the way to its presenter,
/// which it holds.
///
/// The base protocol asks for nothing, so a view state written by the seed's Xcode
/// template, an `ObservableObject` whose module contract declares its own
/// `set(with:)` taking an existential presenter, conforms as it is:
///
/// ```swift
/// protocol MainViewStateProtocol: ViewStateProtocol {
///     func set(with presenter: MainPresenterProtocol)
/// }
///
/// final class MainViewState: ObservableObject, MainViewStateProtocol { ... }
/// ```
///
/// Refine ``WiredViewState`` instead to have the presenter typed and both halves of the
/// connection made by ``WiredViewState/wired(to:)``.
public protocol ViewStateProtocol: AnyObject {}
