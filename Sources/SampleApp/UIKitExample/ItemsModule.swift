#if canImport(UIKit) && os(iOS)
import Architecture
import Navigation
import UIKit

/// The stored items in a UIKit table, as a UIKit VIPER app writes its list screens; a
/// tapped item opens the SwiftUI Details screen on the same stack.
public struct ItemsModule: Module {
    /// Creates the module.
    public init() {}

    public func build(container: Container) -> ViewControllerScreen {
        let assembly = container.resolve(ItemsAssembly.self)
        return ViewControllerScreen { assembly.build() }
    }
}

extension Module where Self == ItemsModule {
    /// The Items screen, in UIKit.
    public static var Items: Self { Self() }
}

/// Builds the Items screen: its router and its table.
open class ItemsAssembly: Assembly {
    /// The Items screen's controller, wired and ready.
    @MainActor
    open func build() -> UIViewController {
        let router = ItemsRouter(navigation: container.resolve(NavigationAssembly.self).build())
        return ItemsViewController(data: container.resolve(DataAssembly.self).build(), router: router)
    }
}

/// Navigates from the Items screen.
@MainActor
final class ItemsRouter {
    let navigation: any NavigationServiceType

    init(navigation: any NavigationServiceType) {
        self.navigation = navigation
    }

    func openItem() {
        navigation.push(.Details(source: .mainScreen))
    }
}

/// The Items table.
final class ItemsViewController: UITableViewController {
    private let data: any DataService
    private let router: ItemsRouter
    private var items: [Item] = []

    init(data: any DataService, router: ItemsRouter) {
        self.data = data
        self.router = router
        super.init(style: .insetGrouped)
        title = "Items"
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("the Items screen is made in code")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "item")
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        items = data.items()
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        items.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "item", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = items[indexPath.row].title
        cell.contentConfiguration = content
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        router.openItem()
    }
}
#endif
