// The router verbs: each builds one operation (or, for the single-slot compatibility
// setters, one transaction) and hands it to `apply`, so a conformer, the testing mock
// included, sees every call in the vocabulary of `NavigationOperation`.

extension NavigationServiceType {
    // MARK: The compatibility view: items, modalView, sheetView, popupView, alert

    /// The topmost layer's stack; setting it replaces that stack.
    public var items: [AnyModule] {
        get { state.items }
        set {
            requireMainActor("items = \(newValue)")
            apply(.setStack(newValue))
        }
    }

    /// The topmost full-screen modal, in the seed's single-slot meaning.
    ///
    /// Setting a module shows it in place of the topmost modal: that modal and every
    /// layer above it are dismissed, then the module is presented, as one change;
    /// setting the appearance that already shows (`modalView = modalView`) changes
    /// nothing.
    /// Setting `nil` dismisses the topmost modal and every layer above it. To stack a
    /// modal over another, call ``present(modal:)``.
    public var modalView: AnyModule? {
        get { state.modalView }
        set {
            requireMainActor("modalView = \(newValue.map { "\($0)" } ?? "nil")")
            replaceLayer(of: .modal, with: newValue.map { .present($0, style: .modal) })
        }
    }

    /// The topmost sheet, in the seed's single-slot meaning: setting a module shows it
    /// in place of the topmost sheet (with the default options); setting `nil`
    /// dismisses the topmost sheet and every layer above it. To stack sheets, call
    /// ``present(sheet:options:)``.
    public var sheetView: AnyModule? {
        get { state.sheetView }
        set {
            requireMainActor("sheetView = \(newValue.map { "\($0)" } ?? "nil")")
            replaceLayer(of: .sheet, with: newValue.map { .present($0, style: .sheet) })
        }
    }

    /// The topmost popup, in the seed's single-slot meaning: setting a module shows it
    /// in place of the topmost popup; setting `nil` dismisses the topmost popup and
    /// every layer above it. To stack popups, call ``present(popup:options:)``.
    public var popupView: AnyModule? {
        get { state.popupView }
        set {
            requireMainActor("popupView = \(newValue.map { "\($0)" } ?? "nil")")
            replaceLayer(of: .popup, with: newValue.map { .present($0, style: .popup) })
        }
    }

    /// The alert that shows, in the seed's single-slot meaning: setting an alert shows
    /// it in place of the one that shows (the alerts queued behind stay queued); setting
    /// `nil` dismisses the one that shows. To queue an alert behind the one that shows,
    /// call ``showAlert(_:)``.
    public var alert: NavigationAlert? {
        get { state.alert }
        set {
            requireMainActor("alert = \(newValue.map { "\($0)" } ?? "nil")")
            apply(newValue.map { .replaceAlert($0) } ?? .dismissAlert)
        }
    }

    /// Dismisses the topmost layer of `kind`, if any, and presents with `presentation`,
    /// as one change; changes nothing when that layer already shows the same appearance.
    private func replaceLayer(of kind: PresentationStyle.Kind, with presentation: NavigationOperation?) {
        let dismissal = NavigationOperation.dismiss(.kind(kind))
        guard let presentation, case .present(let module, _) = presentation else {
            apply(dismissal)
            return
        }
        let current = state.presentations.last { $0.style.kind == kind }
        if current?.id == module.id { return }
        if current == nil {
            apply(presentation)
        } else {
            apply([dismissal, presentation])
        }
    }

    // MARK: Stacks

    /// Pushes `module` onto the topmost layer's stack.
    @discardableResult
    public func push(_ module: some Module) -> Bool {
        requireMainActor("push(\(module))")
        return apply(.push(module))
    }

    /// Pops the top module off the topmost layer's stack; changes nothing when it is empty.
    @discardableResult
    public func pop() -> Bool {
        requireMainActor("pop()")
        return apply(.pop)
    }

    /// Pops `count` modules off the topmost layer's stack, stopping at its root.
    @discardableResult
    public func pop(count: Int) -> Bool {
        requireMainActor("pop(count: \(count))")
        return apply(.pop(count: count))
    }

    /// Pops the topmost layer's stack back to the last module equal to `module`.
    @discardableResult
    public func pop(to module: some Module) -> Bool {
        requireMainActor("pop(to: \(module))")
        return apply(.pop(to: module))
    }

    /// Pops the topmost layer's stack back to the last module of type `type`.
    @discardableResult
    public func pop<M: Module>(to type: M.Type) -> Bool {
        requireMainActor("pop(to: \(type).self)")
        return apply(.pop(to: type))
    }

