/// A state restored from `Data`, and what could not be restored.
package struct RestoredNavigationState {
    /// The restored state.
    package var state: NavigationState
    /// The modules that could not be restored, in the order found: each ends its stack,
    /// or drops its layer, tab or split view column (see ``NavigationStateCoder``).
    package var dropped: [DroppedModule]
}
