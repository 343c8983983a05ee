import Navigation

/// The app's settings.
public struct SettingsModule: Module, Codable {
    /// The section the screen opens on.
    public let tab: SettingsTab

    /// Creates the module.
    public init(tab: SettingsTab = .general) {
        self.tab = tab
    }

    public func build(container: Container) -> some View {
        container.resolve(SettingsAssembly.self).build(tab: tab)
    }
}

extension Module where Self == SettingsModule {
    /// The Settings screen.
    public static var Settings: Self { Self() }

    /// The Settings screen, open on `tab`.
    public static func Settings(tab: SettingsTab) -> Self { Self(tab: tab) }
}

extension SettingsModule: RestorableModule {
    /// The name the module is saved under.
    public static let restorationName = "settings"
}

extension DeepLinkRoute {
    /// `myapp://settings?tab=<tab>`: the settings in a sheet over whatever shows.
    public static let settings = DeepLinkRoute("settings") { link in
        [.present(sheet: .Settings(tab: try link.query("tab") ?? .general))]
    }
}
