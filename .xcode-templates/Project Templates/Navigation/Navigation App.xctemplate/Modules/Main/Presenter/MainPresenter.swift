//___FILEHEADER___

import Architecture

/// Turns the Main view's events into navigation and data.
final class MainPresenter: MainPresenting {
    weak var viewState: MainViewState?
    let router: any MainRouting
    let interactor: any MainInteracting

    init(router: any MainRouting, interactor: any MainInteracting) {
        self.router = router
        self.interactor = interactor
    }

    func viewDidAppear() {
        viewState?.title = interactor.title
    }

    func didTapClose() {
        router.closeMain()
    }
}
