import Navigation

// Modules in the shapes apps declare: no parameter, one, several, a default, a closure.

struct ProfileModule: Module, Codable {
    func build(container: Container) -> some View { EmptyView() }
}

enum DetailsSource: Hashable, Codable { case mainScreen, deepLink }

struct DetailsModule: Module, Codable {
    let source: DetailsSource
    func build(container: Container) -> some View { EmptyView() }
}

enum Difficulty: Hashable, Codable { case easy, hard }

struct GameModule: Module, Codable {
    let source: DetailsSource
    let difficulty: Difficulty
    func build(container: Container) -> some View { EmptyView() }
}

struct ListModule: Module, Codable {
    let source: DetailsSource
    func build(container: Container) -> some View { EmptyView() }
}

struct ConfirmationModule: Module {
    let title: String
    let completed: () -> Void

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.title == rhs.title }
    func hash(into hasher: inout Hasher) { hasher.combine(title) }
    func build(container: Container) -> some View { EmptyView() }
}

extension Module where Self == ProfileModule {
    static var Profile: Self { Self() }
}

extension Module where Self == DetailsModule {
    static func Details(source: DetailsSource) -> Self { Self(source: source) }
}

extension Module where Self == GameModule {
    static func Game(source: DetailsSource, difficulty: Difficulty) -> Self {
        Self(source: source, difficulty: difficulty)
    }
}

extension Module where Self == ListModule {
    static func List(source: DetailsSource = .mainScreen) -> Self { Self(source: source) }
}

extension Module where Self == ConfirmationModule {
    static func Confirmation(title: String = "Sure?", completed: @escaping () -> Void) -> Self {
        Self(title: title, completed: completed)
    }
}

/// Watches an object without keeping it alive.
struct Weak<Object: AnyObject> {
    weak var object: Object?
    init(_ object: Object?) { self.object = object }
}

/// SplitMix64: small, fast, and the same sequence for the same seed everywhere.
struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
