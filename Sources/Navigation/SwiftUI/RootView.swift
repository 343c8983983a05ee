// Device-only: type-checks against the iOS 17.4 SDK, but has not run here.
#if canImport(SwiftUI) && os(iOS)
import SwiftUI

/// The root of a navigation-driven scene: renders every layer of the scene's
/// navigation state and writes the user's gestures back into it.
///
/// Give it the scene's container and root module; it creates, once for the scene's
/// life, everything it renders with: the builder that keeps each module's view, the
/// state machine that steps the screen toward the navigation state, and the scene's
/// navigation, resolved from the container's ``NavigationAssembly``. A parent that
/// re-renders brings a new `RootView` value, never a new builder: no module is rebuilt.
///
/// ```swift
/// WindowGroup {
///     RootView(root: .Main, sceneOf: container)
/// }
/// ```
///
/// The root layer is a `NavigationStack` bound to the root stack, or, when the state
/// has them, a `TabView` with a `NavigationStack` per tab or a `NavigationSplitView`
/// whose detail column has one; each presented layer
/// is a sheet, a full-screen cover, or a popup (a cover that appears in place, over a
/// dimmed backdrop) hosting a `NavigationStack` of its own; the alert queue's head shows
/// as a `UIAlertController` over the topmost layer. Every screen is identified to
/// SwiftUI by its appearance, so the same module shown anew is a new screen, and a
/// screen shown on is never rebuilt.
///
/// A change of several layers at once shows in steps, one UIKit transition at a time,
/// and a push or pop waits for the one under way on its stack. Each step ends when UIKit
/// says it did, never after a set time: a presented layer's controller reports
/// `viewDidAppear` or `viewDidDisappear`, the alert controller its `present` or `dismiss`
/// completion, a pushed screen's transition coordinator its completion. When a report
/// is late, the renderer reads UIKit's hierarchy (the window's presented controllers,
/// each stack's navigation controller) and asks again for what UIKit dropped, as long
/// as it takes. ``navigationTrace(_:)`` logs each step.
///
/// Available on iOS and iPadOS.
@MainActor
public struct RootView<Root: Module>: View {
    @StateObject private var owner: ScreenSessionOwner
    private var deepLinks: (router: DeepLinkRouter, onError: @MainActor (DeepLinkError) -> Void)?
    private var restoration: RestorationSettings?
    private var tabLabel: TabLabel?
    private var trace: TraceSettings?
    @Environment(\.scenePhase) private var scenePhase

    /// Creates the root view of a scene.
    ///
    /// The arguments are read once, when the scene first appears; a parent's re-render
    /// that passes others changes nothing. `container` is an autoclosure evaluated then:
    /// pass an expression that makes the scene's own container scope, and each window
    /// gets its own navigation. (A ``DependencyContainer`` value is taken as it is, by
    /// the initializer that takes one.)
    /// - Parameters:
    ///   - root: The module at the root of the root layer.
    ///   - container: The scene's container; its ``NavigationAssembly`` gives the
    ///     navigation this view renders.
    ///   - settleTime: A pause after each presentation or dismissal has ended, before
    ///     the next begins; `nil` or zero for none. The renderer no longer needs one:
    ///     each step ends when UIKit reports it. A negative value counts as zero.
    public init(
        root: Root,
        container: @autoclosure @escaping @MainActor () -> Container,
        settleTime: Duration? = nil
    ) {
        _owner = StateObject(
            wrappedValue: ScreenSessionOwner(
                root: AnyModule(root), container: container(),
                configuration: settleTime.map { ScreenConfiguration(settleTime: $0) } ?? .standard))
    }

    /// Creates the root view of a scene that renders the navigation of `container`
    /// itself: the form an app whose `App` is a class writes without `self.`.
    ///
    /// Every window made with the same container shares its navigation; give each
    /// window its own with ``init(root:sceneOf:renewing:settleTime:)``.
    /// - Parameters:
    ///   - root: The module at the root of the root layer.
    ///   - container: The scene's container; its ``NavigationAssembly`` gives the
    ///     navigation this view renders.
    ///   - settleTime: A pause after each presentation or dismissal has ended, before
    ///     the next begins; `nil` or zero for none. The renderer no longer needs one:
    ///     each step ends when UIKit reports it. A negative value counts as zero.
    public init(
        root: Root,
        container: DependencyContainer,
        settleTime: Duration? = nil
    ) {
        self.init(root: root, container: container as Container, settleTime: settleTime)
    }

