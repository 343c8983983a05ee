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

/// The container answers `resolve` without its lock once an assembly is resolved; these
/// tests hold that read to what the locked one promised.
@Suite struct ContainerLockFreeReadTests {
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
