//___FILEHEADER___

import Architecture
import Navigation

/// Builds the ___VARIABLE_productName___ screen: its router, interactor, presenter and view state.
class ___VARIABLE_productName___Assembly: Assembly {
    /// The ___VARIABLE_productName___ screen's view, wired and ready.
    @MainActor
    func build() -> ___VARIABLE_productName___View {
        let router = ___VARIABLE_productName___Router(navigation: container.resolve(NavigationAssembly.self).build())
        let interactor = ___VARIABLE_productName___Interactor()
        let presenter = ___VARIABLE_productName___Presenter(router: router, interactor: interactor)
        return ___VARIABLE_productName___View(viewState: ___VARIABLE_productName___ViewState().wired(to: presenter))
    }
}
