/// The sequence of states the screen passes through to get from what it shows to what
/// the navigation state says, one UIKit transition at a time.
///
/// UIKit drops a presentation asked for while another is under way
/// (``PresentationRule/requestDuringTransitionIsDropped``), so a change of several
/// layers at once (a deep link, dismiss-all then present) is shown in steps, in this
/// order:
/// 1. when the alert that shows must go (another alert replaces it, or layers change
///    under it), one step hides it; an alert never shares a step with a layer change or
///    with another alert;
/// 2. when layers go, one step dismisses every layer above the ones both states share
///    (dismissing a layer takes those above it with it, in one animation from iOS 17);
/// 3. one step for each new layer, bottom first;
/// 4. when the target shows an alert the screen does not, one step shows it.
///
/// Every step carries the target's stacks for the layers it shows: stacks never wait.
/// A change that presents, dismisses and alerts nothing is one step with no transition.
package enum ScreenUpdatePlan {
    /// The UIKit transition a step starts.
    package enum Transition: Hashable, Sendable {
        /// None: the step changes stacks or the alerts waiting behind the head.
        case none
        /// The layer with this id is presented.
        case presentation(AnyModule.ID)
        /// These layers are dismissed, in one animation.
        case dismissal(Set<AnyModule.ID>)
        /// The alert with this id is presented over the topmost layer.
        case alertPresentation(NavigationAlert.ID)
        /// The alert with this id is dismissed.
        case alertDismissal(NavigationAlert.ID)
    }

    /// One state the screen shows on the way, and the transition showing it starts.
    package struct Step: Hashable {
        /// The state to show.
        package let state: NavigationState
        /// What showing it asks of UIKit.
        package let transition: Transition
    }

    /// The next step from `displayed` toward `target`, or `nil` when the screen already
    /// shows `target`.
    /// - Parameters:
    ///   - displayed: The state the screen shows.
    ///   - target: The state to show.
    /// - Returns: The step.
    package static func nextStep(from displayed: NavigationState, to target: NavigationState) -> Step? {
        if displayed.isIdentical(to: target) { return nil }
        let shared = zip(displayed.presentations, target.presentations).prefix { $0.id == $1.id }.count
        let layersChange = displayed.presentations.count != shared || target.presentations.count != shared
        if let alert = displayed.alert, alert.id != target.alert?.id || layersChange {
            return Step(
                state: displayed.withoutAlerts().withRoot(from: target).withStacks(from: target),
                transition: .alertDismissal(alert.id))
        }
        if displayed.presentations.count > shared {
            let gone = displayed.presentations[shared...].map(\.id)
            return Step(state: target.prefix(layers: shared), transition: .dismissal(Set(gone)))
        }
        if target.presentations.count > shared {
            let added = target.presentations[shared].id
            return Step(state: target.prefix(layers: shared + 1), transition: .presentation(added))
        }
        if let alert = target.alert, displayed.alert?.id != alert.id {
            return Step(state: target, transition: .alertPresentation(alert.id))
        }
        return Step(state: target, transition: .none)
    }

    /// Every step from `displayed` to `target`, in order; empty when the screen already
    /// shows `target`.
    /// - Parameters:
    ///   - displayed: The state the screen shows.
    ///   - target: The state to show.
    /// - Returns: The steps, the last showing `target`.
    package static func steps(from displayed: NavigationState, to target: NavigationState) -> [Step] {
        var steps: [Step] = []
        var shown = displayed
        while let step = nextStep(from: shown, to: target) {
            steps.append(step)
            shown = step.state
        }
        return steps
    }

    /// Whether the step from `before` to `after` presents or dismisses a popup: the
    /// adapter makes that change with animations disabled, so the popup appears in place
    /// instead of sliding up, and fades its own content in.
    /// - Parameters:
    ///   - before: The state the screen showed.
    ///   - after: The state it shows now.
    /// - Returns: `true` when the lowest layer that comes or goes is a popup.
    package static func changesAPopup(from before: NavigationState, to after: NavigationState) -> Bool {
        let shared = zip(before.presentations, after.presentations).prefix { $0.id == $1.id }.count
        if before.presentations.count > shared { return before.presentations[shared].style.kind == .popup }
        if after.presentations.count > shared { return after.presentations[shared].style.kind == .popup }
        return false
    }
}
