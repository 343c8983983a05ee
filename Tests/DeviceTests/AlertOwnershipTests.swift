#if os(iOS)
import Navigation
import SwiftUI
import XCTest

/// Row e: the package's alert is told apart from a module's own. While a module's own
/// confirmation dialog is up (a `UIAlertController` too), the alert the program asks for
/// must not be taken as shown; once the dialog goes, the package's alert shows, and the
/// navigation state has had it throughout.
///
/// Taken as shown, the renderer would not ask for the alert again, and it would never
/// show: the test leaves the dialog up past the renderer's look for an alert, then waits
/// for the package's alert on top.
@MainActor
final class AlertOwnershipTests: DeviceTestCase {
    func test_e_packageAlertShowsOnceTheModulesOwnDialogGoes() async throws {
        let board = Switchboard()
        let navigation = try await hostRootView(TestScreen("root") { OwnDialogView(board: board) })
        board.ownDialog = true
        let dialogUp = await waitUntil("the module's own dialog") {
            self.hierarchy.topAlertTitle == OwnDialogView.title && self.hierarchy.isSettled
        }
        guard dialogUp else { return }

        let title = "The package's alert"
        navigation.alert = .defaultAlert(title: title, yesAction: nil, noAction: nil)
        await keep(for: 4, "the state's alert while the module's own dialog is up") {
            navigation.alert?.title == title
        }
        print("row e: after 4 s with the dialog up, UIKit shows \(hierarchy)")

        board.ownDialog = false
        let alertUp = await waitUntil("the package's alert on top", timeout: 15) {
            self.hierarchy.topAlertTitle == title && self.hierarchy.isSettled
        }
        guard alertUp else { return }
        check(navigation.alert?.title == title, "the state lost the alert: \(navigation.state)")
        check(hierarchy.presented.count == 1, "more than the alert is presented: \(hierarchy)")

        navigation.dismissAlert()
        await waitUntilSettled("the alert dismissed", stacks: [[1]])
    }
}

/// A module's view with a confirmation dialog of its own, up while the board says so.
private struct OwnDialogView: View {
    static let title = "The module's own dialog"
    @ObservedObject var board: Switchboard
    @State private var showsDialog = false

    var body: some View {
        Text(verbatim: "module with a dialog")
            .onChange(of: board.ownDialog, initial: true) { _, shows in
                showsDialog = shows
            }
            .confirmationDialog(Self.title, isPresented: $showsDialog, titleVisibility: .visible) {
                Button("Keep") {}
            }
    }
}
#endif
