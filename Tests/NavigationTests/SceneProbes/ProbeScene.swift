import Navigation

// An outside tester's stand-in for SwiftUI: it drives a session only through the frames
// it publishes (their bindings and callbacks) and its platform's time, and it checks what
// a SwiftUI developer expects of the screen, never how the session gets there.

/// Counts how often each screen's view was built.
@MainActor
final class BuildLog {
    private(set) var builds: [String: Int] = [:]

    var onBuild: (String) -> Void = { _ in }

    func built(_ name: String) {
        builds[name, default: 0] += 1
        onBuild(name)
    }
}

/// A screen identified by its name; equal names are equal values.
struct ProbeScreen: Module {
    let name: String
    let log: BuildLog

    static func == (lhs: ProbeScreen, rhs: ProbeScreen) -> Bool { lhs.name == rhs.name && lhs.log === rhs.log }
    func hash(into hasher: inout Hasher) { hasher.combine(name) }

    func build(container: Container) -> some View {
        log.built(name)
        return EmptyView()
    }
}

/// One scene, with a renderer that reports appearances as SwiftUI does: a stack's new
/// top appears, its removed screens disappear, a presented layer appears, a layer no
/// longer presented disappears, an alert on screen is seen.
@MainActor
final class ProbeScene {
    let platform = ManualScenePlatform()
    let log = BuildLog()
    let container = DependencyContainer()
    var session: ScreenSession!
    /// Called with each pushed screen as it appears: a presenter's `onAppear`.
    var onScreenAppear: (ScreenElement) -> Void = { _ in }
    /// How many more times UIKit drops each alert (by title) when asked to present it:
    /// the renderer reports nothing for that showing.
    var alertDrops: [String: Int] = [:]
    /// How many more times UIKit drops each layer (by its root's name).
    var layerDrops: [String: Int] = [:]
    /// Whether the renderer reports anything: a backgrounded scene sends no callbacks.
    var reports = true
    /// Whether a module's own sheet, alert or dialog is up over the top layer: UIKit
    /// drops every presentation the renderer asks for meanwhile, and a reading shows it.
    var ownPresentationIsUp = false
    /// The presented layer the user holds by a drag: UIKit ignores its dismissal until
    /// the finger lets go, and a reading shows it moving.
    var draggedLayer: ScreenElement?
    /// Whether presentations' first frames stall: a layer or alert asked for is on its
    /// way, and reports its end only at ``finishStalledPresentations()``.
    var stallsFirstFrames = false
    /// Layers and the alert on their way while first frames stall.
    private var stalledLayers: [ScreenElement: PresentedFrame] = [:]
    private var stalledAlert: AlertFrame?
    /// Whether pushed screens get UIKit's transition coordinator reports for the pushes
    /// and pops the renderer plays from frames: `began` as a frame shows one, `ended` as
    /// the animations complete. Off, the scene plays a platform with no reporter.
    var reportsTransitions = false
    /// The pushes and pops under way, each with the stack that began it, its screen, and
    /// whether it shows that screen.
    private var transitionsUnderWay: [(stack: StackFrame, element: ScreenElement, appearing: Bool)] = []

    /// What the renderer has on screen, per stack.
    private(set) var onScreen: [StackID: [ScreenElement]] = [:]
    /// The layers the renderer presents, by their item, with the callbacks of the frame
    /// that presented them.
    private var presentedLayers: [ScreenElement: PresentedFrame] = [:]
    private var ignoredLayers: Set<ScreenElement> = []
    private var reportedAlert: NavigationAlert.ID?
    private var ignoredAlert: NavigationAlert.ID?
    /// Every frame number the session published while the renderer looked.
    private(set) var frameNumbers: [Int] = []
    /// The impossible events the session reported.
    var unexpectedEvents: [String] = []
    /// What happened, for a failing probe's message.
    var trace: [String] = []

    func note(_ line: String) { trace.append("\(platform.now) \(line)") }

    init(_ state: (ProbeScene) -> NavigationState = { _ in NavigationState() }) {
        session = ScreenSession(
            root: AnyModule(ProbeScreen(name: "root", log: log)), container: container,
            navigation: NavigationService(state: state(self)),
            configuration: .standard, platform: platform)
        session.frame.rootAppeared()
        log.onBuild = { [unowned self] name in note("built \(name)") }
        session.reports = { [unowned self] report in
            if case .unexpected = report { unexpectedEvents.append("\(report)") }
            note("report \(report)")
        }
        // UIKit answers the session's readings with what the renderer shows.
        platform.reader = { [unowned self] in reports ? reading() : nil }
        react()
    }

