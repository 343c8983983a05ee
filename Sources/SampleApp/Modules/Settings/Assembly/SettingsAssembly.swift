import Architecture
import Navigation

/// Builds the Settings screen: its router, interactor, presenter and view state.
open class SettingsAssembly: Assembly {
    /// The Settings screen's view, wired and ready.
    @MainActor
    open func build(tab: SettingsTab = .general) -> SettingsView {
        let router = SettingsRouter(navigation: container.resolve(NavigationAssembly.self).build())
        let interactor = SettingsInteractor(data: container.resolve(DataAssembly.self).build())
        let presenter = SettingsPresenter(router: router, interactor: interactor, tab: tab)
        return SettingsView(viewState: SettingsViewState().wired(to: presenter))
    }
}
