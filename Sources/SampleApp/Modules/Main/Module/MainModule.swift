import Navigation

/// The first screen: the way into every other screen.
public struct MainModule: Module {

    /// Creates the module.
    public init() {}

    public func build(container: Container) -> some View {
        container.resolve(MainAssembly.self).build()
    }
}

extension Module where Self == MainModule {
    /// The Main screen.
    public static var Main: Self { Self() }
}
