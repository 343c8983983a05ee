/// The whole navigation state of a scene, as a value: the root stack, the presented
/// layers over it, and the alert queue.
///
/// It changes through ``apply(_:)-(NavigationOperation)`` alone. Every operation has one
/// defined outcome in every state, and `apply` returns whether it changed anything:
///
/// | operation | when it changes nothing |
/// |---|---|
/// | `push(_:)` | never: it always pushes onto the topmost layer |
/// | `pop()`, `pop(count:)` | the topmost stack is empty, or `count` is below 1; a count past the root stops at the root |
/// | `pop(to: module)`, `pop(to: Type.self)` | no such module in the topmost stack, or it is already on top |
/// | `popToRoot()` | the topmost stack is empty |
/// | `setStack(_:layer:)` | no such layer, or its new stack is its current one |
/// | `present(modal:)`, `present(sheet:options:)`, `present(popup:)` | never: any layer can stack on any other |
/// | `dismiss()`, `dismissAll()` | nothing is presented |
/// | `dismissModal()`, `dismissSheet()`, `dismissPopup()` | no layer of that kind is presented |
/// | `dismiss(.layer(_:))` | no such layer is presented; the root layer is never dismissed |
/// | `showAlert(_:)` | the same alert request is already queued |
/// | `replaceAlert(_:)` | the same alert request already shows; one queued behind moves to the head |
/// | `dismissAlert()` | no alert shows |
///
/// Dismissing a layer dismisses every layer above it; alerts stay queued across
/// dismissals, over whatever layer is then on top.
///
/// Every module on screen has an ``AnyModule/id`` that no other visible module has: a
/// module value that arrives with an id already on screen gets a new one. Two states are
/// equal when they hold equal modules in equal layers, tabs and columns, and equal
/// alerts; ids are not compared.
public struct NavigationState: Hashable, CustomStringConvertible {
    /// The layers, root first: the root layer with its stack, then each presented layer,
    /// bottom first. Never empty.
    package private(set) var layers: [Layer] = [.root([])]
    /// The alert queue; its first alert is the one that shows.
    public private(set) var alerts: [NavigationAlert]
    /// The position of the selected tab in ``tabs``, or `nil` without a tab bar.
    package private(set) var selectedTabIndex: Int?
    /// What selecting the selected tab does.
    public private(set) var tabReselection: TabReselection = .popsToRoot
    /// The tab bar's tabs, empty without one; the selected tab's stack is kept in
    /// `stack`, so the root layer is read and changed in one place whatever the shape.
    private var tabStorage: [Tab] = []
    /// The split view at the root, or `nil`; its detail column's stack is kept in `stack`.
    private var splitStorage: SplitView?
    /// Every id in the state is at most this one: a module with a greater id is new. It is
    /// bookkeeping, not what the state shows, so equality and hashing pass over it.
    private var highestID = PassedOver<AnyModule.ID?>(nil)
    /// The id of every module on screen, kept by each change at the cost of what it
    /// changes, so that admitting a module made earlier is a lookup, not a scan of the
    /// screen. Bookkeeping as `highestID` is. `nil` until a module made earlier than the
    /// newest on screen is pushed or presented (the first such push scans the screen and
    /// makes it), so that a state that only shows new modules pays nothing for it; a state
    /// rebuilt for the journal starts without it again.
    private var screenIDs = ScreenIDs(ids: nil)

    /// Creates a state with nothing pushed, presented or alerted.
    public init() {
        alerts = []
    }

    /// Creates a state from its parts, giving a new id to any module whose id an
    /// earlier module in the state already has: the root stack comes first, then each
    /// layer bottom first, its root module before its stack.
    /// - Parameters:
    ///   - stack: The root layer's stack.
    ///   - presentations: The presented layers, bottom first.
    ///   - alerts: The alert queue.
    package init(stack: [AnyModule], presentations: [Presentation] = [], alerts: [NavigationAlert] = []) {
        self.init()
        commit(.replaceStack(admit(stack, layer: .root), layer: .root))
        for presentation in presentations {
            apply(.present(presentation.module, style: presentation.style))
            apply(.setStack(presentation.stack))
        }
        for alert in alerts {
            apply(.showAlert(alert))
        }
    }

    /// Creates a state that shows a tab bar, one tab per module.
    ///
    /// A `selectedIndex` past either end selects the tab at that end: `-1` the first,
    /// `tabs.count` the last. An empty `tabs` shows no tab bar: the state equals
    /// `NavigationState()`.
    /// - Parameters:
    ///   - tabs: The tabs' root modules, in the order the tab bar shows them.
    ///   - selectedIndex: The position of the selected tab.
    ///   - reselection: What selecting the selected tab does.
    public init(tabs: [AnyModule], selectedIndex: Int = 0, reselection: TabReselection = .popsToRoot) {
        self.init()
        let selected = min(max(selectedIndex, 0), max(tabs.count - 1, 0))
        apply(.setTabs(tabs, selectedIndex: selected, reselection: reselection))
    }

