import Foundation
import Navigation
import Testing

// A model-based randomized test: random operations applied both to the state machine
// (through `NavigationState` and `NavigationService`) and to a deliberately naive
// reference model, compared after every step.

private struct Numbered: Module {
    let number: Int
    func build(container: Container) -> some View { EmptyView() }
}

private struct Lettered: Module {
    let letter: Int
    func build(container: Container) -> some View { EmptyView() }
}

/// The navigation rules written as plainly as possible: a list of layers, the root first.
private struct ReferenceModel {
    struct Layer {
        var kind: PresentationStyle.Kind?
        var module: AnyModule?
        var stack: [AnyModule]
    }

    var layers = [Layer(kind: nil, module: nil, stack: [])]
    var alerts: [NavigationAlert] = []
    /// The tab bar; the selected tab's stack lives in `layers[0]`, its entry here is stale.
    var tabs: [(module: AnyModule, stack: [AnyModule])] = []
    var selectedTab: Int?
    var reselection = TabReselection.popsToRoot
    /// The split view; its detail stack lives in `layers[0]`.
    var split: (threeColumns: Bool, sidebar: AnyModule, content: AnyModule?, detail: AnyModule?, collapsed: Bool)?

    /// Each tab's root module and stack, the selected one's read from the root layer.
    var tabsWithStacks: [(module: AnyModule, stack: [AnyModule])] {
        tabs.enumerated().map { index, tab in (tab.module, index == selectedTab ? layers[0].stack : tab.stack) }
    }

    var top: [AnyModule] {
        get { layers[layers.count - 1].stack }
        set { layers[layers.count - 1].stack = newValue }
    }

    /// Every id on screen.
    var visibleIDs: [AnyModule.ID] {
        let tabIDs = tabs.enumerated().flatMap { index, tab in
            [tab.module.id] + (index == selectedTab ? [] : tab.stack.map(\.id))
        }
        let splitIDs = split.map { [$0.sidebar, $0.content, $0.detail].compactMap { $0?.id } } ?? []
        return tabIDs + splitIDs
            + layers.flatMap { layer in (layer.module.map { [$0.id] } ?? []) + layer.stack.map(\.id) }
    }

