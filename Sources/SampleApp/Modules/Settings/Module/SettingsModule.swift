import Navigation

/// The app's settings.
public struct SettingsModule: Module {

    /// Creates the module.
    public init() {}

    public func build(container: Container) -> some View {
        container.resolve(SettingsAssembly.self).build()
    }
}

extension Module where Self == SettingsModule {
    /// The Settings screen.
    public static var Settings: Self { Self() }
}
