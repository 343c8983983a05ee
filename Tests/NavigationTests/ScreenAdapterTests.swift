import Navigation
import Testing

/// The ids of every layer's root module, bottom first.
private func layerIDs(_ state: NavigationState) -> [AnyModule.ID] {
    state.presentations.map(\.id)
}

@Suite struct ScreenLayoutTests {
    @Test func eachLayerPresentsTheLayerOverIt_bySheetOrCover() {
        var state = NavigationState()
        state.apply(.present(modal: .Profile))
        state.apply(.present(sheet: .List()))
        state.apply(.present(popup: .Details(source: .deepLink)))
        #expect(state.cover(over: 0)?.module == AnyModule(ProfileModule.Profile))
        #expect(state.sheet(over: 0) == nil)
        #expect(state.sheet(over: 1)?.module == AnyModule(ListModule.List()))
        #expect(state.cover(over: 1) == nil)
        #expect(state.cover(over: 2)?.style == .popup)
        #expect(state.presentation(over: 3) == nil)
    }

    @Test func onlyTheTopmostLayerShowsTheAlert() {
        var state = NavigationState()
        state.apply(.present(sheet: .List()))
        state.apply(.showAlert(NavigationAlert(title: "Delete?")))
        #expect(state.alert(shownBy: 0) == nil)
        #expect(state.alert(shownBy: 1)?.title == "Delete?")
    }

    @Test func stackOfLayer_isTheRootStackOrAPresentationsStack() {
        var state = NavigationState()
        state.apply(.push(.Profile))
        state.apply(.present(modal: .List()))
        state.apply(.push(.Details(source: .mainScreen)))
        #expect(state.stack(ofLayer: 0) == [AnyModule(ProfileModule.Profile)])
        #expect(state.stack(ofLayer: 1) == [AnyModule(DetailsModule.Details(source: .mainScreen))])
    }
}

@Suite struct ScreenWriteBackTests {
    @Test func shorterPath_popsThatLayersStack() {
        var state = NavigationState()
        state.apply(.push(.Profile))
        state.apply(.push(.List()))
        state.apply(.present(modal: .Details(source: .deepLink)))
        state.apply(.push(.Profile))
        let rootPath = Array(state.stack.prefix(1))
        let operation = ScreenWriteBack.pathChanged(to: rootPath, layer: .root, in: state)
        #expect(operation == .setStack(rootPath, layer: .root))
        state.apply(operation!)
        #expect(state.stack.count == 1)
        #expect(state.presentations[0].stack.count == 1)
    }

    @Test func shorterPathOfAPresentedLayer_popsOnlyThatLayer() {
        var state = NavigationState()
        state.apply(.push(.Profile))
        state.apply(.present(sheet: .List()))
        state.apply(.push(.Profile))
        state.apply(.push(.Details(source: .mainScreen)))
        let layer = state.presentations[0].layerID
        let operation = ScreenWriteBack.pathChanged(to: Array(state.items.prefix(1)), layer: layer, in: state)
        state.apply(operation!)
        #expect(state.items == [AnyModule(ProfileModule.Profile)])
        #expect(state.stack.count == 1)
    }

    @Test func unchangedPath_writesNothing() {
        var state = NavigationState()
        state.apply(.push(.Profile))
        #expect(ScreenWriteBack.pathChanged(to: state.stack, layer: .root, in: state) == nil)
    }

