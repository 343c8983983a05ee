/// What UIKit shows, read from its own hierarchy: the renderer's answer when the scene's
/// machine asks (``SceneMachine/Action/read``), because a report it waits for has not
/// come yet.
///
/// On iOS it is read from the window: the `presentedViewController` chain over the
/// scene's root controller, and the navigation controller of each stack the frame
/// shows. A reading never ends a wait by itself having waited: it says what is there.
package struct SceneReading: Hashable, Sendable {
    /// Where a controller is in its transition.
    package enum Motion: Hashable, Sendable {
        /// On screen, with no transition of its own under way.
        case still
        /// Being presented (`isBeingPresented`).
        case appearing
        /// Being dismissed (`isBeingDismissed`), by the program or by the user's drag.
        case disappearing
    }

    /// What a presented controller is.
    package enum Content: Hashable, Sendable {
        /// The layer whose root screen has this appearance.
        case layer(AnyModule.ID)
        /// The alert controller the renderer presented for this alert.
        case alert(NavigationAlert.ID)
        /// Something else: a module's own sheet, alert or dialog, or a system controller.
        case other
    }

    /// One controller of the `presentedViewController` chain.
    package struct Presented: Hashable, Sendable {
        /// What it is.
        package var content: Content
        /// Where it is in its transition.
        package var motion: Motion

        /// A presented controller showing `content`, at `motion`.
        package init(_ content: Content, _ motion: Motion = .still) {
            self.content = content
            self.motion = motion
        }
    }

    /// One navigation controller.
    package struct Stack: Hashable, Sendable {
        /// How many screens it holds above its root.
        package var pushed: Int
        /// Whether a push or pop of it is under way (its `transitionCoordinator`).
        package var isTransitioning: Bool

        /// A stack of `pushed` screens over its root, transitioning or not.
        package init(pushed: Int, isTransitioning: Bool = false) {
            self.pushed = pushed
            self.isTransitioning = isTransitioning
        }
    }

    /// The presented controllers, bottom first.
    package var presented: [Presented]
    /// The navigation controllers found, by the stack each shows; a stack the renderer
    /// could not find is missing.
    package var stacks: [StackID: Stack]

    /// A reading of `presented` over the root, and of `stacks`.
    package init(presented: [Presented] = [], stacks: [StackID: Stack] = [:]) {
        self.presented = presented
        self.stacks = stacks
    }

    /// Where the layer `id` is: `nil` when it is not presented.
    package func motion(ofLayer id: AnyModule.ID) -> Motion? {
        presented.first { $0.content == .layer(id) }?.motion
    }

    /// Where the alert `id` is: `nil` when it is not presented.
    package func motion(ofAlert id: NavigationAlert.ID) -> Motion? {
        presented.first { $0.content == .alert(id) }?.motion
    }

    /// Whether UIKit is presenting what `awaited` waits to show.
    package func isAppearing(_ awaited: SceneMachine.Awaited) -> Bool {
        switch awaited {
        case .layerShown(let id): motion(ofLayer: id) == .appearing
        case .alertShown(let id): motion(ofAlert: id) == .appearing
        case .layerGone, .alertGone, .stack: false
        }
    }

    /// Whether any presented controller is in a transition.
    package var isPresentationMoving: Bool {
        presented.contains { $0.motion != .still }
    }

    /// Whether a controller that is not the renderer's is presented: UIKit presents
    /// nothing more from under it.
    package var showsOthers: Bool {
        presented.contains { $0.content == .other }
    }
}
