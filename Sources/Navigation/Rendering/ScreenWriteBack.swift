/// The rules that turn what SwiftUI writes back (a user's gesture) into navigation
/// operations, decided against the current navigation state.
///
/// SwiftUI also writes back after changes the state made itself; those find nothing to
/// change, so they produce no operation.
public enum ScreenWriteBack {
    /// What a layer's navigation path set to `path` means.
    ///
    /// A shorter path (swipe back, the back button) pops that layer's stack to the
    /// path's length; any other path (a `NavigationLink` push) replaces the stack.
    /// - Parameters:
    ///   - path: The path SwiftUI wrote.
    ///   - layer: The layer whose path it is.
    ///   - state: The current navigation state.
    /// - Returns: The operation to apply, or `nil` when there is nothing to change.
    public static func pathChanged(
        to path: [AnyModule],
        layer: LayerID,
        in state: NavigationState
    ) -> NavigationOperation? {
        guard let current = state.stack(of: layer) else { return nil }
        let pathIDs = path.map(\.id)
        let currentIDs = current.map(\.id)
        if pathIDs == currentIDs { return nil }
        if pathIDs.count < currentIDs.count, Array(currentIDs.prefix(pathIDs.count)) == pathIDs {
            return .setStack(Array(current.prefix(path.count)), layer: layer)
        }
        return .setStack(path, layer: layer)
    }

    /// What a presentation's binding set to `nil` means (an interactive dismissal):
    /// dismiss that layer and those above it, if it is still presented.
    /// - Parameters:
    ///   - id: The layer SwiftUI dismissed.
    ///   - state: The current navigation state.
    /// - Returns: The operation to apply, or `nil` when the layer is already gone.
    public static func presentationDismissed(_ id: AnyModule.ID, in state: NavigationState) -> NavigationOperation? {
        state.presentations.contains { $0.id == id } ? .dismiss(.layer(.presented(id))) : nil
    }

    /// What an alert's binding set to `false` means: dismiss that alert, if it is still
    /// the one that shows.
    /// - Parameters:
    ///   - id: The alert SwiftUI dismissed.
    ///   - state: The current navigation state.
    /// - Returns: The operation to apply, or `nil` when the alert is already gone.
    public static func alertDismissed(_ id: NavigationAlert.ID, in state: NavigationState) -> NavigationOperation? {
        state.alert?.id == id ? .dismissAlert : nil
    }
}

extension NavigationState {
    /// The layer presented over layer `index` (0 is the root layer), if any: what that
    /// layer's host presents.
    public func presentation(over index: Int) -> Presentation? {
        index < presentations.count ? presentations[index] : nil
    }

    /// The sheet layer `index` presents, if the layer over it is a sheet.
    public func sheet(over index: Int) -> Presentation? {
        presentation(over: index).flatMap { $0.style.kind == .sheet ? $0 : nil }
    }

    /// The full-screen cover layer `index` presents, if the layer over it is a modal or
    /// a popup.
    public func cover(over index: Int) -> Presentation? {
        presentation(over: index).flatMap { $0.style.kind == .sheet ? nil : $0 }
    }

    /// The alert layer `index` shows: the queue's head, shown by the topmost layer only.
    public func alert(shownBy index: Int) -> NavigationAlert? {
        index == presentations.count ? alert : nil
    }

    /// The stack of layer `index` (0 is the root layer).
    public func stack(ofLayer index: Int) -> [AnyModule] {
        index == 0 ? stack : presentations[index - 1].stack
    }
}
