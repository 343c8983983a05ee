import Navigation
import Testing

private struct ColorPicker: Module {
    let id: Int
    func build(container: Container) -> some View { EmptyView() }
}

private struct LoginModule: Module {
    func build(container: Container) -> some View { EmptyView() }
}

/// Starts awaiting a result from `operation` and lets the task run until it waits.
@MainActor
private func awaiting(
    _ navigation: NavigationService,
    _ operation: NavigationOperation
) async -> Task<NavigationResult<String>, Never> {
    let task = Task { @MainActor in await navigation.apply(operation, expecting: String.self) }
    await Task.yield()
    while navigation.state.topModule == nil { await Task.yield() }
    return task
}

@Suite @MainActor struct AwaitedResultTests {
    @Test func finishing_returnsTheValue_andTakesTheModuleOff() async {
        let navigation = NavigationService()
        let task = await awaiting(navigation, .present(sheet: ColorPicker(id: 1)))
        #expect(navigation.finish(returning: "red"))
        #expect(await task.value == .finished("red"))
        #expect(navigation.state.presentations.isEmpty)
    }

    @Test func finishingAPushedModule_popsIt() async {
        let navigation = NavigationService()
        navigation.push(.Profile)
        let task = await awaiting(navigation, .push(ColorPicker(id: 1)))
        #expect(navigation.finish(returning: "blue"))
        #expect(await task.value == .finished("blue"))
        #expect(navigation.state.stack == [AnyModule(ProfileModule.Profile)])
    }

    @Test func finishingWithAnotherType_changesNothing() async {
        let navigation = NavigationService()
        let task = await awaiting(navigation, .present(modal: ColorPicker(id: 1)))
        #expect(!navigation.finish(returning: 42))
        #expect(navigation.state.presentations.count == 1)
        navigation.dismiss()
        #expect(await task.value == .cancelled)
    }

    @Test func finishingWithNobodyWaiting_changesNothing() {
        let navigation = NavigationService()
        navigation.push(.Profile)
        #expect(!navigation.finish(returning: "x"))
        #expect(navigation.state.stack.count == 1)
    }

    enum Departure: CaseIterable {
        case pop, swipeBack, popToRoot, replacedStack, restoredState
    }

    @Test(arguments: Departure.allCases)
    func pushedModuleLeavingAnyOtherWay_isCancelledOnce(departure: Departure) async {
        let navigation = NavigationService()
        let task = await awaiting(navigation, .push(ColorPicker(id: 1)))
        switch departure {
        case .pop: navigation.pop()
        case .swipeBack: navigation.apply(.setStack([], layer: .root))
        case .popToRoot: navigation.popToRoot()
        case .replacedStack: navigation.items = [AnyModule(ProfileModule.Profile)]
        case .restoredState: navigation.state = NavigationState()
        }
        #expect(await task.value == .cancelled)
        #expect(!navigation.finish(returning: "late"))
    }

    @Test func interactiveDismissal_cancels() async {
        let navigation = NavigationService()
        let task = await awaiting(navigation, .present(sheet: ColorPicker(id: 1)))
        let id = navigation.state.presentations[0].id
        navigation.apply(.dismiss(.layer(.presented(id))))
        #expect(await task.value == .cancelled)
    }

    @Test func dismissingALayerBelow_cancels() async {
        let navigation = NavigationService()
        navigation.present(modal: .List())
        let task = await awaiting(navigation, .present(sheet: ColorPicker(id: 1)))
        navigation.dismissModal()
        #expect(await task.value == .cancelled)
    }

    @Test func moduleNeverShown_isRejected() async {
        let navigation = NavigationService()
        navigation.addGuard { _, _ in .reject("not now") }
        #expect(await navigation.apply(.push(ColorPicker(id: 1)), expecting: String.self) == .rejected("not now"))
        #expect(await navigation.apply(.pop, expecting: String.self) == .rejected("not now"))
    }

    @Test func aThousandConcurrentAwaits_allResume() async {
        let navigation = NavigationService()
        let tasks = (0..<1_000).map { id in
            Task { @MainActor in await navigation.present(sheet: ColorPicker(id: id), expecting: String.self) }
        }
        while navigation.state.presentations.count < 1_000 { await Task.yield() }
        for _ in 0..<500 { navigation.finish(returning: "done") }
        navigation.dismissAll()
        var results: [NavigationResult<String>] = []
        for task in tasks { results.append(await task.value) }
        #expect(results.count == 1_000)
        #expect(results.filter { $0 == .finished("done") }.count == 500)
        #expect(results.filter { $0 == .cancelled }.count == 500)
    }
}

