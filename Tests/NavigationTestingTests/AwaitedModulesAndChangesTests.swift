import Navigation
import NavigationTesting
import Testing

private struct PickerModule: Module {
    let title: String
    func build(container: Container) -> some View { EmptyView() }
}

@MainActor
@Suite struct MockAwaitedModulesTests {
    @Test func awaitedModule_suspendsUntilACallerAwaits_thenFinishingItResumesTheCaller() async {
        let navigation = MockNavigationService()
        let picking = Task { await navigation.present(sheet: PickerModule(title: "Color"), expecting: String.self) }
        let picker = await navigation.awaitedModule()
        #expect(picker == AnyModule(PickerModule(title: "Color")))
        #expect(navigation.awaitedModules == [picker])
        #expect(navigation.finish(picker, returning: "red"))
        #expect(await picking.value == .finished("red"))
        #expect(navigation.awaitedModules.isEmpty)
        #expect(navigation.calls == [.present(sheet: PickerModule(title: "Color")), .dismiss])
    }

    @Test func finish_aModuleThatIsNotOnTop_changesNothing() async {
        let navigation = MockNavigationService()
        let picking = Task { await navigation.push(PickerModule(title: "Size"), expecting: Int.self) }
        let picker = await navigation.awaitedModule()
        navigation.present(modal: PickerModule(title: "Help"))
        #expect(!navigation.finish(picker, returning: 3))
        #expect(navigation.awaitedModules == [picker])
        navigation.dismissAll()
        navigation.popToRoot()
        #expect(await picking.value == .cancelled)
        #expect(navigation.awaitedModules.isEmpty)
    }

    @Test func finish_withAValueOfAnotherType_changesNothing() async {
        let navigation = MockNavigationService()
        let picking = Task { await navigation.push(PickerModule(title: "Size"), expecting: Int.self) }
        let picker = await navigation.awaitedModule()
        #expect(!navigation.finish(picker, returning: "three"))
        #expect(navigation.finish(picker, returning: 3))
        #expect(await picking.value == .finished(3))
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
