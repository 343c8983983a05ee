import Navigation
import Testing

// A stand-in for SwiftUI and UIKit that drives a session only through what its frames
// hold (bindings and callbacks) and its platform's simulated time. For changes the
// program makes it sends what a device sends for an animated push or pop: `onAppear` of
// the new top and the transition coordinator's `began` reports as the change starts,
// then the `ended` reports and `onDisappear` of what left once its animation completes.
// The user's gestures are played step by step by each probe, in the order it chooses.

/// A platform whose clock and animations move only when a probe moves them.
@MainActor
final class TransitionProbeClock: ScenePlatform {
    /// A timer waiting to fire.
    private struct Pending {
        let id: Int
        let due: Duration
        let fire: @MainActor () -> Void
    }

    /// The simulated time.
    private(set) var now: Duration = .zero
    /// What UIKit shows when the session reads it.
    var reader: () -> SceneReading? = { nil }
    private var pending: [Pending] = []
    private var count = 0

    /// Publishes the frame.
    func show(_ change: FrameChange, _ publish: () -> Void) {
        publish()
    }

    /// Starts a timer on the simulated clock.
    func schedule(after delay: Duration, _ fire: @escaping @MainActor () -> Void) -> SceneTimer {
        count += 1
        let id = count
        pending.append(Pending(id: id, due: now + delay, fire: fire))
        return SceneTimer { [weak self] in self?.pending.removeAll { $0.id == id } }
    }

    /// What UIKit shows.
    func read() -> SceneReading? { reader() }

    /// Moves the clock on by `duration`, firing the timers due, earliest first.
    func advance(by duration: Duration) {
        let end = now + duration
        while let next = pending.filter({ $0.due <= end }).min(by: { ($0.due, $0.id) < ($1.due, $1.id) }) {
            pending.removeAll { $0.id == next.id }
            now = next.due
            next.fire()
        }
        now = end
    }
}

/// How many times each screen's view was built, by name.
@MainActor
final class TransitionProbeBuilds {
    /// Builds by screen name.
    private(set) var counts: [String: Int] = [:]

    /// Counts one build of `name`.
    func record(_ name: String) { counts[name, default: 0] += 1 }
}

/// A screen known by its name: each probe gives every appearance a name of its own.
struct TransitionProbeScreen: Module {
    /// The screen's name.
    let name: String
    /// Where its builds are counted.
    let builds: TransitionProbeBuilds

    /// Screens of one probe compare by name.
    static func == (lhs: TransitionProbeScreen, rhs: TransitionProbeScreen) -> Bool { lhs.name == rhs.name }

    /// Hashes the name.
    func hash(into hasher: inout Hasher) { hasher.combine(name) }

    /// Counts the build.
    func build(container: Container) -> some View {
        builds.record(name)
        return EmptyView()
    }
}

/// One scene and the renderer that plays SwiftUI and UIKit for it.
@MainActor
final class TransitionProbeScene {
    /// The simulated platform.
    let clock = TransitionProbeClock()
    /// Builds per screen.
    let builds = TransitionProbeBuilds()
    /// The session under probe.
    private(set) var session: ScreenSession!
    /// Whether the renderer reports anything: a backgrounded scene sends no callbacks.
    var reporting = true
    /// Called as each pushed screen reports `onAppear`, after the report: a presenter's
    /// `onAppear` that may navigate.
    var onAppear: (String) -> Void = { _ in }

    /// The stacks a swipe back holds, with how many screens UIKit keeps in each over its
    /// root until the swipe ends.
    var swiping: [StackID: Int] = [:]
    /// What the renderer shows in each stack.
    private var onScreen: [StackID: [ScreenElement]] = [:]
    /// The presented layers the renderer shows, by item.
    private var presented: [ScreenElement: PresentedFrame] = [:]
    /// Reports and leavings due when the animations in flight complete.
    private var dueAtCompletion: [() -> Void] = []
    private var reactedTo: Int?
    /// The name of each appearance rendered, for messages.
    private var rendered: [AnyModule.ID: String] = [:]

    /// A scene whose navigation starts at `state`, its root layer appeared.
    init(_ state: (TransitionProbeScene) -> NavigationState = { _ in NavigationState() }) {
        let root = AnyModule(TransitionProbeScreen(name: "root", builds: builds))
        session = ScreenSession(
            root: root, container: DependencyContainer(), navigation: NavigationService(state: state(self)),
            configuration: .standard, platform: clock)
        session.frame.rootAppeared()
        clock.reader = { [unowned self] in reporting ? reading() : nil }
        react()
    }

    /// The scene's navigation.
    var navigation: NavigationService { session.navigation }

    /// A new appearance of screen `name`.
    func screen(_ name: String) -> AnyModule { AnyModule(module(name)) }

    /// The module of screen `name`.
    func module(_ name: String) -> TransitionProbeScreen { TransitionProbeScreen(name: name, builds: builds) }

