import Navigation
import Testing

@Suite struct NavigationStateStackTests {
    @Test func push_appendsToTheRootStack() {
        var state = NavigationState()
        let pushed = state.apply(.push(.Details(source: .deepLink)))
        #expect(pushed)
        let pushedAgain = state.apply(.push(.Game(source: .mainScreen, difficulty: .hard)))
        #expect(pushedAgain)
        #expect(
            state.items == [
                AnyModule(DetailsModule.Details(source: .deepLink)),
                AnyModule(GameModule.Game(source: .mainScreen, difficulty: .hard)),
            ])
        #expect(state.stack == state.items)
    }

    @Test @MainActor func push_acceptsEveryModuleShape() {
        var state = NavigationState()
        state.apply(.push(.Profile))
        state.apply(.push(.List()))
        state.apply(.push(.List(source: .deepLink)))
        state.apply(.push(.Confirmation(completed: {})))
        #expect(
            state.items.map(\.description) == [
                "ProfileModule()", "ListModule(source: mainScreen)", "ListModule(source: deepLink)",
                "ConfirmationModule(title: \"Sure?\", completed: (Function))",
            ])
        #expect(state.items[1].unwrap(as: ListModule.self)?.source == .mainScreen)
    }

    @Test func pop_removesTheTopModule() {
        var state = NavigationState()
        state.apply(.push(.Profile))
        state.apply(.push(.Details(source: .deepLink)))
        let popped = state.apply(.pop)
        #expect(popped)
        #expect(state.items == [AnyModule(ProfileModule.Profile)])
    }

    @Test func pop_onEmptyStack_changesNothing() {
        var state = NavigationState()
        let popped = state.apply(.pop)
        #expect(!popped)
        #expect(state == NavigationState())
    }

    @Test func popCount_removesThatMany() {
        var state = NavigationState()
        for source in [DetailsSource.mainScreen, .deepLink, .mainScreen] {
            state.apply(.push(.Details(source: source)))
        }
        let popped = state.apply(.pop(count: 2))
        #expect(popped)
        #expect(state.items == [AnyModule(DetailsModule.Details(source: .mainScreen))])
    }

    @Test func popCount_pastTheRoot_stopsAtTheRoot() {
        var state = NavigationState()
        state.apply(.push(.Profile))
        state.apply(.push(.Profile))
        let popped = state.apply(.pop(count: 5))
        #expect(popped)
        #expect(state.items.isEmpty)
    }

    @Test(arguments: [0, -1, Int.min])
    func popCount_belowOne_changesNothing(count: Int) {
        var state = NavigationState()
        state.apply(.push(.Profile))
        let before = state
        let popped = state.apply(.pop(count: count))
        #expect(!popped)
        #expect(state == before)
    }

    @Test func popToModule_popsToTheLastEqualModule() {
        var state = NavigationState()
        state.apply(.push(.Details(source: .mainScreen)))
        state.apply(.push(.Profile))
        state.apply(.push(.Details(source: .mainScreen)))
        state.apply(.push(.Profile))
        state.apply(.push(.List()))
        let popped = state.apply(.pop(to: .Details(source: .mainScreen)))
        #expect(popped)
        #expect(state.items.count == 3)
        #expect(state.items.last == AnyModule(DetailsModule.Details(source: .mainScreen)))
    }

    @Test func popToModule_notOnTheStack_changesNothing() {
        var state = NavigationState()
        state.apply(.push(.Profile))
        let before = state
        let popped = state.apply(.pop(to: .Details(source: .deepLink)))
        #expect(!popped)
        #expect(state == before)
    }

    @Test func popToModule_alreadyOnTop_changesNothing() {
        var state = NavigationState()
        state.apply(.push(.Profile))
        let popped = state.apply(.pop(to: .Profile))
        #expect(!popped)
        #expect(state.items.count == 1)
    }

    @Test func popToType_popsToTheLastModuleOfThatType() {
        var state = NavigationState()
        state.apply(.push(.Details(source: .mainScreen)))
        state.apply(.push(.Details(source: .deepLink)))
        state.apply(.push(.Profile))
        state.apply(.push(.List()))
        let popped = state.apply(.pop(to: DetailsModule.self))
        #expect(popped)
        #expect(state.items.last?.unwrap(as: DetailsModule.self) == DetailsModule(source: .deepLink))
        #expect(state.items.count == 2)
    }

    @Test func popToType_absent_changesNothing() {
        var state = NavigationState()
        state.apply(.push(.Profile))
        let popped = state.apply(.pop(to: GameModule.self))
        #expect(!popped)
        #expect(state.items.count == 1)
    }

    @Test func popToRoot_emptiesTheStack() {
        var state = NavigationState()
        state.apply(.push(.Profile))
        state.apply(.push(.List()))
        let poppedToRoot = state.apply(.popToRoot)
        #expect(poppedToRoot)
        #expect(state.items.isEmpty)
        let poppedToRootAgain = state.apply(.popToRoot)
        #expect(!poppedToRootAgain)
    }

    @Test func setStack_replacesTheStack() {
        var state = NavigationState()
        state.apply(.push(.Profile))
        let replaced = state.apply(
            .setStack([
                AnyModule(ListModule.List()), AnyModule(DetailsModule.Details(source: .deepLink)),
            ]))
        #expect(replaced)
        #expect(state.items == [AnyModule(ListModule.List()), AnyModule(DetailsModule.Details(source: .deepLink))])
    }

    @Test func setStack_withTheSameStack_changesNothing() {
        var state = NavigationState()
        state.apply(.push(.Profile))
        state.apply(.push(.List()))
        let replaced = state.apply(.setStack(state.items))
        #expect(!replaced)
        let replacedAgain = state.apply(.setStack(Array(state.items.prefix(1))))
        #expect(replacedAgain)
    }

    @Test func setStack_keepsTheIdsOfModulesAlreadyThere() {
        var state = NavigationState()
        state.apply(.push(.Profile))
        state.apply(.push(.List()))
        let ids = state.items.map(\.id)
        state.apply(.setStack(Array(state.items.prefix(1))))
        #expect(state.items.map(\.id) == [ids[0]])
    }

    @Test func setStack_withARepeatedValue_givesEachAppearanceItsOwnId() {
        var state = NavigationState()
        let module = AnyModule(ProfileModule.Profile)
        state.apply(.setStack([module, module, module]))
        #expect(Set(state.items.map(\.id)).count == 3)
        #expect(state.items[0].id == module.id)
    }

    @Test func push_ofAModuleAlreadyOnScreen_givesItANewId() {
        var state = NavigationState()
        let module = AnyModule(ProfileModule.Profile)
        state.apply(.push(module))
        state.apply(.push(module))
        #expect(state.items[0].id == module.id)
        #expect(state.items[1].id != module.id)
    }
}

