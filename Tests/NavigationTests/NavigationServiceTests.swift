import Navigation
import Observation
import Testing

/// Counts the observation notifications `service.state` sends while `body` runs.
@MainActor
func notifications(of service: NavigationService, during body: () -> Void) -> Int {
    let counter = NotificationCounter(service: service)
    counter.track()
    body()
    return counter.count
}

private final class NotificationCounter: @unchecked Sendable {
    // Used only on the main actor: the tests run `body` there, and Observation calls
    // `onChange` synchronously on the thread that mutates.
    let service: NavigationService
    var count = 0

    init(service: NavigationService) { self.service = service }

    @MainActor func track() {
        withObservationTracking {
            _ = service.state
        } onChange: {
            self.count += 1
            // Tracking ends at the first change; track again to count the next one.
            MainActor.assumeIsolated { self.track() }
        }
    }
}

@Suite @MainActor struct NavigationServiceTests {
    @Test func operations_changeTheState() {
        let navigation = NavigationService()
        navigation.push(.Details(source: .mainScreen))
        navigation.push(.Profile)
        #expect(navigation.pop())
        navigation.present(modal: .List())
        navigation.push(.Game(source: .deepLink, difficulty: .easy))
        #expect(navigation.items == [AnyModule(GameModule.Game(source: .deepLink, difficulty: .easy))])
        #expect(navigation.state.stack == [AnyModule(DetailsModule.Details(source: .mainScreen))])
        #expect(navigation.dismissModal())
        #expect(navigation.items == [AnyModule(DetailsModule.Details(source: .mainScreen))])
    }

    @Test func everyVocabularyCall_reachesTheState() {
        let navigation = NavigationService()
        #expect(navigation.present(sheet: .Profile, options: SheetOptions(allowsInteractiveDismiss: false)))
        #expect(navigation.present(popup: .List()))
        #expect(navigation.dismissPopup())
        #expect(navigation.dismissSheet())
        #expect(navigation.present(modal: .Profile))
        #expect(navigation.dismiss())
        #expect(navigation.push(.Profile) && navigation.push(.List()) && navigation.push(.Profile))
        #expect(navigation.pop(to: ListModule.self))
        #expect(navigation.pop(to: .Profile))
        #expect(navigation.push(.List()) && navigation.pop(count: 2))
        #expect(!navigation.popToRoot())
        #expect(navigation.showAlert(.defaultAlert(yesAction: nil, noAction: nil)))
        #expect(navigation.dismissAlert())
        #expect(navigation.present(modal: .List()) && navigation.dismissAll())
        #expect(navigation.state == NavigationState())
    }

    @Test func itemsSetter_replacesTheTopmostStack() {
        let navigation = NavigationService()
        navigation.items = [AnyModule(ProfileModule.Profile), AnyModule(ListModule.List())]
        #expect(navigation.state.stack.count == 2)
        navigation.present(modal: .Profile)
        navigation.items = [AnyModule(ListModule.List())]
        #expect(navigation.state.presentations[0].stack == [AnyModule(ListModule.List())])
        #expect(navigation.state.stack.count == 2)
    }

    @Test func modalViewSetter_presentsAndDismisses() {
        let navigation = NavigationService()
        navigation.modalView = AnyModule(ProfileModule.Profile)
        #expect(navigation.state.presentations.map(\.style) == [.modal])
        #expect(navigation.modalView == AnyModule(ProfileModule.Profile))
        navigation.modalView = nil
        #expect(navigation.state.presentations.isEmpty)
    }

    @Test func popupViewSetter_presentsAndDismisses() {
        let navigation = NavigationService()
        navigation.present(modal: .List())
        navigation.popupView = AnyModule(ProfileModule.Profile)
        #expect(navigation.state.presentations.map(\.style) == [.modal, .popup])
        navigation.popupView = nil
        #expect(navigation.state.presentations.map(\.style) == [.modal])
    }

    @Test func transaction_thatEndsWhereItStarted_notifiesOnceAndReportsAChange() {
        let navigation = NavigationService()
        var changed = false
        #expect(notifications(of: navigation) { changed = navigation.apply([.push(.Profile), .pop]) } == 1)
        #expect(changed)
    }

    @Test func oneOperation_notifiesOnce() {
        let navigation = NavigationService()
        #expect(notifications(of: navigation) { navigation.push(.Profile) } == 1)
    }

    @Test func operationThatChangesNothing_notifiesNobody() {
        let navigation = NavigationService()
        #expect(notifications(of: navigation) { navigation.pop() } == 0)
        #expect(notifications(of: navigation) { navigation.dismissModal() } == 0)
        #expect(notifications(of: navigation) { navigation.apply([.pop, .dismissAlert]) } == 0)
    }

    @Test func transaction_notifiesOnce() {
        let navigation = NavigationService()
        navigation.push(.Profile)
        navigation.present(modal: .List())
        let count = notifications(of: navigation) {
            navigation.apply([
                .dismissAll, .popToRoot, .push(.Details(source: .deepLink)), .push(.Profile), .present(sheet: .List()),
            ])
        }
        #expect(count == 1)
        #expect(navigation.state.stack.count == 2)
        #expect(navigation.state.presentations.count == 1)
    }

    @Test func settingTheState_replacesItInOneChange() {
        let navigation = NavigationService()
        var state = NavigationState()
        state.apply(.push(.Profile))
        state.apply(.present(sheet: .List()))
        #expect(notifications(of: navigation) { navigation.state = state } == 1)
        #expect(navigation.state == state)
    }
}
