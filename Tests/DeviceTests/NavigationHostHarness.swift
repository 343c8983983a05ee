#if os(iOS)
import Navigation
import SwiftUI
import UIKit
import XCTest

/// How many times each screen's module was built, by the screen's name.
@MainActor
final class BuildCounts {
    /// The builds so far, by name.
    private(set) var counts: [String: Int] = [:]

    /// Counts one build of `name`.
    func built(_ name: String) {
        counts[name, default: 0] += 1
    }
}

/// A screen of the UIKit host's device tests that counts its builds: its module's setup
/// (a storyboard, an assembly) runs once per build.
struct CountedScreen: Module {
    /// The screen's name, which also labels its content.
    let name: String
    /// Where its builds are counted.
    let counts: BuildCounts

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.name == rhs.name }

    func hash(into hasher: inout Hasher) { hasher.combine(name) }

    func build(container: Container) -> AnyView {
        counts.built(name)
        return AnyView(Text(verbatim: name))
    }
}

extension DeviceTestCase {
    /// Makes a `NavigationHost` of `root` with a container of its own, its trace going to
    /// ``trace``, lets `setUp` shape its state (tabs, a split view) before any window has
    /// it, as "Driving UIKit" does, then shows its root controller in a key window and
    /// waits until the host shows the state.
    /// - Returns: The host.
    func hostNavigationHost(
        _ root: some Module, watchdogInterval: Duration = .seconds(2), file: StaticString = #filePath,
        line: UInt = #line, setUp: (NavigationService) -> Void = { _ in }
    ) async throws -> NavigationHost {
        let host = NavigationHost(root: root, container: DependencyContainer(), watchdogInterval: watchdogInterval)
        host.navigationTrace { [trace] line in trace.append(line) }
        setUp(host.navigation)
        try await open(host.rootViewController, file: file, line: line)
        guard await waitUntilShown(host, "the host's first screen", file: file, line: line) else {
            throw HarnessStop("the host never showed its state")
        }
        return host
    }

    /// Waits until `host` shows its navigation's state with nothing under way, as its
    /// `whenShown` reports it, and UIKit's presented chain is settled.
    /// - Returns: Whether it did.
    @discardableResult
    func waitUntilShown(
        _ host: NavigationHost, _ what: String, timeout: TimeInterval = 10, file: StaticString = #filePath,
        line: UInt = #line
    ) async -> Bool {
        let shown = ShownFlag()
        host.whenShown { shown.value = true }
        return await waitUntil("\(what): the host shows the state", timeout: timeout, file: file, line: line) {
            shown.value && self.hierarchy.isSettled
        }
    }

    /// Every navigation controller in `controller`'s child tree and in what it presents,
    /// depth first, bottom of the presented chain first.
    func navigationControllers(in controller: UIViewController?) -> [UINavigationController] {
        guard let controller else { return [] }
        var found: [UINavigationController] = []
        if let navigationController = controller as? UINavigationController { found.append(navigationController) }
        for child in controller.children { found += navigationControllers(in: child) }
        if let presented = controller.presentedViewController, presented.presentingViewController === controller {
            found += navigationControllers(in: presented)
        }
        return found
    }

    /// The split view controller in `controller`'s child tree, if any.
    func splitViewController(in controller: UIViewController?) -> UISplitViewController? {
        guard let controller else { return nil }
        if let split = controller as? UISplitViewController { return split }
        return controller.children.lazy.compactMap { self.splitViewController(in: $0) }.first
    }

    /// The tab bar controller in `controller`'s child tree, if any.
    func tabBarController(in controller: UIViewController?) -> UITabBarController? {
        guard let controller else { return nil }
        if let tabs = controller as? UITabBarController { return tabs }
        return controller.children.lazy.compactMap { self.tabBarController(in: $0) }.first
    }
}

/// Whether a host's `whenShown` ran, shared with a wait's condition.
@MainActor
final class ShownFlag {
    var value = false
}
#endif
