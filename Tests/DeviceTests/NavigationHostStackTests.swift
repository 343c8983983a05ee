#if os(iOS)
import Navigation
import SwiftUI
import UIKit
import XCTest

/// "Driving UIKit"'s device table, the rows of stacks, tabs, alerts and presentations:
/// `NavigationHost` in a key window, UIKit driven through its own calls (the back
/// button's `popViewController(animated:)`, a tab bar delegate's `shouldSelect`), the
/// state read back. Each row that needs a finger names its manual check.
@MainActor
final class NavigationHostStackTests: DeviceTestCase {
    /// Row 1, its first half (the back button). Manual check of its second half: push two
    /// screens, swipe back halfway and let go, then swipe back fully: the state's stack
    /// keeps two, then one, and the trace has one `pop began` for each swipe and one
    /// `pop cancelled`.
    func test_host01_aBackButtonPop_popsTheStateOnce() async throws {
        let host = try await hostNavigationHost(TestScreen("root"))
        host.navigation.push(TestScreen("first"))
        host.navigation.push(TestScreen("second"))
        guard await waitUntilShown(host, "two pushes") else { return }
        guard let stack = navigationControllers(in: host.rootViewController).first else {
            return fail("no navigation controller")
        }
        check(stack.viewControllers.count == 3, "UIKit holds \(stack.viewControllers.count)")
        stack.popViewController(animated: true)
        await waitUntil("the state pops once") { host.navigation.state.stack.count == 1 }
        guard await waitUntilShown(host, "the back button's pop") else { return }
        check(host.navigation.state.stack.count == 1, "the state: \(host.navigation.state)")
        check(stack.viewControllers.count == 2, "UIKit holds \(stack.viewControllers.count)")
    }

    /// Row 2, the queue. Manual check of the handler's order: queue two alerts and tap the
    /// first's button: the second shows, and the first's action ran once.
    func test_host02_twoQueuedAlerts_theSecondShowsOnceTheFirstGoes() async throws {
        let host = try await hostNavigationHost(TestScreen("root"))
        host.navigation.alert = .defaultAlert(title: "first", yesAction: nil, noAction: nil)
        host.navigation.alert = .defaultAlert(title: "second", yesAction: nil, noAction: nil)
        guard
            await waitUntil("the first alert", { self.hierarchy.topAlertTitle == "first" && self.hierarchy.isSettled })
        else { return }
        host.navigation.dismissAlert()
        await waitUntil("the second alert", { self.hierarchy.topAlertTitle == "second" && self.hierarchy.isSettled })
    }

    /// Row 3: a root stack set under a sheet leaves the sheet up, and shows once it goes.
    func test_host03_aRootStackChangeUnderASheet_leavesTheSheet() async throws {
        let host = try await hostNavigationHost(TestScreen("root"))
        host.navigation.present(sheet: TestScreen("sheet"))
        guard await waitUntilShown(host, "the sheet") else { return }
        host.navigation.apply(.setStack([AnyModule(TestScreen("under"))], layer: .root))
        guard await waitUntilShown(host, "the push under the sheet") else { return }
        check(hierarchy.presented.count == 1, "the sheet went: \(hierarchy)")
        host.navigation.dismissModal()
        guard await waitUntilShown(host, "the sheet dismissed") else { return }
        check(hierarchy.presented.isEmpty, "still presented: \(hierarchy)")
        check(
            navigationControllers(in: host.rootViewController).first?.viewControllers.count == 2,
            "the root does not show the push: \(hierarchy)")
    }

    /// Row 4, through the delegate UIKit calls for a tap. Manual check: tap the selected
    /// tab's item: with `.keepsStack` the stack stays, with `.popsToRoot` it pops.
    func test_host04_aReTapOfTheSelectedTab_followsTheReselectionRule() async throws {
        for reselection in [TabReselection.keepsStack, .popsToRoot] {
            let host = try await hostNavigationHost(TestScreen("unused root")) { navigation in
                navigation.setTabs(
                    [AnyModule(TestScreen("first")), AnyModule(TestScreen("second"))], reselection: reselection)
            }
            host.navigation.push(TestScreen("pushed"))
            guard await waitUntilShown(host, "the push in the first tab"),
                let tabs = tabBarController(in: host.rootViewController), let selected = tabs.selectedViewController
            else { return fail("no tab bar controller") }
            let allowed = tabs.delegate?.tabBarController?(tabs, shouldSelect: selected) ?? true
            check(!allowed, "\(reselection): UIKit's own pop to the root was not refused")
            let expected = reselection == .keepsStack ? 1 : 0
            await waitUntil("\(reselection): the stack") { host.navigation.state.stack.count == expected }
            await waitUntilShown(host, "\(reselection): the reselection")
            closeWindow()
        }
    }

