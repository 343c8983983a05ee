import Navigation
import Testing

/// The ids of every layer's root module, bottom first.
private func layerIDs(_ state: NavigationState) -> [AnyModule.ID] {
    state.presentations.map(\.id)
}

private let configuration = ScreenConfiguration(settleTime: .milliseconds(650), reportTimeout: .seconds(2))

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
        #expect(state.screenLayer(.root)?.alert == nil)
        #expect(state.screenLayer(state.topLayer)?.alert?.title == "Delete?")
    }

    @Test func screenLayer_isTheLayersStackAndWhatItPresents() {
        var state = NavigationState()
        state.apply(.push(.Profile))
        state.apply(.present(modal: .List()))
        state.apply(.push(.Details(source: .mainScreen)))
        let root = state.screenLayer(.root)
        let modal = state.screenLayer(state.presentations[0].layerID)
        #expect(root?.module == nil)
        #expect(root?.stack == [AnyModule(ProfileModule.Profile)])
        #expect(root?.presented?.id == state.presentations[0].id)
        #expect(modal?.module == AnyModule(ListModule.List()))
        #expect(modal?.stack == [AnyModule(DetailsModule.Details(source: .mainScreen))])
        #expect(modal?.presented == nil)
    }

    @Test func screenLayerOfALayerThatIsGone_isNil() {
        #expect(NavigationState().screenLayer(.presented(AnyModule(ProfileModule.Profile).id)) == nil)
    }
}

@Suite struct ScreenWriteBackTests {
    @Test func shorterPath_popsThatLayersStack() {
        var state = NavigationState()
        state.apply(.push(.Profile))
        state.apply(.push(.List()))
        state.apply(.present(modal: .Details(source: .deepLink)))
        let root = state.screenLayer(.root)!
        let path = Array(root.stack.prefix(1))
        let operation = ScreenWriteBack.operation(for: .path(path), renderedBy: root, in: state)
        #expect(operation == .setStack(path, layer: .root))
    }

    @Test func shorterPathOfAPresentedLayer_popsOnlyThatLayer() {
        var state = NavigationState()
        state.apply(.push(.Profile))
        state.apply(.present(sheet: .List()))
        state.apply(.push(.Profile))
        state.apply(.push(.Details(source: .mainScreen)))
        let sheet = state.screenLayer(state.topLayer)!
        state.apply(ScreenWriteBack.operation(for: .path(Array(sheet.stack.prefix(1))), renderedBy: sheet, in: state)!)
        #expect(state.items == [AnyModule(ProfileModule.Profile)])
        #expect(state.stack.count == 1)
    }

    @Test func pathThatRepeatsTheRenderedStack_writesNothing() {
        var state = NavigationState()
        state.apply(.push(.Profile))
        let root = state.screenLayer(.root)!
        #expect(ScreenWriteBack.operation(for: .path(root.stack), renderedBy: root, in: state) == nil)
    }

    @Test func popThatTheStateAlreadyMade_writesNothing() {
        var state = NavigationState()
        state.apply(.push(.Profile))
        state.apply(.push(.List()))
        let root = state.screenLayer(.root)!
        state.apply(.pop)
        #expect(ScreenWriteBack.operation(for: .path(Array(root.stack.prefix(1))), renderedBy: root, in: state) == nil)
    }

    @Test func longerPath_replacesTheStack() {
        let state = NavigationState()
        let pushed = [AnyModule(ProfileModule.Profile)]
        let root = state.screenLayer(.root)!
        #expect(
            ScreenWriteBack.operation(for: .path(pushed), renderedBy: root, in: state)
                == .setStack(pushed, layer: .root))
    }

    @Test func presentationSetToNil_dismissesThatLayerAndThoseAbove() {
        var state = NavigationState()
        state.apply(.present(modal: .Profile))
        state.apply(.present(sheet: .List()))
        state.apply(.present(popup: .Profile))
        let modal = state.screenLayer(state.presentations[0].layerID)!
        let operation = ScreenWriteBack.operation(for: .presentationDismissed, renderedBy: modal, in: state)
        #expect(operation == .dismiss(.layer(state.presentations[1].layerID)))
        state.apply(operation!)
        #expect(layerIDs(state).count == 1)
        #expect(ScreenWriteBack.operation(for: .presentationDismissed, renderedBy: modal, in: state) == nil)
    }

    @Test func alertSetToFalse_dismissesOnlyTheAlertThatShows() {
        var state = NavigationState()
        state.apply(.showAlert(NavigationAlert(title: "First")))
        state.apply(.showAlert(NavigationAlert(title: "Second")))
        let root = state.screenLayer(.root)!
        #expect(ScreenWriteBack.operation(for: .alertDismissed, renderedBy: root, in: state) == .dismissAlert)
        state.apply(.dismissAlert)
        #expect(ScreenWriteBack.operation(for: .alertDismissed, renderedBy: root, in: state) == nil)
    }
}