    var navigation: NavigationService { session.navigation }
    var frame: SceneFrame { session.frame }

    /// A new appearance of the screen `name`.
    func screen(_ name: String) -> AnyModule { AnyModule(ProbeScreen(name: name, log: log)) }

    /// The name of each screen.
    static func names(_ elements: [ScreenElement]) -> [String] { elements.map { name($0.module) } }
    static func names(_ modules: [AnyModule]) -> [String] { modules.map(name) }
    static func name(_ module: AnyModule) -> String { (module.base as? ProbeScreen)?.name ?? "?" }

    /// The main stack of layer `index` of the current frame.
    func stack(layer index: Int = 0) -> StackFrame? {
        let layers = frame.layers
        guard index < layers.count else { return nil }
        switch layers[index].content {
        case .stack(let stack): return stack
        case .split(let split): return split.detail
        case .tabs(let tabs): return tabs.tabs.first { $0.root == tabs.selection }
        }
    }

    /// The names the root layer's main stack shows, as the renderer reads its binding.
    var shownPath: [String] { Self.names(stack()?.binding.path ?? []) }
    /// The names the navigation state holds in the root layer's stack.
    var statePath: [String] { Self.names(navigation.state.stack) }

    // MARK: Playing SwiftUI

    /// Sends the callbacks SwiftUI sends for the current frame, until the frame stops changing.
    func react() {
        guard reports else { return }
        for _ in 0..<100 {
            let before = frame.number
            // The same frame gets the same callbacks: SwiftUI sends nothing new for it.
            if before == reactedTo { return }
            reactOnce()
            render()
            reactedTo = before
            if frame.number == before { return }
        }
    }

    private var reactedTo: Int?

    private func reactOnce() {
        let frame = self.frame
        frameNumbers.append(frame.number)
        for layer in frame.layers {
            for stack in Self.stacks(of: layer) {
                let new = stack.binding.path
                // The device shows what the finger holds, or what a cancelled swipe kept.
                if heldSwipes[stack.id] != nil { continue }
                if let kept = keptByCancel[stack.id] {
                    guard new == kept else { continue }
                    keptByCancel[stack.id] = nil
                }
                let old = onScreen[stack.id] ?? []
                guard new != old else { continue }
                onScreen[stack.id] = new
                let kept = Set(new)
                note("frame \(frame.number) \(stack.id.pane) shows \(Self.names(new))")
                for element in old where !kept.contains(element) {
                    note("disappeared \(Self.name(element.module))")
                    stack.disappeared(element)
                }
                if reportsTransitions, new.last != old.last {
                    if let top = new.last { beginTransition(of: top, in: stack, appearing: true, interactive: false) }
                    if let top = old.last { beginTransition(of: top, in: stack, appearing: false, interactive: false) }
                }
                if let top = new.last, top != old.last {
                    note("appeared \(Self.name(top.module))")
                    stack.appeared(top)
                    onScreenAppear(top)
                }
            }
        }
        let presentedNow = Set(frame.layers.compactMap { $0.presented?.element })
        for (element, presented) in presentedLayers where !presentedNow.contains(element) {
            // A layer under the user's finger stays: UIKit ignores its dismissal.
            if element == draggedLayer { continue }
            presentedLayers[element] = nil
            note("layer disappeared \(Self.name(element.module))")
            presented.disappeared()
        }
        ignoredLayers.formIntersection(presentedNow)
        for presented in frame.layers.compactMap(\.presented)
        where presentedLayers[presented.element] == nil && !ignoredLayers.contains(presented.element) {
            let name = Self.name(presented.element.module)
            if stalledLayers[presented.element] != nil { continue }
            if ownPresentationIsUp {
                note("layer dropped under the module's own presentation \(name)")
                ignoredLayers.insert(presented.element)
                continue
            }
            if stallsFirstFrames {
                note("layer on its way \(name)")
                stalledLayers[presented.element] = presented
                continue
            }
            if let drops = layerDrops[name], drops > 0 {
                layerDrops[name] = drops - 1
                ignoredLayers.insert(presented.element)
                continue
            }
            presentedLayers[presented.element] = presented
            note("layer appeared \(Self.name(presented.element.module))")
            presented.appeared()
        }
        let alert = frame.layers.last?.alert
        if alert?.alert.id != reportedAlert { reportedAlert = nil }
        if alert?.alert.id != ignoredAlert { ignoredAlert = nil }
        if let alert, reportedAlert == nil, ignoredAlert == nil, stalledAlert?.alert.id != alert.alert.id {
            if ownPresentationIsUp || !stalledLayers.isEmpty {
                // UIKit drops an alert asked of a presenter that presents, or is still
                // presenting.
                note("alert dropped \(alert.alert.title)")
                ignoredAlert = alert.alert.id
            } else if stallsFirstFrames {
                stalledAlert = alert
            } else if let drops = alertDrops[alert.alert.title], drops > 0 {
                alertDrops[alert.alert.title] = drops - 1
                ignoredAlert = alert.alert.id
            } else {
                reportedAlert = alert.alert.id
                alert.appeared()
            }
        }
        // Stacks no longer on screen are gone from the renderer.
        let live = Set((frame.layers + frame.leaving).flatMap(Self.stacks).map(\.id))
        onScreen = onScreen.filter { live.contains($0.key) }
    }

