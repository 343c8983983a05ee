import Architecture

/// Where the Main screen can lead.
@MainActor
protocol MainRouting: NavigatingRouter {
    func openDetails()
    func openSettings()
    func openProfile()
    func openGame()
    func openList()
    func openSetup(didFinish: @escaping () -> Void)
    func openItemDetails(itemID: Int)
    func presentFeatures(modally: Bool)
    func openTabBar()
    func openSplitView()
}

/// What the Main screen needs from services.
protocol MainInteracting: InteractorProtocol {
    func track(_ event: String)
    var isSetUp: Bool { get }
    func finishSetup()
}

/// What the Main view tells its presenter.
@MainActor
public protocol MainPresenting: WiredPresenter where ViewState == MainViewState {
    func didTapDetails()
    func didTapSettings()
    func didTapProfile()
    func didTapGame()
    func didTapList()
    func didTapSetup()
    func didTapItemDetails()
    func didSetPresentsFeaturesModally(_ modally: Bool)
    func didTapTabBar()
    func didTapSplitView()
}
