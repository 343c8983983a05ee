#if os(iOS)
import UIKit
import XCTest

/// Proves the harness before any row of the device table leans on it.
@MainActor
final class HarnessTests: DeviceTestCase {
    /// A key window for the active scene shows its controller: the controller gets
    /// `viewDidAppear`, and the window is key.
    func test_harness_keyWindowShowsItsController() async throws {
        let log = AppearanceLog()
        let controller = AppearanceProbe.ProbeController(log: log)
        let window = try await open(controller)

        await waitUntil("the controller's viewDidAppear") { log.has(.didAppear) }
        check(window.isKeyWindow, "the window is not key")
        check(controller.view.window === window, "the controller's view is not in the window")
        check(hierarchy.levels.count == 1 && hierarchy.top === controller, "the window's root is not the controller")
        check(
            log.entries.map(\.callback).prefix(2) == [.willAppear, .didAppear],
            "callbacks: \(log.entries.map(\.callback))")
    }
}
#endif
