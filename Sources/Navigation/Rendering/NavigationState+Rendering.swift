/// The adapter's view of a state's layers: what each layer presents and shows, and the
/// partial states the screen passes through on its way to a target.
extension NavigationState {
    /// The alert `layer` shows: the queue's head, shown by the topmost layer only.
    package func alert(shownBy layer: LayerID) -> NavigationAlert? {
        layer == topLayer ? alert : nil
    }

    /// This state with only its first `count` presented layers and no alert.
    package func prefix(layers count: Int) -> NavigationState {
        presentedLayers.dropFirst(count).first.map { prefix(below: $0.id) } ?? withoutAlerts()
    }

    /// This state with the layers below the presented `layer` only (all of them when no
    /// such layer is presented), and no alert.
    package func prefix(below layer: LayerID) -> NavigationState {
        var copy = self
        copy.apply(.dismiss(.layer(layer)))
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
        for layer in layers.lazy.map(\.id) where !held.contains(layer) {
            guard let stack = other.stack(of: layer), let current = copy.stack(of: layer),
                !AnyModule.sameAppearances(stack, current)
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
            copy.presentedLayers.map { $0.modules.map(\.id) } == presentedLayers.map { $0.modules.map(\.id) }
        return kept ? copy : self
    }
}

extension NavigationState {
    /// The layer whose stack `stack` names, if this state shows that stack: a tab's only
    /// while it is selected, the detail column's only with a split view.
    package func layer(showing stack: StackID) -> LayerID? {
        switch stack {
        case .layer(.root): tabs.isEmpty && splitView == nil ? .root : nil
        case .layer(let layer): self.layer(layer) != nil ? layer : nil
        case .tab(let id): selectedTab?.id == id ? .root : nil
        case .column(.secondary): splitView != nil ? .root : nil
        case .column: nil
        }
    }

    /// The screens of `stack`, shown or not, or `nil` when the state has no such stack.
    package func screens(of stack: StackID) -> [AnyModule]? {
        switch stack {
        case .tab(let id): selectedTab?.id == id ? self.stack : tabs.first { $0.id == id }?.stack
        default: layer(showing: stack).flatMap { self.stack(of: $0) }
        }
    }

    /// The stack of `layer` the user sees.
    package func visibleStack(of layer: LayerID) -> StackID {
        guard layer == .root else { return .layer(layer) }
        if let tab = selectedTab { return .tab(tab.id) }
        return splitView == nil ? .layer(.root) : .column(.secondary)
    }

    /// The root layer's selections: the selected tab, and the split view's columns.
    package var rootSelection: [AnyModule.ID?] {
        [selectedTab?.id, splitView?.sidebar.id, splitView?.content?.id, splitView?.detail?.id]
    }
}

extension [AnyModule] {
    /// Whether this stack begins with the appearances of `prefix`.
    package func begins(with prefix: [AnyModule]) -> Bool {
        prefix.count <= count && zip(prefix, self).allSatisfy { $0.id == $1.id }
    }
}
