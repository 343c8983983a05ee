import Navigation

/// The screen of one item.
public struct ItemModule: Module {
    /// The item shown.
    public let id: Int

    /// The screen of item `id`.
    public init(id: Int) { self.id = id }

    /// A headless screen: this package's tests need no view.
    public func build(container: Container) -> some View { EmptyView() }
}

extension Module where Self == ItemModule {
    /// The screen of item `id`: `navigation.push(.Item(id: 4))`.
    public static func Item(id: Int) -> Self { Self(id: id) }
}

/// Navigates from a list of items.
@MainActor
public final class ListRouter {
    let navigation: any NavigationServiceType

    /// A router that drives `navigation`.
    public init(navigation: any NavigationServiceType) { self.navigation = navigation }

    /// Shows the item `id`.
    public func openItem(id: Int) {
        navigation.push(.Item(id: id))
    }
}