    /// Row 5, with the back button's pop. Manual check with a swipe: begin a swipe back,
    /// switch tabs from a timer, finish the swipe: the first tab's stack pops, the
    /// selection stays.
    func test_host05_aPopThatEndsAfterATabSwitch_popsItsOwnTab() async throws {
        let first = TestScreen("first")
        let second = TestScreen("second")
        let host = try await hostNavigationHost(TestScreen("unused root")) { navigation in
            navigation.setTabs([AnyModule(first), AnyModule(second)])
        }
        host.navigation.push(TestScreen("pushed"))
        guard await waitUntilShown(host, "the push in the first tab"),
            let tabs = tabBarController(in: host.rootViewController),
            let stack = tabs.selectedViewController as? UINavigationController
        else { return fail("no tab bar controller") }
        stack.popViewController(animated: true)
        host.navigation.selectTab(second)
        guard await waitUntilShown(host, "the pop and the switch") else { return }
        check(host.navigation.state.selectedTab?.module == AnyModule(second), "the selection: \(host.navigation.state)")
        check(host.navigation.state.tabs[0].stack.isEmpty, "the first tab kept its push: \(host.navigation.state)")
    }

    /// Row 8 needs a finger. Manual check: present a popup that dismisses on a tap outside:
    /// a tap on its button does not dismiss it, a tap beside it does, and the trace has one
    /// `tapped outside` for it. Row 16, with a finger too: present such a popup, then,
    /// from a timer, a sheet over it, and tap the backdrop while the sheet slides up: the
    /// sheet stays up and the trace has `hold:` then `keep:`, never a second `present`.
    /// This test checks what can run without one: the popup shows over a clear or dimmed
    /// backdrop and stays until dismissed.
    func test_host08_aPopupThatDismissesOnATapOutside_showsAndStays() async throws {
        let host = try await hostNavigationHost(TestScreen("root"))
        host.navigation.present(popup: TestScreen("popup"), options: PopupOptions(dismissesOnTapOutside: true))
        guard await waitUntilShown(host, "the popup") else { return }
        await keep(for: 1, "the popup up") { self.hierarchy.presented.count == 1 }
        host.navigation.dismissPopup()
        await waitUntilShown(host, "the popup dismissed")
    }

    /// Row 9: custom detents are handed to UIKit smallest first, and the sheet opens at the
    /// first the options name. Manual check: drag it to rest at 200 points and at medium.
    func test_host09_customDetents_areHandedSmallestFirst_openingAtTheFirst() async throws {
        let host = try await hostNavigationHost(TestScreen("root"))
        host.navigation.present(
            sheet: TestScreen("sheet"), options: SheetOptions(detents: [.large, .height(200), .medium]))
        guard await waitUntilShown(host, "the sheet"),
            let sheet = hierarchy.presented.first?.controller.sheetPresentationController
        else { return fail("no sheet: \(hierarchy)") }
        let identifiers = sheet.detents.map(\.identifier.rawValue)
        print("row 9: detents \(identifiers), selected \(String(describing: sheet.selectedDetentIdentifier))")
        check(sheet.detents.count == 3, "detents: \(identifiers)")
        check(
            sheet.selectedDetentIdentifier == .large, "opens at \(String(describing: sheet.selectedDetentIdentifier))")
    }

    /// Row 10: a presentation UIKit loses mid-transition never completes, and the watchdog
    /// recovers it: the state's sheet shows within the watchdog's interval and a margin.
    func test_host10_aPresentationLostMidTransition_isRecoveredByTheWatchdog() async throws {
        let host = try await hostNavigationHost(TestScreen("root"), watchdogInterval: .seconds(1))
        host.navigation.present(sheet: TestScreen("sheet"))
        // Behind the host's back, as a module's own code might: the presentation goes.
        host.rootViewController.dismiss(animated: false)
        guard await waitUntilShown(host, "the sheet, again", timeout: 10) else { return }
        check(hierarchy.presented.count == 1, "the sheet is not up: \(hierarchy)")
        print("row 10: watchdog firings \(host.watchdogFirings)")
    }

    /// Row 11: a host installed in the app's navigation controller before the window shows
    /// it takes the first `didShow` as being on screen, and presents the state's sheet.
    func test_host11_aHostInstalledInTheAppsNavigationController_presentsAtLaunch() async throws {
        let navigationController = UINavigationController(rootViewController: UIViewController())
        let container = DependencyContainer()
        let navigation = container.resolve(NavigationAssembly.self).service()
        navigation.present(sheet: TestScreen("at launch"))
        let host = NavigationHost(
            root: TestScreen("root"), container: container, navigation: navigation, installingIn: navigationController)
        host.navigationTrace { [trace] line in trace.append(line) }
        try await open(navigationController)
        guard await waitUntilShown(host, "the sheet at launch") else { return }
        check(hierarchy.presented.count == 1, "no sheet: \(hierarchy)")
    }

    /// Row 17: a tab-bar app set up as "Driving UIKit" shows builds its root module once.
    func test_host17_aTabAppSetUpAfterItsHost_buildsItsRootModuleOnce() async throws {
        let counts = BuildCounts()
        let main = CountedScreen(name: "main", counts: counts)
        let host = try await hostNavigationHost(main) { navigation in
            navigation.setTabs([AnyModule(main), AnyModule(CountedScreen(name: "settings", counts: counts))])
        }
        check(counts.counts["main"] == 1, "the root module was built \(counts.counts["main"] ?? 0) times")
        check(tabBarController(in: host.rootViewController) != nil, "no tab bar: \(hierarchy)")
    }
}
#endif