    @Test func pathOfALayerThatIsGone_writesNothing() {
        let state = NavigationState()
        #expect(
            ScreenWriteBack.pathChanged(to: [], layer: .presented(AnyModule(ProfileModule.Profile).id), in: state)
                == nil)
    }

    @Test func longerPath_replacesTheStack() {
        let state = NavigationState()
        let pushed = [AnyModule(ProfileModule.Profile)]
        #expect(ScreenWriteBack.pathChanged(to: pushed, layer: .root, in: state) == .setStack(pushed, layer: .root))
    }

    @Test func presentationSetToNil_dismissesThatLayerAndThoseAbove() {
        var state = NavigationState()
        state.apply(.present(modal: .Profile))
        state.apply(.present(sheet: .List()))
        state.apply(.present(popup: .Profile))
        let sheet = state.presentations[1].id
        let operation = ScreenWriteBack.presentationDismissed(sheet, in: state)
        #expect(operation == .dismiss(.layer(.presented(sheet))))
        state.apply(operation!)
        #expect(layerIDs(state).count == 1)
        #expect(ScreenWriteBack.presentationDismissed(sheet, in: state) == nil)
    }

    @Test func alertSetToFalse_dismissesOnlyTheAlertThatShows() {
        var state = NavigationState()
        let first = NavigationAlert(title: "First")
        state.apply(.showAlert(first))
        state.apply(.showAlert(NavigationAlert(title: "Second")))
        #expect(ScreenWriteBack.alertDismissed(first.id, in: state) == .dismissAlert)
        state.apply(.dismissAlert)
        #expect(ScreenWriteBack.alertDismissed(first.id, in: state) == nil)
    }
}

@Suite struct ScreenUpdatePlanTests {
    @Test func sameState_needsNoStep() {
        var state = NavigationState()
        state.apply(.present(modal: .Profile))
        #expect(ScreenUpdatePlan.steps(from: state, to: state).isEmpty)
    }

    @Test func stackChangeOnly_isOneStep() {
        let before = NavigationState()
        var after = before
        after.apply(.push(.Profile))
        after.apply(.push(.List()))
        #expect(ScreenUpdatePlan.steps(from: before, to: after).map { $0.stack } == [after.stack])
    }

    @Test func presentingSeveralLayers_presentsThemOneByOne() {
        let before = NavigationState()
        var after = before
        after.apply([.present(modal: .Profile), .push(.List()), .present(sheet: .List()), .present(popup: .Profile)])
        let steps = ScreenUpdatePlan.steps(from: before, to: after)
        #expect(steps.map { $0.presentations.count } == [1, 2, 3])
        #expect(
            steps.map(layerIDs) == [
                Array(layerIDs(after).prefix(1)), Array(layerIDs(after).prefix(2)), layerIDs(after),
            ])
        #expect(steps[0].presentations[0].stack == after.presentations[0].stack)
    }

    @Test func dismissAllThenPresent_dismissesFirstThenPresents() {
        var before = NavigationState()
        before.apply(.present(modal: .Profile))
        before.apply(.present(sheet: .List()))
        var after = before
        after.apply([.dismissAll, .popToRoot, .push(.Details(source: .deepLink)), .present(sheet: .Profile)])
        let steps = ScreenUpdatePlan.steps(from: before, to: after)
        #expect(steps.map { $0.presentations.count } == [0, 1])
        #expect(steps[0].stack == after.stack)
        #expect(steps.last.map(layerIDs) == layerIDs(after))
    }

    @Test func dismissingSeveralLayers_isOneStep() {
        var before = NavigationState()
        before.apply(.present(modal: .Profile))
        before.apply(.present(sheet: .List()))
        before.apply(.present(popup: .Profile))
        var after = before
        after.apply(.dismiss(.layer(before.presentations[1].layerID)))
        #expect(ScreenUpdatePlan.steps(from: before, to: after).map(layerIDs) == [layerIDs(after)])
    }

    @Test func alert_waitsForTheLastStep() {
        let before = NavigationState()
        var after = before
        after.apply([.present(modal: .Profile), .present(sheet: .List()), .showAlert(NavigationAlert(title: "Done"))])
        let steps = ScreenUpdatePlan.steps(from: before, to: after)
        #expect(steps.map { $0.alert?.title } == [nil, "Done"])
    }

    @Test func replacingTheTopLayer_dismissesItThenPresentsTheNewOne() {
        var before = NavigationState()
        before.apply(.present(modal: .Profile))
        var after = before
        after.apply([.dismiss, .present(modal: .Profile)])
        let steps = ScreenUpdatePlan.steps(from: before, to: after)
        #expect(steps.map { $0.presentations.count } == [0, 1])
    }
}