    /// Empties the topmost layer's stack.
    @discardableResult
    public func popToRoot() -> Bool {
        requireMainActor("popToRoot()")
        return apply(.popToRoot)
    }

    /// Replaces the stack of `layer`, the topmost layer's by default.
    /// - Parameters:
    ///   - modules: The new stack, bottom first.
    ///   - layer: The layer whose stack to replace; `nil` for the topmost one.
    /// - Returns: `true` when the state changed.
    @discardableResult
    public func setStack(_ modules: [AnyModule], layer: LayerID? = nil) -> Bool {
        requireMainActor("setStack(\(modules))")
        return apply(.setStack(modules, layer: layer))
    }

    // MARK: Tabs

    /// Shows a tab bar, one tab per module, selecting the tab at `selectedIndex`; an
    /// empty list removes the tab bar. Tabs whose root module stays keep their stacks.
    /// - Parameters:
    ///   - tabs: The tabs' root modules, in the order the tab bar shows them.
    ///   - selectedIndex: The position of the tab to select.
    ///   - reselection: What selecting the selected tab does; `nil`, the default, keeps
    ///     the tab bar's (``TabReselection/popsToRoot`` for a new tab bar).
    /// - Returns: `true` when the state changed.
    @discardableResult
    public func setTabs(
        _ tabs: [AnyModule],
        selectedIndex: Int = 0,
        reselection: TabReselection? = nil
    ) -> Bool {
        requireMainActor("setTabs(\(tabs), selectedIndex: \(selectedIndex))")
        return apply(.setTabs(tabs, selectedIndex: selectedIndex, reselection: reselection))
    }

    /// Selects the tab whose root module is `module`; selecting the selected tab pops
    /// it to its root unless the tab bar keeps stacks on reselection.
    @discardableResult
    public func selectTab(_ module: some Module) -> Bool {
        requireMainActor("selectTab(\(module))")
        return apply(.selectTab(module))
    }

    // MARK: Split view

    /// Shows a split view at the root with `sidebar` in its sidebar column, in place of
    /// the root stack or tab bar.
    @discardableResult
    public func setSplitView(sidebar: some Module, style: SplitView.Style = .twoColumns) -> Bool {
        requireMainActor("setSplitView(sidebar: \(sidebar), style: \(style))")
        return apply(.setSplitView(sidebar: sidebar, style: style))
    }

    /// Selects `module` in the split view's sidebar: it shows in the next column, and
    /// the columns after it are cleared.
    @discardableResult
    public func selectInSidebar(_ module: some Module) -> Bool {
        requireMainActor("selectInSidebar(\(module))")
        return apply(.selectInSidebar(module))
    }

    /// Selects `module` in a three-column split view's content column: it shows at the
    /// root of the detail column.
    @discardableResult
    public func selectInContent(_ module: some Module) -> Bool {
        requireMainActor("selectInContent(\(module))")
        return apply(.selectInContent(module))
    }

    // MARK: Layers

    /// Presents `module` as a full-screen cover over every layer.
    @discardableResult
    public func present(modal module: some Module) -> Bool {
        requireMainActor("present(modal: \(module))")
        return apply(.present(modal: module))
    }

    /// Presents `module` as a sheet over every layer.
    @discardableResult
    public func present(sheet module: some Module, options: SheetOptions = SheetOptions()) -> Bool {
        requireMainActor("present(sheet: \(module))")
        return apply(.present(sheet: module, options: options))
    }

    /// Presents `module` as a popup over every layer.
    @discardableResult
    public func present(popup module: some Module, options: PopupOptions = PopupOptions()) -> Bool {
        requireMainActor("present(popup: \(module))")
        return apply(.present(popup: module, options: options))
    }

    /// Dismisses the topmost layer.
    @discardableResult
    public func dismiss() -> Bool {
        requireMainActor("dismiss()")
        return apply(.dismiss)
    }

    /// Dismisses the topmost full-screen modal and every layer above it.
    @discardableResult
    public func dismissModal() -> Bool {
        requireMainActor("dismissModal()")
        return apply(.dismissModal)
    }

    /// Dismisses the topmost sheet and every layer above it.
    @discardableResult
    public func dismissSheet() -> Bool {
        requireMainActor("dismissSheet()")
        return apply(.dismissSheet)
    }

    /// Dismisses the topmost popup and every layer above it.
    @discardableResult
    public func dismissPopup() -> Bool {
        requireMainActor("dismissPopup()")
        return apply(.dismissPopup)
    }