    /// Creates a state whose root layer is a split view with `sidebar` in its sidebar
    /// column and nothing selected yet, as ``NavigationOperation/setSplitView(sidebar:style:)-enum.case``
    /// makes it.
    /// - Parameters:
    ///   - sidebar: The module in the sidebar column.
    ///   - style: How many columns it shows.
    public init(sidebar: AnyModule, style: SplitView.Style = .twoColumns) {
        self.init()
        apply(.setSplitView(sidebar: sidebar, style: style))
    }

    /// The root layer of a state built by ``init(newAppearancesIn:presentations:)``.
    enum Root {
        case stack([AnyModule])
        /// The tabs with their stacks; `selected` is an index of them.
        case tabs([Tab], selected: Int, reselection: TabReselection)
        /// The split view, with its detail column's stack.
        case split(SplitView)
    }

    /// A state of new appearances, no two sharing an id (freshly wrapped modules, as
    /// restoration makes), built in time linear in what it holds: the id checks each
    /// operation makes, which cost what is on screen, have nothing to find.
    init(newAppearancesIn root: Root, presentations: [Presentation]) {
        self.init()
        var stack: [AnyModule] = []
        switch root {
        case .stack(let modules):
            stack = modules
        case .tabs(var tabs, let selected, let reselection) where tabs.indices.contains(selected):
            stack = tabs[selected].stack
            tabs[selected].stack = []
            tabStorage = tabs
            selectedTabIndex = selected
            tabReselection = reselection
        case .tabs:
            break
        case .split(var split):
            stack = split.stack
            split.stack = []
            splitStorage = split
        }
        layers = [.root(stack)] + presentations.map(Layer.init)
        highestID = PassedOver(visibleModules.lazy.map(\.id).max { $0.rawValue < $1.rawValue })
    }

    /// The ids of the modules on screen, as ``screenIDs`` keeps them: equality and
    /// hashing pass over them, which the modules themselves decide.
    private struct ScreenIDs: Hashable {
        var ids: Set<AnyModule.ID>?

        static func == (lhs: ScreenIDs, rhs: ScreenIDs) -> Bool { true }

        func hash(into hasher: inout Hasher) {}
    }

    /// Makes ``screenIDs`` anew from what is on screen, for the changes that replace the
    /// whole root layer.
    private mutating func indexScreenIDs() {
        screenIDs.ids = Set(visibleModules.lazy.map(\.id))
    }

    /// Drops `modules` from ``screenIDs``.
    private mutating func removeFromScreenIDs(_ modules: some Sequence<AnyModule>) {
        guard var ids = screenIDs.ids else { return }
        // Taken out while it changes, so it stays the only reference to its storage.
        screenIDs.ids = nil
        for module in modules { ids.remove(module.id) }
        screenIDs.ids = ids
    }

    /// Adds `modules` to ``screenIDs``.
    private mutating func addToScreenIDs(_ modules: some Sequence<AnyModule>) {
        guard var ids = screenIDs.ids else { return }
        screenIDs.ids = nil
        for module in modules { ids.insert(module.id) }
        screenIDs.ids = ids
    }

    // MARK: Layers

    /// The stack of the root layer, bottom first; the root module itself is not in it.
    /// With a tab bar, the root layer is the selected tab, and this is its stack.
    public var stack: [AnyModule] {
        rootLayer.stack
    }

    /// The presented layers, bottom first.
    public var presentations: [Presentation] {
        layers.dropFirst().compactMap(\.presentation)
    }

    /// The root layer: the one place that knows it is the first of ``layers``.
    package private(set) var rootLayer: Layer {
        get { layers[0] }
        _modify { yield &layers[0] }
    }

    /// The presented layers, bottom first: every layer but the root.
    package var presentedLayers: ArraySlice<Layer> {
        layers.dropFirst()
    }

    /// The layer the user sees, the one `push` and `pop` act on.
    package var topLayer: LayerID {
        layers.last?.id ?? .root
    }

    /// The layer `layer` names, or `nil` when no such layer is presented.
    package func layer(_ layer: LayerID) -> Layer? {
        index(of: layer).map { layers[$0] }
    }

    /// `layer` and every layer above it, bottom first; empty when no such layer is
    /// presented.
    package func layers(from layer: LayerID) -> ArraySlice<Layer> {
        index(of: layer).map { layers[$0...] } ?? []
    }

    /// The layer presented over `layer`, if any: what that layer's host presents.
    package func layer(over layer: LayerID) -> Layer? {
        index(of: layer).flatMap { $0 + 1 < layers.count ? layers[$0 + 1] : nil }
    }

    /// The stack of `layer`, or `nil` when no such layer is presented.
    /// - Parameter layer: The layer.
    /// - Returns: Its stack, bottom first.
    package func stack(of layer: LayerID) -> [AnyModule]? {
        self.layer(layer)?.stack
    }

    /// The position of `layer` in ``layers``, searched from the top, where `push` and
    /// `pop` act.
    private func index(of layer: LayerID) -> Int? {
        layers.lastIndex { $0.id == layer }
    }

