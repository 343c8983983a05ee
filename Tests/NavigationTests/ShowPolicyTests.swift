import Navigation
import Testing

/// A policy that presents Profile as a sheet and pushes everything else.
private let profileAsSheet = PresentationPolicy("profile as sheet") { module, _ in
    module.unwrap(as: ProfileModule.self) != nil ? .present(.sheet) : .push
}

/// A policy that presents a module as a modal from the root, and pushes it inside a
/// presented layer: it reads the state it shows over.
private let modalFromRoot = PresentationPolicy("modal from root") { _, state in
    state.presentations.isEmpty ? .present(.modal) : .push
}

@Suite @MainActor struct ShowPolicyDecisionTests {
    @Test func show_withNoPolicySet_pushes() {
        let navigation = NavigationService()
        #expect(navigation.show(.Details(source: .mainScreen)))
        #expect(navigation.state.stack == [AnyModule(DetailsModule.Details(source: .mainScreen))])
        #expect(navigation.state.presentations.isEmpty)
    }

    @Test(arguments: [
        PresentationStyle.modal, .sheet, .sheet(SheetOptions(detents: [.medium])), .popup,
        .popup(PopupOptions(dimsBackground: false)),
    ])
    func show_underAPresentingPolicy_presentsInThatStyle(style: PresentationStyle) {
        let navigation = NavigationService()
        navigation.presentationPolicy = .presenting(style)
        #expect(navigation.show(.Details(source: .mainScreen)))
        #expect(navigation.state.stack.isEmpty)
        #expect(navigation.state.presentations.map(\.style) == [style])
        #expect(navigation.state.presentations.first?.module == AnyModule(DetailsModule.Details(source: .mainScreen)))
    }

    @Test func policy_decidesFromTheModule() {
        let navigation = NavigationService()
        navigation.presentationPolicy = profileAsSheet
        navigation.show(.Details(source: .mainScreen))
        navigation.show(.Profile)
        #expect(navigation.state.stack == [AnyModule(DetailsModule.Details(source: .mainScreen))])
        #expect(navigation.state.presentations.map(\.style) == [.sheet])
        #expect(navigation.state.presentations.first?.module == AnyModule(ProfileModule.Profile))
    }

    @Test func policy_decidesFromTheState() {
        let navigation = NavigationService()
        navigation.presentationPolicy = modalFromRoot
        navigation.show(.Details(source: .mainScreen))
        navigation.show(.Profile)
        #expect(navigation.state.stack.isEmpty)
        #expect(navigation.state.presentations.count == 1)
        #expect(navigation.state.presentations.first?.style == .modal)
        #expect(navigation.state.presentations.first?.stack == [AnyModule(ProfileModule.Profile)])
    }

    @Test func policy_swappedAtRunTime_placesTheNextShowsOnly() {
        let navigation = NavigationService()
        navigation.show(.Details(source: .mainScreen))
        navigation.presentationPolicy = .presenting(.modal)
        #expect(navigation.state.stack.count == 1, "swapping the policy changes nothing on screen")
        navigation.show(.Details(source: .deepLink))
        navigation.presentationPolicy = .stack
        navigation.show(.Profile)
        #expect(navigation.state.stack == [AnyModule(DetailsModule.Details(source: .mainScreen))])
        #expect(navigation.state.presentations.map(\.module) == [AnyModule(DetailsModule.Details(source: .deepLink))])
        #expect(navigation.state.presentations.first?.stack == [AnyModule(ProfileModule.Profile)])
    }

    @Test func placement_readsAsCode() {
        #expect(PresentationPolicy.Placement.push.text == "push")
        #expect(PresentationPolicy.Placement.present(.sheet).text == "present(sheet)")
        #expect(PresentationPolicy.stack.name == "stack")
        #expect(PresentationPolicy.presenting(.modal).name == "presenting(modal)")
        #expect(profileAsSheet.name == "profile as sheet")
    }

    @Test func placement_operation_isThePushOrPresentation() {
        let module = AnyModule(ProfileModule.Profile)
        #expect(PresentationPolicy.Placement.push.operation(for: module) == .push(module))
        #expect(PresentationPolicy.Placement.present(.popup).operation(for: module) == .present(module, style: .popup))
    }
}

