import Navigation

/// A module's router: the only part of a module that navigates.
///
/// It reaches navigation through `NavigationServiceType` alone, so a test
/// gives it a mock and asserts what it asked for:
///
/// ```swift
/// final class DetailsRouter: DetailsRouting {
///     let navigation: any NavigationServiceType
///     init(navigation: any NavigationServiceType) { self.navigation = navigation }
///     func openGame(source: DetailsSource) { navigation.push(.Game(source: source, difficulty: .hard)) }
/// }
/// ```
///
/// The presenter holds the router; the router holds nothing of the module.
@MainActor
public protocol RouterProtocol: AnyObject {
    /// The navigation the router drives.
    var navigation: any NavigationServiceType { get }
}

extension RouterProtocol {
    /// Closes the module the way it was shown: pops it when it was pushed in the
    /// topmost layer, or dismisses the topmost layer when it is that layer's root.
    /// - Returns: Whether anything changed.
    @discardableResult
    public func close() -> Bool {
        navigation.pop() || navigation.dismiss()
    }
}