    /// Creates the root view of one scene of an app that can show several: the scene
    /// gets a scope of the app's container that renews `renewed` (the navigation, by
    /// default), so each window has its own navigation, its routers drive that one, and
    /// its restoration is its own, while the app's services stay shared.
    ///
    /// ```swift
    /// WindowGroup {
    ///     RootView(root: .Main, sceneOf: container)
    /// }
    /// ```
    /// - Parameters:
    ///   - root: The module at the root of the root layer.
    ///   - container: The app's container; the scope is made once, when the scene first
    ///     appears.
    ///   - renewed: The assemblies each scene builds anew; see
    ///     ``DependencyContainer/makeScope(renewing:)``.
    ///   - settleTime: A pause after each presentation or dismissal has ended, before
    ///     the next begins; `nil` or zero for none. The renderer no longer needs one:
    ///     each step ends when UIKit reports it. A negative value counts as zero.
    public init(
        root: Root,
        sceneOf container: DependencyContainer,
        renewing renewed: [Assembly.Type] = [NavigationAssembly.self],
        settleTime: Duration? = nil
    ) {
        self.init(
            root: root, container: container.makeScope(renewing: renewed) as Container, settleTime: settleTime)
    }

    /// This view, opening the links the scene receives with `router`, each as one change
    /// of the scene's navigation.
    /// - Parameters:
    ///   - router: The app's routes.
    ///   - onError: Called with the reason when a link leads nowhere; the state is untouched.
    /// - Returns: The view, opening links.
    public func navigationDeepLinks(
        _ router: DeepLinkRouter,
        onError: @escaping @MainActor (DeepLinkError) -> Void = { _ in }
    ) -> RootView {
        var copy = self
        copy.deepLinks = (router, onError)
        return copy
    }

    /// This view, saving the scene's navigation in the scene's own storage after every
    /// change and restoring it when the scene comes back.
    /// - Parameters:
    ///   - coder: The coder that knows the app's restorable modules.
    ///   - key: The scene storage key.
    ///   - onRestore: Called with the restore's outcome.
    /// - Returns: The view, saving and restoring its navigation.
    public func navigationRestoration(
        _ coder: NavigationStateCoder,
        key: String = "navigation.state",
        onRestore: @escaping @MainActor (Result<[DroppedModule], RestorationError>) -> Void = { _ in }
    ) -> RootView {
        var copy = self
        copy.restoration = RestorationSettings(coder: coder, key: key, onRestore: onRestore)
        return copy
    }

    /// This view, labelling each tab of the state's tab bar with `label`, given the tab's
    /// root module; by default a tab shows its module's description.
    ///
    /// ```swift
    /// RootView(root: .Main, container: container)
    ///     .tabItem { module in
    ///         Label(module.unwrap(as: HomeModule.self) != nil ? "Home" : "Search", systemImage: "circle")
    ///     }
    /// ```
    /// - Parameter label: The tab item's content for a tab's root module.
    /// - Returns: The view, labelling its tabs.
    public func tabItem<Label: View>(
        @ViewBuilder _ label: @escaping @MainActor (AnyModule) -> Label
    ) -> RootView {
        var copy = self
        copy.tabLabel = TabLabel { module in AnyView(label(module)) }
        return copy
    }

    /// This view, logging every line of its renderer's trace: each event the renderer
    /// hears (what SwiftUI and UIKit report, each change of the navigation, each reading
    /// of UIKit's hierarchy) and each action it takes, in order. Use it to see why the
    /// screen shows what it shows, or waits.
    ///
    /// Each line goes to the unified log at the debug level, with subsystem `Navigation`
    /// and category `SwiftUI`: in Console, filter on subsystem `Navigation` and category
    /// `SwiftUI`, with debug messages included (Action > Include Debug Messages). The
    /// lines are logged as public. When `lines` is given, each line is passed to it too.
    ///
    /// ```swift
    /// RootView(root: .Main, sceneOf: container)
    ///     .navigationTrace { line in print(line) }
    /// ```
    /// - Parameter lines: Called with each line of the trace, on the main actor, as it
    ///   comes; `nil` to log only.
    /// - Returns: The view, tracing its renderer.
    public func navigationTrace(_ lines: ((String) -> Void)? = nil) -> RootView {
        var copy = self
        copy.trace = TraceSettings(lines: lines)
        return copy
    }

    /// The scene's layers, with its links and restoration.
    public var body: some View {
        let session = owner.session
        // Set at every body, from the first, before any view of the scene reports: the
        // session is made once, and only its trace follows the latest value.
        session.trace = trace?.tracer
        return LayerView(element: ScreenElement(session.root), session: session)
            .onAppear { session.frame.rootAppeared() }
            .onChange(of: scenePhase, initial: true) { _, phase in
                session.frame.activityChanged(SceneActivity(phase))
            }
            .modifier(SceneHooks(navigation: session.navigation, deepLinks: deepLinks, restoration: restoration))
            .transformEnvironment(\.navigationTabLabel) { current in
                if let tabLabel { current = tabLabel }
            }
    }
}

extension SceneActivity {
    init(_ phase: ScenePhase) {
        switch phase {
        case .active: self = .active
        case .inactive: self = .inactive
        case .background: self = .background
        @unknown default: self = .inactive
        }
    }
}
#endif