@Suite struct NavigationStateTopModuleTests {
    @Test func topModule_isTheTopOfTheTopmostStack_orItsLayersModule() {
        var state = NavigationState()
        #expect(state.topModule == nil)
        state.apply(.push(.Profile))
        #expect(state.topModule == AnyModule(ProfileModule.Profile))
        state.apply(.present(sheet: .List()))
        #expect(state.topModule == AnyModule(ListModule.List()))
        state.apply(.push(.Details(source: .deepLink)))
        #expect(state.topModule == AnyModule(DetailsModule.Details(source: .deepLink)))
    }

    @Test func topModule_onATabBar_isTheSelectedTabsRoot_untilItPushes() {
        var state = NavigationState(
            tabs: [AnyModule(ProfileModule.Profile), AnyModule(ListModule.List())], selectedIndex: 1)
        #expect(state.topModule == AnyModule(ListModule.List()))
        state.apply(.push(.Details(source: .deepLink)))
        #expect(state.topModule == AnyModule(DetailsModule.Details(source: .deepLink)))
    }

    @Test func topModule_inASplitView_isTheDeepestColumnShown() {
        var state = NavigationState(sidebar: AnyModule(ProfileModule.Profile), style: .threeColumns)
        #expect(state.topModule == AnyModule(ProfileModule.Profile))
        state.apply(.selectInSidebar(.List()))
        #expect(state.topModule == AnyModule(ListModule.List()))
        state.apply(.selectInContent(.Details(source: .deepLink)))
        #expect(state.topModule == AnyModule(DetailsModule.Details(source: .deepLink)))
        state.apply(.push(.Profile))
        #expect(state.topModule == AnyModule(ProfileModule.Profile))
        #expect(state.splitView?.stack == [AnyModule(ProfileModule.Profile)])
    }
}

