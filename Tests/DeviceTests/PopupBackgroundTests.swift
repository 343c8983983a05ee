#if os(iOS)
import Navigation
import SwiftUI
import UIKit
import XCTest

/// Row h: a popup's backgrounds are cleared, after a push inside it too. Every view from a
/// popup screen's content up to the presented controller's own view is clear, so the
/// popup's backdrop and what lies under it show.
@MainActor
final class PopupBackgroundTests: DeviceTestCase {
    func test_h_popupBackgroundsAreClearAlsoAfterAPushInsideIt() async throws {
        let navigation = try await hostRootView(TestScreen("root"))
        let rootViews = ProbeViews()
        navigation.present(popup: TestScreen("popup") { ViewProbe(views: rootViews).frame(width: 44, height: 44) })
        guard await waitUntilSettled("the popup", stacks: [[1], [1]]) else { return }
        guard
            await waitUntil(
                "the popup's root screen clear", explain: { self.explain(rootViews) },
                { self.opaqueViews(above: rootViews) == [] })
        else { return }

        let pushedViews = ProbeViews()
        navigation.push(TestScreen("pushed in popup") { ViewProbe(views: pushedViews).frame(width: 44, height: 44) })
        guard await waitUntilSettled("the push in the popup", stacks: [[1], [2]]) else { return }
        await waitUntil(
            "the pushed screen clear", explain: { self.explain(pushedViews) },
            { self.opaqueViews(above: pushedViews) == [] })
        check(navigation.state.items.count == 1, "the popup's stack: \(navigation.state)")
    }

    /// What stands between the probe's view and a clear popup.
    private func explain(_ probe: ProbeViews) -> String {
        opaqueViews(above: probe).map { "opaque views, innermost first: \($0)" }
            ?? "the probe's view is not under the topmost presented controller"
    }

    /// The views between the probe's last view in a window and the presented controller's
    /// own view, that one included, whose background is not clear, as `Type(alpha)`;
    /// `nil` while the probe's view is not under the topmost presented controller.
    private func opaqueViews(above probe: ProbeViews) -> [String]? {
        guard let top = hierarchy.presented.last?.controller, let presentedView = top.viewIfLoaded,
            let view = probe.inWindow, view.isDescendant(of: presentedView)
        else { return nil }
        var opaque: [String] = []
        var next = view.superview
        while let current = next {
            let color = current.backgroundColor?.resolvedColor(with: current.traitCollection)
            let alpha = color?.cgColor.alpha ?? 0
            if alpha > 0 { opaque.append("\(type(of: current))(\(alpha))") }
            if current === presentedView { break }
            next = current.superview
        }
        return opaque
    }
}
#endif
