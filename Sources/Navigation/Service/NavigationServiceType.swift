/// What routers depend on to navigate, and what tests replace with a mock.
///
/// A conforming type provides the state and applies operations; every navigation
/// call (`push`, `pop`, `present`, `dismiss`, alerts) and the compatibility
/// properties (`items`, `modalView`, `popupView`, `alert`) come from an extension, so
/// each of them reaches the conformer as one ``NavigationOperation``.
@MainActor
public protocol NavigationServiceType: AnyObject, Sendable {
    /// The current navigation state.
    var state: NavigationState { get }

    /// Applies `operation` as one change.
    /// - Parameter operation: The step to take.
    /// - Returns: `true` when the state changed.
    @discardableResult
    func apply(_ operation: NavigationOperation) -> Bool

    /// Applies every operation of `transaction` as one change.
    /// - Parameter transaction: The operations, in order.
    /// - Returns: `true` when any of them changed the state.
    @discardableResult
    func apply(_ transaction: NavigationTransaction) -> Bool

    /// Shows a module with `operation` (a push or a presentation) and waits until it
    /// finishes with a value or leaves the screen; resumes exactly once.
    /// - Parameters:
    ///   - operation: A push or a presentation.
    ///   - type: The type of value the module finishes with.
    /// - Returns: How the module left.
    func apply<Value: Sendable>(_ operation: NavigationOperation, awaitingResult type: Value.Type) async
        -> NavigationResult<Value>

    /// Finishes the module on top with `value`: takes it off the screen, then resumes
    /// whoever awaits it.
    /// - Parameter value: The module's result.
    /// - Returns: `false`, changing nothing, when no one awaits a `Value` from the module on top.
    @discardableResult
    func finish<Value: Sendable>(returning value: Value) -> Bool
}

extension NavigationServiceType {
    /// The topmost layer's stack; setting it replaces that stack.
    public var items: [AnyModule] {
        get { state.items }
        set { apply(.setStack(newValue)) }
    }

    /// The topmost full-screen modal; setting a module presents it as a new modal,
    /// setting `nil` dismisses the topmost modal and every layer above it.
    public var modalView: AnyModule? {
        get { state.modalView }
        set { apply(newValue.map { .present($0, style: .modal) } ?? .dismissModal) }
    }

    /// The topmost popup; setting a module presents it as a new popup, setting `nil`
    /// dismisses the topmost popup and every layer above it.
    public var popupView: AnyModule? {
        get { state.popupView }
        set { apply(newValue.map { .present($0, style: .popup) } ?? .dismissPopup) }
    }

    /// The alert that shows; setting an alert shows it, or queues it behind the one
    /// that shows; setting `nil` dismisses the one that shows.
    public var alert: NavigationAlert? {
        get { state.alert }
        set { apply(newValue.map { .showAlert($0) } ?? .dismissAlert) }
    }

    /// Pushes `module` onto the topmost layer's stack.
    @discardableResult
    public func push(_ module: some Module) -> Bool { apply(.push(module)) }

    /// Pushes `module` and waits until it finishes with a `Value` or leaves the screen.
    public func push<Value: Sendable>(_ module: some Module, expecting type: Value.Type) async -> NavigationResult<
        Value
    > {
        await apply(.push(module), awaitingResult: type)
    }

    /// Presents `module` as a full-screen cover and waits until it finishes with a
    /// `Value` or leaves the screen.
    public func present<Value: Sendable>(modal module: some Module, expecting type: Value.Type) async
        -> NavigationResult<Value>
    {
        await apply(.present(modal: module), awaitingResult: type)
    }

    /// Presents `module` as a sheet and waits until it finishes with a `Value` or
    /// leaves the screen, swiped down included.
    public func present<Value: Sendable>(
        sheet module: some Module,
        options: SheetOptions = SheetOptions(),
        expecting type: Value.Type
    ) async -> NavigationResult<Value> {
        await apply(.present(sheet: module, options: options), awaitingResult: type)
    }

    /// Presents `module` as a popup and waits until it finishes with a `Value` or
    /// leaves the screen.
    public func present<Value: Sendable>(popup module: some Module, expecting type: Value.Type) async
        -> NavigationResult<Value>
    {
        await apply(.present(popup: module), awaitingResult: type)
    }

    /// Pops the top module off the topmost layer's stack; changes nothing when it is empty.
    @discardableResult
    public func pop() -> Bool { apply(.pop) }

    /// Pops `count` modules off the topmost layer's stack, stopping at its root.
    @discardableResult
    public func pop(count: Int) -> Bool { apply(.pop(count: count)) }

    /// Pops the topmost layer's stack back to the last module equal to `module`.
    @discardableResult
    public func pop(to module: some Module) -> Bool { apply(.pop(to: module)) }

    /// Pops the topmost layer's stack back to the last module of type `type`.
    @discardableResult
    public func pop<M: Module>(to type: M.Type) -> Bool { apply(.pop(to: type)) }

    /// Empties the topmost layer's stack.
    @discardableResult
    public func popToRoot() -> Bool { apply(.popToRoot) }

    /// Presents `module` as a full-screen cover over every layer.
    @discardableResult
    public func present(modal module: some Module) -> Bool { apply(.present(modal: module)) }

    /// Presents `module` as a sheet over every layer.
    @discardableResult
    public func present(sheet module: some Module, options: SheetOptions = SheetOptions()) -> Bool {
        apply(.present(sheet: module, options: options))
    }

    /// Presents `module` as a popup over every layer.
    @discardableResult
    public func present(popup module: some Module) -> Bool { apply(.present(popup: module)) }

    /// Dismisses the topmost layer.
    @discardableResult
    public func dismiss() -> Bool { apply(.dismiss) }

    /// Dismisses the topmost full-screen modal and every layer above it.
    @discardableResult
    public func dismissModal() -> Bool { apply(.dismissModal) }

    /// Dismisses the topmost sheet and every layer above it.
    @discardableResult
    public func dismissSheet() -> Bool { apply(.dismissSheet) }

    /// Dismisses the topmost popup and every layer above it.
    @discardableResult
    public func dismissPopup() -> Bool { apply(.dismissPopup) }

    /// Dismisses every presented layer.
    @discardableResult
    public func dismissAll() -> Bool { apply(.dismissAll) }

    /// Shows `alert`, or queues it behind the alert that shows.
    @discardableResult
    public func showAlert(_ alert: NavigationAlert) -> Bool { apply(.showAlert(alert)) }

    /// Dismisses the alert that shows; the next queued alert appears.
    @discardableResult
    public func dismissAlert() -> Bool { apply(.dismissAlert) }
}