    // MARK: Tabs

    /// The tab bar's tabs, each with its stack, in the order the tab bar shows them;
    /// empty when the state shows no tab bar.
    public var tabs: [Tab] {
        guard let selectedTabIndex else { return [] }
        var tabs = tabStorage
        tabs[selectedTabIndex].stack = stack
        return tabs
    }

    /// The selected tab, or `nil` without a tab bar.
    public var selectedTab: Tab? {
        selectedTabIndex.map { Tab(module: tabStorage[$0].module, stack: stack) }
    }

    /// The split view at the root, with its detail column's stack, or `nil` when the
    /// root layer is a plain stack or a tab bar.
    public var splitView: SplitView? {
        splitStorage.map { split in
            var split = split
            split.stack = stack
            return split
        }
    }

    // MARK: The compatibility view: items, modalView, sheetView, popupView, alert

    /// The topmost layer's stack: the one the user sees, and the one `push` and `pop`
    /// act on.
    public var items: [AnyModule] {
        layers.last?.stack ?? []
    }

    /// The topmost layer presented as a full-screen modal, if any.
    package var modalView: AnyModule? {
        layers.last { $0.style?.kind == .modal }?.module
    }

    /// The topmost layer presented as a sheet, if any.
    package var sheetView: AnyModule? {
        layers.last { $0.style?.kind == .sheet }?.module
    }

    /// The topmost layer presented as a popup, if any.
    package var popupView: AnyModule? {
        layers.last { $0.style?.kind == .popup }?.module
    }

    /// The module the user sees: the top of the topmost layer's stack, or else that
    /// layer's own module: a presented layer's module, the selected tab's root module, or
    /// the split view's deepest column shown (the detail, else the content, else the
    /// sidebar). `nil` only on a plain root stack that is empty, whose root module the
    /// state does not hold.
    public var topModule: AnyModule? {
        if let top = items.last { return top }
        if let module = layers.last?.module { return module }
        if let tab = selectedTab { return tab.module }
        if let split = splitView { return split.detail ?? split.content ?? split.sidebar }
        return nil
    }

    /// Every module on screen, bottom first: each tab's root module and stack (the
    /// tabs that are not selected stay alive, as in UIKit), or the split view's columns
    /// and detail stack, or the root stack; then each presented layer's module and stack.
    public var visibleModules: [AnyModule] {
        let root: [AnyModule]
        if let splitView {
            root = splitView.modules
        } else if selectedTabIndex != nil {
            root = tabs.flatMap { [$0.module] + $0.stack }
        } else {
            root = stack
        }
        return root + presentedLayers.flatMap(\.modules)
    }

    /// The alert that shows: the head of the queue.
    package var alert: NavigationAlert? {
        alerts.first
    }

    // MARK: Operations

    /// Applies `operation` and reports whether it changed the state.
    ///
    /// This is the one way a state changes; the verbs routers call (`push`, `pop`,
    /// `present`, ...) live on ``NavigationServiceType`` and build the operation.
    /// - Parameter operation: The step to take.
    /// - Returns: `true` when the state changed.
    @discardableResult
    public mutating func apply(_ operation: NavigationOperation) -> Bool {
        guard let change = change(for: operation) else { return false }
        commit(change)
        return true
    }

    /// Applies every operation of `transaction` in order.
    ///
    /// The transaction changed the state when any of its operations did, even when a
    /// later one undoes it: `[.push(x), .pop]` is a change (it showed and removed an
    /// appearance of `x`), and a service notifies its observers of it once.
    /// - Parameter transaction: The operations.
    /// - Returns: `true` when any of them changed the state.
    @discardableResult
    public mutating func apply(_ transaction: NavigationTransaction) -> Bool {
        var changed = false
        for operation in transaction.operations {
            changed = apply(operation) || changed
        }
        return changed
    }

    // MARK: Transitions

    /// What an operation does to the state, decided before anything changes so that an
    /// observer is notified only of real changes.
    enum Change {
        /// Appends the module; `indexes` when the module asked for was made earlier than
        /// the newest on screen, so that the state starts keeping ``screenIDs`` if it does
        /// not yet: the next such push is then a lookup.
        case append(AnyModule, layer: LayerID, indexes: Bool = false)
        case removeLast(Int, layer: LayerID)
        case replaceStack([AnyModule], layer: LayerID)
        /// Presents a layer; `indexes` as for ``append(_:layer:indexes:)``.
        case appendLayer(Presentation, indexes: Bool = false)
        /// Removes this layer and every layer above it.
        case removeLayers(from: LayerID)
        case enqueue(NavigationAlert)
        case replaceHead(NavigationAlert)
        case dequeue
        /// The new tab bar (empty for none), its selection, and its reselection rule.
        case replaceTabs([Tab], selected: Int?, reselection: TabReselection)
        case selectTab(Int)
        /// The new split view (with the new root stack), or `nil` for a plain empty stack.
        case replaceSplit(SplitView?)
        /// The split view's new columns, and how many of the root stack's modules stay.
        case updateSplit(SplitView, keeping: Int)
    }

