/// A state restored from `Data`, and what could not be restored.
public struct RestoredNavigationState {
    /// The restored state.
    public var state: NavigationState
    /// The modules that could not be restored, in the order found: each ends its stack,
    /// or drops its layer, tab or split view column (see ``NavigationStateCoder``).
    public var dropped: [DroppedModule]
}
