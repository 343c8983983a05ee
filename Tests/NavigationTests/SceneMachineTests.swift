import Navigation
import Testing

// The SwiftUI adapter's state machine, value in and actions out: each event, and each
// way a scene can go wrong that it is built to prevent.

private let configuration = ScreenConfiguration(settleTime: .milliseconds(600), reportTimeout: .seconds(2))

private func screen(_ source: DetailsSource = .mainScreen) -> AnyModule { AnyModule(DetailsModule(source: source)) }

/// A machine and the navigation state it follows, run as the session runs them: each
/// operation is applied to the state, and the state's change goes back to the machine.
private struct Scene {
    let root = AnyModule(ProfileModule())
    var machine: SceneMachine
    var navigation: NavigationState
    /// Every action so far, oldest first.
    var log: [SceneMachine.Action] = []

    init(_ state: NavigationState, appeared: Bool = true) {
        navigation = state
        machine = SceneMachine(root: root.id, target: state, configuration: configuration)
        if appeared { send { $0.rootAppeared() } }
    }

    /// Sends an event, runs its actions, and returns them (and those they led to).
    @discardableResult
    mutating func send(_ event: (inout SceneMachine) -> [SceneMachine.Action]) -> [SceneMachine.Action] {
        let actions = event(&machine)
        var all = actions
        for action in actions {
            guard case .apply(let operation) = action else { continue }
            navigation.apply(operation)
            let state = navigation
            all += send { $0.navigationChanged(state) }
        }
        log += actions
        return all
    }

    /// Changes the navigation state as a program does.
    @discardableResult
    mutating func program(_ operation: NavigationOperation) -> [SceneMachine.Action] {
        navigation.apply(operation)
        let state = navigation
        return send { $0.navigationChanged(state) }
    }

    /// Writes `path` to the root stack's binding, as SwiftUI does.
    @discardableResult
    mutating func write(_ path: [AnyModule]) -> [SceneMachine.Action] {
        let state = navigation
        let stack = StackID(layer: .root, pane: .main)
        return send { $0.pathWritten(path.map(ScreenElement.init), to: stack, in: state) }
    }

    var shownStack: [AnyModule.ID] { machine.displayed.stack.map(\.id) }

    /// The root layer's one stack.
    var rootStack: StackID { StackID(layer: .root, pane: .main) }

    /// Sends the transition report `transition` of the root stack's pushed screen `id`,
    /// with the navigation state as it is now.
    @discardableResult
    mutating func report(_ id: AnyModule.ID, _ transition: ScreenTransition) -> [SceneMachine.Action] {
        let (state, stack) = (navigation, rootStack)
        return send { $0.screenTransition(id, transition, on: stack, in: state) }
    }

    /// The animation the last frame with one was shown with.
    var lastAnimation: Int? {
        log.reversed().lazy.compactMap { action -> Int? in
            if case .show(_, let animation?) = action { return animation }
            return nil
        }.first
    }
}

private func shows(_ actions: [SceneMachine.Action]) -> Int {
    actions.filter { if case .show = $0 { true } else { false } }.count
}

private func retained(_ actions: [SceneMachine.Action]) -> Set<AnyModule.ID>? {
    actions.lazy.compactMap { action -> Set<AnyModule.ID>? in
        if case .retainViews(let ids) = action { return ids }
        return nil
    }.last
}

@Suite struct SceneMachinePathTests {
    @Test func aShorterPath_isAppliedWhenItIsWritten_asOneChange() {
        let (first, second) = (screen(), screen())
        var scene = Scene(NavigationState(stack: [first, second]))
        scene.send { $0.screenAppeared(second.id) }
        let actions = scene.write([first])
        #expect(actions.first == .apply(.setStack([first], layer: .root)))
        #expect(actions.filter { if case .apply = $0 { true } else { false } }.count == 1)
        #expect(scene.navigation.stack.map(\.id) == [first.id])
        #expect(scene.shownStack == [first.id])
    }

    @Test func aPoppedScreensView_staysUntilItReportsLeaving() {
        let (first, second) = (screen(), screen())
        var scene = Scene(NavigationState(stack: [first, second]))
        scene.send { $0.screenAppeared(second.id) }
        let popped = scene.write([first])
        #expect(retained(popped) == nil)
        #expect(scene.machine.departing == [second.id])
        let left = scene.send { $0.screenDisappeared(second.id) }
        #expect(retained(left) == [scene.root.id, first.id])
        #expect(scene.machine.departing.isEmpty)
    }