    /// The change `operation` makes, or `nil` when it changes nothing.
    func change(for operation: NavigationOperation) -> Change? {
        let layer = topLayer
        let top = items
        switch operation {
        case .push(let module):
            return .append(admit(module), layer: layer, indexes: isOlderThanTheScreen(module.id))
        case .pop(let count) where layer == .root && splitStorage?.isCollapsed == true:
            return poppingCollapsedSplitView(count: count)
        case .popToRoot where layer == .root && splitStorage?.isCollapsed == true:
            return poppingCollapsedSplitView(count: .max)
        case .pop(let count):
            let removed = min(max(count, 0), top.count)
            return removed > 0 ? .removeLast(removed, layer: layer) : nil
        case .popToModule(let module):
            return top.lastIndex(of: module).flatMap { popping(above: $0, in: top, layer: layer) }
        case .popToType(let type):
            return top.lastIndex(where: type.matches).flatMap { popping(above: $0, in: top, layer: layer) }
        case .popToRoot:
            return top.isEmpty ? nil : .removeLast(top.count, layer: layer)
        case .setStack(let modules, let target):
            return replacing(stackOf: target ?? layer, with: modules)
        case .setTabs(let modules, let selected, let reselection):
            return replacingTabs(with: modules, selected: selected, reselection: reselection)
        case .selectTab(let module):
            guard let selectedTabIndex else { return nil }
            let index = tabStorage.firstIndex { $0.id == module.id } ?? tabStorage.firstIndex { $0.module == module }
            guard let index else { return nil }
            guard index == selectedTabIndex else { return .selectTab(index) }
            return tabReselection == .popsToRoot && !stack.isEmpty ? .removeLast(stack.count, layer: .root) : nil
        case .setSplitView(let sidebar, let style):
            guard let sidebar else { return splitStorage == nil ? nil : .replaceSplit(nil) }
            if let split = splitStorage, split.style == style,
                split.sidebar.id == sidebar.id || split.sidebar == sidebar
            {
                return nil
            }
            return .replaceSplit(SplitView(style: style, sidebar: admit(sidebar)))
        case .selectInSidebar(let module):
            guard var split = splitStorage else { return nil }
            switch split.style {
            case .twoColumns:
                guard !Self.isSelected(module, split.detail) else { return nil }
                split.detail = module.map(admit)
            case .threeColumns:
                guard !Self.isSelected(module, split.content) else { return nil }
                split.content = module.map(admit)
                split.detail = nil
            }
            return .updateSplit(split, keeping: 0)
        case .selectInContent(let module):
            guard var split = splitStorage, split.style == .threeColumns, split.content != nil,
                !Self.isSelected(module, split.detail)
            else {
                return nil
            }
            split.detail = module.map(admit)
            return .updateSplit(split, keeping: 0)
        case .setSplitViewCollapsed(let collapsed):
            guard var split = splitStorage, split.isCollapsed != collapsed else { return nil }
            split.isCollapsed = collapsed
            return .updateSplit(split, keeping: stack.count)
        case .present(let module, let style):
            return .appendLayer(
                Presentation(style: style, module: admit(module)), indexes: isOlderThanTheScreen(module.id))
        case .dismiss(let dismissal):
            return firstDismissedLayer(for: dismissal).map { .removeLayers(from: $0) }
        case .showAlert(let alert):
            return isQueued(alert) ? nil : .enqueue(alert)
        case .replaceAlert(let alert):
            if alerts.first?.id == alert.id { return nil }
            return alerts.isEmpty ? .enqueue(alert) : .replaceHead(alert)
        case .dismissAlert:
            return alerts.isEmpty ? nil : .dequeue
        }
    }

    /// What a change took off the state: the modules, layers, tabs and alerts it removed,
    /// held so that they are freed when the caller lets go of this value, outside the
    /// mutation of the state. A module's `deinit` (or a captured object's, in an alert's
    /// action) may read the state: run inside the mutation, that read would overlap the
    /// write, which Swift stops as a fatal access conflict.
    struct Discarded {
        fileprivate var module: AnyModule?
        fileprivate var modules: [AnyModule] = []
        fileprivate var layers: ArraySlice<Layer> = []
        fileprivate var alerts: [NavigationAlert] = []
        fileprivate var tabs: [Tab] = []
        fileprivate var split: SplitView?
    }

