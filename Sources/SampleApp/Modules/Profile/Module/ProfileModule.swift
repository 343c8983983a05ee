import Navigation

/// The user's profile, shown as a sheet or pushed from settings.
public struct ProfileModule: Module, Codable {

    /// Creates the module.
    public init() {}

    public func build(container: Container) -> some View {
        container.resolve(ProfileAssembly.self).build()
    }
}

extension Module where Self == ProfileModule {
    /// The Profile screen.
    public static var Profile: Self { Self() }
}

extension ProfileModule: RestorableModule {
    /// The name the module is saved under.
    public static let restorationName = "profile"
}
