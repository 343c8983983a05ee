import Navigation
import Testing

// The SwiftUI adapter's executor: what its frames hold, and that it carries out what
// its state machine decides, driven as SwiftUI drives it.

private final class SessionBuildCounter: Sendable {
    private let value = Locked([Int: Int]())
    func increment(_ number: Int) { value.withLock { $0[number, default: 0] += 1 } }
    var counts: [Int: Int] { value.withLock { $0 } }
}

private final class SessionBuildsAssembly: Assembly {
    let builds = SessionBuildCounter()
    func build(_ number: Int) -> some View {
        builds.increment(number)
        return EmptyView()
    }
}

private struct Numbered: Module {
    let number: Int
    func build(container: Container) -> some View {
        container.resolve(SessionBuildsAssembly.self).build(number)
    }
}

private func screen(_ number: Int) -> AnyModule { AnyModule(Numbered(number: number)) }

private let configuration = ScreenConfiguration.standard

/// A scene as SwiftUI runs it: a session on a manual platform, its root appeared.
@MainActor
private struct Scene {
    let container = DependencyContainer()
    let platform = ManualScenePlatform()
    let session: ScreenSession

    init(_ state: NavigationState = NavigationState()) {
        session = ScreenSession(
            root: screen(0), container: container, navigation: NavigationService(state: state),
            configuration: configuration, platform: platform)
        session.frame.rootAppeared()
    }

    var navigation: NavigationService { session.navigation }
    var builds: [Int: Int] { container.resolve(SessionBuildsAssembly.self).builds.counts }

    /// The root layer's plain stack.
    var rootStack: StackFrame? {
        if case .stack(let stack) = session.frame.layers[0].content { return stack }
        return nil
    }

    /// Renders every screen of the frame, as SwiftUI's `body` would.
    func render() {
        let frame = session.frame
        for layer in frame.layers + frame.leaving {
            switch layer.content {
            case .stack(let stack): render(stack)
            case .tabs(let tabs): tabs.tabs.forEach(render)
            case .split(let split):
                _ = session.view(for: split.sidebar)
                if let content = split.content { _ = session.view(for: content) }
                render(split.detail)
            }
        }
    }

    private func render(_ stack: StackFrame) {
        for element in (stack.root.map { [$0] } ?? []) + stack.binding.path {
            _ = session.view(for: element)
        }
    }
}

@Suite @MainActor struct ScreenSessionTests {
    @Test func thePathBinding_isOneObjectForTheStacksLife() async {
        let scene = Scene()
        let before = scene.rootStack?.binding
        scene.navigation.push(Numbered(number: 1))
        scene.platform.playToTheEnd(scene.session)
        scene.navigation.push(Numbered(number: 2))
        #expect(before != nil)
        #expect(scene.rootStack?.binding === before)
        #expect(before?.path.map(\.module) == scene.navigation.state.stack)
    }

    @Test func aScreen_isBuiltOncePerAppearance_howeverOftenItRenders() async {
        let scene = Scene()
        scene.navigation.push(Numbered(number: 1))
        for _ in 0..<3 { scene.render() }
        scene.platform.playToTheEnd(scene.session)
        scene.navigation.push(Numbered(number: 2))
        scene.render()
        #expect(scene.builds == [0: 1, 1: 1, 2: 1])
    }

    @Test func theSameModuleOpenedTwice_isTwoScreens_eachBuilt() async {
        let scene = Scene()
        scene.navigation.push(Numbered(number: 1))
        scene.platform.playToTheEnd(scene.session)
        scene.navigation.push(Numbered(number: 1))
        scene.render()
        let path = scene.rootStack?.path ?? []
        #expect(path.count == 2)
        #expect(path[0] != path[1])
        #expect(scene.builds[1] == 2)
    }

    @Test func aUsersPop_reachesTheNavigationWhenTheShorterPathIsWritten() async {
        let scene = Scene()
        scene.navigation.push(Numbered(number: 1))
        scene.platform.playToTheEnd(scene.session)
        scene.render()
        let stack = scene.rootStack!
        stack.appeared(stack.path[0])
        // UIKit's navigation controller has let go of the screen as the user pops it.
        scene.platform.reader = { SceneReading(stacks: [.layer(.root): .init(pushed: 0, isTransitioning: true)]) }
        stack.binding.path = []
        #expect(scene.navigation.state.stack.isEmpty)
        #expect(stack.binding.path.isEmpty)
        // Its view stays built until the screen reports leaving.
        #expect(scene.session.builder.builtModuleIDs.count == 2)
        stack.disappeared(stack.path[0])
        #expect(scene.session.builder.builtModuleIDs.count == 1)
    }

