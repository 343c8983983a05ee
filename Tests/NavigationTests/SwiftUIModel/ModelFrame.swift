import Navigation

/// What SwiftUI receives from an adapter in one render, in SwiftUI's own terms: values
/// it compares with their own `==`/hash, bindings it writes through, and closures it
/// calls. Nothing here is a type of the adapter's: a binding onto an adapter builds
/// these from whatever the adapter hands to its views.
@MainActor
struct ModelFrame {
    /// The root layer's content, presentations and alert.
    var root: ModelLevel
    /// Whether the content of the presented layer with this identity can still be
    /// rendered: a sheet or cover renders its last content while it animates away (R7.5).
    var rendersLayer: (AnyHashable) -> Bool = { _ in true }
}

/// One presentation level: its content, what it presents, and its alert.
@MainActor
struct ModelLevel {
    /// What the level shows.
    enum Content {
        /// One `NavigationStack`.
        case stack(ModelStack)
        /// A `TabView` with one stack per tab.
        case tabs(ModelTabs)
        /// A `NavigationSplitView`.
        case split(ModelSplit)
    }

    var content: Content
    /// The non-nil `sheet(item:)` and `fullScreenCover(item:)` bindings of the level:
    /// UIKit shows one at most (R2.3).
    var presented: [ModelPresentation] = []
    /// The alert, while its `isPresented` binding reads `true`.
    var alert: ModelAlert?
}

/// A screen as SwiftUI sees it: the value it diffs by, and the view it builds for it.
@MainActor
struct ModelScreen {
    /// What SwiftUI compares with `==`/hash to tell whether this is the same view; a path
    /// write hands these values back.
    var identity: AnyHashable
    /// Builds the screen's view when SwiftUI creates it: returns the module appearance
    /// whose assembly it ran. SwiftUI does not call it again for an equal identity.
    var build: () -> AnyModule
    /// The view's `onAppear`.
    var onAppear: () -> Void = {}
    /// The view's `onDisappear`.
    var onDisappear: () -> Void = {}
    /// What UIKit's transition coordinator tells the screen's controller of a push or pop
    /// that shows or hides it (``SwiftUIRule/tc``); the model sends it for pushed screens
    /// only.
    var transition: (ModelTransition) -> Void = { _ in }
}

/// A push or pop of one pushed screen, as the screen's controller sees it through
/// `UIViewController.transitionCoordinator` (``SwiftUIRule/tc``).
enum ModelTransition: Hashable, CustomStringConvertible {
    /// A transition that shows the screen (`appearing`) or hides it started; `interactive`
    /// when the user drives it with a swipe back (the context's `isInteractive`).
    case began(appearing: Bool, interactive: Bool)
    /// That transition's animation completed (the completion of
    /// `animate(alongsideTransition:completion:)`); `cancelled` when the user let go of a
    /// swipe back before it committed (the context's `isCancelled`).
    case ended(appearing: Bool, cancelled: Bool)

    /// The report, for a trace.
    var description: String {
        switch self {
        case .began(let appearing, let interactive):
            "began \(appearing ? "appearing" : "disappearing")\(interactive ? ", interactive" : "")"
        case .ended(let appearing, let cancelled):
            "ended \(appearing ? "appearing" : "disappearing")\(cancelled ? ", cancelled" : "")"
        }
    }
}

/// A `NavigationStack(path:)` with its root view.
@MainActor
struct ModelStack {
    /// The stack's root view.
    var root: ModelScreen
    /// The path's elements, bottom first.
    var path: [ModelScreen]
    /// What the path `Binding`'s storage is (a `@State` or `@Bindable` box), or `nil`
    /// when the binding is a `Binding(get:set:)` made in `body` (R3.3).
    var binding: AnyHashable?
    /// The path binding's setter.
    var write: (_ path: [AnyHashable]) -> Void
    /// The value a `NavigationLink(value:)` of the stack hands over for a module, and the
    /// screen `navigationDestination(for:)` makes of it.
    var link: (AnyModule) -> ModelScreen
}

/// A presented layer: a sheet, a full-screen cover, or a popup (a cover presented
/// without animation).
@MainActor
struct ModelPresentation {
    /// How the layer is presented.
    enum Kind: Hashable {
        case sheet(interactiveDismiss: Bool)
        case cover
        case popup
    }

    /// The item's identity, `Identifiable.id`, as `sheet(item:)` compares it (R2.1).
    var identity: AnyHashable
    var kind: Kind
    var level: ModelLevel
    /// The item binding set to `nil`.
    var clear: () -> Void
    /// What a tap outside a popup's content reaches, or `nil` when the content covers the
    /// whole screen and swallows it (R7.4).
    var tapOutside: (() -> Void)?
    /// The content's `onAppear` and `onDisappear`.
    var onAppear: () -> Void = {}
    var onDisappear: () -> Void = {}
}

/// An alert, while it is to show.
@MainActor
struct ModelAlert {
    /// The `presenting:` value's identity.
    var identity: AnyHashable
    /// The alert the `presenting:` value is, to compare with the state.
    var alert: NavigationAlert
    /// Each button's action, as SwiftUI runs it on a tap.
    var buttons: [() -> Void]
    /// The `isPresented` binding set to `false`.
    var clear: () -> Void
    /// The alert was seen on screen, for an adapter that watches for it.
    var onAppear: () -> Void = {}
}

/// A `TabView(selection:)` whose every tab holds a stack.
@MainActor
struct ModelTabs {
    /// Each tab's identity (its `tag`) and stack.
    var tabs: [(tag: AnyHashable, stack: ModelStack)]
    /// The selection binding's value.
    var selection: AnyHashable
    /// The selection binding's setter.
    var select: (AnyHashable) -> Void
}

/// A two-column `NavigationSplitView`: a sidebar list, and a detail column with a stack.
@MainActor
struct ModelSplit {
    var sidebar: ModelScreen
    /// The detail column's stack; its root is the sidebar's selection.
    var detail: ModelStack?
    /// The sidebar list's selection binding's setter.
    var select: (AnyModule) -> Void
}

/// A timer the adapter started (a `.task(id:)` that sleeps), as SwiftUI runs it.
@MainActor
struct ModelTimer {
    /// The task's id: a timer with the id of one already running is the same task.
    var id: AnyHashable
    /// How long it sleeps, in seconds.
    var delay: Double
    var fire: () -> Void
}

/// An adapter as SwiftUI sees it: what it renders, and what it is told.
@MainActor
protocol ModelledAdapter: AnyObject {
    /// The navigation the adapter renders, as the app's routers change it.
    var navigation: NavigationService { get }
    /// What the adapter's views hand to SwiftUI now.
    func frame() -> ModelFrame
    /// The `.task(id:)` timers the adapter's views run now.
    func timers() -> [ModelTimer]
    /// The scene's phase changed: `true` when it is active.
    func scenePhaseChanged(active: Bool)
    /// Tells the adapter the navigation changed, as observation does.
    func navigationChanged()
    /// Hands the adapter the model that plays its platform: it shows frames and keeps
    /// time through ``SwiftUIModel/platformShow(animated:completesAtOnce:_:completion:)`` and
    /// ``SwiftUIModel/platformSchedule(after:_:)``.
    func attach(to model: SwiftUIModel)
}

extension ModelledAdapter {
    func timers() -> [ModelTimer] { [] }
    func attach(to model: SwiftUIModel) {}
}
