import Navigation

/// The stored items; an item opens for editing, and deleting one asks first.
public struct ListModule: Module, Codable {
    /// The source the screen was opened with.
    public let source: ListSource

    /// Creates the module.
    public init(source: ListSource) {
        self.source = source
    }

    public func build(container: Container) -> some View {
        container.resolve(ListAssembly.self).build(source: source)
    }
}

extension Module where Self == ListModule {
    /// The List screen.
    public static func List(source: ListSource = .normal) -> Self {
        Self(source: source)
    }
}

extension ListModule: RestorableModule {
    /// The name the module is saved under.
    public static let restorationName = "list"
}
