//___FILEHEADER___

#if canImport(UIKit) && os(iOS)
import Foundation
import Navigation

/// The ___VARIABLE_productName___ screen, a UIKit view controller.
struct ___VARIABLE_productName___Module: Module {
    let ___VARIABLE_parameterName___: ___VARIABLE_parameterType___

    func build(container: Container) -> ViewControllerScreen {
        let assembly = container.resolve(___VARIABLE_productName___Assembly.self)
        return ViewControllerScreen { assembly.build(___VARIABLE_parameterName___: ___VARIABLE_parameterName___) }
    }
}

extension Module where Self == ___VARIABLE_productName___Module {
    /// The ___VARIABLE_productName___ screen: `navigation.push(.___VARIABLE_productName___(...))`.
    static func ___VARIABLE_productName___(___VARIABLE_parameterName___: ___VARIABLE_parameterType___) -> Self {
        Self(___VARIABLE_parameterName___: ___VARIABLE_parameterName___)
    }
}
#endif
