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

    @Test func aTapOnAnAlertThatNoLongerShows_isJournaledAsACallThatChangedNothing() {
        let navigation = NavigationService()
        var answers: [String] = []
        let alert = NavigationAlert(title: "A", buttons: [.init("OK") { answers.append("ok") }])
        navigation.showAlert(alert)
        navigation.showAlert(NavigationAlert(title: "B"))
        #expect(navigation.tap(alert.buttons[0], of: alert))
        var journal = NavigationJournal()
        navigation.addJournalListener { journal.record($0) }
        #expect(!navigation.tap(alert.buttons[0], of: alert))
        #expect(answers == ["ok"])
        #expect(navigation.state.alerts.map(\.title) == ["B"])
        // Journaled as the same tap made from a listener is at its turn.
        #expect(journal.entries.map(\.transaction) == [[.dismissAlert]])
        #expect(journal.entries.map(\.outcome.changed) == [false])
        #expect(journal.entries.map(\.outcome.applied) == [[]])
        #expect(journal.entries.first.map { $0.before == $0.after } == true)
    }

    @Test func aTapOnAnAlertThatNoLongerShows_madeFromAListener_isJournaledAtItsTurn() {
        let navigation = NavigationService()
        let alert = NavigationAlert(title: "A")
        navigation.showAlert(alert)
        navigation.dismissAlert()
        var tapped: Bool?
        fromAListenerOnce(navigation) { tapped = navigation.tap(alert.buttons[0], of: alert) }
        var journal = NavigationJournal()
        navigation.addJournalListener { journal.record($0) }
        navigation.push(.Profile)
        #expect(tapped == true)
        #expect(journal.entries.map(\.transaction) == [[.push(.Profile)], [.dismissAlert]])
        #expect(journal.entries.map(\.outcome.changed) == [true, false])
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

    // A tap made from a journal listener is queued behind the call applying, and answers
    // at its turn.

    @Test func aQueuedTap_answersAtItsTurn() {
        let navigation = NavigationService()
        var answers: [String] = []
        let alert = NavigationAlert(title: "A", buttons: [.init("OK") { answers.append("ok") }])
        navigation.showAlert(alert)
        var tapped: Bool?
        var answersWhenTapped: [String]?
        let token = navigation.addJournalListener { _ in
            guard tapped == nil else { return }
            tapped = navigation.tap(alert.buttons[0], of: alert)
            answersWhenTapped = answers
        }
        navigation.push(.Profile)
        navigation.remove(token)
        #expect(tapped == true)
        #expect(answersWhenTapped == [])
        #expect(answers == ["ok"])
        #expect(navigation.state.alert == nil)
    }

    @Test func aQueuedTapWhoseDismissalAGuardRejects_leavesTheAlert_andRunsNothing() {
        let navigation = NavigationService()
        var answers: [String] = []
        let alert = NavigationAlert(title: "A", buttons: [.init("OK") { answers.append("ok") }])
        navigation.showAlert(alert)
        fromAListenerOnce(navigation) {
            navigation.tap(alert.buttons[0], of: alert)
        }
        navigation.addGuard { operation, _ in operation == .dismissAlert ? .reject("stay") : .allow }
        navigation.push(.Profile)
        #expect(answers.isEmpty)
        #expect(navigation.state.alert?.title == "A")
    }

    @Test func twoQueuedTaps_runTheActionOnce_andLeaveTheNextAlert() {
        let navigation = NavigationService()
        var answers: [String] = []
        let alert = NavigationAlert(title: "A", buttons: [.init("OK") { answers.append("ok") }])
        navigation.showAlert(alert)
        navigation.showAlert(NavigationAlert(title: "B"))
        fromAListenerOnce(navigation) {
            navigation.tap(alert.buttons[0], of: alert)
            navigation.tap(alert.buttons[0], of: alert)
        }
        var journal = NavigationJournal()
        navigation.addJournalListener { journal.record($0) }
        navigation.push(.Profile)
        #expect(answers == ["ok"])
        #expect(navigation.state.alerts.map(\.title) == ["B"])
        // The push, the tap that answered, and the second tap, which changed nothing.
        #expect(journal.entries.map(\.outcome.changed) == [true, true, false])
        #expect(journal.entries.map(\.outcome.applied) == [[.push(.Profile)], [.dismissAlert], []])
    }

    @Test func aQueuedTapAfterAQueuedDismissal_leavesTheNextAlert_andRunsNothing() {
        let navigation = NavigationService()
        var answers: [String] = []
        let alert = NavigationAlert(title: "A", buttons: [.init("OK") { answers.append("ok") }])
        navigation.showAlert(alert)
        navigation.showAlert(NavigationAlert(title: "B"))
        fromAListenerOnce(navigation) {
            navigation.dismissAlert()
            navigation.tap(alert.buttons[0], of: alert)
        }
        navigation.push(.Profile)
        #expect(answers.isEmpty)
        #expect(navigation.state.alerts.map(\.title) == ["B"])
    }

    @Test func aTapWhoseDismissalAGuardRedirectsToAReplacement_runsNothing() {
        let navigation = NavigationService()
        var answers: [String] = []
        let alert = NavigationAlert(title: "A", buttons: [.init("OK") { answers.append("ok") }])
        navigation.showAlert(alert)
        navigation.addGuard { operation, _ in
            operation == .dismissAlert ? .redirect([.replaceAlert(NavigationAlert(title: "C"))]) : .allow
        }
        #expect(!navigation.tap(alert.buttons[0], of: alert))
        #expect(navigation.state.alert?.title == "C")
        #expect(answers.isEmpty)
    }

    @Test func aQueuedTapWhoseDismissalAGuardRedirectsToAReplacement_runsNothing() {
        let navigation = NavigationService()
        var answers: [String] = []
        let alert = NavigationAlert(title: "A", buttons: [.init("OK") { answers.append("ok") }])
        navigation.showAlert(alert)
        fromAListenerOnce(navigation) {
            navigation.tap(alert.buttons[0], of: alert)
        }
        navigation.addGuard { operation, _ in
            operation == .dismissAlert ? .redirect([.replaceAlert(NavigationAlert(title: "C"))]) : .allow
        }
        navigation.push(.Profile)
        #expect(navigation.state.alert?.title == "C")
        #expect(answers.isEmpty)
    }

    @Test func aTapWhoseDismissalAGuardRedirectsToADismissalAndMore_runsTheAction() {
        let navigation = NavigationService()
        var answers: [String] = []
        let alert = NavigationAlert(title: "A", buttons: [.init("OK") { answers.append("ok") }])
        navigation.showAlert(alert)
        navigation.addGuard { operation, _ in
            operation == .dismissAlert ? .redirect([.dismissAlert, .push(.Profile)]) : .allow
        }
        #expect(navigation.tap(alert.buttons[0], of: alert))
        #expect(navigation.state.alert == nil)
        #expect(navigation.state.stack == [AnyModule(.Profile)])
        #expect(answers == ["ok"])
    }
}

/// Runs `body` once, from a journal listener of `navigation`: the calls it makes are
/// queued behind the call that is applying.
@MainActor
private func fromAListenerOnce(_ navigation: NavigationService, _ body: @escaping @MainActor () -> Void) {
    var once = true
    navigation.addJournalListener { _ in
        guard once else { return }
        once = false
        body()
    }
}