    /// UIKit's transition coordinator reports to the pushed screen `element` of `stack`
    /// that a push or pop showing (`appearing`) or hiding it began; its `ended`, not
    /// cancelled, waits for ``endTransitions()``.
    func beginTransition(of element: ScreenElement, in stack: StackFrame, appearing: Bool, interactive: Bool) {
        note("transition began \(appearing ? "showing" : "hiding") \(Self.name(element.module))")
        stack.transition(element, .began(appearing: appearing, interactive: interactive))
        transitionsUnderWay.append((stack, element, appearing))
    }

    /// The animations of the transitions under way completed: each reports its `ended`,
    /// cancelled as `cancelled` says.
    func endTransitions(cancelled: Bool = false) {
        let ending = transitionsUnderWay
        transitionsUnderWay = []
        for (stack, element, appearing) in ending {
            note("transition ended \(appearing ? "showing" : "hiding") \(Self.name(element.module))")
            stack.transition(element, .ended(appearing: appearing, cancelled: cancelled))
        }
    }

    /// The stalled first frames render at last: each presentation on its way reports
    /// its end.
    func finishStalledPresentations() {
        let layers = stalledLayers
        stalledLayers = [:]
        for (element, presented) in layers {
            presentedLayers[element] = presented
            note("layer appeared \(Self.name(element.module))")
            presented.appeared()
        }
        if let alert = stalledAlert {
            stalledAlert = nil
            reportedAlert = alert.alert.id
            alert.appeared()
        }
        react()
    }

    /// The finger lets go of the dragged layer: it springs back, still presented.
    func releaseDrag() {
        draggedLayer = nil
    }

    /// The finger holds a swipe back on `stack`: UIKit's navigation controller keeps its
    /// screens and has a transition under way until ``releaseSwipe(on:)``.
    func holdSwipe(on stack: StackID) {
        heldSwipes[stack] = onScreen[stack] ?? []
    }

    /// The finger lets go of the swipe on `stack`: the pop commits, or, `cancelled`, the
    /// device keeps showing the screens, whatever SwiftUI wrote, until a frame shows
    /// them again.
    func releaseSwipe(on stack: StackID, cancelled: Bool = false) {
        let held = heldSwipes.removeValue(forKey: stack)
        if cancelled { keptByCancel[stack] = held }
    }

    /// The stacks a held swipe moves, with the screens the device shows in each.
    private var heldSwipes: [StackID: [ScreenElement]] = [:]
    /// The stacks a cancelled swipe left showing these screens.
    private var keptByCancel: [StackID: [ScreenElement]] = [:]

    /// UIKit ends the stacks' animations under way: the transition coordinator reports
    /// their ends, where it reports; elsewhere time passes until the session's reading
    /// of UIKit finds them over.
    func endAnimations() {
        endTransitions()
        var waited = 0
        while !session.state.animatingLayers.isEmpty, waited < 40 {
            platform.advance(by: .milliseconds(500))
            waited += 1
        }
    }

    /// SwiftUI writes `path` to `stack`'s binding for a gesture the renderer already
    /// plays: the frame that echoes it brings no callback and no report.
    func userWrites(_ path: [ScreenElement], to stack: StackFrame) {
        onScreen[stack.id] = path
        stack.binding.path = path
    }

