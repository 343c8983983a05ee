import Navigation
import Testing

// One specification per finding of issue 16's review that the adapter now handles.

private struct Card: Module {
    let number: Int
    func build(container: Container) -> some View { EmptyView() }
}

private let configuration = ScreenConfiguration(settleTime: .milliseconds(650), reportTimeout: .seconds(2))

private func started() -> ScreenSynchronizer {
    var synchronizer = ScreenSynchronizer(target: NavigationState(), configuration: configuration)
    _ = synchronizer.rootAppeared()
    return synchronizer
}

@MainActor
private func makeScreen(_ timing: ScreenSimulation.Timing) -> ScreenSimulation {
    let session = ScreenSession(
        root: AnyModule(Card(number: 0)), container: DependencyContainer(), navigation: NavigationService(),
        configuration: configuration)
    let screen = ScreenSimulation(session: session, timing: timing)
    screen.advance(by: 0.1)
    return screen
}

@Suite struct AdapterNoTrapTests {
    @Test func aTimerForAStepNeverShown_changesNothing_insteadOfStoppingTheApp() {
        var synchronizer = started()
        var target = NavigationState()
        target.apply(.present(sheet: Card(number: 1)))
        _ = synchronizer.targetChanged(target)
        let phase = synchronizer.phase
        #expect(synchronizer.settleTimeElapsed(step: 99) == .none)
        #expect(synchronizer.reportTimeoutElapsed(step: 99) == .none)
        #expect(synchronizer.phase == phase)
        #expect(synchronizer.unexpectedEvents == 2)
        // The step still settles with its own events.
        _ = synchronizer.layerAppeared(target.presentations[0].id)
        _ = synchronizer.settleTimeElapsed(step: 1)
        #expect(synchronizer.phase == .idle)
    }
}

@Suite struct AdapterDroppedPresentationTests {
    @Test func aPresentationNeverReported_isTakenBack_thenAskedForAgainOnceSettled() {
        var synchronizer = started()
        var target = NavigationState()
        target.apply(.present(sheet: Card(number: 1)))
        _ = synchronizer.targetChanged(target)
        let id = target.presentations[0].id
        guard case .show(let retracted, let wait?) = synchronizer.reportTimeoutElapsed(step: 1) else {
            Issue.record("the timeout did not take the layer back")
            return
        }
        #expect(retracted.presentations.isEmpty)
        guard case .show(let again, _) = synchronizer.settleTimeElapsed(step: wait.step) else {
            Issue.record("the layer was not asked for again")
            return
        }
        #expect(again.presentations.map(\.id) == [id])
        #expect(synchronizer.phase == .settling(step: wait.step + 1, awaiting: [id], settled: false))
    }

    @Test func aPresentationNeverReported_isAskedForAtMostTwiceMore_thenTakenAsShown() {
        var synchronizer = started()
        var target = NavigationState()
        target.apply(.present(sheet: Card(number: 1)))
        _ = synchronizer.targetChanged(target)
        for _ in 0..<ScreenSynchronizer.presentationRetries {
            _ = synchronizer.reportTimeoutElapsed(step: synchronizer.step)
            _ = synchronizer.settleTimeElapsed(step: synchronizer.step)
        }
        _ = synchronizer.reportTimeoutElapsed(step: synchronizer.step)
        #expect(synchronizer.phase == .idle)
        #expect(synchronizer.displayed.presentations.map(\.id) == target.presentations.map(\.id))
    }

    @Test @MainActor func aPresentationUIKitDropped_showsOnceAskedForAgain() async {
        let screen = makeScreen(ScreenSimulation.Timing(transition: 0.5...0.5, dropsFirstPresentation: 1))
        screen.apply(.present(modal: Card(number: 1)))
        screen.apply(.showAlert(NavigationAlert(title: "After")))
        screen.advance(by: 1)
        #expect(screen.layers.isEmpty)
        screen.settle()
        #expect(screen.shows(screen.navigation.state))
        #expect(screen.violations.isEmpty)
    }
}