    /// Applies `operation`; where the rules give a module a new id, takes that id from
    /// `state` (the state machine after the same operation) once it has checked that the
    /// id is indeed new.
    mutating func apply(_ operation: NavigationOperation, adoptingIDsFrom state: NavigationState) -> (
        changed: Bool, problems: [String]
    ) {
        let before = visibleIDs
        var problems: [String] = []
        func adopt(_ expected: AnyModule, _ actual: AnyModule?) -> AnyModule {
            guard let actual, actual == expected, actual.id != expected.id, !before.contains(actual.id) else {
                problems.append("\(expected) did not get a new id")
                return expected
            }
            return actual
        }
        switch operation {
        case .push(let module):
            top.append(before.contains(module.id) ? adopt(module, state.items.last) : module)
            return (true, problems)
        case .present(let module, let style):
            let admitted = before.contains(module.id) ? adopt(module, state.presentations.last?.module) : module
            layers.append(Layer(kind: style.kind, module: admitted, stack: []))
            return (true, problems)
        case .setSplitView(nil, _):
            if split == nil { return (false, problems) }
            split = nil
            layers[0].stack = []
            return (true, problems)
        case .setSplitView(let sidebar?, let style):
            if let split, split.threeColumns == (style == .threeColumns),
                split.sidebar.id == sidebar.id || split.sidebar == sidebar
            {
                return (false, problems)
            }
            let admitted = before.contains(sidebar.id) ? adopt(sidebar, state.splitView?.sidebar) : sidebar
            split = (style == .threeColumns, admitted, nil, nil, false)
            tabs = []
            selectedTab = nil
            layers[0].stack = []
            return (true, problems)
        case .selectInSidebar(let module):
            guard var current = split else { return (false, problems) }
            let selection = current.threeColumns ? current.content : current.detail
            if module?.id == selection?.id && module != nil || module == selection { return (false, problems) }
            let actual = current.threeColumns ? state.splitView?.content : state.splitView?.detail
            let admitted = module.map { before.contains($0.id) ? adopt($0, actual) : $0 }
            if current.threeColumns {
                current.content = admitted
                current.detail = nil
            } else {
                current.detail = admitted
            }
            split = current
            layers[0].stack = []
            return (true, problems)
        case .selectInContent(let module):
            guard var current = split, current.threeColumns, current.content != nil else { return (false, problems) }
            if module?.id == current.detail?.id && module != nil || module == current.detail {
                return (false, problems)
            }
            current.detail = module.map { before.contains($0.id) ? adopt($0, state.splitView?.detail) : $0 }
            split = current
            layers[0].stack = []
            return (true, problems)
        case .setTabs(let modules, let selected, let givenReselection):
            // Without one, a tab bar keeps its reselection, and a new one pops to root.
            let newReselection = givenReselection ?? (selectedTab == nil ? .popsToRoot : reselection)
            if modules.isEmpty {
                if selectedTab == nil { return (false, problems) }
                tabs = []
                selectedTab = nil
                layers[0].stack = []
                return (true, problems)
            }
            if selected < 0 || selected >= modules.count { return (false, problems) }
            var available = tabsWithStacks
            var kept: [(module: AnyModule, stack: [AnyModule])?] = []
            for module in modules {
                var found: Int?
                for (index, tab) in available.enumerated() where found == nil && tab.module.id == module.id {
                    found = index
                }
                for (index, tab) in available.enumerated() where found == nil && tab.module == module {
                    found = index
                }
                kept.append(found.map { available.remove(at: $0) })
            }
            var newTabs: [(module: AnyModule, stack: [AnyModule])] = []
            for (index, module) in modules.enumerated() {
                if let tab = kept[index] {
                    newTabs.append(tab)
                } else {
                    var taken: [AnyModule.ID] = newTabs.map(\.module.id)
                    for layer in layers.dropFirst() {
                        taken += [layer.module!.id] + layer.stack.map(\.id)
                    }
                    for tab in kept.compactMap({ $0 }) {
                        taken += [tab.module.id] + tab.stack.map(\.id)
                    }
                    let actual = index < state.tabs.count ? state.tabs[index].module : nil
                    newTabs.append((taken.contains(module.id) ? adopt(module, actual) : module, []))
                }
            }
            let old = tabsWithStacks
            let same =
                selectedTab == selected && reselection == newReselection && old.count == newTabs.count
                && zip(old, newTabs).allSatisfy {
                    $0.module.id == $1.module.id && $0.stack.map(\.id) == $1.stack.map(\.id)
                }
            if split != nil {
                split = nil
                layers[0].stack = []
            }
            tabs = newTabs
            layers[0].stack = newTabs[selected].stack
            selectedTab = selected
            reselection = newReselection
            return (!same, problems)
        case .setStack(let modules, nil):
            return (setStack(modules, layer: layers.count - 1, adopting: adopt, state: state), problems)
        case .setStack(let modules, .root?):
            return (setStack(modules, layer: 0, adopting: adopt, state: state), problems)
        case .setStack(let modules, .presented(let id)?):
            guard let layer = layers.indices.first(where: { layers[$0].module?.id == id }) else {
                return (false, problems)
            }
            return (setStack(modules, layer: layer, adopting: adopt, state: state), problems)
        default:
            return (apply(operation), problems)
        }
    }

    private mutating func setStack(
        _ modules: [AnyModule],
        layer: Int,
        adopting adopt: (AnyModule, AnyModule?) -> AnyModule,
        state: NavigationState
    ) -> Bool {
        let before = visibleIDs
        let current = layers[layer].stack
        let actual = layer == 0 ? state.stack : state.presentations[layer - 1].stack
        var used = before.filter { id in !current.contains { $0.id == id } }
        var renamed: [Bool] = []
        for module in modules {
            renamed.append(used.contains(module.id))
            used.append(module.id)
        }
        var same = modules.count == current.count
        for index in modules.indices where same {
            same = !renamed[index] && modules[index] == current[index] && modules[index].id == current[index].id
        }
        var admitted = modules
        for index in modules.indices where renamed[index] {
            admitted[index] = adopt(modules[index], index < actual.count ? actual[index] : nil)
        }
        layers[layer].stack = admitted
        return !same
    }

