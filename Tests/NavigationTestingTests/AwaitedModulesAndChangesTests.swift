import Navigation
import NavigationTesting
import Testing

private struct PickerModule: Module {
    let title: String
    func build(container: Container) -> some View { EmptyView() }
}

@MainActor
@Suite struct MockAwaitedModulesTests {
    @Test func awaitedModule_suspendsUntilACallerAwaits_thenFinishingItResumesTheCaller() async throws {
        let navigation = MockNavigationService()
        let picking = Task { await navigation.present(sheet: PickerModule(title: "Color"), expecting: String.self) }
        let picker = try await navigation.awaitedModule()
        #expect(picker == AnyModule(PickerModule(title: "Color")))
        #expect(navigation.awaitedModules == [picker])
        #expect(navigation.finish(picker, returning: "red"))
        #expect(await picking.value == .finished("red"))
        #expect(navigation.awaitedModules.isEmpty)
        #expect(navigation.calls == [.present(sheet: PickerModule(title: "Color")), .dismiss])
    }

    @Test func finish_aModuleThatIsNotOnTop_changesNothing() async throws {
        let navigation = MockNavigationService()
        let picking = Task { await navigation.push(PickerModule(title: "Size"), expecting: Int.self) }
        let picker = try await navigation.awaitedModule()
        navigation.present(modal: PickerModule(title: "Help"))
        #expect(!navigation.finish(picker, returning: 3))
        #expect(navigation.awaitedModules == [picker])
        navigation.dismissAll()
        navigation.popToRoot()
        #expect(await picking.value == .cancelled)
        #expect(navigation.awaitedModules.isEmpty)
    }

    @Test func finish_withAValueOfAnotherType_changesNothing() async throws {
        let navigation = MockNavigationService()
        let picking = Task { await navigation.push(PickerModule(title: "Size"), expecting: Int.self) }
        let picker = try await navigation.awaitedModule()
        #expect(!navigation.finish(picker, returning: "three"))
        #expect(navigation.finish(picker, returning: 3))
        #expect(await picking.value == .finished(3))
    }
}

@MainActor
@Suite struct MockAwaitedModulesEdgeTests {
    @Test func finish_takesTheModuleOffTheList_atOnce_soTheNextAwaitedModuleIsTheNextOne() async throws {
        let navigation = MockNavigationService()
        let picking = Task {
            let first = await navigation.present(sheet: PickerModule(title: "First"), expecting: Int.self)
            let second = await navigation.present(sheet: PickerModule(title: "Second"), expecting: Int.self)
            return (first, second)
        }
        let first = try await navigation.awaitedModule()
        #expect(navigation.finish(first, returning: 1))
        #expect(navigation.awaitedModules.isEmpty)
        let second = try await navigation.awaitedModule()
        #expect(second == AnyModule(PickerModule(title: "Second")))
        #expect(navigation.finish(second, returning: 2))
        let results = await picking.value
        #expect(results.0 == .finished(1))
        #expect(results.1 == .finished(2))
    }

    @Test func awaitedModule_withNothingAwaited_throwsWhenItsTaskIsCancelled() async {
        let navigation = MockNavigationService()
        let waiting = Task { () -> String in
            do {
                _ = try await navigation.awaitedModule()
                return "returned a module"
            } catch is CancellationError {
                return "cancelled"
            } catch {
                return "\(error)"
            }
        }
        for _ in 0..<100 { await Task.yield() }
        waiting.cancel()
        #expect(await waiting.value == "cancelled")
    }
}

@MainActor
@Suite struct MockSecondAwaitedModuleTests {
    @Test func awaitedModuleAfter_waitsForTheNextAwaitedModule_whileTheFirstIsStillAwaited() async throws {
        let navigation = MockNavigationService()
        let cartFlow = Task { await navigation.present(sheet: PickerModule(title: "Cart"), expecting: Int.self) }
        let cart = try await navigation.awaitedModule()
        let paymentFlow = Task { await navigation.push(PickerModule(title: "Payment"), expecting: String.self) }
        // Cart is still awaited, so awaitedModule() gives it again; after: waits for the next.
        #expect(try await navigation.awaitedModule() == cart)
        let payment = try await navigation.awaitedModule(after: cart)
        #expect(payment == AnyModule(PickerModule(title: "Payment")))
        #expect(navigation.awaitedModules == [cart, payment])
        #expect(navigation.finish(payment, returning: "paid"))
        #expect(await paymentFlow.value == .finished("paid"))
        #expect(navigation.finish(cart, returning: 2))
        #expect(await cartFlow.value == .finished(2))
        // A module that already left still counts: the one after it is known at once.
        #expect(try await navigation.awaitedModule(after: cart) == payment)
    }

    @Test func awaitedModuleAfter_aModuleNeverAwaited_throwsAtOnce() async {
        let navigation = MockNavigationService()
        let stranger = AnyModule(PickerModule(title: "Stranger"))
        let error = await #expect(throws: AwaitedModuleError.self) {
            _ = try await navigation.awaitedModule(after: stranger)
        }
        #expect(
            error?.description
                == "PickerModule(title: \"Stranger\") was never awaited on this mock: pass a module awaitedModule() gave"
        )
    }
}

@MainActor
@Suite struct ChangeCountTests {
    @Test func mockChangeCount_countsEachCallThatChangesTheState_onceATransaction() {
        let navigation = MockNavigationService()
        navigation.pop()
        #expect(navigation.changeCount == 0)
        navigation.push(PickerModule(title: "A"))
        navigation.apply([.popToRoot, .push(PickerModule(title: "B")), .present(sheet: PickerModule(title: "C"))])
        #expect(navigation.changeCount == 2)
    }

    @Test func changeCounter_countsTheServicesObservableChanges() {
        let navigation = NavigationService()
        let changes = NavigationChangeCounter(observing: navigation)
        navigation.pop()
        #expect(changes.count == 0)
        navigation.push(PickerModule(title: "A"))
        navigation.push(PickerModule(title: "B"))
        #expect(changes.count == 2)
        changes.reset()
        navigation.apply([
            .dismissAll, .popToRoot, .push(PickerModule(title: "C")), .present(sheet: PickerModule(title: "D")),
        ])
        #expect(changes.count == 1)
    }
}
