//___FILEHEADER___

import Navigation

@testable import ___VARIABLE_appModule___

/// A ___VARIABLE_productName___ for tests and previews.
nonisolated final class Mock___VARIABLE_productName___: ___VARIABLE_productName___ {}

/// Puts Mock___VARIABLE_productName___ in place of the real one: `container.apply(Mock___VARIABLE_productName___Assembly.self)`.
nonisolated final class Mock___VARIABLE_productName___Assembly: ___VARIABLE_productName___Assembly {
    override func build() -> any ___VARIABLE_productName___ {
        shared { Mock___VARIABLE_productName___() }
    }
}
