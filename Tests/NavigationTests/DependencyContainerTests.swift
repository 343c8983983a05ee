import Foundation
import Navigation
import Testing

// Assemblies in the shapes apps write.

protocol GreetingService: AnyObject, Sendable {
    var greeting: String { get }
}

final class EnglishGreeting: GreetingService {
    let greeting = "Hello"
}

final class MockGreeting: GreetingService {
    let greeting = "Mock"
}

class GreetingAssembly: Assembly {
    func build() -> any GreetingService { shared { EnglishGreeting() } }
    func fresh() -> any GreetingService { EnglishGreeting() }
    func title() -> String { shared { "greeting \(UUID())" } }
}

class MockGreetingAssembly: GreetingAssembly {
    override func build() -> any GreetingService { shared { MockGreeting() } }
}

final class OtherMockGreetingAssembly: GreetingAssembly {
    override func build() -> any GreetingService { shared { MockGreeting() } }
}

final class DeeperMockGreetingAssembly: MockGreetingAssembly {}

final class TitleAssembly: Assembly {
    func title() -> String { shared { "title \(UUID())" } }
}

final class KeyedAssembly: Assembly {
    func first() -> String { shared(key: "common") { "keyed \(UUID())" } }
    func second() -> String { shared(key: "common") { "never built" } }
    func generic<T: Sendable>(_ make: () -> T) -> T { shared { make() } }
}

final class StandaloneAssembly: Assembly {}

/// Two shared call sites at the same column of one file, on different lines.
final class TwoSitesAssembly: Assembly {
    func first() -> String { shared { "first" } }
    func second() -> String { shared { "second" } }
}

enum FeatureA {
    final class MainAssembly: Assembly {
        func name() -> String { "A" }
    }
}

enum FeatureB {
    final class MainAssembly: Assembly {
        func name() -> String { "B" }
    }
}

/// A value shared between threads, behind a lock.
final class Locked<Value>: @unchecked Sendable {
    // Sendable because `value` is touched only while `lock` is held.
    private let lock = NSLock()
    private var value: Value
    init(_ value: Value) { self.value = value }
    func withLock<Result>(_ body: (inout Value) -> Result) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return body(&value)
    }
}

/// Counts how often a factory runs, from any thread.
final class Counter: Sendable {
    private let value = Locked(0)
    func increment() { value.withLock { $0 += 1 } }
    var count: Int { value.withLock { $0 } }
}

final class CountingAssembly: Assembly {
    let builds = Counter()
    let weakBuilds = Counter()
    func weak() -> EnglishGreeting {
        weaklyShared {
            weakBuilds.increment()
            return EnglishGreeting()
        }
    }
    func build() -> EnglishGreeting {
        shared {
            builds.increment()
            return EnglishGreeting()
        }
    }
}

/// A shared value whose factory resolves another assembly's shared value.
final class Composite: Sendable {
    let greeting: any GreetingService
    init(greeting: any GreetingService) { self.greeting = greeting }
}

final class CompositeAssembly: Assembly {
    func build() -> Composite {
        shared { Composite(greeting: container.resolve(GreetingAssembly.self).build()) }
    }
}

@Suite struct DependencyContainerTests {
    @Test func resolve_withNothingApplied_returnsTheAssemblyItself() {
        let container = DependencyContainer()
        let assembly = container.resolve(GreetingAssembly.self)
        #expect(type(of: assembly) == GreetingAssembly.self)
        #expect(assembly === container.resolve(GreetingAssembly.self))
        #expect(assembly.container === container)
    }

    @Test func apply_makesTheSubclassAnswer() {
        let container = DependencyContainer()
        container.apply(MockGreetingAssembly.self)
        #expect(container.resolve(GreetingAssembly.self).build().greeting == "Mock")
        #expect(container.resolve(GreetingAssembly.self) === container.resolve(MockGreetingAssembly.self))
    }

    @Test func apply_replacesEveryAncestorUpToAssembly() {
        let container = DependencyContainer()
        container.apply(DeeperMockGreetingAssembly.self)
        #expect(type(of: container.resolve(GreetingAssembly.self)) == DeeperMockGreetingAssembly.self)
        #expect(type(of: container.resolve(MockGreetingAssembly.self)) == DeeperMockGreetingAssembly.self)
    }

    @Test func applyAgain_replacesTheEarlierReplacement() {
        let container = DependencyContainer()
        container.apply(MockGreetingAssembly.self)
        _ = container.resolve(GreetingAssembly.self)
        container.apply(OtherMockGreetingAssembly.self)
        #expect(type(of: container.resolve(GreetingAssembly.self)) == OtherMockGreetingAssembly.self)
    }

    @Test func apply_ofADirectSubclassOfAssembly_replacesNothing() {
        let container = DependencyContainer()
        container.apply(StandaloneAssembly.self)
        #expect(type(of: container.resolve(GreetingAssembly.self)) == GreetingAssembly.self)
        #expect(type(of: container.resolve(StandaloneAssembly.self)) == StandaloneAssembly.self)
    }

    @Test(arguments: [false, true])
    func restore_bringsTheOriginalBack(byReplacement: Bool) {
        let container = DependencyContainer()
        let original = container.resolve(GreetingAssembly.self).build()
        container.apply(MockGreetingAssembly.self)
        #expect(container.resolve(GreetingAssembly.self).build().greeting == "Mock")
        container.restore(byReplacement ? MockGreetingAssembly.self : GreetingAssembly.self)
        #expect(type(of: container.resolve(GreetingAssembly.self)) == GreetingAssembly.self)
        #expect(container.resolve(GreetingAssembly.self).build() === original)
    }

