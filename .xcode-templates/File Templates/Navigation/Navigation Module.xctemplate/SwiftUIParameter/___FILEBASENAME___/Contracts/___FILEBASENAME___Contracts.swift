//___FILEHEADER___

import Foundation
import Architecture

/// Where the ___VARIABLE_productName___ screen can lead.
@MainActor
protocol ___VARIABLE_productName___Routing: NavigatingRouter {
    func close___VARIABLE_productName___()
}

/// What the ___VARIABLE_productName___ screen needs from services.
protocol ___VARIABLE_productName___Interacting: InteractorProtocol {
    var title: String { get }
}

/// What the ___VARIABLE_productName___ view tells its presenter.
@MainActor
protocol ___VARIABLE_productName___Presenting: WiredPresenter where ViewState == ___VARIABLE_productName___ViewState {
    func didTapClose()
}
