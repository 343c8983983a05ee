/// Builds modules into their views against the application's container, once per
/// appearance on screen.
///
/// It holds no knowledge of particular screens: any ``Module`` builds itself. Views of
/// modules on screen are kept by ``AnyModule/id``, so re-rendering never rebuilds a
/// module's assembly, presenter, interactor or view state; the adapter lets
/// go of the views of modules that left the screen, which frees their parts.
@MainActor
public final class ApplicationViewBuilder {
    /// The container modules resolve their assemblies through.
    package let container: Container
    private var views: [AnyModule.ID: any View] = [:]

    /// Creates a builder for `container`; the adapters make one per scene.
    /// - Parameter container: The application's container.
    package init(container: Container) {
        self.container = container
    }

    /// A builder with a container of its own, for previews: modules build with their
    /// real assemblies, or those applied to its own container, and nothing else of the app.
    public static var stub: ApplicationViewBuilder {
        ApplicationViewBuilder(container: DependencyContainer())
    }

    /// Builds `module`'s view now, without keeping it; for previews and tests.
    /// - Parameter module: The module to build.
    /// - Returns: The module's view.
    public func build<M: Module>(module: M) -> M.Body {
        module.build(container: container)
    }

    /// Builds `module`'s view now, without keeping it; for previews and tests.
    /// - Parameter module: The module to build.
    /// - Returns: The module's view.
    package func build(module: AnyModule) -> any View {
        module.build(container: container)
    }

    /// The view of `module`'s appearance: built the first time it is asked for, then
    /// the same view until the module leaves the screen.
    /// - Parameter module: A module on screen.
    /// - Returns: The module's view.
    package func view(for module: AnyModule) -> any View {
        if let view = views[module.id] {
            return view
        }
        let view = module.build(container: container)
        views[module.id] = view
        return view
    }

    /// The ids of the appearances whose views are kept.
    package var builtModuleIDs: Set<AnyModule.ID> {
        Set(views.keys)
    }

    /// Lets go of the view of every module that is not on screen in `state`.
    /// - Parameters:
    ///   - state: The navigation state after a change.
    ///   - modules: Modules to keep besides, such as the root module and those of a
    ///     screen still on its way out.
    package func retainViews(for state: NavigationState, keeping modules: [AnyModule] = []) {
        retainViews(of: Set((state.visibleModules + modules).map(\.id)))
    }

    /// Lets go of the view of every module whose id is not in `ids`.
    /// - Parameter ids: The appearances whose views stay.
    package func retainViews(of ids: Set<AnyModule.ID>) {
        views = views.filter { ids.contains($0.key) }
    }

    /// Lets go of the views of the modules whose ids are in `ids`.
    /// - Parameter ids: The appearances that left the screen.
    package func releaseViews(of ids: Set<AnyModule.ID>) {
        for id in ids { views[id] = nil }
    }
}
