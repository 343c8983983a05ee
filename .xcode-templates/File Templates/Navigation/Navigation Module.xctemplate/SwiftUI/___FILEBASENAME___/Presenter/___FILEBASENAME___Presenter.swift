//___FILEHEADER___

import Architecture

/// Turns the ___VARIABLE_productName___ view's events into navigation and data.
final class ___VARIABLE_productName___Presenter: ___VARIABLE_productName___Presenting {
    weak var viewState: ___VARIABLE_productName___ViewState?
    let router: any ___VARIABLE_productName___Routing
    let interactor: any ___VARIABLE_productName___Interacting

    init(router: any ___VARIABLE_productName___Routing, interactor: any ___VARIABLE_productName___Interacting) {
        self.router = router
        self.interactor = interactor
    }

    func viewDidAppear() {
        viewState?.title = interactor.title
    }

    func didTapClose() {
        router.close___VARIABLE_productName___()
    }
}
