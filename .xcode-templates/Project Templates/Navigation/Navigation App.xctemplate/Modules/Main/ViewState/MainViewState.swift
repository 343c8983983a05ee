//___FILEHEADER___

import Architecture
import Observation

/// What the Main view shows.
@MainActor
@Observable
final class MainViewState: WiredViewState {
    private(set) var presenter: MainPresenter?
    var title = ""

    init() {}

    func set(with presenter: MainPresenter) {
        self.presenter = presenter
    }
}
