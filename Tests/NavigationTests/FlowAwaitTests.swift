import Navigation
import Testing

private struct ColorPicker: Module {
    let id: Int
    func build(container: Container) -> some View { EmptyView() }
}

private struct LoginModule: Module {
    func build(container: Container) -> some View { EmptyView() }
}

/// An awaited call started in its own task, whose result a test reads without
/// waiting forever: ``value(within:)`` gives up after a number of turns of the main
/// actor, never after a time.
@MainActor
private final class Pending<Value: Sendable> {
    private(set) var result: Value?
    private(set) var task: Task<Void, Never>?

    init(_ body: @escaping @MainActor () async -> Value) {
        task = Task { @MainActor in self.result = await body() }
    }

    /// The result, once the call returns; `nil` when it has not after `turns` yields.
    func value(within turns: Int = 10_000) async -> Value? {
        for _ in 0..<turns {
            if let result { return result }
            await Task.yield()
        }
        return result
    }
}

/// Yields until `condition` holds, at most `turns` times; returns whether it held.
@MainActor
func eventually(within turns: Int = 10_000, _ condition: () -> Bool) async -> Bool {
    for _ in 0..<turns {
        if condition() { return true }
        await Task.yield()
    }
    return condition()
}

@Suite @MainActor struct AwaitedResultAttachmentTests {
    @Test func listenerThatPushesDuringAnAwaitedPush_leavesTheWaiterOnItsOwnModule() async {
        let navigation = NavigationService()
        var pushed = false
        navigation.addJournalListener { [unowned navigation] _ in
            guard !pushed else { return }
            pushed = true
            navigation.push(.Profile)
        }
        let picker = Pending { await navigation.push(ColorPicker(id: 1), expecting: String.self) }
        #expect(await eventually { navigation.state.stack.count == 2 })
        #expect(navigation.state.stack.last == AnyModule(ProfileModule.Profile))
        // Nobody awaits the profile the listener pushed.
        #expect(!navigation.finish(returning: "not mine"))
        navigation.pop()
        #expect(navigation.finish(returning: "red"))
        #expect(await picker.value() == .finished("red"))
        #expect(navigation.state.stack.isEmpty)
    }

    @Test func guardThatPushesWhileAnAwaitedPushIsDecided_leavesTheWaiterOnItsOwnModule() async {
        let navigation = NavigationService()
        var pushed = false
        navigation.addGuard { [unowned navigation] operation, _ in
            if !pushed, case .push(let module) = operation, module.unwrap(as: ColorPicker.self) != nil {
                pushed = true
                navigation.push(.Profile)
            }
            return .allow
        }
        let picker = Pending { await navigation.push(ColorPicker(id: 1), expecting: String.self) }
        #expect(await eventually { navigation.state.stack.count == 2 })
        #expect(navigation.state.stack.map(\.description) == ["ColorPicker(id: 1)", "ProfileModule()"])
        #expect(!navigation.finish(returning: "not mine"))
        navigation.pop()
        #expect(navigation.finish(returning: "green"))
        #expect(await picker.value() == .finished("green"))
    }

    @Test func listenerThatShowsAnotherAwaitedModule_givesEachCallerItsOwnResult() async {
        let navigation = NavigationService()
        var nested: Pending<NavigationResult<String>>?
        navigation.addJournalListener { [unowned navigation] entry in
            guard nested == nil, let asked = entry.transaction, case .present? = asked.operations.first
            else {
                return
            }
            nested = Pending { await navigation.present(modal: ColorPicker(id: 2), expecting: String.self) }
        }
        let outer = Pending { await navigation.present(sheet: ColorPicker(id: 1), expecting: String.self) }
        #expect(await eventually { navigation.state.presentations.count == 2 })
        #expect(navigation.finish(returning: "inner"))
        #expect(navigation.finish(returning: "outer"))
        #expect(await outer.value() == .finished("outer"))
        #expect(await nested?.value() == .finished("inner"))
    }

