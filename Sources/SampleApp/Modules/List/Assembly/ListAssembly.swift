import Architecture
import Navigation

/// Builds the List screen: its router, interactor, presenter and view state.
open class ListAssembly: Assembly {
    /// The List screen's view, wired and ready.
    @MainActor
    open func build(source: ListSource) -> ListView {
        let router = ListRouter(navigation: container.resolve(NavigationAssembly.self).build())
        let interactor = ListInteractor(data: container.resolve(DataAssembly.self).build())
        let presenter = ListPresenter(router: router, interactor: interactor, source: source)
        return ListView(viewState: ListViewState().wired(to: presenter))
    }
}
