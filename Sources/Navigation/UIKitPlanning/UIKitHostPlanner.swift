/// The UIKit host's state machine: from what UIKit shows and what the navigation state
/// says, the next command, one transition at a time.
///
/// Each event is a `mutating` function that returns what to do next. The planner issues
/// a command only when it is on screen, no command of its own is under way
/// (``UIKitPresentationRule/onePresentationAtATime``) and no transition of the user's
/// (a swipe back, a sheet swiped down, an alert being answered) is under way; state
/// changes that arrive meanwhile are coalesced into ``target``, and the next command
/// goes toward the latest one.
///
/// The commands toward a target come in this order (see ``nextCommand(from:to:)``):
/// 1. when layers go, one dismissal of every layer above those both hierarchies share,
///    and of the alert over them
///    (``UIKitPresentationRule/dismissingAPresenterDismissesWhatItPresents``);
/// 2. when the alert that shows must go (another replaces it, or layers come), its
///    dismissal;
/// 3. each shared layer whose view controllers differ, bottom first: one
///    `setViewControllers`, animated only for a single push or pop on the topmost layer
///    with no alert over it;
/// 4. each new layer, bottom first, animated only for the one that ends on top;
/// 5. the target's alert, over the topmost layer
///    (``UIKitPresentationRule/alertsPresentFromTheTopmostController``).
package struct UIKitHostPlanner {
    /// What the host does after an event.
    package enum Action: Equatable {
        /// Nothing.
        case none
        /// Runs `command`, then reports ``UIKitHostPlanner/transitionEnded(step:)`` with
        /// `step` from its completion.
        case perform(step: Int, UIKitCommand)
    }

    /// A transition the user started, during which the planner asks UIKit for nothing.
    package enum UserTransition: Hashable, Sendable {
        /// A pop of this layer's navigation controller: a swipe back or the back button.
        case pop(LayerID)
        /// A dismissal of this presented layer: a sheet swiped down.
        case dismissal(LayerID)
        /// The answer to this alert: its button's handler runs.
        case alertAnswer(NavigationAlert.ID)
    }

    /// A command of the planner's under way.
    package struct Transition: Equatable {
        /// The command's step number, unique for the planner's life.
        package let step: Int
        /// The command.
        package let command: UIKitCommand
    }

    /// What UIKit shows, or shows once the command under way ends.
    package private(set) var shown: UIKitHierarchy
    /// What the navigation state says UIKit should show.
    package private(set) var target: UIKitHierarchy
    /// The command under way, if any.
    package private(set) var transition: Transition?
    /// The user's transitions under way, by the token their ends report.
    package private(set) var userTransitions: [Int: UserTransition] = [:]
    /// Whether the root navigation controller is in a window: nothing presents before.
    package private(set) var isOnScreen = false
    private var steps = 0
    private var userTransitionCount = 0

    /// A planner for a host that shows `shown`, with that as its first target.
    /// - Parameter shown: What UIKit shows when the host starts.
    package init(showing shown: UIKitHierarchy) {
        self.shown = shown
        self.target = shown
    }

    /// Whether UIKit shows the target, with nothing under way.
    package var isSettled: Bool {
        transition == nil && userTransitions.isEmpty && shown == target
    }

    // MARK: Events

    /// The root navigation controller appeared in a window.
    package mutating func appeared() -> Action {
        isOnScreen = true
        return plan()
    }

    /// The navigation state changed: `target` is what UIKit should now show.
    package mutating func targetChanged(_ target: UIKitHierarchy) -> Action {
        self.target = target
        return plan()
    }

    /// The command of step `step` completed. A completion of any other step (a stale or
    /// doubled callback) changes nothing.
    package mutating func transitionEnded(step: Int) -> Action {
        guard transition?.step == step else { return .none }
        transition = nil
        return plan()
    }

    /// The user started `userTransition`; nothing is asked of UIKit until it ends.
    /// - Returns: The token its end reports; an end with a token that is not under way
    ///   (a late or doubled callback) changes nothing.
    package mutating func userTransitionBegan(_ userTransition: UserTransition) -> Int {
        // A swipe down that begins while an earlier one on the same layer never reported
        // its end: the earlier one was cancelled, and must not hold planning forever.
        if case .dismissal = userTransition {
            userTransitions = userTransitions.filter { $0.value != userTransition }
        }
        userTransitionCount += 1
        userTransitions[userTransitionCount] = userTransition
        return userTransitionCount
    }

    /// The user's pop with this token ended: it kept the view controllers of `kept` and
    /// took off the one of `top`, or, with `kept` `nil`, it was cancelled. A pop of a
    /// layer that does not show, or of a controller it does not show on top, changes
    /// nothing shown.
    package mutating func userPopEnded(token: Int, kept: [AnyModule.ID]?, poppedTop top: AnyModule.ID?) -> Action {
        guard case .pop(let layer)? = userTransitions.removeValue(forKey: token) else { return .none }
        if let kept, let top, let index = shown.index(of: layer),
            UIKitWriteBack.isPop(keeping: kept, poppedTop: top, of: shown.layers[index])
        {
            shown.layers[index].modules.removeSubrange(kept.count...)
        }
        return plan()
    }

    /// The user's dismissal with this token ended: completed (UIKit reported
    /// `presentationControllerDidDismiss`), or cancelled. A dismissal of a layer that no
    /// longer shows, or of the root layer, changes nothing shown.
    package mutating func userDismissalEnded(token: Int, completed: Bool) -> Action {
        guard case .dismissal(let layer)? = userTransitions.removeValue(forKey: token) else { return .none }
        if completed, let index = shown.index(of: layer), index > 0 {
            shown.layers.removeSubrange(index...)
            shown.alert = nil
        }
        return plan()
    }

    /// The user answered the alert with this id: UIKit dismissed it before its button's
    /// handler ran (``UIKitPresentationRule/alertsDismissBeforeTheirActions``).
    package mutating func alertAnswered(token: Int) -> Action {
        guard case .alertAnswer(let id)? = userTransitions.removeValue(forKey: token) else { return .none }
        if shown.alert?.id == id { shown.alert = nil }
        return plan()
    }

    /// What UIKit shows was read from its controllers, after a command's completion did
    /// not come in time: the planner starts again from there, forgetting the command.
    ///
    /// While the user's own transition (a swipe back, a swipe down) is under way, it
    /// changes nothing: the gesture's end reports what it did, and the host looks again
    /// later.
    package mutating func resynchronize(with actual: UIKitHierarchy) -> Action {
        guard userTransitions.isEmpty else { return .none }
        shown = actual
        transition = nil
        return plan()
    }

    private mutating func plan() -> Action {
        guard isOnScreen, transition == nil, userTransitions.isEmpty,
            let command = Self.nextCommand(from: shown, to: target)
        else { return .none }
        steps += 1
        shown = command.applied(to: shown)
        transition = Transition(step: steps, command: command)
        return .perform(step: steps, command)
    }

    // MARK: The plan

    /// The next command from `shown` toward `target`, or `nil` when UIKit shows `target`.
    /// - Parameters:
    ///   - shown: What UIKit shows.
    ///   - target: What it should show.
    /// - Returns: The command.
    package static func nextCommand(from shown: UIKitHierarchy, to target: UIKitHierarchy) -> UIKitCommand? {
        let shared = zip(shown.layers.dropFirst(), target.layers.dropFirst())
            .prefix { $0.id == $1.id && $0.style == $1.style }.count
        let topShown = shown.layers.count - 1
        let topTarget = target.layers.count - 1
        if topShown > shared {
            return .dismiss(above: shown.layers[shared].id, animated: true)
        }
        if let alert = shown.alert, alert.id != target.alert?.id || topTarget > shared {
            return .dismissAlert(alert.id)
        }
        for index in 0...shared {
            let from = shown.layers[index].modules
            let to = target.layers[index].modules
            guard from.map(\.id) != to.map(\.id) else { continue }
            let onTop = index == topShown && index == topTarget && shown.alert == nil
            return .setViewControllers(
                to, layer: target.layers[index].id, animated: onTop && isSinglePushOrPop(from: from, to: to))
        }
        if topTarget > shared {
            return .present(target.layers[shared + 1], animated: shared + 1 == topTarget)
        }
        if let alert = target.alert, shown.alert == nil {
            return .presentAlert(alert)
        }
        return nil
    }

    /// Whether going from `from` to `to` is what a user sees as one push or one pop (to
    /// any controller below): only that is animated; a replacement, a restoration or a
    /// change of the stack's root is not.
    package static func isSinglePushOrPop(from: [AnyModule], to: [AnyModule]) -> Bool {
        let fromIDs = from.map(\.id)
        let toIDs = to.map(\.id)
        if toIDs.count == fromIDs.count + 1 { return Array(toIDs.prefix(fromIDs.count)) == fromIDs }
        return !toIDs.isEmpty && toIDs.count < fromIDs.count && Array(fromIDs.prefix(toIDs.count)) == toIDs
    }
}
