/// A navigation state compared by the identity of its modules and alerts, not only by
/// their values, so that the same module shown anew counts as a change.
///
/// SwiftUI's `onChange(of:)` compares with `==`, which ignores ids; the adapter watches
/// this instead.
package struct IdentifiedState: Equatable {
    /// The state.
    package let state: NavigationState

    /// Wraps `state`.
    package init(_ state: NavigationState) {
        self.state = state
    }

    /// Whether both states hold the same modules with the same ids, and the same alerts.
    package static func == (lhs: IdentifiedState, rhs: IdentifiedState) -> Bool {
        lhs.state.isIdentical(to: rhs.state)
    }
}
