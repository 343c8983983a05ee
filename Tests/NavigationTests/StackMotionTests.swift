import Navigation
import Testing

private struct Plain: Module {
    let name: String
    func build(container: Container) -> some View { EmptyView() }
}

/// The stacks' sub-machine on its own: what UIKit's reports and readings end.
@Suite @MainActor struct StackMotionTests {
    private let a = AnyModule(Plain(name: "a"))
    private let b = AnyModule(Plain(name: "b"))

    /// A program change from `[a]` to `[a, b]` on the root stack, not yet rendered.
    private func pushed() -> StackMotion {
        var stacks = StackMotion()
        stacks.shown([a, b], over: [a], on: .layer(.root), of: .root)
        return stacks
    }

    private func reading(pushed: Int, moving: Bool = false) -> SceneReading {
        SceneReading(
            presented: [], stacks: [.layer(.root): SceneReading.Stack(pushed: pushed, isTransitioning: moving)])
    }

    @Test func aReadingAtRestBeforeTheChangeRendered_endsNothing_theNextOneDoes() async {
        var stacks = pushed()
        // Taken in the turn that published the change: UIKit still shows the old stack.
        #expect(stacks.read(reading(pushed: 1)) { _ in true }.isEmpty)
        #expect(stacks.motions[.root] != nil)
        #expect(stacks.read(reading(pushed: 2)) { _ in true } == [.over(.root)])
        #expect(stacks.motions.isEmpty)
    }

    @Test func aReadingAtRestShowingTheNewDepth_endsTheChangeAtOnce() async {
        var stacks = pushed()
        // UIKit holds two screens, which it did not before the change: it has the frame.
        #expect(stacks.read(reading(pushed: 2)) { _ in true } == [.over(.root)])
    }

    @Test func aNewTopAtTheSameDepth_needsASecondReadingAtRest() async {
        let c = AnyModule(Plain(name: "c"))
        var stacks = StackMotion()
        stacks.shown([a, c], over: [a, b], on: .layer(.root), of: .root)
        // The depth says nothing of which top UIKit holds.
        #expect(stacks.read(reading(pushed: 2)) { _ in true }.isEmpty)
        #expect(stacks.read(reading(pushed: 2)) { _ in true }.contains(.over(.root)))
    }

    @Test func aReadingAtRestAfterSwiftUISaidSomething_endsTheChange() async {
        var stacks = pushed()
        stacks.screenAppeared(b.id)
        #expect(stacks.read(reading(pushed: 2)) { _ in true } == [.over(.root)])
    }

    @Test func theUsersSwipeOfATopTheProgramBrought_isTheUsersPop() async {
        var stacks = pushed()
        // The top was never reported appearing (it came while covered), but UIKit hides it
        // in a swipe: it is on screen, and the program's change is over there.
        #expect(!stacks.canBePopped(b.id))
        stacks.transitionBegan(
            b.id, appearing: false, interactive: true, on: .layer(.root), of: .root, top: b.id, depth: 2)
        #expect(stacks.canBePopped(b.id))
        #expect(stacks.isLeaving(b.id, of: .root, popping: 1))
    }
}
