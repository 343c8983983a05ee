import Navigation
import Testing

/// A parent-resolved assembly that resolves a renewed one through its own container.
final class GreetingUserAssembly: Assembly {
    func greeting() -> any GreetingService { container.resolve(GreetingAssembly.self).build() }
}

/// A module's assembly: its router drives whatever navigation its container resolves.
final class RouterAssembly: Assembly {
    @MainActor func router() -> ScopedRouter {
        ScopedRouter(navigation: container.resolve(NavigationAssembly.self).build())
    }
}

@MainActor
final class ScopedRouter {
    let navigation: any NavigationServiceType
    init(navigation: any NavigationServiceType) { self.navigation = navigation }
}

/// A session's state, renewed per signed-in session.
class SessionAssembly: Assembly {
    func session() -> EnglishGreeting { shared { EnglishGreeting() } }
}

final class MockSessionAssembly: SessionAssembly {}

@Suite struct ContainerScopeTests {
    @Test func scope_renewedAssembly_isTheScopesOwn_withItsOwnSharedValues() {
        let container = DependencyContainer()
        let scope = container.makeScope(renewing: [GreetingAssembly.self])
        let own = scope.resolve(GreetingAssembly.self)
        #expect(own !== container.resolve(GreetingAssembly.self))
        #expect(own === scope.resolve(GreetingAssembly.self))
        #expect(own.container === scope)
        #expect(own.build() !== container.resolve(GreetingAssembly.self).build())
        #expect(own.build() === scope.resolve(GreetingAssembly.self).build())
    }

    @Test func scope_assemblyNotRenewed_isTheScopesOwnInstance_sharingTheParentsValues() {
        let container = DependencyContainer()
        let scope = container.makeScope(renewing: [GreetingAssembly.self])
        let own = scope.resolve(TitleAssembly.self)
        #expect(own !== container.resolve(TitleAssembly.self))
        #expect(own === scope.resolve(TitleAssembly.self))
        #expect(own.container === scope)
        #expect(own.title() == container.resolve(TitleAssembly.self).title())
    }

    @Test func scope_assemblyNotRenewed_sharesTheParentsValues_whoeverBuildsThemFirst() {
        let container = DependencyContainer()
        let scope = container.makeScope(renewing: [])
        let first = scope.resolve(TitleAssembly.self).title()
        #expect(container.resolve(TitleAssembly.self).title() == first)
        #expect(container.makeScope(renewing: []).resolve(TitleAssembly.self).title() == first)
    }