    @Test func aPoppedScreenThatNeverReportsLeaving_isLetGoAfterTheReportTimeout() {
        let (first, second) = (screen(), screen())
        var scene = Scene(NavigationState(stack: [first, second]))
        scene.send { $0.screenAppeared(second.id) }
        scene.write([first])
        let actions = scene.send { $0.timerFired(.departures(batch: 1)) }
        #expect(retained(actions) == [scene.root.id, first.id])
    }

    @Test func aProgramPushAfterTheUsersPop_isKept_andShowsOnceThePopSettles() {
        let (first, second, pushed) = (screen(), screen(), screen(.deepLink))
        var scene = Scene(NavigationState(stack: [first, second]))
        scene.send { $0.screenAppeared(second.id) }
        scene.write([first])
        // The revealed screen's onAppear pushes, while the pop still animates.
        let held = scene.program(.push(pushed))
        #expect(shows(held) == 0)
        #expect(scene.shownStack == [first.id])
        let animation = scene.machine.animatingLayers.isEmpty ? nil : 1
        #expect(animation != nil)
        scene.send { $0.timerFired(.animation(1)) }
        #expect(scene.navigation.stack.map(\.id) == [first.id, pushed.id])
        #expect(scene.shownStack == [first.id, pushed.id])
    }

    @Test func aProgramPopAfterTheUsersPop_popsTheScreenUnderIt_once() {
        let (first, second) = (screen(), screen())
        var scene = Scene(NavigationState(stack: [first, second]))
        scene.send { $0.screenAppeared(second.id) }
        scene.write([first])
        scene.program(.pop(count: 1))
        #expect(scene.navigation.stack.isEmpty)
        scene.send { $0.timerFired(.animation(1)) }
        #expect(scene.shownStack.isEmpty)
    }

    @Test func aLateCopyOfAPopWrite_afterANewerPush_popsNothing() {
        let (first, second, pushed) = (screen(), screen(), screen(.deepLink))
        var scene = Scene(NavigationState(stack: [first, second]))
        scene.send { $0.screenAppeared(second.id) }
        scene.write([first])
        scene.program(.push(pushed))
        scene.send { $0.timerFired(.animation(1)) }
        let late = scene.write([first])
        #expect(late.isEmpty)
        #expect(scene.navigation.stack.map(\.id) == [first.id, pushed.id])
    }

    @Test func aPopWrittenAfterItsScreenReportedLeaving_stillPops() {
        let (first, second) = (screen(), screen())
        var scene = Scene(NavigationState(stack: [first, second]))
        scene.send { $0.screenAppeared(second.id) }
        // The swipe's own onDisappear can come before its path write.
        scene.send { $0.screenDisappeared(second.id) }
        scene.write([first])
        #expect(scene.navigation.stack.map(\.id) == [first.id])
    }

    @Test func aDoubledPopWrite_popsOnce() {
        let (first, second, third) = (screen(), screen(), screen())
        var scene = Scene(NavigationState(stack: [first, second, third]))
        scene.send { $0.screenAppeared(third.id) }
        scene.write([first, second])
        #expect(scene.write([first, second]).isEmpty)
        #expect(scene.navigation.stack.map(\.id) == [first.id, second.id])
    }

    @Test func aCancelledSwipe_writingTheLongerPathBack_restoresTheSameScreen() {
        let (first, second) = (screen(), screen())
        var scene = Scene(NavigationState(stack: [first, second]))
        scene.send { $0.screenAppeared(second.id) }
        scene.write([first])
        let restored = scene.write([first, second])
        #expect(restored.first == .apply(.setStack([first, second], layer: .root)))
        #expect(scene.navigation.stack.map(\.id) == [first.id, second.id])
        #expect(scene.machine.departing.isEmpty)
    }

    @Test func aCancelledSwipe_afterAProgramPush_keepsThePushOnTop() {
        let (first, second, pushed) = (screen(), screen(), screen(.deepLink))
        var scene = Scene(NavigationState(stack: [first, second]))
        scene.send { $0.screenAppeared(second.id) }
        scene.write([first])
        scene.program(.push(pushed))
        scene.write([first, second])
        #expect(scene.navigation.stack.map(\.id) == [first.id, second.id, pushed.id])
    }

    @Test func aPopWrittenAtTheSwipesStart_holdsTheStacksProgramChanges_untilThePoppedScreenLeaves() {
        let (first, second, pushed) = (screen(), screen(), screen(.deepLink))
        var scene = Scene(NavigationState(stack: [first, second]))
        scene.send { $0.screenAppeared(second.id) }
        let popped = scene.write([first])
        // The finger can still drive the pop once the settle time has passed.
        #expect(!popped.contains(.start(.animation(1), after: configuration.settleTime)))
        #expect(popped.contains(.start(.animation(1), after: configuration.reportTimeout)))
        #expect(shows(scene.program(.push(pushed))) == 0)
        #expect(scene.shownStack == [first.id])
        let left = scene.send { $0.screenDisappeared(second.id) }
        #expect(shows(left) == 1)
        #expect(scene.shownStack == [first.id, pushed.id])
        #expect(scene.machine.animatingLayers == [.root])
    }