    /// Makes `change`, which ``change(for:)`` returned for this state.
    /// - Returns: What the change took off the state, to be freed by the caller.
    @discardableResult
    mutating func commit(_ change: Change) -> Discarded {
        var discarded = Discarded()
        switch change {
        case .append(let module, let layer, let indexes):
            guard let index = index(of: layer) else { break }
            note(module.id)
            layers[index].stack.append(module)
            if indexes, screenIDs.ids == nil { indexScreenIDs() } else { screenIDs.ids?.insert(module.id) }
        case .removeLast(let count, let layer):
            guard let index = index(of: layer) else { break }
            if count == 1 {
                discarded.module = layers[index].stack.popLast()
                if let id = discarded.module?.id { screenIDs.ids?.remove(id) }
            } else {
                discarded.modules = Array(layers[index].stack.suffix(count))
                layers[index].stack.removeLast(count)
                removeFromScreenIDs(discarded.modules)
            }
        case .replaceStack(let modules, let layer):
            guard let index = index(of: layer) else { break }
            for module in modules {
                note(module.id)
            }
            discarded.modules = layers[index].stack
            layers[index].stack = modules
            removeFromScreenIDs(discarded.modules)
            addToScreenIDs(modules)
        case .appendLayer(let presentation, let indexes):
            note(presentation.id)
            layers.append(Layer(presentation))
            if indexes, screenIDs.ids == nil {
                indexScreenIDs()
            } else {
                addToScreenIDs(layers[layers.count - 1].modules)
            }
        case .removeLayers(let layer):
            // The root layer is never removed.
            guard let index = index(of: layer), index > 0 else { break }
            discarded.layers = layers[index...]
            layers.removeSubrange(index...)
            removeFromScreenIDs(discarded.layers.flatMap(\.modules))
        case .enqueue(let alert):
            alerts.append(alert)
        case .replaceHead(let alert):
            // The request may wait further back: it moves to the head. The head is
            // another request, so the queue is not empty after the removal.
            discarded.alerts = alerts
            alerts.removeAll { $0.id == alert.id }
            alerts[0] = alert
        case .dequeue:
            discarded.alerts = [alerts.removeFirst()]
        case .replaceTabs(var tabs, let selected, let reselection):
            for tab in tabs {
                note(tab.id)
            }
            discarded.tabs = tabStorage
            discarded.modules = rootLayer.stack
            discarded.split = splitStorage
            if let selected {
                rootLayer.stack = tabs[selected].stack
                tabs[selected].stack = []
            } else {
                rootLayer.stack = []
            }
            tabStorage = tabs
            selectedTabIndex = selected
            // Without a tab bar the rule is the default, so the state equals a fresh one.
            tabReselection = selected == nil ? .popsToRoot : reselection
            splitStorage = nil
            if screenIDs.ids != nil { indexScreenIDs() }
        case .replaceSplit(let split):
            for module in split?.modules ?? [] {
                note(module.id)
            }
            discarded.tabs = tabStorage
            discarded.modules = rootLayer.stack
            discarded.split = splitStorage
            rootLayer.stack = split?.stack ?? []
            splitStorage = split.map { split in
                var split = split
                split.stack = []
                return split
            }
            tabStorage = []
            selectedTabIndex = nil
            tabReselection = .popsToRoot
            if screenIDs.ids != nil { indexScreenIDs() }
        case .selectTab(let index):
            // The stacks move between the tabs: nothing leaves the state.
            guard let current = selectedTabIndex else { break }
            tabStorage[current].stack = stack
            rootLayer.stack = tabStorage[index].stack
            tabStorage[index].stack = []
            selectedTabIndex = index
        case .updateSplit(let split, let keeping):
            for module in split.modules {
                note(module.id)
            }
            discarded.split = splitStorage
            discarded.modules = Array(stack.suffix(stack.count - keeping))
            splitStorage = split
            rootLayer.stack.removeLast(stack.count - keeping)
            removeFromScreenIDs(discarded.split?.modules ?? [])
            removeFromScreenIDs(discarded.modules)
            addToScreenIDs(split.modules)
        }
        return discarded
    }

    /// Whether `module` is what `selection` already shows: the same appearance, or an
    /// equal module, as a list's selection compares rows by value.
    private static func isSelected(_ module: AnyModule?, _ selection: AnyModule?) -> Bool {
        guard let module, let selection else { return module == nil && selection == nil }
        return module.id == selection.id || module == selection
    }

    /// A pop of `count` in a collapsed split view: the detail column's stack first, then
    /// the detail, then the content, as the collapsed stack's back button goes.
    private func poppingCollapsedSplitView(count: Int) -> Change? {
        guard var split = splitStorage, count > 0 else { return nil }
        var remaining = count
        let fromStack = min(remaining, stack.count)
        remaining -= fromStack
        if remaining > 0, split.detail != nil {
            split.detail = nil
            remaining -= 1
        }
        if remaining > 0, split.content != nil {
            split.content = nil
            remaining -= 1
        }
        return remaining == count ? nil : .updateSplit(split, keeping: stack.count - fromStack)
    }

