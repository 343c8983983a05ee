#if os(iOS)
import Navigation
import Observation
import SwiftUI
import UIKit
import XCTest

/// The counter a badged tab reads: observable, so the host reads the tab's item again.
@MainActor @Observable
final class UnreadCount {
    var value = 0
}

/// The assembly that shares one ``UnreadCount`` per container.
final class UnreadAssembly: Assembly {
    @MainActor func count() -> UnreadCount { shared { UnreadCount() } }
}

/// A tab whose root module declares its item, its badge the unread count.
struct BadgedTab: TabItemModule {
    let name: String

    func build(container: Container) -> AnyView { AnyView(Text(verbatim: name)) }

    func tabItem(container: Container) -> (title: String, image: String?, badge: String?) {
        let count = container.resolve(UnreadAssembly.self).count().value
        return (name, "tray", count > 0 ? "\(count)" : nil)
    }
}

/// A UIKit screen that supports portrait only, and one that pushes a controller itself.
final class PortraitController: UIViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
}

/// The app's own navigation controller class.
final class AppNavigationController: UINavigationController {}

/// What an app that already exists brings to the UIKit host (issue 43): tab items it
/// declares or its storyboard has, its tab bar controller, its navigation controller
/// class, a sheet that asks before it goes, action sheets, and screens that still push
/// and present by themselves. They type-check against the iOS SDK here and have not run;
/// a simulator runs them with the rest of `DeviceTests`.
@MainActor
final class NavigationHostExistingAppTests: DeviceTestCase {
    /// Row 18: a tab's declared item sets its bar item, and the badge follows the
    /// observable count its root module reads.
    func test_host18_aDeclaredTabItem_followsItsBadge() async throws {
        let container = DependencyContainer()
        let host = NavigationHost(root: BadgedTab(name: "Inbox"), container: container)
        host.navigationTrace { [trace] line in trace.append(line) }
        host.navigation.setTabs([AnyModule(BadgedTab(name: "Inbox")), AnyModule(TestScreen("Settings"))])
        try await open(host.rootViewController)
        guard await waitUntilShown(host, "the tabs") else { return }
        let tabs = tabBarController(in: host.rootViewController)
        check(tabs?.viewControllers?.first?.tabBarItem.title == "Inbox", "no declared title: \(hierarchy)")
        container.resolve(UnreadAssembly.self).count().value = 3
        await waitUntil("the badge follows the count") { tabs?.viewControllers?.first?.tabBarItem.badgeValue == "3" }
    }

    /// Row 19: a host installed in a storyboard's tab bar controller shows the state's
    /// tabs there, each with the storyboard's bar item where its module declares none.
    func test_host19_aHostInstalledInTheAppsTabBarController_keepsTheStoryboardsItems() async throws {
        let tabBarController = UITabBarController()
        let first = UIViewController()
        first.tabBarItem = UITabBarItem(title: "First", image: nil, tag: 0)
        let second = UIViewController()
        second.tabBarItem = UITabBarItem(title: "Second", image: nil, tag: 1)
        tabBarController.viewControllers = [first, second]
        let container = DependencyContainer()
        let navigation = container.resolve(NavigationAssembly.self).service()
        navigation.setTabs([AnyModule(TestScreen("one")), AnyModule(TestScreen("two"))])
        let host = NavigationHost(
            root: TestScreen("one"), container: container, navigation: navigation, installingIn: tabBarController)
        host.navigationTrace { [trace] line in trace.append(line) }
        try await open(tabBarController)
        guard await waitUntilShown(host, "the installed tabs") else { return }
        check(host.rootViewController === tabBarController, "the host's root is not the app's tab bar controller")
        let titles = (tabBarController.viewControllers ?? []).map(\.tabBarItem.title)
        check(titles == ["First", "Second"], "the bar items are \(titles)")
        check(tabBarController.viewControllers?.allSatisfy { $0 is UINavigationController } == true, "\(hierarchy)")
    }

    /// Row 20: a guard that redirects a sheet's dismissal keeps the sheet when UIKit asks
    /// (`presentationControllerShouldDismiss`) and shows the alert that asks. Manual: the
    /// swipe itself, which springs back.
    func test_host20_aSheetWhoseDismissalAGuardRedirects_staysAndAsks() async throws {
        let host = try await hostNavigationHost(TestScreen("root"))
        host.navigation.present(sheet: TestScreen("editor"))
        guard await waitUntilShown(host, "the sheet") else { return }
        _ = host.navigation.addGuard { operation, _ in
            if case .dismiss(.layer) = operation { return .redirect([.showAlert(NavigationAlert(title: "Discard?"))]) }
            return .allow
        }
        guard let sheet = host.rootViewController.presentedViewController,
            let presentation = sheet.presentationController
        else { return fail("no sheet: \(hierarchy)") }
        let mayGo = presentation.delegate?.presentationControllerShouldDismiss?(presentation) ?? true
        check(!mayGo, "UIKit may dismiss the sheet")
        await waitUntil("the alert asks") { sheet.presentedViewController is UIAlertController }
        check(host.navigation.state.presentations.count == 1, "the sheet left the state")
    }

