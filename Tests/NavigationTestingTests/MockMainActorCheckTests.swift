import Navigation
import NavigationTesting
import Testing

private struct Screen: Module {
    let name: String
    func build(container: Container) -> some View { EmptyView() }
}

// Exit tests arrived in Swift 6.2; older toolchains skip this suite.
#if compiler(>=6.2)
/// The mock checks that each call runs on the main actor, as `NavigationService` does: a
/// Swift 5 router can call it from anywhere, and it stops with a message naming the call
/// instead of corrupting its records.
@Suite struct MockMainActorCheckTests {
    @Test func aPushOffTheMainActor_stopsWithAMessageNamingTheCall() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let navigation = await MainActor.run { MockNavigationService() }
            await Task.detached {
                let made: @MainActor () -> Void = { navigation.push(Screen(name: "a")) }
                unsafeBitCast(made, to: (() -> Void).self)()
            }.value
        }
        let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            output.contains(
                #"MockNavigationService.push(Screen(name: "a")) was called off the main actor"#),
            "\(output)")
    }

    @Test func aFinishOffTheMainActor_stopsWithAMessageNamingTheCall() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let navigation = await MainActor.run { MockNavigationService() }
            await Task.detached {
                let made: @MainActor () -> Void = { navigation.finish(returning: 1) }
                unsafeBitCast(made, to: (() -> Void).self)()
            }.value
        }
        let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            output.contains("MockNavigationService.finish(returning: 1) was called off the main actor"), "\(output)")
    }

    @Test func readingTheStateOffTheMainActor_stopsWithAMessageNamingIt() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let navigation = await MainActor.run { MockNavigationService() }
            await Task.detached {
                let made: @MainActor () -> Void = { _ = navigation.state }
                unsafeBitCast(made, to: (() -> Void).self)()
            }.value
        }
        let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(output.contains("MockNavigationService.state was called off the main actor"), "\(output)")
    }
}
#endif
