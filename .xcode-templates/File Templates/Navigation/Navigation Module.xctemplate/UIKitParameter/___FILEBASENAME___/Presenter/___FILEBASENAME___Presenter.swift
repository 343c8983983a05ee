//___FILEHEADER___

import Foundation
import Architecture
import Navigation

/// Turns the ___VARIABLE_productName___ view's events into navigation and data.
final class ___VARIABLE_productName___Presenter: ___VARIABLE_productName___Presenting {
    weak var viewState: ___VARIABLE_productName___ViewState?
    let router: any ___VARIABLE_productName___Routing
    let interactor: any ___VARIABLE_productName___Interacting
    let ___VARIABLE_parameterName___: ___VARIABLE_parameterType___

    init(router: any ___VARIABLE_productName___Routing, interactor: any ___VARIABLE_productName___Interacting, ___VARIABLE_parameterName___: ___VARIABLE_parameterType___) {
        self.router = router
        self.interactor = interactor
        self.___VARIABLE_parameterName___ = ___VARIABLE_parameterName___
    }

    func viewDidAppear() {
        viewState?.title = interactor.title
    }

    func didTapClose() {
        router.close___VARIABLE_productName___()
    }
}