    @Test func aProgramPushAfterASwipeBackWrittenAtItsStart_waitsForThePoppedScreenToLeave() async {
        let scene = Scene()
        scene.navigation.push(Numbered(number: 1))
        scene.platform.playToTheEnd(scene.session)
        let stack = scene.rootStack!
        let popped = stack.path[0]
        stack.appeared(popped)
        scene.platform.reader = { SceneReading(stacks: [.layer(.root): .init(pushed: 0, isTransitioning: true)]) }
        stack.binding.path = []
        // The revealed screen's onAppear pushes while the finger still drives the pop.
        scene.navigation.push(Numbered(number: 2))
        scene.platform.advance(by: .milliseconds(900))
        #expect(stack.binding.path.isEmpty)
        stack.disappeared(popped)
        #expect(stack.binding.path.map(\.module) == scene.navigation.state.stack)
        #expect(stack.binding.path.count == 1)
        #expect(scene.session.unexpectedEvents == 0)
    }

    @Test func aCancelledSwipeBack_withAProgramPushWhileItRuns_keepsTheScreenTheUserKept() async {
        let scene = Scene()
        scene.navigation.push(Numbered(number: 1))
        scene.platform.playToTheEnd(scene.session)
        scene.render()
        let stack = scene.rootStack!
        let kept = stack.path[0]
        stack.appeared(kept)
        stack.binding.path = []
        scene.navigation.push(Numbered(number: 2))
        // The user holds the swipe past the settle time, then lets go.
        scene.platform.advance(by: .milliseconds(900))
        stack.binding.path = [kept]
        scene.platform.playToTheEnd(scene.session)
        scene.render()
        let ids = scene.navigation.state.stack.map(\.id)
        #expect(ids.count == 2)
        #expect(ids.first == kept.id)
        #expect(stack.binding.path.map(\.id) == ids)
        #expect(scene.builds[1] == 1)
    }

    @Test func programPushesDuringAPushAnimation_goOutAsOneChange_whenItCompletes() async {
        let scene = Scene()
        scene.navigation.push(Numbered(number: 1))
        let frames = scene.session.frame.number
        scene.navigation.push(Numbered(number: 2))
        scene.navigation.push(Numbered(number: 3))
        #expect(scene.session.frame.number == frames)
        scene.platform.playToTheEnd(scene.session)
        #expect(scene.session.frame.number == frames + 1)
        #expect(scene.rootStack?.path.count == 3)
    }

    @Test func aPopupsTapOutside_isOfferedOnlyWhenItsOptionsSaySo() async {
        let scene = Scene()
        scene.navigation.apply(.present(screen(1), style: .popup(PopupOptions(dismissesOnTapOutside: true))))
        let tappable = scene.session.frame.layers[0].presented
        #expect(tappable?.tapOutside != nil)
        tappable?.appeared()
        scene.platform.advance(by: .seconds(1))
        tappable?.tapOutside?()
        #expect(scene.navigation.state.presentations.isEmpty)

        let other = Scene()
        other.navigation.apply(.present(screen(2), style: .popup(PopupOptions(dismissesOnTapOutside: false))))
        #expect(other.session.frame.layers[0].presented?.tapOutside == nil)
        #expect(other.session.frame.layers[0].presented != nil)
    }

    @Test func aDismissedLayer_rendersItsLastContent_untilItLeaves() async {
        let scene = Scene()
        let sheet = screen(1)
        scene.navigation.apply(.present(sheet, style: .sheet(SheetOptions())))
        let presented = scene.session.frame.layers[0].presented
        presented?.appeared()
        scene.platform.advance(by: .seconds(1))
        scene.navigation.dismissSheet()
        #expect(scene.session.frame.layers.count == 1)
        #expect(scene.session.frame.layer(ScreenElement(sheet)) != nil)
        presented?.disappeared()
        #expect(scene.session.frame.layer(ScreenElement(sheet)) == nil)
    }

