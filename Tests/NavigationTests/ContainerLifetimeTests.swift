import Dispatch
import Navigation
import Testing

/// A shared value whose `deinit` resolves through the container it came from.
final class ResolvingOnDeinit: Sendable {
    private weak let container: DependencyContainer?
    init(container: DependencyContainer) { self.container = container }
    deinit { _ = container?.resolve(GreetingAssembly.self).build() }
}

final class ResolvingOnDeinitAssembly: Assembly {
    func build(in container: DependencyContainer) -> ResolvingOnDeinit {
        shared { ResolvingOnDeinit(container: container) }
    }
}

/// An assembly whose own `deinit` resolves through a container.
final class DeinitResolvingAssembly: Assembly {
    static let resolveOnDeinit = Locked<DependencyContainer?>(nil)
    deinit { _ = Self.resolveOnDeinit.withLock { $0 }?.resolve(GreetingAssembly.self).build() }
}

/// Runs `body` on another thread and reports whether it finished within `seconds`: a
/// bound on a deadlock, not a measure of speed.
func finishesInTime(seconds: Int = 5, _ body: @escaping @Sendable () -> Void) -> Bool {
    let finished = DispatchSemaphore(value: 0)
    DispatchQueue.global().async {
        body()
        finished.signal()
    }
    return finished.wait(timeout: .now() + .seconds(seconds)) == .success
}

@Suite struct ContainerLifetimeTests {
    @Test func container_whenLetGo_isFreedWithItsAssembliesAndSharedValues() {
        var container: DependencyContainer? = DependencyContainer()
        let assembly = Weak(container?.resolve(CompositeAssembly.self))
        let composite = Weak(container?.resolve(CompositeAssembly.self).build())
        let greeting = Weak(container?.resolve(GreetingAssembly.self).build() as AnyObject?)
        let weakContainer = Weak(container)
        #expect(composite.object != nil)
        container = nil
        #expect(weakContainer.object == nil)
        #expect(assembly.object == nil)
        #expect(composite.object == nil)
        #expect(greeting.object == nil)
    }

    @Test @MainActor func stubContainer_withItsNavigationServiceUsed_isFreed() async {
        var builder: ApplicationViewBuilder? = .stub
        let container = Weak(builder?.container as AnyObject?)
        let service = Weak(builder?.container.resolve(NavigationAssembly.self).service())
        #expect(service.object != nil)
        builder = nil
        #expect(container.object == nil)
        #expect(service.object == nil)
    }

    @Test func reset_whenSharedValueDeinitResolves_doesNotDeadlock() {
        let container = DependencyContainer()
        _ = container.resolve(ResolvingOnDeinitAssembly.self).build(in: container)
        #expect(finishesInTime { container.reset() })
    }

    @Test func reset_whenAssemblyDeinitResolves_doesNotDeadlock() {
        let container = DependencyContainer()
        DeinitResolvingAssembly.resolveOnDeinit.withLock { $0 = container }
        defer { DeinitResolvingAssembly.resolveOnDeinit.withLock { $0 = nil } }
        _ = container.resolve(DeinitResolvingAssembly.self)
        #expect(finishesInTime { container.reset() })
    }

    @Test func reset_freesTheInstancesItDropped() {
        let container = DependencyContainer()
        let greeting = Weak(container.resolve(GreetingAssembly.self).build() as AnyObject)
        container.reset()
        #expect(greeting.object == nil)
    }

    @Test(arguments: [false, true])
    func applyOrRestore_keepsBuiltInstances(restoring: Bool) {
        let container = DependencyContainer()
        let greeting = container.resolve(GreetingAssembly.self).build()
        container.apply(MockGreetingAssembly.self)
        if restoring { container.restore(MockGreetingAssembly.self) }
        #expect(container.resolve(MockGreetingAssembly.self).build() !== greeting)
        container.restore(MockGreetingAssembly.self)
        #expect(container.resolve(GreetingAssembly.self).build() === greeting)
    }
}
