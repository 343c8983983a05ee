import Navigation
import Testing

private final class BuildCounter: Sendable {
    private let value = Locked(0)
    func increment() { value.withLock { $0 += 1 } }
    var count: Int { value.withLock { $0 } }
}

private final class CountedAssembly: Assembly {
    let builds = BuildCounter()
    func build() -> some View {
        builds.increment()
        return EmptyView()
    }
}

private struct CountedModule: Module {
    let number: Int
    func build(container: Container) -> some View {
        container.resolve(CountedAssembly.self).build()
    }
}

@Suite @MainActor struct ApplicationViewBuilderTests {
    private let container = DependencyContainer()
    private var builds: Int { container.resolve(CountedAssembly.self).builds.count }

    @Test func view_isBuiltOncePerAppearance() {
        let builder = ApplicationViewBuilder(container: container)
        var state = NavigationState()
        state.apply(.push(CountedModule(number: 1)))
        for _ in 0..<5 {
            _ = builder.view(for: state.items[0])
        }
        #expect(builds == 1)
    }

    @Test func rerenderingAfterAPush_doesNotRebuildTheScreensBelow() {
        let builder = ApplicationViewBuilder(container: container)
        var state = NavigationState()
        state.apply(.push(CountedModule(number: 1)))
        _ = builder.view(for: state.items[0])
        state.apply(.push(CountedModule(number: 2)))
        builder.retainViews(for: state)
        for module in state.items {
            _ = builder.view(for: module)
        }
        #expect(builds == 2)
    }

    @Test func theSameModuleAppearingTwice_isBuiltTwice() {
        let builder = ApplicationViewBuilder(container: container)
        var state = NavigationState()
        state.apply(.push(CountedModule(number: 1)))
        state.apply(.push(CountedModule(number: 1)))
        for module in state.items {
            _ = builder.view(for: module)
        }
        #expect(builds == 2)
    }

    @Test func aModuleThatLeftAndCameBack_isBuiltAgain() {
        let builder = ApplicationViewBuilder(container: container)
        var state = NavigationState()
        state.apply(.push(CountedModule(number: 1)))
        _ = builder.view(for: state.items[0])
        state.apply(.pop)
        builder.retainViews(for: state)
        #expect(builder.builtModuleIDs.isEmpty)
        state.apply(.push(CountedModule(number: 1)))
        _ = builder.view(for: state.items[0])
        #expect(builds == 2)
    }

    @Test func retainViews_keepsEveryLayersModules() {
        let builder = ApplicationViewBuilder(container: container)
        var state = NavigationState()
        state.apply(.push(CountedModule(number: 1)))
        state.apply(.present(sheet: CountedModule(number: 2)))
        state.apply(.push(CountedModule(number: 3)))
        let modules = state.stack + state.presentations.flatMap { [$0.module] + $0.stack }
        for module in modules {
            _ = builder.view(for: module)
        }
        builder.retainViews(for: state)
        #expect(builder.builtModuleIDs == Set(modules.map(\.id)))
    }

    @Test func stub_buildsWithAppliedAssemblies() {
        let builder = ApplicationViewBuilder.stub
        builder.container.resolve(CountedAssembly.self).builds.increment()
        _ = builder.build(module: CountedModule(number: 1))
        #expect(builder.container.resolve(CountedAssembly.self).builds.count == 2)
        #expect(ApplicationViewBuilder.stub.container !== builder.container)
    }
}
