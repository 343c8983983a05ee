import Navigation

/// A game at a difficulty; finishing it asks for confirmation in a modal.
public struct GameModule: Module {
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
