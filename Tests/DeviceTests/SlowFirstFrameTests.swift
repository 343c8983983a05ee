#if os(iOS)
import Foundation
import Navigation
import SwiftUI
import XCTest

/// Row g: a slow first frame. A sheet whose content holds the main thread for about 0.9 s
/// as it first appears, with an alert queued behind it in the same change: both end up
/// shown, the alert over the sheet, and nothing is dropped.
@MainActor
final class SlowFirstFrameTests: DeviceTestCase {
    func test_g_sheetWithASlowFirstFrameAndAQueuedAlertBothShow() async throws {
        let navigation = try await hostRootView(TestScreen("root"))
        let log = AppearanceLog()
        let slow = TestScreen("slow sheet") {
            SlowView()
            AppearanceProbe(log: log).frame(width: 44, height: 44)
        }
        let title = "The queued alert"
        let alert = NavigationAlert.defaultAlert(title: title, yesAction: nil, noAction: nil)
        navigation.apply([.present(sheet: slow), .showAlert(alert)])

        let bothUp = await waitUntil("the alert over the sheet", timeout: 15) {
            self.hierarchy.topAlertTitle == title && self.hierarchy.isSettled
        }
        guard bothUp else { return }
        check(hierarchy.stackCounts == [[1], [1], []], "not the alert over the sheet: \(hierarchy)")
        check(log.has(.didAppear), "the sheet's content never appeared\n\(log.text)")
        check(navigation.state.presentations.count == 1, "the state's layers: \(navigation.state)")
        check(navigation.alert?.title == title, "the state's alert: \(navigation.state)")
    }
}

/// Content that holds the main thread for 0.9 s as it first appears, as a heavy first
/// layout would: the work a slow screen does, not a wait of the test.
private struct SlowView: View {
    @State private var worked = false

    var body: some View {
        Text(verbatim: "slow content")
            .onAppear {
                guard !worked else { return }
                worked = true
                let end = ProcessInfo.processInfo.systemUptime + 0.9
                while ProcessInfo.processInfo.systemUptime < end {}
            }
    }
}
#endif
