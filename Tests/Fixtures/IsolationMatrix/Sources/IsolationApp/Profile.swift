import Architecture
import Foundation
import Navigation

enum ProfileSource: String, Codable, Hashable, Sendable {
    case menu, deepLink
}

struct ProfileModule: Module, RestorableModule {
    static let restorationName = "profile"
    let source: ProfileSource
    func build(container: Container) -> some View {
        container.resolve(ProfileAssembly.self).build(source: source)
    }
}

extension Module where Self == ProfileModule {
    static func Profile(source: ProfileSource) -> Self { Self(source: source) }
}

extension DeepLinkRoute {
    static let profile = DeepLinkRoute("profile/:source") { link in
        [.dismissAll, .popToRoot, .push(.Profile(source: try link.value("source")))]
    }
}

protocol ProfileRouterProtocol: NavigatingRouter {
    func openProfile()
}

final class ProfileRouter: ProfileRouterProtocol {
    let navigation: any NavigationServiceType

    init(navigation: any NavigationServiceType) {
        self.navigation = navigation
    }

    func openProfile() {
        navigation.push(.Profile(source: .menu))
    }

    /// Asks with an action sheet from `anchor` (the Sign Out button's view, on an iPad).
    func confirmSignOut(from anchor: AnyObject?, then signOut: @escaping () -> Void) {
        navigation.showAlert(
            NavigationAlert(
                title: "Sign out?",
                buttons: [.init("Sign Out", role: .destructive, action: signOut), .init("Cancel", role: .cancel)],
                isActionSheet: true, anchor: anchor))
    }

    func confirmDiscard(then discard: @escaping () -> Void) {
        navigation.showAlert(
            NavigationAlert(
                title: "Discard your changes?",
                buttons: [.init("Discard", role: .destructive, action: discard), .init("Keep Editing", isPreferred: true)]
            ))
    }
}

final class ProfileViewState {
    var title = ""
}

final class ProfileAssembly: Assembly {
    @MainActor func build(source: ProfileSource) -> some View {
        let router = ProfileRouter(navigation: container.resolve(NavigationAssembly.self).build())
        let viewState = ProfileViewState()
        viewState.title = "\(source)"
        _ = router
        return EmptyView()
    }
}

/// A service assembly that other threads resolve and that counts its instances in an
/// initializer of its own. That initializer overrides a main-actor one, so it is
/// main-actor code that the container runs where the assembly is first resolved: it
/// holds no closure, which Swift would stop there.
class CounterAssembly: Assembly {
    static let built = Counter()

    func counter() -> Counter { shared { Counter() } }

    required init(container: Container) {
        Self.built.increment()
        super.init(container: container)
    }
}

nonisolated final class Counter: @unchecked Sendable {
    private var count = 0
    private let lock = NSLock()

    func increment() {
        lock.lock()
        count += 1
        lock.unlock()
    }

    var value: Int {
        lock.lock()
        defer { lock.unlock() }
        return count
    }
}

/// An assembly that other threads resolve: `nonisolated`, so that its initializer, and the
/// closures in it, run where it is first resolved.
nonisolated final class CatalogAssembly: Assembly {
    let sections = ["new", "popular"].map { $0.uppercased() }

    func catalog() -> [String] { shared { sections } }
}
