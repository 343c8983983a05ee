import Dispatch
import Navigation
import Testing

/// A value an assembly builds once per key.
final class KeyedValue: Sendable {
    let key: Int
    init(key: Int) { self.key = key }
}

/// An assembly with a shared and a weakly shared slot per key, as an app keeps one per
/// user or per item.
final class KeyedSlotAssembly: Assembly {
    func shared(_ key: Int) -> KeyedValue { shared(key: "shared \(key)") { KeyedValue(key: key) } }
    func weak(_ key: Int) -> KeyedValue { weaklyShared(key: "weak \(key)") { KeyedValue(key: key) } }
}

/// Assemblies read many keyed slots: each key has its own value, and the slots of freed
/// weakly shared objects do not pile up.
@Suite struct ContainerKeyedSlotTests {
    @Test func manyKeyedSharedSlots_eachReadsBackItsOwnValue() {
        let assembly = DependencyContainer().resolve(KeyedSlotAssembly.self)
        let first = (0..<10_000).map { assembly.shared($0) }
        for key in (0..<10_000).reversed() {
            #expect(assembly.shared(key) === first[key])
            #expect(first[key].key == key)
        }
    }

    @Test func keyedSharedSlots_readOnManyThreadsWhileOthersAreBuilt_keepTheirValues() {
        let container = DependencyContainer()
        let early = (0..<64).map { container.resolve(KeyedSlotAssembly.self).shared($0) }
        let finished = finishesInTime(seconds: 20) {
            DispatchQueue.concurrentPerform(iterations: 4) { thread in
                let assembly = container.resolve(KeyedSlotAssembly.self)
                for round in 0..<2_000 {
                    if thread == 0 {
                        _ = assembly.shared(64 + round)
                    } else {
                        precondition(assembly.shared(round % 64) === early[round % 64])
                        precondition(assembly.shared(64 + round / 4).key == 64 + round / 4)
                    }
                }
            }
        }
        #expect(finished)
    }

    @Test func weakKeys_whoseObjectsWereFreed_doNotKeepTheirSlots() {
        let assembly = DependencyContainer().resolve(KeyedSlotAssembly.self)
        for key in 0..<300_000 {
            _ = assembly.weak(key)
        }
        #expect(assembly.weaklySharedSlots <= 64)
    }

    @Test func weakKeys_heldWhileManyOthersAreFreed_keepTheirObjects() {
        let assembly = DependencyContainer().resolve(KeyedSlotAssembly.self)
        let held = (0..<1_000).map { assembly.weak($0) }
        for key in 1_000..<100_000 {
            _ = assembly.weak(key)
        }
        for (key, object) in held.enumerated() {
            #expect(assembly.weak(key) === object)
        }
        #expect(assembly.weaklySharedSlots <= 2 * held.count + 64)
    }

    @Test func weakKey_afterItsObjectWasFreed_buildsANewOne() {
        let assembly = DependencyContainer().resolve(KeyedSlotAssembly.self)
        let freed = Weak(assembly.weak(7))
        #expect(freed.object == nil)
        let held = assembly.weak(7)
        #expect(assembly.weak(7) === held)
    }
}
