import Navigation
import NavigationTesting
import XCTest

private struct ItemModule: Module {
    let id: Int
    func build(container: Container) -> some View { EmptyView() }
}

private struct SettingsModule: Module {
    func build(container: Container) -> some View { EmptyView() }
}

extension Module where Self == ItemModule {
    fileprivate static func Item(id: Int) -> Self { Self(id: id) }
}

extension Module where Self == SettingsModule {
    fileprivate static var Settings: Self { Self() }
}

@MainActor
final class MockNavigationServiceTests: XCTestCase {
    func test_calls_recordEveryOperationInOrder() async {
        let navigation = MockNavigationService()
        navigation.push(.Item(id: 1))
        navigation.present(sheet: .Settings)
        navigation.pop()
        navigation.dismissSheet()
        navigation.showAlert(NavigationAlert(title: "Saved"))
        XCTAssertEqual(
            navigation.calls,
            [
                .push(.Item(id: 1)), .present(sheet: .Settings), .pop, .dismissSheet,
                .showAlert(NavigationAlert(title: "Saved")),
            ]
        )
    }

    func test_calls_compareModulesByValue() async {
        let navigation = MockNavigationService()
        navigation.push(.Item(id: 1))
        XCTAssertNotEqual(navigation.calls, [.push(.Item(id: 2))])
        XCTAssertEqual(navigation.calls, [.push(.Item(id: 1))])
    }

    func test_transactions_areRecordedWholeAndInCalls() async {
        let navigation = MockNavigationService()
        navigation.apply([.popToRoot, .push(.Item(id: 3))])
        XCTAssertEqual(navigation.transactions, [[.popToRoot, .push(.Item(id: 3))]])
        XCTAssertEqual(navigation.calls, [.popToRoot, .push(.Item(id: 3))])
    }

    func test_state_followsTheCalls() async {
        let navigation = MockNavigationService()
        navigation.push(.Item(id: 1))
        navigation.present(modal: .Settings)
        navigation.push(.Item(id: 2))
        XCTAssertEqual(navigation.state.stack, [AnyModule(ItemModule.Item(id: 1))])
        XCTAssertEqual(navigation.items, [AnyModule(ItemModule.Item(id: 2))])
        XCTAssertEqual(navigation.modalView, AnyModule(SettingsModule.Settings))
    }

    func test_lastPushedAndPresented_unwrapTheModule() async {
        let navigation = MockNavigationService()
        navigation.push(.Item(id: 1))
        navigation.push(.Item(id: 2))
        navigation.present(popup: .Settings)
        XCTAssertEqual(navigation.lastPushed(as: ItemModule.self), ItemModule(id: 2))
        XCTAssertNotNil(navigation.lastPresented(as: SettingsModule.self))
        XCTAssertNil(navigation.lastPresented(as: ItemModule.self))
        XCTAssertEqual(navigation.assertLastPushed(ItemModule.self)?.id, 2)
    }

    func test_tapAlertButton_dismissesAndRunsTheActionOnce() async {
        let navigation = MockNavigationService()
        var answers: [String] = []
        navigation.alert = .defaultAlert(yesAction: { answers.append("yes") }, noAction: { answers.append("no") })
        XCTAssertTrue(navigation.tapAlertButton(titled: "Yes"))
        XCTAssertEqual(answers, ["yes"])
        XCTAssertNil(navigation.alert)
        XCTAssertFalse(navigation.tapAlertButton(titled: "Yes"))
        XCTAssertEqual(answers, ["yes"])
        XCTAssertEqual(navigation.calls.last, .dismissAlert)
    }

    func test_tapAlertButton_withAnUnknownTitle_doesNothing() async {
        let navigation = MockNavigationService()
        navigation.alert = .defaultAlert(yesAction: nil, noAction: nil)
        XCTAssertFalse(navigation.tapAlertButton(titled: "Maybe"))
        XCTAssertNotNil(navigation.alert)
    }

    func test_tapOnAnAlertThatNoLongerShows_runsNothing() async {
        let navigation = MockNavigationService()
        var runs = 0
        let alert = NavigationAlert.defaultAlert(yesAction: { runs += 1 }, noAction: nil)
        navigation.alert = alert
        XCTAssertTrue(navigation.tap(alert.buttons[0], of: alert))
        XCTAssertFalse(navigation.tap(alert.buttons[0], of: alert))
        XCTAssertEqual(runs, 1)
    }

    func test_clearCalls_forgetsTheRecordButKeepsTheState() async {
        let navigation = MockNavigationService()
        navigation.push(.Item(id: 1))
        navigation.apply([.push(.Item(id: 2))])
        navigation.clearCalls()
        XCTAssertEqual(navigation.calls, [])
        XCTAssertEqual(navigation.transactions, [])
        XCTAssertEqual(navigation.items.count, 2)
    }

    func test_mismatch_namesTheFirstDifferenceAndBothLists() async {
        let navigation = MockNavigationService()
        navigation.push(.Item(id: 1))
        navigation.pop()
        XCTAssertNil(navigation.mismatch(expectedCalls: [.push(.Item(id: 1)), .pop]))
        XCTAssertEqual(
            navigation.mismatch(expectedCalls: [.push(.Item(id: 2))]),
            """
            navigation calls differ at call 1: expected push(ItemModule(id: 2)), got push(ItemModule(id: 1))
              expected: ["push(ItemModule(id: 2))"]
              actual:   ["push(ItemModule(id: 1))", "pop"]
            """
        )
        XCTAssertEqual(
            navigation.mismatch(expectedCalls: [.push(.Item(id: 1)), .pop, .popToRoot])?.components(separatedBy: "\n")
                .first,
            "navigation calls differ at call 3: expected popToRoot, got nothing more"
        )
    }

    func test_mockNavigationAssembly_answersForNavigationAssembly() async {
        let container = DependencyContainer()
        container.apply(MockNavigationAssembly.self)
        let navigation = container.resolve(NavigationAssembly.self).build()
        XCTAssertTrue(navigation === container.resolve(MockNavigationAssembly.self).mock())
    }
}

@MainActor
final class MockAwaitedResultTests: XCTestCase {
    func test_finish_resumesTheAwaitingCaller_andRecordsTheRemoval() async {
        let navigation = MockNavigationService()
        let task = Task { @MainActor in await navigation.present(sheet: .Settings, expecting: Int.self) }
        while navigation.state.presentations.isEmpty { await Task.yield() }
        XCTAssertTrue(navigation.finish(returning: 7))
        let result = await task.value
        XCTAssertEqual(result, .finished(7))
        XCTAssertEqual(navigation.calls, [.present(sheet: .Settings), .dismiss])
        XCTAssertEqual(navigation.finishedValues.count, 1)
    }

    func test_dismissal_cancelsTheAwaitingCaller() async {
        let navigation = MockNavigationService()
        let task = Task { @MainActor in await navigation.push(.Item(id: 1), expecting: String.self) }
        while navigation.items.isEmpty { await Task.yield() }
        navigation.popToRoot()
        let result = await task.value
        XCTAssertEqual(result, .cancelled)
    }
}
