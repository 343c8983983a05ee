import Observation

// The boundary between the SwiftUI renderer and whatever renders it: the SwiftUI views
// on iOS, and any model of SwiftUI in tests. Everything a renderer needs is here.
//
// - `ScreenSession(root:container:navigation:configuration:platform:)` makes a scene's
//   session; `session.frame` is what the scene shows now (observable: a new frame is
//   published inside `ScenePlatform.show(_:_:)`), and `session.view(for:)` builds a
//   screen's view, once per appearance (`session.builder.builtModuleIDs` lists the
//   appearances built and kept).
// - The renderer sends events only through the closures a frame holds and through the
//   stable `StackPath` of each stack; the session asks for time and for what UIKit shows
//   only through its `ScenePlatform`.

/// One screen as SwiftUI identifies it: a module's appearance.
///
/// Two elements are equal, and hash alike, exactly when they are the same appearance
/// (``AnyModule/id``), whatever the modules' values: the same module shown twice is two
/// screens, and a screen whose module is rewritten with an equal value is still one.
/// It is the element type of every `NavigationStack` path and of
/// `navigationDestination(for:)`, the item of every sheet and cover, and the `.id(_:)`
/// of every layer's, tab's and split column's root.
package struct ScreenElement: Hashable, Identifiable, CustomStringConvertible {
    /// The module this screen shows.
    package let module: AnyModule

    /// The screen of `module`'s appearance.
    package init(_ module: AnyModule) {
        self.module = module
    }

    /// The appearance: what SwiftUI's `Identifiable` item presentations compare.
    package var id: AnyModule.ID { module.id }

    /// Whether both are the same appearance.
    package static func == (lhs: ScreenElement, rhs: ScreenElement) -> Bool { lhs.module.id == rhs.module.id }

    /// Hashes the appearance.
    package func hash(into hasher: inout Hasher) { hasher.combine(module.id) }

    /// The module and its appearance, for logs and test failures.
    package var description: String { "\(module)\(module.id)" }
}

/// Which navigation stack of a scene a stack is, for both renderers: a layer's own, one
/// tab's, or one column's of the split view (a ``StackFrame``'s, or the navigation
/// controller the UIKit host makes for it).
package enum StackID: Hashable, Sendable, CustomStringConvertible {
    /// The layer's one stack: a presented layer's, or the root layer's when the root is a
    /// plain stack.
    case layer(LayerID)
    /// The stack of the tab whose root module's appearance has this id.
    case tab(AnyModule.ID)
    /// The stack in this column of the root split view: SwiftUI's detail column is
    /// ``SplitColumn/secondary``.
    case column(SplitColumn)

    /// The layer whose stack it is.
    package var layer: LayerID {
        if case .layer(let layer) = self { layer } else { .root }
    }

    /// The stack as it reads in a log.
    package var description: String {
        switch self {
        case .layer(let layer): "\(layer)"
        case .tab(let id): "tab \(id)"
        case .column(let column): "\(column) column"
        }
    }
}

/// A column of a split view (UIKit's `UISplitViewController.Column`).
package enum SplitColumn: Hashable, Sendable, CaseIterable {
    /// The sidebar.
    case primary
    /// The middle column of three.
    case supplementary
    /// The detail column.
    case secondary
    /// What shows alone when the split view is collapsed.
    case compact
}

/// Everything a scene shows in one render, as a value: SwiftUI renders it mechanically,
/// and so does a model of SwiftUI.
///
/// Closures in a frame are the bindings and callbacks SwiftUI holds after that render:
/// one called late, from a frame no longer shown, acts as a stale SwiftUI binding does
/// (the session reads it against what that frame showed). Only the path bindings are
/// not per frame: each stack has one ``StackPath`` for the scene's life.
@MainActor
package struct SceneFrame {
    /// The layers on screen, root first: each presents the next one.
    package var layers: [LayerFrame]
    /// Layers dismissed whose content has not reported leaving yet: a sheet or cover
    /// renders its last content from here while it animates away.
    package var leaving: [LayerFrame]
    /// The root layer's content appeared (its `onAppear`): presentations can start.
    package var rootAppeared: () -> Void
    /// The scene's phase changed (`@Environment(\.scenePhase)`).
    package var activityChanged: (SceneActivity) -> Void
    /// Counts the frames the session published; each new frame has a greater number.
    package var number: Int

    /// The layer rooted at `element`, on screen or leaving: what a sheet's or cover's
    /// content closure renders for its item.
    package func layer(_ element: ScreenElement) -> LayerFrame? {
        layers.first { $0.element == element } ?? leaving.first { $0.element == element }
    }
}

/// A scene's phase, as `ScenePhase` reports it.
package enum SceneActivity: Hashable, Sendable {
    /// In the foreground and interactive.
    case active
    /// In the foreground but not interactive (the app switcher, a system alert).
    case inactive
    /// Not visible: SwiftUI defers navigation changes until the scene is active again.
    case background
}

