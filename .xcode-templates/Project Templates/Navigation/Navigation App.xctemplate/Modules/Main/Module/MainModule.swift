//___FILEHEADER___

import Navigation

/// The Main screen.
struct MainModule: Module {

    func build(container: Container) -> some View {
        container.resolve(MainAssembly.self).build()
    }
}

extension Module where Self == MainModule {
    /// The Main screen: `navigation.push(.Main)`.
    static var Main: Self { Self() }
}