    mutating func apply(_ operation: NavigationOperation) -> Bool {
        if layers.count == 1, var current = split, current.collapsed {
            var remaining: Int?
            if case .pop(let count) = operation { remaining = count }
            if case .popToRoot = operation { remaining = Int.max }
            if var remaining {
                var changed = false
                while remaining > 0, !top.isEmpty {
                    top.removeLast()
                    remaining -= 1
                    changed = true
                }
                if remaining > 0, current.detail != nil {
                    current.detail = nil
                    remaining -= 1
                    changed = true
                }
                if remaining > 0, current.content != nil {
                    current.content = nil
                    changed = true
                }
                split = current
                return changed
            }
        }
        switch operation {
        case .setSplitViewCollapsed(let collapsed):
            guard split != nil, split!.collapsed != collapsed else { return false }
            split!.collapsed = collapsed
            return true
        case .selectTab(let module):
            guard let current = selectedTab else { return false }
            var index: Int?
            for (candidate, tab) in tabs.enumerated() where index == nil && tab.module.id == module.id {
                index = candidate
            }
            for (candidate, tab) in tabs.enumerated() where index == nil && tab.module == module { index = candidate }
            guard let index else { return false }
            if index == current {
                if reselection == .keepsStack || layers[0].stack.isEmpty { return false }
                layers[0].stack = []
                return true
            }
            tabs[current].stack = layers[0].stack
            layers[0].stack = tabs[index].stack
            selectedTab = index
            return true
        case .pop(let count):
            var removed = false
            var remaining = count
            while remaining > 0, !top.isEmpty {
                top.removeLast()
                remaining -= 1
                removed = true
            }
            return removed
        case .popToModule(let module):
            return popTo { $0 == module }
        case .popToType(let type):
            return popTo { type.matches($0) }
        case .popToRoot:
            let removed = !top.isEmpty
            top = []
            return removed
        case .dismiss(let dismissal):
            var index: Int?
            for candidate in 1..<layers.count {
                switch dismissal {
                case .top: index = candidate
                case .all: if index == nil { index = candidate }
                case .kind(let kind): if layers[candidate].kind == kind { index = candidate }
                case .layer(.root): break
                case .layer(.presented(let id)):
                    if index == nil, layers[candidate].module?.id == id { index = candidate }
                }
            }
            guard let index else { return false }
            layers = Array(layers[..<index])
            return true
        case .push, .present, .setStack, .setTabs, .setSplitView, .selectInSidebar, .selectInContent:
            preconditionFailure("apply(_:adoptingIDsFrom:) handles \(operation)")
        case .showAlert(let alert):
            for queued in alerts where queued.id == alert.id { return false }
            alerts.append(alert)
            return true
        case .replaceAlert(let alert):
            if alerts.isEmpty {
                alerts.append(alert)
                return true
            }
            if alerts[0].id == alert.id { return false }
            var rest: [NavigationAlert] = []
            for queued in alerts.dropFirst() where queued.id != alert.id { rest.append(queued) }
            alerts = [alert] + rest
            return true
        case .dismissAlert:
            if alerts.isEmpty { return false }
            alerts.remove(at: 0)
            return true
        }
    }

    private mutating func popTo(_ matches: (AnyModule) -> Bool) -> Bool {
        var index = top.count - 1
        while index >= 0, !matches(top[index]) { index -= 1 }
        if index < 0 || index == top.count - 1 { return false }
        top = Array(top[...index])
        return true
    }
}

private func randomModule(_ random: inout SplitMix) -> AnyModule {
    Bool.random(using: &random)
        ? AnyModule(Numbered(number: Int.random(in: 0..<4, using: &random)))
        : AnyModule(Lettered(letter: Int.random(in: 0..<3, using: &random)))
}

