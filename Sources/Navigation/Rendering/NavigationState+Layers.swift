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

    /// What layer `layer` renders in this state, or `nil` when it is not presented.
    package func screenLayer(_ layer: LayerID) -> ScreenLayer? {
        guard let index = index(of: layer) else { return nil }
        var snapshot = ScreenLayer(
            id: layer,
            module: index == 0 ? nil : presentations[index - 1].module,
            style: index == 0 ? nil : presentations[index - 1].style,
            stack: stack(ofLayer: index),
            presented: presentation(over: index),
            alert: alert(shownBy: index)
        )
        if index == 0 {
            snapshot.tabs = tabs
            snapshot.selectedTab = selectedTab?.id
            snapshot.splitView = splitView
        }
        return snapshot
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

    /// This state with every layer that `other` also holds taking `other`'s stack for it.
    package func withStacks(from other: NavigationState) -> NavigationState {
        var copy = self
        for layer in [LayerID.root] + presentations.map(\.layerID) {
            guard let stack = other.stack(of: layer), let current = copy.stack(of: layer),
                stack.map(\.id) != current.map(\.id)
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

    /// Whether the two states hold the same modules with the same ids, and the same alerts.
    package func isIdentical(to other: NavigationState) -> Bool {
        self == other && visibleModules.map(\.id) == other.visibleModules.map(\.id)
            && alerts.map(\.id) == other.alerts.map(\.id)
    }
}