@Suite struct ScreenUpdatePlanTests {
    private func transitions(from before: NavigationState, to after: NavigationState) -> [ScreenUpdatePlan.Transition] {
        ScreenUpdatePlan.steps(from: before, to: after).map(\.transition)
    }

    @Test func sameState_needsNoStep() {
        var state = NavigationState()
        state.apply(.present(modal: .Profile))
        #expect(ScreenUpdatePlan.steps(from: state, to: state).isEmpty)
    }

    @Test func stackChangeOnly_isOneStepWithoutATransition() {
        let before = NavigationState()
        var after = before
        after.apply([.push(.Profile), .push(.List())])
        #expect(transitions(from: before, to: after) == [.none])
        #expect(ScreenUpdatePlan.steps(from: before, to: after).last?.state.isIdentical(to: after) == true)
    }

    @Test func presentingSeveralLayers_presentsThemOneByOne_withTheirStacks() {
        let before = NavigationState()
        var after = before
        after.apply([.present(modal: .Profile), .push(.List()), .present(sheet: .List()), .present(popup: .Profile)])
        let steps = ScreenUpdatePlan.steps(from: before, to: after)
        #expect(steps.map(\.transition) == layerIDs(after).map { .presentation($0) })
        #expect(steps.map { layerIDs($0.state) } == (1...3).map { Array(layerIDs(after).prefix($0)) })
        #expect(steps[0].state.presentations[0].stack == after.presentations[0].stack)
    }

    @Test func dismissAllThenPresent_dismissesFirstThenPresents() {
        var before = NavigationState()
        before.apply([.present(modal: .Profile), .present(sheet: .List())])
        var after = before
        after.apply([.dismissAll, .popToRoot, .push(.Details(source: .deepLink)), .present(sheet: .Profile)])
        let steps = ScreenUpdatePlan.steps(from: before, to: after)
        #expect(
            steps.map(\.transition) == [.dismissal(Set(layerIDs(before))), .presentation(after.presentations[0].id)])
        #expect(steps[0].state.stack == after.stack)
    }

    @Test func dismissingSeveralLayers_isOneStep() {
        var before = NavigationState()
        before.apply([.present(modal: .Profile), .present(sheet: .List()), .present(popup: .Profile)])
        var after = before
        after.apply(.dismiss(.layer(before.presentations[1].layerID)))
        #expect(transitions(from: before, to: after) == [.dismissal(Set(layerIDs(before).dropFirst()))])
    }

    @Test func replacingTheTopLayer_dismissesItThenPresentsTheNewOne() {
        var before = NavigationState()
        before.apply(.present(modal: .Profile))
        var after = before
        after.apply([.dismiss, .present(modal: .Profile)])
        #expect(
            transitions(from: before, to: after) == [
                .dismissal([before.presentations[0].id]), .presentation(after.presentations[0].id),
            ])
    }

    @Test func aPopupStep_isMadeWithoutAnimation_aSheetStepWithIt() {
        let before = NavigationState()
        var popup = before
        popup.apply(.present(popup: .Profile))
        var sheet = before
        sheet.apply(.present(sheet: .Profile))
        #expect(ScreenUpdatePlan.changesAPopup(from: before, to: popup))
        #expect(ScreenUpdatePlan.changesAPopup(from: popup, to: before))
        #expect(!ScreenUpdatePlan.changesAPopup(from: before, to: sheet))
    }
}

@Suite @MainActor struct ScreenSynchronizerTests {
    private func started(_ target: NavigationState = NavigationState()) -> ScreenSynchronizer {
        var synchronizer = ScreenSynchronizer(target: target, configuration: configuration)
        _ = synchronizer.rootAppeared()
        return synchronizer
    }

    @Test func beforeTheRootAppears_onlyStacksShow() {
        var target = NavigationState()
        target.apply([.push(.Profile), .present(sheet: .List())])
        var synchronizer = ScreenSynchronizer(target: target, configuration: configuration)
        #expect(synchronizer.phase == .starting)
        #expect(synchronizer.displayed.stack == target.stack)
        #expect(synchronizer.displayed.presentations.isEmpty)
        guard case .show(let state, let wait?) = synchronizer.rootAppeared() else {
            Issue.record("the root's appearance shows nothing")
            return
        }
        #expect(layerIDs(state) == layerIDs(target))
        #expect(wait.step == synchronizer.step)
    }

    @Test func aChangeWithoutPresentations_showsAtOnce_withoutWaiting() {
        var synchronizer = started()
        var target = NavigationState()
        target.apply(.push(.Profile))
        #expect(synchronizer.targetChanged(target) == .show(target, wait: nil))
        #expect(synchronizer.phase == .idle)
    }

    @Test func aPresentation_waitsForItsAppearanceAndItsSettleTime() {
        var synchronizer = started()
        var target = NavigationState()
        target.apply([.present(modal: .Profile), .present(sheet: .List())])
        _ = synchronizer.targetChanged(target)
        let first = target.presentations[0].id
        #expect(synchronizer.phase == .settling(step: 1, awaiting: [first], settled: false))
        #expect(synchronizer.layerAppeared(first) == .none)
        #expect(synchronizer.phase == .settling(step: 1, awaiting: [], settled: false))
        _ = synchronizer.settleTimeElapsed(step: 1)
        #expect(layerIDs(synchronizer.displayed) == layerIDs(target))
    }

