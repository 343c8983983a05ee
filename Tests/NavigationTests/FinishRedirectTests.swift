import Navigation
import Testing

private struct Sheet: Module {
    let number: Int
    func build(container: Container) -> some View { EmptyView() }
}

@MainActor
@Suite struct FinishRedirectTests {
    @Test func finish_whoseRemovalAGuardRedirectsToStepsThatKeepTheModule_appliesNothing() async {
        let navigation = NavigationService()
        var outcome: NavigationResult<Int>?
        let task = Task { outcome = await navigation.present(sheet: Sheet(number: 4), expecting: Int.self) }
        for _ in 0..<10_000 where navigation.state.presentations.isEmpty { await Task.yield() }
        navigation.addGuard { operation, _ in
            if case .dismiss = operation { return .redirect([.push(Sheet(number: 5))]) }
            return .allow
        }
        let before = navigation.state
        #expect(!navigation.finish(returning: 2))
        #expect(navigation.state == before)
        #expect(outcome == nil)
        task.cancel()
        for _ in 0..<10_000 where outcome == nil { await Task.yield() }
        #expect(outcome == .cancelled)
    }
}