    @Test func aPopWhoseScreenNeverReportsLeaving_releasesTheStackAfterTheReportTimeout_andReportsIt() {
        let (first, second, pushed) = (screen(), screen(), screen(.deepLink))
        var scene = Scene(NavigationState(stack: [first, second]))
        scene.send { $0.screenAppeared(second.id) }
        scene.write([first])
        scene.program(.push(pushed))
        let gaveUp = scene.send { $0.timerFired(.animation(1)) }
        #expect(gaveUp.first == .report(.popNeverEnded(second.id)))
        #expect(scene.machine.unexpectedEvents == 1)
        #expect(scene.shownStack == [first.id, pushed.id])
    }

    @Test func aPopWrittenAfterItsScreenReportedLeaving_holdsNothing_andLetsItsViewGo() {
        let (first, second, pushed) = (screen(), screen(), screen(.deepLink))
        var scene = Scene(NavigationState(stack: [first, second]))
        scene.send { $0.screenAppeared(second.id) }
        scene.send { $0.screenDisappeared(second.id) }
        let popped = scene.write([first])
        #expect(retained(popped) == [scene.root.id, first.id])
        #expect(scene.machine.animatingLayers.isEmpty)
        scene.program(.push(pushed))
        #expect(scene.shownStack == [first.id, pushed.id])
    }

    @Test func aCancelledSwipe_withAProgramPushWhileItRuns_showsTheKeptScreenAndThePush_asItEnds() {
        let (first, second, pushed) = (screen(), screen(), screen(.deepLink))
        var scene = Scene(NavigationState(stack: [first, second]))
        scene.send { $0.screenAppeared(second.id) }
        scene.write([first])
        scene.program(.push(pushed))
        #expect(scene.shownStack == [first.id])
        // The user lets go: SwiftUI writes the longer path back, and the gesture is over.
        let restored = scene.write([first, second])
        #expect(restored.contains(.cancel(.animation(1))))
        #expect(scene.navigation.stack.map(\.id) == [first.id, second.id, pushed.id])
        #expect(scene.shownStack == [first.id, second.id, pushed.id])
        #expect(scene.machine.departing.isEmpty)
    }

    @Test func aCancelledSwipe_afterAProgramPopOfTheScreenUnderIt_leavesTheProgramsStack() {
        let (first, second) = (screen(), screen())
        var scene = Scene(NavigationState(stack: [first, second]))
        scene.send { $0.screenAppeared(second.id) }
        scene.write([first])
        // The program pops the screen the swipe reveals: the kept one has nothing to go
        // back over, and moving it down the path would build it again.
        scene.program(.pop(count: 1))
        let restored = scene.write([first, second])
        #expect(!restored.contains { if case .apply = $0 { true } else { false } })
        #expect(scene.navigation.stack.isEmpty)
        #expect(scene.shownStack.isEmpty)
    }

    @Test func aPopUnderWayInTheBackground_givesUpOnlyOnceTheSceneIsActiveAgain() {
        let (first, second) = (screen(), screen())
        var scene = Scene(NavigationState(stack: [first, second]))
        scene.send { $0.screenAppeared(second.id) }
        scene.write([first])
        let suspended = scene.send { $0.activityChanged(.background) }
        #expect(suspended == [.cancel(.animation(1)), .cancel(.departures(batch: 1))])
        let resumed = scene.send { $0.activityChanged(.active) }
        #expect(resumed.first == .start(.animation(1), after: configuration.reportTimeout))
        #expect(scene.machine.animatingLayers == [.root])
    }

    @Test func aNavigationLinkWrite_pushesItsScreen() {
        let (first, linked) = (screen(), screen(.deepLink))
        var scene = Scene(NavigationState(stack: [first]))
        scene.write([first, linked])
        #expect(scene.navigation.stack.map(\.id) == [first.id, linked.id])
        #expect(scene.shownStack == [first.id, linked.id])
    }

