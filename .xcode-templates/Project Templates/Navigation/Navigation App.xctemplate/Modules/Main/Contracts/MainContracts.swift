//___FILEHEADER___

import Architecture

/// Where the Main screen can lead.
@MainActor
protocol MainRouting: NavigatingRouter {
    func closeMain()
}

/// What the Main screen needs from services.
protocol MainInteracting: InteractorProtocol {
    var title: String { get }
}

/// What the Main view tells its presenter.
@MainActor
protocol MainPresenting: WiredPresenter where ViewState == MainViewState {
    func didTapClose()
}
