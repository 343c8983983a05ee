import Architecture
import Navigation

// Router
@MainActor
protocol ListRouterProtocol: RouterProtocol {
    func showDeleteAlert(onConfirm: (() -> Void)?, onCancel: (() -> Void)?)
}

@MainActor
final class ListRouter: ListRouterProtocol {
    private var navigation: any NavigationServiceType

    init(navigation: any NavigationServiceType) {
        self.navigation = navigation
    }

    func showDeleteAlert(onConfirm: (() -> Void)?, onCancel: (() -> Void)?) {
        navigation.alert = .defaultAlert(yesAction: onConfirm, noAction: onCancel)
    }
}