    @Test func aProgramChangeAfterALinksPush_showsOnceTheScreenItCoveredLeaves() {
        let (first, linked, pushed) = (screen(), screen(.deepLink), screen())
        var scene = Scene(NavigationState(stack: [first]))
        scene.send { $0.screenAppeared(first.id) }
        scene.write([first, linked])
        scene.program(.push(pushed))
        #expect(scene.shownStack == [first.id, linked.id])
        // The covered screen leaves as the push ends: sooner than the settle time.
        let left = scene.send { $0.screenDisappeared(first.id) }
        #expect(shows(left) == 1)
        #expect(scene.shownStack == [first.id, linked.id, pushed.id])
    }

    @Test func aProgramChangeAfterALinksPushFromTheRoot_showsOnceTheRootLeaves() {
        let (linked, pushed) = (screen(.deepLink), screen())
        var scene = Scene(NavigationState(stack: []))
        let rootStack = StackID(layer: .root, pane: .main)
        scene.write([linked])
        scene.program(.push(pushed))
        #expect(scene.shownStack == [linked.id])
        // The root leaves as the push ends: sooner than the settle time.
        let left = scene.send { $0.stackRootDisappeared(rootStack) }
        #expect(shows(left) == 1)
        #expect(scene.shownStack == [linked.id, pushed.id])
        // A later leaving of the root, with no push from it under way, changes nothing.
        #expect(scene.send { $0.stackRootDisappeared(rootStack) }.isEmpty)
    }

    @Test func aWriteThatIsNeitherAPopNorAPush_changesNothing() {
        let (first, second) = (screen(), screen())
        var scene = Scene(NavigationState(stack: [first, second]))
        scene.send { $0.screenAppeared(second.id) }
        #expect(scene.write([screen(.deepLink)]).isEmpty)
        #expect(scene.navigation.stack.map(\.id) == [first.id, second.id])
    }

    @Test func aWriteFromAStackTheFrameNoLongerShows_changesNothing() {
        let sheet = AnyModule(ListModule(source: .mainScreen))
        var scene = Scene(NavigationState(stack: [screen()]))
        let state = scene.navigation
        let actions = scene.send {
            $0.pathWritten([], to: StackID(layer: .presented(sheet.id), pane: .main), in: state)
        }
        #expect(actions.isEmpty)
        let tab = StackID(layer: .root, pane: .tab(sheet.id))
        let fromATab = scene.send { $0.pathWritten([], to: tab, in: state) }
        #expect(fromATab.isEmpty)
    }
}

/// The ends of stack transitions as UIKit's transition coordinator reports them.
@Suite struct SceneMachineTransitionReportTests {
    @Test func aLinksPush_endsAtThePushedScreensReport_beforeTheCoveredScreenLeaves() {
        let (first, linked, pushed) = (screen(), screen(.deepLink), screen())
        var scene = Scene(NavigationState(stack: [first]))
        scene.send { $0.screenAppeared(first.id) }
        scene.write([first, linked])
        scene.program(.push(pushed))
        #expect(scene.shownStack == [first.id, linked.id])
        let ended = scene.report(linked.id, .ended(appearing: true, cancelled: false))
        #expect(shows(ended) == 1)
        #expect(scene.shownStack == [first.id, linked.id, pushed.id])
        // The covered screen's leaving, later, ends nothing more.
        #expect(shows(scene.send { $0.screenDisappeared(first.id) }) == 0)
    }

    @Test func aSwipeHeldPastTheReportTimeout_keepsTheStackWaiting_untilItsEndIsReported() {
        let (first, second, pushed) = (screen(), screen(), screen(.deepLink))
        var scene = Scene(NavigationState(stack: [first, second]))
        scene.send { $0.screenAppeared(second.id) }
        scene.report(second.id, .began(appearing: false, interactive: true))
        scene.write([first])
        scene.program(.push(pushed))
        let held = scene.send { $0.timerFired(.animation(2)) }
        #expect(held == [.start(.animation(2), after: configuration.reportTimeout)])
        #expect(scene.machine.unexpectedEvents == 0)
        #expect(scene.shownStack == [first.id])
        let ended = scene.report(second.id, .ended(appearing: false, cancelled: false))
        #expect(shows(ended) == 1)
        #expect(scene.shownStack == [first.id, pushed.id])
    }

    @Test func aSwipeWhoseEndNeverComes_isGivenUpAfterTheLongestSwipeWait_andReported() {
        let (first, second) = (screen(), screen())
        var scene = Scene(NavigationState(stack: [first, second]))
        scene.send { $0.screenAppeared(second.id) }
        scene.report(second.id, .began(appearing: false, interactive: true))
        scene.write([first])
        var restarts = 0
        var last: [SceneMachine.Action] = []
        for _ in 0..<100 {
            last = scene.send { $0.timerFired(.animation(2)) }
            guard last == [.start(.animation(2), after: configuration.reportTimeout)] else { break }
            restarts += 1
        }
        #expect(Duration.seconds(2) * (restarts + 1) == SceneMachine.longestSwipeWait)
        #expect(last.first == .report(.popNeverEnded(second.id)))
        #expect(scene.machine.animatingLayers.isEmpty)
    }

