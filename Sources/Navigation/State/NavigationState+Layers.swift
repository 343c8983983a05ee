/// The adapter's view of a state's layers: what each layer presents and shows, and the
/// partial states the screen passes through on its way to a target.
extension NavigationState {
    /// The layer presented over layer `index` (0 is the root layer), if any: what that
    /// layer's host presents.
    package func presentation(over index: Int) -> Presentation? {
        index < presentations.count ? presentations[index] : nil
    }

    /// The sheet layer `index` presents, if the layer over it is a sheet.
    package func sheet(over index: Int) -> Presentation? {
        presentation(over: index).flatMap { $0.style.kind == .sheet ? $0 : nil }
    }

    /// The full-screen cover layer `index` presents, if the layer over it is a modal or
    /// a popup.
    package func cover(over index: Int) -> Presentation? {
        presentation(over: index).flatMap { $0.style.kind == .sheet ? nil : $0 }
    }

    /// The alert layer `index` shows: the queue's head, shown by the topmost layer only.
    package func alert(shownBy index: Int) -> NavigationAlert? {
        index == presentations.count ? alert : nil
    }

    /// The stack of layer `index` (0 is the root layer).
    package func stack(ofLayer index: Int) -> [AnyModule] {
        index == 0 ? stack : presentations[index - 1].stack
    }

    /// This state with only its first `count` presented layers and no alert.
    package func prefix(layers count: Int) -> NavigationState {
        var copy = self
        if count < presentations.count {
            copy.apply(.dismiss(.layer(presentations[count].layerID)))
        }
        return copy.withoutAlerts()
    }

    /// This state with an empty alert queue.
    package func withoutAlerts() -> NavigationState {
        var copy = self
        while copy.apply(.dismissAlert) {}
        return copy
    }

    /// This state with every layer that `other` also holds, except those in `held`,
    /// taking `other`'s stack for it.
    package func withStacks(from other: NavigationState, except held: Set<LayerID> = []) -> NavigationState {
        var copy = self
        for layer in [LayerID.root] + presentations.map(\.layerID) where !held.contains(layer) {
            guard let stack = other.stack(of: layer), let current = copy.stack(of: layer),
                !SceneMachine.sameStack(stack, current)
            else { continue }
            copy.apply(.setStack(stack, layer: layer))
        }
        return copy
    }

    /// This state with `other`'s root layer (its tab bar or split view, its selection and
    /// its stacks) under this state's presented layers and alerts: what the screen shows
    /// when the root layer changes while a presentation settles, since a tab switch or a
    /// new selection starts no UIKit presentation and never waits.
    ///
    /// When one of this state's layers cannot keep its identity over `other`'s root (a
    /// module of `other`'s root has its id), the root is left as it is: it changes once
    /// the step settles.
    package func withRoot(from other: NavigationState) -> NavigationState {
        let root = prefix(layers: 0)
        let otherRoot = other.prefix(layers: 0)
        if root.isIdentical(to: otherRoot) { return self }
        var copy = otherRoot
        for presentation in presentations {
            copy.apply(.present(presentation.module, style: presentation.style))
            copy.apply(.setStack(presentation.stack, layer: copy.topLayer))
        }
        for alert in alerts {
            copy.apply(.showAlert(alert))
        }
        let kept =
            copy.presentations.map { [$0.id] + $0.stack.map(\.id) }
            == presentations.map { [$0.id] + $0.stack.map(\.id) }
        return kept ? copy : self
    }

    /// Whether the two states hold the same modules with the same ids, and the same alerts:
    /// in time proportional to the layers and tabs, not the stacks, when each stack is
    /// either a copy of the other's or of another length.
    package func isIdentical(to other: NavigationState) -> Bool {
        guard SceneMachine.sameStack(stack, other.stack), selectedTabIndex == other.selectedTabIndex,
            presentations.count == other.presentations.count, alerts.map(\.id) == other.alerts.map(\.id)
        else { return false }
        let tabs = tabs
        let otherTabs = other.tabs
        guard tabs.count == otherTabs.count,
            zip(tabs, otherTabs).allSatisfy({ $0.id == $1.id && SceneMachine.sameStack($0.stack, $1.stack) })
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
        return zip(presentations, other.presentations).allSatisfy {
            $0.id == $1.id && $0.style == $1.style && SceneMachine.sameStack($0.stack, $1.stack)
        }
    }
}
