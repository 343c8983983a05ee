#if canImport(SwiftUI) && os(iOS)
import SwiftUI

/// The root layer's tab bar: one `NavigationStack` per tab, each tab's modules built
/// once for as long as the tab holds them, whichever tab is selected.
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
                ModuleStack(stack: stack, session: session) {
                    if let root = stack.root {
                        AnyView(session.view(for: root))
                    }
                }
                .tabItem {
                    if let root = stack.root { label.label(root.module) }
                }
                .tag(stack.root)
            }
        }
    }
}

/// How a ``RootView`` labels each tab of its tab bar.
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
