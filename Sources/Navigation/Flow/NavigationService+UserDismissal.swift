extension NavigationService {
    /// Whether the user may swipe the presented `layer` away now: what the guards decide
    /// about its dismissal, asked before the gesture starts so that a sheet can stay and
    /// ask instead (a redirection to an alert: "Discard your changes?").
    ///
    /// A layer the state does not present is the renderer's to let go of: `.allow`.
    /// - Parameter layer: The presented layer.
    /// - Returns: The guards' decision about `.dismiss(.layer(layer))`.
    package func userDismissalDecision(of layer: LayerID) -> GuardDecision {
        guard layer != .root, state.presentations.contains(where: { $0.layerID == layer }) else { return .allow }
        return guardDecision(on: .dismiss(.layer(layer)))
    }
}
