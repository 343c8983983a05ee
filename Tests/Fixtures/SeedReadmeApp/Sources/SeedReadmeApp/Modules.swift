import Navigation

enum DetailsSource: Hashable {
    case mainScreen
    case deepLink
}

struct DetailsModule: Module {                      // one screen = one module value
    let source: DetailsSource
    func build(container: Container) -> some View {
        container.resolve(DetailsAssembly.self).build(source: source)
    }
}
extension Module where Self == DetailsModule {      // code completion: .Details(source:)
    static func Details(source: DetailsSource) -> Self { Self(source: source) }
}

struct ConfirmationModule: Module {
    let completed: () -> Void
    func build(container: Container) -> some View { EmptyView() }
    static func == (lhs: Self, rhs: Self) -> Bool { true }
    func hash(into hasher: inout Hasher) {}
}
extension Module where Self == ConfirmationModule {
    static func Confirmation(completed: @escaping () -> Void) -> Self { Self(completed: completed) }
}

struct SetupModule: Module {
    let didFinish: () -> Void
    func build(container: Container) -> some View { EmptyView() }
    static func == (lhs: Self, rhs: Self) -> Bool { true }
    func hash(into hasher: inout Hasher) {}
}
extension Module where Self == SetupModule {
    static func Setup(didFinish: @escaping () -> Void) -> Self { Self(didFinish: didFinish) }
}

struct ProfileModule: Module {
    func build(container: Container) -> some View {
        container.resolve(ProfileAssembly.self).build()
    }
}
extension Module where Self == ProfileModule {
    static var Profile: Self { Self() }
}

class DetailsAssembly: Assembly {
    @MainActor func build(source: DetailsSource) -> some View { EmptyView() }
}

class ProfileAssembly: Assembly {
    @MainActor func build() -> some View { EmptyView() }
}

final class MockProfileAssembly: ProfileAssembly {}