/// How a layer is shown.
package enum LayerKind: Hashable, Sendable {
    /// The scene's root layer.
    case root
    /// A sheet (`sheet(item:)`), with its options.
    case sheet(SheetPresentationOptions)
    /// A full-screen cover (`fullScreenCover(item:)`).
    case modal
    /// A full-screen cover presented with animations disabled, over a clear background.
    case popup(PopupPresentationOptions)
}

/// The column a collapsed split view shows, as `NavigationSplitView`'s
/// `preferredCompactColumn` names it.
package enum CompactColumn: Hashable, Sendable {
    /// The sidebar: nothing is selected in it.
    case sidebar
    /// The content column: the sidebar selected, the content column did not.
    case content
    /// The detail column and its stack.
    case detail
}

/// One layer of a frame: its content, the layer it presents, and its alert.
@MainActor
package struct LayerFrame {
    /// The layer's root screen (the scene's root module for the root layer): the
    /// layer's content is `.id(element)`.
    package var element: ScreenElement
    /// How the layer is shown.
    package var kind: LayerKind
    /// What the layer shows.
    package var content: LayerContent
    /// The layer this one presents as a sheet (`sheet(item:)`) or cover
    /// (`fullScreenCover(item:)`), by its kind; `nil` sets both items to `nil`.
    package var presented: PresentedFrame?
    /// The alert this layer shows: only the topmost layer shows one.
    package var alert: AlertFrame?
}

/// What a layer shows.
@MainActor
package enum LayerContent {
    /// One `NavigationStack`.
    case stack(StackFrame)
    /// A `TabView` with a `NavigationStack` per tab.
    case tabs(TabsFrame)
    /// A `NavigationSplitView` whose detail column is a `NavigationStack`.
    case split(SplitFrame)
}

/// One `NavigationStack`: its root screen and its path.
@MainActor
package struct StackFrame {
    /// Which stack this is.
    package var id: StackID
    /// The stack's root screen; `nil` for a detail column with nothing selected, which
    /// shows an empty view.
    package var root: ScreenElement?
    /// The path this frame shows, bottom first; ``binding`` reads the latest one.
    package var path: [ScreenElement]
    /// The stack's path binding: the same object for the stack's life, so SwiftUI
    /// gets one stable binding (`$binding.path`), never one rebuilt per `body`.
    package var binding: StackPath
    /// A pushed screen's content appeared (`onAppear` of its destination).
    package var appeared: (ScreenElement) -> Void
    /// A pushed screen's content left the screen (`onDisappear` of its destination).
    package var disappeared: (ScreenElement) -> Void
    /// A push or pop that shows or hides a pushed screen began or ended, as UIKit's
    /// transition coordinator reports it to the screen's controller. Only an animated
    /// transition reports; a renderer with no coordinator reports nothing.
    package var transition: (ScreenElement, ScreenTransition) -> Void
}

/// A push or pop of one pushed screen, as `UIViewControllerTransitionCoordinator`
/// reports it in the screen's `viewWillAppear(_:)` or `viewWillDisappear(_:)`.
package enum ScreenTransition: Hashable, Sendable {
    /// A transition that shows the screen (`appearing`) or hides it began; `interactive`
    /// when the user drives it, as a swipe back does (the context's `isInteractive`).
    case began(appearing: Bool, interactive: Bool)
    /// That transition's animation completed; `cancelled` when the user let go of an
    /// interactive one before it committed, so the screen stays where it was (the
    /// context's `isCancelled`).
    case ended(appearing: Bool, cancelled: Bool)
}

/// The path binding of one stack, for the stack's life.
///
/// `path` reads what the latest frame shows for the stack; setting it is SwiftUI's path
/// write (a swipe back, the back button, a `NavigationLink`). SwiftUI binds to it with
/// `@Bindable`, so the binding's identity never changes between renders.
@MainActor
package final class StackPath: Observable {
    /// Which stack this is.
    package let id: StackID
    /// What the latest frame shows.
    private var shown: [ScreenElement] = []
    private let write: @MainActor (StackID, [ScreenElement]) -> Void
    private let registrar = ObservationRegistrar()

    /// A binding for stack `id` whose writes go to `write`.
    package init(id: StackID, write: @escaping @MainActor (StackID, [ScreenElement]) -> Void) {
        self.id = id
        self.write = write
    }

    /// The path: reading gives what the latest frame shows; setting it is a user's write.
    package var path: [ScreenElement] {
        get {
            registrar.access(self, keyPath: \.path)
            return shown
        }
        set { write(id, newValue) }
    }

    /// Makes `path` read `newPath`, as a new frame shows it; no write comes of it.
    package func show(_ newPath: [ScreenElement]) {
        guard shown != newPath else { return }
        registrar.withMutation(of: self, keyPath: \.path) { shown = newPath }
    }
}

