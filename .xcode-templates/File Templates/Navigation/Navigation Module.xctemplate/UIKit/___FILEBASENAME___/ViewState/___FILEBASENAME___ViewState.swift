//___FILEHEADER___

import Architecture
import Observation

/// What the ___VARIABLE_productName___ view shows.
@MainActor
@Observable
final class ___VARIABLE_productName___ViewState: WiredViewState {
    private(set) var presenter: ___VARIABLE_productName___Presenter?
    var title = ""

    init() {}

    func set(with presenter: ___VARIABLE_productName___Presenter) {
        self.presenter = presenter
    }
}