    @Test func aCancelledSwipe_putsTheScreenBackAtItsReport_andTheLongerPathWrittenLaterChangesNothing() {
        let (first, second, pushed) = (screen(), screen(), screen(.deepLink))
        var scene = Scene(NavigationState(stack: [first, second]))
        scene.send { $0.screenAppeared(second.id) }
        scene.report(second.id, .began(appearing: false, interactive: true))
        scene.write([first])
        scene.program(.push(pushed))
        let kept = scene.report(second.id, .ended(appearing: false, cancelled: true))
        #expect(kept.contains(.cancel(.animation(2))))
        #expect(scene.navigation.stack.map(\.id) == [first.id, second.id, pushed.id])
        #expect(scene.shownStack == [first.id, second.id, pushed.id])
        #expect(scene.machine.departing.isEmpty)
        let writtenBack = scene.write([first, second, pushed])
        #expect(!writtenBack.contains { if case .apply = $0 { true } else { false } })
        #expect(scene.navigation.stack.map(\.id) == [first.id, second.id, pushed.id])
    }

    @Test func anOnDisappearDuringASwipe_keepsTheScreenBuilt_untilTheSwipeEnds() {
        let (first, second) = (screen(), screen())
        for cancelled in [true, false] {
            var scene = Scene(NavigationState(stack: [first, second]))
            scene.send { $0.screenAppeared(second.id) }
            scene.report(second.id, .began(appearing: false, interactive: true))
            scene.write([first])
            #expect(scene.send { $0.screenDisappeared(second.id) }.isEmpty)
            #expect(scene.machine.departing == [second.id])
            let ended = scene.report(second.id, .ended(appearing: false, cancelled: cancelled))
            #expect(scene.machine.departing.isEmpty)
            #expect(scene.navigation.stack.map(\.id) == (cancelled ? [first.id, second.id] : [first.id]))
            if !cancelled { #expect(retained(ended) == [scene.root.id, first.id]) }
        }
    }

    @Test func aSwipeWhoseEndWasNeverReported_isOverAtTheScreensNextTransition() {
        let (first, second, pushed) = (screen(), screen(), screen(.deepLink))
        var scene = Scene(NavigationState(stack: [first, second]))
        scene.send { $0.screenAppeared(second.id) }
        // A swipe that wrote nothing, whose cancelled end was lost; then the back button.
        scene.report(second.id, .began(appearing: false, interactive: true))
        scene.report(second.id, .began(appearing: false, interactive: false))
        scene.write([first])
        scene.program(.push(pushed))
        let left = scene.send { $0.screenDisappeared(second.id) }
        #expect(shows(left) == 1)
        #expect(scene.shownStack == [first.id, pushed.id])
    }

    @Test func aSwipeSwiftUIWritesOnlyAsItCommits_holdsTheStacksProgramChanges_fromItsReportedStart() {
        for endedFirst in [true, false] {
            let (first, second, pushed) = (screen(), screen(), screen(.deepLink))
            var scene = Scene(NavigationState(stack: [first, second]))
            scene.send { $0.screenAppeared(second.id) }
            scene.report(second.id, .began(appearing: false, interactive: true))
            #expect(shows(scene.program(.push(pushed))) == 0)
            #expect(scene.shownStack == [first.id, second.id])
            if endedFirst {
                let ended = scene.report(second.id, .ended(appearing: false, cancelled: false))
                // UIKit popped; SwiftUI's write is still to come, and the push waits for it.
                #expect(shows(ended) == 0)
                scene.write([first])
            } else {
                scene.write([first])
                #expect(scene.shownStack == [first.id])
                scene.report(second.id, .ended(appearing: false, cancelled: false))
            }
            #expect(scene.navigation.stack.map(\.id) == [first.id, pushed.id])
            #expect(scene.shownStack == [first.id, pushed.id])
        }
    }

    @Test func aCancelledSwipe_afterAProgramPopOfTheRevealedScreen_endsAlike_whicheverComesFirst() {
        for reportFirst in [true, false] {
            let (first, second) = (screen(), screen())
            var scene = Scene(NavigationState(stack: [first, second]))
            scene.send { $0.screenAppeared(second.id) }
            scene.report(second.id, .began(appearing: false, interactive: true))
            scene.write([first])
            scene.program(.pop(count: 1))
            let cancel = { (scene: inout Scene) in
                scene.report(second.id, .ended(appearing: false, cancelled: true))
            }
            if reportFirst {
                _ = cancel(&scene)
                // SwiftUI writes the longer path back, naming screens the program took away.
                let stale = scene.write([first, second])
                #expect(!stale.contains { if case .apply = $0 { true } else { false } })
            } else {
                scene.write([first, second])
                _ = cancel(&scene)
            }
            #expect(scene.navigation.stack.isEmpty)
            #expect(scene.shownStack.isEmpty)
        }
    }

    @Test func aReportNothingWaitsFor_changesNothing() {
        let (first, pushed) = (screen(), screen(.deepLink))
        var scene = Scene(NavigationState(stack: [first]))
        scene.program(.push(pushed))
        for report in [
            ScreenTransition.began(appearing: true, interactive: false), .ended(appearing: true, cancelled: false),
            .ended(appearing: false, cancelled: true), .ended(appearing: false, cancelled: false),
        ] {
            #expect(scene.report(pushed.id, report).isEmpty)
        }
        #expect(scene.navigation.stack.map(\.id) == [first.id, pushed.id])
    }
}

@Suite struct SceneMachineAnimationTests {
    @Test func programChangesDuringAPushAnimation_waitAndGoOutAsOneChange() {
        let (first, second, third) = (screen(), screen(), screen())
        var scene = Scene(NavigationState())
        let pushed = scene.program(.push(first))
        #expect(shows(pushed) == 1)
        #expect(scene.program(.push(second)).isEmpty == false || scene.shownStack == [first.id])
        scene.program(.push(third))
        #expect(scene.shownStack == [first.id])
        let completed = scene.send { $0.animationCompleted(1) }
        #expect(shows(completed) == 1)
        #expect(scene.shownStack == [first.id, second.id, third.id])
    }

