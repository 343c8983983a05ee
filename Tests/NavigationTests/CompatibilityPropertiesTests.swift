import Navigation
import Testing

/// The seed's single-slot properties (`items`, `modalView`, `sheetView`, `popupView`,
/// `alert`) beside the verbs that stack and queue.
@MainActor
@Suite struct CompatibilityPropertiesTests {
    @Test func modalViewSetter_whileAModalShows_replacesIt() {
        let navigation = NavigationService()
        navigation.modalView = AnyModule(ProfileModule.Profile)
        navigation.modalView = AnyModule(ListModule.List())
        #expect(navigation.modalView == AnyModule(ListModule.List()))
        #expect(navigation.state.presentations.map(\.module) == [AnyModule(ListModule.List())])
    }

    @Test func modalViewSetter_replacingAModal_isOneChange() {
        let navigation = NavigationService()
        navigation.modalView = AnyModule(ProfileModule.Profile)
        #expect(notifications(of: navigation) { navigation.modalView = AnyModule(ListModule.List()) } == 1)
    }

    @Test func modalViewSetter_dismissesTheLayersAboveTheReplacedModal() {
        let navigation = NavigationService()
        navigation.present(sheet: .Profile)
        navigation.present(modal: .Profile)
        navigation.present(popup: .Details(source: .deepLink))
        navigation.modalView = AnyModule(ListModule.List())
        #expect(navigation.state.presentations.map(\.style.kind) == [.sheet, .modal])
        #expect(navigation.modalView == AnyModule(ListModule.List()))
    }

    @Test func presentModal_stacksOverTheModalThatShows() {
        let navigation = NavigationService()
        navigation.modalView = AnyModule(ProfileModule.Profile)
        navigation.present(modal: .List())
        #expect(
            navigation.state.presentations.map(\.module) == [
                AnyModule(ProfileModule.Profile), AnyModule(ListModule.List()),
            ])
    }

    @Test func modalViewSetter_withTheAppearanceThatShows_changesNothing() {
        let navigation = NavigationService()
        navigation.present(modal: .Profile)
        navigation.push(.List())
        #expect(notifications(of: navigation) { navigation.modalView = navigation.modalView } == 0)
        #expect(navigation.state.presentations[0].stack == [AnyModule(ListModule.List())])
    }

    @Test func alertSetter_withARequestQueuedBehind_showsIt() {
        let navigation = NavigationService()
        let queued = NavigationAlert(title: "Queued")
        navigation.alert = NavigationAlert(title: "First")
        navigation.showAlert(queued)
        navigation.alert = queued
        #expect(navigation.alert?.title == "Queued")
        #expect(navigation.state.alerts.count == 1)
    }

    @Test func popupViewSetter_whileAPopupShows_replacesIt() {
        let navigation = NavigationService()
        navigation.popupView = AnyModule(ProfileModule.Profile)
        navigation.popupView = AnyModule(ListModule.List())
        #expect(navigation.state.presentations.map(\.module) == [AnyModule(ListModule.List())])
    }

    @Test func sheetViewSetter_presentsReplacesAndDismisses() {
        let navigation = NavigationService()
        navigation.sheetView = AnyModule(ProfileModule.Profile)
        navigation.sheetView = AnyModule(ListModule.List())
        #expect(navigation.sheetView == AnyModule(ListModule.List()))
        #expect(navigation.state.presentations.count == 1)
        navigation.sheetView = nil
        #expect(navigation.state.presentations.isEmpty)
    }

    @Test func alertSetter_whileAnAlertShows_replacesIt() {
        let navigation = NavigationService()
        navigation.alert = .defaultAlert(yesAction: nil, noAction: nil)
        navigation.alert = NavigationAlert(title: "Next")
        #expect(navigation.alert?.title == "Next")
        #expect(navigation.state.alerts.count == 1)
        navigation.alert = nil
        #expect(navigation.alert == nil)
    }

    @Test func alertSetter_keepsTheQueueBehindTheAlertItReplaces() {
        let navigation = NavigationService()
        navigation.showAlert(NavigationAlert(title: "First"))
        navigation.showAlert(NavigationAlert(title: "Queued"))
        navigation.alert = NavigationAlert(title: "Replacement")
        #expect(navigation.state.alerts.map(\.title) == ["Replacement", "Queued"])
    }

    @Test func showAlert_queuesBehindTheAlertThatShows() {
        let navigation = NavigationService()
        navigation.alert = .defaultAlert(yesAction: nil, noAction: nil)
        navigation.showAlert(NavigationAlert(title: "Next"))
        #expect(navigation.alert == .defaultAlert(yesAction: nil, noAction: nil))
        navigation.alert = nil
        #expect(navigation.alert?.title == "Next")
    }

    @Test func alertSetter_sameRequestAgain_changesNothing() {
        let navigation = NavigationService()
        let alert = NavigationAlert(title: "Once")
        navigation.alert = alert
        #expect(notifications(of: navigation) { navigation.alert = alert } == 0)
    }

    @Test func alertActions_takePlainClosures() {
        // The seed's router passes `(() -> Void)?` parameters straight through.
        var answers: [String] = []
        let navigation = NavigationService()
        func showDeleteAlert(onConfirm: (() -> Void)?, onCancel: (() -> Void)?) {
            navigation.alert = .defaultAlert(yesAction: onConfirm, noAction: onCancel)
        }
        showDeleteAlert(onConfirm: { answers.append("yes") }, onCancel: { answers.append("no") })
        let alert = navigation.alert!
        navigation.tap(alert.buttons[0], of: alert)
        #expect(answers == ["yes"])
    }

    @Test func setStack_onALayer_replacesThatLayersStackOnly() {
        let navigation = NavigationService()
        navigation.push(.Profile)
        navigation.present(sheet: .List())
        #expect(navigation.setStack([AnyModule(DetailsModule.Details(source: .deepLink))], layer: .root))
        #expect(navigation.state.stack == [AnyModule(DetailsModule.Details(source: .deepLink))])
        #expect(navigation.items.isEmpty)
    }

    @Test func setStack_onAGoneLayer_changesNothing() {
        let navigation = NavigationService()
        navigation.present(sheet: .List())
        let sheet = navigation.state.topLayer
        navigation.dismiss()
        #expect(!navigation.setStack([AnyModule(ProfileModule.Profile)], layer: sheet))
        #expect(navigation.state == NavigationState())
    }
}
