import Navigation
import Observation
import Testing

// A tab's item, declared by its root module and read again as it changes; where the
// UIKit host takes a tab's bar item from.

@MainActor @Observable private final class Inbox {
    var unread = 0
}

private final class InboxAssembly: Assembly {
    @MainActor func inbox() -> Inbox { shared { Inbox() } }
}

private struct InboxModule: TabItemModule {
    func build(container: Container) -> some View { EmptyView() }
    func tabItem(container: Container) -> (title: String, image: String?, badge: String?) {
        let inbox = container.resolve(InboxAssembly.self).inbox()
        return ("Inbox", "tray", inbox.unread > 0 ? "\(inbox.unread)" : nil)
    }
}

private struct PlainModule: Module {
    func build(container: Container) -> some View { EmptyView() }
}

@MainActor struct TabItemModuleTests {
    @Test func test_aModuleThatDeclaresAnItem_givesIt() {
        let container = DependencyContainer()
        #expect(
            AnyModule(InboxModule()).tabItem(container: container) == TabItem(title: "Inbox", image: "tray", badge: nil)
        )
    }

    @Test func test_aModuleThatDeclaresNone_givesNil() {
        #expect(AnyModule(PlainModule()).tabItem(container: DependencyContainer()) == nil)
    }

    @Test func test_theReader_readsTheItemAgain_whenObservableStateItReadChanges() async {
        let container = DependencyContainer()
        var seen: [TabItem?] = []
        let reader = TabItemReader(module: AnyModule(InboxModule()), container: container) { seen.append($0) }
        #expect(reader.item?.badge == nil)
        container.resolve(InboxAssembly.self).inbox().unread = 3
        for _ in 0..<20 where seen.isEmpty { await Task.yield() }
        #expect(seen == [TabItem(title: "Inbox", image: "tray", badge: "3")])
        #expect(reader.item?.badge == "3")
        // Tracked again after the change: a second change is seen too.
        container.resolve(InboxAssembly.self).inbox().unread = 4
        for _ in 0..<20 where seen.count < 2 { await Task.yield() }
        #expect(seen.last??.badge == "4")
    }

    @Test func test_theReader_staysQuiet_whenAChangeLeavesTheItemAsItWas() async {
        let container = DependencyContainer()
        container.resolve(InboxAssembly.self).inbox().unread = 2
        var calls = 0
        let reader = TabItemReader(module: AnyModule(InboxModule()), container: container) { _ in calls += 1 }
        container.resolve(InboxAssembly.self).inbox().unread = 2
        for _ in 0..<20 { await Task.yield() }
        #expect(calls == 0)
        withExtendedLifetime(reader) {}
    }

    @Test func test_theTabItemSource_prefersTheDeclaredItem_thenTheStoryboards_thenTheRootControllers() {
        let item = TabItem(title: "Inbox")
        #expect(UIKitTabItemSource.source(declared: item, index: 0, storyboardTabs: 2) == .declared(item))
        #expect(UIKitTabItemSource.source(declared: nil, index: 1, storyboardTabs: 2) == .storyboard(index: 1))
        #expect(UIKitTabItemSource.source(declared: nil, index: 2, storyboardTabs: 2) == .rootController)
        #expect(UIKitTabItemSource.source(declared: nil, index: -1, storyboardTabs: 2) == .rootController)
        #expect(UIKitTabItemSource.source(declared: nil, index: 0, storyboardTabs: 0) == .rootController)
    }
}