    @Test func theBindingOfAStackThatIsGone_isLetGo() async {
        let scene = Scene()
        scene.navigation.apply(.present(screen(1), style: .sheet(SheetOptions())))
        let presented = scene.session.frame.layers[0].presented
        weak var binding: StackPath?
        if case .stack(let stack) = scene.session.frame.layers.last?.content { binding = stack.binding }
        #expect(binding != nil)
        presented?.appeared()
        scene.platform.advance(by: .seconds(1))
        scene.navigation.dismissSheet()
        presented?.disappeared()
        scene.platform.playToTheEnd(scene.session)
        #expect(binding == nil)
    }

    @Test func aLateDismissalFromAFrameOfAnEarlierAppearance_changesNothing() async {
        let scene = Scene()
        let sheet = screen(1)
        scene.navigation.apply(.present(sheet, style: .sheet(SheetOptions())))
        let stale = scene.session.frame.layers[0].presented
        stale?.appeared()
        scene.platform.advance(by: .seconds(1))
        scene.navigation.dismissSheet()
        stale?.disappeared()
        scene.platform.advance(by: .seconds(1))
        // The same appearance is presented again.
        scene.navigation.apply(.present(sheet, style: .sheet(SheetOptions())))
        scene.session.frame.layers[0].presented?.appeared()
        stale?.dismiss()
        #expect(scene.navigation.state.presentations.map(\.id) == [sheet.id])
    }
}

@Suite @MainActor struct ScreenSessionTabsAndSplitViewTests {
    @Test func aTabTap_selectsTheTab_andTheFrameShowsItAtOnce() async {
        let scene = Scene(NavigationState(tabs: [screen(10), screen(20)]))
        guard case .tabs(let tabs) = scene.session.frame.layers[0].content else {
            Issue.record("no tab bar")
            return
        }
        tabs.select(tabs.tabs[1].root!)
        #expect(scene.navigation.state.selectedTab?.module.id == tabs.tabs[1].root?.id)
        guard case .tabs(let shown) = scene.session.frame.layers[0].content else { return }
        #expect(shown.selection == tabs.tabs[1].root)
    }

    @Test func aTabsStack_hasItsOwnBinding_andAPathWriteFromAnotherTabChangesNothing() async {
        let scene = Scene(NavigationState(tabs: [screen(10), screen(20)]))
        scene.navigation.push(Numbered(number: 1))
        scene.platform.playToTheEnd(scene.session)
        guard case .tabs(let tabs) = scene.session.frame.layers[0].content else { return }
        #expect(tabs.tabs[0].binding !== tabs.tabs[1].binding)
        tabs.tabs[1].binding.path = [ScreenElement(screen(5))]
        #expect(scene.navigation.state.tabs[1].stack.isEmpty)
        #expect(scene.navigation.state.stack.count == 1)
    }

    @Test func aTabSwitch_neitherHoldsTheNextChange_norLetsGoOfTheHiddenTabsScreens() async {
        let scene = Scene(NavigationState(tabs: [screen(10), screen(20)]))
        scene.navigation.push(Numbered(number: 1))
        scene.platform.playToTheEnd(scene.session)
        scene.render()
        scene.navigation.apply(.selectTab(scene.navigation.state.tabs[1].module))
        #expect(scene.session.state.animatingLayers.isEmpty)
        #expect(scene.session.state.departing.isEmpty)
        scene.navigation.push(Numbered(number: 2))
        guard case .tabs(let tabs) = scene.session.frame.layers[0].content else { return }
        #expect(tabs.tabs[1].path.count == 1)
        #expect(scene.builds[1] == 1)
    }

    @Test func splitColumns_areScreensOfTheirAppearance() async {
        var state = NavigationState()
        state.apply(.setSplitView(sidebar: screen(100), style: .twoColumns))
        state.apply(.selectInSidebar(screen(1)))
        let scene = Scene(state)
        guard case .split(let split) = scene.session.frame.layers[0].content else {
            Issue.record("no split view")
            return
        }
        let first = split.detail.root
        split.selectInSidebar(screen(1))
        // An equal row is no new selection.
        guard case .split(let same) = scene.session.frame.layers[0].content else { return }
        #expect(same.detail.root == first)
        scene.navigation.apply(.selectInSidebar(screen(2)))
        scene.platform.playToTheEnd(scene.session)
        scene.navigation.apply(.selectInSidebar(screen(1)))
        scene.platform.playToTheEnd(scene.session)
        guard case .split(let again) = scene.session.frame.layers[0].content else { return }
        // Coming back to an equal module is a new appearance: a new screen, built anew.
        #expect(again.detail.root != first)
        #expect(again.detail.root?.module == first?.module)
    }
}