@Suite @MainActor struct NavigationGuardTests {
    @Test func storedPlainClosures_areAcceptedAsGuardsAndListeners() {
        let navigation = NavigationService()
        var heard: [NavigationTransaction?] = []
        let listener: (NavigationJournalEntry) -> Void = { heard.append($0.transaction) }
        let rule: (NavigationOperation, NavigationState) -> GuardDecision = { operation, _ in
            operation == .push(.Profile) ? .reject("no profile") : .allow
        }
        navigation.addJournalListener(listener)
        navigation.addGuard(rule)
        #expect(!navigation.push(.Profile))
        #expect(navigation.push(.List()))
        #expect(heard == [[.push(.Profile)], [.push(.List())]])
    }

    @Test func outcomes_compareWithOutcomesBuiltInTests() {
        let navigation = NavigationService()
        navigation.addGuard { operation, _ in
            switch operation {
            case .push(let module) where module.unwrap(as: ProfileModule.self) != nil:
                .redirect([.present(sheet: LoginModule())])
            case .present(let module, _) where module.unwrap(as: ListModule.self) != nil:
                .reject("no lists")
            default:
                .allow
            }
        }
        #expect(
            navigation.attempt([.push(.Profile)])
                == NavigationOutcome(changed: true, applied: [.present(sheet: LoginModule())]))
        let rejected = navigation.attempt([.push(.Profile), .present(modal: .List())])
        #expect(!rejected.changed)
        #expect(rejected.rejection?.operation == .present(modal: .List()))
        #expect(rejected.rejection?.reason == "no lists")
        #expect(rejected.applied.operations.isEmpty)
    }

    @Test func outcomes_thatAppliedDifferentSteps_areNotEqual() {
        let navigation = NavigationService()
        let pushed = navigation.attempt([.push(.Profile)])
        #expect(pushed == NavigationOutcome(changed: true, applied: [.push(.Profile)]))
        #expect(pushed != NavigationOutcome(changed: true, applied: [.push(.List())]))
        #expect(pushed != NavigationOutcome(changed: true, applied: [.push(.Profile), .pop]))
        #expect(pushed != NavigationOutcome(changed: false, applied: [.push(.Profile)]))
        // A failed expectation prints the outcome: it reads as its values, not the package's wrappers.
        #expect(!String(describing: pushed).contains("PassedOver"), "\(pushed)")
        #expect(String(describing: pushed).contains("applied: [push(ProfileModule())]"), "\(pushed)")
    }

    @Test func allow_letsTheOperationApply() {
        let navigation = NavigationService()
        navigation.addGuard { _, _ in .allow }
        let outcome = navigation.attempt([.push(.Profile)])
        #expect(outcome == NavigationOutcome(changed: true, applied: [.push(.Profile)]))
        #expect(navigation.state.stack.count == 1)
    }

    @Test func reject_changesNothing_andSaysWhy() {
        let navigation = NavigationService()
        navigation.addGuard { operation, _ in
            if case .push(let module) = operation, module.unwrap(as: ProfileModule.self) != nil {
                return .reject("log in first")
            }
            return .allow
        }
        let outcome = navigation.attempt([.push(.Profile)])
        #expect(!outcome.changed)
        #expect(outcome.rejection?.reason == "log in first")
        #expect(!navigation.push(.Profile))
        #expect(navigation.push(.List()))
    }

    @Test func redirect_appliesTheReplacementInstead() {
        let navigation = NavigationService()
        navigation.addGuard { operation, _ in
            if case .push(let module) = operation, module.unwrap(as: ProfileModule.self) != nil {
                return .redirect([.present(sheet: LoginModule())])
            }
            return .allow
        }
        let outcome = navigation.attempt([.push(.Profile)])
        #expect(outcome.changed)
        #expect(outcome.applied == [.present(sheet: LoginModule())])
        #expect(navigation.state.stack.isEmpty)
        #expect(navigation.state.sheetView == AnyModule(LoginModule()))
    }

    @Test func aRejectedStepInsideATransaction_rejectsTheWholeTransaction() {
        let navigation = NavigationService()
        navigation.push(.List())
        navigation.addGuard { operation, state in
            // Refuses a second push: the guard sees the state the earlier steps leave.
            if case .push = operation, state.stack.count >= 2 { return .reject("two is enough") }
            return .allow
        }
        let before = navigation.state
        let outcome = navigation.attempt([.popToRoot, .push(.Profile), .push(.List()), .push(.Profile)])
        #expect(outcome.rejection?.operation == .push(.Profile))
        #expect(navigation.state == before)
    }

    @Test func aRedirectedStepInsideATransaction_isReplacedInPlace() {
        let navigation = NavigationService()
        navigation.addGuard { operation, _ in
            if case .present(let module, _) = operation, module.unwrap(as: ProfileModule.self) != nil {
                return .redirect([.present(sheet: LoginModule())])
            }
            return .allow
        }
        navigation.apply([.push(.List()), .present(modal: .Profile), .push(.Details(source: .deepLink))])
        #expect(navigation.state.stack == [AnyModule(ListModule.List())])
        #expect(navigation.state.presentations.map(\.module) == [AnyModule(LoginModule())])
        #expect(navigation.state.items == [AnyModule(DetailsModule.Details(source: .deepLink))])
    }

    @Test func guardsRunInOrder_andCanBeRemoved() {
        let navigation = NavigationService()
        let first = navigation.addGuard { _, _ in .reject("first") }
        navigation.addGuard { _, _ in .reject("second") }
        #expect(navigation.attempt([.pop]).rejection?.reason == "first")
        navigation.remove(first)
        #expect(navigation.attempt([.pop]).rejection?.reason == "second")
    }
}

