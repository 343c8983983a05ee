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
    /// Counts the frames the adapter published: a renderer acts on a frame once, and
    /// again only on a newer one (it asks UIKit again for what UIKit ignored only then).
    var number = 0
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
    /// The alert the renderer is to present over the level, as its own
    /// `UIAlertController`.
    var alert: ModelAlert?
    /// The `onAppear` of the level's content as a whole (the root layer's: the scene is on
    /// screen).
    var onAppear: () -> Void = {}
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
    /// when the binding is a `Binding(get:set:)` made in `body` (R3.3). It also names the
    /// stack's navigation controller when UIKit is read (``ModelReading``).
    var binding: AnyHashable?
    /// The path binding's setter.
    var write: (_ path: [AnyHashable]) -> Void
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
    /// The layer's content controller's `viewDidAppear`: its presentation ended (or a
    /// full-screen cover over it went).
    var didAppear: () -> Void = {}
    /// The layer's content controller's `viewDidDisappear`: its dismissal ended (or a
    /// full-screen cover went over it).
    var didDisappear: () -> Void = {}
}

/// An alert the renderer presents as its own `UIAlertController`, while it is to show.
@MainActor
struct ModelAlert {
    /// The alert's identity: the renderer tells its alerts apart by it.
    var identity: AnyHashable
    /// The alert, to compare with the state.
    var alert: NavigationAlert
    /// Each button's `UIAlertAction` handler: UIKit runs it once it took the alert down.
    var buttons: [() -> Void]
    /// The alert controller went without a button (its presenter went).
    var wentWithoutButton: () -> Void
    /// The completion of the alert controller's `present`.
    var didAppear: () -> Void = {}
    /// The completion of its dismissal (the renderer's, or the one UIKit made for a
    /// button).
    var didDisappear: () -> Void = {}
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

/// What UIKit shows, as a renderer reads it from the window when it asks: the
/// `presentedViewController` chain and each stack's navigation controller. The model
/// answers it from what its UIKit shows, in SwiftUI's terms; a binding translates it.
struct ModelReading {
    /// Where a presented controller is in its transition.
    enum Motion: Hashable, Sendable {
        case still
        /// `isBeingPresented`, from the `present` until its transition ends (a stalled
        /// first frame included).
        case appearing
        /// `isBeingDismissed`, by the program or while the user drags it.
        case disappearing
    }

    /// What a presented controller is.
    enum Content: Hashable {
        /// The hosting controller of the sheet or cover of this item identity.
        case layer(AnyHashable)
        /// The alert controller the renderer presented for the alert of this identity.
        case alert(AnyHashable)
        /// Something the renderer did not present: a module's own sheet, or its own alert
        /// or confirmation dialog (`isAlertController`: a `UIAlertController`).
        case other(isAlertController: Bool)
    }

    /// One controller of the chain.
    struct Presented: Hashable {
        var content: Content
        var motion: Motion
    }

    /// One navigation controller.
    struct Stack: Hashable {
        /// The stack's path binding, which names it.
        var binding: AnyHashable
        /// How many screens it holds over its root.
        var pushed: Int
        /// Whether it has a transition coordinator: a push or pop is under way.
        var isTransitioning: Bool
    }

    /// The chain, bottom first.
    var presented: [Presented]
    /// Every navigation controller on screen.
    var stacks: [Stack]
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
    /// Hands the adapter the model that plays its platform: it shows frames, keeps time
    /// and reads UIKit through ``SwiftUIModel/platformShow(animated:_:)``,
    /// ``SwiftUIModel/platformSchedule(after:_:)`` and ``SwiftUIModel/platformRead()``.
    func attach(to model: SwiftUIModel)
    /// What the adapter itself says went wrong: events it calls impossible. The model
    /// sends only what SwiftUI and UIKit send, so any is a problem of the model or of the
    /// adapter.
    var complaints: [String] { get }
    /// What the adapter still waits for UIKit to report, each in a line: read when the
    /// screen never settles, to say why.
    var waitsFor: [String] { get }
}

extension ModelledAdapter {
    func timers() -> [ModelTimer] { [] }
    func attach(to model: SwiftUIModel) {}
    var complaints: [String] { [] }
    var waitsFor: [String] { [] }
}
