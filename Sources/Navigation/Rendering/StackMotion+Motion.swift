extension StackMotion {
    /// What the scene's machine does about a change of motion.
    package enum Outcome: Equatable {
        /// The layer's stack stopped moving: what waited for it can show.
        case over(LayerID)
        /// The user cancelled the pop of this screen, which SwiftUI had written: it goes
        /// back on its stack.
        case restore(AnyModule, on: StackID)
        /// UIKit popped this screen before SwiftUI wrote anything for it: the pop is
        /// written back as if SwiftUI had.
        case popped(AnyModule.ID, on: StackID)
        /// These popped screens left: their views can go.
        case released([AnyModule.ID])
        /// UIKit shows another depth than the frame asked for.
        case differs(StackID, shows: Int, asked: Int)
    }

    /// One layer's stack change under way.
    package struct Motion: Hashable, Sendable {
        /// Whose change it is.
        package enum Origin: Hashable, Sendable {
            /// The program's: a frame showed a new top.
            case program
            /// The user's pop of this top screen, which SwiftUI wrote.
            case pop(AnyModule.ID)
            /// The user's pop of this top screen, which UIKit reported beginning before
            /// SwiftUI wrote anything for it.
            case hold(AnyModule.ID)
        }

        /// Whose change it is.
        package var origin: Origin
        /// The stack that moves.
        package var stack: StackID
        /// The transition ends that end it: a screen's, showing it or hiding it.
        package var ends: Set<End>
        /// How many screens the stack holds over its root once the change is over.
        package var depth: Int
        /// How many it held before the change, where the program made it.
        package var before: Int?
        /// Whether SwiftUI said anything of the change's screens since it began (an
        /// appearance, a leaving, a transition): UIKit has the frame that made it.
        package var rendered = false
        /// Whether a reading found the stack at rest before the change was rendered.
        package var restSeen = false
    }

    /// The end of a pushed screen's transition.
    package struct End: Hashable, Sendable {
        /// The screen.
        package var screen: AnyModule.ID
        /// Whether the transition showed it.
        package var appearing: Bool
    }
}
