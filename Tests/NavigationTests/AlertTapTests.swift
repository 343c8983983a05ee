import Navigation
import Testing

@Suite @MainActor struct AlertTapTests {
    @Test func aTap_dismissesTheAlert_thenRunsTheActionOnce() {
        let navigation = NavigationService()
        var answers: [String] = []
        let alert = NavigationAlert.defaultAlert(yesAction: { answers.append("yes") }, noAction: nil)
        navigation.showAlert(alert)
        #expect(navigation.tap(alert.buttons[0], of: alert))
        #expect(navigation.state.alert == nil)
        #expect(!navigation.tap(alert.buttons[0], of: alert))
        #expect(answers == ["yes"])
    }

    @Test func aTapWhoseDismissalAGuardRejects_leavesTheAlert_andRunsNothing() {
        let navigation = NavigationService()
        var answers: [String] = []
        let alert = NavigationAlert.defaultAlert(yesAction: { answers.append("yes") }, noAction: nil)
        navigation.showAlert(alert)
        navigation.addGuard { operation, _ in operation == .dismissAlert ? .reject("busy") : .allow }
        #expect(!navigation.tap(alert.buttons[0], of: alert))
        #expect(navigation.state.alert?.title == alert.title)
        #expect(answers.isEmpty)
    }

    @Test func aTapWhoseDismissalAGuardRedirects_leavesTheAlert_andRunsNothing() {
        let navigation = NavigationService()
        var answers: [String] = []
        let alert = NavigationAlert.defaultAlert(yesAction: { answers.append("yes") }, noAction: nil)
        navigation.showAlert(alert)
        navigation.addGuard { operation, _ in operation == .dismissAlert ? .redirect([.push(.Profile)]) : .allow }
        #expect(!navigation.tap(alert.buttons[0], of: alert))
        #expect(navigation.state.alert?.title == alert.title)
        #expect(navigation.state.stack == [AnyModule(.Profile)])
        #expect(answers.isEmpty)
    }

    @Test func aTapOnAQueuedAlert_doesNothing() {
        let navigation = NavigationService()
        var answers: [String] = []
        let first = NavigationAlert(title: "First")
        let second = NavigationAlert(title: "Second", buttons: [.init("OK") { answers.append("second") }])
        navigation.showAlert(first)
        navigation.showAlert(second)
        #expect(!navigation.tap(second.buttons[0], of: second))
        #expect(navigation.state.alert?.title == "First")
        #expect(answers.isEmpty)
    }
}