@Suite @MainActor struct NavigationJournalTests {
    @Test func everyCall_isRecordedAsItHappens() {
        let navigation = NavigationService()
        var journal = NavigationJournal()
        navigation.addJournalListener { journal.record($0) }
        navigation.addGuard { operation, _ in
            if case .present = operation { return .reject("no layers") }
            return .allow
        }
        navigation.push(.Profile)
        navigation.present(modal: .List())
        navigation.apply([.push(.List()), .pop])
        #expect(journal.entries.count == 3)
        #expect(journal.entries[0].outcome.applied == [.push(.Profile)])
        #expect(journal.entries[0].before == NavigationState())
        #expect(journal.entries[0].after.stack == [AnyModule(ProfileModule.Profile)])
        #expect(journal.entries[1].outcome.rejection?.reason == "no layers")
        #expect(journal.entries[1].outcome.applied == [])
        #expect(journal.entries[2].transaction == [.push(.List()), .pop])
    }

    @Test func redirections_areRecordedWithWhatAppliedInstead() {
        let navigation = NavigationService()
        var journal = NavigationJournal()
        navigation.addJournalListener { journal.record($0) }
        navigation.addGuard { operation, _ in
            if case .push(let module) = operation, module.unwrap(as: ProfileModule.self) != nil {
                return .redirect([.present(sheet: LoginModule())])
            }
            return .allow
        }
        navigation.push(.Profile)
        #expect(journal.entries.count == 1)
        #expect(journal.entries[0].transaction == [.push(.Profile)])
        #expect(journal.entries[0].outcome.applied == [.present(sheet: LoginModule())])
        #expect(journal.entries[0].outcome.redirections.map(\.operation) == [.push(.Profile)])
    }

    @Test func replacingTheState_isRecordedAsAReplacement() {
        let navigation = NavigationService()
        var entries: [NavigationJournalEntry] = []
        let token = navigation.addJournalListener { entries.append($0) }
        var state = NavigationState()
        state.apply(.push(.Profile))
        navigation.state = state
        navigation.remove(token)
        navigation.pop()
        #expect(entries.map(\.transaction) == [nil])
        #expect(entries[0].after == state)
    }

    @Test func aRecordedPath_replaysToTheSameState() {
        let navigation = NavigationService()
        var journal = NavigationJournal()
        navigation.addJournalListener { journal.record($0) }
        navigation.addGuard { operation, state in
            if case .present = operation, state.presentations.count >= 3 { return .redirect([.dismissAll]) }
            return .allow
        }
        var random = SplitMix(state: 2026)
        let modules = [
            AnyModule(ProfileModule.Profile), AnyModule(ListModule.List()),
            AnyModule(DetailsModule.Details(source: .deepLink)),
        ]
        for _ in 0..<10_000 {
            let module = modules[Int(random.next() % 3)]
            let operation: NavigationOperation =
                switch random.next() % 9 {
                case 0, 1: .push(module)
                case 2: .pop
                case 3: .pop(count: Int(random.next() % 4))
                case 4: .popToModule(module)
                case 5: .present(module, style: random.next() % 2 == 0 ? .modal : .sheet)
                case 6: .dismiss(.top)
                case 7: .setStack(Array(navigation.state.items.prefix(2)) + [module])
                default: .popToRoot
                }
            if random.next() % 10 == 0 {
                navigation.apply([operation, .push(module)])
            } else {
                navigation.apply(operation)
            }
        }
        // Every call is recorded, the ones that changed nothing included, and each entry
        // starts where the one before it ended.
        #expect(journal.entries.count == 10_000)
        #expect(journal.entries.first?.before == NavigationState())
        #expect(zip(journal.entries, journal.entries.dropFirst()).allSatisfy { $0.after == $1.before })
        #expect(journal.replay(onto: NavigationState()) == navigation.state)
    }
}