@Suite @MainActor struct ShowThroughGuardsAndJournalTests {
    @Test func guard_seesTheResolvedOperation() {
        let navigation = NavigationService()
        navigation.presentationPolicy = .presenting(.modal)
        var seen: [NavigationOperation] = []
        navigation.addGuard { operation, _ in
            seen.append(operation)
            return .allow
        }
        navigation.show(.Profile)
        #expect(seen == [.present(modal: .Profile)])
    }

    @Test func guard_rejectingTheResolvedOperation_changesNothing() {
        let navigation = NavigationService()
        navigation.presentationPolicy = .presenting(.sheet)
        navigation.addGuard { operation, _ in
            if case .present = operation { return .reject("no sheets now") }
            return .allow
        }
        #expect(!navigation.show(.Profile))
        #expect(navigation.state == NavigationState())
        navigation.presentationPolicy = .stack
        #expect(navigation.show(.Profile), "the same request under the stack policy is allowed")
    }

    @Test func guard_redirectingTheResolvedOperation_appliesTheRedirection() {
        let navigation = NavigationService()
        navigation.presentationPolicy = .presenting(.modal)
        navigation.addGuard { operation, _ in
            if case .present = operation { return .redirect([.push(.Details(source: .mainScreen))]) }
            return .allow
        }
        navigation.show(.Profile)
        #expect(navigation.state.stack == [AnyModule(DetailsModule.Details(source: .mainScreen))])
    }

    @Test func journal_recordsTheResolvedOperation() {
        let navigation = NavigationService()
        navigation.presentationPolicy = profileAsSheet
        var entries: [NavigationJournalEntry] = []
        navigation.addJournalListener { entries.append($0) }
        navigation.show(.Profile)
        navigation.show(.Details(source: .mainScreen))
        #expect(
            entries.map(\.transaction) == [
                [.present(sheet: .Profile)], [.push(.Details(source: .mainScreen))],
            ])
        #expect(
            entries.map(\.outcome.applied) == [[.present(sheet: .Profile)], [.push(.Details(source: .mainScreen))]])
    }
}

@Suite @MainActor struct ShowAwaitingTests {
    @Test func awaitedShow_underAModalPolicy_finishesWithTheModulesValue() async {
        let navigation = NavigationService()
        navigation.presentationPolicy = .presenting(.modal)
        let task = Task { await navigation.show(.Profile, expecting: String.self) }
        while navigation.state.presentations.isEmpty { await Task.yield() }
        #expect(navigation.state.presentations.first?.style == .modal)
        #expect(navigation.finish(returning: "done"))
        #expect(await task.value == .finished("done"))
        #expect(navigation.state.presentations.isEmpty, "finishing dismissed the modal the policy chose")
    }

    @Test func awaitedShow_underTheStackPolicy_isCancelledWhenPopped() async {
        let navigation = NavigationService()
        let task = Task { await navigation.show(.Profile, expecting: String.self) }
        while navigation.state.stack.isEmpty { await Task.yield() }
        navigation.pop()
        #expect(await task.value == .cancelled)
    }

    @Test func awaitedShow_rejectedByAGuard_isRejectedWithTheReason() async {
        let navigation = NavigationService()
        navigation.presentationPolicy = .presenting(.popup)
        navigation.addGuard { operation, _ in
            if case .present = operation { return .reject("no popups") }
            return .allow
        }
        #expect(await navigation.show(.Profile, expecting: Int.self) == .rejected("no popups"))
    }
}