    /// The name of a screen.
    static func name(_ module: AnyModule) -> String { (module.base as? TransitionProbeScreen)?.name ?? "?" }

    /// The names of screens.
    static func names(_ elements: [ScreenElement]) -> [String] { elements.map { name($0.module) } }

    // MARK: Reading the frame

    /// The stack of layer `index` the user sees: its one stack, its selected tab's, or
    /// its detail column.
    func stack(layer index: Int = 0) -> StackFrame {
        guard let stack = shownStack(layer: index) else {
            Issue.record("layer \(index) is not on screen")
            return shownStack(layer: 0)!
        }
        return stack
    }

    /// The stack of layer `index` the user sees, if that layer is on screen.
    func shownStack(layer index: Int = 0) -> StackFrame? {
        let layers = session.frame.layers
        guard layers.indices.contains(index) else { return nil }
        switch layers[index].content {
        case .stack(let stack): return stack
        case .split(let split): return split.detail
        case .tabs(let tabs): return tabs.tabs.first { $0.root == tabs.selection } ?? tabs.tabs.first
        }
    }

    /// The stack `id`, on a layer on screen or leaving.
    func stack(_ id: StackID) -> StackFrame? {
        let frame = session.frame
        for layer in frame.layers + frame.leaving {
            let stacks: [StackFrame] =
                switch layer.content {
                case .stack(let stack): [stack]
                case .tabs(let tabs): tabs.tabs
                case .split(let split): [split.detail]
                }
            if let stack = stacks.first(where: { $0.id == id }) { return stack }
        }
        return nil
    }

    /// The names the binding of layer `index`'s visible stack reads.
    func shown(layer index: Int = 0) -> [String] { Self.names(stack(layer: index).binding.path) }

    /// The element of the screen `name` in layer `index`'s visible stack.
    func element(_ name: String, layer index: Int = 0) -> ScreenElement {
        stack(layer: index).binding.path.first { Self.name($0.module) == name }!
    }

    /// The names of the top layer's stack in the navigation state.
    var statePath: [String] { navigation.state.stack.map(Self.name) }

    // MARK: Playing the user

    /// Reports `transition` of screen `name` in layer `layer`'s visible stack.
    func report(_ name: String, _ transition: ScreenTransition, layer: Int = 0) {
        report(element(name, layer: layer), transition, layer: layer)
    }

    /// Reports `transition` of `element` in layer `layer`'s visible stack.
    func report(_ element: ScreenElement, _ transition: ScreenTransition, layer: Int = 0) {
        stack(layer: layer).transition(element, transition)
    }

    /// SwiftUI writes `path` to layer `layer`'s visible stack, and shows it.
    func write(_ path: [ScreenElement], layer: Int = 0) {
        let stack = stack(layer: layer)
        onScreen[stack.id] = path
        stack.binding.path = path
    }

    /// SwiftUI writes `path` to layer `layer`'s visible stack late, from an earlier
    /// render: UIKit's stack stays as it is.
    func lateWrite(_ path: [ScreenElement], layer: Int = 0) {
        stack(layer: layer).binding.path = path
    }

    /// The device shows `path` in layer `layer`'s visible stack, writing nothing: any
    /// swipe of it is over.
    func showOnDevice(_ path: [ScreenElement], layer: Int = 0) {
        showOnDevice(path, in: stack(layer: layer).id)
    }

    /// The device shows `path` in stack `id`, writing nothing: any swipe of it is over.
    func showOnDevice(_ path: [ScreenElement], in id: StackID) {
        onScreen[id] = path
        swiping[id] = nil
    }

    /// `onAppear` of `element`.
    func appear(_ element: ScreenElement, layer: Int = 0) {
        stack(layer: layer).appeared(element)
        onAppear(Self.name(element.module))
    }

    /// `onDisappear` of `element`.
    func disappear(_ element: ScreenElement, layer: Int = 0) {
        stack(layer: layer).disappeared(element)
    }

    // MARK: Playing SwiftUI and UIKit

    /// Sends what a device sends for the frames published since the last call, until
    /// the frame stops changing.
    func react() {
        guard reporting else { return }
        for _ in 0..<50 {
            let number = session.frame.number
            if number == reactedTo { break }
            reactedTo = number
            reactOnce()
        }
        render()
    }