    /// The change that shows `modules` as the tab bar: a tab whose root module matches a
    /// current tab's (by appearance, else by value, each current tab matched once) keeps
    /// that tab; a new one gets an id no module on screen has.
    private func replacingTabs(with modules: [AnyModule], selected: Int, reselection: TabReselection?) -> Change? {
        let reselection = reselection ?? (selectedTabIndex == nil ? .popsToRoot : tabReselection)
        if modules.isEmpty {
            return selectedTabIndex == nil ? nil : .replaceTabs([], selected: nil, reselection: reselection)
        }
        guard modules.indices.contains(selected) else { return nil }
        var kept = Self.matching(modules, in: tabs)
        var used = Set(presentedLayers.flatMap { $0.modules.map(\.id) })
        for tab in kept.compactMap(\.self) {
            used.insert(tab.id)
            used.formUnion(tab.stack.map(\.id))
        }
        for (index, module) in modules.enumerated() where kept[index] == nil {
            let admitted = used.insert(module.id).inserted ? module : module.reidentified()
            used.insert(admitted.id)
            kept[index] = Tab(module: admitted)
        }
        let newTabs = kept.map { $0! }
        let current = tabs
        let same =
            selectedTabIndex == selected && tabReselection == reselection && newTabs.count == current.count
            && zip(newTabs, current).allSatisfy { $0.id == $1.id && $0.stack.map(\.id) == $1.stack.map(\.id) }
        return same ? nil : .replaceTabs(newTabs, selected: selected, reselection: reselection)
    }

    /// For each of `modules` in order, the first of `current` not matched before whose
    /// root module is the same appearance, or else an equal module; `nil` for none. In
    /// time linear in the tabs: each is looked up by id, then by value.
    private static func matching(_ modules: [AnyModule], in current: [Tab]) -> [Tab?] {
        var byID: [AnyModule.ID: Int] = [:]
        var byValue: [AnyModule: [Int]] = [:]
        for (index, tab) in current.enumerated() {
            byID[tab.id] = index
            byValue[tab.module, default: []].append(index)
        }
        // How far into each value's tabs the earlier matches have taken.
        var cursors: [AnyModule: Int] = [:]
        var taken = [Bool](repeating: false, count: current.count)
        return modules.map { module in
            if let index = byID[module.id], !taken[index] {
                taken[index] = true
                return current[index]
            }
            guard let candidates = byValue[module] else { return nil }
            var cursor = cursors[module, default: 0]
            while cursor < candidates.count, taken[candidates[cursor]] { cursor += 1 }
            cursors[module] = cursor
            guard cursor < candidates.count else { return nil }
            taken[candidates[cursor]] = true
            return current[candidates[cursor]]
        }
    }

    private func isQueued(_ alert: NavigationAlert) -> Bool {
        alerts.contains { $0.id == alert.id }
    }

    private func replacing(stackOf layer: LayerID, with modules: [AnyModule]) -> Change? {
        guard let current = stack(of: layer) else { return nil }
        let admitted = admit(modules, layer: layer)
        // The same appearances are the same modules: comparing the values as well would
        // call a stack that holds a module unequal to itself (a `Double.nan`) new.
        let same = AnyModule.sameAppearances(admitted, current)
        return same ? nil : .replaceStack(admitted, layer: layer)
    }

    private func popping(above index: Int, in stack: [AnyModule], layer: LayerID) -> Change? {
        let removed = stack.count - 1 - index
        return removed > 0 ? .removeLast(removed, layer: layer) : nil
    }

    /// The first layer `dismissal` removes; never the root layer.
    private func firstDismissedLayer(for dismissal: NavigationOperation.Dismissal) -> LayerID? {
        let presented = presentedLayers
        switch dismissal {
        case .top: return presented.last?.id
        case .kind(let kind): return presented.last { $0.style?.kind == kind }?.id
        case .layer(let layer): return layer == .root ? nil : self.layer(layer)?.id
        case .all: return presented.first?.id
        }
    }

    /// Whether `id` is no newer than the newest id on screen: a module made earlier, which
    /// may be on screen already.
    private func isOlderThanTheScreen(_ id: AnyModule.ID) -> Bool {
        highestID.value.map { id.rawValue <= $0.rawValue } ?? false
    }

    private mutating func note(_ id: AnyModule.ID) {
        if highestID.value.map({ id.rawValue > $0.rawValue }) ?? true {
            highestID = PassedOver(id)
        }
    }

    /// `module`, or a copy with a new id when its id is already on screen.
    private func admit(_ module: AnyModule) -> AnyModule {
        guard let highestID = highestID.value, module.id.rawValue <= highestID.rawValue,
            screenIDs.ids?.contains(module.id) ?? visibleIDs().contains(module.id)
        else {
            return module
        }
        return module.reidentified()
    }

    /// `modules` as the new stack of `layer`: an id already used by another layer, or by
    /// an earlier module of the new stack, is replaced by a new one.
    private func admit(_ modules: [AnyModule], layer: LayerID) -> [AnyModule] {
        var used = visibleIDs(excludingStackOf: layer)
        return modules.map { module in
            used.insert(module.id).inserted ? module : module.reidentified()
        }
    }

