import Navigation
import Testing

@Suite struct NavigationStateStackTests {
    @Test func push_appendsToTheRootStack() {
        var state = NavigationState()
        let changed1 = state.push(.Details(source: .deepLink))
        #expect(changed1)
        let changed2 = state.push(.Game(source: .mainScreen, difficulty: .hard))
        #expect(changed2)
        #expect(
            state.items == [
                AnyModule(DetailsModule.Details(source: .deepLink)),
                AnyModule(GameModule.Game(source: .mainScreen, difficulty: .hard)),
            ])
        #expect(state.stack == state.items)
    }

    @Test @MainActor func push_acceptsEveryModuleShape() {
        var state = NavigationState()
        state.push(.Profile)
        state.push(.List())
        state.push(.List(source: .deepLink))
        state.push(.Confirmation(completed: {}))
        #expect(state.items.map(\.description).count == 4)
        #expect(state.items[1].unwrap(as: ListModule.self)?.source == .mainScreen)
    }

    @Test func pop_removesTheTopModule() {
        var state = NavigationState()
        state.push(.Profile)
        state.push(.Details(source: .deepLink))
        let changed3 = state.pop()
        #expect(changed3)
        #expect(state.items == [AnyModule(ProfileModule.Profile)])
    }

    @Test func pop_onEmptyStack_changesNothing() {
        var state = NavigationState()
        let changed4 = state.pop()
        #expect(!changed4)
        #expect(state == NavigationState())
    }

    @Test func popCount_removesThatMany() {
        var state = NavigationState()
        for source in [DetailsSource.mainScreen, .deepLink, .mainScreen] { state.push(.Details(source: source)) }
        let changed5 = state.pop(count: 2)
        #expect(changed5)
        #expect(state.items == [AnyModule(DetailsModule.Details(source: .mainScreen))])
    }

    @Test func popCount_pastTheRoot_stopsAtTheRoot() {
        var state = NavigationState()
        state.push(.Profile)
        state.push(.Profile)
        let changed6 = state.pop(count: 5)
        #expect(changed6)
        #expect(state.items.isEmpty)
    }

    @Test(arguments: [0, -1, Int.min])
    func popCount_belowOne_changesNothing(count: Int) {
        var state = NavigationState()
        state.push(.Profile)
        let before = state
        let changed7 = state.pop(count: count)
        #expect(!changed7)
        #expect(state == before)
    }

    @Test func popToModule_popsToTheLastEqualModule() {
        var state = NavigationState()
        state.push(.Details(source: .mainScreen))
        state.push(.Profile)
        state.push(.Details(source: .mainScreen))
        state.push(.Profile)
        state.push(.List())
        let changed8 = state.pop(to: .Details(source: .mainScreen))
        #expect(changed8)
        #expect(state.items.count == 3)
        #expect(state.items.last == AnyModule(DetailsModule.Details(source: .mainScreen)))
    }

    @Test func popToModule_notOnTheStack_changesNothing() {
        var state = NavigationState()
        state.push(.Profile)
        let before = state
        let changed9 = state.pop(to: .Details(source: .deepLink))
        #expect(!changed9)
        #expect(state == before)
    }

    @Test func popToModule_alreadyOnTop_changesNothing() {
        var state = NavigationState()
        state.push(.Profile)
        let changed10 = state.pop(to: .Profile)
        #expect(!changed10)
        #expect(state.items.count == 1)
    }

    @Test func popToType_popsToTheLastModuleOfThatType() {
        var state = NavigationState()
        state.push(.Details(source: .mainScreen))
        state.push(.Details(source: .deepLink))
        state.push(.Profile)
        state.push(.List())
        let changed11 = state.pop(to: DetailsModule.self)
        #expect(changed11)
        #expect(state.items.last?.unwrap(as: DetailsModule.self) == DetailsModule(source: .deepLink))
        #expect(state.items.count == 2)
    }

    @Test func popToType_absent_changesNothing() {
        var state = NavigationState()
        state.push(.Profile)
        let changed12 = state.pop(to: GameModule.self)
        #expect(!changed12)
        #expect(state.items.count == 1)
    }

    @Test func popToRoot_emptiesTheStack() {
        var state = NavigationState()
        state.push(.Profile)
        state.push(.List())
        let changed13 = state.popToRoot()
        #expect(changed13)
        #expect(state.items.isEmpty)
        let changed14 = state.popToRoot()
        #expect(!changed14)
    }

    @Test func setStack_replacesTheStack() {
        var state = NavigationState()
        state.push(.Profile)
        let changed15 = state.setStack([
            AnyModule(ListModule.List()), AnyModule(DetailsModule.Details(source: .deepLink)),
        ])
        #expect(changed15)
        #expect(state.items == [AnyModule(ListModule.List()), AnyModule(DetailsModule.Details(source: .deepLink))])
    }

    @Test func setStack_withTheSameStack_changesNothing() {
        var state = NavigationState()
        state.push(.Profile)
        state.push(.List())
        let changed16 = state.setStack(state.items)
        #expect(!changed16)
        let changed17 = state.setStack(Array(state.items.prefix(1)))
        #expect(changed17)
    }

    @Test func setStack_keepsTheIdsOfModulesAlreadyThere() {
        var state = NavigationState()
        state.push(.Profile)
        state.push(.List())
        let ids = state.items.map(\.id)
        state.setStack(Array(state.items.prefix(1)))
        #expect(state.items.map(\.id) == [ids[0]])
    }

    @Test func setStack_withARepeatedValue_givesEachAppearanceItsOwnId() {
        var state = NavigationState()
        let module = AnyModule(ProfileModule.Profile)
        state.setStack([module, module, module])
        #expect(Set(state.items.map(\.id)).count == 3)
        #expect(state.items[0].id == module.id)
    }

    @Test func push_ofAModuleAlreadyOnScreen_givesItANewId() {
        var state = NavigationState()
        let module = AnyModule(ProfileModule.Profile)
        state.push(module)
        state.push(module)
        #expect(state.items[0].id == module.id)
        #expect(state.items[1].id != module.id)
    }
}

