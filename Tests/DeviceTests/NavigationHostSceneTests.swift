#if os(iOS)
import Navigation
import SwiftUI
import UIKit
import XCTest

/// "Driving UIKit"'s device table, the scene's life: the host's scene going to the
/// background (the notification UIKit posts for it) and its root leaving the window.
@MainActor
final class NavigationHostSceneTests: DeviceTestCase {
    /// Row 12: in the background the host makes no call; in the foreground it shows what
    /// changed meanwhile. Manual check with the home gesture: push from a timer while the
    /// app is away and bring it back: the push shows, and the trace has `entered
    /// background`, `wait:`, then `entered foreground` before the push's call.
    func test_host12_inTheBackground_theHostWaits_andShowsTheChangeInTheForeground() async throws {
        let host = try await hostNavigationHost(TestScreen("root"))
        guard let scene = window?.windowScene else { return fail("no scene") }
        NotificationCenter.default.post(name: UIScene.didEnterBackgroundNotification, object: scene)
        host.navigation.push(TestScreen("meanwhile"))
        let stack = navigationControllers(in: host.rootViewController).first
        await keep(for: 1, "no call in the background") { stack?.viewControllers.count == 1 }
        NotificationCenter.default.post(name: UIScene.willEnterForegroundNotification, object: scene)
        await waitUntil("the push, in the foreground") { stack?.viewControllers.count == 2 }
        check(trace.lines.contains("event entered background"), "the trace lacks the background")
    }

    /// Row 13: while the root is out of the window, a presentation is not asked for again
    /// at each watchdog firing; it shows once the root is back.
    func test_host13_aRootOutOfTheWindow_asksNothing_untilItIsBack() async throws {
        let host = try await hostNavigationHost(TestScreen("root"), watchdogInterval: .milliseconds(500))
        guard let window else { return fail("no window") }
        window.rootViewController = UIViewController()
        host.navigation.present(sheet: TestScreen("sheet"))
        await keep(for: 2, "nothing asked out of the window") { host.watchdogFirings == 0 }
        window.rootViewController = host.rootViewController
        guard await waitUntilShown(host, "the sheet, back in the window") else { return }
        check(hierarchy.presented.count == 1, "no sheet: \(hierarchy)")
    }
}
#endif
