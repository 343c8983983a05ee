import Navigation

/// The Profile screen, which the Module file template made; the case a template
/// project would have added to its `Views` enum.
struct ProfileModule: Module {
    func build(container: Container) -> some View {
        container.resolve(ProfileAssembly.self).build()
    }
}

extension Module where Self == ProfileModule {
    /// The Profile screen: `navigation.push(.Profile)`.
    static var Profile: Self { Self() }
}