    @Test func aStackChangeWithNoAnimationInFlight_showsAtOnce() {
        let first = screen()
        var scene = Scene(NavigationState())
        scene.program(.push(first))
        #expect(scene.shownStack == [first.id])
        #expect(scene.machine.animatingLayers == [.root])
    }

    @Test func aPresentation_waitsForTheStackAnimationInFlight() {
        let sheet = AnyModule(ListModule(source: .mainScreen))
        var scene = Scene(NavigationState())
        scene.program(.push(screen()))
        scene.program(.present(sheet, style: .sheet(SheetOptions())))
        #expect(scene.machine.displayed.presentations.isEmpty)
        scene.send { $0.animationCompleted(1) }
        #expect(scene.machine.displayed.presentations.map(\.id) == [sheet.id])
    }

    @Test func anAnimationNeverStarted_isReportedAndChangesNothing() {
        var scene = Scene(NavigationState())
        let actions = scene.send { $0.animationCompleted(42) }
        #expect(actions == [.report(.animationNeverStarted(42))])
        #expect(scene.machine.unexpectedEvents == 1)
    }

    @Test func aTimerNeverStarted_isReportedAndChangesNothing() {
        var scene = Scene(NavigationState())
        let actions = scene.send { $0.timerFired(.settle(step: 99)) }
        #expect(actions == [.report(.timerNeverStarted(.settle(step: 99)))])
        #expect(scene.machine.unexpectedEvents == 1)
    }
}

@Suite struct SceneMachineLayerTests {
    private let sheet = AnyModule(ListModule(source: .mainScreen))

    @Test func aPresentation_waitsForTheRootLayerToAppear() {
        var state = NavigationState()
        state.apply(.present(sheet, style: .sheet(SheetOptions())))
        var scene = Scene(state, appeared: false)
        #expect(scene.machine.displayed.presentations.isEmpty)
        scene.send { $0.rootAppeared() }
        #expect(scene.machine.displayed.presentations.map(\.id) == [sheet.id])
    }

    @Test func aPresentationAskedForAgain_waitsLongerEachTime_andIsGivenUpOnlyAfterTheLimit() {
        var scene = Scene(NavigationState())
        scene.program(.present(sheet, style: .sheet(SheetOptions())))
        var waits: [Duration] = []
        for _ in 0...SceneMachine.retryLimit {
            guard case .settling(let step) = scene.machine.phase else { break }
            let actions =
                scene.send { $0.timerFired(.settle(step: step.number)) }
                + scene.send { $0.timerFired(.report(step: step.number)) }
            // The take-back's own step settles, and the sheet is asked for again.
            guard case .settling(let retraction) = scene.machine.phase else { break }
            let again = scene.send { $0.timerFired(.settle(step: retraction.number)) }
            _ = actions
            for case .start(.report, let wait) in again { waits.append(wait) }
        }
        #expect(waits.count == SceneMachine.retryLimit)
        #expect(waits.first == .seconds(4))
        #expect(waits.last == SceneMachine.longestReportWait)
        #expect(waits == waits.sorted())
        #expect(scene.machine.displayed.presentations.map(\.id) == [sheet.id])
    }

