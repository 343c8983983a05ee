import Navigation
import Testing

// The cases KnownFailureProbeTests records on a platform without transition coordinator
// reports, played again with them: UIKit tells the popped screen and the one it reveals
// that the interactive pop began, and when its animation ended, cancelled or not. With
// those reports the adapter need not guess from `onDisappear` or a timeout when a swipe
// is over, so a finger held long and callbacks in any order leave the screens as the
// user sees them.

@Suite @MainActor struct TransitionReportProbeTests {
    /// Where the coordinator's `ended` reports come against the callbacks SwiftUI sends as
    /// the gesture ends: UIKit fixes no order between them.
    enum Ending: CaseIterable {
        /// The `ended` reports, then the callbacks.
        case reportsFirst
        /// The callbacks, then the `ended` reports.
        case callbacksFirst
    }

    /// A scene with reports on, showing `names` pushed over the root, settled.
    private func scene(showing names: [String]) -> ProbeScene {
        let scene = ProbeScene()
        scene.reportsTransitions = true
        scene.navigation.setStack(names.map(scene.screen))
        scene.settle()
        return scene
    }

    /// The user's swipe back on the root layer's stack begins: the top screen and the
    /// pushed screen it reveals hear of the interactive pop, then SwiftUI writes the
    /// shorter path. Returns the stack, its full path and the top screen.
    private func startSwipe(in scene: ProbeScene) -> (stack: StackFrame, full: [ScreenElement], top: ScreenElement) {
        let stack = scene.stack()!
        let full = stack.binding.path
        let top = full.last!
        scene.beginTransition(of: top, in: stack, appearing: false, interactive: true)
        if full.count > 1 {
            scene.beginTransition(of: full[full.count - 2], in: stack, appearing: true, interactive: true)
        }
        scene.userWrites(Array(full.dropLast()), to: stack)
        return (stack, full, top)
    }

    /// The gesture ends: `callbacks` (what SwiftUI sends) and the coordinator's `ended`
    /// reports, in the order `ending` says.
    private func endSwipe(in scene: ProbeScene, cancelled: Bool, _ ending: Ending, callbacks: () -> Void) {
        if ending == .reportsFirst { scene.endTransitions(cancelled: cancelled) }
        callbacks()
        if ending == .callbacksFirst { scene.endTransitions(cancelled: cancelled) }
    }

    /// SwiftUI's callbacks as a cancelled swipe ends, in `order`.
    private func cancelCallbacks(
        _ order: CancelledSwipeProbeTests.Order, kept: ScreenElement, full: [ScreenElement], in scene: ProbeScene,
        stack: StackFrame
    ) {
        switch order {
        case .writeBackOnly:
            scene.userWrites(full, to: stack)
        case .writeBackThenAppear:
            scene.userWrites(full, to: stack)
            stack.appeared(kept)
        case .appearThenWriteBack:
            stack.appeared(kept)
            scene.userWrites(full, to: stack)
        case .disappearAppearThenWriteBack:
            stack.disappeared(kept)
            stack.appeared(kept)
            scene.userWrites(full, to: stack)
        }
    }

    @Test(arguments: CancelledSwipeProbeTests.Order.allCases, Ending.allCases)
    func aSwipeHeldPastTheReportTimeoutThenCancelled_keepsTheScreensView(
        _ order: CancelledSwipeProbeTests.Order, _ ending: Ending
    ) async {
        let scene = scene(showing: ["a", "b"])
        let (stack, full, kept) = startSwipe(in: scene)
        // The finger rests mid-swipe for three seconds before letting go.
        scene.wait(.seconds(3))
        endSwipe(in: scene, cancelled: true, ending) {
            cancelCallbacks(order, kept: kept, full: full, in: scene, stack: stack)
        }
        scene.wait(.seconds(30))
        scene.settle()
        #expect(scene.statePath == ["a", "b"])
        #expect(scene.mismatches() == [])
        #expect(scene.rebuilt() == [:], "the kept screen was on screen all along")
    }

    @Test(arguments: Ending.allCases)
    func aCancelledSwipeWhoseScreenReportedLeavingFirst_keepsTheScreensView_andCanBePoppedLater(
        _ ending: Ending
    ) async {
        let scene = scene(showing: ["a", "b"])
        let (stack, full, kept) = startSwipe(in: scene)
        scene.wait(.milliseconds(400))
        endSwipe(in: scene, cancelled: true, ending) {
            cancelCallbacks(.disappearAppearThenWriteBack, kept: kept, full: full, in: scene, stack: stack)
        }
        scene.settle()
        #expect(scene.statePath == ["a", "b"])
        #expect(scene.mismatches() == [])
        #expect(scene.rebuilt() == [:])
        // Later, a real swipe back.
        let (_, _, popped) = startSwipe(in: scene)
        endSwipe(in: scene, cancelled: false, ending) { stack.disappeared(popped) }
        scene.settle()
        #expect(scene.statePath == ["a"])
        #expect(scene.mismatches() == [])
    }