@Suite struct NavigationStateTopModuleTests {
    @Test func topModule_isTheTopOfTheTopmostStack_orItsLayersModule() {
        var state = NavigationState()
        #expect(state.topModule == nil)
        state.push(.Profile)
        #expect(state.topModule == AnyModule(ProfileModule.Profile))
        state.present(sheet: .List())
        #expect(state.topModule == AnyModule(ListModule.List()))
        state.push(.Details(source: .deepLink))
        #expect(state.topModule == AnyModule(DetailsModule.Details(source: .deepLink)))
    }
}

@Suite struct NavigationStateVisibleModulesTests {
    @Test func visibleModules_areTheRootStackThenEachLayersModuleAndStack() {
        var state = NavigationState()
        state.push(.Profile)
        state.present(sheet: .List())
        state.push(.Details(source: .deepLink))
        state.present(popup: .Profile)
        #expect(
            state.visibleModules == [
                AnyModule(ProfileModule.Profile), AnyModule(ListModule.List()),
                AnyModule(DetailsModule.Details(source: .deepLink)), AnyModule(ProfileModule.Profile),
            ]
        )
    }
}

@Suite struct NavigationStateInitTests {
    @Test func initFromParts_givesRepeatedIdsNewOnes() {
        let module = AnyModule(ProfileModule.Profile)
        let alert = NavigationAlert(title: "Once")
        let state = NavigationState(
            stack: [module, module],
            presentations: [Presentation(style: .modal, module: module, stack: [module])],
            alerts: [alert, alert]
        )
        let ids = state.stack.map(\.id) + state.presentations.flatMap { [$0.id] + $0.stack.map(\.id) }
        #expect(Set(ids).count == 4)
        #expect(state.stack == [module, module])
        #expect(state.presentations.map(\.style) == [.modal])
        #expect(state.alerts.count == 1)
    }
}

@Suite struct NavigationStateLayerTests {
    @Test func present_addsALayerOfEachStyle() {
        var state = NavigationState()
        let changed18 = state.present(modal: .Profile)
        #expect(changed18)
        let changed19 = state.present(sheet: .List(), options: SheetOptions(detents: [.medium]))
        #expect(changed19)
        let changed20 = state.present(popup: .Details(source: .deepLink))
        #expect(changed20)
        #expect(state.presentations.map(\.style) == [.modal, .sheet(SheetOptions(detents: [.medium])), .popup])
        #expect(state.modalView == AnyModule(ProfileModule.Profile))
        #expect(state.sheetView == AnyModule(ListModule.List()))
        #expect(state.popupView == AnyModule(DetailsModule.Details(source: .deepLink)))
    }

