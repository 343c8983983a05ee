import Navigation
import NavigationTesting
import Testing

private struct ReceiptModule: Module {
    func build(container: Container) -> some View { EmptyView() }
}

@Suite @MainActor struct MockAlertTapTests {
    /// A policy that taps while the mock resolves a show: the mock holds the tap until the
    /// show has applied, as the service queues it, and the tap answers at its turn.
    private func mock(tapping taps: Int, of alert: NavigationAlert) -> MockNavigationService {
        let navigation = MockNavigationService()
        var remaining = taps
        navigation.presentationPolicy = PresentationPolicy("tapping") { [unowned navigation] _, _ in
            while remaining > 0 {
                remaining -= 1
                navigation.tap(alert.buttons[0], of: alert)
            }
            return .push
        }
        return navigation
    }

    @Test func aHeldTap_answersAtItsTurn_once_andLeavesTheNextAlert() {
        var answers: [String] = []
        let alert = NavigationAlert(title: "A", buttons: [.init("OK") { answers.append("ok") }])
        let navigation = mock(tapping: 2, of: alert)
        navigation.showAlert(alert)
        navigation.showAlert(NavigationAlert(title: "B"))
        navigation.show(ReceiptModule())
        #expect(answers == ["ok"])
        #expect(navigation.state.alerts.map(\.title) == ["B"])
        #expect(navigation.state.stack == [AnyModule(ReceiptModule())])
    }
}
