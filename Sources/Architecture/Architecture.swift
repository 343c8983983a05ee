import Navigation

/// A module's router: the part that navigates, through ``Navigation/NavigationServiceType`` only.
@MainActor
public protocol RouterProtocol: AnyObject {
    /// The navigation the router drives.
    var navigation: any NavigationServiceType { get }
}

/// A module's interactor: the part that talks to services and holds the module's data.
public protocol InteractorProtocol: AnyObject {}

/// A module's presenter: turns user actions into interactor and router calls.
@MainActor
public protocol PresenterProtocol: AnyObject {}

/// A module's view state: what the view shows, set up with its presenter.
@MainActor
public protocol ViewStateProtocol: AnyObject {
    /// The presenter type this view state talks to.
    associatedtype Presenter: PresenterProtocol

    /// Connects the view state to its presenter, which it then holds.
    /// - Parameter presenter: The module's presenter.
    func set(with presenter: Presenter)
}
