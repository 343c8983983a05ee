import Navigation

/// A one-time setup drawn over the screen as a popup.
public struct SetupModule: Module {
    /// The didFinish the screen was opened with.
    public let didFinish: () -> Void

    /// Creates the module.
    public init(didFinish: @escaping () -> Void) {
        self.didFinish = didFinish
    }

    public func build(container: Container) -> some View {
        container.resolve(SetupAssembly.self).build(didFinish: didFinish)
    }

    // The closure cannot be compared: two Setup modules are equal when their other values are.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        true
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(0)
    }
}

extension Module where Self == SetupModule {
    /// The Setup screen.
    public static func Setup(didFinish: @escaping () -> Void) -> Self {
        Self(didFinish: didFinish)
    }
}