    @Test @MainActor func push_actsOnTheTopmostLayer() {
        var state = NavigationState()
        state.push(.Profile)
        state.present(modal: .Confirmation(completed: {}))
        state.push(.Details(source: .deepLink))
        #expect(state.stack == [AnyModule(ProfileModule.Profile)])
        #expect(state.presentations[0].stack == [AnyModule(DetailsModule.Details(source: .deepLink))])
        #expect(state.items == state.presentations[0].stack)
    }

    @Test func pop_actsOnTheTopmostLayer_andNeverDismissesIt() {
        var state = NavigationState()
        state.push(.Profile)
        state.present(sheet: .List())
        let changed21 = state.pop()
        #expect(!changed21)
        #expect(state.presentations.count == 1)
        #expect(state.stack.count == 1)
    }

    @Test func modalOverModal_isAState() {
        var state = NavigationState()
        state.present(modal: .Profile)
        state.present(modal: .List())
        #expect(state.presentations.count == 2)
        #expect(state.modalView == AnyModule(ListModule.List()))
    }

    @Test func dismiss_removesTheTopLayer() {
        var state = NavigationState()
        state.present(modal: .Profile)
        state.present(popup: .List())
        let changed22 = state.dismiss()
        #expect(changed22)
        #expect(state.presentations.map(\.module) == [AnyModule(ProfileModule.Profile)])
    }

    @Test func dismiss_withNothingPresented_changesNothing() {
        var state = NavigationState()
        state.push(.Profile)
        let before = state
        let changed23 = state.dismiss()
        #expect(!changed23)
        let changed24 = state.dismissAll()
        #expect(!changed24)
        let changed25 = state.dismissModal()
        #expect(!changed25)
        let changed26 = state.dismissSheet()
        #expect(!changed26)
        let changed27 = state.dismissPopup()
        #expect(!changed27)
        #expect(state == before)
    }

    @Test func dismissModal_removesTheTopmostModalAndEveryLayerAbove() {
        var state = NavigationState()
        state.present(modal: .Profile)
        state.present(modal: .List())
        state.present(sheet: .Details(source: .deepLink))
        state.present(popup: .Profile)
        let changed28 = state.dismissModal()
        #expect(changed28)
        #expect(state.presentations.map(\.module) == [AnyModule(ProfileModule.Profile)])
    }

    @Test func dismissPopup_overASheet_leavesTheSheet() {
        var state = NavigationState()
        state.present(sheet: .List())
        state.present(popup: .Profile)
        let changed29 = state.dismissPopup()
        #expect(changed29)
        #expect(state.presentations.map(\.style.kind) == [.sheet])
    }

    @Test func dismissSheet_withOnlyModals_changesNothing() {
        var state = NavigationState()
        state.present(modal: .List())
        let changed30 = state.dismissSheet()
        #expect(!changed30)
        #expect(state.presentations.count == 1)
    }

    @Test func dismissAll_removesEveryLayerButKeepsTheRootStack() {
        var state = NavigationState()
        state.push(.Profile)
        state.present(modal: .List())
        state.push(.Details(source: .deepLink))
        state.present(sheet: .Profile)
        let changed31 = state.dismissAll()
        #expect(changed31)
        #expect(state.presentations.isEmpty)
        #expect(state.items == [AnyModule(ProfileModule.Profile)])
    }

    @Test func dismissLayer_byId_removesItAndTheLayersAbove() {
        var state = NavigationState()
        state.present(modal: .Profile)
        state.present(sheet: .List())
        state.present(popup: .Details(source: .deepLink))
        let sheet = state.presentations[1].id
        let changed32 = state.apply(.dismiss(.layer(sheet)))
        #expect(changed32)
        #expect(state.presentations.count == 1)
        let changed33 = state.apply(.dismiss(.layer(sheet)))
        #expect(!changed33)
    }

    @Test func presentingAModuleAlreadyOnScreen_givesTheLayerANewId() {
        var state = NavigationState()
        let module = AnyModule(ProfileModule.Profile)
        state.push(module)
        state.apply(.present(module, style: .modal))
        #expect(state.presentations[0].id != module.id)
    }
}

@Suite struct NavigationStateAlertTests {
    @Test func showAlert_showsTheAlert() {
        var state = NavigationState()
        let alert = NavigationAlert(title: "Delete?", message: "It cannot be undone.")
        let changed34 = state.showAlert(alert)
        #expect(changed34)
        #expect(state.alert == alert)
    }

