import Navigation

/// Edits one item; a report on it can be written from here.
public struct EditModule: Module, Codable {
    /// The itemID the screen was opened with.
    public let itemID: Int

    /// Creates the module.
    public init(itemID: Int) {
        self.itemID = itemID
    }

    public func build(container: Container) -> some View {
        container.resolve(EditAssembly.self).build(itemID: itemID)
    }
}

extension Module where Self == EditModule {
    /// The Edit screen.
    public static func Edit(itemID: Int) -> Self {
        Self(itemID: itemID)
    }
}

extension EditModule: RestorableModule {
    /// The name the module is saved under.
    public static let restorationName = "edit"
}
