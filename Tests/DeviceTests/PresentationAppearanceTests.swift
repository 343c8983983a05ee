#if os(iOS)
import Navigation
import SwiftUI
import XCTest

/// Row a: the controller of a representable in a presented layer (a sheet's, a
/// full-screen cover's, a popup's) gets `viewDidAppear` once the presentation's
/// transition is over, and `viewDidDisappear` once the dismissal's is.
///
/// UIKit documents `isBeingPresented` and `isBeingDismissed` as true inside the presented
/// controller's own appearance callbacks, which it forwards to its children, so the test
/// asserts them on the main queue's next turn after the callback, the earliest the
/// renderer's next step can run, and prints both readings.
@MainActor
final class PresentationAppearanceTests: DeviceTestCase {
    /// How the layer is presented.
    private enum Kind: String, CaseIterable {
        case sheet, cover, popup
    }

    func test_a_presentedRepresentableAppearsAfterThePresentationAndDisappearsAfterTheDismissal() async throws {
        let navigation = try await hostRootView(TestScreen("root"))
        for kind in Kind.allCases {
            guard await presentAndDismiss(kind, with: navigation) else { return }
        }
    }

    /// Presents a layer of `kind` holding a probe, checks its appearance, dismisses it,
    /// and checks its disappearance.
    /// - Returns: Whether the layer came and went, so the next kind can run.
    private func presentAndDismiss(_ kind: Kind, with navigation: any NavigationServiceType) async -> Bool {
        let log = AppearanceLog()
        let screen = TestScreen("\(kind) content") { AppearanceProbe(log: log).frame(width: 44, height: 44) }
        switch kind {
        case .sheet: navigation.present(sheet: screen)
        case .cover: navigation.present(modal: screen)
        case .popup: navigation.present(popup: screen)
        }

        guard await waitUntil("\(kind): the probe's viewDidAppear", timeout: 10, { log.has(.didAppear) }),
            let appeared = log.first(.didAppear), let next = appeared.nextTurn
        else { return false }
        print("row a, \(kind): \(appeared)")
        check(next.isPresented, "\(kind): the probe's holder is not the presented controller\n\(log.text)")
        check(!next.isBeingPresented, "\(kind): still being presented after viewDidAppear\n\(log.text)")
        check(
            !next.holderInTransition, "\(kind): the presentation's transition goes on after viewDidAppear\n\(log.text)")
        check(
            log.entries.first?.callback == .willAppear,
            "\(kind): viewDidAppear came before viewWillAppear\n\(log.text)")
        guard await waitUntilSettled("\(kind): the layer", stacks: [[1], [1]]) else { return false }

        navigation.dismiss()
        guard await waitUntil("\(kind): the probe's viewDidDisappear", timeout: 10, { log.has(.didDisappear) }),
            let disappeared = log.first(.didDisappear), let after = disappeared.nextTurn
        else { return false }
        print("row a, \(kind): \(disappeared)")
        check(!after.isPresented, "\(kind): still presented after viewDidDisappear\n\(log.text)")
        check(!after.isBeingDismissed, "\(kind): still being dismissed after viewDidDisappear\n\(log.text)")
        check(
            !after.holderInTransition, "\(kind): the dismissal's transition goes on after viewDidDisappear\n\(log.text)"
        )
        check(navigation.state.presentations.isEmpty, "\(kind): the state still presents \(navigation.state)")
        return await waitUntilSettled("\(kind): dismissed", stacks: [[1]])
    }
}
#endif
