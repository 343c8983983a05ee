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
        let navigation = MockNavigationService()
        let alert = NavigationAlert(
            title: "A",
            buttons: [
                .init("OK") { [unowned navigation] in
                    navigation.push(ShelfModule(id: 2))
                }
            ])
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
        #expect(navigation.state.stack.map { $0.unwrap(as: ShelfModule.self)?.id } == [1, 3, 2])
        #expect(navigation.state.alert == nil)

        // The service, driven the same way, ends the same.
        let service = NavigationService()
        let serviceAlert = NavigationAlert(
            title: "A",
            buttons: [
                .init("OK") { [unowned service] in
                    service.push(ShelfModule(id: 2))
                }
            ])
        var serviceOnce = true
        service.presentationPolicy = PresentationPolicy("tapping") { [unowned service] _, _ in
            if serviceOnce {
                serviceOnce = false
                service.tap(serviceAlert.buttons[0], of: serviceAlert)
                service.push(ShelfModule(id: 3))
            }
            return .push
        }
        service.showAlert(serviceAlert)
        service.show(ShelfModule(id: 1))
        #expect(service.state == navigation.state)
    }
}

private struct ShelfModule: Module {
    let id: Int
    func build(container: Container) -> some View { EmptyView() }
}
