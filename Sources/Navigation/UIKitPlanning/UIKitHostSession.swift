/// Everything one UIKit scene navigates with, apart from UIKit itself: its navigation,
/// the planner, and the write-backs of the user's gestures.
///
/// The UIKit host creates one per scene and calls only this type; the simulated UIKit
/// of the package's tests drives it the same way. It hears every change of the
/// navigation through the journal, right after the change, and hands each command to
/// ``perform``; the host runs it and reports its completion with
/// ``transitionEnded(step:)``.
@MainActor
package final class UIKitHostSession {
    /// The module at the root of the root layer, under a plain stack.
    package let root: AnyModule
    /// The scene's navigation.
    package let navigation: NavigationService
    /// Runs a command; the host reports its end with ``transitionEnded(step:)``.
    package var perform: (_ step: Int, _ command: UIKitCommand) -> Void = { _, _ in }
    /// The planner, as of the last event.
    package private(set) var planner: UIKitHostPlanner
    private var listener: NavigationToken?

    /// Creates a scene's session. UIKit shows the root layer of `navigation`'s state
    /// from the start (the host builds it before the window shows); presentations and
    /// alerts wait for ``appeared()``.
    /// - Parameters:
    ///   - root: The module at the root of the root layer.
    ///   - navigation: The scene's navigation.
    package init(root: AnyModule, navigation: NavigationService) {
        self.root = root
        self.navigation = navigation
        let full = UIKitHierarchy(showing: navigation.state, root: root)
        var planner = UIKitHostPlanner(showing: UIKitHierarchy(layers: [full.layers[0]]))
        _ = planner.targetChanged(full)
        self.planner = planner
        // A session that is gone takes its listener away at the next change: the host
        // cannot do it from its nonisolated deinit.
        let token = ListenerToken()
        listener = navigation.addJournalListener { [weak self, weak navigation] entry in
            guard let self else {
                if let navigation, let listener = token.value { navigation.remove(listener) }
                return
            }
            self.navigationChanged(to: entry.after)
        }
        token.value = listener
    }

    /// The token of a session's listener, for the listener to remove itself with.
    private final class ListenerToken {
        var value: NavigationToken?
    }

    /// Stops hearing the navigation's changes.
    package func stop() {
        if let listener { navigation.remove(listener) }
        listener = nil
    }

    /// What UIKit shows, or shows once the command under way ends.
    package var shown: UIKitHierarchy { planner.shown }

    // MARK: Events from UIKit

    /// The root navigation controller appeared in a window.
    package func appeared() {
        run { $0.appeared() }
    }

    /// The command of step `step` completed.
    package func transitionEnded(step: Int) {
        run { $0.transitionEnded(step: step) }
    }

    /// The user started a transition: a pop (`willShow` not caused by a command), a
    /// swipe down (`presentationControllerWillDismiss`).
    /// - Returns: The token to report its end with.
    package func userTransitionBegan(_ transition: UIKitHostPlanner.UserTransition) -> Int {
        planner.userTransitionBegan(transition)
    }

    /// The user's pop with this token ended, keeping the view controllers of `kept` and
    /// taking off the one of `top`: applies the pop to the navigation when it still
    /// means the same modules in the same layer. A token whose transition already ended
    /// changes nothing.
    /// - Returns: Whether the navigation changed.
    @discardableResult
    package func userPopEnded(token: Int, kept: [AnyModule.ID], poppedTop top: AnyModule.ID) -> Bool {
        var changed = false
        if case .pop(let layer)? = planner.userTransitions[token],
            let shown = planner.shown.layers.first(where: { $0.id == layer }),
            let operation = UIKitWriteBack.operation(
                keeping: kept, poppedTop: top, shown: shown, in: navigation.state, root: root)
        {
            // The transition stays under way while the state changes, so that the change
            // plans nothing until the pop is taken into what UIKit shows.
            changed = navigation.apply(operation)
        }
        run { $0.userPopEnded(token: token, kept: kept, poppedTop: top) }
        return changed
    }

    /// The user's pop with this token was cancelled: nothing changes, and planning resumes.
    package func userPopCancelled(token: Int) {
        run { $0.userPopEnded(token: token, kept: nil, poppedTop: nil) }
    }

    /// The user's dismissal with this token ended, completed or cancelled: applies a
    /// completed one to the navigation when the state still presents that layer.
    /// - Returns: Whether the navigation changed.
    @discardableResult
    package func userDismissalEnded(token: Int, completed: Bool) -> Bool {
        var changed = false
        if completed, case .dismissal(let layer)? = planner.userTransitions[token],
            planner.shown.index(of: layer) != nil,
            let operation = UIKitWriteBack.operation(dismissing: layer, in: navigation.state)
        {
            changed = navigation.apply(operation)
        }
        run { $0.userDismissalEnded(token: token, completed: completed) }
        return changed
    }

    /// The user tapped `button` of `alert`, which UIKit has dismissed: answers it through
    /// the navigation (the action runs once, and only if the alert still shows there).
    /// - Returns: Whether the action ran.
    @discardableResult
    package func answer(_ alert: NavigationAlert, with button: NavigationAlert.Button) -> Bool {
        let token = planner.userTransitionBegan(.alertAnswer(alert.id))
        let answered = navigation.tap(button, of: alert)
        run { $0.alertAnswered(token: token) }
        return answered
    }

    /// What UIKit shows was read from its controllers after a completion did not come.
    package func resynchronize(with actual: UIKitHierarchy) {
        run { $0.resynchronize(with: actual) }
    }

    // MARK: Plumbing

    private func navigationChanged(to state: NavigationState) {
        let target = UIKitHierarchy(showing: state, root: root)
        run { $0.targetChanged(target) }
    }

    private func run(_ event: (inout UIKitHostPlanner) -> UIKitHostPlanner.Action) {
        var machine = planner
        let action = event(&machine)
        planner = machine
        if case .perform(let step, let command) = action {
            perform(step, command)
        }
    }
}