private func randomOperation(_ random: inout SplitMix, state: NavigationState) -> NavigationOperation {
    let visible = state.visibleModules
    switch Int.random(in: 0..<114, using: &random) {
    case 0..<22: return .push(randomModule(&random))
    case 22..<25: return .push(visible.randomElement(using: &random) ?? randomModule(&random))
    case 25..<37: return .pop
    case 37..<42: return .pop(count: Int.random(in: -2...4, using: &random))
    case 42..<47: return .popToModule(randomModule(&random))
    case 47..<50: return .popToType(Bool.random(using: &random) ? ModuleType(Numbered.self) : ModuleType(Lettered.self))
    case 50..<53: return .popToRoot
    case 53..<60:
        let reused = state.items.shuffled(using: &random).prefix(Int.random(in: 0...3, using: &random))
        let borrowed = visible.shuffled(using: &random).prefix(Int.random(in: 0...1, using: &random))
        let fresh = (0..<Int.random(in: 0...2, using: &random)).map { _ in randomModule(&random) }
        return .setStack((Array(reused) + borrowed + fresh).shuffled(using: &random))
    case 60..<63: return .setStack(state.items)
    case 63..<66:
        let layer = state.presentations.randomElement(using: &random)
        let stack = (layer?.stack ?? state.stack).shuffled(using: &random).prefix(2) + [randomModule(&random)]
        let layerID: LayerID =
            Int.random(in: 0..<4, using: &random) == 0
            ? .presented(AnyModule(Numbered(number: 0)).id) : layer?.layerID ?? .root
        return .setStack(Array(stack), layer: layerID)
    case 66..<72:
        let style: PresentationStyle = [.modal, .sheet, .popup, .sheet(SheetOptions(detents: [.medium]))].randomElement(
            using: &random)!
        return .present(randomModule(&random), style: style)
    case 72..<80:
        let dismissals: [NavigationOperation.Dismissal] = [.top, .all, .kind(.modal), .kind(.sheet), .kind(.popup)]
        return .dismiss(dismissals.randomElement(using: &random)!)
    case 80..<84:
        let id = state.presentations.randomElement(using: &random)?.id ?? AnyModule(Numbered(number: 0)).id
        let layers: [LayerID] = [.presented(id), .presented(AnyModule(Numbered(number: 0)).id), .root]
        return .dismiss(.layer(layers.randomElement(using: &random)!))
    case 84..<91:
        if let queued = state.alerts.randomElement(using: &random), Bool.random(using: &random) {
            return Bool.random(using: &random) ? .showAlert(queued) : .replaceAlert(queued)
        }
        let alert = NavigationAlert(title: "Alert \(Int.random(in: 0..<3, using: &random))")
        return Int.random(in: 0..<4, using: &random) == 0 ? .replaceAlert(alert) : .showAlert(alert)
    case 100..<102:
        // Tab roots of distinct values, so that matching by appearance and by value agree
        // in the service too, which hands out ids of its own.
        let count = Int.random(in: 0...3, using: &random)
        let roots = (0..<4).shuffled(using: &random).prefix(count).map { AnyModule(Numbered(number: 100 + $0)) }
        let selected = Int.random(in: -1...count, using: &random)
        return .setTabs(
            roots, selectedIndex: selected, reselection: Bool.random(using: &random) ? .popsToRoot : .keepsStack)
    case 102..<106:
        if let tab = state.tabs.randomElement(using: &random), Bool.random(using: &random) {
            return .selectTab(tab.module)
        }
        return .selectTab(AnyModule(Numbered(number: 100 + Int.random(in: 0..<5, using: &random))))
    case 106..<107:
        let sidebar: AnyModule? =
            Int.random(in: 0..<4, using: &random) == 0
            ? nil : visible.randomElement(using: &random) ?? randomModule(&random)
        return .setSplitView(sidebar: sidebar, style: Bool.random(using: &random) ? .twoColumns : .threeColumns)
    case 107..<110:
        let module =
            Int.random(in: 0..<5, using: &random) == 0
            ? nil : visible.randomElement(using: &random) ?? randomModule(&random)
        return .selectInSidebar(Bool.random(using: &random) ? module : randomModule(&random))
    case 110..<112:
        let module =
            Int.random(in: 0..<5, using: &random) == 0
            ? nil : visible.randomElement(using: &random) ?? randomModule(&random)
        return .selectInContent(Bool.random(using: &random) ? module : randomModule(&random))
    case 112..<114: return .setSplitViewCollapsed(Bool.random(using: &random))
    default: return .dismissAlert
    }
}

