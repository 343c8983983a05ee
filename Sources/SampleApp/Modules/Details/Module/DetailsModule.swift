import Navigation

/// Details of where the user came from, with a way into a game and a list.
public struct DetailsModule: Module, Codable {
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

extension DetailsModule: RestorableModule {
    /// The name the module is saved under.
    public static let restorationName = "details"
}

extension DeepLinkRoute {
    /// `myapp://details/<source>`: the details screen alone on the root stack.
    public static let details = DeepLinkRoute("details/:source") { link in
        [.dismissAll, .popToRoot, .push(.Details(source: try link.value("source")))]
    }
}
