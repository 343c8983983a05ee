/// Builds the scene's navigation service, shared for the container's life.
///
/// Routers get their navigation from ``build()``; tests apply a subclass that returns
/// a mock in its place.
open class NavigationAssembly: Assembly {
    /// The navigation routers drive: the shared ``service()`` unless a subclass says otherwise.
    ///
    /// Its isolation is `@preconcurrency`, so the nonisolated `build()` methods that the
    /// seed's Xcode templates generate in assemblies call it as they always did.
    @preconcurrency @MainActor
    open func build() -> any NavigationServiceType {
        service()
    }

    /// The one ``NavigationService`` of this container, which the root view renders.
    @MainActor
    public final func service() -> NavigationService {
        shared { NavigationService() }
    }
}