@Suite @MainActor struct ShowReentrancyTests {
    @Test func policyThatNavigates_hasItsCallQueuedBehindTheShow() {
        let navigation = NavigationService()
        var navigated = false
        navigation.presentationPolicy = PresentationPolicy { [unowned navigation] _, _ in
            if !navigated {
                navigated = true
                navigation.push(.Profile)
            }
            return .push
        }
        var entries: [NavigationJournalEntry] = []
        navigation.addJournalListener { entries.append($0) }
        navigation.show(.Details(source: .mainScreen))
        #expect(
            navigation.state.stack == [
                AnyModule(DetailsModule.Details(source: .mainScreen)), AnyModule(ProfileModule.Profile),
            ])
        #expect(entries.count == 2)
        #expect(
            entries.map(\.before) == [NavigationState(), entries[0].after], "each entry starts where the last ended")
    }

    @Test func showQueuedByAGuard_asksThePolicyWhenItsTurnComes() {
        let navigation = NavigationService()
        var asked = false
        navigation.addGuard { [unowned navigation] operation, _ in
            guard !asked else { return .allow }
            asked = true
            #expect(!navigation.show(.Profile), "a show made while another call applies is queued")
            navigation.presentationPolicy = .presenting(.sheet)
            return .allow
        }
        navigation.show(.Details(source: .mainScreen))
        #expect(navigation.state.stack == [AnyModule(DetailsModule.Details(source: .mainScreen))])
        #expect(navigation.state.presentations.map(\.style) == [.sheet], "the queued show used the policy of its turn")
        #expect(navigation.state.presentations.first?.module == AnyModule(ProfileModule.Profile))
    }

    @Test func showFromAListener_appliesAfterTheEntryIsDelivered() {
        let navigation = NavigationService()
        var shown = false
        navigation.addJournalListener { [unowned navigation] _ in
            guard !shown else { return }
            shown = true
            navigation.show(.Profile)
        }
        navigation.push(.Details(source: .mainScreen))
        #expect(
            navigation.state.stack == [
                AnyModule(DetailsModule.Details(source: .mainScreen)), AnyModule(ProfileModule.Profile),
            ])
    }
}

/// `attempt([], showing:)` tells what became of a show, as `attempt(_:)` does for operations.
@Suite @MainActor struct ShowOutcomeTests {
    @Test func aShowThatApplies_changedTheState() {
        let navigation = NavigationService()
        navigation.presentationPolicy = .presenting(.sheet)
        let outcome = navigation.attempt([], showing: AnyModule(ProfileModule.Profile))
        #expect(outcome == NavigationOutcome(changed: true, applied: [.present(sheet: .Profile)]))
        #expect(!outcome.isQueued)
        #expect(navigation.state.presentations.map(\.style) == [.sheet])
    }

    @Test func aShowAGuardRejects_saysWhichOperationAndWhy() {
        let navigation = NavigationService()
        navigation.presentationPolicy = .presenting(.sheet)
        navigation.addGuard { operation, _ in
            if case .present = operation { return .reject("no sheets now") }
            return .allow
        }
        let outcome = navigation.attempt([], showing: AnyModule(ProfileModule.Profile))
        #expect(!outcome.changed)
        #expect(outcome.rejection?.operation == .present(sheet: .Profile))
        #expect(outcome.rejection?.reason == "no sheets now")
        #expect(outcome.applied.operations.isEmpty)
        #expect(!outcome.isQueued)
    }

    @Test func aShowMadeFromAListener_saysItIsQueued() {
        let navigation = NavigationService()
        var outcomes: [NavigationOutcome] = []
        navigation.addJournalListener { [unowned navigation] _ in
            guard outcomes.isEmpty else { return }
            outcomes.append(navigation.attempt([], showing: AnyModule(ProfileModule.Profile)))
        }
        navigation.push(.Details(source: .mainScreen))
        #expect(outcomes.map(\.isQueued) == [true])
        #expect(outcomes.first?.rejection == nil)
        #expect(navigation.state.stack.last == AnyModule(ProfileModule.Profile), "it applied once its turn came")
    }

    @Test func aShowThatChangesNothing_isNeitherRejectedNorQueued() {
        let navigation = NavigationService()
        navigation.presentationPolicy = .presenting(.sheet)
        navigation.addGuard { operation, _ in
            if case .present = operation { return .redirect([.pop]) }
            return .allow
        }
        let outcome = navigation.attempt([], showing: AnyModule(ProfileModule.Profile))
        #expect(!outcome.changed)
        #expect(outcome.rejection == nil)
        #expect(!outcome.isQueued)
        #expect(outcome.applied == [.pop], "the presentation the policy decided was redirected")
    }

    @Test func aTransactionThenAShow_asksThePolicyOverTheStateTheTransactionLeaves() {
        let navigation = NavigationService()
        navigation.presentationPolicy = modalFromRoot
        navigation.present(modal: .Details(source: .mainScreen))
        let outcome = navigation.attempt([.dismissAll], showing: AnyModule(ProfileModule.Profile))
        #expect(outcome.changed)
        #expect(navigation.state.presentations.map(\.style) == [.modal])
        #expect(navigation.state.presentations.first?.module == AnyModule(ProfileModule.Profile))
    }

