/// One screen of the app, as a value: its parameters are stored properties, and it
/// knows how to build its view from a dependency container.
///
/// Declare a module next to the screen it builds, and a static member so that it
/// shows up in code completion at every navigation call:
///
/// ```swift
/// struct DetailsModule: Module {
///     let source: DetailsSource
///     func build(container: Container) -> some View {
///         container.resolve(DetailsAssembly.self).build(source: source)
///     }
/// }
///
/// extension Module where Self == DetailsModule {
///     static func Details(source: DetailsSource) -> Self { Self(source: source) }
/// }
///
/// navigation.push(.Details(source: .deepLink))
/// ```
///
/// Adding a screen edits no shared file: there is no enum of screens to extend and no
/// registration step.
///
/// Modules are `Hashable` so that the navigation state can compare and store them. A
/// module that holds a closure writes its `==` and `hash(into:)` by hand, usually from
/// the other stored properties.
///
/// On platforms with SwiftUI, ``build(container:)`` returns a SwiftUI view, and a module
/// whose `build` returns anything else does not compile. Elsewhere (Linux) `View` is the
/// package's headless stand-in, so the same declaration compiles unchanged.
public protocol Module: Hashable {
    /// The type of view this module builds.
    associatedtype Body: View

    /// Builds the module's screen, resolving its assembly through `container`.
    ///
    /// Called once each time the module appears on screen, never on a re-render.
    /// - Parameter container: The container that resolves the module's assembly.
    /// - Returns: The screen's view.
    @MainActor func build(container: Container) -> Body
}