    @Test(arguments: Ending.allCases)
    func aCancelledSwipeWhoseScreenReportedLeavingFirst_withAProgramPush_keepsBothScreens(_ ending: Ending) async {
        let scene = scene(showing: ["a", "b"])
        let (stack, full, kept) = startSwipe(in: scene)
        scene.navigation.push(ProbeScreen(name: "c", log: scene.log))
        endSwipe(in: scene, cancelled: true, ending) {
            cancelCallbacks(.disappearAppearThenWriteBack, kept: kept, full: full, in: scene, stack: stack)
        }
        scene.settle()
        let path = scene.statePath
        #expect(path.filter { $0 == "b" }.count == 1, "the kept screen, once: \(path)")
        #expect(path.filter { $0 == "c" }.count == 1, "the pushed screen, once: \(path)")
        #expect(scene.mismatches() == [])
    }

    @Test(arguments: Ending.allCases)
    func aProgramPushDuringASwipeHeldPastTheReportTimeout_waitsForTheGestureToEnd(_ ending: Ending) async {
        let scene = scene(showing: ["a", "b"])
        let (stack, _, popped) = startSwipe(in: scene)
        let shownAtStart = scene.frame.number
        scene.wait(.seconds(2))
        scene.navigation.push(ProbeScreen(name: "c", log: scene.log))
        scene.wait(.seconds(2))
        // SwiftUI drops a path change made while its interactive pop runs.
        #expect(ProbeScene.names(scene.stack()!.binding.path) == ["a"], "the push went out mid-gesture")
        #expect(scene.frame.number == shownAtStart)
        endSwipe(in: scene, cancelled: false, ending) { stack.disappeared(popped) }
        scene.settle()
        #expect(scene.statePath == ["a", "c"])
        #expect(scene.mismatches() == [])
    }

    @Test func aProgramPushDuringASwipeWrittenAtItsEnd_waitsForIt() async {
        let scene = scene(showing: ["a", "b"])
        let stack = scene.stack()!
        let full = stack.binding.path
        // Before iOS 18 SwiftUI writes the shorter path only as the pop commits: the
        // coordinator's reports are all that tell of the gesture.
        scene.beginTransition(of: full[1], in: stack, appearing: false, interactive: true)
        scene.beginTransition(of: full[0], in: stack, appearing: true, interactive: true)
        scene.wait(.milliseconds(200))
        scene.navigation.push(ProbeScreen(name: "c", log: scene.log))
        scene.wait(.milliseconds(200))
        #expect(ProbeScene.names(scene.stack()!.binding.path) == ["a", "b"], "the push went out mid-gesture")
        scene.userWrites([full[0]], to: stack)
        stack.disappeared(full[1])
        scene.endTransitions()
        scene.settle()
        #expect(scene.statePath == ["a", "c"])
        #expect(scene.mismatches() == [])
    }

    // Fails in both orders: see KnownFailureProbeTests.
    func aProgramPopDuringACancelledSwipe_showsOnePathAsTheSwipeEnds(_ ending: Ending) async {
        let scene = scene(showing: ["a", "b"])
        let (stack, full, _) = startSwipe(in: scene)
        // The revealed screen's presenter pops it while the finger is still down.
        scene.navigation.pop()
        scene.wait(.milliseconds(600))
        let before = scene.frame.number
        endSwipe(in: scene, cancelled: true, ending) { scene.userWrites(full, to: stack) }
        #expect(scene.frame.number - before <= 1, "the swipe's end shows two paths in a row")
        scene.settle()
        let path = scene.statePath
        #expect(path.filter { $0 == "b" }.count == 1, "the kept screen, once: \(path)")
        #expect(scene.mismatches() == [])
        #expect(scene.rebuilt() == [:])
    }

    @Test func aProgramPushWithReports_reportsItsStartAndItsEnd() async {
        let scene = scene(showing: ["a"])
        scene.navigation.push(ProbeScreen(name: "b", log: scene.log))
        scene.settle()
        #expect(scene.statePath == ["a", "b"])
        #expect(scene.mismatches() == [])
        let reports = scene.trace.compactMap { line in
            line.range(of: "transition ").map { String(line[$0.lowerBound...]) }
        }
        #expect(
            reports == [
                "transition began showing a", "transition ended showing a",
                "transition began showing b", "transition began hiding a",
                "transition ended showing b", "transition ended hiding a",
            ])
    }
}