    /// Evaluates every screen's `body`, as SwiftUI does on each render.
    /// Only the content of layers UIKit showed is rendered: a presentation UIKit dropped
    /// never evaluates its content.
    func render() {
        let frame = self.frame
        let shown = Set(presentedLayers.keys)
        for (index, layer) in (frame.layers + frame.leaving).enumerated()
        where index == 0 || shown.contains(layer.element) {
            _ = session.view(for: layer.element)
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

    static func stacks(of layer: LayerFrame) -> [StackFrame] {
        switch layer.content {
        case .stack(let stack): [stack]
        case .tabs(let tabs): tabs.tabs
        case .split(let split): [split.detail]
        }
    }

    /// What UIKit shows, as the renderer played the frames: the layers it presented, the
    /// alert it reported, and each stack it shows, moving while a transition is under way.
    func reading() -> SceneReading {
        var presented = presentedLayers.keys.map { element in
            SceneReading.Presented(.layer(element.id), element == draggedLayer ? .disappearing : .still)
        }
        presented += stalledLayers.keys.map { SceneReading.Presented(.layer($0.id), .appearing) }
        if let reportedAlert { presented.append(SceneReading.Presented(.alert(reportedAlert))) }
        if let stalledAlert { presented.append(SceneReading.Presented(.alert(stalledAlert.alert.id), .appearing)) }
        if ownPresentationIsUp { presented.append(SceneReading.Presented(.other)) }
        let moving = Set(transitionsUnderWay.map(\.stack.id)).union(heldSwipes.keys)
        return SceneReading(
            presented: presented,
            stacks: onScreen.mapValues { SceneReading.Stack(pushed: $0.count) }.merging(
                moving.map { ($0, SceneReading.Stack(pushed: onScreen[$0]?.count ?? 0, isTransitioning: true)) },
                uniquingKeysWith: { $1 }))
    }

    /// Lets every animation finish and time pass, reporting as SwiftUI does, until
    /// nothing changes any more.
    func settle(seconds: Int = 200) {
        var quiet = 0
        for _ in 0..<seconds {
            let before = frame.number
            react()
            endTransitions()
            react()
            // SwiftUI renders every frame: time passes in steps short enough that the
            // renderer sees each one.
            for _ in 0..<10 {
                platform.advance(by: .milliseconds(100))
                react()
            }
            quiet = frame.number == before && session.state.awaiting.isEmpty ? quiet + 1 : 0
            if quiet > 70 { return }
        }
    }

    /// Lets `duration` pass with the renderer reporting nothing and no animation ending.
    func wait(_ duration: Duration) { platform.advance(by: duration) }

    // MARK: What a developer expects

    /// What differs between what the frame shows and the navigation state, after settling:
    /// empty when the screen shows the state.
    func mismatches() -> [String] {
        var found: [String] = []
        let state = navigation.state
        let frame = self.frame
        let layers = frame.layers
        let presented = layers.dropFirst().map { Self.name($0.element.module) }
        let expected = state.presentations.map { Self.name($0.module) }
        if layers.count != state.presentations.count + 1
            || zip(layers.dropFirst(), state.presentations).contains(where: { $0.element.id != $1.id })
        {
            found.append("layers \(presented) but state \(expected)")
        }
        for (index, layer) in layers.enumerated() {
            let stateStack: [AnyModule]?
            if index == 0 {
                stateStack = state.splitView?.stack ?? state.selectedTab?.stack ?? state.stack
            } else if index - 1 < state.presentations.count {
                stateStack = state.presentations[index - 1].stack
            } else {
                stateStack = nil
            }
            if let stateStack, let shown = stack(layer: index) {
                if shown.binding.path.map(\.id) != stateStack.map(\.id) {
                    found.append(
                        "layer \(index) path \(Self.names(shown.binding.path)) but state \(Self.names(stateStack))")
                }
                if shown.path.map(\.id) != shown.binding.path.map(\.id) {
                    found.append("layer \(index) frame path differs from its binding")
                }
            }
            if index == layers.count - 1 {
                if layer.alert?.alert.id != state.alert?.id {
                    let shown = layer.alert?.alert.title ?? "none"
                    found.append("alert \(shown) but state \(state.alert?.title ?? "none")")
                }
            } else if layer.alert != nil {
                found.append("layer \(index) under the top shows an alert")
            }
        }
        if case .tabs(let tabs) = layers[0].content {
            if tabs.selection?.id != state.selectedTab?.id { found.append("tab selection differs") }
            for (tab, stateTab) in zip(tabs.tabs, state.tabs)
            where tab.binding.path.map(\.id) != stateTab.stack.map(\.id) {
                found.append("tab \(Self.name(stateTab.module)) path differs")
            }
        }
        if case .split(let split) = layers[0].content, let stateSplit = state.splitView {
            if split.detail.root?.id != stateSplit.detail?.id { found.append("split detail root differs") }
            if split.content?.id != stateSplit.content?.id { found.append("split content differs") }
        }
        return found
    }

    /// Screens built more than once while kept: every name shown must have one build per appearance.
    func rebuilt(_ appearances: [String: Int] = [:]) -> [String: Int] {
        log.builds.filter { name, count in count > appearances[name, default: 1] }
    }
}