    @Test func anAwaitingCallWithNothingToShow_isRejected_notACrash() async {
        let navigation = NavigationService()
        #expect(
            await navigation.apply([], showing: nil, expecting: Int.self)
                == .rejected("an empty transaction shows no module to await"))
    }
}

extension DeepLinkRoute {
    fileprivate static let profile = DeepLinkRoute("profile", fromRoot: true) { _ in ProfileModule.Profile }
    fileprivate static let placeHere = DeepLinkRoute("here/:id") { link in PlaceModule(id: try link.value("id")) }
}

private struct PlaceModule: Module {
    let id: Int
    func build(container: Container) -> some View { EmptyView() }
}

@Suite @MainActor struct ShowDeepLinkTests {
    private let links = try! DeepLinkRouter(scheme: "test", routes: [.profile, .placeHere])

    @Test func showRoute_isPlacedByTheNavigationsPolicy_whenTheLinkOpens() throws {
        let navigation = NavigationService()
        navigation.presentationPolicy = .presenting(.modal)
        let applied = try navigation.open("test://profile", with: links).get()
        #expect(applied == [.dismissAll, .popToRoot, .present(modal: .Profile)])
        #expect(navigation.state.presentations.map(\.module) == [AnyModule(ProfileModule.Profile)])
        navigation.presentationPolicy = .stack
        #expect(try navigation.open("test://profile", with: links).get() == [.dismissAll, .popToRoot, .push(.Profile)])
        #expect(navigation.state.presentations.isEmpty)
        #expect(navigation.state.stack == [AnyModule(ProfileModule.Profile)])
    }

    @Test func showRoute_fromRoot_asksThePolicyAboutTheStateAfterItsPreparation() throws {
        let navigation = NavigationService()
        navigation.present(sheet: .Details(source: .mainScreen))
        navigation.presentationPolicy = modalFromRoot
        #expect(try navigation.open("test://profile", with: links).get().operations.last == .present(modal: .Profile))
        navigation.dismissAll()
        navigation.present(sheet: .Details(source: .mainScreen))
        #expect(
            try navigation.open("test://here/4", with: links).get() == [.push(PlaceModule(id: 4))],
            "a route not from the root shows over the sheet, which the policy sees")
        #expect(navigation.state.presentations.first?.stack == [AnyModule(PlaceModule(id: 4))])
    }

    @Test func showRoute_match_pushesAsTheStackPolicyDoes() throws {
        #expect(try links.match("test://profile").get() == [.dismissAll, .popToRoot, .push(.Profile)])
        #expect(try links.match("test://here/5").get() == [.push(PlaceModule(id: 5))])
        #expect(throws: DeepLinkError.malformedParameter("id", value: "x", expected: "Int", url: "test://here/x")) {
            try links.match("test://here/x").get()
        }
    }

    @Test func showRoute_guardRejectingTheResolvedOperation_rejectsTheLink() {
        let navigation = NavigationService()
        navigation.presentationPolicy = .presenting(.sheet)
        navigation.addGuard { operation, _ in
            if case .present = operation { return .reject("signed out") }
            return .allow
        }
        #expect(
            navigation.open("test://profile", with: links)
                == .failure(.rejected("present(sheet: ProfileModule())", reason: "signed out", url: "test://profile")))
        #expect(navigation.state == NavigationState())
    }

    @Test func showRoute_openedFromAListener_isPlacedWhenItsTurnComes() {
        let navigation = NavigationService()
        var opened = false
        var asked = 0
        var queued: Result<NavigationTransaction, DeepLinkError>?
        navigation.addJournalListener { [unowned navigation, links] _ in
            guard !opened else { return }
            opened = true
            navigation.presentationPolicy = PresentationPolicy { _, _ in
                asked += 1
                return .present(.popup)
            }
            queued = navigation.open("test://here/6", with: links)
        }
        navigation.push(.Profile)
        #expect(navigation.state.stack == [AnyModule(ProfileModule.Profile)])
        #expect(navigation.state.presentations.map(\.style) == [.popup])
        #expect(queued == .success([]), "queued, only the route's own operations are known")
        #expect(asked == 1, "the policy is asked once, when the link's turn comes")
    }
}
