import Navigation
import NavigationTesting
import Testing

// NavigationTesting's readers of what an alert was made with, which a presenter test
// asserts: `role`, `isPreferred`, `isActionSheet` and `anchor`. The fixture
// IsolationMatrix reads them from outside this package, where only these are visible.
@Suite @MainActor struct AlertReadingTests {
    @Test func theReaders_giveWhatTheAlertWasMadeWith() {
        final class Anchor {}
        let anchor = Anchor()
        let sheet = NavigationAlert(
            title: "Share",
            buttons: [
                .init("Copy", isPreferred: true), .init("Delete", role: .destructive), .init("Cancel", role: .cancel),
            ],
            isActionSheet: true, anchor: anchor)
        #expect(sheet.isActionSheet)
        #expect(sheet.anchor === anchor)
        #expect(sheet.buttons.map(\.role) == [nil, .destructive, .cancel])
        #expect(sheet.buttons.map(\.isPreferred) == [true, false, false])
    }

    @Test func anAlertByDefault_isNoActionSheet_hasNoAnchor_andAnOKThatCancels() {
        let alert = NavigationAlert(title: "Saved")
        #expect(!alert.isActionSheet)
        #expect(alert.anchor == nil)
        #expect(alert.buttons.map(\.role) == [.cancel])
        #expect(alert.buttons.map(\.isPreferred) == [false])
        let question = NavigationAlert.defaultAlert(yesAction: nil, noAction: nil)
        #expect(question.buttons.map(\.role) == [.destructive, .cancel])
    }
}
