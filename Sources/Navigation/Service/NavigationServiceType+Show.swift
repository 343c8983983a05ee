// Showing a module without choosing its presentation: the verbs routers call, each
// reaching the conformer as its `show` requirement.

extension NavigationServiceType {
    /// Shows `module` where the app's ``presentationPolicy`` places it: pushed, or
    /// presented as a modal, a sheet or a popup.
    ///
    /// ```swift
    /// navigation.show(.Details(source: .mainScreen))
    /// ```
    /// - Parameter module: The module to show.
    /// - Returns: `true` when the state changed.
    @discardableResult
    public func show(_ module: some Module) -> Bool { show(AnyModule(module)) }

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
}
