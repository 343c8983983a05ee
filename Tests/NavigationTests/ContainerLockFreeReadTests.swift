import Dispatch
import Navigation
import Testing

/// One assembly type for each `Tag`: `Tagged<Tagged<Int>>` and `Tagged<Int>` are two types.
final class TaggedAssembly<Tag>: Assembly {
    func build() -> TaggedValue { shared { TaggedValue() } }
}

/// A distinct shared object per assembly instance.
final class TaggedValue: Sendable {}

/// A type to nest, so that each depth names a new assembly type.
enum Tagged<Inner> {}

/// Resolves `TaggedAssembly` for `depth` nested tags below `Tag`, appending each answer.
private func resolveNested<Tag>(
    _ tag: Tag.Type, depth: Int, in container: DependencyContainer, into answers: inout [ObjectIdentifier: Assembly]
) {
    answers[ObjectIdentifier(TaggedAssembly<Tag>.self)] = container.resolve(TaggedAssembly<Tag>.self)
    if depth > 0 {
        resolveNested(Tagged<Tag>.self, depth: depth - 1, in: container, into: &answers)
    }
}

/// A class-bound protocol, whose existential is a reference and a witness table.
protocol ClassBoundValue: AnyObject, Sendable {}
extension TaggedValue: ClassBoundValue {}

/// Shared values of every kind of type: the cache keeps a class instance as it is and
/// boxes anything else, and each must read back as it was built.
final class ValueKindsAssembly: Assembly {
    func object() -> TaggedValue { shared { TaggedValue() } }
    func optional() -> TaggedValue? { shared { TaggedValue() } }
    func missing() -> TaggedValue? { shared { nil } }
    func existential() -> any ClassBoundValue { shared { TaggedValue() } }
    func pair() -> [TaggedValue] { shared { [TaggedValue(), TaggedValue()] } }
    func number() -> Int { shared { 42 } }
}

/// The container answers `resolve` without its lock once an assembly is resolved; these
/// tests hold that read to what the locked one promised.
@Suite struct ContainerLockFreeReadTests {
    @Test func sharedValuesOfEveryKindOfType_readBackAsTheyWereBuilt_andLiveWithTheContainer() {
        var container: DependencyContainer? = DependencyContainer()
        let assembly = container!.resolve(ValueKindsAssembly.self)
        let object = assembly.object()
        let optional = assembly.optional()
        let existential = assembly.existential()
        let pair = assembly.pair()
        // The second reads come from the published slots, the first from building them.
        #expect(assembly.object() === object)
        #expect(assembly.optional() === optional)
        #expect(optional != nil)
        #expect(assembly.missing() == nil)
        #expect(assembly.missing() == nil)
        #expect(assembly.existential() === existential)
        #expect(assembly.pair().map(ObjectIdentifier.init) == pair.map(ObjectIdentifier.init))
        #expect(assembly.number() == 42)
        #expect(assembly.number() == 42)
        let kept = Weak(object)
        let keptInBox = Weak(optional!)
        _ = consume object
        _ = consume optional
        _ = consume assembly
        container = nil
        #expect(kept.object == nil)
        #expect(keptInBox.object == nil)
    }

    @Test func manyAssemblyTypes_eachResolvesToItsOwnInstance_everyTime() {
        let container = DependencyContainer()
        var first: [ObjectIdentifier: Assembly] = [:]
        resolveNested(Int.self, depth: 300, in: container, into: &first)
        var second: [ObjectIdentifier: Assembly] = [:]
        resolveNested(Int.self, depth: 300, in: container, into: &second)
        #expect(first.count == 301)
        for (type, assembly) in first {
            #expect(second[type] === assembly)
            #expect(ObjectIdentifier(Swift.type(of: assembly)) == type)
        }
    }

    @Test func reset_freesTheAssembliesThatAnswered_evenThoughReadersCanStillFindTheirSlots() {
        let container = DependencyContainer()
        var answers: [ObjectIdentifier: Assembly] = [:]
        resolveNested(Int.self, depth: 40, in: container, into: &answers)
        let old = answers.values.map { Weak<Assembly>($0) }
        let oldValue = Weak(container.resolve(TaggedAssembly<Int>.self).build())
        answers = [:]
        container.reset()
        #expect(old.allSatisfy { $0.object == nil })
        #expect(oldValue.object == nil)
        // Resolving again builds anew, and keeps answering with the new instance.
        let fresh = container.resolve(TaggedAssembly<Int>.self)
        #expect(container.resolve(TaggedAssembly<Int>.self) === fresh)
    }

    @Test func apply_answersWithTheReplacementAsSoonAsItReturns_afterTheOriginalWasRead() {
        let container = DependencyContainer()
        let original = container.resolve(StressAssembly.self)
        #expect(container.resolve(StressAssembly.self) === original)
        container.apply(MockStressAssembly.self)
        #expect(container.resolve(StressAssembly.self) is MockStressAssembly)
        container.restore(MockStressAssembly.self)
        #expect(container.resolve(StressAssembly.self) === original)
    }

    @Test func readersOnManyThreads_whileResetsAndAppliesRun_getAnAssemblyOfTheRightTypeOrAFreshOne() {
        let container = DependencyContainer()
        let finished = finishesInTime(seconds: 20) {
            DispatchQueue.concurrentPerform(iterations: 4) { thread in
                for round in 0..<2_000 {
                    if thread == 0 && round % 50 == 0 {
                        round % 100 == 0 ? container.reset() : container.apply(MockStressAssembly.self)
                    }
                    let assembly = container.resolve(StressAssembly.self)
                    precondition(assembly.container === container)
                    _ = container.resolve(TaggedAssembly<Tagged<Int>>.self).build()
                }
            }
        }
        #expect(finished)
    }
}