@Suite struct NavigationStateSplitInitTests {
    @Test func initWithASidebar_isTheStateSetSplitViewMakes() {
        var applied = NavigationState()
        applied.apply(.setSplitView(sidebar: .Profile, style: .threeColumns))
        let state = NavigationState(sidebar: AnyModule(ProfileModule.Profile), style: .threeColumns)
        #expect(state.splitView?.sidebar == AnyModule(ProfileModule.Profile))
        #expect(state.splitView?.style == .threeColumns)
        #expect(state.splitView?.content == nil)
        #expect(state.tabs.isEmpty)
        #expect(state == applied)
    }
}

@Suite struct NavigationStateVisibleModulesTests {
    @Test func visibleModules_areTheRootStackThenEachLayersModuleAndStack() {
        var state = NavigationState()
        state.apply(.push(.Profile))
        state.apply(.present(sheet: .List()))
        state.apply(.push(.Details(source: .deepLink)))
        state.apply(.present(popup: .Profile))
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
        let presented = state.apply(.present(modal: .Profile))
        #expect(presented)
        let presentedAgain = state.apply(.present(sheet: .List(), options: SheetOptions(detents: [.medium])))
        #expect(presentedAgain)
        let presentedThirdTime = state.apply(.present(popup: .Details(source: .deepLink)))
        #expect(presentedThirdTime)
        #expect(state.presentations.map(\.style) == [.modal, .sheet(SheetOptions(detents: [.medium])), .popup])
        #expect(state.modalView == AnyModule(ProfileModule.Profile))
        #expect(state.sheetView == AnyModule(ListModule.List()))
        #expect(state.popupView == AnyModule(DetailsModule.Details(source: .deepLink)))
    }

    @Test @MainActor func push_actsOnTheTopmostLayer() {
        var state = NavigationState()
        state.apply(.push(.Profile))
        state.apply(.present(modal: .Confirmation(completed: {})))
        state.apply(.push(.Details(source: .deepLink)))
        #expect(state.stack == [AnyModule(ProfileModule.Profile)])
        #expect(state.presentations[0].stack == [AnyModule(DetailsModule.Details(source: .deepLink))])
        #expect(state.items == state.presentations[0].stack)
    }

    @Test func pop_actsOnTheTopmostLayer_andNeverDismissesIt() {
        var state = NavigationState()
        state.apply(.push(.Profile))
        state.apply(.present(sheet: .List()))
        let popped = state.apply(.pop)
        #expect(!popped)
        #expect(state.presentations.count == 1)
        #expect(state.stack.count == 1)
    }

    @Test func modalOverModal_isAState() {
        var state = NavigationState()
        state.apply(.present(modal: .Profile))
        state.apply(.present(modal: .List()))
        #expect(state.presentations.count == 2)
        #expect(state.modalView == AnyModule(ListModule.List()))
    }

    @Test func dismiss_removesTheTopLayer() {
        var state = NavigationState()
        state.apply(.present(modal: .Profile))
        state.apply(.present(popup: .List()))
        let dismissed = state.apply(.dismiss)
        #expect(dismissed)
        #expect(state.presentations.map(\.module) == [AnyModule(ProfileModule.Profile)])
    }

    @Test func dismiss_withNothingPresented_changesNothing() {
        var state = NavigationState()
        state.apply(.push(.Profile))
        let before = state
        let dismissed = state.apply(.dismiss)
        #expect(!dismissed)
        let dismissedAll = state.apply(.dismissAll)
        #expect(!dismissedAll)
        let modalDismissed = state.apply(.dismissModal)
        #expect(!modalDismissed)
        let sheetDismissed = state.apply(.dismissSheet)
        #expect(!sheetDismissed)
        let popupDismissed = state.apply(.dismissPopup)
        #expect(!popupDismissed)
        #expect(state == before)
    }

    @Test func dismissModal_removesTheTopmostModalAndEveryLayerAbove() {
        var state = NavigationState()
        state.apply(.present(modal: .Profile))
        state.apply(.present(modal: .List()))
        state.apply(.present(sheet: .Details(source: .deepLink)))
        state.apply(.present(popup: .Profile))
        let modalDismissed = state.apply(.dismissModal)
        #expect(modalDismissed)
        #expect(state.presentations.map(\.module) == [AnyModule(ProfileModule.Profile)])
    }

