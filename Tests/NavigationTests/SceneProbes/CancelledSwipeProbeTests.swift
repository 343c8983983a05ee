import Navigation
import Testing

// A swipe back the user starts and then lets go of: the screen stays. SwiftUI writes
// the shorter path when the gesture starts and the longer one back when it is
// cancelled; the kept screen may or may not report `onAppear` again, before or after
// the write-back, and may report `onDisappear` first. Whatever the order, the kept
// screen stays, keeps its view, and can still be popped for real.

@Suite @MainActor struct CancelledSwipeProbeTests {
    enum Order: CaseIterable {
        /// Only the longer path written back.
        case writeBackOnly
        /// The write-back, then `onAppear` of the kept screen.
        case writeBackThenAppear
        /// `onAppear` of the kept screen, then the write-back.
        case appearThenWriteBack
        /// `onDisappear` and `onAppear` of the kept screen, then the write-back.
        case disappearAppearThenWriteBack

        /// The orders the adapter handles; the last one fails (KnownFailureProbeTests).
        static let passing: [Order] = [.writeBackOnly, .writeBackThenAppear, .appearThenWriteBack]
    }

    private func cancelledSwipe(_ order: Order, in scene: ProbeScene, held: Duration = .milliseconds(400)) {
        let stack = scene.stack()!
        let full = stack.binding.path
        let kept = full.last!
        scene.holdSwipe(on: stack.id)
        scene.userWrites(Array(full.dropLast()), to: stack)
        scene.wait(held)
        scene.releaseSwipe(on: stack.id, cancelled: true)
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

    @Test(arguments: Order.passing)
    func theKeptScreenStays_withItsView_andCanBePoppedLater(_ order: Order) async {
        let scene = ProbeScene()
        scene.navigation.setStack([scene.screen("a"), scene.screen("b")])
        scene.settle()
        cancelledSwipe(order, in: scene)
        scene.settle()
        #expect(scene.statePath == ["a", "b"])
        #expect(scene.mismatches() == [])
        #expect(scene.rebuilt() == [:])
        // Later, a real swipe back.
        let stack = scene.stack()!
        guard stack.binding.path.count == 2 else { return }
        let b = stack.binding.path[1]
        scene.userWrites(Array(stack.binding.path.prefix(1)), to: stack)
        stack.disappeared(b)
        scene.settle()
        #expect(scene.statePath == ["a"])
        #expect(scene.mismatches() == [])
    }

    @Test(arguments: Order.passing)
    func theKeptScreenStays_whenTheFingerWasHeldLong(_ order: Order) async {
        let scene = ProbeScene()
        scene.navigation.setStack([scene.screen("a"), scene.screen("b")])
        scene.settle()
        // The finger rests mid-swipe for three seconds before letting go.
        cancelledSwipe(order, in: scene, held: .seconds(3))
        // Nothing else comes for a long while.
        scene.wait(.seconds(30))
        scene.settle()
        #expect(scene.statePath == ["a", "b"])
        #expect(scene.mismatches() == [])
        #expect(scene.rebuilt() == [:], "the kept screen was on screen all along")
    }

    @Test(arguments: Order.passing)
    func aProgramPushDuringTheCancelledSwipe_keepsBothScreens(_ order: Order) async {
        let scene = ProbeScene()
        scene.navigation.setStack([scene.screen("a"), scene.screen("b")])
        scene.settle()
        let stack = scene.stack()!
        let full = stack.binding.path
        let kept = full[1]
        scene.userWrites([full[0]], to: stack)
        scene.navigation.push(ProbeScreen(name: "c", log: scene.log))
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
        scene.settle()
        let path = scene.statePath
        #expect(path.filter { $0 == "b" }.count == 1, "the kept screen, once: \(path)")
        #expect(path.filter { $0 == "c" }.count == 1, "the pushed screen, once: \(path)")
        #expect(scene.mismatches() == [])
    }

    @Test func aSwipeCancelledTwiceInARow_keepsTheScreenOnce() async {
        let scene = ProbeScene()
        scene.navigation.setStack([scene.screen("a"), scene.screen("b")])
        scene.settle()
        cancelledSwipe(.writeBackOnly, in: scene)
        cancelledSwipe(.writeBackThenAppear, in: scene)
        scene.settle()
        #expect(scene.statePath == ["a", "b"])
        #expect(scene.mismatches() == [])
        #expect(scene.rebuilt() == [:])
    }

    @Test(arguments: [false, true])
    func aSwipeCancelledWhileItsPushStillAnimates_keepsTheScreensView(withASheetWaiting: Bool) async {
        let scene = ProbeScene()
        scene.navigation.push(ProbeScreen(name: "a", log: scene.log))
        scene.settle()
        scene.navigation.push(ProbeScreen(name: "b", log: scene.log))
        // `b` appeared; its push animation has not reported completing.
        scene.react()
        if withASheetWaiting { scene.navigation.present(sheet: ProbeScreen(name: "sheet", log: scene.log)) }
        let stack = scene.stack()!
        let full = stack.binding.path
        scene.userWrites([full[0]], to: stack)
        scene.wait(.milliseconds(430))
        scene.userWrites(full, to: stack)
        scene.endAnimations()
        scene.settle()
        #expect(scene.statePath == ["a", "b"])
        #expect(scene.mismatches() == [])
        #expect(scene.rebuilt() == [:])
    }
}
