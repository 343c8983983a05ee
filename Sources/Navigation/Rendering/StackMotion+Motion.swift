extension StackMotion {
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
    }

    /// The end of a pushed screen's transition.
    package struct End: Hashable, Sendable {
        /// The screen.
        package var screen: AnyModule.ID
        /// Whether the transition showed it.
        package var appearing: Bool
    }
}
