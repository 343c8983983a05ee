// Showing a module without choosing its presentation: the verbs routers call, each
// reaching the conformer as `attempt(_:showing:)` or its awaiting variant.

extension NavigationServiceType {
    /// Shows `module` where the app's ``presentationPolicy`` places it: pushed, or
    /// presented as a modal, a sheet or a popup.
    ///
    /// ```swift
    /// navigation.show(.Details(source: .mainScreen))
    /// ```
    ///
    /// To tell a show a guard rejected from one queued or one that changed nothing, and to
    /// read where the policy placed it, call `attempt([], showing: module)`.
    /// - Parameter module: The module to show.
    /// - Returns: `true` when the state changed.
    @discardableResult
    public func show(_ module: some Module) -> Bool { show(AnyModule(module)) }

    /// Shows the erased `module` where the app's ``presentationPolicy`` places it, as
    /// ``NavigationServiceType/show(_:)-(Module)`` does.
    /// - Parameter module: The module to show.
    /// - Returns: `true` when the state changed; `false` also when the call is queued
    ///   behind the one applying.
    @discardableResult
    public func show(_ module: AnyModule) -> Bool { attempt([], showing: module).changed }

    /// Shows `module` where the app's ``presentationPolicy`` places it, and waits until it
    /// finishes with a `Value` or leaves the screen; the outcomes are those of
    /// ``push(_:expecting:)`` and the `present` variants.
    /// - Parameters:
    ///   - module: The module to show.
    ///   - type: The type of value the module finishes with.
    /// - Returns: How the module left.
    public func show<Value: Sendable>(_ module: some Module, expecting type: Value.Type) async
        -> NavigationResult<Value>
    {
        await show(AnyModule(module), expecting: type)
    }

    /// Shows the erased `module` where the app's ``presentationPolicy`` places it, and
    /// waits until it finishes with a `Value` or leaves the screen.
    /// - Parameters:
    ///   - module: The module to show.
    ///   - type: The type of value the module finishes with.
    /// - Returns: How the module left.
    public func show<Value: Sendable>(_ module: AnyModule, expecting type: Value.Type) async
        -> NavigationResult<Value>
    {
        await apply([], showing: module, expecting: type)
    }
}
