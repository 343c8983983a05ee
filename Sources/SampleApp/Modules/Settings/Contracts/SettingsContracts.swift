import Architecture

/// Where the Settings screen can lead.
@MainActor
protocol SettingsRouting: NavigatingRouter {
    func openProfile()
}

/// What the Settings screen needs from services.
protocol SettingsInteracting: InteractorProtocol {
    var itemCount: Int { get }
}

/// What the Settings view tells its presenter.
@MainActor
public protocol SettingsPresenting: WiredPresenter where ViewState == SettingsViewState {
    func didTapProfile()
}
