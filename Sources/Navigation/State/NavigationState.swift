/// The whole navigation state of a scene, as a value: the root stack, the presented
/// layers over it, and the alert queue.
///
/// Every operation is a `mutating` method with one defined outcome in every state, and
/// returns whether it changed anything:
///
/// | operation | when it changes nothing |
/// |---|---|
/// | `push(_:)` | never: it always pushes onto the topmost layer |
/// | `pop()`, `pop(count:)` | the topmost stack is empty, or `count` is below 1; a count past the root stops at the root |
/// | `pop(to: module)`, `pop(to: Type.self)` | no such module in the topmost stack, or it is already on top |
/// | `popToRoot()` | the topmost stack is empty |
/// | `setStack(_:)` | the new stack is the current one |
/// | `setLayerStack(_:layer:)` | no such layer, or its new stack is its current one |
/// | `present(modal:)`, `present(sheet:options:)`, `present(popup:)` | never: any layer can stack on any other |
/// | `dismiss()`, `dismissAll()` | nothing is presented |
/// | `dismissModal()`, `dismissSheet()`, `dismissPopup()` | no layer of that kind is presented |
/// | `showAlert(_:)` | the same alert request is already queued |
/// | `dismissAlert()` | no alert shows |
///
/// Dismissing a layer dismisses every layer above it; alerts stay queued across
/// dismissals, over whatever layer is then on top.
///
/// Every module on screen has an ``AnyModule/id`` that no other visible module has: a
/// module value that arrives with an id already on screen gets a new one.
public struct NavigationState: Hashable, CustomStringConvertible {
    /// The stack of the root layer, bottom first; the root module itself is not in it.
    public private(set) var stack: [AnyModule]
    /// The presented layers, bottom first.
    public private(set) var presentations: [Presentation]
    /// The alert queue; its first alert is the one that shows.
    public private(set) var alerts: [NavigationAlert]
    /// Every id in the state is at most this one: a module with a greater id is new.
    private var highestID: AnyModule.ID?

    /// Creates a state with nothing pushed, presented or alerted.
    public init() {
        stack = []
        presentations = []
        alerts = []
    }

    /// Creates a state from its parts, giving a new id to any module whose id an
    /// earlier module in the state already has.
    /// - Parameters:
    ///   - stack: The root layer's stack.
    ///   - presentations: The presented layers, bottom first.
    ///   - alerts: The alert queue.
    public init(stack: [AnyModule], presentations: [Presentation] = [], alerts: [NavigationAlert] = []) {
        self.init()
        for presentation in presentations {
            apply(.present(presentation.module, style: presentation.style))
            apply(.setStack(presentation.stack))
        }
        commit(.replaceStack(admit(stack, layer: 0), layer: 0))
        for alert in alerts {
            apply(.showAlert(alert))
        }
    }

    // MARK: The compatibility view: items, modalView, popupView, alert

    /// The topmost layer's stack: the one the user sees, and the one `push` and `pop`
    /// act on.
    public var items: [AnyModule] {
        presentations.last?.stack ?? stack
    }

    /// The topmost layer presented as a full-screen modal, if any.
    public var modalView: AnyModule? {
        presentations.last { $0.style.kind == .modal }?.module
    }

    /// The topmost layer presented as a sheet, if any.
    public var sheetView: AnyModule? {
        presentations.last { $0.style.kind == .sheet }?.module
    }

    /// The topmost layer presented as a popup, if any.
    public var popupView: AnyModule? {
        presentations.last { $0.style.kind == .popup }?.module
    }

    /// The module the user sees: the top of the topmost layer's stack, or that layer's
    /// root module; `nil` when that is the root layer's own root module, which the state
    /// does not hold.
    public var topModule: AnyModule? {
        items.last ?? presentations.last?.module
    }

    /// Every module on screen, bottom first: the root stack, then each presented layer's
    /// module and stack.
    public var visibleModules: [AnyModule] {
        stack + presentations.flatMap { [$0.module] + $0.stack }
    }

    /// The alert that shows: the head of the queue.
    public var alert: NavigationAlert? {
        alerts.first
    }

    // MARK: Operations

    /// Applies `operation` and reports whether it changed the state.
    /// - Parameter operation: The step to take.
    /// - Returns: `true` when the state changed.
    @discardableResult
    public mutating func apply(_ operation: NavigationOperation) -> Bool {
        guard let change = change(for: operation) else { return false }
        commit(change)
        return true
    }

    /// Applies every operation of `transaction` in order.
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

    /// Pushes `module` onto the topmost layer's stack.
    @discardableResult
    public mutating func push(_ module: some Module) -> Bool { apply(.push(module)) }

