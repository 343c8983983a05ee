import Navigation

/// A router whose navigation the package can reach, and which can therefore close its
/// own screen.
///
/// It reaches navigation through `NavigationServiceType` alone, so a test gives it a
/// mock and asserts what it asked for:
///
/// ```swift
/// @MainActor
/// protocol DetailsRouting: NavigatingRouter {
///     func openGame(source: DetailsSource)
/// }
///
/// final class DetailsRouter: DetailsRouting {
///     let navigation: any NavigationServiceType
///     init(navigation: any NavigationServiceType) { self.navigation = navigation }
///     func openGame(source: DetailsSource) { navigation.push(.Game(source: source, difficulty: .hard)) }
/// }
/// ```
///
/// Routers live on the main actor, as the navigation they drive does, so a class that
/// adopts this protocol is inferred `@MainActor`. A router written by the seed's
/// template keeps its `navigation` private and conforms to ``RouterProtocol`` only.
@MainActor
public protocol NavigatingRouter: RouterProtocol {
    /// The navigation the router drives.
    var navigation: any NavigationServiceType { get }
}

extension NavigatingRouter {
    /// Closes the module the way it was shown: pops it when it was pushed in the
    /// topmost layer, or dismisses the topmost layer when it is that layer's root.
    /// - Returns: Whether anything changed.
    @discardableResult
    public func close() -> Bool {
        navigation.pop() || navigation.dismiss()
    }
}