/// The root layer's `TabView`.
@MainActor
package struct TabsFrame {
    /// The tabs, in order: each a stack rooted at the tab's root screen, tagged with it.
    package var tabs: [StackFrame]
    /// The selected tab's root screen.
    package var selection: ScreenElement?
    /// The selection binding's write: a tap on a tab, or on the selected tab again.
    package var select: (ScreenElement) -> Void
}

/// The root layer's `NavigationSplitView`.
@MainActor
package struct SplitFrame {
    /// Two or three columns.
    package var style: SplitView.Style
    /// The sidebar's screen.
    package var sidebar: ScreenElement
    /// The sidebar list's selection, compared by value as `List` compares its tags.
    package var sidebarSelection: AnyModule?
    /// The sidebar selection binding's write.
    package var selectInSidebar: (AnyModule?) -> Void
    /// The content column's screen (three columns); `nil` shows an empty view.
    package var content: ScreenElement?
    /// The content list's selection (three columns), compared by value.
    package var contentSelection: AnyModule?
    /// The content selection binding's write.
    package var selectInContent: (AnyModule?) -> Void
    /// The detail column's stack.
    package var detail: StackFrame
    /// Whether the state shows the split view collapsed into one stack.
    package var isCollapsed: Bool
    /// The horizontal size class, as the view reads it, differs from ``isCollapsed``:
    /// `true` when it is compact.
    package var sizeClassChanged: (Bool) -> Void
    /// The column a collapsed split view shows (`preferredCompactColumn`).
    package var compactColumn: CompactColumn
    /// The `preferredCompactColumn` binding's write.
    package var showCompactColumn: (CompactColumn) -> Void
}

/// A layer as the layer under it presents it: the sheet's or cover's item and its
/// callbacks.
@MainActor
package struct PresentedFrame {
    /// The item: the presented layer's root screen; its content is
    /// ``SceneFrame/layer(_:)`` of it.
    package var element: ScreenElement
    /// A sheet, a modal cover or a popup cover.
    package var kind: LayerKind
    /// The item binding set to `nil`: the user dismissed the layer (a sheet swiped down).
    package var dismiss: () -> Void
    /// A tap outside a popup's content; `nil` when the popup's options do not let such a
    /// tap dismiss it, or the layer is not a popup.
    package var tapOutside: (() -> Void)?
    /// The presentation ended: a controller in the presented content reported
    /// `viewDidAppear` (again once a cover over it went).
    package var appeared: () -> Void
    /// The dismissal ended, or a cover went over the layer: a controller in the
    /// presented content reported `viewDidDisappear`.
    package var disappeared: () -> Void
}

/// The alert a layer shows (`alert(_:isPresented:presenting:)`): present whenever the
/// layer's ``LayerFrame/alert`` is not `nil`.
@MainActor
package struct AlertFrame {
    /// The alert, with its title, message and buttons.
    package var alert: NavigationAlert
    /// The alert's buttons, in order, each with its tap.
    package var buttons: [AlertButtonFrame]
    /// The alert controller went without a button being tapped (its presenter went).
    package var dismiss: () -> Void
    /// The alert controller the renderer presented for this alert is on screen: the
    /// completion of its `present`.
    package var appeared: () -> Void
    /// That alert controller's dismissal ended: the completion of its `dismiss`, or of
    /// the dismissal UIKit made for a button. A renderer calls it from the frame that
    /// showed the alert, also once later frames have none.
    package var disappeared: () -> Void
}

/// One button of an ``AlertFrame``.
@MainActor
package struct AlertButtonFrame {
    /// The button's title.
    package var title: String
    /// The button's role.
    package var role: NavigationAlert.Button.Role?
    /// The user tapped it: SwiftUI runs this, then sets `isPresented` to `false`.
    package var tap: () -> Void
}

/// How a new frame is to be shown.
package enum FrameChange: Hashable, Sendable {
    /// With SwiftUI's default animation: pushes and pops slide, presentations slide up.
    case animated
    /// With animations disabled (a popup comes or goes in place).
    case unanimated
}

/// What a session asks of the platform it renders on: to show frames, to keep time, and
/// to say what UIKit shows.
@MainActor
package protocol ScenePlatform: AnyObject {
    /// Runs `publish` (which makes the session's ``SceneFrame`` the new one) as a change
    /// of kind `change`.
    func show(_ change: FrameChange, _ publish: () -> Void)
    /// Calls `fire` once, `delay` from now, unless the returned timer is cancelled first.
    func schedule(after delay: Duration, _ fire: @escaping @MainActor () -> Void) -> SceneTimer
    /// What UIKit shows now, read from its hierarchy; `nil` when the platform cannot
    /// read it now: nothing waiting on a reading ends, and the session asks again later.
    func read() -> SceneReading?
}

/// A timer a ``ScenePlatform`` started.
@MainActor
package struct SceneTimer {
    /// Stops the timer; its `fire` will not be called. Cancelling a fired timer does nothing.
    package let cancel: () -> Void

    /// A timer that `cancel` stops.
    package init(cancel: @escaping () -> Void) {
        self.cancel = cancel
    }
}
