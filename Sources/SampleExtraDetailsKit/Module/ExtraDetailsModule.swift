import Navigation

/// The extra details of an item, with a way to a related item, a screen of another feature.
public struct ExtraDetailsModule: Module, Codable {
    /// The item the screen tells more about.
    public let itemID: Int

    /// Creates the module.
    public init(itemID: Int) {
        self.itemID = itemID
    }

    /// Builds the screen through its assembly.
    public func build(container: Container) -> some View {
        container.resolve(ExtraDetailsAssembly.self).build(itemID: itemID)
    }
}

extension Module where Self == ExtraDetailsModule {
    /// The extra details of an item.
    public static func ExtraDetails(itemID: Int) -> Self {
        Self(itemID: itemID)
    }
}

extension ExtraDetailsModule: RestorableModule {
    /// The name the module is saved under.
    public static let restorationName = "extraDetails"
}
