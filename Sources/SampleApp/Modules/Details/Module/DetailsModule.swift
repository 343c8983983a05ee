import Navigation

/// Details of where the user came from, with a way into a game and a list.
public struct DetailsModule: Module {
    /// The source the screen was opened with.
    public let source: DetailsSource

    /// Creates the module.
    public init(source: DetailsSource) {
        self.source = source
    }

    public func build(container: Container) -> some View {
        container.resolve(DetailsAssembly.self).build(source: source)
    }
}

extension Module where Self == DetailsModule {
    /// The Details screen.
    public static func Details(source: DetailsSource) -> Self {
        Self(source: source)
    }
}
