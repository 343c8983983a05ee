import Navigation

/// Puts a ``MockNavigationService`` where routers get their navigation:
///
/// ```swift
/// container.apply(MockNavigationAssembly.self)
/// let navigation = container.resolve(MockNavigationAssembly.self).mock()
/// ```
public final class MockNavigationAssembly: NavigationAssembly {
    /// The container's one mock navigation.
    @MainActor
    public func mock() -> MockNavigationService {
        shared { MockNavigationService() }
    }

    /// The mock, in place of the real service.
    @MainActor
    public override func build() -> any NavigationServiceType {
        mock()
    }
}
