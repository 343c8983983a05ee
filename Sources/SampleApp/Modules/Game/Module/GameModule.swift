import Navigation

/// A game at a difficulty; finishing it asks for confirmation in a modal.
public struct GameModule: Module, Codable {
    /// The source the screen was opened with.
    public let source: DetailsSource
    /// The difficulty the screen was opened with.
    public let difficulty: GameDifficulty

    /// Creates the module.
    public init(source: DetailsSource, difficulty: GameDifficulty) {
        self.source = source
        self.difficulty = difficulty
    }

    public func build(container: Container) -> some View {
        container.resolve(GameAssembly.self).build(source: source, difficulty: difficulty)
    }
}

extension Module where Self == GameModule {
    /// The Game screen.
    public static func Game(source: DetailsSource, difficulty: GameDifficulty) -> Self {
        Self(source: source, difficulty: difficulty)
    }
}

extension GameModule: RestorableModule {
    /// The name the module is saved under.
    public static let restorationName = "game"
}

extension DeepLinkRoute {
    /// `myapp://game/<source>/<difficulty>`: a game over the details it came from.
    public static let game = DeepLinkRoute("game/:source/:difficulty") { link in
        let source: DetailsSource = try link.value("source")
        return [
            .dismissAll, .popToRoot, .push(.Details(source: source)),
            .push(.Game(source: source, difficulty: try link.value("difficulty"))),
        ]
    }
}
