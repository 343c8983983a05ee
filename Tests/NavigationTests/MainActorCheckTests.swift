import Navigation
import Testing

@Suite struct MainActorCheckTests {
    @Test func onTheMainThread_theCheckPasses() {
        #expect(MainActorCheck.failure(of: "apply(push(DetailsModule))", isOnMainActor: true) == nil)
    }

    @Test func offTheMainThread_theMessageNamesTheTypeTheCallWasMadeOn() throws {
        let message = try #require(
            MainActorCheck.failure(of: "pop()", in: "MockNavigationService", isOnMainActor: false))
        #expect(message.hasPrefix("MockNavigationService.pop() was called off the main actor"))
    }

    @Test func offTheMainThread_theCheckStopsWithAMessageNamingTheCall() throws {
        let message = try #require(MainActorCheck.failure(of: "apply(push(DetailsModule))", isOnMainActor: false))
        #expect(message.contains("NavigationService.apply(push(DetailsModule))"))
        #expect(message.contains("off the main actor"))
    }

    @MainActor @Test func onTheMainActor_theCallerIsOnTheMainActor() async {
        #expect(MainActorCheck.isOnMainActor)
    }

    @Test func inADetachedTask_theCallerIsOffTheMainActor() async {
        #expect(await Task.detached { MainActorCheck.isOnMainActor }.value == false)
    }
}

#if os(Linux)
import Foundation

/// Set in the environment of the child process that navigates off the main actor.
private let offMainActorChildKey = "NAVIGATION_TESTS_OFF_MAIN_ACTOR_CHILD"

/// Each case runs a child process; one at a time, so that no child inherits another's
/// output file.
@Suite(.serialized) struct NavigationOffTheMainActorTests {
    @Test(arguments: [
        ("push", "NavigationService.push(ProfileModule()) was called off the main actor"),
        ("pop", "NavigationService.pop() was called off the main actor"),
        ("apply", "NavigationService.apply(pop) was called off the main actor"),
        ("restore", "NavigationService.restore(from:using:) was called off the main actor"),
        ("open", "NavigationService.open(app://profile, with:) was called off the main actor"),
    ])
    func aCallOffTheMainActor_stopsTheProcessWithAMessageNamingTheCall(call: String, message: String) throws {
        let process = Process()
        process.executableURL = URL(
            fileURLWithPath: try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
        process.arguments = ["--testing-library", "swift-testing", "--filter", "offMainActorChild"]
        process.environment = Self.childEnvironment(call: call)
        // The child's errors go to a file, not a pipe: a helper the crashing child starts (the
        // runtime's backtracer, a sanitizer's symbolizer) can outlive it holding a pipe open.
        let errorsURL = FileManager.default.temporaryDirectory
            .appendingPathComponent("off-main-actor-\(call)-\(UUID().uuidString).txt")
        #expect(FileManager.default.createFile(atPath: errorsURL.path, contents: nil))
        defer { try? FileManager.default.removeItem(at: errorsURL) }
        let errors = try FileHandle(forWritingTo: errorsURL)
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        try errors.close()
        let deadline = Date().addingTimeInterval(120)
        while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        if process.isRunning {
            process.terminate()
            Issue.record("the child that calls \(call) off the main actor was still running after 120 s")
            return
        }
        let output = String(decoding: try Data(contentsOf: errorsURL), as: UTF8.self)
        // The check stops the child: by its trap, or, under a sanitizer that catches the
        // trap, by an exit that is not the passing test's.
        #expect(process.terminationReason == .uncaughtSignal || process.terminationStatus != 0)
        #expect(output.contains(message), "\(output)")
    }

    /// The parent's environment, naming the call, with the crash backtracer off and a
    /// sanitizer's symbolizer off: the child's message is all the test reads.
    private static func childEnvironment(call: String) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment[offMainActorChildKey] = call
        environment["SWIFT_BACKTRACE"] = "enable=no"
        for key in ["TSAN_OPTIONS", "ASAN_OPTIONS"] {
            environment[key] = [environment[key], "symbolize=0"].compactMap { $0 }.joined(separator: ":")
        }
        return environment
    }

    /// Runs only in the child process: makes the call the parent names from a thread of
    /// the global pool, as a Swift 5 router can, which the compiler does not stop.
    @Test func offMainActorChild() async throws {
        guard let call = ProcessInfo.processInfo.environment[offMainActorChildKey] else { return }
        let navigation = await MainActor.run { NavigationService() }
        let coder = try NavigationStateCoder(modules: [])
        let router = try DeepLinkRouter(scheme: "app", routes: [])
        await Task.detached {
            let made: @MainActor () -> Void = {
                switch call {
                case "restore": navigation.restore(from: Data("{}".utf8), using: coder)
                case "open": navigation.open("app://profile", with: router)
                case "pop": navigation.pop()
                case "apply": navigation.apply(.pop)
                default: navigation.push(ProfileModule.Profile)
                }
            }
            unsafeBitCast(made, to: (() -> Void).self)()
        }.value
    }
}
#endif
