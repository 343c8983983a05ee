import Dispatch
import Navigation
import Testing

final class CycleService: Sendable {}
final class CycleOther: Sendable {}

final class CycleFirstAssembly: Assembly {
    func build() -> CycleService {
        shared {
            _ = container.resolve(CycleSecondAssembly.self).build()
            return CycleService()
        }
    }
}

final class CycleSecondAssembly: Assembly {
    func build() -> CycleOther {
        shared {
            _ = container.resolve(CycleFirstAssembly.self).build()
            return CycleOther()
        }
    }
}

/// Two keyed slots of one assembly that need each other.
final class KeyedCycleAssembly: Assembly {
    func service() -> CycleService {
        shared(key: "service") {
            _ = other()
            return CycleService()
        }
    }

    func other() -> CycleOther {
        weaklyShared(key: "other") {
            _ = service()
            return CycleOther()
        }
    }
}

/// Two assemblies whose initializers resolve each other.
final class CycleInitFirstAssembly: Assembly {
    required init(container: Container) {
        _ = container.resolve(CycleInitSecondAssembly.self)
        super.init(container: container)
    }
}

final class CycleInitSecondAssembly: Assembly {
    required init(container: Container) {
        _ = container.resolve(CycleInitFirstAssembly.self)
        super.init(container: container)
    }
}

/// Two shared factories that need each other, each first used on its own thread: the
/// first factory waits until the second has started, so each thread ends up needing the
/// slot the other is building.
enum CrossThreadCycle {
    static let firstStarted = DispatchSemaphore(value: 0)
    static let secondStarted = DispatchSemaphore(value: 0)
}

final class CrossFirstAssembly: Assembly {
    func build() -> CycleService {
        shared {
            CrossThreadCycle.firstStarted.signal()
            _ = CrossThreadCycle.secondStarted.wait(timeout: .now() + 5)
            _ = container.resolve(CrossSecondAssembly.self).build()
            return CycleService()
        }
    }
}

final class CrossSecondAssembly: Assembly {
    func build() -> CycleOther {
        shared {
            CrossThreadCycle.secondStarted.signal()
            _ = CrossThreadCycle.firstStarted.wait(timeout: .now() + 5)
            _ = container.resolve(CrossFirstAssembly.self).build()
            return CycleOther()
        }
    }
}

// Exit tests arrived in Swift 6.2; older toolchains skip this suite.
#if compiler(>=6.2)
@Suite struct DependencyCycleTests {
    @Test func cycle_stopsWithAMessageNamingThePath() async throws {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let container = DependencyContainer()
            withExtendedLifetime(container) { _ = container.resolve(CycleFirstAssembly.self).build() }
        }
        let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            output.contains(
                "Dependency cycle: CycleFirstAssembly.shared(CycleService) -> CycleSecondAssembly.shared(CycleOther) -> CycleFirstAssembly.shared(CycleService)"
            ),
            "\(output)"
        )
    }

    @Test func cycleThroughKeyedSlots_stopsWithAMessageNamingTheKeys() async throws {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let container = DependencyContainer()
            withExtendedLifetime(container) { _ = container.resolve(KeyedCycleAssembly.self).service() }
        }
        let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            output.contains(
                #"Dependency cycle: KeyedCycleAssembly.shared(CycleService, key: "service") -> "#
                    + #"KeyedCycleAssembly.weaklyShared(CycleOther, key: "other") -> "#
                    + #"KeyedCycleAssembly.shared(CycleService, key: "service")"#
            ),
            "\(output)"
        )
    }

    @Test func cycleThroughInitializers_stopsWithAMessageNamingThePath() async throws {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let container = DependencyContainer()
            withExtendedLifetime(container) { _ = container.resolve(CycleInitFirstAssembly.self) }
        }
        let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            output.contains(
                "Dependency cycle: CycleInitFirstAssembly.init -> CycleInitSecondAssembly.init -> CycleInitFirstAssembly.init"
            ),
            "\(output)"
        )
    }

    @Test func cycleAcrossTwoThreads_stopsWithThePathInsteadOfDeadlocking() async throws {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let container = DependencyContainer()
            let done = DispatchSemaphore(value: 0)
            DispatchQueue.global().async {
                _ = container.resolve(CrossSecondAssembly.self).build()
                done.signal()
            }
            _ = container.resolve(CrossFirstAssembly.self).build()
            // Returning exits the child cleanly, which fails the test: the cycle went unnoticed.
            _ = done.wait(timeout: .now() + 10)
        }
        let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(output.contains("Dependency cycle across threads"), "\(output)")
        let firstThenSecond =
            "CrossFirstAssembly.shared(CycleService) -> CrossSecondAssembly.shared(CycleOther) -> CrossFirstAssembly.shared(CycleService)"
        let secondThenFirst =
            "CrossSecondAssembly.shared(CycleOther) -> CrossFirstAssembly.shared(CycleService) -> CrossSecondAssembly.shared(CycleOther)"
        #expect(output.contains(firstThenSecond) || output.contains(secondThenFirst), "\(output)")
    }

    @Test func assembly_usingItsContainerAfterTheContainerWasFreed_stopsNamingTheAssembly() async throws {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var container: DependencyContainer? = DependencyContainer()
            let assembly = container?.resolve(CompositeAssembly.self)
            container = nil
            _ = assembly?.build()
        }
        let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            output.contains("CompositeAssembly used its container after the container was freed"), "\(output)")
        #expect(output.contains("keep the DependencyContainer"), "\(output)")
    }
}
#endif
