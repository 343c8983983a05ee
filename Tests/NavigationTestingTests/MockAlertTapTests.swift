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

    @Test func aHeldTapsAction_navigatesAfterTheCallsHeldWithIt_asTheServiceQueuesIt() {
        let mock = MockNavigationService()
        tapWhileAPolicyDecides(on: mock)
        #expect(mock.state.stack.map { $0.unwrap(as: ShelfModule.self)?.id } == [1, 3, 2])
        #expect(mock.state.alert == nil)
        // The service, driven the same way, ends the same.
        let service = NavigationService()
        tapWhileAPolicyDecides(on: service)
        #expect(service.state == mock.state)
    }

    /// Shows an alert whose action pushes shelf 2, then shows shelf 1 with a policy that,
    /// the first time it decides, taps the alert and pushes shelf 3.
    private func tapWhileAPolicyDecides(on navigation: some NavigationServiceType) {
        let alert = NavigationAlert(
            title: "A", buttons: [.init("OK") { [unowned navigation] in navigation.push(ShelfModule(id: 2)) }])
        var once = true
        navigation.presentationPolicy = PresentationPolicy("tapping") { [unowned navigation] _, _ in
            if once {
                once = false
                navigation.tap(alert.buttons[0], of: alert)
                navigation.push(ShelfModule(id: 3))
            }
            return .push
        }
        navigation.showAlert(alert)
        navigation.show(ShelfModule(id: 1))
    }
}

private struct ShelfModule: Module {
    let id: Int
    func build(container: Container) -> some View { EmptyView() }
}