    @Test @MainActor func scopesPerScene_getTheirOwnNavigationService_whileOtherServicesStayShared() async {
        let app = DependencyContainer()
        let firstScene = app.makeScope(renewing: [NavigationAssembly.self])
        let secondScene = app.makeScope(renewing: [NavigationAssembly.self])
        let first = firstScene.resolve(NavigationAssembly.self).service()
        let second = secondScene.resolve(NavigationAssembly.self).service()
        #expect(first !== second)
        #expect(first !== app.resolve(NavigationAssembly.self).service())
        #expect(firstScene.resolve(NavigationAssembly.self).build() === first)
        #expect(
            firstScene.resolve(GreetingAssembly.self).build() === secondScene.resolve(GreetingAssembly.self).build())
    }

    @Test func scope_assemblyNotRenewed_resolvesRenewedOnesThroughTheScope() {
        // A module's assembly is not renewed, but the navigation it resolves is the scene's.
        let container = DependencyContainer()
        let scope = container.makeScope(renewing: [GreetingAssembly.self])
        let throughScope = scope.resolve(GreetingUserAssembly.self).greeting()
        #expect(throughScope === scope.resolve(GreetingAssembly.self).build())
        #expect(throughScope !== container.resolve(GreetingAssembly.self).build())
    }

    @Test @MainActor func scopesPerScene_moduleAssembliesReachTheScenesNavigation() async {
        let app = DependencyContainer()
        let scene = app.makeScope(renewing: [NavigationAssembly.self])
        let navigation = scene.resolve(RouterAssembly.self).router().navigation
        #expect(navigation === scene.resolve(NavigationAssembly.self).service())
        #expect(navigation !== app.resolve(NavigationAssembly.self).service())
    }

    @Test func scope_seesAReplacementAppliedInTheParentAfterItResolved() {
        let container = DependencyContainer()
        let scope = container.makeScope(renewing: [])
        _ = scope.resolve(GreetingAssembly.self)
        container.apply(MockGreetingAssembly.self)
        #expect(scope.resolve(GreetingAssembly.self) is MockGreetingAssembly)
        container.restore(MockGreetingAssembly.self)
        #expect(!(scope.resolve(GreetingAssembly.self) is MockGreetingAssembly))
    }

    @Test func scope_afterTheParentResets_sharesTheParentsNewValues() {
        let container = DependencyContainer()
        let scope = container.makeScope(renewing: [])
        let before = scope.resolve(TitleAssembly.self).title()
        container.reset()
        let after = scope.resolve(TitleAssembly.self).title()
        #expect(after != before)
        #expect(after == container.resolve(TitleAssembly.self).title())
    }

    @Test func scope_renewedAssemblyFactory_resolvesThroughTheScope() {
        let container = DependencyContainer()
        let scope = container.makeScope(renewing: [CompositeAssembly.self, GreetingAssembly.self])
        #expect(scope.resolve(CompositeAssembly.self).build().greeting === scope.resolve(GreetingAssembly.self).build())
    }

    @Test func scope_apply_affectsOnlyTheScope() {
        let container = DependencyContainer()
        let scope = container.makeScope(renewing: [])
        scope.apply(MockGreetingAssembly.self)
        #expect(scope.resolve(GreetingAssembly.self).build().greeting == "Mock")
        #expect(container.resolve(GreetingAssembly.self).build().greeting == "Hello")
        scope.restore(MockGreetingAssembly.self)
        #expect(scope.resolve(GreetingAssembly.self).build() === container.resolve(GreetingAssembly.self).build())
    }

    @Test func scope_renewedAssembly_isTheReplacementAppliedInTheParent() {
        let container = DependencyContainer()
        container.apply(MockSessionAssembly.self)
        let scope = container.makeScope(renewing: [SessionAssembly.self])
        let own = scope.resolve(SessionAssembly.self)
        #expect(type(of: own) == MockSessionAssembly.self)
        #expect(own !== container.resolve(SessionAssembly.self))
        #expect(scope.resolve(MockSessionAssembly.self) === own)
    }

    @Test func scope_renewing_coversSubclasses() {
        let container = DependencyContainer()
        let scope = container.makeScope(renewing: [SessionAssembly.self])
        #expect(scope.resolve(MockSessionAssembly.self) !== container.resolve(MockSessionAssembly.self))
    }

    @Test func scope_reset_resetsOnlyTheScope() {
        let container = DependencyContainer()
        let scope = container.makeScope(renewing: [SessionAssembly.self])
        let parentSession = container.resolve(SessionAssembly.self).session()
        let scopeSession = scope.resolve(SessionAssembly.self).session()
        scope.reset()
        #expect(scope.resolve(SessionAssembly.self).session() !== scopeSession)
        #expect(container.resolve(SessionAssembly.self).session() === parentSession)
    }

    @Test func scope_ofAScope_resolvesThroughTheChain() {
        let app = DependencyContainer()
        let session = app.makeScope(renewing: [SessionAssembly.self])
        let scene = session.makeScope(renewing: [GreetingAssembly.self])
        #expect(scene.resolve(SessionAssembly.self).session() === session.resolve(SessionAssembly.self).session())
        #expect(session.resolve(SessionAssembly.self).session() !== app.resolve(SessionAssembly.self).session())
        #expect(scene.resolve(TitleAssembly.self).title() == app.resolve(TitleAssembly.self).title())
        #expect(scene.resolve(GreetingAssembly.self).build() !== session.resolve(GreetingAssembly.self).build())
    }

    @Test func scope_whenLetGo_isFreedWithWhatItBuilt_whileItsParentLives() {
        let container = DependencyContainer()
        var scope: DependencyContainer? = container.makeScope(renewing: [SessionAssembly.self])
        let session = Weak(scope?.resolve(SessionAssembly.self).session())
        let weakScope = Weak(scope)
        scope = nil
        #expect(weakScope.object == nil)
        #expect(session.object == nil)
        #expect(container.resolve(TitleAssembly.self).container === container)
    }

    @Test func scope_keepsItsParentAlive() {
        var container: DependencyContainer? = DependencyContainer()
        let parent = Weak(container)
        let scope = container?.makeScope(renewing: [])
        container = nil
        #expect(parent.object != nil)
        #expect(scope?.resolve(TitleAssembly.self).title() == parent.object?.resolve(TitleAssembly.self).title())
    }
}
