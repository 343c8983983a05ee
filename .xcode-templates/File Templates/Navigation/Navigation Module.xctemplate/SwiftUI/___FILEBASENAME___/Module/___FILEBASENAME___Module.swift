//___FILEHEADER___

import Navigation

/// The ___VARIABLE_productName___ screen.
struct ___VARIABLE_productName___Module: Module {

    func build(container: Container) -> some View {
        container.resolve(___VARIABLE_productName___Assembly.self).build()
    }
}

extension Module where Self == ___VARIABLE_productName___Module {
    /// The ___VARIABLE_productName___ screen: `navigation.push(.___VARIABLE_productName___)`.
    static var ___VARIABLE_productName___: Self { Self() }
}
