/// The sequence of states the screen passes through to get from what it shows to what
/// the navigation state says, one presentation change at a time.
///
/// SwiftUI cannot present a layer while another presentation or dismissal is under way,
/// so a change of several layers at once (a deep link, dismiss-all then present) is
/// shown in steps:
/// 1. when layers go, one step dismisses every layer above the ones both states share
///    (dismissing a layer takes those above it with it);
/// 2. then one step for each new layer, bottom first.
///
/// Stacks take their new contents in the first step; alerts wait for the last, so that
/// an alert is never asked of a layer that is about to go. A change that presents and
/// dismisses nothing is one step.
public enum ScreenUpdatePlan {
    /// The states to show in order, the last being `target`; empty when the screen
    /// already shows `target`.
    /// - Parameters:
    ///   - displayed: The state the screen shows.
    ///   - target: The state to show.
    /// - Returns: The steps.
    public static func steps(from displayed: NavigationState, to target: NavigationState) -> [NavigationState] {
        if displayed.isIdentical(to: target) { return [] }
        let shared = zip(displayed.presentations, target.presentations).prefix { $0.id == $1.id }.count
        var steps: [NavigationState] = []
        if displayed.presentations.count > shared {
            steps.append(target.prefix(layers: shared))
        }
        if shared < target.presentations.count {
            for count in (shared + 1)...target.presentations.count {
                steps.append(target.prefix(layers: count))
            }
        }
        if steps.last?.isIdentical(to: target) != true {
            steps.append(target)
        }
        return steps
    }
}

extension NavigationState {
    /// This state with only its first `count` presented layers, and no alert unless
    /// every layer is kept.
    func prefix(layers count: Int) -> NavigationState {
        guard count < presentations.count else { return self }
        var copy = self
        copy.apply(.dismiss(.layer(presentations[count].layerID)))
        while copy.apply(.dismissAlert) {}
        return copy
    }

    /// Whether the two states hold the same modules with the same ids, and the same alerts.
    func isIdentical(to other: NavigationState) -> Bool {
        return self == other && visibleModules.map(\.id) == other.visibleModules.map(\.id)
            && alerts.map(\.id) == other.alerts.map(\.id)
    }
}
