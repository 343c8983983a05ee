#if canImport(SwiftUI) && os(iOS)
import SwiftUI

/// The root layer's tab bar: one `NavigationStack` per tab, each tab's modules built
/// once for as long as the tab holds them, whichever tab is selected. A tab whose root
/// module declares its item is labelled and badged with it; any other, by the
/// ``RootView``'s `tabItem(_:)` label.
@MainActor
struct TabBarView: View {
    let tabs: TabsFrame
    let session: ScreenSession
    @Environment(\.navigationTabLabel) private var label

    var body: some View {
        let tabs = tabs
        TabView(
            selection: Binding<ScreenElement?>(
                get: { tabs.selection },
                set: { element in
                    if let element { tabs.select(element) }
                }
            )
        ) {
            ForEach(tabs.tabs, id: \.id) { stack in
                // Read in the body, so that a change of observable state the module's
                // `tabItem(container:)` read draws the tab again.
                let item = stack.root?.module.tabItem(container: session.container)
                ModuleStack(stack: stack, session: session) {
                    if let root = stack.root {
                        AnyView(session.view(for: root))
                    }
                }
                .tabItem {
                    if let item {
                        DeclaredTabLabel(item: item)
                    } else if let root = stack.root {
                        label.label(root.module)
                    }
                }
                .badge(item?.badge.map { Text(verbatim: $0) })
                .tag(stack.root)
            }
        }
    }
}

/// The label of a tab whose root module declares its item (``TabItemModule``): its
/// title, and its image from the app's asset catalog, else among the system's symbols.
private struct DeclaredTabLabel: View {
    let item: TabItem

    var body: some View {
        if let image = item.image {
            if UIImage(named: image) != nil {
                Label(item.title, image: image)
            } else {
                Label(item.title, systemImage: image)
            }
        } else {
            Text(verbatim: item.title)
        }
    }
}

/// How a ``RootView`` labels each tab of its tab bar whose root module declares no item.
struct TabLabel {
    let label: @MainActor (AnyModule) -> AnyView
}

private struct TabLabelKey: EnvironmentKey {
    static var defaultValue: TabLabel {
        TabLabel { module in AnyView(Text(verbatim: module.description)) }
    }
}

extension EnvironmentValues {
    var navigationTabLabel: TabLabel {
        get { self[TabLabelKey.self] }
        set { self[TabLabelKey.self] = newValue }
    }
}
#endif
