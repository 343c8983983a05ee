//___FILEHEADER___

import Foundation
import Navigation
/// Gives the ___VARIABLE_productName___ screen its data.
final class ___VARIABLE_productName___Interactor: ___VARIABLE_productName___Interacting {
    let ___VARIABLE_parameterName___: ___VARIABLE_parameterType___

    init(___VARIABLE_parameterName___: ___VARIABLE_parameterType___) {
        self.___VARIABLE_parameterName___ = ___VARIABLE_parameterName___
    }

    var title: String { "___VARIABLE_productName___" }
}