@Suite @MainActor struct ScreenSynchronizerTests {
    @Test func aChangeWithoutPresentations_showsAtOnce() {
        let synchronizer = ScreenSynchronizer(showing: NavigationState())
        var target = NavigationState()
        target.apply(.push(.Profile))
        synchronizer.targetChanged(target)
        #expect(synchronizer.displayed.stack == target.stack)
        #expect(!synchronizer.isWaiting)
    }

    @Test func eachPresentation_waitsForTheLastOneToAppear() {
        let synchronizer = ScreenSynchronizer(showing: NavigationState())
        var target = NavigationState()
        target.apply([.present(modal: .Profile), .present(sheet: .List())])
        synchronizer.targetChanged(target)
        #expect(layerIDs(synchronizer.displayed) == [target.presentations[0].id])
        #expect(synchronizer.isWaiting)
        synchronizer.layerAppeared(target.presentations[0].id)
        #expect(layerIDs(synchronizer.displayed) == layerIDs(target))
        synchronizer.layerAppeared(target.presentations[1].id)
        #expect(!synchronizer.isWaiting)
    }

    @Test func dismissThenPresent_waitsForTheDismissal() {
        var start = NavigationState()
        start.apply(.present(modal: .Profile))
        let synchronizer = ScreenSynchronizer(showing: start)
        synchronizer.layerAppeared(start.presentations[0].id)
        var target = start
        target.apply([.dismissAll, .present(sheet: .List())])
        synchronizer.targetChanged(target)
        #expect(synchronizer.displayed.presentations.isEmpty)
        synchronizer.layerDisappeared(start.presentations[0].id)
        #expect(layerIDs(synchronizer.displayed) == layerIDs(target))
    }

    @Test func fallback_showsTheNextStepWithoutASignal_onlyForTheCurrentStep() {
        let synchronizer = ScreenSynchronizer(showing: NavigationState())
        var target = NavigationState()
        target.apply([.present(modal: .Profile), .present(popup: .List())])
        synchronizer.targetChanged(target)
        let step = synchronizer.step
        synchronizer.fallbackElapsed(step: step - 1)
        #expect(synchronizer.displayed.presentations.count == 1)
        synchronizer.fallbackElapsed(step: step)
        #expect(layerIDs(synchronizer.displayed) == layerIDs(target))
    }

    @Test func aNewTargetWhileWaiting_replansTowardTheLatestState() {
        let synchronizer = ScreenSynchronizer(showing: NavigationState())
        var first = NavigationState()
        first.apply([.present(modal: .Profile), .present(sheet: .List())])
        synchronizer.targetChanged(first)
        var second = first
        second.apply([.dismiss, .present(popup: .Details(source: .deepLink))])
        synchronizer.targetChanged(second)
        #expect(layerIDs(synchronizer.displayed) == [first.presentations[0].id])
        synchronizer.layerAppeared(first.presentations[0].id)
        #expect(layerIDs(synchronizer.displayed) == layerIDs(second))
    }

    @Test func aDismissalTheUserAlreadyMade_doesNotWait() {
        var start = NavigationState()
        start.apply(.present(sheet: .List()))
        let synchronizer = ScreenSynchronizer(showing: start)
        synchronizer.layerAppeared(start.presentations[0].id)
        synchronizer.layerDisappeared(start.presentations[0].id)
        var target = start
        target.apply(.dismiss)
        synchronizer.targetChanged(target)
        #expect(synchronizer.displayed.presentations.isEmpty)
        #expect(!synchronizer.isWaiting)
    }
}
