import Navigation
import Testing

@Suite struct MainActorCheckTests {
    @Test func onTheMainThread_theCheckPasses() {
        #expect(MainActorCheck.failure(of: "apply(push(DetailsModule))", isOnMainActor: true) == nil)
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

@Suite struct NavigationOffTheMainActorTests {
    @Test(arguments: [
        ("push", "NavigationService.apply(push(ProfileModule())) was called off the main actor"),
        ("restore", "NavigationService.restore(from:using:) was called off the main actor"),
        ("open", "NavigationService.open(app://profile, with:) was called off the main actor"),
    ])
    func aCallOffTheMainActor_stopsTheProcessWithAMessageNamingTheCall(call: String, message: String) throws {
        let process = Process()
        process.executableURL = URL(
            fileURLWithPath: try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
        process.arguments = ["--testing-library", "swift-testing", "--filter", "offMainActorChild"]
        process.environment = ProcessInfo.processInfo.environment.merging([offMainActorChildKey: call]) { $1 }
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let output = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        // The check stops the child: by its trap, or, under a sanitizer that catches the
        // trap, by an exit that is not the passing test's.
        #expect(process.terminationReason == .uncaughtSignal || process.terminationStatus != 0)
        #expect(output.contains(message), "\(output)")
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
                default: navigation.push(ProfileModule.Profile)
                }
            }
            unsafeBitCast(made, to: (() -> Void).self)()
        }.value
    }
}
#endif
