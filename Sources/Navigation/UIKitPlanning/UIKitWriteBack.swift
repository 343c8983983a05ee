/// The rules that turn what the user did in UIKit (a pop, a sheet swiped down) into
/// navigation operations.
///
/// Each gesture is read against the layer as the host showed it when the gesture ended,
/// and against the current state: a gesture on a layer the state no longer holds, or
/// whose modules the state already took or replaced, changes nothing, so a late or
/// doubled callback never applies twice or to another layer.
package enum UIKitWriteBack {
    /// What the user's pop of `shown`, keeping the view controllers of `kept` and taking
    /// off the one of `top`, means in `state`.
    ///
    /// The pop is the user's only when `shown` ends with `top` above `kept`: a late,
    /// doubled callback names a controller that is gone. It pops the layer to the same
    /// place when the state still holds, in that layer, the modules that stay and the
    /// first one popped; for a split view's collapsed stack, a pop past the detail column
    /// clears the selection it passes.
    /// - Parameters:
    ///   - kept: The appearances of the view controllers the navigation controller kept.
    ///   - top: The appearance of the view controller that was on top and left.
    ///   - shown: The layer as the host showed it before the pop.
    ///   - state: The current navigation state.
    ///   - root: The module at the root of a plain root layer.
    /// - Returns: The operation to apply, or `nil` when there is nothing to change.
    package static func operation(
        keeping kept: [AnyModule.ID],
        poppedTop top: AnyModule.ID,
        shown: UIKitHierarchy.Layer,
        in state: NavigationState,
        root: AnyModule
    ) -> NavigationOperation? {
        guard isPop(keeping: kept, poppedTop: top, of: shown) else { return nil }
        let remaining = kept.count
        let current = UIKitHierarchy(showing: state, root: root)
        guard let layer = current.layers.first(where: { $0.id == shown.id }), layer.modules.count > remaining,
            layer.modules.prefix(remaining + 1).map(\.id) == shown.modules.prefix(remaining + 1).map(\.id)
        else { return nil }
        if shown.id == .root, let split = state.splitView {
            let columns = 1 + (split.content == nil ? 0 : 1) + (split.detail == nil ? 0 : 1)
            if remaining >= columns { return .setStack(Array(layer.modules[columns..<remaining]), layer: .root) }
            return remaining == 1 ? .selectInSidebar(nil) : .selectInContent(nil)
        }
        return .setStack(Array(layer.modules[1..<remaining]), layer: shown.id)
    }

    /// Whether UIKit taking `top` off `shown` down to `kept` is a pop of what `shown`
    /// holds: `shown` starts with `kept`, holds more, and ends with `top`.
    package static func isPop(keeping kept: [AnyModule.ID], poppedTop top: AnyModule.ID, of shown: UIKitHierarchy.Layer)
        -> Bool
    {
        !kept.isEmpty && shown.modules.count > kept.count && shown.modules.last?.id == top
            && shown.modules.prefix(kept.count).map(\.id) == kept
    }

    /// What the user's dismissal of `layer` (a sheet swiped down) means in `state`:
    /// dismissing it and every layer above it, if the state still presents it.
    /// - Parameters:
    ///   - layer: The layer the user dismissed.
    ///   - state: The current navigation state.
    /// - Returns: The operation to apply, or `nil` when the layer is already gone.
    package static func operation(dismissing layer: LayerID, in state: NavigationState) -> NavigationOperation? {
        guard case .presented = layer, state.stack(of: layer) != nil else { return nil }
        return .dismiss(.layer(layer))
    }
}
