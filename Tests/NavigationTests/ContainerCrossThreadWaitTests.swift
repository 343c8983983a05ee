import Dispatch
import Navigation
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

final class WaitedService: Sendable {}

/// An initializer that resolves its own assembly on another thread and waits for it.
final class SelfWaitingInitAssembly: Assembly {
    required init(container: Container) {
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            _ = container.resolve(SelfWaitingInitAssembly.self)
            done.signal()
        }
        _ = done.wait(timeout: .now() + 30)
        super.init(container: container)
    }
}

/// A shared factory that needs its own value from another thread.
final class SelfWaitingFactoryAssembly: Assembly {
    func build() -> WaitedService {
        shared {
            let container = container
            let done = DispatchSemaphore(value: 0)
            DispatchQueue.global().async {
                _ = container.resolve(SelfWaitingFactoryAssembly.self).build()
                done.signal()
            }
            _ = done.wait(timeout: .now() + 30)
            return WaitedService()
        }
    }
}

/// A shared factory that hops to the main queue, as the container allows.
final class MainHoppingAssembly: Assembly {
    static let factoryStarted = DispatchSemaphore(value: 0)
    func build() -> WaitedService {
        shared {
            Self.factoryStarted.signal()
            // Give the main thread time to need the value first.
            usleep(100_000)
            DispatchQueue.main.sync {}
            return WaitedService()
        }
    }
}

/// One slot per key, each built from the one below it.
final class ChainedSlotsAssembly: Assembly {
    func value(_ depth: Int) -> Int {
        shared(key: "link \(depth)") { depth == 0 ? 0 : value(depth - 1) + 1 }
    }
}

/// The code a child process ends with when its watchdog fires: the wait never ended.
let watchdogExit: Int32 = 42

/// Reports waits quickly, and ends the process once a wait has gone on long past that.
func reportWaitsSoon_andEndAfterAWhile() {
    DependencyContainer.firstUseWaitReportDelay = .milliseconds(200)
    DispatchQueue.global().asyncAfter(deadline: .now() + 2) { exit(watchdogExit) }
}

// Exit tests arrived in Swift 6.2; older toolchains skip this suite.
#if compiler(>=6.2)
/// Waits the container cannot see the end of (a builder that waits for a thread that needs
/// what it builds) are reported with what waits on what, never silent.
@Suite struct ContainerCrossThreadWaitTests {
    @Test func initializerWaitingForAThreadThatResolvesItsAssembly_isReportedWithTheSlotAndTheThreads() async {
        let result = await #expect(processExitsWith: .exitCode(watchdogExit), observing: [\.standardErrorContent]) {
            reportWaitsSoon_andEndAfterAWhile()
            let container = DependencyContainer()
            _ = container.resolve(SelfWaitingInitAssembly.self)
        }
        let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(output.contains("a first use has waited 0.2 s for a value another thread is building"), "\(output)")
        #expect(output.contains("waits for SelfWaitingInitAssembly.init,"), "\(output)")
        #expect(
            output.contains("is building (SelfWaitingInitAssembly.init) while it waits for no other value"), "\(output)"
        )
    }

    @Test func sharedFactoryNeedingItsOwnValueFromAnotherThread_isReportedWithTheSlotAndTheThreads() async {
        let result = await #expect(processExitsWith: .exitCode(watchdogExit), observing: [\.standardErrorContent]) {
            reportWaitsSoon_andEndAfterAWhile()
            let container = DependencyContainer()
            _ = container.resolve(SelfWaitingFactoryAssembly.self).build()
        }
        let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(output.contains("waits for SelfWaitingFactoryAssembly.shared(WaitedService),"), "\(output)")
        #expect(
            output.contains(
                "is building (SelfWaitingFactoryAssembly.shared(WaitedService)) while it waits for no other value"),
            "\(output)")
    }

    @Test func sharedFactoryHoppingToTheMainQueue_whileTheMainThreadNeedsIt_isReportedByTheMainThread() async {
        let result = await #expect(processExitsWith: .exitCode(watchdogExit), observing: [\.standardErrorContent]) {
            reportWaitsSoon_andEndAfterAWhile()
            let container = DependencyContainer()
            DispatchQueue.global().async { _ = container.resolve(MainHoppingAssembly.self).build() }
            MainHoppingAssembly.factoryStarted.wait()
            await MainActor.run { _ = container.resolve(MainHoppingAssembly.self).build() }
        }
        let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(output.contains("(the main thread) waits for MainHoppingAssembly.shared(WaitedService),"), "\(output)")
        #expect(output.contains("or the main queue while the main thread needs it"), "\(output)")
    }

    @Test func slowFirstUse_reportedWhileItWaits_stillGetsTheOneValue() async {
        let result = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
            DependencyContainer.firstUseWaitReportDelay = .milliseconds(50)
            final class SlowAssembly: Assembly {
                static let started = DispatchSemaphore(value: 0)
                func build() -> WaitedService {
                    shared {
                        Self.started.signal()
                        usleep(300_000)
                        return WaitedService()
                    }
                }
            }
            let container = DependencyContainer()
            let built = Locked<WaitedService?>(nil)
            let done = DispatchSemaphore(value: 0)
            DispatchQueue.global().async {
                built.withLock { $0 = container.resolve(SlowAssembly.self).build() }
                done.signal()
            }
            SlowAssembly.started.wait()
            let waited = container.resolve(SlowAssembly.self).build()
            guard done.wait(timeout: .now() + 5) == .success, built.withLock({ $0 }) === waited else { exit(1) }
        }
        let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(output.contains("a first use has waited 0.05 s for a value another thread is building"), "\(output)")
    }

    @Test func chainOfTwoHundredSlots_isBuilt() {
        #expect(DependencyContainer().resolve(ChainedSlotsAssembly.self).value(199) == 199)
    }

    @Test func chainOfTenThousandSlots_stopsNamingTheChain_insteadOfOverflowingTheStack() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let container = DependencyContainer()
            _ = container.resolve(ChainedSlotsAssembly.self).value(10_000)
        }
        let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            output.contains(
                "Dependency chain too deep: more than 200 values each need the next to be built first: "
                    + #"ChainedSlotsAssembly.shared(Int, key: "link 10000") -> "#
                    + #"ChainedSlotsAssembly.shared(Int, key: "link 9999") -> "#),
            "\(output)")
    }
}
#endif
