import Navigation
import Observation
import Testing

// One specification per defect of issue 16, each played on the simulated screen or
// against the adapter's rules directly.

private final class ViewBuildCounter: Sendable {
    private let value = Locked(0)
    func increment() { value.withLock { $0 += 1 } }
    var count: Int { value.withLock { $0 } }
}

private final class ViewCountingAssembly: Assembly {
    let builds = ViewBuildCounter()
    func build() -> some View {
        builds.increment()
        return EmptyView()
    }
}

private struct Counted: Module {
    let number: Int
    func build(container: Container) -> some View {
        container.resolve(ViewCountingAssembly.self).build()
    }
}

private let configuration = ScreenConfiguration(settleTime: .milliseconds(650), reportTimeout: .seconds(2))

@MainActor
private func makeScreen(
    _ timing: ScreenSimulation.Timing = ScreenSimulation.Timing(transition: 0.5...0.5),
    container: DependencyContainer = DependencyContainer()
) -> ScreenSimulation {
    let session = ScreenSession(
        root: AnyModule(Counted(number: 0)), container: container, navigation: NavigationService(),
        configuration: configuration)
    let screen = ScreenSimulation(session: session, timing: timing)
    screen.advance(by: 0.1)
    return screen
}

@Suite @MainActor struct ScreenDefectTests {
    // 1. Modules rebuilt by a parent's re-render.

    @Test func creatingASceneSession_readsNoObservableState() {
        let navigation = NavigationService()
        let tracked = Locked(false)
        withObservationTracking {
            _ = ScreenSession(
                root: AnyModule(Counted(number: 0)), container: DependencyContainer(), navigation: navigation)
        } onChange: {
            tracked.withLock { $0 = true }
        }
        navigation.apply(.push(Counted(number: 1)))
        #expect(!tracked.withLock { $0 })
    }

    @Test func aSceneRenderedAgainAndAgain_buildsEachModuleOncePerAppearance() {
        let container = DependencyContainer()
        let screen = makeScreen(container: container)
        screen.apply(.push(Counted(number: 1)))
        screen.apply(.present(sheet: Counted(number: 2)))
        screen.settle()
        for number in 3..<6 {
            screen.apply(.push(Counted(number: number)))
        }
        screen.settle()
        // The root, one pushed, the sheet's root and three pushed in the sheet.
        #expect(container.resolve(ViewCountingAssembly.self).builds.count == 6)
        #expect(screen.violations.isEmpty)
    }

    // 2. One navigation per scene.

    @Test func twoScenes_eachRenderTheirOwnNavigation() {
        let first = makeScreen()
        let second = makeScreen()
        first.apply(.present(sheet: Counted(number: 1)))
        first.settle()
        second.settle()
        #expect(first.layers.count == 1)
        #expect(second.layers.isEmpty)
        #expect(first.navigation !== second.navigation)
    }

    @Test func restoringOneScene_leavesTheOtherAsItWas() {
        let first = makeScreen()
        let second = makeScreen()
        second.apply(.push(Counted(number: 7)))
        first.restore(
            NavigationState(
                stack: [AnyModule(Counted(number: 1))],
                presentations: [Presentation(style: .sheet, module: AnyModule(Counted(number: 2)))]))
        first.settle()
        second.settle()
        #expect(first.shows(first.navigation.state))
        #expect(second.navigation.state.stack == [AnyModule(Counted(number: 7))])
        #expect(second.layers.isEmpty)
    }

    // 3. Steps released too early.

    @Test func aMultiLayerChange_asksForEachLayerOnlyOnceTheLastSettled_evenWhenOnAppearComesAtOnce() {
        let screen = makeScreen(ScreenSimulation.Timing(transition: 0.6...0.6, appearsAtOnce: true))
        screen.apply([
            .present(modal: Counted(number: 1)), .present(sheet: Counted(number: 2)),
            .present(popup: Counted(number: 3)),
        ])
        screen.settle()
        #expect(screen.violations.isEmpty)
        #expect(screen.shows(screen.navigation.state))
    }

    @Test func theNextLayer_waitsForTheSettleTime_notOnlyForTheAppearance() {
        let screen = makeScreen()
        screen.apply([.present(modal: Counted(number: 1)), .present(sheet: Counted(number: 2))])
        screen.advance(by: 0.6)
        #expect(screen.layers.count == 1)
        screen.advance(by: 0.1)
        #expect(screen.layers.count == 2)
    }