    @Test func secondAlert_waitsItsTurn() {
        var state = NavigationState()
        let first = NavigationAlert(title: "First")
        let second = NavigationAlert(title: "Second")
        state.showAlert(first)
        state.showAlert(second)
        #expect(state.alert == first)
        let changed35 = state.dismissAlert()
        #expect(changed35)
        #expect(state.alert == second)
        let changed36 = state.dismissAlert()
        #expect(changed36)
        #expect(state.alert == nil)
    }

    @Test func showAlert_ofTheRequestAlreadyQueued_changesNothing() {
        var state = NavigationState()
        let alert = NavigationAlert(title: "Once")
        state.showAlert(alert)
        let changed37 = state.showAlert(alert)
        #expect(!changed37)
        #expect(state.alerts.count == 1)
    }

    @Test func dismissAlert_withNoAlert_changesNothing() {
        var state = NavigationState()
        let changed38 = state.dismissAlert()
        #expect(!changed38)
    }

    @Test func alerts_outliveDismissedLayers() {
        var state = NavigationState()
        state.present(modal: .Profile)
        state.showAlert(NavigationAlert(title: "Over the modal"))
        state.dismissAll()
        #expect(state.alert?.title == "Over the modal")
    }

    @Test func defaultAlert_hasYesAndNoWithTheirRoles() {
        let alert = NavigationAlert.defaultAlert(yesAction: {}, noAction: nil)
        #expect(alert.buttons.map(\.title) == ["Yes", "No"])
        #expect(alert.buttons.map(\.role) == [.destructive, .cancel])
        #expect(alert.buttons[0].action != nil)
        #expect(alert.buttons[1].action == nil)
    }

    @Test func alertWithoutButtons_getsAnOKButton() {
        #expect(NavigationAlert(title: "Saved").buttons == [NavigationAlert.Button("OK", role: .cancel)])
    }

    @Test func alertEquality_ignoresActionsAndIds() {
        #expect(
            NavigationAlert.defaultAlert(yesAction: {}, noAction: nil) == .defaultAlert(yesAction: nil, noAction: {}))
        #expect(NavigationAlert(title: "A") != NavigationAlert(title: "B"))
    }
}

@Suite struct NavigationTransactionTests {
    @Test func transaction_appliesEveryOperationInOrder() {
        var state = NavigationState()
        state.push(.Profile)
        state.present(modal: .List())
        let changed = state.apply([
            .dismissAll, .popToRoot, .push(.Details(source: .deepLink)), .push(.Profile), .present(sheet: .List()),
        ])
        #expect(changed)
        #expect(state.stack == [AnyModule(DetailsModule.Details(source: .deepLink)), AnyModule(ProfileModule.Profile)])
        #expect(state.presentations.map(\.style.kind) == [.sheet])
    }

    @Test func transaction_continuesPastAnOperationThatChangesNothing() {
        var state = NavigationState()
        let changed39 = state.apply([.pop, .push(.Profile)])
        #expect(changed39)
        #expect(state.items.count == 1)
    }

    @Test func transaction_ofNoChanges_reportsNoChange() {
        var state = NavigationState()
        let changed = state.apply([.pop, .dismiss, .dismissAlert])
        let emptyChanged = state.apply(NavigationTransaction([]))
        #expect(!changed)
        #expect(!emptyChanged)
    }
}

@Suite struct NavigationStateDescriptionTests {
    @Test func description_isAnIndentedTree() {
        var state = NavigationState()
        state.push(.Profile)
        state.present(modal: .List())
        state.push(.Profile)
        state.present(popup: .Profile)
        state.showAlert(NavigationAlert(title: "First"))
        state.showAlert(NavigationAlert(title: "Second"))
        #expect(
            state.description == """
                root > ProfileModule()
                  modal ListModule(source: mainScreen) > ProfileModule()
                    popup ProfileModule()
                alert Alert "First" [OK (cancel)]
                queued Alert "Second" [OK (cancel)]
                """
        )
    }

    @Test func operationDescriptions_readLikeRouterCalls() {
        #expect(NavigationOperation.push(.Profile).description == "push(ProfileModule())")
        #expect(NavigationOperation.pop.description == "pop")
        #expect(NavigationOperation.pop(count: 3).description == "pop(count: 3)")
        #expect(NavigationOperation.pop(to: ProfileModule.self).description == "pop(to: ProfileModule.self)")
        #expect(NavigationOperation.present(modal: .Profile).description == "present(modal: ProfileModule())")
        #expect(NavigationOperation.dismissModal.description == "dismiss(modal)")
    }
}
