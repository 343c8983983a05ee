//___FILEHEADER___

/// Gives the ___VARIABLE_productName___ screen its data.
final class ___VARIABLE_productName___Interactor: ___VARIABLE_productName___Interacting {

    init() {
    }

    var title: String { "___VARIABLE_productName___" }
}