@Suite @MainActor struct AdapterLateDismissalWriteTests {
    @Test func aLateSheetDismissalWrite_afterTheSameSheetWasPresentedAgain_changesNothing() async {
        let screen = makeScreen(ScreenSimulation.Timing(transition: 0.5...0.5))
        let sheet = AnyModule(Card(number: 1))
        screen.apply(.present(sheet, style: .sheet))
        screen.settle()
        // The user swipes the sheet down; a binding of that render writes `nil` again late,
        // after the program has presented the same module, with the same id, again.
        #expect(screen.swipeDown(staleAfter: 2.5))
        screen.after(1.5) { $0.apply(.present(sheet, style: .sheet)) }
        screen.settle()
        #expect(screen.navigation.state.presentations.map(\.id) == [sheet.id])
        #expect(screen.violations.isEmpty)
        #expect(screen.shows(screen.navigation.state))
    }

    @Test func aRepeatedSwipeDownWrite_fromTheSameRender_changesNothingMore() async {
        let screen = makeScreen(ScreenSimulation.Timing(transition: 0.5...0.5))
        screen.apply(.present(sheet: Card(number: 1)))
        screen.apply(.push(Card(number: 2)))
        screen.settle()
        #expect(screen.swipeDown(copies: 2))
        screen.settle()
        #expect(screen.navigation.state.presentations.isEmpty)
        #expect(screen.violations.isEmpty)
    }
}

@Suite @MainActor struct AdapterCancelledSwipeBackTests {
    @Test func aCancelledSwipeBack_keepsThePoppedScreenBuilt_andResumesNoOneAwaitingIt() async {
        let screen = makeScreen(ScreenSimulation.Timing(transition: 0.5...0.5))
        let navigation = screen.navigation
        let result = Locked<NavigationResult<Int>?>(nil)
        let awaiting = Task { @MainActor in
            let outcome = await navigation.apply(.push(Card(number: 1)), awaitingResult: Int.self)
            result.withLock { $0 = outcome }
        }
        while navigation.state.stack.isEmpty { await Task.yield() }
        screen.apply(.push(Card(number: 2)))
        let pushed = navigation.state.stack.map(\.id)
        #expect(screen.cancelledSwipeBack())
        screen.settle()
        for _ in 0..<10 { await Task.yield() }
        #expect(navigation.state.stack.map(\.id) == pushed)
        #expect(screen.session.builder.builtModuleIDs.isSuperset(of: Set(pushed)))
        #expect(screen.violations.isEmpty)
        // A committed swipe back, down to below the awaited module, resumes its awaiter.
        #expect(screen.swipeBack())
        #expect(screen.swipeBack())
        await awaiting.value
        #expect(result.withLock { $0 } != nil)
        #expect(navigation.state.stack.isEmpty)
    }

    @Test func aSwipeBackWrite_popsTheStateOnlyOnceItsScreenLeaves() async {
        let screen = makeScreen(ScreenSimulation.Timing(transition: 0.5...0.5))
        screen.apply(.push(Card(number: 1)))
        let top = screen.navigation.state.stack[0]
        let root = screen.session.layer(.root)!
        screen.write(.path([]), from: root)
        #expect(screen.navigation.state.stack.map(\.id) == [top.id])
        #expect(screen.session.displayed.stack.isEmpty)
        screen.session.moduleDisappeared(top.id)
        #expect(screen.navigation.state.stack.isEmpty)
        #expect(!screen.session.builder.builtModuleIDs.contains(top.id))
    }

    @Test func aSwipeBackWhoseScreenNeverReportsLeaving_popsAfterTheReportTimeout() async {
        let screen = makeScreen(ScreenSimulation.Timing(transition: 0.5...0.5))
        screen.apply(.push(Card(number: 1)))
        screen.write(.path([]), from: screen.session.layer(.root)!)
        screen.advance(by: 1)
        #expect(screen.navigation.state.stack.count == 1)
        screen.advance(by: 1.5)
        #expect(screen.navigation.state.stack.isEmpty)
        #expect(screen.violations.isEmpty)
    }
}
