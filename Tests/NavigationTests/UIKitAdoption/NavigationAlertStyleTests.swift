import Navigation
import Testing

// Action sheets, their anchor, and the preferred button.

private final class Anchor {}

struct NavigationAlertStyleTests {
    @Test func test_anAlert_isNoActionSheet_andHasNoPreferredButton_byDefault() {
        let alert = NavigationAlert(title: "Saved")
        #expect(!alert.drawnAsActionSheet)
        #expect(alert.preferredButton == nil)
        #expect(alert.popoverAnchor == nil)
    }

    @Test func test_thePreferredButton_isTheFirstMarked() {
        let alert = NavigationAlert(
            title: "Save?",
            buttons: [
                .init("Cancel", role: .cancel), .init("Save", isPreferred: true), .init("Also", isPreferred: true),
            ])
        #expect(alert.preferredButton == 1)
        #expect(alert.description == "Alert \"Save?\" [Cancel (cancel), Save (preferred), Also (preferred)]")
    }

    @Test func test_anActionSheet_isNotEqualToTheSameAlert_andReadsAsOne() {
        let sheet = NavigationAlert(title: "Share", buttons: [.init("Copy")], isActionSheet: true)
        #expect(sheet != NavigationAlert(title: "Share", buttons: [.init("Copy")]))
        #expect(sheet.description == "Action sheet \"Share\" [Copy]")
    }

    @Test func test_theAnchor_isHeldWeakly_andPlaysNoPartInEquality() {
        var anchor: Anchor? = Anchor()
        let sheet = NavigationAlert(title: "Share", isActionSheet: true, anchor: anchor)
        #expect(sheet.popoverAnchor === anchor)
        #expect(sheet == NavigationAlert(title: "Share", isActionSheet: true))
        anchor = nil
        #expect(sheet.popoverAnchor == nil)
    }
}
