#if os(iOS)
import Navigation
import SwiftUI
import UIKit

/// A screen of the device tests: a name, and the SwiftUI content it shows.
///
/// Two screens are equal when their names are; give each screen of a test its own.
struct TestScreen: Module {
    /// The screen's name, which also labels its content.
    let name: String
    /// The content, built each time the screen appears.
    private let content: @MainActor () -> AnyView

    /// A screen that shows its name.
    init(_ name: String) {
        self.name = name
        self.content = { AnyView(Text(verbatim: name)) }
    }

    /// A screen that shows its name above `content`.
    init<Content: View>(_ name: String, @ViewBuilder content: @escaping @MainActor () -> Content) {
        self.name = name
        self.content = {
            AnyView(
                VStack {
                    Text(verbatim: name)
                    content()
                })
        }
    }

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.name == rhs.name }

    func hash(into hasher: inout Hasher) { hasher.combine(name) }

    func build(container: Container) -> AnyView { content() }
}

/// Flags a test flips to drive what a module's own view presents, outside the navigation.
@MainActor
final class Switchboard: ObservableObject {
    /// Whether the module's own confirmation dialog is up.
    @Published var ownDialog = false
    /// Whether the module's own sheet is up.
    @Published var ownSheet = false
}

extension DeviceTestCase {
    /// Hosts `RootView(root:container:)` of `root`, with a container of its own, in a key
    /// window, and waits until the root's stack shows.
    /// - Returns: The scene's navigation, as routers get it from the container.
    func hostRootView(_ root: TestScreen, file: StaticString = #filePath, line: UInt = #line) async throws
        -> any NavigationServiceType
    {
        let container = DependencyContainer()
        let navigation = container.resolve(NavigationAssembly.self).build()
        let rootView = traced(RootView(root: root, container: container))
        try await open(UIHostingController(rootView: rootView), file: file, line: line)
        guard await waitUntilSettled("the root's NavigationStack", stacks: [[1]], file: file, line: line) else {
            throw HarnessStop("the root view never showed its stack")
        }
        return navigation
    }
}
#endif
