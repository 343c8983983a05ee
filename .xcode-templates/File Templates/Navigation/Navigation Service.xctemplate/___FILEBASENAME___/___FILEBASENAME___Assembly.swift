//___FILEHEADER___

import Navigation

/// Builds the app's ___VARIABLE_productName___, shared for the container's life.
class ___VARIABLE_productName___Assembly: Assembly {
    func build() -> any ___VARIABLE_productName___ {
        shared { Default___VARIABLE_productName___() }
    }
}