    @Test func theSettleTime_isConfigurable() {
        let session = ScreenSession(
            root: AnyModule(Counted(number: 0)), container: DependencyContainer(), navigation: NavigationService(),
            configuration: ScreenConfiguration(settleTime: .seconds(1)))
        let screen = ScreenSimulation(session: session)
        screen.advance(by: 0.1)
        screen.apply([.present(modal: Counted(number: 1)), .present(sheet: Counted(number: 2))])
        screen.advance(by: 0.9)
        #expect(screen.layers.count == 1)
        screen.advance(by: 0.2)
        #expect(screen.layers.count == 2)
    }

    @Test func aChangeThatOnlyTouchesStacks_startsNoWait() {
        let screen = makeScreen()
        screen.apply([.push(Counted(number: 1)), .push(Counted(number: 2))])
        #expect(screen.session.wait == nil)
        #expect(screen.shows(screen.navigation.state))
    }

    // 4. Alerts mixed into layer steps.

    @Test func anAlertAfterALayerChange_getsAStepOfItsOwn() {
        var target = NavigationState()
        target.apply([.present(sheet: Counted(number: 1)), .showAlert(NavigationAlert(title: "Saved"))])
        let transitions = ScreenUpdatePlan.steps(from: NavigationState(), to: target).map(\.transition)
        #expect(transitions == [.presentation(target.presentations[0].id), .alertPresentation(target.alerts[0].id)])
    }

    @Test func anAlertReplacingTheOneThatShows_waitsForItToGo() {
        var before = NavigationState()
        before.apply(.showAlert(NavigationAlert(title: "First")))
        var after = before
        after.apply(.replaceAlert(NavigationAlert(title: "Second")))
        let transitions = ScreenUpdatePlan.steps(from: before, to: after).map(\.transition)
        #expect(transitions == [.alertDismissal(before.alerts[0].id), .alertPresentation(after.alerts[0].id)])
    }

    @Test func alertsQueuedBehindALayerChange_showOneAfterAnother_andNoneBlocksTheQueue() {
        let screen = makeScreen()
        screen.apply([
            .present(sheet: Counted(number: 1)), .showAlert(NavigationAlert(title: "First")),
            .showAlert(NavigationAlert(title: "Second")),
        ])
        screen.settle()
        #expect(screen.tapAlertButton())
        screen.settle()
        #expect(screen.tapAlertButton())
        screen.settle()
        #expect(screen.navigation.state.alerts.isEmpty)
        #expect(screen.violations.isEmpty)
    }

    @Test func anAlertWhoseBindingIsClearedBeforeItsAction_stillRunsTheActionOnce() {
        let screen = makeScreen()
        screen.apply(.showAlert(AlertActionLog.alert(title: "Binding first")))
        screen.settle()
        let alert = screen.navigation.state.alerts[0]
        #expect(screen.tapAlertButton(writeFirst: true))
        screen.settle()
        #expect(AlertActionLog.runs[alert.id] == 1)
        #expect(screen.navigation.state.alerts.isEmpty)
        #expect(screen.violations.isEmpty)
    }

    // 5. A leaving layer goes blank.

    @Test func aLeavingLayer_rendersWhatItShowedUntilItIsGone() {
        let screen = makeScreen(ScreenSimulation.Timing(transition: 0.5...0.5, disappearsLate: 0.3...0.3))
        screen.apply([.present(sheet: Counted(number: 1)), .push(Counted(number: 2))])
        screen.settle()
        let sheet = screen.navigation.state.presentations[0]
        screen.apply(.dismiss)
        screen.advance(by: 0.7)
        #expect(screen.session.layer(sheet.layerID)?.stack == sheet.stack)
        screen.settle()
        #expect(screen.session.layer(sheet.layerID) == nil)
        #expect(screen.violations.isEmpty)
    }

    // 6. Bindings read a state that lags.

    @Test func aStackChangeWhileALayerSettles_reachesTheScreenAtOnce() {
        let screen = makeScreen()
        screen.apply([.present(modal: Counted(number: 1)), .present(sheet: Counted(number: 2))])
        screen.apply(.setStack([AnyModule(Counted(number: 3))], layer: .root))
        #expect(screen.session.layer(.root)?.stack == screen.navigation.state.stack)
        #expect(screen.rootStack == screen.navigation.state.stack.map(\.id))
    }

