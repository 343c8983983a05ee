#if os(iOS)
import Navigation
import SwiftUI
import UIKit
import XCTest

/// "Driving UIKit"'s device table, the split view rows: the host's split view collapses
/// and expands with the width its root's traits give (`traitOverrides`, iOS 17), and its
/// columns' navigation controllers are driven with the back button's own call.
@MainActor
final class NavigationHostSplitTests: DeviceTestCase {
    /// A host of a two-column split view with a detail selected, at `sizeClass`.
    private func split(_ sizeClass: UIUserInterfaceSizeClass, pushed: Bool = false) async throws -> NavigationHost {
        let host = try await hostNavigationHost(TestScreen("unused root")) { navigation in
            navigation.setSplitView(sidebar: TestScreen("sidebar"))
            navigation.selectInSidebar(TestScreen("detail"))
            if pushed { navigation.push(TestScreen("pushed")) }
        }
        host.rootViewController.traitOverrides.horizontalSizeClass = sizeClass
        guard
            await waitUntil(
                "the split view at \(sizeClass == .compact ? "compact" : "regular") width",
                { self.splitViewController(in: host.rootViewController)?.isCollapsed == (sizeClass == .compact) })
        else { throw HarnessStop("the split view did not follow the width") }
        await waitUntilShown(host, "the split view")
        return host
    }

    /// Row 6: the state's `isCollapsed` follows UIKit's collapse and expansion, and the
    /// detail stays selected. Manual check on an iPad: go to Slide Over and back.
    func test_host06_theSplitViewsCollapse_followsTheWidth() async throws {
        let host = try await split(.regular)
        check(host.navigation.state.splitView?.isCollapsed == false, "expanded: \(host.navigation.state)")
        host.rootViewController.traitOverrides.horizontalSizeClass = .compact
        await waitUntil("collapsed in the state") { host.navigation.state.splitView?.isCollapsed == true }
        await waitUntilShown(host, "the collapsed split view")
        host.rootViewController.traitOverrides.horizontalSizeClass = .regular
        await waitUntil("expanded in the state") { host.navigation.state.splitView?.isCollapsed == false }
        await waitUntilShown(host, "the expanded split view")
        check(host.navigation.state.splitView?.detail != nil, "the detail went: \(host.navigation.state)")
    }

    /// Row 7: collapsed, the back button past the detail clears the selection.
    func test_host07_aCollapsedBackButtonPastTheDetail_clearsTheSelection() async throws {
        let host = try await split(.compact)
        guard let split = splitViewController(in: host.rootViewController),
            let compact = split.viewController(for: .compact) as? UINavigationController
        else { return fail("no compact column: \(hierarchy)") }
        check(compact.viewControllers.count == 2, "the compact column holds \(compact.viewControllers.count)")
        compact.popViewController(animated: true)
        await waitUntil("the selection cleared") { host.navigation.state.splitView?.detail == nil }
        await waitUntilShown(host, "the back button's pop")
    }

    /// Row 14: a sidebar choice in an expanded split view shows the detail column
    /// (`show(.secondary)`), so a sidebar overlay does not stay over it.
    func test_host14_aSidebarChoiceInAnExpandedSplitView_showsTheDetailColumn() async throws {
        let host = try await split(.regular)
        guard let split = splitViewController(in: host.rootViewController) else { return fail("no split view") }
        split.show(.primary)
        host.navigation.selectInSidebar(TestScreen("chosen"))
        guard await waitUntilShown(host, "the choice") else { return }
        print("row 14: display mode \(split.displayMode.rawValue)")
        check(split.displayMode != .oneOverSecondary, "the sidebar overlay stays over the detail")
        let detail = split.viewController(for: .secondary)
        check(detail?.viewIfLoaded?.window != nil, "the detail column is not in the window")
    }

    /// Row 25: a split view made in a compact width (an iPhone in portrait) is collapsed
    /// as it appears, whether or not `splitViewControllerDidCollapse(_:)` came for that
    /// first collapse: the state says so, and the compact column shows the selection.
    func test_host25_aSplitViewMadeInACompactWidth_isCollapsedAtLaunch() async throws {
        let host = try await hostNavigationHost(TestScreen("unused root")) { navigation in
            navigation.setSplitView(sidebar: TestScreen("sidebar"))
            navigation.selectInSidebar(TestScreen("detail"))
        }
        guard await waitUntilShown(host, "the split view at launch") else { return }
        guard let split = splitViewController(in: host.rootViewController) else { return fail("no split view") }
        guard split.traitCollection.horizontalSizeClass == .compact else {
            return print("row 25: runs on an iPhone simulator (a compact width) only")
        }
        check(split.isCollapsed, "UIKit's split view is expanded in a compact width")
        check(
            host.navigation.state.splitView?.isCollapsed == true,
            "collapsed, not in the state: \(host.navigation.state)")
        let compact = split.viewController(for: .compact) as? UINavigationController
        check(compact?.viewControllers.count == 2, "the compact column holds \(compact?.viewControllers.count ?? 0)")
    }

    /// Row 27: a split view the program sets as the root later, in a compact width (an
    /// iPhone in portrait), is collapsed with no appearance of the root to read it at: the
    /// host reads `isCollapsed` once it set the root, and at its columns' `didShow`.
    func test_host27_aSplitViewSetAsTheRootLaterInACompactWidth_isCollapsed() async throws {
        let host = try await hostNavigationHost(TestScreen("first"))
        guard host.rootViewController.traitCollection.horizontalSizeClass == .compact else {
            return print("row 27: runs on an iPhone simulator (a compact width) only")
        }
        host.navigation.setSplitView(sidebar: TestScreen("sidebar"))
        host.navigation.selectInSidebar(TestScreen("detail"))
        guard await waitUntilShown(host, "the split view set later") else { return }
        guard let split = splitViewController(in: host.rootViewController) else { return fail("no split view") }
        check(split.isCollapsed, "UIKit's split view is expanded in a compact width")
        check(
            host.navigation.state.splitView?.isCollapsed == true,
            "collapsed, not in the state: \(host.navigation.state)")
        let compact = split.viewController(for: .compact) as? UINavigationController
        check(compact?.viewControllers.count == 2, "the compact column holds \(compact?.viewControllers.count ?? 0)")
    }

    /// Row 15: a back-button pop in the detail column that the collapse overtakes lands:
    /// the state loses the popped screen, and the compact column does not show it again.
    func test_host15_aPopThatBeganBeforeACollapse_lands() async throws {
        let host = try await split(.regular, pushed: true)
        guard let split = splitViewController(in: host.rootViewController),
            let detail = split.viewController(for: .secondary) as? UINavigationController
        else { return fail("no detail column: \(hierarchy)") }
        detail.popViewController(animated: true)
        host.rootViewController.traitOverrides.horizontalSizeClass = .compact
        await waitUntil("the pop in the state") { host.navigation.state.stack.isEmpty }
        guard await waitUntilShown(host, "the collapsed split view") else { return }
        let compact = split.viewController(for: .compact) as? UINavigationController
        check(compact?.viewControllers.count == 2, "the compact column holds \(compact?.viewControllers.count ?? 0)")
    }
}
#endif