    @Test func listenerThatPopsTheAwaitedModuleAtOnce_cancelsTheCall() async {
        let navigation = NavigationService()
        navigation.addJournalListener { [unowned navigation] entry in
            if let asked = entry.transaction, case .push? = asked.operations.first { navigation.pop() }
        }
        let picker = Pending { await navigation.push(ColorPicker(id: 1), expecting: String.self) }
        #expect(await picker.value() == .cancelled)
        #expect(navigation.state.stack.isEmpty)
    }
}

@Suite @MainActor struct FinishingThroughGuardsTests {
    @Test func finish_whoseRemovalAGuardRejects_returnsFalse_andTheCallerKeepsWaiting() async {
        let navigation = NavigationService()
        let picker = Pending { await navigation.present(sheet: ColorPicker(id: 1), expecting: String.self) }
        #expect(await eventually { navigation.state.presentations.count == 1 })
        let token = navigation.addGuard { operation, _ in
            if case .dismiss = operation { return .reject("finish the form first") }
            return .allow
        }
        #expect(!navigation.finish(returning: "red"))
        #expect(navigation.state.presentations.count == 1)
        #expect(await picker.value(within: 100) == nil)
        navigation.remove(token)
        #expect(navigation.finish(returning: "blue"))
        #expect(await picker.value() == .finished("blue"))
    }

    @Test func finish_whoseRemovalAGuardRedirectsAwayFromTheModule_returnsFalse() async {
        let navigation = NavigationService()
        let picker = Pending { await navigation.push(ColorPicker(id: 1), expecting: String.self) }
        #expect(await eventually { navigation.state.stack.count == 1 })
        navigation.addGuard { operation, _ in
            if case .pop = operation { return .redirect([.present(sheet: LoginModule())]) }
            return .allow
        }
        #expect(!navigation.finish(returning: "red"))
        #expect(navigation.state.stack.count == 1)
        navigation.apply(.setStack([], layer: .root))
        #expect(await picker.value() == .cancelled)
    }

    @Test func awaitedPushThatAGuardRedirects_isRejected() async {
        let navigation = NavigationService()
        navigation.addGuard { operation, _ in
            if case .push = operation { return .redirect([.present(sheet: LoginModule())]) }
            return .allow
        }
        let result = await navigation.push(ColorPicker(id: 1), expecting: String.self)
        #expect(result == .rejected("redirected to [present(sheet: LoginModule())]"))
        #expect(navigation.state.sheetView == AnyModule(LoginModule()))
    }

    @Test func awaitedOperations_thatShowNothing_orThatAGuardRejects_areRejectedWithTheReason() async {
        let navigation = NavigationService()
        #expect(await navigation.apply(.pop, expecting: String.self) == .rejected("pop shows no module to await"))
        navigation.addGuard { _, _ in .reject("not now") }
        #expect(await navigation.apply(.push(ColorPicker(id: 1)), expecting: String.self) == .rejected("not now"))
        #expect(await navigation.apply(.pop, expecting: String.self) == .rejected("not now"))
    }
}

@Suite @MainActor struct AwaitCancellationTests {
    @Test func cancellingTheTaskAwaitingAPush_resumesItWithCancelled_andTheModuleStays() async {
        let navigation = NavigationService()
        let picker = Pending { await navigation.push(ColorPicker(id: 1), expecting: String.self) }
        #expect(await eventually { navigation.state.stack.count == 1 })
        picker.task?.cancel()
        #expect(await picker.value() == .cancelled)
        #expect(navigation.state.stack == [AnyModule(ColorPicker(id: 1))])
        #expect(!navigation.finish(returning: "late"))
        #expect(navigation.state.stack.count == 1)
    }

    @Test func cancellingTheTaskAwaitingAPresentation_resumesItWithCancelled_andTheLayerStays() async {
        let navigation = NavigationService()
        let picker = Pending { await navigation.present(popup: ColorPicker(id: 1), expecting: String.self) }
        #expect(await eventually { navigation.state.presentations.count == 1 })
        picker.task?.cancel()
        #expect(await picker.value() == .cancelled)
        #expect(navigation.state.popupView == AnyModule(ColorPicker(id: 1)))
        #expect(!navigation.finish(returning: "late"))
    }

