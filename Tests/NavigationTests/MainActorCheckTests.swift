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
    @Test func aPushOffTheMainActor_stopsTheProcessWithAMessageNamingTheCall() throws {
        let process = Process()
        process.executableURL = URL(
            fileURLWithPath: try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
        process.arguments = ["--testing-library", "swift-testing", "--filter", "offMainActorChild"]
        process.environment = ProcessInfo.processInfo.environment.merging([offMainActorChildKey: "1"]) { $1 }
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let output = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal)
        #expect(output.contains("NavigationService.apply(push(ProfileModule())) was called off the main actor"))
    }

    /// Runs only in the child process: pushes from a thread of the global pool, as a
    /// Swift 5 router can, which the compiler does not stop.
    @Test func offMainActorChild() async {
        guard ProcessInfo.processInfo.environment[offMainActorChildKey] != nil else { return }
        let navigation = await MainActor.run { NavigationService() }
        await Task.detached {
            let push: @MainActor () -> Void = { navigation.push(ProfileModule.Profile) }
            unsafeBitCast(push, to: (() -> Void).self)()
        }.value
    }
}
#endif
