import Navigation
import Testing

private struct Picker: Module {
    let id: Int
    func build(container: Container) -> some View { EmptyView() }
}

/// Awaited modules in tabs and split views: a module that stays alive in a tab the
/// user left is still awaited; one whose tab or column goes is cancelled.
@MainActor
@Suite struct TabAwaitTests {
    private func waitUntil(_ condition: () -> Bool) async -> Bool {
        for _ in 0..<10_000 where !condition() { await Task.yield() }
        return condition()
    }

    @Test func anAwaitedModuleInATabTheUserLeaves_isStillAwaited() async {
        let navigation = NavigationService(
            state: NavigationState(tabs: [AnyModule(ProfileModule.Profile), AnyModule(ListModule.List())]))
        var outcome: NavigationResult<String>?
        let task = Task { outcome = await navigation.push(Picker(id: 1), expecting: String.self) }
        #expect(await waitUntil { navigation.state.items.count == 1 })
        navigation.selectTab(.List())
        navigation.selectTab(.Profile)
        #expect(navigation.finish(returning: "red"))
        #expect(await waitUntil { outcome != nil })
        #expect(outcome == .finished("red"))
        task.cancel()
    }

    @Test func anAwaitedModuleWhoseTabIsRemoved_isCancelled() async {
        let navigation = NavigationService(
            state: NavigationState(tabs: [AnyModule(ProfileModule.Profile), AnyModule(ListModule.List())]))
        var outcome: NavigationResult<String>?
        let task = Task { outcome = await navigation.push(Picker(id: 1), expecting: String.self) }
        #expect(await waitUntil { navigation.state.items.count == 1 })
        navigation.selectTab(.List())
        navigation.setTabs([AnyModule(ListModule.List())])
        #expect(await waitUntil { outcome != nil })
        #expect(outcome == .cancelled)
        task.cancel()
    }

    @Test func anAwaitedDetailWhoseSidebarSelectionChanges_isCancelled() async {
        let navigation = NavigationService()
        navigation.setSplitView(sidebar: .Profile)
        var outcome: NavigationResult<String>?
        let task = Task { outcome = await navigation.push(Picker(id: 1), expecting: String.self) }
        #expect(await waitUntil { navigation.state.items.count == 1 })
        navigation.selectInSidebar(.List())
        #expect(await waitUntil { outcome != nil })
        #expect(outcome == .cancelled)
        task.cancel()
    }
}
