#if os(iOS)
import Navigation
import SwiftUI
import UIKit
import XCTest

/// Row i: detents and a disabled interactive dismiss set for a sheet's layer reach UIKit's
/// sheet, whether the layer's options set them or the module's own view does
/// (`presentationDetents`, `interactiveDismissDisabled`), deeper than the renderer's
/// modifiers.
///
/// A medium detent shows as the sheet resting with its top below 30 % of the window's
/// height. A refused swipe down shows as `isModalInPresentation`, or as the presentation
/// controller's delegate refusing the dismissal, whichever SwiftUI uses; both print.
@MainActor
final class SheetOptionsTests: DeviceTestCase {
    func test_i_detentsAndDisabledDismissReachTheSheet() async throws {
        let navigation = try await hostRootView(TestScreen("root"))
        let options = SheetOptions(detents: [.medium], allowsInteractiveDismiss: false)
        navigation.present(sheet: TestScreen("sheet with options"), options: options)
        guard await waitUntilSettled("the sheet with options", stacks: [[1], [1]]) else { return }
        checkMediumAndModal("the layer's options")

        navigation.dismiss()
        guard await waitUntilSettled("the first sheet dismissed", stacks: [[1]]) else { return }
        navigation.present(
            sheet: TestScreen("sheet with its own modifiers") {
                Text(verbatim: "own modifiers")
                    .presentationDetents([.medium])
                    .interactiveDismissDisabled()
            })
        guard await waitUntilSettled("the sheet with its own modifiers", stacks: [[1], [1]]) else { return }
        checkMediumAndModal("the module's own modifiers")
    }

    /// Checks that the topmost sheet rests at a medium detent and refuses a swipe down.
    private func checkMediumAndModal(_ source: String, line: UInt = #line) {
        guard let window, let top = hierarchy.top, let sheet = top.sheetPresentationController else {
            return fail("\(source): no sheet on top", line: line)
        }
        let detents = sheet.detents.map(\.identifier.rawValue)
        let topEdge = top.view.convert(top.view.bounds, to: window).minY
        let delegateRefuses = sheet.delegate?.presentationControllerShouldDismiss?(sheet) == false
        print(
            "row i, \(source): detents \(detents), sheet top at \(topEdge) of \(window.bounds.height), "
                + "isModalInPresentation \(top.isModalInPresentation), delegate refuses \(delegateRefuses)")
        check(detents.count == 1, "\(source): detents \(detents)", line: line)
        check(
            topEdge > window.bounds.height * 0.3,
            "\(source): the sheet's top is at \(topEdge) of \(window.bounds.height), not at a medium detent",
            line: line)
        check(
            top.isModalInPresentation || delegateRefuses,
            "\(source): a swipe down would dismiss the sheet", line: line)
    }
}
#endif