    @Test func anAlreadyCancelledTask_showsTheModule_andReturnsCancelled() async {
        let navigation = NavigationService()
        let picker = Pending {
            withUnsafeCurrentTask { $0?.cancel() }
            return await navigation.push(ColorPicker(id: 1), expecting: String.self)
        }
        #expect(await picker.value() == .cancelled)
        #expect(navigation.state.stack == [AnyModule(ColorPicker(id: 1))])
    }

    @Test func cancellingOneOfTwoAwaits_leavesTheOtherWaiting() async {
        let navigation = NavigationService()
        let first = Pending { await navigation.push(ColorPicker(id: 1), expecting: String.self) }
        #expect(await eventually { navigation.state.stack.count == 1 })
        let second = Pending { await navigation.push(ColorPicker(id: 2), expecting: String.self) }
        #expect(await eventually { navigation.state.stack.count == 2 })
        first.task?.cancel()
        #expect(await first.value() == .cancelled)
        #expect(navigation.finish(returning: "second"))
        #expect(await second.value() == .finished("second"))
    }
}

@Suite @MainActor struct AwaitedModulesLeavingTests {
    @Test func popToRoot_cancelsEveryAwaitedModuleItRemoves_andOnlyThose() async {
        let navigation = NavigationService()
        let below = Pending { await navigation.push(ColorPicker(id: 0), expecting: String.self) }
        #expect(await eventually { navigation.state.stack.count == 1 })
        navigation.present(sheet: .List())
        let pickers = (1...3).map { id in Pending { await navigation.push(ColorPicker(id: id), expecting: String.self) }
        }
        #expect(await eventually { navigation.state.items.count == 3 })
        navigation.popToRoot()
        for picker in pickers { #expect(await picker.value() == .cancelled) }
        #expect(await below.value(within: 100) == nil)
        navigation.dismiss()
        #expect(navigation.finish(returning: "kept"))
        #expect(await below.value() == .finished("kept"))
    }

    @Test func replacingAStack_thatKeepsTheAwaitedModule_keepsItsWaiter() async {
        let navigation = NavigationService()
        navigation.push(.Profile)
        let picker = Pending { await navigation.push(ColorPicker(id: 1), expecting: String.self) }
        #expect(await eventually { navigation.state.stack.count == 2 })
        let awaited = navigation.state.stack[1]
        navigation.apply([.setStack([awaited], layer: .root), .push(.List()), .pop])
        #expect(navigation.state.stack.map(\.id) == [awaited.id])
        #expect(navigation.finish(returning: "same appearance"))
        #expect(await picker.value() == .finished("same appearance"))
    }

    @Test func aTransactionThatRemovesAndRestoresTheAwaitedAppearance_keepsItsWaiter() async {
        let navigation = NavigationService()
        let picker = Pending { await navigation.push(ColorPicker(id: 1), expecting: String.self) }
        #expect(await eventually { navigation.state.stack.count == 1 })
        let awaited = navigation.state.stack[0]
        navigation.apply([.pop, .push(awaited)])
        #expect(navigation.state.stack.map(\.id) == [awaited.id])
        #expect(navigation.finish(returning: "back"))
        #expect(await picker.value() == .finished("back"))
    }
}

@Suite @MainActor struct AwaitCancellationBeforeFinishTests {
    @Test func cancelThenFinishInTheSameTurn_finishReturnsFalse_andTheAwaitReturnsCancelled() async {
        let navigation = NavigationService()
        let picker = Pending { await navigation.push(ColorPicker(id: 1), expecting: Int.self) }
        #expect(await eventually { navigation.state.stack.count == 1 })
        picker.task?.cancel()
        #expect(!navigation.finish(returning: 5))
        #expect(navigation.state.stack == [AnyModule(ColorPicker(id: 1))])
        #expect(await picker.value() == .cancelled)
    }

    @Test func cancelThenFinish_onManyAwaits_neverFinishesOne() async {
        let navigation = NavigationService()
        for round in 0..<200 {
            let picker = Pending { await navigation.push(ColorPicker(id: round), expecting: Int.self) }
            #expect(await eventually { navigation.state.stack.count == 1 })
            picker.task?.cancel()
            #expect(!navigation.finish(returning: round))
            #expect(await picker.value() == .cancelled)
            navigation.popToRoot()
        }
    }
}