    private func reactOnce() {
        let frame = session.frame
        for index in frame.layers.indices {
            let stack = stack(layer: index)
            let new = stack.binding.path
            let old = onScreen[stack.id] ?? []
            guard new != old else { continue }
            onScreen[stack.id] = new
            let (oldTop, newTop) = (old.last, new.last)
            guard oldTop != newTop else { continue }
            let pushing = newTop.map { !old.contains($0) } ?? false
            if let oldTop { stack.transition(oldTop, .began(appearing: false, interactive: false)) }
            if let newTop {
                stack.transition(newTop, .began(appearing: true, interactive: false))
                appear(newTop, layer: index)
            }
            let removed = old.filter { !new.contains($0) }
            dueAtCompletion.append {
                if let newTop { stack.transition(newTop, .ended(appearing: true, cancelled: false)) }
                if let oldTop { stack.transition(oldTop, .ended(appearing: false, cancelled: false)) }
                if pushing, let oldTop { stack.disappeared(oldTop) }
                for element in removed { stack.disappeared(element) }
            }
        }
        let shownNow = Dictionary(
            frame.layers.compactMap(\.presented).map { ($0.element, $0) }, uniquingKeysWith: { first, _ in first })
        for (element, layer) in presented where shownNow[element] == nil {
            presented[element] = nil
            layer.disappeared()
        }
        for (element, layer) in shownNow where presented[element] == nil {
            presented[element] = layer
            layer.appeared()
        }
    }

    /// Evaluates the body of every screen the frame holds, as each render does.
    func render() {
        let frame = session.frame
        for layer in frame.layers + frame.leaving {
            _ = session.view(for: layer.element)
            let stacks: [StackFrame] =
                switch layer.content {
                case .stack(let stack): [stack]
                case .tabs(let tabs): tabs.tabs
                case .split(let split): [split.detail]
                }
            for stack in stacks {
                for element in (stack.root.map { [$0] } ?? []) + stack.binding.path {
                    rendered[element.id] = Self.name(element.module)
                    _ = session.view(for: element)
                }
            }
        }
    }

    /// What UIKit shows: the layers and stacks the renderer shows, at rest once their
    /// animations completed.
    func reading() -> SceneReading {
        let moving = !dueAtCompletion.isEmpty
        let frame = session.frame
        return SceneReading(
            presented: frame.layers.compactMap(\.presented).filter { presented[$0.element] != nil }.map {
                SceneReading.Presented(.layer($0.element.id))
            },
            stacks: onScreen.mapValues { SceneReading.Stack(pushed: $0.count, isTransitioning: moving) }.merging(
                swiping.mapValues { SceneReading.Stack(pushed: $0, isTransitioning: true) }, uniquingKeysWith: { $1 }))
    }

    /// Completes the animations in flight, then sends their ends and leavings.
    func completeAnimations() {
        guard reporting else { return }
        let due = dueAtCompletion
        dueAtCompletion = []
        for send in due { send() }
        react()
    }

    /// Lets time pass with nothing reported.
    func wait(_ duration: Duration) { clock.advance(by: duration) }

    /// Completes every animation and fires every timer, reporting as a device does,
    /// until nothing changes for longer than the longest wait.
    func settle() {
        var quiet = 0
        for _ in 0..<400 {
            let before = session.frame.number
            react()
            completeAnimations()
            for _ in 0..<10 {
                clock.advance(by: .milliseconds(100))
                react()
            }
            quiet = session.frame.number == before && session.state.awaiting.isEmpty ? quiet + 1 : 0
            if quiet > 70 { return }
        }
    }

    // MARK: The oracle

    /// How the frame differs from the navigation state: empty when it shows it.
    func mismatches() -> [String] {
        var found: [String] = []
        let state = navigation.state
        let frame = session.frame
        let layers = frame.layers.dropFirst().map { Self.name($0.element.module) }
        let expected = state.presentations.map { Self.name($0.module) }
        if layers != expected { found.append("layers \(layers), state \(expected)") }
        for (index, layer) in frame.layers.enumerated() {
            let wanted: [AnyModule]
            if index == 0 {
                wanted = state.selectedTab?.stack ?? state.splitView?.stack ?? state.stack
            } else if index <= state.presentations.count {
                wanted = state.presentations[index - 1].stack
            } else {
                continue
            }
            let shown = Self.names(stack(layer: index).binding.path)
            if shown != wanted.map(Self.name) { found.append("layer \(index) shows \(shown), state \(wanted)") }
            if case .tabs(let tabs) = layer.content {
                for (tab, stateTab) in zip(tabs.tabs, state.tabs)
                where tab.binding.path.map(\.id) != stateTab.stack.map(\.id) {
                    found.append("tab \(Self.name(stateTab.module)) shows \(Self.names(tab.binding.path))")
                }
            }
        }
        return found
    }

    /// Screens whose view was built more than once.
    var rebuilt: [String: Int] { builds.counts.filter { $0.value > 1 } }

    /// Views kept for screens the navigation state no longer holds.
    var strayViews: [String] {
        let state = navigation.state
        var wanted = Set(state.visibleModules.map(\.id))
        wanted.insert(session.root.id)
        return session.builder.builtModuleIDs.subtracting(wanted).map { rendered[$0] ?? "\($0)" }.sorted()
    }

    /// The impossible events the session counted.
    var unexpected: Int { session.unexpectedEvents }
}
