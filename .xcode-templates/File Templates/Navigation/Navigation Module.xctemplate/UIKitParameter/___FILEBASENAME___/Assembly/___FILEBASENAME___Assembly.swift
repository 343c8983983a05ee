//___FILEHEADER___

#if canImport(UIKit) && os(iOS)
import Foundation
import Architecture
import Navigation

/// Builds the ___VARIABLE_productName___ screen: its router, interactor, presenter and view state.
class ___VARIABLE_productName___Assembly: Assembly {
    /// The ___VARIABLE_productName___ screen's controller, wired and ready.
    @MainActor
    func build(___VARIABLE_parameterName___: ___VARIABLE_parameterType___) -> ___VARIABLE_productName___ViewController {
        let router = ___VARIABLE_productName___Router(navigation: container.resolve(NavigationAssembly.self).build())
        let interactor = ___VARIABLE_productName___Interactor(___VARIABLE_parameterName___: ___VARIABLE_parameterName___)
        let presenter = ___VARIABLE_productName___Presenter(router: router, interactor: interactor, ___VARIABLE_parameterName___: ___VARIABLE_parameterName___)
        return ___VARIABLE_productName___ViewController(viewState: ___VARIABLE_productName___ViewState().wired(to: presenter))
    }
}
#endif
