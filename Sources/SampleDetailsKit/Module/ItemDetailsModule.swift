import Navigation

/// The details of one item, with a way into its extra details, a screen of another feature.
public struct ItemDetailsModule: Module, Codable {
    /// The item the screen shows.
    public let itemID: Int

    /// Creates the module.
    public init(itemID: Int) {
        self.itemID = itemID
    }

    /// Builds the screen through its assembly.
    public func build(container: Container) -> some View {
        container.resolve(ItemDetailsAssembly.self).build(itemID: itemID)
    }
}

extension Module where Self == ItemDetailsModule {
    /// The details of an item.
    public static func ItemDetails(itemID: Int) -> Self {
        Self(itemID: itemID)
    }
}

extension ItemDetailsModule: RestorableModule {
    /// The name the module is saved under.
    public static let restorationName = "itemDetails"
}

extension DeepLinkRoute {
    /// `myapp://item/<id>`: the item's details over the root screen, placed by the app's
    /// presentation policy.
    public static let itemDetails = DeepLinkRoute("item/:id", fromRoot: true) { link in
        ItemDetailsModule(itemID: try link.value("id"))
    }
}