    @Test func dismissPopup_overASheet_leavesTheSheet() {
        var state = NavigationState()
        state.apply(.present(sheet: .List()))
        state.apply(.present(popup: .Profile))
        let popupDismissed = state.apply(.dismissPopup)
        #expect(popupDismissed)
        #expect(state.presentations.map(\.style.kind) == [.sheet])
    }

    @Test func dismissSheet_withOnlyModals_changesNothing() {
        var state = NavigationState()
        state.apply(.present(modal: .List()))
        let sheetDismissed = state.apply(.dismissSheet)
        #expect(!sheetDismissed)
        #expect(state.presentations.count == 1)
    }

    @Test func dismissAll_removesEveryLayerButKeepsTheRootStack() {
        var state = NavigationState()
        state.apply(.push(.Profile))
        state.apply(.present(modal: .List()))
        state.apply(.push(.Details(source: .deepLink)))
        state.apply(.present(sheet: .Profile))
        let dismissedAll = state.apply(.dismissAll)
        #expect(dismissedAll)
        #expect(state.presentations.isEmpty)
        #expect(state.items == [AnyModule(ProfileModule.Profile)])
    }

    @Test func dismissLayer_byId_removesItAndTheLayersAbove() {
        var state = NavigationState()
        state.apply(.present(modal: .Profile))
        state.apply(.present(sheet: .List()))
        state.apply(.present(popup: .Details(source: .deepLink)))
        let sheet = state.presentations[1].id
        let dismissed = state.apply(.dismiss(.layer(.presented(sheet))))
        #expect(dismissed)
        #expect(state.presentations.count == 1)
        let dismissedAgain = state.apply(.dismiss(.layer(.presented(sheet))))
        #expect(!dismissedAgain)
    }

    @Test func presentingAModuleAlreadyOnScreen_givesTheLayerANewId() {
        var state = NavigationState()
        let module = AnyModule(ProfileModule.Profile)
        state.apply(.push(module))
        state.apply(.present(module, style: .modal))
        #expect(state.presentations[0].id != module.id)
    }
}

@Suite struct NavigationStateAlertTests {
    @Test func showAlert_showsTheAlert() {
        var state = NavigationState()
        let alert = NavigationAlert(title: "Delete?", message: "It cannot be undone.")
        let shown = state.apply(.showAlert(alert))
        #expect(shown)
        #expect(state.alert == alert)
    }

    @Test func secondAlert_waitsItsTurn() {
        var state = NavigationState()
        let first = NavigationAlert(title: "First")
        let second = NavigationAlert(title: "Second")
        state.apply(.showAlert(first))
        state.apply(.showAlert(second))
        #expect(state.alert == first)
        let alertDismissed = state.apply(.dismissAlert)
        #expect(alertDismissed)
        #expect(state.alert == second)
        let alertDismissedAgain = state.apply(.dismissAlert)
        #expect(alertDismissedAgain)
        #expect(state.alert == nil)
    }

    @Test func showAlert_ofTheRequestAlreadyQueued_changesNothing() {
        var state = NavigationState()
        let alert = NavigationAlert(title: "Once")
        state.apply(.showAlert(alert))
        let shown = state.apply(.showAlert(alert))
        #expect(!shown)
        #expect(state.alerts.count == 1)
    }

    @Test func dismissAlert_withNoAlert_changesNothing() {
        var state = NavigationState()
        let alertDismissed = state.apply(.dismissAlert)
        #expect(!alertDismissed)
    }

    @Test func alerts_outliveDismissedLayers() {
        var state = NavigationState()
        state.apply(.present(modal: .Profile))
        state.apply(.showAlert(NavigationAlert(title: "Over the modal")))
        state.apply(.dismissAll)
        #expect(state.alert?.title == "Over the modal")
    }