    @Test func reset_dropsReplacementsAndCachedInstances() {
        let container = DependencyContainer()
        let before = container.resolve(GreetingAssembly.self).build()
        container.apply(MockGreetingAssembly.self)
        container.reset()
        let assembly = container.resolve(GreetingAssembly.self)
        #expect(type(of: assembly) == GreetingAssembly.self)
        #expect(assembly.build() !== before)
    }

    @Test func containers_doNotShareReplacementsOrInstances() {
        let first = DependencyContainer()
        let second = DependencyContainer()
        first.apply(MockGreetingAssembly.self)
        #expect(second.resolve(GreetingAssembly.self).build().greeting == "Hello")
        #expect(first.resolve(TitleAssembly.self).title() != second.resolve(TitleAssembly.self).title())
    }

    @Test func shared_returnsOneInstanceForTheContainersLife() {
        let container = DependencyContainer()
        #expect(container.resolve(GreetingAssembly.self).build() === container.resolve(GreetingAssembly.self).build())
    }

    @Test func newOnEveryCall_returnsNewInstances() {
        let container = DependencyContainer()
        #expect(container.resolve(GreetingAssembly.self).fresh() !== container.resolve(GreetingAssembly.self).fresh())
    }

    @Test func twoAssembliesSharingOneType_getTheirOwnSlots() {
        let container = DependencyContainer()
        let greetingTitle = container.resolve(GreetingAssembly.self).title()
        let title = container.resolve(TitleAssembly.self).title()
        #expect(greetingTitle.hasPrefix("greeting"))
        #expect(title.hasPrefix("title"))
        #expect(container.resolve(TitleAssembly.self).title() == title)
    }

    @Test func callSitesOnDifferentLines_getTheirOwnSlots() {
        let assembly = DependencyContainer().resolve(TwoSitesAssembly.self)
        #expect(assembly.first() == "first")
        #expect(assembly.second() == "second")
    }

    @Test func explicitKey_isOneSlotForEveryCallSiteThatNamesIt() {
        let container = DependencyContainer()
        let assembly = container.resolve(KeyedAssembly.self)
        #expect(assembly.first() == assembly.second())
    }

    @Test func oneCallSite_keepsOneSlotPerReturnedType() {
        let assembly = DependencyContainer().resolve(KeyedAssembly.self)
        #expect(assembly.generic { 42 } == 42)
        #expect(assembly.generic { "text" } == "text")
        #expect(assembly.generic { 7 } == 42)
    }

    @Test func sameNameInDifferentNamespaces_neverCollides() {
        let container = DependencyContainer()
        #expect(container.resolve(FeatureA.MainAssembly.self).name() == "A")
        #expect(container.resolve(FeatureB.MainAssembly.self).name() == "B")
    }

    @Test func weaklyShared_isSharedWhileHeld_andRebuiltAfterRelease() {
        let assembly = DependencyContainer().resolve(CountingAssembly.self)
        var held: EnglishGreeting? = assembly.weak()
        #expect(assembly.weak() === held)
        #expect(assembly.weakBuilds.count == 1)
        let released = Weak(held)
        held = nil
        #expect(released.object == nil)
        let rebuilt = assembly.weak()
        #expect(assembly.weakBuilds.count == 2)
        #expect(assembly.weak() === rebuilt)
    }

    @Test func sharedFactory_mayResolveOtherSharedValues() {
        let container = DependencyContainer()
        let composite = container.resolve(CompositeAssembly.self).build()
        #expect(composite.greeting === container.resolve(GreetingAssembly.self).build())
    }

    @Test func concurrentResolves_buildOneSharedInstance() async {
        let container = DependencyContainer()
        let results = Locked<Set<ObjectIdentifier>>([])
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for _ in 0..<10_000 {
                let instance = container.resolve(CountingAssembly.self).build()
                results.withLock { _ = $0.insert(ObjectIdentifier(instance)) }
            }
        }
        #expect(results.withLock { $0.count } == 1)
        #expect(container.resolve(CountingAssembly.self).builds.count == 1)
    }

    @Test func concurrentResolvesAndApplies_alwaysAnswerWithTheRightFamily() async {
        let container = DependencyContainer()
        DispatchQueue.concurrentPerform(iterations: 8) { index in
            for step in 0..<2_000 {
                if index == 0, step % 10 == 0 {
                    step % 20 == 0
                        ? container.apply(MockGreetingAssembly.self) : container.restore(MockGreetingAssembly.self)
                }
                let greeting = container.resolve(GreetingAssembly.self).build().greeting
                precondition(greeting == "Hello" || greeting == "Mock")
                _ = container.resolve(CompositeAssembly.self).build()
            }
        }
        #expect(container.resolve(CompositeAssembly.self).build() === container.resolve(CompositeAssembly.self).build())
    }

    @Test @MainActor func navigationAssembly_sharesOneServicePerContainer() {
        let container = DependencyContainer()
        let service = container.resolve(NavigationAssembly.self).service()
        #expect(container.resolve(NavigationAssembly.self).build() === service)
        #expect(DependencyContainer().resolve(NavigationAssembly.self).service() !== service)
    }
}