    @Test func aPresentationWhoseAppearanceNeverComes_isTakenBackAndAskedForAgain() {
        var scene = Scene(NavigationState())
        scene.program(.present(sheet, style: .sheet(SheetOptions())))
        scene.send { $0.timerFired(.settle(step: 1)) }
        scene.send { $0.timerFired(.report(step: 1)) }
        #expect(scene.machine.displayed.presentations.isEmpty)
        scene.send { $0.timerFired(.settle(step: 2)) }
        scene.send { $0.timerFired(.report(step: 2)) }
        #expect(scene.machine.displayed.presentations.map(\.id) == [sheet.id])
    }

    @Test func aSheetSwipedDown_dismissesItsLayer_andLeavesTheScreenAtOnce() {
        var scene = Scene(NavigationState())
        scene.program(.present(sheet, style: .sheet(SheetOptions())))
        scene.send { $0.layerAppeared(sheet.id) }
        let state = scene.navigation
        let presentedAt = scene.machine.presentedAt(sheet.id)
        scene.send { $0.presentationDismissed(sheet.id, presentedAt: presentedAt, tapOutside: false, in: state) }
        #expect(scene.navigation.presentations.isEmpty)
        #expect(scene.machine.displayed.presentations.isEmpty)
        #expect(scene.machine.leaving.map(\.layer.id) == [.presented(sheet.id)])
        scene.send { $0.layerDisappeared(sheet.id) }
        #expect(scene.machine.leaving.isEmpty)
    }

    @Test func aDismissalWrittenForAnEarlierAppearance_isStale() {
        var scene = Scene(NavigationState())
        scene.program(.present(sheet, style: .sheet(SheetOptions())))
        let state = scene.navigation
        let actions = scene.send {
            $0.presentationDismissed(sheet.id, presentedAt: 0, tapOutside: false, in: state)
        }
        #expect(actions.isEmpty)
        #expect(scene.navigation.presentations.count == 1)
    }

    @Test func aTapOutsideAPopup_dismissesItInAStepOfItsOwn() {
        var scene = Scene(NavigationState())
        scene.program(.present(sheet, style: .popup(PopupOptions())))
        scene.send { $0.layerAppeared(sheet.id) }
        scene.send { $0.timerFired(.settle(step: 1)) }
        let state = scene.navigation
        let presentedAt = scene.machine.presentedAt(sheet.id)
        scene.send { $0.presentationDismissed(sheet.id, presentedAt: presentedAt, tapOutside: true, in: state) }
        #expect(scene.navigation.presentations.isEmpty)
        // SwiftUI does not dismiss a popup by itself: the step that dismisses it waits
        // for its content to leave.
        #expect(scene.machine.leaving.map(\.layer.id) == [.presented(sheet.id)])
        #expect(scene.machine.phase != .idle)
    }

    @Test func aBackgroundedScene_givesUpOnNoReport_andStartsItsTimersAgainWhenActive() {
        var scene = Scene(NavigationState())
        scene.program(.present(sheet, style: .sheet(SheetOptions())))
        let suspended = scene.send { $0.activityChanged(.background) }
        #expect(suspended == [.cancel(.settle(step: 1)), .cancel(.report(step: 1))])
        // A timer that fired anyway is ignored: the sheet is not taken back.
        scene.send { $0.timerFired(.report(step: 1)) }
        #expect(scene.machine.displayed.presentations.map(\.id) == [sheet.id])
        let resumed = scene.send { $0.activityChanged(.active) }
        #expect(resumed.contains(.start(.report(step: 1), after: configuration.reportTimeout)))
        scene.send { $0.layerAppeared(sheet.id) }
        scene.send { $0.timerFired(.settle(step: 1)) }
        #expect(scene.machine.phase == .idle)
    }

    @Test func aStepInFlightWhenTheSceneWentAway_waitsOnlyForItsReportsOnceActive() {
        var scene = Scene(NavigationState())
        scene.program(.present(sheet, style: .sheet(SheetOptions())))
        scene.send { $0.activityChanged(.background) }
        // Its transition ended in the background: no settle time again.
        let resumed = scene.send { $0.activityChanged(.active) }
        #expect(!resumed.contains { if case .start(.settle, _) = $0 { true } else { false } })
        #expect(resumed.contains(.start(.report(step: 1), after: configuration.reportTimeout)))
        scene.send { $0.layerAppeared(sheet.id) }
        #expect(scene.machine.phase == .idle)
    }

