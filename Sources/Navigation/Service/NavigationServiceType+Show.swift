// Showing a module without choosing its presentation: the requirements' defaults, for
// conformances written before policies existed, and the verbs routers call.

extension NavigationServiceType {
    /// The policy of a conformance that stores none: every module is pushed, and setting
    /// it changes nothing.
    public var presentationPolicy: PresentationPolicy {
        get { .stack }
        set {}
    }

    /// Shows `module` where ``presentationPolicy`` places it, through ``apply(_:)-(NavigationOperation)``.
    /// - Parameter module: The module to show.
    /// - Returns: `true` when the state changed.
    @discardableResult
    public func show(_ module: AnyModule) -> Bool {
        apply(presentationPolicy.operation(for: module, in: state))
    }

    /// Shows `module` where ``presentationPolicy`` places it, through
    /// ``apply(_:awaitingResult:)``, and waits until it finishes or leaves the screen.
    /// - Parameters:
    ///   - module: The module to show.
    ///   - type: The type of value the module finishes with.
    /// - Returns: How the module left.
    public func show<Value: Sendable>(_ module: AnyModule, awaitingResult type: Value.Type) async
        -> NavigationResult<Value>
    {
        await apply(presentationPolicy.operation(for: module, in: state), awaitingResult: type)
    }

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
        await show(AnyModule(module), awaitingResult: type)
    }
}