    @Test func aRepeatedAppearance_changesNothing() {
        var synchronizer = started()
        var target = NavigationState()
        target.apply([.present(modal: .Profile), .present(sheet: .List())])
        _ = synchronizer.targetChanged(target)
        _ = synchronizer.layerAppeared(target.presentations[0].id)
        _ = synchronizer.settleTimeElapsed(step: 1)
        let phase = synchronizer.phase
        #expect(synchronizer.layerAppeared(target.presentations[0].id) == .none)
        #expect(synchronizer.phase == phase)
    }

    @Test func aStaleTimer_changesNothing() {
        var synchronizer = started()
        var target = NavigationState()
        target.apply([.present(modal: .Profile), .present(popup: .List())])
        _ = synchronizer.targetChanged(target)
        _ = synchronizer.layerAppeared(target.presentations[0].id)
        _ = synchronizer.settleTimeElapsed(step: 1)
        #expect(synchronizer.step == 2)
        #expect(synchronizer.reportTimeoutElapsed(step: 1) == .none)
        #expect(synchronizer.settleTimeElapsed(step: 1) == .none)
        #expect(synchronizer.phase == .settling(step: 2, awaiting: [target.presentations[1].id], settled: false))
    }

    @Test func theReportTimeoutOfADismissal_showsTheNextStepWithoutAReport() {
        var synchronizer = started()
        var target = NavigationState()
        target.apply(.present(modal: .Profile))
        _ = synchronizer.targetChanged(target)
        _ = synchronizer.layerAppeared(target.presentations[0].id)
        _ = synchronizer.settleTimeElapsed(step: 1)
        target.apply([.dismiss, .present(popup: .List())])
        _ = synchronizer.targetChanged(target)
        _ = synchronizer.reportTimeoutElapsed(step: 2)
        #expect(layerIDs(synchronizer.displayed) == layerIDs(target))
    }

    @Test func aNewTargetWhileSettling_replansTowardTheLatestState() {
        var synchronizer = started()
        var first = NavigationState()
        first.apply([.present(modal: .Profile), .present(sheet: .List())])
        _ = synchronizer.targetChanged(first)
        var second = first
        second.apply([.dismiss, .present(popup: .Details(source: .deepLink))])
        _ = synchronizer.targetChanged(second)
        #expect(layerIDs(synchronizer.displayed) == [first.presentations[0].id])
        _ = synchronizer.layerAppeared(first.presentations[0].id)
        _ = synchronizer.settleTimeElapsed(step: 1)
        #expect(layerIDs(synchronizer.displayed) == layerIDs(second))
    }

    @Test func aDismissalTheUserAlreadyMade_doesNotWait() {
        var start = NavigationState()
        start.apply(.present(sheet: .List()))
        var synchronizer = started(start)
        _ = synchronizer.layerAppeared(start.presentations[0].id)
        _ = synchronizer.settleTimeElapsed(step: 1)
        _ = synchronizer.layerDisappeared(start.presentations[0].id)
        var target = start
        target.apply(.dismiss)
        #expect(synchronizer.targetChanged(target) == .show(target, wait: nil))
        #expect(synchronizer.phase == .idle)
    }

    @Test func aGestureWhileSettling_takesWhatItRemovedOffTheScreenAtOnce() {
        var start = NavigationState()
        start.apply(.present(sheet: .List()))
        var synchronizer = started(start)
        let sheet = start.presentations[0].id
        _ = synchronizer.layerAppeared(sheet)
        var target = start
        target.apply(.dismiss)
        guard case .show(let shown, let wait?) = synchronizer.gestureEnded(.dismissedLayer(sheet), target: target)
        else {
            Issue.record("the gesture's removal waits")
            return
        }
        #expect(shown.presentations.isEmpty)
        #expect(synchronizer.phase == .settling(step: wait.step, awaiting: [sheet], settled: false))
    }
}

@Suite struct ScreenConfigurationTests {
    @Test func aReportTimeoutShorterThanTheSettleTime_isRaisedToIt() {
        let configuration = ScreenConfiguration(settleTime: .seconds(1), reportTimeout: .milliseconds(10))
        #expect(configuration.reportTimeout == .seconds(1))
    }

    @Test func theStandardSettleTime_isWithinTheAnchorsRange() {
        let settleTime = ScreenConfiguration.standard.settleTime
        #expect(settleTime >= .milliseconds(300) && settleTime <= .milliseconds(700))
    }

    @Test func theStandardSettleTimes_outlastTheModelsLongestAnimation() {
        let longest = ScreenSimulation.Timing().transition.upperBound
        for beforeiOS18 in [false, true] {
            #expect(ScreenConfiguration.standard(beforeiOS18: beforeiOS18).settleTime >= .milliseconds(longest * 1000))
        }
    }
}
