/// The rules that turn what SwiftUI writes back (a user's gesture) into navigation
/// operations.
///
/// Each write is read against the ``ScreenLayer`` snapshot of the layer that rendered
/// the binding, never against whichever layer sits at that place now
/// (``PresentationRule/gesturesWriteBackAtTheirEnd``):
/// - a write from a layer that is gone changes nothing;
/// - a write that repeats what the layer rendered changes nothing (SwiftUI writes back
///   after changes the state made itself, and sometimes twice);
/// - a write whose gesture the state already took, or overtook, changes nothing.
package enum ScreenWriteBack {
    /// One write of a layer's bindings.
    package enum Write: Hashable {
        /// The layer's navigation path was set to these modules.
        case path([AnyModule])
        /// The layer's sheet or cover binding was set to `nil`: the layer it presented
        /// was dismissed.
        case presentationDismissed
        /// The layer's alert binding was set to `false`.
        case alertDismissed
    }

    /// What `write`, made by a binding of `rendered`, means in `state`.
    /// - Parameters:
    ///   - write: What SwiftUI wrote.
    ///   - rendered: The snapshot of the layer whose binding wrote it.
    ///   - state: The current navigation state.
    /// - Returns: The operation to apply, or `nil` when there is nothing to change.
    package static func operation(
        for write: Write,
        renderedBy rendered: ScreenLayer,
        in state: NavigationState
    ) -> NavigationOperation? {
        switch write {
        case .path(let path):
            return pathChanged(to: path, rendered: rendered.stack, layer: rendered.id, in: state)
        case .presentationDismissed:
            guard let presented = rendered.presented, state.index(of: rendered.id) != nil else { return nil }
            return presentationDismissed(presented.id, in: state)
        case .alertDismissed:
            guard let alert = rendered.alert else { return nil }
            return alertDismissed(alert.id, in: state)
        }
    }

    /// What a layer's navigation path set to `path` means, read against the stack
    /// `rendered` it was set from.
    ///
    /// A prefix of `rendered` (swipe back, the back button) pops the layer to it, if the
    /// modules popped are still there; a longer path that starts with `rendered` (a
    /// `NavigationLink` push) replaces the stack, if the stack is still `rendered`.
    /// - Parameters:
    ///   - path: The path SwiftUI wrote.
    ///   - rendered: The stack the binding showed.
    ///   - layer: The layer whose path it is.
    ///   - state: The current navigation state.
    /// - Returns: The operation to apply, or `nil` when there is nothing to change.
    package static func pathChanged(
        to path: [AnyModule],
        rendered: [AnyModule],
        layer: LayerID,
        in state: NavigationState
    ) -> NavigationOperation? {
        guard let current = state.stack(of: layer) else { return nil }
        let pathIDs = path.map(\.id)
        let renderedIDs = rendered.map(\.id)
        let currentIDs = current.map(\.id)
        if pathIDs == renderedIDs || pathIDs == currentIDs { return nil }
        if pathIDs.count < renderedIDs.count, Array(renderedIDs.prefix(pathIDs.count)) == pathIDs {
            let firstPopped = renderedIDs[pathIDs.count]
            guard currentIDs.count > pathIDs.count, Array(currentIDs.prefix(pathIDs.count)) == pathIDs,
                currentIDs[pathIDs.count] == firstPopped
            else { return nil }
            return .setStack(Array(current.prefix(path.count)), layer: layer)
        }
        guard currentIDs == renderedIDs else { return nil }
        return .setStack(path, layer: layer)
    }

    /// What a layer's navigation path set to `path` means, read against the layer's
    /// current stack: for callers with no snapshot, such as tests of a flow.
    /// - Parameters:
    ///   - path: The path SwiftUI wrote.
    ///   - layer: The layer whose path it is.
    ///   - state: The current navigation state.
    /// - Returns: The operation to apply, or `nil` when there is nothing to change.
    package static func pathChanged(
        to path: [AnyModule],
        layer: LayerID,
        in state: NavigationState
    ) -> NavigationOperation? {
        guard let current = state.stack(of: layer) else { return nil }
        return pathChanged(to: path, rendered: current, layer: layer, in: state)
    }

    /// What a presentation's binding set to `nil` means (an interactive dismissal):
    /// dismiss that layer and those above it, if it is still presented.
    /// - Parameters:
    ///   - id: The layer SwiftUI dismissed.
    ///   - state: The current navigation state.
    /// - Returns: The operation to apply, or `nil` when the layer is already gone.
    package static func presentationDismissed(_ id: AnyModule.ID, in state: NavigationState) -> NavigationOperation? {
        state.presentations.contains { $0.id == id } ? .dismiss(.layer(.presented(id))) : nil
    }

    /// What an alert's binding set to `false` means: dismiss that alert, if it is still
    /// the one that shows.
    /// - Parameters:
    ///   - id: The alert SwiftUI dismissed.
    ///   - state: The current navigation state.
    /// - Returns: The operation to apply, or `nil` when the alert is already gone.
    package static func alertDismissed(_ id: NavigationAlert.ID, in state: NavigationState) -> NavigationOperation? {
        state.alert?.id == id ? .dismissAlert : nil
    }
}
