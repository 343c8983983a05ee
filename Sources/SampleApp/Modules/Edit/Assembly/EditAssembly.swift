import Architecture
import Navigation

/// Builds the Edit screen: its router, interactor, presenter and view state.
open class EditAssembly: Assembly {
    /// The Edit screen's view, wired and ready.
    @MainActor
    open func build(itemID: Int) -> EditView {
        let router = EditRouter(navigation: container.resolve(NavigationAssembly.self).build())
        let interactor = EditInteractor(data: container.resolve(DataAssembly.self).build())
        let presenter = EditPresenter(router: router, interactor: interactor, itemID: itemID)
        return EditView(viewState: EditViewState().wired(to: presenter))
    }
}