    @Test func defaultAlert_hasYesAndNoWithTheirRoles() {
        let alert = NavigationAlert.defaultAlert(yesAction: {}, noAction: nil)
        #expect(alert.buttons.map(\.title) == ["Yes", "No"])
        #expect(alert.buttons.map(\.drawnRole) == [.destructive, .cancel])
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
        let first = NavigationAlert(title: "Saved", message: "Your changes are kept")
        let second = NavigationAlert(title: "Saved", message: "Your changes are kept")
        #expect(first.id != second.id)
        #expect(first == second && first.hashValue == second.hashValue)
        #expect(first != NavigationAlert(title: "Saved"))
    }

    @Test func buttonEqualityAndHashing_passOverTheAction_whichStillRuns() {
        var ran = 0
        var button = NavigationAlert.Button("Delete", role: .destructive)
        button.action = { ran += 1 }
        let silent = NavigationAlert.Button("Delete", role: .destructive)
        #expect(button == silent)
        #expect(button.hashValue == silent.hashValue)
        #expect(button != NavigationAlert.Button("Delete"))
        button.action?()
        #expect(ran == 1)
    }
}

@Suite struct NavigationTransactionTests {
    @Test func transaction_appliesEveryOperationInOrder() {
        var state = NavigationState()
        state.apply(.push(.Profile))
        state.apply(.present(modal: .List()))
        let changed = state.apply([
            .dismissAll, .popToRoot, .push(.Details(source: .deepLink)), .push(.Profile), .present(sheet: .List()),
        ])
        #expect(changed)
        #expect(state.stack == [AnyModule(DetailsModule.Details(source: .deepLink)), AnyModule(ProfileModule.Profile)])
        #expect(state.presentations.map(\.style.kind) == [.sheet])
    }