    /// The ids of every module on screen, except those in the stack of `excludedLayer`.
    private func visibleIDs(excludingStackOf excludedLayer: LayerID? = nil) -> Set<AnyModule.ID> {
        var ids = Set<AnyModule.ID>(presentedLayers.lazy.compactMap(\.module?.id))
        for tab in tabStorage {
            ids.insert(tab.id)
            ids.formUnion(tab.stack.lazy.map(\.id))
        }
        if let splitStorage {
            ids.formUnion(splitStorage.modules.lazy.map(\.id))
        }
        for layer in layers where layer.id != excludedLayer {
            ids.formUnion(layer.stack.lazy.map(\.id))
        }
        return ids
    }

    // MARK: Description

    /// The state as an indented tree: the root stack, each presented layer with its
    /// stack, and the alert queue.
    public var description: String {
        treeDescription(rootModule: nil)
    }

    /// The state as an indented tree, naming the root layer's own module.
    /// - Parameter rootModule: The module at the root of the root layer, if known.
    /// - Returns: One line for the root layer, one for each presented layer, indented by
    ///   depth, and one for each queued alert.
    package func treeDescription(rootModule: AnyModule?) -> String {
        var lines = ["root" + (rootModule.map { " \($0)" } ?? "") + Self.describe(stack)]
        if let splitView {
            lines = [splitView.text]
        } else if let selectedTabIndex {
            lines = tabs.enumerated().map { index, tab in
                (index == selectedTabIndex ? "tab (selected) " : "tab ") + "\(tab.module)" + Self.describe(tab.stack)
            }
        }
        for (depth, presentation) in presentations.enumerated() {
            let indent = String(repeating: "  ", count: depth + 1)
            let layer = "\(indent)\(presentation.style.text) \(presentation.module)"
            lines.append(layer + Self.describe(presentation.stack))
        }
        for (position, alert) in alerts.enumerated() {
            lines.append((position == 0 ? "alert " : "queued ") + alert.description)
        }
        return lines.joined(separator: "\n")
    }

    private static func describe(_ stack: [AnyModule]) -> String {
        stack.isEmpty ? "" : " > " + stack.map(\.description).joined(separator: " > ")
    }
}

// MARK: The state before a change

extension NavigationState {
    /// The state before a change, kept without holding the stack the change edits in
    /// place: holding that stack would make the change copy it, so a journal listener
    /// would cost the whole stack on every push and pop.
    ///
    /// For a change to one stack it keeps the rest of the state and what the change
    /// removed or added; ``state(after:)`` rebuilds the stack from the state after.
    struct Prior {
        fileprivate enum Form {
            /// Nothing changed: the state before is the state after.
            case same
            /// The whole state before, for changes that edit no stack in place.
            case whole(NavigationState)
            /// The state before with the stack at `layer` emptied, and how that stack
            /// came from the one after.
            case edited(base: NavigationState, layer: LayerID, recipe: StackRecipe)
        }

        /// How the stack before a change comes from the stack after it: its first `keep`
        /// modules, then `then`. A push keeps all it had and adds nothing back; a pop keeps
        /// what stays and adds back what it removed.
        fileprivate struct StackRecipe {
            let keep: Int
            let then: [AnyModule]
        }

        fileprivate let form: Form

        /// The state before a call that changed nothing.
        static var same: Prior { Prior(form: .same) }

        /// The state before a change that made its own copy of the state, so holding
        /// the whole of it costs nothing more.
        ///
        /// It is held without its index of the ids on screen, which the change would
        /// otherwise copy at the cost of the screen.
        static func whole(_ state: NavigationState) -> Prior {
            var state = state
            state.screenIDs.ids = nil
            return Prior(form: .whole(state))
        }

        /// The state before a change tried on a state that is then put back: held with its
        /// index, which ``NavigationState/restore(_:)`` puts back as it was.
        fileprivate static func indexedWhole(_ state: NavigationState) -> Prior { Prior(form: .whole(state)) }

        /// The state before, from the state after the change.
        func state(after: NavigationState) -> NavigationState {
            switch form {
            case .same:
                return after
            case .whole(let state):
                return state
            case .edited(var base, let layer, let recipe):
                let stack = after.stack(of: layer) ?? []
                base.commit(.replaceStack(Array(stack.prefix(recipe.keep)) + recipe.then, layer: layer))
                return base
            }
        }
    }

    /// The state before `change`, which ``change(for:)`` returned for this state, at the
    /// cost of what the change touches.
    func prior(of change: Change, indexed: Bool = false) -> Prior {
        func edited(layer: LayerID, _ recipe: Prior.StackRecipe) -> Prior {
            var base = self
            // Without its index, which emptying the stack would copy at the cost of the
            // screen.
            base.screenIDs.ids = nil
            base.commit(.replaceStack([], layer: layer))
            return Prior(form: .edited(base: base, layer: layer, recipe: recipe))
        }
        switch change {
        case .append(_, let layer, _):
            return edited(layer: layer, Prior.StackRecipe(keep: stack(of: layer)?.count ?? 0, then: []))
        case .removeLast(let count, let layer):
            let stack = stack(of: layer) ?? []
            return edited(layer: layer, Prior.StackRecipe(keep: stack.count - count, then: Array(stack.suffix(count))))
        case .updateSplit(_, let keeping):
            return edited(
                layer: .root, Prior.StackRecipe(keep: keeping, then: Array(stack.suffix(stack.count - keeping))))
        case .replaceStack, .appendLayer, .removeLayers, .enqueue, .replaceHead, .dequeue, .replaceTabs, .selectTab,
            .replaceSplit:
            // None edits a stack in place: each assigns stacks whole or copies only a
            // list of layers, tabs or alerts.
            return indexed ? .indexedWhole(self) : .whole(self)
        }
    }