    /// Row 21: an action sheet with an anchor points its popover there (on an iPad), one
    /// without comes from the middle of the screen, and an alert's preferred button is
    /// UIKit's preferred action.
    func test_host21_anActionSheetAndAPreferredButton_areDrawnSo() async throws {
        let host = try await hostNavigationHost(TestScreen("root"))
        let anchor = UIView(frame: CGRect(x: 20, y: 100, width: 44, height: 44))
        host.rootViewController.view.addSubview(anchor)
        host.navigation.alert = NavigationAlert(
            title: "Share", buttons: [.init("Copy"), .init("Cancel", role: .cancel)], isActionSheet: true,
            anchor: anchor)
        guard await waitUntilShown(host, "the action sheet") else { return }
        let sheet = host.rootViewController.presentedViewController as? UIAlertController
        check(sheet?.preferredStyle == .actionSheet, "not an action sheet: \(hierarchy)")
        if let popover = sheet?.popoverPresentationController, UIDevice.current.userInterfaceIdiom == .pad {
            check(popover.sourceView === anchor, "the popover does not point at the anchor")
        }
        host.navigation.dismissAlert()
        guard await waitUntilShown(host, "the action sheet gone") else { return }
        host.navigation.alert = NavigationAlert(
            title: "Save?", buttons: [.init("Cancel", role: .cancel), .init("Save", isPreferred: true)])
        guard await waitUntilShown(host, "the alert") else { return }
        let alert = host.rootViewController.presentedViewController as? UIAlertController
        check(
            alert?.preferredAction?.title == "Save",
            "the preferred action is \(String(describing: alert?.preferredAction?.title))")
    }

    /// `anchor:` takes any object: an action sheet whose anchor is neither a view nor a
    /// bar button item shows from the middle of the screen, and the anchor is reported,
    /// not a crash. `installingIn:` takes any controller: one of another kind is passed
    /// over, and the host shows its own root.
    func test_anAnchorOrAnInstalledControllerOfAnotherKind_isPassedOver() async throws {
        let stranger = NSObject()
        let view = UIView()
        let item = UIBarButtonItem()
        check(
            NavigationAlert(title: "Share", isActionSheet: true, anchor: stranger).anchorFault
                == "action sheet \"Share\": its anchor is a NSObject, not a UIView or a UIBarButtonItem; "
                + "its popover shows from the middle of the screen",
            "a stranger anchor is not reported")
        check(NavigationAlert(title: "Share", isActionSheet: true, anchor: view).anchorFault == nil, "a view")
        check(NavigationAlert(title: "Share", isActionSheet: true, anchor: item).anchorFault == nil, "an item")
        check(NavigationAlert(title: "Share", anchor: stranger).anchorFault == nil, "an alert")

        let host = NavigationHost(
            root: TestScreen("root"), container: DependencyContainer(), installingIn: UIViewController())
        check(!(host.rootViewController is UINavigationController), "installed in a plain controller")
        try await open(host.rootViewController)
        guard await waitUntilShown(host, "the root") else { return }
        host.navigation.alert = NavigationAlert(
            title: "Share", buttons: [.init("Copy"), .init("Cancel", role: .cancel)], isActionSheet: true,
            anchor: stranger)
        guard await waitUntilShown(host, "the action sheet") else { return }
        let sheet = host.rootViewController.presentedViewController as? UIAlertController
        check(sheet?.preferredStyle == .actionSheet, "not an action sheet: \(hierarchy)")
        if let popover = sheet?.popoverPresentationController, UIDevice.current.userInterfaceIdiom == .pad {
            check(popover.sourceView === host.rootViewController.view, "the popover is not from the middle")
        }
        withExtendedLifetime((view, item)) {}
    }

    /// Row 22: the app's own navigation controller class holds the stacks, and the top
    /// screen decides the supported orientations.
    func test_host22_theAppsNavigationControllerClass_andTheTopScreensOrientations() async throws {
        let host = NavigationHost(
            root: TestScreen("root"), container: DependencyContainer(),
            makeNavigationController: { AppNavigationController() })
        host.navigationTrace { [trace] line in trace.append(line) }
        try await open(host.rootViewController)
        guard await waitUntilShown(host, "the root") else { return }
        check(navigationControllers(in: host.rootViewController).first is AppNavigationController, "\(hierarchy)")
        host.navigation.push(ViewControllerModule { PortraitController() })
        guard await waitUntilShown(host, "the portrait screen") else { return }
        check(
            host.rootViewController.supportedInterfaceOrientations == .portrait,
            "the root supports \(host.rootViewController.supportedInterfaceOrientations)")
    }

    /// Row 23: a screen that pushes a controller itself has it adopted into the state,
    /// and the next change keeps it.
    func test_host23_aControllerPushedBehindTheHostsBack_isAdopted() async throws {
        let host = try await hostNavigationHost(TestScreen("root"))
        let pushed = UIViewController()
        navigationControllers(in: host.rootViewController).first?.pushViewController(pushed, animated: false)
        await waitUntil("the push is adopted") { host.navigation.state.stack.count == 1 }
        host.navigation.push(TestScreen("after"))
        guard await waitUntilShown(host, "the next push") else { return }
        let stack = navigationControllers(in: host.rootViewController).first?.viewControllers ?? []
        check(stack.count == 3 && stack[1] === pushed, "the adopted controller went: \(hierarchy)")
    }

    /// Row 24: a controller a screen presents itself is reported in the trace.
    func test_host24_aControllerPresentedBehindTheHostsBack_isReported() async throws {
        let host = try await hostNavigationHost(TestScreen("root"))
        host.rootViewController.present(UIViewController(), animated: false)
        await waitUntil("the foreign presentation shows") { host.rootViewController.presentedViewController != nil }
        host.navigation.present(sheet: TestScreen("sheet"))
        await waitUntil("the report") { self.trace.lines.contains { $0.contains("behind the host's back") } }
    }
}

/// A module whose screen is the controller `make` makes.
struct ViewControllerModule: Module {
    let id = UUID()
    let make: @MainActor () -> UIViewController

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.id == rhs.id }

    func hash(into hasher: inout Hasher) { hasher.combine(id) }

    func build(container: Container) -> ViewControllerScreen { ViewControllerScreen(make) }
}
#endif
