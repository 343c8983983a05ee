/// A module's router: the only part of a module that navigates.
///
/// The base protocol asks for nothing, so a router written by the seed's Xcode template
/// conforms as it is, whatever it calls its navigation and whichever actor it runs on:
///
/// ```swift
/// protocol MainRouterProtocol: RouterProtocol {}
///
/// final class MainRouter: MainRouterProtocol {
///     private var navigation: any NavigationServiceType
///     init(navigation: any NavigationServiceType) { self.navigation = navigation }
/// }
/// ```
///
/// Refine ``NavigatingRouter`` instead to get ``NavigatingRouter/close()``.
///
/// The presenter holds the router; the router holds nothing of the module.
public protocol RouterProtocol: AnyObject {}