    /// The state before a transaction once `change`, which ``change(for:)`` returned for
    /// this state, is made as its next step, where `earlier` is the state before the
    /// transaction as its steps so far left it: pushes and pops on the stack the earlier
    /// steps edit cost what they change; any other step holds the whole state before.
    func prior(of change: Change, following earlier: Prior, indexed: Bool = false) -> Prior {
        switch earlier.form {
        case .same:
            return prior(of: change, indexed: indexed)
        case .whole:
            return earlier
        case .edited(let base, let layer, let recipe):
            switch change {
            case .append(_, let target, _) where target == layer:
                // The modules the recipe keeps are still there, under the new one.
                return earlier
            case .removeLast(let count, let target) where target == layer:
                let stack = stack(of: layer) ?? []
                let remaining = stack.count - count
                guard remaining < recipe.keep else { return earlier }
                let then = Array(stack[remaining..<recipe.keep]) + recipe.then
                return Prior(
                    form: .edited(base: base, layer: layer, recipe: Prior.StackRecipe(keep: remaining, then: then)))
            default:
                let state = earlier.state(after: self)
                return indexed ? .indexedWhole(state) : .whole(state)
            }
        }
    }

    /// The state before a run of calls, oldest first, whose `priors` describe each call's
    /// state before, from the state `after` the last of them: at the cost of the stack and
    /// of what the calls changed, not of a stack per call. Pushes and pops on one stack
    /// compose into one recipe, applied once; a call that holds its state before whole
    /// ends the walk there.
    static func state(before priors: some Sequence<Prior>, after: NavigationState) -> NavigationState {
        // The state so far is `base` (or `source` without one) with, when `pending` is set,
        // the stack of its layer made by its recipe from `source`'s stack of that layer.
        var source = after
        var base: NavigationState?
        var pending: (layer: LayerID, recipe: Prior.StackRecipe)?
        func settled() -> NavigationState {
            guard var state = base, let pending else { return base ?? source }
            let stack = source.stack(of: pending.layer) ?? []
            state.commit(
                .replaceStack(Array(stack.prefix(pending.recipe.keep)) + pending.recipe.then, layer: pending.layer))
            return state
        }
        for prior in priors.reversed() {
            switch prior.form {
            case .same:
                continue
            case .whole(let state):
                source = state
                base = nil
                pending = nil
            case .edited(let priorBase, let layer, let recipe):
                if let current = pending, current.layer == layer {
                    pending = (layer, recipe.applied(after: current.recipe))
                } else {
                    source = settled()
                    pending = (layer, recipe)
                }
                base = priorBase
            }
        }
        return settled()
    }

    /// How many modules the state holds, in time proportional to its layers and tabs.
    package var moduleCount: Int {
        layers.reduce(0) { $0 + $1.stack.count + ($1.module == nil ? 0 : 1) }
            + tabStorage.reduce(0) { $0 + 1 + $1.stack.count } + (splitStorage?.modules.count ?? 0)
    }
}

extension NavigationState.Prior.StackRecipe {
    /// The recipe that makes what this one makes from what `earlier` makes: `earlier`
    /// first, then this one.
    fileprivate func applied(after earlier: Self) -> Self {
        guard keep > earlier.keep else { return Self(keep: keep, then: then) }
        return Self(keep: earlier.keep, then: Array(earlier.then.prefix(keep - earlier.keep)) + then)
    }
}

extension NavigationState {
    /// Puts this state back, in place, to the state before the changes `prior` describes
    /// (made on this state since, with `indexed` priors): pushes and pops are undone at the
    /// cost of what they changed, anything else by holding the whole state before.
    /// - Returns: What the undoing took off the state, and the state it replaced, to be
    ///   freed by the caller once the state is consistent again.
    mutating func restore(_ prior: Prior) -> (discarded: [Discarded], replaced: NavigationState?) {
        switch prior.form {
        case .same:
            return ([], nil)
        case .whole(var state):
            swap(&self, &state)
            return ([], state)
        case .edited(_, let layer, let recipe):
            var discarded: [Discarded] = []
            let count = stack(of: layer)?.count ?? 0
            if count > recipe.keep { discarded.append(commit(.removeLast(count - recipe.keep, layer: layer))) }
            for module in recipe.then {
                discarded.append(commit(.append(module, layer: layer)))
            }
            return (discarded, nil)
        }
    }
}