    @Test func aWriteThatRepeatsTheDisplayedPath_isANoOp() {
        var state = NavigationState()
        state.apply([.push(Counted(number: 1)), .push(Counted(number: 2))])
        let rendered = state.screenLayer(.root)!
        state.apply(.push(Counted(number: 3)))
        #expect(ScreenWriteBack.operation(for: .path(rendered.stack), renderedBy: rendered, in: state) == nil)
    }

    // 7. Write-backs can land on the wrong layer.

    @Test func aWriteFromALayerThatIsGone_changesNothing_evenWhenAnotherTookItsPlace() {
        let screen = makeScreen()
        screen.apply([.present(sheet: Counted(number: 1)), .push(Counted(number: 2))])
        screen.settle()
        let gone = screen.session.layer(screen.navigation.state.topLayer)!
        screen.apply([.dismiss, .present(sheet: Counted(number: 3)), .push(Counted(number: 4))])
        screen.settle()
        let before = screen.navigation.state
        screen.session.write(.path([]), from: gone)
        #expect(screen.navigation.state.isIdentical(to: before))
    }

    // 8. Views evicted too early.

    @Test func aLeavingLayersViews_areKeptUntilItsDisappearanceIsReported_thenFreed() {
        let screen = makeScreen(ScreenSimulation.Timing(transition: 0.5...0.5, disappearsLate: 0.3...0.3))
        screen.apply(.present(sheet: Counted(number: 1)))
        screen.settle()
        let sheet = screen.navigation.state.presentations[0].id
        screen.apply(.dismiss)
        screen.advance(by: 0.7)
        #expect(screen.session.builder.builtModuleIDs.contains(sheet))
        screen.settle()
        #expect(!screen.session.builder.builtModuleIDs.contains(sheet))
    }

    // 9. The popup is a sliding full-screen cover.

    @Test func aPopupIsPresentedAndDismissedWithoutAnimation() {
        let screen = makeScreen()
        var unanimated: [Bool] = []
        screen.session.change = { isUnanimated, change in
            unanimated.append(isUnanimated)
            change()
        }
        screen.apply(.present(popup: Counted(number: 1)))
        screen.settle()
        screen.apply(.dismiss)
        screen.settle()
        screen.apply(.present(sheet: Counted(number: 2)))
        #expect(unanimated == [true, true, false])
    }

    @Test func aPopup_defaultsToADimmedBackdropThatATapOutsideDoesNotDismiss() {
        let options = PopupPresentationOptions(.popup)
        #expect(options.dimsBackground)
        #expect(!options.dismissesOnTapOutside)
    }

    @Test func aPopupsStack_clearsEveryScreensBackground_soAPushKeepsTheBackdropVisible() {
        #expect(PopupPresentationOptions(.popup).clearsScreenBackgrounds)
        #expect(!PopupPresentationOptions(.modal).clearsScreenBackgrounds)
        #expect(!PopupPresentationOptions(.sheet).clearsScreenBackgrounds)
    }

    @Test func aTapOutsideAPopup_dismissesItThroughItsPresentersSnapshot() {
        let screen = makeScreen()
        screen.apply(.present(popup: Counted(number: 1)))
        screen.settle()
        screen.write(.presentationDismissed, from: screen.session.layer(.root)!)
        screen.settle()
        #expect(screen.navigation.state.presentations.isEmpty)
        #expect(screen.layers.isEmpty)
    }

    // 10. Sheet options outside the module.

    @Test func aSheetThatAllowsSwipingDown_leavesTheDismissRuleToTheModule() {
        #expect(!SheetPresentationOptions(SheetOptions()).disablesInteractiveDismiss)
        #expect(SheetPresentationOptions(SheetOptions(allowsInteractiveDismiss: false)).disablesInteractiveDismiss)
    }

    @Test func aSheetWithoutDetents_restsAtLarge_andOpensAtItsFirstDetent() {
        #expect(SheetPresentationOptions(SheetOptions()).detents == [.large])
        let options = SheetPresentationOptions(SheetOptions(detents: [.medium, .large]))
        #expect(options.selectedDetent == .medium)
        #expect(options.showsDragIndicator == nil)
        #expect(options.backgroundInteraction == .automatic)
        #expect(options.cornerRadius == nil)
    }
}
