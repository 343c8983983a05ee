import Navigation
import Testing

/// An assembly written with Swilby's spellings, as the seed's templates generate it.
final class SwilbyAssembly: Assembly {
    func greeting() -> any GreetingService { strongBox { EnglishGreeting() } }
    func other() -> any GreetingService { strongBox { EnglishGreeting() } }
    func weakGreeting() -> any GreetingService { weakBox { EnglishGreeting() } }
    func weakObject() -> EnglishGreeting { weakBox { EnglishGreeting() } }
    func weakValue() -> String { weakBox { "value \(Int.random(in: 0..<Int.max))" } }
}

@Suite struct ContainerSwilbyTests {
    @Test func strongBox_isSharedForTheContainersLife() {
        let container = DependencyContainer()
        #expect(container.resolve(SwilbyAssembly.self).greeting() === container.resolve(SwilbyAssembly.self).greeting())
    }

    @Test func strongBox_callSitesKeepTheirOwnSlots() {
        let assembly = DependencyContainer().resolve(SwilbyAssembly.self)
        #expect(assembly.greeting() !== assembly.other())
    }

    @Test func weakBox_ofAnObjectBehindAProtocol_isSharedWhileHeld_andRebuiltAfterRelease() {
        let assembly = DependencyContainer().resolve(SwilbyAssembly.self)
        var held: (any GreetingService)? = assembly.weakGreeting()
        #expect(assembly.weakGreeting() === held)
        let released = Weak(held as AnyObject?)
        held = nil
        #expect(released.object == nil)
        let rebuilt = assembly.weakGreeting()
        #expect(assembly.weakGreeting() === rebuilt)
    }

    @Test func weakBox_ofAClass_isSharedWhileHeld() {
        let assembly = DependencyContainer().resolve(SwilbyAssembly.self)
        let held = assembly.weakObject()
        #expect(assembly.weakObject() === held)
    }

    @Test func weakBox_ofAValue_isNewOnEveryCall() {
        let assembly = DependencyContainer().resolve(SwilbyAssembly.self)
        #expect(assembly.weakValue() != assembly.weakValue())
    }
}
