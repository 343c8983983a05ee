//___FILEHEADER___

import Navigation

/// Builds the app's ___VARIABLE_productName___, shared for the container's life. It is `nonisolated`, as
/// the thread that first resolves it builds it, and tests resolve it off the main actor.
nonisolated class ___VARIABLE_productName___Assembly: Assembly {
    func build() -> any ___VARIABLE_productName___ {
        shared { Default___VARIABLE_productName___() }
    }
}
