extension NavigationState {
    /// Whether the two states hold the same modules with the same ids, and the same alerts:
    /// in time proportional to the layers and tabs, not the stacks, when each stack is
    /// either a copy of the other's or of another length.
    package func isIdentical(to other: NavigationState) -> Bool {
        guard AnyModule.sameAppearances(stack, other.stack), selectedTabIndex == other.selectedTabIndex,
            layers.count == other.layers.count, alerts.map(\.id) == other.alerts.map(\.id)
        else { return false }
        let tabs = tabs
        let otherTabs = other.tabs
        guard tabs.count == otherTabs.count,
            zip(tabs, otherTabs).allSatisfy({ $0.id == $1.id && AnyModule.sameAppearances($0.stack, $1.stack) })
        else { return false }
        switch (splitView, other.splitView) {
        case (nil, nil):
            break
        case (let split?, let otherSplit?):
            guard split.style == otherSplit.style, split.isCollapsed == otherSplit.isCollapsed,
                split.sidebar.id == otherSplit.sidebar.id, split.content?.id == otherSplit.content?.id,
                split.detail?.id == otherSplit.detail?.id
            else { return false }
        default:
            return false
        }
        return zip(presentedLayers, other.presentedLayers).allSatisfy {
            $0.id == $1.id && $0.style == $1.style && AnyModule.sameAppearances($0.stack, $1.stack)
        }
    }
}

extension AnyModule {
    /// Whether both stacks hold the same appearances: at once when they differ in length
    /// or share their storage.
    package static func sameAppearances(_ lhs: [AnyModule], _ rhs: [AnyModule]) -> Bool {
        guard lhs.count == rhs.count else { return false }
        let shared = lhs.withUnsafeBufferPointer { left in
            rhs.withUnsafeBufferPointer { right in left.baseAddress == right.baseAddress }
        }
        if shared { return true }
        return zip(lhs.reversed(), rhs.reversed()).allSatisfy { $0.id == $1.id }
    }
}
