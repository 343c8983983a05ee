/// The rules that turn the user's pop in UIKit into navigation operations.
///
/// A pop is read against the navigation controller as the host showed it when the pop
/// ended, and against the current state: a pop of a container the state no longer
/// holds, or whose modules the state already took or replaced, changes nothing, so a
/// late or doubled callback never applies twice or to another place.
package enum UIKitWriteBack {
    /// What the user's dismissal of the presented `layer` means in `state`, where UIKit
    /// showed the layers `shown`: it dismisses the layer and what UIKit showed above it.
    /// What the program asked for while the swipe ran, which UIKit did not show yet,
    /// stays: a screen pushed onto a dismissed layer goes onto the layer that is on top
    /// once it is gone, and a layer presented above it is presented again.
    /// - Returns: The operations, in order, or `nil` when the state no longer presents it.
    package static func operations(
        dismissing layer: LayerID, shown: [UIKitPresentedLayer], in state: NavigationState
    ) -> [NavigationOperation]? {
        let dismissed = state.layers(from: layer).compactMap(\.presentation)
        guard layer != .root, !dismissed.isEmpty else { return nil }
        var operations: [NavigationOperation] = [.dismiss(.layer(layer))]
        var presentedAgain: [NavigationOperation] = []
        for presentation in dismissed {
            guard let shownLayer = shown.first(where: { $0.layer == presentation.layerID }) else {
                presentedAgain.append(.present(presentation.module, style: presentation.style))
                if !presentation.stack.isEmpty {
                    presentedAgain.append(.setStack(presentation.stack, layer: presentation.layerID))
                }
                continue
            }
            let showing = Set(shownLayer.viewControllers)
            operations += presentation.stack.filter { !showing.contains($0.id) }.map(NavigationOperation.push)
        }
        return operations + presentedAgain
    }

    /// What the user's pop of `container`, from `shown` down to its first `remaining`
    /// view controllers, means in `state`.
    ///
    /// It pops the container to the same place when the state still holds there the
    /// view controllers that stay and the first one popped, taking off only what the pop
    /// took: a screen the program pushed while the pop ran stays. A pop in a tab that is not
    /// selected (it ended after the user switched tabs) lands in its own tab; a pop of a
    /// collapsed split view past its detail column clears the selection it passes, and
    /// what the program pushed meanwhile stays above what the pop left.
    /// - Parameters:
    ///   - container: The navigation controller the user popped.
    ///   - remaining: How many view controllers it kept.
    ///   - shown: Its view controllers before the pop.
    ///   - state: The current navigation state.
    ///   - root: The module at the root of a plain root stack.
    ///   - collapsed: Whether UIKit shows a split view collapsed.
    /// - Returns: The operations, in order, or `nil` when there is nothing to change.
    package static func operations(
        popping container: StackID,
        to remaining: Int,
        shown: [AnyModule.ID],
        in state: NavigationState,
        root: AnyModule,
        collapsed: Bool
    ) -> [NavigationOperation]? {
        guard remaining > 0, shown.count > remaining,
            let modules = UIKitShown.modules(of: container, in: state, root: root, collapsed: collapsed),
            modules.count > remaining,
            modules.prefix(remaining + 1).map(\.id) == Array(shown.prefix(remaining + 1))
        else { return nil }
        let popped = Set(shown[remaining...])
        let left = Array(modules.prefix(remaining)) + modules.dropFirst(remaining).filter { !popped.contains($0.id) }
        switch container {
        case .layer(let layer):
            return [.setStack(Array(left[1...]), layer: layer)]
        case .tab(let id):
            let stack = NavigationOperation.setStack(Array(left[1...]), layer: .root)
            guard let selected = state.selectedTab, selected.id != id else { return [stack] }
            // Only the selected tab's stack can be set: select the popped tab for the
            // length of the transaction.
            return [.selectTab(modules[0]), stack, .selectTab(selected.module)]
        case .column(.compact), .column(.secondary):
            guard let split = state.splitView else { return nil }
            // The view controllers above which the detail column's stack starts.
            let detail = split.detail == nil ? 0 : 1
            let base = container == .column(.secondary) ? detail : 1 + (split.content == nil ? 0 : 1) + detail
            if remaining >= base { return [.setStack(Array(left[base...]), layer: .root)] }
            let clear: NavigationOperation = remaining == 1 ? .selectInSidebar(nil) : .selectInContent(nil)
            // What the program pushed while the pop ran stays, above what the pop left.
            let pushed = Array(left[remaining...])
            return pushed.isEmpty ? [clear] : [clear, .setStack(pushed, layer: .root)]
        case .column(.primary), .column(.supplementary):
            // They hold one view controller each: nothing pops there.
            return nil
        }
    }
}