    /// Pushes `module` onto the topmost layer's stack.
    @discardableResult
    public mutating func push(_ module: AnyModule) -> Bool { apply(.push(module)) }

    /// Pops the top module off the topmost layer's stack; changes nothing when it is empty.
    @discardableResult
    public mutating func pop() -> Bool { apply(.pop) }

    /// Pops `count` modules off the topmost layer's stack, stopping at its root.
    @discardableResult
    public mutating func pop(count: Int) -> Bool { apply(.pop(count: count)) }

    /// Pops the topmost layer's stack back to the last module equal to `module`.
    @discardableResult
    public mutating func pop(to module: some Module) -> Bool { apply(.pop(to: module)) }

    /// Pops the topmost layer's stack back to the last module of type `type`.
    @discardableResult
    public mutating func pop<M: Module>(to type: M.Type) -> Bool { apply(.pop(to: type)) }

    /// Empties the topmost layer's stack.
    @discardableResult
    public mutating func popToRoot() -> Bool { apply(.popToRoot) }

    /// Replaces the topmost layer's stack.
    @discardableResult
    public mutating func setStack(_ modules: [AnyModule]) -> Bool { apply(.setStack(modules)) }

    /// Presents `module` as a full-screen cover over every layer.
    @discardableResult
    public mutating func present(modal module: some Module) -> Bool { apply(.present(modal: module)) }

    /// Presents `module` as a sheet over every layer.
    @discardableResult
    public mutating func present(sheet module: some Module, options: SheetOptions = SheetOptions()) -> Bool {
        apply(.present(sheet: module, options: options))
    }

    /// Presents `module` as a popup over every layer.
    @discardableResult
    public mutating func present(popup module: some Module) -> Bool { apply(.present(popup: module)) }

    /// Dismisses the topmost layer.
    @discardableResult
    public mutating func dismiss() -> Bool { apply(.dismiss) }

    /// Dismisses the topmost full-screen modal and every layer above it.
    @discardableResult
    public mutating func dismissModal() -> Bool { apply(.dismissModal) }

    /// Dismisses the topmost sheet and every layer above it.
    @discardableResult
    public mutating func dismissSheet() -> Bool { apply(.dismissSheet) }

    /// Dismisses the topmost popup and every layer above it.
    @discardableResult
    public mutating func dismissPopup() -> Bool { apply(.dismissPopup) }

    /// Dismisses every presented layer.
    @discardableResult
    public mutating func dismissAll() -> Bool { apply(.dismissAll) }

    /// Shows `alert`, or queues it behind the alert that shows.
    @discardableResult
    public mutating func showAlert(_ alert: NavigationAlert) -> Bool { apply(.showAlert(alert)) }

    /// Dismisses the alert that shows; the next queued alert appears.
    @discardableResult
    public mutating func dismissAlert() -> Bool { apply(.dismissAlert) }

    // MARK: Transitions

    /// What an operation does to the state, decided before anything changes so that an
    /// observer is notified only of real changes.
    enum Change {
        case append(AnyModule, layer: Int)
        case removeLast(Int, layer: Int)
        case replaceStack([AnyModule], layer: Int)
        case appendLayer(Presentation)
        case removeLayers(from: Int)
        case enqueue(NavigationAlert)
        case dequeue
    }

    /// The change `operation` makes, or `nil` when it changes nothing.
    func change(for operation: NavigationOperation) -> Change? {
        let layer = presentations.count
        let top = items
        switch operation {
        case .push(let module):
            return .append(admit(module), layer: layer)
        case .pop(let count):
            let removed = min(max(count, 0), top.count)
            return removed > 0 ? .removeLast(removed, layer: layer) : nil
        case .popToModule(let module):
            return top.lastIndex(of: module).flatMap { popping(above: $0, in: top, layer: layer) }
        case .popToType(let type):
            return top.lastIndex(where: type.matches).flatMap { popping(above: $0, in: top, layer: layer) }
        case .popToRoot:
            return top.isEmpty ? nil : .removeLast(top.count, layer: layer)
        case .setStack(let modules):
            return replacing(stackOf: layer, with: modules)
        case .setLayerStack(let modules, let id):
            guard let id else { return replacing(stackOf: 0, with: modules) }
            return presentations.firstIndex { $0.id == id }.flatMap { replacing(stackOf: $0 + 1, with: modules) }
        case .present(let module, let style):
            return .appendLayer(Presentation(style: style, module: admit(module)))
        case .dismiss(let dismissal):
            return firstDismissedLayer(for: dismissal).map { .removeLayers(from: $0) }
        case .showAlert(let alert):
            return alerts.contains { $0.id == alert.id } ? nil : .enqueue(alert)
        case .dismissAlert:
            return alerts.isEmpty ? nil : .dequeue
        }
    }

