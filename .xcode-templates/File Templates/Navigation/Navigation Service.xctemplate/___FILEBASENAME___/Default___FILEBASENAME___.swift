//___FILEHEADER___

/// The app's ___VARIABLE_productName___.
nonisolated final class Default___VARIABLE_productName___: ___VARIABLE_productName___ {
    init() {}
}