    /// Dismisses every presented layer.
    @discardableResult
    public func dismissAll() -> Bool {
        requireMainActor("dismissAll()")
        return apply(.dismissAll)
    }

    // MARK: Alerts

    /// Shows `alert`, or queues it behind the alert that shows.
    @discardableResult
    public func showAlert(_ alert: NavigationAlert) -> Bool {
        requireMainActor("showAlert(\(alert))")
        return apply(.showAlert(alert))
    }

    /// Dismisses the alert that shows; the next queued alert appears.
    @discardableResult
    public func dismissAlert() -> Bool {
        requireMainActor("dismissAlert()")
        return apply(.dismissAlert)
    }

    /// Answers the alert that shows with `button`, as a tap on it does: dismisses the
    /// alert, then runs the button's action once.
    ///
    /// A tap on an alert that no longer shows (answered already, or dismissed) changes
    /// nothing, so an action never runs twice; ``NavigationService`` journals it all the
    /// same, as a call that changed nothing, since every call reaches the journal. The action runs only when the dismissal
    /// does: a guard that rejects it, or redirects it to steps that do not dismiss the
    /// alert (replacing it, say), leaves the action unrun.
    ///
    /// A tap made while another call applies (from a guard or a journal listener) is
    /// queued, as every such call is, and answers at its turn: it dismisses the alert
    /// only if that alert still shows, through the guards, and runs the action only if
    /// the dismissal applied. A second tap queued on the same alert finds it gone and
    /// does nothing, and the alert queued behind it stays.
    /// - Parameters:
    ///   - button: The button the user tapped.
    ///   - alert: The alert the button belongs to.
    /// - Returns: `true` when the alert was showing and its dismissal applied, and the
    ///   action ran; `true` also for a tap queued behind the call applying.
    @discardableResult
    public func tap(_ button: NavigationAlert.Button, of alert: NavigationAlert) -> Bool {
        requireMainActor("tap(\(button), of: \(alert))")
        let shows = state.alert?.id == alert.id
        // A conformer that checks the alert when the call applies hears of a tap on an
        // alert gone too, and journals it; any other would dismiss the wrong alert.
        guard shows || self is any ChecksTapsWhenApplying else { return false }
        var dismissal: NavigationTransaction = [.dismissAlert]
        dismissal.answering = PassedOver(AlertAnswer(alert: alert.id, action: button.action))
        let outcome = attempt(dismissal)
        if outcome.isQueued { return true }
        guard shows, outcome.answered(alert.id, now: state) else { return false }
        button.action?()
        return true
    }

    // MARK: Awaited results

    /// Pushes `module` and waits until it finishes with a `Value` or leaves the screen.
    public func push<Value: Sendable>(_ module: some Module, expecting type: Value.Type) async -> NavigationResult<
        Value
    > {
        await apply(.push(module), expecting: type)
    }

    /// Presents `module` as a full-screen cover and waits until it finishes with a
    /// `Value` or leaves the screen.
    public func present<Value: Sendable>(modal module: some Module, expecting type: Value.Type) async
        -> NavigationResult<Value>
    {
        await apply(.present(modal: module), expecting: type)
    }

    /// Presents `module` as a sheet and waits until it finishes with a `Value` or
    /// leaves the screen, swiped down included.
    public func present<Value: Sendable>(
        sheet module: some Module,
        options: SheetOptions = SheetOptions(),
        expecting type: Value.Type
    ) async -> NavigationResult<Value> {
        await apply(.present(sheet: module, options: options), expecting: type)
    }

    /// Presents `module` as a popup and waits until it finishes with a `Value` or
    /// leaves the screen.
    public func present<Value: Sendable>(
        popup module: some Module,
        options: PopupOptions = PopupOptions(),
        expecting type: Value.Type
    ) async -> NavigationResult<Value> {
        await apply(.present(popup: module, options: options), expecting: type)
    }
    /// Stops the program when a verb is called off the main actor, naming the verb as its
    /// caller wrote it (`pop()`): the check `apply` makes would name the operation the verb
    /// builds (`apply(pop)`), a call the caller never wrote.
    @inline(__always)
    private func requireMainActor(_ call: @autoclosure () -> String) {
        MainActorCheck.require(call(), in: "\(Self.self)")
    }
}

/// A conformer whose ``NavigationServiceType/attempt(_:showing:)`` checks, when a tap's
/// dismissal applies, that the alert it answers still shows, and changes nothing (and
/// journals the call as one that changed nothing) when it does not: ``tap(_:of:)`` hands
/// it every tap, so every call reaches its journal.
package protocol ChecksTapsWhenApplying: NavigationServiceType {}