/// What is wrong with `state` compared with `model`, or with the invariants; empty when nothing is.
private func problems(in state: NavigationState, comparedWith model: ReferenceModel) -> [String] {
    var problems: [String] = []
    if state.stack != model.layers[0].stack { problems.append("root stack differs") }
    if state.presentations.count != model.layers.count - 1 {
        problems.append("\(state.presentations.count) layers, model has \(model.layers.count - 1)")
    } else {
        for (presentation, layer) in zip(state.presentations, model.layers.dropFirst()) {
            if presentation.style.kind != layer.kind || presentation.module != layer.module
                || presentation.stack != layer.stack
            {
                problems.append("layer \(presentation) differs from the model")
            }
        }
    }
    if state.alerts.map(\.id) != model.alerts.map(\.id) { problems.append("alert queue differs") }
    if state.selectedTabIndex != model.selectedTab { problems.append("selected tab differs") }
    if let split = state.splitView, let modelSplit = model.split {
        if (split.style == .threeColumns) != modelSplit.threeColumns || split.sidebar.id != modelSplit.sidebar.id
            || split.content?.id != modelSplit.content?.id || split.detail?.id != modelSplit.detail?.id
            || split.isCollapsed != modelSplit.collapsed || split.stack != model.layers[0].stack
        {
            problems.append("split view differs")
        }
    } else if state.splitView != nil || model.split != nil {
        problems.append("split view presence differs")
    }
    let modelTabs = model.tabsWithStacks
    if state.tabs.map(\.module.id) != modelTabs.map(\.module.id)
        || state.tabs.map(\.stack) != modelTabs.map(\.stack)
    {
        problems.append("tabs differ")
    }

    // Invariants.
    let tabIDs = state.tabs.enumerated().flatMap { index, tab in
        [tab.id] + (index == state.selectedTabIndex ? [] : tab.stack.map(\.id))
    }
    let splitIDs = state.splitView.map { [$0.sidebar, $0.content, $0.detail].compactMap { $0?.id } } ?? []
    let ids = tabIDs + splitIDs + state.stack.map(\.id) + state.presentations.flatMap { [$0.id] + $0.stack.map(\.id) }
    if Set(ids).count != ids.count { problems.append("ids are not unique among visible modules") }
    for presentation in state.presentations
    where presentation.module.unwrap(as: Numbered.self) == nil && presentation.module.unwrap(as: Lettered.self) == nil {
        problems.append("a layer has no module")
    }
    if state.items != (state.presentations.last?.stack ?? state.stack) {
        problems.append("items is not the topmost stack")
    }
    if state.modalView != state.presentations.last(where: { $0.style.kind == .modal })?.module {
        problems.append("modalView disagrees")
    }
    if state.popupView != state.presentations.last(where: { $0.style.kind == .popup })?.module {
        problems.append("popupView disagrees")
    }
    if state.alert?.id != state.alerts.first?.id { problems.append("alert is not the head of the queue") }
    return problems
}

@Suite struct NavigationStateModelTests {
    @Test @MainActor func randomOperations_matchTheReferenceModel() {
        let seed =
            ProcessInfo.processInfo.environment["NAVIGATION_TEST_SEED"].flatMap(UInt64.init)
            ?? UInt64.random(in: 0...UInt64.max)
        var random = SplitMix(state: seed)
        var state = NavigationState()
        var model = ReferenceModel()
        let service = NavigationService()
        for step in 0..<100_000 {
            let transactionLength =
                Int.random(in: 0..<20, using: &random) == 0 ? Int.random(in: 2...4, using: &random) : 1
            var operations: [NavigationOperation] = []
            var preview = state
            for _ in 0..<transactionLength {
                let operation = randomOperation(&random, state: preview)
                preview.apply(operation)
                operations.append(operation)
            }
            var changed = false
            var modelChanged = false
            var found: [String] = []
            for operation in operations {
                changed = state.apply(operation) || changed
                let (stepChanged, stepProblems) = model.apply(operation, adoptingIDsFrom: state)
                modelChanged = stepChanged || modelChanged
                found += stepProblems
            }
            let serviceChanged =
                operations.count == 1 ? service.apply(operations[0]) : service.apply(NavigationTransaction(operations))
            found += problems(in: state, comparedWith: model)
            if changed != modelChanged { found.append("reported changed: \(changed), model: \(modelChanged)") }
            // The service hands out its own new ids, so only a stack replacement, which
            // compares ids, may report differently there.
            let comparesIDs = operations.contains {
                switch $0 {
                case .setStack, .setTabs, .setSplitView, .selectInSidebar, .selectInContent: true
                default: false
                }
            }
            if service.state != state || (!comparesIDs && serviceChanged != changed) {
                found.append("the service disagrees with the state")
            }
            if !found.isEmpty {
                Issue.record(
                    "seed \(seed) (rerun with NAVIGATION_TEST_SEED=\(seed)), step \(step), \(operations): \(found)\n\(state)"
                )
                return
            }
        }
    }
}
