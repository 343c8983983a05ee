#if os(iOS)
import Navigation
import SwiftUI
import UIKit
import XCTest

/// Row d: the read of UIKit's hierarchy finds the presented chain and each navigation
/// controller with the right count, for a sheet over a root `NavigationStack` with two
/// pushed screens, and for a `TabView` root with two tabs.
@MainActor
final class HierarchyReadTests: DeviceTestCase {
    func test_d_hierarchyReadFindsThePresentedChainAndEachStack() async throws {
        let navigation = try await hostRootView(TestScreen("root"))
        navigation.push(TestScreen("first"))
        navigation.push(TestScreen("second"))
        guard await waitUntilSettled("two pushed screens", stacks: [[3]]) else { return }
        navigation.present(sheet: TestScreen("sheet"))
        guard await waitUntilSettled("a sheet over them", stacks: [[3], [1]]) else { return }

        var read = hierarchy
        check(read.top === window?.rootViewController?.presentedViewController, "the chain's top is not the sheet")
        check(read.presented.first?.controller.presentingViewController != nil, "the sheet has no presenter")
        check(read.levels.first?.stacks.first?.count == navigation.state.stack.count + 1, "the root stack: \(read)")
        check(
            read.presented.count == navigation.state.presentations.count,
            "\(read.presented.count) presented for \(navigation.state)")
        closeWindow()

        let tabs = try await hostRootView(TestScreen("tab host"))
        tabs.setTabs([AnyModule(TestScreen("tab A")), AnyModule(TestScreen("tab B"))])
        tabs.push(TestScreen("in tab A"))
        guard await waitUntilSettled("a pushed screen in the first tab", stacks: [[2]]) else { return }
        // A tab's stack exists once the tab has been shown.
        tabs.selectTab(TestScreen("tab B"))
        guard await waitUntilSettled("both tabs shown", stacks: [[2, 1]]) else { return }
        read = hierarchy
        check(read.levels.first?.tabBars == [2], "tab bars: \(read)")
        check(read.presented.isEmpty, "something is presented: \(read)")
        check(tabs.state.tabs.map(\.stack.count) == [1, 0], "the state's tabs: \(tabs.state)")
    }
}
#endif