    @Test func transaction_continuesPastAnOperationThatChangesNothing() {
        var state = NavigationState()
        let transactionChanged = state.apply([.pop, .push(.Profile)])
        #expect(transactionChanged)
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
        state.apply(.push(.Profile))
        state.apply(.present(modal: .List()))
        state.apply(.push(.Profile))
        state.apply(.present(popup: .Profile))
        state.apply(.showAlert(NavigationAlert(title: "First")))
        state.apply(.showAlert(NavigationAlert(title: "Second")))
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

@Suite struct NavigationStateLayerAddressTests {
    @Test func topLayer_isTheRootUntilSomethingIsPresented() {
        var state = NavigationState()
        #expect(state.topLayer == .root)
        state.apply(.present(sheet: .Profile))
        #expect(state.topLayer == state.presentations[0].layerID)
    }

    @Test func stackOfLayer_readsAnyLayerAndNothingForAGoneOne() {
        var state = NavigationState()
        state.apply(.push(.Profile))
        state.apply(.present(sheet: .List()))
        state.apply(.push(.Details(source: .deepLink)))
        let sheet = state.topLayer
        #expect(state.stack(of: .root) == [AnyModule(ProfileModule.Profile)])
        #expect(state.stack(of: sheet) == [AnyModule(DetailsModule.Details(source: .deepLink))])
        state.apply(.dismiss)
        #expect(state.stack(of: sheet) == nil)
    }

    @Test func dismissLayer_root_changesNothing() {
        var state = NavigationState()
        state.apply(.present(modal: .Profile))
        let dismissed = state.apply(.dismiss(.layer(.root)))
        #expect(!dismissed)
        #expect(state.presentations.count == 1)
    }

    @Test func setStack_ofTheRootLayer_underAPresentation_leavesTheTopLayerAlone() {
        var state = NavigationState()
        state.apply(.present(sheet: .List()))
        state.apply(.push(.Profile))
        let replaced = state.apply(.setStack([AnyModule(DetailsModule.Details(source: .deepLink))], layer: .root))
        #expect(replaced)
        #expect(state.stack == [AnyModule(DetailsModule.Details(source: .deepLink))])
        #expect(state.items == [AnyModule(ProfileModule.Profile)])
    }
}

@Suite struct NavigationStateAlertReplacementTests {
    @Test func replaceAlert_withNoAlert_showsIt() {
        var state = NavigationState()
        let shown = state.apply(.replaceAlert(NavigationAlert(title: "Only")))
        #expect(shown)
        #expect(state.alert?.title == "Only")
    }

    @Test func replaceAlert_replacesTheHeadAndKeepsTheQueue() {
        var state = NavigationState()
        state.apply(.showAlert(NavigationAlert(title: "First")))
        state.apply(.showAlert(NavigationAlert(title: "Second")))
        state.apply(.replaceAlert(NavigationAlert(title: "Now")))
        #expect(state.alerts.map(\.title) == ["Now", "Second"])
    }

    @Test func replaceAlert_withARequestQueuedBehind_movesItToTheHead() {
        var state = NavigationState()
        let queued = NavigationAlert(title: "Queued")
        state.apply(.showAlert(NavigationAlert(title: "First")))
        state.apply(.showAlert(queued))
        state.apply(.showAlert(NavigationAlert(title: "Last")))
        let replaced = state.apply(.replaceAlert(queued))
        #expect(replaced)
        #expect(state.alerts.map(\.title) == ["Queued", "Last"])
    }

    @Test func replaceAlert_withTheRequestThatShows_changesNothing() {
        var state = NavigationState()
        let shown = NavigationAlert(title: "Shown")
        state.apply(.showAlert(shown))
        let replaced = state.apply(.replaceAlert(shown))
        #expect(!replaced)
    }
}

@Suite struct NavigationStateConstructionTests {
    @Test func init_fromParts_givesTheNewIDToTheLaterModule() {
        let module = AnyModule(ProfileModule.Profile)
        let state = NavigationState(
            stack: [module], presentations: [Presentation(style: .sheet, module: module)])
        #expect(state.stack[0].id == module.id)
        #expect(state.presentations[0].id != module.id)
    }

    @Test func init_fromParts_insideOneStack_keepsTheFirstID() {
        let module = AnyModule(ProfileModule.Profile)
        let state = NavigationState(stack: [module, module])
        #expect(state.stack[0].id == module.id)
        #expect(state.stack[1].id != module.id)
    }
}

@Suite struct NavigationStateTransactionOutcomeTests {
    @Test func transaction_thatEndsWhereItStarted_isAChange() {
        var state = NavigationState()
        let before = state
        let changed = state.apply([.push(.Profile), .pop])
        #expect(changed)
        #expect(state == before)
    }

    @Test func transaction_ofOnlyNoOps_isNoChange() {
        var state = NavigationState()
        let changed = state.apply([.pop, .dismiss, .dismissAlert])
        #expect(!changed)
    }
}

@Suite struct NavigationStateEqualityTests {
    @Test func statesThatShowTheSameAreEqualAndHashAlike_whateverIdsTheyHandedOut() {
        var travelled = NavigationState()
        travelled.apply(.push(.Profile))
        travelled.apply(.present(sheet: .Details(source: .deepLink)))
        travelled.apply(.dismissAll)
        travelled.apply(.popToRoot)
        #expect(travelled == NavigationState())
        #expect(travelled.hashValue == NavigationState().hashValue)

        var fresh = NavigationState()
        fresh.apply(.push(.Profile))
        var again = NavigationState()
        again.apply(.push(.Details(source: .deepLink)))
        again.apply(.pop)
        again.apply(.push(.Profile))
        #expect(fresh == again)
        #expect(fresh.hashValue == again.hashValue)
    }

    @Test func tabStatesAreEqualWhicheverTabWasVisitedOnTheWay() {
        var direct = NavigationState(tabs: [AnyModule(ProfileModule.Profile), AnyModule(ListModule.List())])
        direct.apply(.push(.Details(source: .deepLink)))
        var visiting = direct
        visiting.apply(.selectTab(ListModule.List()))
        visiting.apply(.selectTab(ProfileModule.Profile))
        #expect(visiting == direct)
        #expect(visiting.hashValue == direct.hashValue)
        visiting.apply(.selectTab(ListModule.List()))
        #expect(visiting != direct)
    }

    @Test func statesThatShowDifferentThingsDiffer() {
        var pushed = NavigationState()
        pushed.apply(.push(.Profile))
        var presented = NavigationState()
        presented.apply(.present(sheet: .Profile))
        #expect(pushed != presented)
        var keeping = NavigationState(tabs: [AnyModule(ProfileModule.Profile)], reselection: .keepsStack)
        let popping = NavigationState(tabs: [AnyModule(ProfileModule.Profile)])
        #expect(keeping != popping)
        keeping.apply(.setTabs([AnyModule(ProfileModule.Profile)], selectedIndex: 0, reselection: .popsToRoot))
        #expect(keeping == popping)
    }
}
