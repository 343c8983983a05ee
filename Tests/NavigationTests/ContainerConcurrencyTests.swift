import Dispatch
import Navigation
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How many times an assembly's initializer ran in each container.
let initializerRuns = Locked<[ObjectIdentifier: Int]>([:])

func initializerRuns(in container: DependencyContainer) -> Int {
    initializerRuns.withLock { $0[ObjectIdentifier(container)] ?? 0 }
}

/// A new container whose count starts at zero: a container freed by another test may
/// have had the same address.
func countingContainer() -> DependencyContainer {
    let container = DependencyContainer()
    initializerRuns.withLock { $0[ObjectIdentifier(container)] = 0 }
    return container
}

/// An assembly that counts its initializations, and takes a while to initialize so that
/// racing first resolves overlap.
final class SlowInitAssembly: Assembly {
    required init(container: Container) {
        initializerRuns.withLock { $0[ObjectIdentifier(container), default: 0] += 1 }
        usleep(20_000)
        super.init(container: container)
    }
}

/// The result of a factory that waited for another thread.
final class WaitOutcome: Sendable {
    let otherThreadFinished: Bool
    init(otherThreadFinished: Bool) { self.otherThreadFinished = otherThreadFinished }
}

/// A shared factory that waits for another thread's first use of another slot.
final class WaitingAssembly: Assembly {
    func build() -> WaitOutcome {
        shared {
            let container = container
            let finished = DispatchSemaphore(value: 0)
            DispatchQueue.global().async {
                _ = container.resolve(CountingAssembly.self).build()
                finished.signal()
            }
            return WaitOutcome(otherThreadFinished: finished.wait(timeout: .now() + 5) == .success)
        }
    }
}

/// An assembly whose shared and weakly shared factories block briefly, as real ones do
/// when they open a file or a socket.
final class BlockingAssembly: Assembly {
    let builds = Counter()
    let weakBuilds = Counter()
    func build() -> EnglishGreeting {
        shared {
            builds.increment()
            usleep(200)
            return EnglishGreeting()
        }
    }
    func weak() -> EnglishGreeting {
        weaklyShared {
            weakBuilds.increment()
            usleep(200)
            return EnglishGreeting()
        }
    }
}

/// An assembly whose initializer blocks briefly.
final class BlockingInitAssembly: Assembly {
    required init(container: Container) {
        usleep(300)
        super.init(container: container)
    }
}

class StressAssembly: Assembly {
    func build() -> any GreetingService {
        shared {
            usleep(100)
            return EnglishGreeting()
        }
    }
}

final class MockStressAssembly: StressAssembly {
    override func build() -> any GreetingService {
        shared {
            usleep(100)
            return MockGreeting()
        }
    }
}

@Suite struct ContainerConcurrencyTests {
    @Test func sharedFactory_waitingForAnotherThreadsFirstUseOfAnotherSlot_doesNotHang() {
        let container = DependencyContainer()
        #expect(container.resolve(WaitingAssembly.self).build().otherThreadFinished)
    }

    @Test func racingFirstResolves_runTheInitializerOnce() {
        let container = countingContainer()
        let instances = Locked<Set<ObjectIdentifier>>([])
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            let assembly = container.resolve(SlowInitAssembly.self)
            instances.withLock { _ = $0.insert(ObjectIdentifier(assembly)) }
        }
        #expect(initializerRuns(in: container) == 1)
        #expect(instances.withLock { $0.count } == 1)
    }

    @Test func assemblyInitializer_runsOncePerContainer_acrossUnrelatedApplyAndRestore() {
        let container = countingContainer()
        let assembly = container.resolve(SlowInitAssembly.self)
        container.apply(MockGreetingAssembly.self)
        #expect(container.resolve(SlowInitAssembly.self) === assembly)
        container.restore(MockGreetingAssembly.self)
        #expect(container.resolve(SlowInitAssembly.self) === assembly)
        #expect(initializerRuns(in: container) == 1)
    }

    @Test func assemblyInitializer_runsAgainAfterReset() {
        let container = countingContainer()
        let before = container.resolve(SlowInitAssembly.self)
        container.reset()
        #expect(container.resolve(SlowInitAssembly.self) !== before)
        #expect(initializerRuns(in: container) == 2)
    }

    @Test func concurrentFirstUses_ofBlockingFactories_buildOneInstanceEach() {
        let container = DependencyContainer()
        let shared = Locked<Set<ObjectIdentifier>>([])
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            let assembly = container.resolve(BlockingAssembly.self)
            let value = assembly.build()
            withExtendedLifetime(assembly.weak()) {
                shared.withLock { _ = $0.insert(ObjectIdentifier(value)) }
            }
        }
        let assembly = container.resolve(BlockingAssembly.self)
        #expect(shared.withLock { $0.count } == 1)
        #expect(assembly.builds.count == 1)
        #expect(assembly.weakBuilds.count >= 1)
    }

    /// Eight threads resolve, apply, restore and reset one container, with factories and
    /// initializers that block. Every assembly instance builds its shared value once,
    /// every thread finishes, and each answer is of the right family.
    @Test func stress_resolveApplyRestoreReset_fromEightThreads_finishesWithOneInstancePerSlot() {
        let container = DependencyContainer()
        let seen = Locked<[ObjectIdentifier: (assembly: BlockingAssembly, value: ObjectIdentifier)]>([:])
        let wrongFamilies = Counter()
        let finished = finishesInTime(seconds: 30) {
            DispatchQueue.concurrentPerform(iterations: 8) { thread in
                var random = SplitMix(state: UInt64(thread))
                for _ in 0..<400 {
                    switch random.next() % 100 {
                    case 0..<3:
                        container.reset()
                    case 3..<8:
                        container.apply(MockStressAssembly.self)
                    case 8..<13:
                        container.restore(MockStressAssembly.self)
                    case 13..<20:
                        _ = container.resolve(BlockingInitAssembly.self)
                    default:
                        let assembly = container.resolve(BlockingAssembly.self)
                        let value = ObjectIdentifier(assembly.build())
                        let greeting = container.resolve(StressAssembly.self).build().greeting
                        if greeting != "Hello" && greeting != "Mock" { wrongFamilies.increment() }
                        _ = assembly.weak()
                        seen.withLock { seen in
                            let key = ObjectIdentifier(assembly)
                            if let earlier = seen[key], earlier.value != value { wrongFamilies.increment() }
                            seen[key] = (assembly, value)
                        }
                    }
                }
            }
        }
        #expect(finished, "the threads did not finish within 30 seconds")
        #expect(wrongFamilies.count == 0)
        let assemblies = seen.withLock { $0.values.map(\.assembly) }
        #expect(!assemblies.isEmpty)
        for assembly in assemblies {
            #expect(assembly.builds.count == 1)
        }
    }
}
