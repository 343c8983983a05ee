/// The screens popped off a scene's stacks whose views stay built until they have left,
/// so a leaving screen never renders blank
/// (``PresentationRule/leavingContentMustStayRendered``).
///
/// A screen leaves when it reports `onDisappear` or its pop's end, or when a reading of
/// UIKit shows its stack resting or gone. Impossible pairs: a report for a screen that is
/// not departing changes nothing.
package struct Departures {
    /// A popped screen whose view stays until it has left.
    package struct Departure: Hashable {
        /// The screen's module.
        package var module: AnyModule
        /// The stack it came off.
        package var stack: StackID
    }

    /// The departing screens, by appearance.
    package private(set) var screens: [AnyModule.ID: Departure] = [:]

    package init() {}

    /// Whether no screen is departing.
    package var isEmpty: Bool { screens.isEmpty }

    /// Keeps the screens `old` has and `new` has not until they leave; those in `new`
    /// are back, and no longer leave.
    /// - Returns: The appearances that began leaving.
    package mutating func depart(from old: [AnyModule], to new: [AnyModule], on stack: StackID) -> [AnyModule.ID] {
        let kept = Set(new.map(\.id))
        var gone: [AnyModule.ID] = []
        for module in old where !kept.contains(module.id) {
            screens[module.id] = Departure(module: module, stack: stack)
            gone.append(module.id)
        }
        for module in new { screens[module.id] = nil }
        return gone
    }

    /// The screen `id` left, or came back.
    /// - Returns: Whether it was departing.
    @discardableResult
    package mutating func left(_ id: AnyModule.ID) -> Bool {
        screens.removeValue(forKey: id) != nil
    }

    /// The screens that have left, as UIKit's stacks read: those of a stack no frame
    /// shows or the reading does not hold, and those of a stack at rest with no motion.
    /// - Parameters:
    ///   - reading: What UIKit shows.
    ///   - isShown: Whether a frame shows a stack.
    ///   - moving: The stacks a motion waits on.
    /// - Returns: The appearances that left.
    package mutating func read(
        _ reading: SceneReading, isShown: (StackID) -> Bool, moving: Set<StackID>
    ) -> [AnyModule.ID] {
        let gone = screens.filter { _, departure in
            guard isShown(departure.stack), let stack = reading.stacks[departure.stack] else { return true }
            return !stack.isTransitioning && !moving.contains(departure.stack)
        }
        for id in gone.keys { screens[id] = nil }
        return Array(gone.keys)
    }
}
