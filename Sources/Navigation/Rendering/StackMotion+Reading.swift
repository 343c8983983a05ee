// How the stacks' motions take in a reading of UIKit: swipes whose reports do not come,
// and motions whose stack rests.

extension StackMotion {
    /// Holds each stack of `state` that `reading` shows moving with no motion waiting on
    /// it: a user's swipe whose transition reports do not come. A reading at rest ends it.
    package mutating func holdMoving(_ reading: SceneReading, in state: NavigationState) {
        for layer in state.layers.map(\.id) where motions[layer] == nil {
            let stack = state.visibleStack(of: layer)
            guard reading.stacks[stack]?.isTransitioning == true, let screens = state.stack(of: layer),
                let top = screens.last
            else { continue }
            motions[layer] = Motion(
                origin: .hold(top.id), stack: stack, ends: [End(screen: top.id, appearing: false)],
                depth: screens.count - 1)
        }
    }

    /// UIKit's stacks, as read: a motion whose stack rests is over, as what it shows
    /// says; popped screens of a resting stack, or of a stack no frame shows, are gone.
    /// A stack the reading does not hold is not in the window: nothing of it moves.
    /// - Parameters:
    ///   - reading: What UIKit shows.
    ///   - isShown: Whether a frame shows the stack.
    /// - Returns: What changed.
    package mutating func read(_ reading: SceneReading, isShown: (StackID) -> Bool) -> [Outcome] {
        var outcomes: [Outcome] = []
        for (layer, motion) in motions.sorted(by: { $0.value.depth < $1.value.depth }) {
            guard let stack = reading.stacks[motion.stack] else {
                motions[layer] = nil
                outcomes.append(.over(layer))
                continue
            }
            guard !stack.isTransitioning else { continue }
            // A reading in the turn that published the change can come before UIKit has
            // it: a change SwiftUI said nothing of needs a second reading at rest, unless
            // UIKit already holds the new depth, which it did not before.
            if case .program = motion.origin, !motion.rendered, !motion.restSeen,
                stack.pushed != motion.depth || motion.before == motion.depth
            {
                motions[layer]?.restSeen = true
                continue
            }
            motions[layer] = nil
            switch motion.origin {
            case .program:
                if stack.pushed != motion.depth {
                    outcomes.append(.differs(motion.stack, shows: stack.pushed, asked: motion.depth))
                }
            case .pop(let top):
                // The popped screen is still there: the user let go of the swipe.
                if stack.pushed == motion.depth + 1, let departure = departing[top] {
                    outcomes.append(.restore(departure.module, on: motion.stack))
                }
            case .hold(let top):
                // The top is gone, and SwiftUI is still to write it: written back now.
                if stack.pushed == motion.depth { outcomes.append(.popped(top, on: motion.stack)) }
                interactive.remove(top)
            }
            outcomes.append(.over(layer))
        }
        let moving = Set(motions.values.map(\.stack))
        var restored: Set<AnyModule.ID> = []
        for case .restore(let module, _) in outcomes { restored.insert(module.id) }
        let gone = departures.read(reading, isShown: isShown, moving: moving, keeping: restored)
        if !gone.isEmpty {
            for id in gone {
                appeared.remove(id)
                interactive.remove(id)
            }
            outcomes.append(.released(gone))
        }
        return outcomes
    }
}
