import Observation

/// A module that can stand at the root of a tab and says what its tab shows in the tab
/// bar: a title, an image and a badge.
///
/// Both renderers read the item: a `NavigationHost` sets it on the tab's
/// `UITabBarItem`, a `RootView` labels the tab with it and shows the badge. They read it
/// again whenever observable state that ``tabItem(container:)`` read changes, so a badge
/// that counts unread messages follows the count:
///
/// ```swift
/// struct InboxModule: TabItemModule {
///     func build(container: Container) -> some View { ... }
///     func tabItem(container: Container) -> (title: String, image: String?, badge: String?) {
///         let inbox = container.resolve(InboxAssembly.self).store()   // an @Observable
///         return ("Inbox", "tray", inbox.unread > 0 ? "\(inbox.unread)" : nil)
///     }
/// }
/// ```
///
/// A tab whose root module declares no item keeps the renderer's own: under a
/// `NavigationHost` the root controller's `tabBarItem` (or the storyboard's, for a host
/// installed in the app's tab bar controller), under a `RootView` its `tabItem(_:)` label.
public protocol TabItemModule: Module {
    /// What the module's tab shows in the tab bar.
    ///
    /// Called on the main actor when the tab is built, and again each time observable
    /// state it read changes.
    /// - Parameter container: The scene's container, the one ``Module/build(container:)`` gets.
    /// - Returns: The tab's title; the name of its image, looked up in the app's asset
    ///   catalog and then among the system's symbols (`nil` for none); and its badge
    ///   (`nil` for none).
    @MainActor func tabItem(container: Container) -> (title: String, image: String?, badge: String?)
}

/// A tab's item as the renderers read it from its root module.
package struct TabItem: Hashable, Sendable {
    package var title: String
    package var image: String?
    package var badge: String?

    package init(title: String, image: String? = nil, badge: String? = nil) {
        self.title = title
        self.image = image
        self.badge = badge
    }
}

extension AnyModule {
    /// The tab item the module declares, or `nil` when it declares none.
    @MainActor package func tabItem(container: Container) -> TabItem? {
        guard let declaring = base as? any TabItemModule else { return nil }
        let item = declaring.tabItem(container: container)
        return TabItem(title: item.title, image: item.image, badge: item.badge)
    }
}

/// Reads the tab item of a tab's root module and reads it again each time observable
/// state the read went through changes, handing each new item on.
///
/// Each renderer keeps one per tab for as long as the tab shows; letting go of it stops
/// the reading. A change the module makes is seen at the next turn of the main actor,
/// once, however many observable properties it touched.
@MainActor
package final class TabItemReader {
    private let read: @MainActor () -> TabItem?
    private let onChange: @MainActor (TabItem?) -> Void
    /// The item read last.
    package private(set) var item: TabItem?
    /// Bumped by each read, so that a change seen by an older read does nothing.
    private var generation = 0

    /// Reads `module`'s item now, and keeps reading it as it changes.
    /// - Parameters:
    ///   - module: The tab's root module.
    ///   - container: The scene's container.
    ///   - onChange: Called with each item that differs from the one read before.
    package init(
        module: AnyModule, container: Container, onChange: @escaping @MainActor (TabItem?) -> Void
    ) {
        read = { module.tabItem(container: container) }
        self.onChange = onChange
        item = track()
    }

    private func track() -> TabItem? {
        generation += 1
        let generation = generation
        return withObservationTracking {
            read()
        } onChange: { [weak self] in
            Task { @MainActor [weak self] in self?.changed(generation) }
        }
    }

    private func changed(_ seen: Int) {
        guard seen == generation else { return }
        let item = track()
        guard item != self.item else { return }
        self.item = item
        onChange(item)
    }
}
