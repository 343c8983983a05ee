//___FILEHEADER___

import Foundation
import Navigation

/// The ___VARIABLE_productName___ screen.
struct ___VARIABLE_productName___Module: Module {
    let ___VARIABLE_parameterName___: ___VARIABLE_parameterType___

    func build(container: Container) -> some View {
        container.resolve(___VARIABLE_productName___Assembly.self).build(___VARIABLE_parameterName___: ___VARIABLE_parameterName___)
    }
}

extension Module where Self == ___VARIABLE_productName___Module {
    /// The ___VARIABLE_productName___ screen: `navigation.push(.___VARIABLE_productName___(...))`.
    static func ___VARIABLE_productName___(___VARIABLE_parameterName___: ___VARIABLE_parameterType___) -> Self {
        Self(___VARIABLE_parameterName___: ___VARIABLE_parameterName___)
    }
}
