//___FILEHEADER___

#if canImport(UIKit) && os(iOS)
import Navigation

/// The ___VARIABLE_productName___ screen, a UIKit view controller.
struct ___VARIABLE_productName___Module: Module {

    func build(container: Container) -> ViewControllerScreen {
        let assembly = container.resolve(___VARIABLE_productName___Assembly.self)
        return ViewControllerScreen { assembly.build() }
    }
}

extension Module where Self == ___VARIABLE_productName___Module {
    /// The ___VARIABLE_productName___ screen: `navigation.push(.___VARIABLE_productName___)`.
    static var ___VARIABLE_productName___: Self { Self() }
}
#endif
