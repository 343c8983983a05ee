/// A state restored from `Data`, and what could not be restored.
public struct RestoredNavigationState {
    /// The restored state.
    public var state: NavigationState
    /// The modules that could not be restored, each ending its stack, in the order found.
    public var dropped: [DroppedModule]
}