    /// Makes `change`, which ``change(for:)`` returned for this state.
    mutating func commit(_ change: Change) {
        switch change {
        case .append(let module, let layer):
            note(module.id)
            if layer == 0 {
                stack.append(module)
            } else {
                presentations[layer - 1].stack.append(module)
            }
        case .removeLast(let count, let layer):
            if layer == 0 {
                stack.removeLast(count)
            } else {
                presentations[layer - 1].stack.removeLast(count)
            }
        case .replaceStack(let modules, let layer):
            for module in modules {
                note(module.id)
            }
            if layer == 0 {
                stack = modules
            } else {
                presentations[layer - 1].stack = modules
            }
        case .appendLayer(let presentation):
            note(presentation.id)
            presentations.append(presentation)
        case .removeLayers(let index):
            presentations.removeSubrange(index...)
        case .enqueue(let alert):
            alerts.append(alert)
        case .dequeue:
            alerts.removeFirst()
        }
    }

    private func replacing(stackOf layer: Int, with modules: [AnyModule]) -> Change? {
        let current = layer == 0 ? stack : presentations[layer - 1].stack
        let admitted = admit(modules, layer: layer)
        let same = admitted.count == current.count && zip(admitted, current).allSatisfy { $0.id == $1.id && $0 == $1 }
        return same ? nil : .replaceStack(admitted, layer: layer)
    }

    private func popping(above index: Int, in stack: [AnyModule], layer: Int) -> Change? {
        let removed = stack.count - 1 - index
        return removed > 0 ? .removeLast(removed, layer: layer) : nil
    }

    private func firstDismissedLayer(for dismissal: NavigationOperation.Dismissal) -> Int? {
        guard !presentations.isEmpty else { return nil }
        switch dismissal {
        case .top: return presentations.count - 1
        case .kind(let kind): return presentations.lastIndex { $0.style.kind == kind }
        case .layer(let id): return presentations.firstIndex { $0.id == id }
        case .all: return 0
        }
    }

    private mutating func note(_ id: AnyModule.ID) {
        if highestID.map({ id > $0 }) ?? true {
            highestID = id
        }
    }

    /// `module`, or a copy with a new id when its id is already on screen.
    private func admit(_ module: AnyModule) -> AnyModule {
        guard let highestID, module.id <= highestID, visibleIDs().contains(module.id) else { return module }
        return module.reidentified()
    }

    /// `modules` as the new stack of `layer`: an id already used by another layer, or by
    /// an earlier module of the new stack, is replaced by a new one.
    private func admit(_ modules: [AnyModule], layer: Int) -> [AnyModule] {
        var used = visibleIDs(excludingStackOf: layer)
        return modules.map { module in
            used.insert(module.id).inserted ? module : module.reidentified()
        }
    }

    /// The ids of every module on screen, except those in the stack of `excludedLayer`.
    private func visibleIDs(excludingStackOf excludedLayer: Int? = nil) -> Set<AnyModule.ID> {
        var ids = Set<AnyModule.ID>()
        if excludedLayer != 0 {
            ids.formUnion(stack.lazy.map(\.id))
        }
        for (index, presentation) in presentations.enumerated() {
            ids.insert(presentation.id)
            if excludedLayer != index + 1 {
                ids.formUnion(presentation.stack.lazy.map(\.id))
            }
        }
        return ids
    }

    // MARK: Description

    /// Whether both states hold equal modules in equal layers and equal alerts; ids are
    /// not compared.
    public static func == (lhs: NavigationState, rhs: NavigationState) -> Bool {
        lhs.stack == rhs.stack && lhs.presentations == rhs.presentations && lhs.alerts == rhs.alerts
    }

    /// Hashes the stacks, layers and alerts.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(stack)
        hasher.combine(presentations)
        hasher.combine(alerts)
    }

    /// The state as an indented tree: the root stack, each presented layer with its
    /// stack, and the alert queue.
    public var description: String {
        treeDescription(rootModule: nil)
    }

    /// The state as an indented tree, naming the root layer's own module.
    /// - Parameter rootModule: The module at the root of the root layer, if known.
    /// - Returns: One line for the root layer, one for each presented layer, indented by
    ///   depth, and one for each queued alert.
    public func treeDescription(rootModule: AnyModule?) -> String {
        var lines = ["root" + (rootModule.map { " \($0)" } ?? "") + Self.describe(stack)]
        for (depth, presentation) in presentations.enumerated() {
            let indent = String(repeating: "  ", count: depth + 1)
            lines.append("\(indent)\(presentation.style) \(presentation.module)" + Self.describe(presentation.stack))
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
