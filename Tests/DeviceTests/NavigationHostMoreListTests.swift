#if os(iOS)
import Navigation
import SwiftUI
import UIKit
import XCTest

/// "Driving UIKit"'s device table, the More list row: with six tabs on an iPhone, tabs
/// five and six live in the tab bar controller's More list, and the host hears a row
/// picked there through the More navigation controller's delegate.
@MainActor
final class NavigationHostMoreListTests: DeviceTestCase {
    /// Row 26: a tab picked in the More list is the state's selected tab, a push lands in
    /// it and shows, and going back to the list keeps the selection until the next push
    /// shows the tab again (premises T4, T5 of the model's rules). The pick is the More
    /// list's own table delegate call, as a tap makes it; the test prints what
    /// `selectedIndex`, `selectedViewController` and the More navigation controller hold
    /// then, which the model's rules take on trust. Manual check: tap More, then the
    /// sixth tab's row, then the back button.
    func test_host26_aTabPickedInTheMoreList_isTheStatesSelectedTab() async throws {
        let screens = (1...6).map { TestScreen("tab \($0)") }
        let host = try await hostNavigationHost(TestScreen("unused root")) { navigation in
            navigation.setTabs(screens.map { AnyModule($0) })
        }
        guard let tabs = tabBarController(in: host.rootViewController) else { return fail("no tab bar controller") }
        guard tabs.traitCollection.horizontalSizeClass == .compact else {
            return print("row 26: runs on an iPhone simulator (a compact width) only")
        }
        let more = tabs.moreNavigationController
        check(more.delegate != nil && more.delegate === tabs.delegate, "the host is not the More list's delegate")
        // The state orders the tabs: the More list offers no Edit button to reorder them.
        check(tabs.customizableViewControllers?.isEmpty ?? true, "the More list lets the user reorder the tabs")
        // The user's tap on More, then on the sixth tab's row (the second of the list).
        tabs.selectedViewController = more
        tabs.delegate?.tabBarController?(tabs, didSelect: more)
        guard let list = more.viewControllers.first,
            let table = list.view as? UITableView ?? list.view.subviews.compactMap({ $0 as? UITableView }).first
        else { return fail("no More list table: \(hierarchy)") }
        table.delegate?.tableView?(table, didSelectRowAt: IndexPath(row: 1, section: 0))
        await waitUntil("the pick in the state") { host.navigation.state.selectedTab?.module == AnyModule(screens[5]) }
        guard await waitUntilShown(host, "the picked tab") else { return }
        print(
            "row 26: selectedIndex \(tabs.selectedIndex), selected \(type(of: tabs.selectedViewController as Any)), "
                + "More holds \(more.viewControllers.map { String(describing: type(of: $0)) })")
        host.navigation.push(TestScreen("pushed"))
        guard await waitUntilShown(host, "the push in the picked tab") else { return }
        let sixth = tabs.viewControllers?[5] as? UINavigationController
        check(sixth?.viewControllers.count == 2, "the sixth tab holds \(sixth?.viewControllers.count ?? 0)")
        check(sixth?.topViewController?.viewIfLoaded?.window != nil, "the push does not show: \(hierarchy)")
        // The back button to the list, past the tab's own stack.
        more.popToRootViewController(animated: true)
        await waitUntil("the More list") { more.topViewController === list && more.transitionCoordinator == nil }
        check(
            host.navigation.state.selectedTab?.module == AnyModule(screens[5]),
            "the list changed the selection: \(host.navigation.state)")
        host.navigation.push(TestScreen("pushed again"))
        guard await waitUntilShown(host, "the push over the More list") else { return }
        check(
            sixth?.topViewController?.viewIfLoaded?.window != nil, "the tab does not show again: \(hierarchy)")
    }

    /// Row 28 (premise T5, low confidence): the back button of a tab shown from the More
    /// list pops that tab's stack in the state, whichever navigation controller UIKit
    /// holds the tab's screens in (the tab's own, or the More navigation controller, if
    /// UIKit moves them there). The back button is emulated by popping the navigation
    /// controller that holds the top screen, as the button does; the test prints which
    /// one that is.
    func test_host28_theBackButtonInATabShownFromMore_popsItsStack() async throws {
        let screens = (1...6).map { TestScreen("tab \($0)") }
        let host = try await hostNavigationHost(TestScreen("unused root")) { navigation in
            navigation.setTabs(screens.map { AnyModule($0) }, selectedIndex: 5)
        }
        guard let tabs = tabBarController(in: host.rootViewController) else { return fail("no tab bar controller") }
        guard tabs.traitCollection.horizontalSizeClass == .compact else {
            return print("row 28: runs on an iPhone simulator (a compact width) only")
        }
        guard await waitUntilShown(host, "the sixth tab, shown from More") else { return }
        host.navigation.push(TestScreen("first"))
        guard await waitUntilShown(host, "the first push") else { return }
        host.navigation.push(TestScreen("second"))
        guard await waitUntilShown(host, "the second push") else { return }
        let more = tabs.moreNavigationController
        guard let top = more.topViewController, let owner = top.navigationController else {
            return fail("no screen on top of the More navigation controller: \(hierarchy)")
        }
        print(
            "row 28: the top screen is held by \(owner === more ? "the More navigation controller" : "the tab's own navigation controller"), "
                + "More holds \(more.viewControllers.map { String(describing: type(of: $0)) })")
        owner.popViewController(animated: true)
        await waitUntil("the pop's end") { owner.transitionCoordinator == nil && more.transitionCoordinator == nil }
        await waitUntil("the pop in the state") { host.navigation.state.tabs[5].stack.count == 1 }
        check(
            host.navigation.state.tabs[5].stack == [AnyModule(TestScreen("first"))],
            "the state's sixth tab after the back button: \(host.navigation.state.tabs[5].stack)")
        guard await waitUntilShown(host, "the first push, after the back button") else { return }
        host.navigation.push(TestScreen("third"))
        guard await waitUntilShown(host, "a push after the back button") else { return }
        check(
            more.topViewController?.viewIfLoaded?.window != nil || owner.topViewController?.viewIfLoaded?.window != nil,
            "the push after the back button does not show: \(hierarchy)")
    }
}
#endif