    @Test func aReportedStepInFlightWhenTheSceneWentAway_endsAsSoonAsItIsActive() {
        var scene = Scene(NavigationState())
        scene.program(.present(sheet, style: .sheet(SheetOptions())))
        scene.send { $0.layerAppeared(sheet.id) }
        scene.send { $0.activityChanged(.background) }
        scene.send { $0.activityChanged(.active) }
        #expect(scene.machine.phase == .idle)
    }

    @Test func changesMadeInTheBackground_showOnceTheSceneIsActive() {
        var scene = Scene(NavigationState())
        scene.send { $0.activityChanged(.background) }
        let pushed = screen()
        #expect(shows(scene.program(.push(pushed))) == 0)
        #expect(scene.shownStack.isEmpty)
        scene.send { $0.activityChanged(.active) }
        #expect(scene.shownStack == [pushed.id])
    }
}

@Suite struct SceneMachineAlertTests {
    private func alert(_ title: String, action: (() -> Void)? = nil) -> NavigationAlert {
        NavigationAlert(title: title, buttons: [NavigationAlert.Button("OK", action: action)])
    }

    @Test func anAlert_waitsForItsAppearanceReport() {
        var scene = Scene(NavigationState())
        let shown = alert("One")
        scene.program(.showAlert(shown))
        #expect(scene.machine.phase == .settling(.init(number: 1, awaiting: [.alert(shown.id)], settled: false)))
        scene.send { $0.alertAppeared(shown.id) }
        scene.send { $0.timerFired(.settle(step: 1)) }
        #expect(scene.machine.phase == .idle)
    }

    @Test func aDroppedAlert_isAskedForAgain_andTheNextAlertStillShows() {
        var scene = Scene(NavigationState())
        let (first, second) = (alert("One"), alert("Two"))
        scene.program(.showAlert(first))
        scene.program(.showAlert(second))
        scene.send { $0.timerFired(.settle(step: 1)) }
        scene.send { $0.timerFired(.report(step: 1)) }
        #expect(scene.machine.displayed.alert == nil)
        scene.send { $0.timerFired(.settle(step: 2)) }
        #expect(scene.machine.displayed.alert?.id == first.id)
        scene.send { $0.alertAppeared(first.id) }
        scene.send { $0.alertButtonTapped(first.buttons[0], of: first) }
        // The tap reaches the navigation through the session; here, as it would.
        scene.program(.dismissAlert)
        scene.send { $0.timerFired(.settle(step: 4)) }
        #expect(scene.machine.displayed.alert?.id == second.id)
    }

    @Test func anAlertsButton_afterItsBindingDismissedIt_stillRunsItsAction() {
        var scene = Scene(NavigationState())
        let shown = alert("One")
        scene.program(.showAlert(shown))
        scene.send { $0.alertAppeared(shown.id) }
        let state = scene.navigation
        scene.send { $0.alertDismissed(shown.id, in: state) }
        #expect(scene.navigation.alert == nil)
        let tapped = scene.send { $0.alertButtonTapped(shown.buttons[0], of: shown) }
        #expect(tapped.first == .tap(shown.buttons[0], of: shown, runsActionIfGone: true))
    }

    @Test func anAlertsButton_beforeItsBinding_runsItsActionThroughTheNavigationOnly() {
        var scene = Scene(NavigationState())
        let shown = alert("One")
        scene.program(.showAlert(shown))
        let tapped = scene.send { $0.alertButtonTapped(shown.buttons[0], of: shown) }
        #expect(tapped.first == .tap(shown.buttons[0], of: shown, runsActionIfGone: false))
    }
}

@Suite struct ScreenElementTests {
    @Test func twoAppearancesOfEqualModules_areTwoScreens() {
        let (first, second) = (screen(.deepLink), screen(.deepLink))
        #expect(first == second)
        #expect(ScreenElement(first) != ScreenElement(second))
        #expect(Set([ScreenElement(first), ScreenElement(second)]).count == 2)
    }

    @Test func oneAppearance_isOneScreen() {
        let module = screen()
        #expect(ScreenElement(module) == ScreenElement(module))
        #expect(ScreenElement(module).id == module.id)
    }
}

@Suite struct PresentationRuleTests {
    @Test func everyRuleTheModelOfSwiftUIPlays_isOneTheAdapterNames() {
        let named = Set(PresentationRule.allCases.flatMap(\.sections))
        let played = Set(SwiftUIRule.allCases.map(\.section))
        #expect(played.subtracting(named).sorted() == [])
    }
}
