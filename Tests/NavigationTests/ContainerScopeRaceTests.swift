import Dispatch
import Navigation
import Testing

/// A shared object, compared by identity.
final class ScopeRaceValue: Sendable {}

/// An assembly whose initializer can be held, so that a parent's apply or reset lands while
/// a scope builds it.
class HeldAssembly: Assembly {
    /// Run once by the next initializer, then cleared.
    nonisolated(unsafe) static var hold: (() -> Void)?

    required init(container: Container) {
        super.init(container: container)
        if let hold = Self.hold {
            Self.hold = nil
            hold()
        }
    }

    func build() -> ScopeRaceValue { shared { ScopeRaceValue() } }
}

final class MockHeldAssembly: HeldAssembly {}

/// An assembly that reads a shared value of its own in its initializer.
final class SharingInInitAssembly: Assembly {
    nonisolated(unsafe) private(set) var first: ScopeRaceValue?

    required init(container: Container) {
        super.init(container: container)
        first = build()
    }

    func build() -> ScopeRaceValue { shared { ScopeRaceValue() } }
}

/// An assembly whose initializer hands `self` to another thread that reads its shared value.
final class EscapingInitAssembly: Assembly {
    nonisolated(unsafe) static var readers: [DispatchSemaphore] = []

    required init(container: Container) {
        super.init(container: container)
        let finished = DispatchSemaphore(value: 0)
        Self.readers.append(finished)
        let escaped = UncheckedBox(self)
        DispatchQueue.global().async {
            for _ in 0..<2_000 { _ = escaped.value.build() }
            finished.signal()
        }
    }

    func build() -> ScopeRaceValue { shared { ScopeRaceValue() } }
}

struct UncheckedBox<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}

/// Scopes resolve what their parent would build; these tests land the parent's apply and
/// reset in the middle of a scope's first resolve.
@Suite(.serialized) struct ContainerScopeRaceTests {
    /// Starts the scope's first resolve of HeldAssembly on another thread, runs `change` while
    /// its initializer is held, then lets it finish.
    private func resolveInScope(_ scope: DependencyContainer, while change: () -> Void) {
        let entered = DispatchSemaphore(value: 0)
        let proceed = DispatchSemaphore(value: 0)
        let done = DispatchSemaphore(value: 0)
        HeldAssembly.hold = {
            entered.signal()
            proceed.wait()
        }
        let box = UncheckedBox(scope)
        DispatchQueue.global().async {
            _ = box.value.resolve(HeldAssembly.self)
            done.signal()
        }
        entered.wait()
        change()
        proceed.signal()
        done.wait()
    }

    @Test func parentApply_duringAScopesFirstResolve_isWhatTheScopeAnswersOnceItReturns() {
        let parent = DependencyContainer()
        let scope = parent.makeScope(renewing: [])
        resolveInScope(scope) { parent.apply(MockHeldAssembly.self) }
        #expect(parent.resolve(HeldAssembly.self) is MockHeldAssembly)
        #expect(scope.resolve(HeldAssembly.self) is MockHeldAssembly)
    }

    @Test func parentReset_duringAScopesFirstResolve_leavesTheScopeSharingTheParentsNewValues() {
        let parent = DependencyContainer()
        let scope = parent.makeScope(renewing: [])
        // The hold lands in the parent's initializer, which the scope's resolve runs first to
        // find the parent's values: the reset makes that instance an orphan.
        resolveInScope(scope) { parent.reset() }
        #expect(scope.resolve(HeldAssembly.self).build() === parent.resolve(HeldAssembly.self).build())
    }

    @Test func sharedValueReadInAScopedInitializer_isTheOneTheScopeAndParentShare() {
        let parent = DependencyContainer()
        let scope = parent.makeScope(renewing: [])
        let scoped = scope.resolve(SharingInInitAssembly.self)
        #expect(scoped.first === scoped.build())
        #expect(scoped.build() === parent.resolve(SharingInInitAssembly.self).build())
    }

    @Test func scopedInitializerHandingSelfToAnotherThread_readsOneCacheThroughout() {
        let parent = DependencyContainer()
        let value = parent.resolve(EscapingInitAssembly.self).build()
        for _ in 0..<10 {
            let scope = parent.makeScope(renewing: [])
            #expect(scope.resolve(EscapingInitAssembly.self).build() === value)
        }
        for reader in EscapingInitAssembly.readers { reader.wait() }
    }

    @Test func longLivedContainer_appliedAndResetOverAndOver_keepsBoundedTables() {
        let container = DependencyContainer()
        func cycle() {
            _ = container.resolve(HeldAssembly.self).build()
            container.apply(MockHeldAssembly.self)
            _ = container.resolve(HeldAssembly.self)
            container.reset()
        }
        for _ in 0..<100 { cycle() }
        let kept = container.publishedAnswerSlots
        for _ in 0..<1_000 { cycle() }
        #expect(container.publishedAnswerSlots == kept)
        // Resolving still answers right after the container reads under its lock.
        container.apply(MockHeldAssembly.self)
        #expect(container.resolve(HeldAssembly.self) is MockHeldAssembly)
    }

    @Test func assemblyWithManyKeyedSlots_keepsSnapshotsLinearInItsSlots() {
        final class KeyedAssembly: Assembly {
            func value(_ key: Int) -> ScopeRaceValue { shared(key: "value \(key)") { ScopeRaceValue() } }
        }
        let assembly = DependencyContainer().resolve(KeyedAssembly.self)
        for key in 0..<1_000 { _ = assembly.value(key) }
        #if canImport(Synchronization)
        #expect(assembly.publishedSharedSlots > 0)
        #endif
        #expect(assembly.publishedSharedSlots <= 4 * 1_000)
        #expect(assembly.value(500) === assembly.value(500))
    }
}
