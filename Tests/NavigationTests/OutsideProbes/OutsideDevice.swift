import Foundation
import Navigation
import Testing

// An outside tester's device: a small model of what SwiftUI and UIKit do with the frames a
// `ScreenSession` publishes, written from the boundary only (SceneFrame.swift,
// SceneReading.swift, SceneEvent.swift and the SwiftUIAdapter article). It keeps its own
// simulated clock, plays each frame as SwiftUI renders it (a stack's path change becomes
// a push or pop of a navigation controller, an item change a `present` or `dismiss`, the
// alert a `UIAlertController` the renderer presents), and reports back only through the
// closures the frames hold: `onAppear`/`onDisappear` of pushed screens, the transition
// coordinator's reports, `viewDidAppear`/`viewDidDisappear` of each layer's content,
// the alert's completions. What UIKit refuses (a `present` while the presenter presents
// or moves, a `dismiss` during a transition or a drag, a path change during a push or
// pop) is lost, as on a device, and noted.

/// Build counts of every outside screen, by its name; each appearance gets a name of its
/// own, so a count above one is a screen built twice for one appearance.
@MainActor
enum OutsideBuilds {
    static var counts: [String: Int] = [:]
    private static var serial = 0

    /// A name no other screen of any probe has.
    static func fresh(_ base: String) -> String {
        serial += 1
        return "\(base)\(serial)"
    }
}

/// A screen known by its unique name; restorable, and `Sendable`, so deep links and
/// restoration can make it too.
struct OutsideScreen: RestorableModule, Sendable {
    static let restorationName = "outside.screen"
    let name: String

    func build(container: Container) -> some View {
        MainActor.assumeIsolated { OutsideBuilds.counts[name, default: 0] += 1 }
        return EmptyView()
    }
}

/// Something a module holds, whose end runs `onFree` on the main actor: a presenter whose
/// `deinit` navigates.
final class OutsideLifetime: Sendable {
    let onFree: @MainActor @Sendable () -> Void
    init(_ onFree: @escaping @MainActor @Sendable () -> Void) { self.onFree = onFree }
    deinit {
        let onFree = onFree
        MainActor.assumeIsolated { onFree() }
    }
}

/// A screen holding an ``OutsideLifetime``.
struct OutsideHoldingScreen: Module {
    let name: String
    let lifetime: OutsideLifetime
    static func == (lhs: Self, rhs: Self) -> Bool { lhs.name == rhs.name }
    func hash(into hasher: inout Hasher) { hasher.combine(name) }
    func build(container: Container) -> some View {
        OutsideBuilds.counts[name, default: 0] += 1
        return EmptyView()
    }
}

/// The simulated device: a ``ScenePlatform`` whose clock, SwiftUI and UIKit are modelled.
@MainActor
final class OutsideDevice: ScenePlatform {
    // MARK: Clock

    private struct Job {
        let id: Int
        let due: Duration
        let run: @MainActor () -> Void
    }

    /// The simulated time.
    private(set) var now: Duration = .zero
    private var jobs: [Job] = []
    private var jobSerial = 0
    private var sessionTimers: Set<Int> = []
    /// The randomness of durations and orders.
    var rng: SplitMix
    weak var session: ScreenSession?

    // MARK: What UIKit does (knobs a probe sets)

    /// Notes every frame rendered, for debugging (OUTSIDE_VERBOSE).
    var verbose = ProcessInfo.processInfo.environment["OUTSIDE_VERBOSE"] != nil
    /// Whether `read()` can read the hierarchy; `false` returns `nil`.
    var canRead = true
    /// Whether the small controller in each layer reports `viewDidAppear`/`viewDidDisappear`.
    var reportsLayers = true
    /// Whether pushed screens report the transition coordinator's `began`/`ended`.
    var reportsTransitions = true
    /// How long UIKit's transitions take, in seconds.
    var durations: ClosedRange<Double> = 0.2...1.5
    /// Added to each presentation's end: a first frame that takes its time.
    var slowFirstFrame: Duration = .zero
    /// Each report the device makes is made twice.
    var doublesReports = false
    /// Frames are rendered inside `show`, before it returns (a callback made at once).
    var rendersAtOnce = false
    /// After a committed swipe, SwiftUI writes the shorter path before `onDisappear` and the
    /// coordinator's `ended`; otherwise after them.
    var writesSwipeFirst = false
    /// An alert button's tap is reported after UIKit took the alert down (the handler), as
    /// the renderer does; `false` reports it as the finger lifts.
    var alertTapAfterDismissal = true
    /// As a cover goes, the layer under it reports `viewDidAppear` before the cover's
    /// content reports `viewDidDisappear`, rather than after.
    var uncoveredFirst = false
    /// A sheet swiped down writes its `nil` item before its `viewDidDisappear`.
    var dragWritesFirst = true

    // MARK: What happened

    private(set) var reads = 0
    private(set) var readsWhileBackground = 0
    private(set) var timersScheduled = 0
    private(set) var publishes = 0
    /// Every line: the device's notes and the session's trace, each with the time.
    private(set) var lines: [String] = []
    /// What a SwiftUI developer would call a renderer's fault, seen by the device.
    private(set) var violations: [String] = []
    /// UIKit ignored the dismissal of a layer under a full-screen cover (a known issue
    /// follows: the re-ask loses the covered layer).
    private(set) var coveredDismissalIgnored = false
    /// The stack a layer showed as the user dragged it away.
    private var lastShown: [AnyModule.ID: [AnyModule.ID]] = [:]
    /// Screens whose views are kept for good by a known issue: layers that reported
    /// `viewDidAppear` as a cover over them went, after the cover's `viewDidDisappear`;
    /// sheets swiped down whose `viewDidDisappear` came before SwiftUI's nil write;
    /// screens popped from a tab not shown.
    private(set) var knownLeaks: Set<AnyModule.ID> = []
    /// The layers the user dragged away.
    private(set) var draggedAway: Set<AnyModule.ID> = []
    /// The screens the user's swipes took off the screen, committed.
    private(set) var committedSwipes: Set<AnyModule.ID> = []
    /// What UIKit refused.
    private(set) var refusals: [String] = []
    /// How many jobs ran; a runaway loop stops at a limit and is a violation.
    private(set) var jobsRun = 0

    // MARK: UIKit's hierarchy

    /// One controller of the presented chain.
    struct Controller {
        var content: SceneReading.Content
        var motion: SceneReading.Motion
        var kind: LayerKind?
        var presented: PresentedFrame?
        var alert: AlertFrame?
        var dragged = false
        var token: Int
    }

    /// One navigation controller.
    final class Nav {
        var shown: [ScreenElement]
        /// The path SwiftUI last asked for, or the user's gesture last wrote.
        var requested: [ScreenElement]
        var moving = false
        var interactive = false
        /// Lets go of the swipe under way; `true` cancels it whatever the finger meant.
        var release: (@MainActor (Bool) -> Void)?
        var frame: StackFrame
        var token = 0
        init(_ path: [ScreenElement], frame: StackFrame) {
            shown = path
            requested = path
            self.frame = frame
        }
    }

    /// The name of every screen SwiftUI evaluated, by its appearance.
    private(set) var seen: [AnyModule.ID: String] = [:]
    private(set) var chain: [Controller] = []
    private(set) var navs: [StackID: Nav] = [:]
    /// The item each presenter's SwiftUI modifier last saw, by the presenter's root id.
    private var lastItem: [AnyModule.ID: AnyModule.ID] = [:]
    /// Items to present once the dismissal under way from their presenter ends.
    private var pendingPresent: [AnyModule.ID: PresentedFrame] = [:]
    private(set) var selectedTab: AnyModule.ID?
    private(set) var activity: SceneActivity = .active
    private var renderScheduled = false
    private var unanimatedPending = false
    private var tokenSerial = 0
    private var rootID: AnyModule.ID?

    init(seed: UInt64 = 1) {
        rng = SplitMix(state: seed)
    }

    // MARK: ScenePlatform

    func show(_ change: FrameChange, _ publish: () -> Void) {
        publishes += 1
        publish()
        if change == .unanimated { unanimatedPending = true }
        if rendersAtOnce {
            inShow = true
            render()
            inShow = false
        } else {
            scheduleRender()
        }
    }

    func schedule(after delay: Duration, _ fire: @escaping @MainActor () -> Void) -> SceneTimer {
        timersScheduled += 1
        let id = enqueue(after: delay, fire)
        sessionTimers.insert(id)
        return SceneTimer { [weak self] in
            self?.jobs.removeAll { $0.id == id }
            self?.sessionTimers.remove(id)
        }
    }

    func read() -> SceneReading? {
        reads += 1
        if activity == .background { readsWhileBackground += 1 }
        guard canRead else {
            note("read: cannot read")
            return nil
        }
        let reading = self.reading()
        return reading
    }

    /// What UIKit shows.
    func reading() -> SceneReading {
        let presented = chain.map {
            SceneReading.Presented($0.content, $0.dragged ? .disappearing : $0.motion)
        }
        // An interactive pop takes the top controller off the navigation controller's
        // `viewControllers` as the swipe begins, and a cancelled one puts it back (N3 of
        // the UIKit model's rules): during a swipe, UIKit holds one screen fewer.
        let stacks = navs.mapValues { nav in
            SceneReading.Stack(pushed: nav.shown.count - (nav.interactive ? 1 : 0), isTransitioning: nav.moving)
        }
        return SceneReading(presented: presented, stacks: stacks)
    }

    // MARK: Time

    @discardableResult
    private func enqueue(after delay: Duration, _ run: @escaping @MainActor () -> Void) -> Int {
        jobSerial += 1
        jobs.append(Job(id: jobSerial, due: now + max(delay, .zero), run: run))
        return jobSerial
    }

    /// Lets `duration` pass, running what falls due, in order.
    func advance(by duration: Duration) {
        let end = now + duration
        while true {
            guard let index = nextJobIndex(dueBy: end) else { break }
            let job = jobs.remove(at: index)
            sessionTimers.remove(job.id)
            now = job.due
            jobsRun += 1
            if jobsRun > 400_000 {
                violations.append("\(now) runaway: more than 400000 jobs")
                jobs.removeAll()
                break
            }
            job.run()
        }
        now = max(now, end)
    }

    private func nextJobIndex(dueBy end: Duration) -> Int? {
        var best: Int?
        for (index, job) in jobs.enumerated() where job.due <= end {
            if let b = best, (jobs[b].due, jobs[b].id) <= (job.due, job.id) { continue }
            best = index
        }
        return best
    }

    /// Whether UIKit or SwiftUI still has something to do (session timers aside).
    var isBusy: Bool { jobs.contains { !sessionTimers.contains($0.id) } }

    /// One of UIKit's durations.
    func duration() -> Duration {
        let unit = Double(rng.next() % 10_000) / 10_000
        let seconds = durations.lowerBound + unit * (durations.upperBound - durations.lowerBound)
        return .milliseconds(Int(seconds * 1000))
    }

    func random(_ bound: Int) -> Int { Int(rng.next() % UInt64(max(bound, 1))) }
    func chance(_ percent: Int) -> Bool { random(100) < percent }

    // MARK: Notes

    func note(_ line: String) {
        lines.append("\(format(now)) \(line)")
    }

    func format(_ time: Duration) -> String {
        let (seconds, attoseconds) = time.components
        return String(format: "%7.3f", Double(seconds) + Double(attoseconds) / 1e18)
    }

    func name(_ element: ScreenElement?) -> String {
        guard let element else { return "nil" }
        return Self.name(element.module)
    }

    static func name(_ module: AnyModule) -> String {
        if let screen = module.unwrap(as: OutsideScreen.self) { return "\(screen.name)\(module.id)" }
        if let screen = module.unwrap(as: OutsideHoldingScreen.self) { return "\(screen.name)\(module.id)" }
        return "\(module)"
    }

    func names(_ elements: [ScreenElement]) -> String { "[" + elements.map(name).joined(separator: ", ") + "]" }

    /// Calls a frame's callback as UIKit or SwiftUI does: once, or twice when doubling;
    /// the session's trace must then name the event it heard (`expected` starts it).
    private func report(_ what: String, _ expected: String, _ call: () -> Void) {
        for round in 0..<(doublesReports ? 2 : 1) {
            note("→ \(what)\(round > 0 ? " (again)" : "")")
            let before = lines.count
            call()
            if !inShow, session?.trace != nil,
                !lines[before...].contains(where: { $0.contains("[session] event \(expected)") })
            {
                traceGaps.append("\(format(now)) \(what): no trace line 'event \(expected)…'")
            }
        }
    }

    /// Calls the session's callbacks that the trace must name, when inside `show`: none.
    private var inShow = false
    /// Callbacks the session's trace did not name.
    private(set) var traceGaps: [String] = []

    // MARK: Rendering

    private func scheduleRender() {
        guard !renderScheduled else { return }
        renderScheduled = true
        enqueue(after: .zero) { [weak self] in
            guard let self else { return }
            renderScheduled = false
            render()
        }
    }

    /// SwiftUI renders the session's frame: evaluates the screens, and hands UIKit the
    /// changes of paths, items and the alert.
    func render() {
        guard let session else { return }
        guard activity != .background else { return }
        let animated = !unanimatedPending
        unanimatedPending = false
        let frame = session.frame
        if verbose {
            note(
                "render frame \(frame.number): layers \(frame.layers.map { name($0.element) }) leaving \(frame.leaving.map { name($0.element) }) alert \(frame.layers.last?.alert?.alert.title ?? "-")"
            )
        }
        if rootID == nil { rootID = frame.layers[0].element.id }
        if case .tabs(let tabs) = frame.layers[0].content, tabs.selection?.id != selectedTab {
            note("tab shows \(name(tabs.selection))")
            switchTab(to: tabs.selection?.id)
        }
        for (index, layer) in frame.layers.enumerated() where index == 0 || isPresented(layer.element.id) {
            for stack in Self.stacks(of: layer) { reconcile(stack, animated: animated) }
        }
        if case .split(let split) = frame.layers[0].content {
            readSizeClass(of: split)
        } else {
            // Without a split view, the adapter's comparison is gone: a new one starts anew.
            sizeClassCompared = nil
        }
        for layer in frame.layers { reconcileItem(of: layer, animated: animated) }
        reconcileAlert(of: frame)
        prune(frame)
        evaluate(frame)
    }

    static func kindName(_ kind: LayerKind) -> String {
        switch kind {
        case .root: "root"
        case .sheet: "sheet"
        case .modal: "cover"
        case .popup: "popup"
        }
    }

    static func stacks(of layer: LayerFrame) -> [StackFrame] {
        switch layer.content {
        case .stack(let stack): [stack]
        case .tabs(let tabs): tabs.tabs
        case .split(let split): [split.detail]
        }
    }

    private func isPresented(_ id: AnyModule.ID) -> Bool { chain.contains { $0.content == .layer(id) } }

    /// Evaluates each screen SwiftUI renders: every view is asked of the session.
    private func evaluate(_ frame: SceneFrame) {
        guard let session else { return }
        for (index, layer) in (frame.layers + frame.leaving).enumerated()
        where index == 0 || isPresented(layer.element.id) {
            seen[layer.element.id] = name(layer.element)
            _ = session.view(for: layer.element)
            for stack in Self.stacks(of: layer) {
                var elements = (stack.root.map { [$0] } ?? []) + stack.binding.path
                // Screens still sliding away render too.
                if let nav = navs[stack.id], nav.moving { elements += nav.shown.filter { !elements.contains($0) } }
                for element in elements {
                    seen[element.id] = name(element)
                    _ = session.view(for: element)
                }
            }
            if case .split(let split) = layer.content {
                _ = session.view(for: split.sidebar)
                if let content = split.content { _ = session.view(for: content) }
            }
        }
    }

    /// Forgets the navigation controllers no presented layer or root holds.
    private func prune(_ frame: SceneFrame) {
        var live = Set(Self.stacks(of: frame.layers[0]).map(\.id))
        for controller in chain {
            if case .layer(let id) = controller.content { live.insert(.layer(.presented(id))) }
        }
        for (id, nav) in navs where !live.contains(id) {
            // The stack's content goes: its top screen, if on screen, disappears.
            let wasVisible: Bool = if case .tab(let tab) = id { tab == selectedTabBefore } else { true }
            removeNav(id, nav: nav, visible: wasVisible)
        }
        selectedTabBefore = selectedTab
    }

    private var selectedTabBefore: AnyModule.ID?
    /// Screens whose `onAppear` a stack change reported since the last tab switch.
    private var appearedInSwitch: Set<AnyModule.ID> = []

    /// Forgets a navigation controller whose content went: `onDisappear` of its top
    /// screen when it was on screen.
    private func removeNav(_ id: StackID, nav: Nav?, visible: Bool = true) {
        navs[id] = nil
        guard let nav, visible, let top = nav.shown.last else { return }
        let stack = nav.frame
        enqueue(after: .zero) { [weak self] in
            self?.report("onDisappear \(self?.name(top) ?? "") (content gone)", "screenDisappeared(\(top.id))") {
                stack.disappeared(top)
            }
        }
    }

    /// Whether a stack's navigation controller is in the window and uncovered: UIKit
    /// animates its changes and has a transition coordinator.
    private func isVisible(_ id: StackID) -> Bool {
        if case .tab(let tab) = id, tab != selectedTab { return false }
        let layerIndex: Int
        switch id {
        case .layer(.presented(let layer)):
            guard let index = chain.firstIndex(where: { $0.content == .layer(layer) }) else { return false }
            layerIndex = index + 1
        default: layerIndex = 0
        }
        // A full-screen cover over it takes it out of the window.
        return !chain.dropFirst(layerIndex).contains { $0.kind == .modal && $0.motion == .still }
    }

    private func reconcile(_ stack: StackFrame, animated: Bool) {
        let want = stack.binding.path
        guard let nav = navs[stack.id] else {
            // The stack renders for the first time, at its path: its top screen appears.
            navs[stack.id] = Nav(want, frame: stack)
            if let top = want.last, isVisible(stack.id) || stack.id.layer != .root {
                report("onAppear \(name(top)) (first render)", "screenAppeared(\(top.id))") { stack.appeared(top) }
            }
            return
        }
        nav.frame = stack
        guard want != nav.requested else { return }
        nav.requested = want
        if nav.moving {
            violations.append(
                "\(format(now)) the path of \(stack.id) changed during its transition, lost: shows "
                    + "\(names(nav.shown)), asked \(names(want))")
            note("path change lost (transition under way) \(stack.id) \(names(want))")
            return
        }
        guard want != nav.shown else { return }
        change(nav, to: want, animated: animated && isVisible(stack.id))
    }

    /// UIKit's navigation controller shows `path`: a push or pop, animated or not.
    private func change(_ nav: Nav, to path: [ScreenElement], animated: Bool) {
        let stack = nav.frame
        let from = nav.shown
        let oldTop = from.last
        let newTop = path.last
        let removed = from.filter { !path.contains($0) }
        note("\(stack.id) \(animated ? "animates" : "sets") \(names(from)) → \(names(path))")
        nav.shown = path
        let visible = isVisible(stack.id)
        if let newTop, newTop != oldTop, visible {
            report("onAppear \(name(newTop))", "screenAppeared(\(newTop.id))") { stack.appeared(newTop) }
            appearedInSwitch.insert(newTop.id)
        }
        if case .tab = stack.id, !visible { knownLeaks.formUnion(removed.map(\.id)) }
        guard animated, oldTop != newTop else {
            // Only a screen on screen disappears: the top of a visible stack.
            let removed = visible ? removed.filter { $0 == oldTop } : []
            enqueue(after: .zero) { [weak self] in
                for element in removed {
                    self?.report("onDisappear \(self?.name(element) ?? "")", "screenDisappeared(\(element.id))") {
                        stack.disappeared(element)
                    }
                }
            }
            return
        }
        tokenSerial += 1
        let token = tokenSerial
        nav.token = token
        nav.moving = true
        if reportsTransitions {
            if let newTop {
                report("began showing \(name(newTop))", "screenTransition(\(newTop.id)") {
                    stack.transition(newTop, .began(appearing: true, interactive: false))
                }
            }
            if let oldTop {
                report("began hiding \(name(oldTop))", "screenTransition(\(oldTop.id)") {
                    stack.transition(oldTop, .began(appearing: false, interactive: false))
                }
            }
        }
        enqueue(after: duration()) { [weak self, nav] in
            guard let self, nav.token == token, nav.moving else { return }
            nav.moving = false
            let stack = nav.frame
            note("\(stack.id) transition ended")
            if reportsTransitions {
                if let newTop {
                    report("ended showing \(name(newTop))", "screenTransition(\(newTop.id)") {
                        stack.transition(newTop, .ended(appearing: true, cancelled: false))
                    }
                }
                if let oldTop {
                    report("ended hiding \(name(oldTop))", "screenTransition(\(oldTop.id)") {
                        stack.transition(oldTop, .ended(appearing: false, cancelled: false))
                    }
                }
            }
            for element in removed {
                report("onDisappear \(name(element))", "screenDisappeared(\(element.id))") {
                    stack.disappeared(element)
                }
            }
            scheduleRender()
        }
    }

    private func reconcileItem(of layer: LayerFrame, animated: Bool) {
        let presenter = layer.element.id
        let presenterIndex: Int
        if layer.kind == .root {
            presenterIndex = -1
        } else if let index = chain.firstIndex(where: { $0.content == .layer(presenter) }) {
            presenterIndex = index
        } else {
            return  // its content is not on screen: its modifiers are not rendered
        }
        let item = layer.presented
        let old = lastItem[presenter]
        if let item, item.element.id == old {
            if let index = chain.firstIndex(where: { $0.content == .layer(item.element.id) }) {
                chain[index].presented = item
            }
            pendingPresent[presenter] = pendingPresent[presenter].map { _ in item }
            return
        }
        if item == nil, old == nil { return }
        lastItem[presenter] = item?.element.id
        pendingPresent[presenter] = nil
        var dismissing = false
        if let old, let index = chain.firstIndex(where: { $0.content == .layer(old) }) {
            dismissing = dismiss(from: index, animated: animated)
            if !dismissing, let item {
                // SwiftUI presents the new item once the old one goes; the old one stays.
                pendingPresent[presenter] = item
            }
        }
        guard let item else { return }
        if dismissing {
            pendingPresent[presenter] = item
        } else if pendingPresent[presenter] == nil {
            present(item, over: presenterIndex, animated: animated)
        }
    }

    private func present(_ item: PresentedFrame, over presenterIndex: Int, animated: Bool) {
        let label = name(item.element)
        if chain.count > presenterIndex + 1 {
            refusals.append(
                "\(format(now)) present \(label) dropped: its presenter presents \(chain[presenterIndex + 1].content)")
            note("present \(label) dropped: presenter presents")
            return
        }
        if presenterIndex >= 0, chain[presenterIndex].motion != .still || chain[presenterIndex].dragged {
            refusals.append("\(format(now)) present \(label) dropped: its presenter moves")
            note("present \(label) dropped: presenter moves")
            return
        }
        if let moving = navs.first(where: { $0.value.moving && isVisible($0.key) }) {
            violations.append("\(format(now)) present \(label) while \(moving.key) moves")
        }
        tokenSerial += 1
        let token = tokenSerial
        chain.append(
            Controller(
                content: .layer(item.element.id), motion: .appearing, kind: item.kind, presented: item, token: token))
        note("present \(label) \(Self.kindName(item.kind))")
        let unanimated: Bool = if case .popup = item.kind { true } else { !animated }
        let time = (unanimated ? .zero : duration()) + slowFirstFrame
        scheduleRender()
        enqueue(after: time) { [weak self] in
            guard let self, let index = chain.firstIndex(where: { $0.token == token }),
                chain[index].motion == .appearing
            else { return }
            chain[index].motion = .still
            note("presentation of \(label) ended")
            if reportsLayers, let presented = chain[index].presented {
                report("viewDidAppear \(label)", "layerAppeared(\(item.element.id))") { presented.appeared() }
            }
            if item.kind == .modal, index > 0, reportsLayers, let under = chain[index - 1].presented {
                report("viewDidDisappear \(name(under.element)) (covered)", "layerDisappeared(\(under.element.id))") {
                    under.disappeared()
                }
            }
            if item.kind == .modal { coverChanged(under: index - 1, covered: true) }
            scheduleRender()
        }
    }

    /// Dismisses the controller at `index` and every one above it; `false` when UIKit
    /// ignores it.
    @discardableResult
    private func dismiss(from index: Int, animated: Bool) -> Bool {
        let label = "\(chain[index].content)"
        if chain[index...].contains(where: \.dragged) {
            let layers = chain[index...].filter { if case .layer = $0.content { true } else { false } }
            if layers.dropFirst().contains(where: { $0.kind == .modal }) { coveredDismissalIgnored = true }
            refusals.append("\(format(now)) dismiss \(label) ignored: the user drags it")
            note("dismiss \(label) ignored: dragged")
            return false
        }
        if chain[index...].contains(where: { $0.motion != .still }) {
            // A layer under a full-screen cover among them: the known issue of the re-ask.
            let layers = chain[index...].filter { if case .layer = $0.content { true } else { false } }
            if layers.dropFirst().contains(where: { $0.kind == .modal }) { coveredDismissalIgnored = true }
            refusals.append("\(format(now)) dismiss \(label) ignored: a transition is under way")
            note("dismiss \(label) ignored: transition under way")
            return false
        }
        let tokens = chain[index...].map(\.token)
        for position in index..<chain.count { chain[position].motion = .disappearing }
        let unanimated: Bool = if case .popup = chain[index].kind { true } else { !animated }
        note("dismiss \(label) and \(chain.count - index - 1) above")
        enqueue(after: unanimated ? .zero : duration()) { [weak self] in
            self?.finishDismissal(of: tokens)
        }
        return true
    }

    private func finishDismissal(of tokens: [Int]) {
        guard let first = chain.firstIndex(where: { $0.token == tokens[0] }) else { return }
        let removed = Array(chain[first...]).filter { tokens.contains($0.token) }
        chain.removeAll { tokens.contains($0.token) }
        let presenter = first > 0 ? chain[first - 1] : nil
        let uncovers = removed.first?.kind == .modal && reportsLayers
        if uncovers, uncoveredFirst, let under = presenter?.presented {
            report("viewDidAppear \(name(under.element)) (uncovered)", "layerAppeared(\(under.element.id))") {
                under.appeared()
            }
        }
        for controller in removed.reversed() {
            switch controller.content {
            case .layer(let id):
                removeNav(.layer(.presented(id)), nav: navs[.layer(.presented(id))])
                note("dismissal of \(name(controller.presented?.element)) ended")
                if reportsLayers, let presented = controller.presented {
                    report("viewDidDisappear \(name(presented.element))", "layerDisappeared(\(presented.element.id))") {
                        presented.disappeared()
                    }
                }
            case .alert:
                note("our alert went with its presenter")
            case .other:
                note("another's controller went with its presenter")
            }
        }
        if uncovers, !uncoveredFirst, let under = presenter?.presented {
            knownLeaks.insert(under.element.id)
            knownLeaks.formUnion(navs[.layer(.presented(under.element.id))]?.shown.map(\.id) ?? [])
            report("viewDidAppear \(name(under.element)) (uncovered)", "layerAppeared(\(under.element.id))") {
                under.appeared()
            }
        }
        if removed.first?.kind == .modal { coverChanged(under: first - 1, covered: false) }
        let presenterID =
            presenter.flatMap { controller -> AnyModule.ID? in
                if case .layer(let id) = controller.content { return id }
                return nil
            } ?? rootID
        if let presenterID, let item = pendingPresent.removeValue(forKey: presenterID),
            lastItem[presenterID] == item.element.id
        {
            present(item, over: first - 1, animated: true)
        }
        reconcileAlert()
        scheduleRender()
    }

    /// The renderer's alert presenter, as its contract says: it presents the alert a
    /// frame asks for from the topmost controller of the chain that is not being
    /// dismissed, once per alert until a frame asks for none or another; it dismisses one
    /// no longer asked for, again at each frame while UIKit ignores it; an alert gone with
    /// its presenter reports `dismiss` then `disappeared`.
    /// A full-screen cover went over the layer at `index` of the chain (-1: the root) or
    /// left it: SwiftUI's content under it leaves the window or comes back, so the top
    /// screen of each of its stacks on screen gets `onDisappear` or `onAppear`.
    private func coverChanged(under index: Int, covered: Bool) {
        let ids: [StackID]
        if index >= 0 {
            guard case .layer(let layer) = chain[index].content else { return }
            ids = [.layer(.presented(layer))]
        } else {
            ids = [.layer(.root), .column(.secondary)] + (selectedTab.map { [.tab($0)] } ?? [])
        }
        for id in ids {
            guard let nav = navs[id], let top = nav.shown.last else { continue }
            let stack = nav.frame
            if covered {
                report("onDisappear \(name(top)) (covered)", "screenDisappeared(\(top.id))") { stack.disappeared(top) }
            } else {
                report("onAppear \(name(top)) (uncovered)", "screenAppeared(\(top.id))") { stack.appeared(top) }
            }
        }
    }

    private func reconcileAlert(of frame: SceneFrame) {
        let top = frame.layers[frame.layers.count - 1]
        // The presenter lives in the top layer's content: rendered only once presented.
        let wanted = top.kind == .root || isPresented(top.element.id) ? top.alert : nil
        if wanted?.alert.id != alertSpent { alertSpent = nil }
        alertWanted = wanted
        reconcileAlert()
    }

    /// What the alert presenter shows, and the frame that asked for it.
    private struct ShownAlert {
        var token: Int
        var frame: AlertFrame
        var hasAppeared = false
        var isDismissing = false
    }

    private var alertShown: ShownAlert?
    private var alertSpent: NavigationAlert.ID?
    private var alertWanted: AlertFrame?

    private func reconcileAlert() {
        if var current = alertShown {
            guard let index = chain.firstIndex(where: { $0.token == current.token }) else {
                // Gone without a button: its presenter went.
                alertShown = nil
                if current.hasAppeared {
                    if !current.isDismissing {
                        report("alert dismissed (presenter went)", "alertDismissed(") { current.frame.dismiss() }
                    }
                    report("alert disappeared", "alertDisappeared(") { current.frame.disappeared() }
                }
                return reconcileAlert()
            }
            guard alertWanted?.alert.id != current.frame.alert.id, chain[index].motion == .still else { return }
            if chain[index...].contains(where: { $0.motion != .still || $0.dragged }) {
                refusals.append("\(format(now)) dismiss of our alert ignored: something over it moves")
                note("dismiss of our alert ignored")
                return
            }
            current.isDismissing = true
            alertShown = current
            let tokens = chain[index...].map(\.token)
            for position in index..<chain.count { chain[position].motion = .disappearing }
            note("dismiss our alert \(current.frame.alert.title)")
            enqueue(after: duration()) { [weak self] in
                guard let self else { return }
                chain.removeAll { tokens.contains($0.token) }
                note("our alert's dismissal ended")
                if let shown = alertShown, shown.token == current.token {
                    alertShown = nil
                    report("alert disappeared", "alertDisappeared(") { shown.frame.disappeared() }
                }
                scheduleRender()
            }
            return
        }
        guard let wanted = alertWanted, wanted.alert.id != alertSpent else { return }
        alertSpent = wanted.alert.id
        // The topmost controller not being dismissed.
        let presenter = chain.lastIndex { $0.motion != .disappearing && !$0.dragged }
        if let presenter, chain[presenter].motion != .still || presenter < chain.count - 1 {
            refusals.append("\(format(now)) alert \(wanted.alert.title) dropped: its presenter moves")
            note("alert \(wanted.alert.title) dropped (presenter moves)")
            return
        }
        if presenter == nil, !chain.isEmpty {
            refusals.append("\(format(now)) alert \(wanted.alert.title) dropped: the root presents")
            note("alert \(wanted.alert.title) dropped (the root presents)")
            return
        }
        tokenSerial += 1
        let token = tokenSerial
        chain.append(Controller(content: .alert(wanted.alert.id), motion: .appearing, alert: wanted, token: token))
        alertShown = ShownAlert(token: token, frame: wanted)
        note("present our alert \(wanted.alert.title)")
        enqueue(after: duration()) { [weak self] in
            guard let self, let index = chain.firstIndex(where: { $0.token == token }),
                chain[index].motion == .appearing
            else { return }
            chain[index].motion = .still
            guard var shown = alertShown, shown.token == token else { return }
            shown.hasAppeared = true
            alertShown = shown
            report("alert appeared \(shown.frame.alert.title)", "alertAppeared(") { shown.frame.appeared() }
            reconcileAlert()
        }
    }

    // MARK: The user

    /// The frame's stack `id`, if the latest frame shows it.
    func stackFrame(_ id: StackID) -> StackFrame? {
        guard let session else { return nil }
        let frame = session.frame
        return (frame.layers + frame.leaving).flatMap(Self.stacks).first { $0.id == id }
    }

    /// The stack the user sees on top: the top layer's, or the selected tab's.
    var topStackID: StackID? {
        guard let session else { return nil }
        let frame = session.frame
        guard let top = chain.last(where: { if case .layer = $0.content { true } else { false } }),
            case .layer(let id) = top.content
        else {
            switch frame.layers[0].content {
            case .stack(let stack): return stack.id
            case .tabs: return selectedTab.map { .tab($0) }
            case .split(let split): return split.detail.id
            }
        }
        return .layer(.presented(id))
    }

    /// Whether the user can touch the top stack: nothing moves or sits over it.
    private func canTouch(_ id: StackID) -> Bool {
        guard activity == .active else { return false }
        if chain.contains(where: { $0.motion != .still || $0.dragged }) { return false }
        if let last = chain.last {
            guard case .layer(let layer) = last.content, id == .layer(.presented(layer)) else { return false }
        }
        return true
    }

    /// The user taps the back button of the top stack (`levels` 1), or picks the screen
    /// `levels` down from its long-press menu: UIKit pops at once, animated and not
    /// interactive (its `viewControllers` already without the popped screens, as a reading
    /// shows), and reports the transition like a program pop. SwiftUI writes the shorter
    /// path as the pop begins (`writesEarly`), or once it ended and the top reported
    /// `onDisappear`; `writes` false: it writes nothing. `false` when no pop can start.
    @discardableResult
    func tapBack(levels: Int = 1, writesEarly: Bool = false, writes: Bool = true) -> Bool {
        guard levels > 0, let id = topStackID, let nav = navs[id], !nav.moving, nav.shown.count >= levels,
            let top = nav.shown.last, canTouch(id)
        else { return false }
        let path = Array(nav.shown.dropLast(levels))
        let popped = nav.shown.suffix(levels)
        let newTop = path.last
        tokenSerial += 1
        let token = tokenSerial
        nav.token = token
        nav.moving = true
        nav.shown = path
        committedSwipes.formUnion(popped.map(\.id))
        let stack = nav.frame
        note("user taps back on \(id) to \(names(path))\(levels > 1 ? " (long-press menu)" : "")")
        let write = { [self, nav] in
            guard writes else { return }
            nav.requested = path
            report("SwiftUI writes \(names(path)) to \(id)", "pathWritten(") { nav.frame.binding.path = path }
        }
        if reportsTransitions {
            report("began hiding \(name(top))", "screenTransition(\(top.id)") {
                stack.transition(top, .began(appearing: false, interactive: false))
            }
            if let newTop {
                report("began showing \(name(newTop))", "screenTransition(\(newTop.id)") {
                    stack.transition(newTop, .began(appearing: true, interactive: false))
                }
            }
        }
        if let newTop {
            report("onAppear \(name(newTop)) (revealed)", "screenAppeared(\(newTop.id))") { stack.appeared(newTop) }
        }
        if writesEarly { write() }
        enqueue(after: duration()) { [weak self, nav] in
            guard let self, nav.token == token, nav.moving else { return }
            nav.moving = false
            let stack = nav.frame
            note("\(id) back pop ended")
            if reportsTransitions {
                report("ended hiding \(name(top))", "screenTransition(\(top.id)") {
                    stack.transition(top, .ended(appearing: false, cancelled: false))
                }
                if let newTop {
                    report("ended showing \(name(newTop))", "screenTransition(\(newTop.id)") {
                        stack.transition(newTop, .ended(appearing: true, cancelled: false))
                    }
                }
            }
            report("onDisappear \(name(top))", "screenDisappeared(\(top.id))") { stack.disappeared(top) }
            if !writesEarly { write() }
            scheduleRender()
        }
        return true
    }

    /// SwiftUI writes `path` to stack `id`'s binding again, late: a copy of an earlier
    /// write (UIKit does nothing of it). `false` when no frame shows the stack.
    @discardableResult
    func writeLateCopy(_ path: [ScreenElement], to id: StackID) -> Bool {
        guard let stack = stackFrame(id) else { return false }
        report("SwiftUI writes \(names(path)) to \(id) (late copy)", "pathWritten(") { stack.binding.path = path }
        scheduleRender()
        return true
    }

    /// The user swipes back on the top stack, holds for `hold`, then lets go: the pop
    /// commits, or, `cancels`, the screen stays. SwiftUI writes the shorter path as the
    /// swipe begins (`writesEarly`) or as it commits; after a cancel of an early write it
    /// writes the longer path back when `writesBack`. `false` when no swipe can start.
    @discardableResult
    func swipeBack(hold: Duration, cancels: Bool = false, writesEarly: Bool = false, writesBack: Bool = true) -> Bool {
        guard let id = topStackID, let nav = navs[id], !nav.moving, let top = nav.shown.last, canTouch(id) else {
            return false
        }
        let below = nav.shown.dropLast().last
        tokenSerial += 1
        let token = tokenSerial
        nav.token = token
        nav.moving = true
        nav.interactive = true
        let stack = nav.frame
        note("user swipes back on \(id) from \(name(top)), holding \(hold)\(cancels ? ", will cancel" : "")")
        if reportsTransitions {
            report("began hiding \(name(top)) interactive", "screenTransition(\(top.id)") {
                stack.transition(top, .began(appearing: false, interactive: true))
            }
            if let below {
                report("began showing \(name(below)) interactive", "screenTransition(\(below.id)") {
                    stack.transition(below, .began(appearing: true, interactive: true))
                }
            }
        }
        // The screen under it comes into view: SwiftUI runs its `onAppear` again.
        if let below {
            report("onAppear \(name(below)) (revealed)", "screenAppeared(\(below.id))") { stack.appeared(below) }
        }
        if writesEarly {
            let shorter = Array(nav.shown.dropLast())
            nav.requested = shorter
            report("SwiftUI writes \(names(shorter)) to \(id) (early)", "pathWritten(") {
                nav.frame.binding.path = shorter
            }
        }
        let release: @MainActor (Bool) -> Void = { [weak self, nav] forced in
            guard let self, nav.token == token, nav.interactive else { return }
            nav.moving = false
            nav.interactive = false
            nav.release = nil
            let stack = nav.frame
            if cancels || forced {
                note("user cancels the swipe on \(id)")
                if reportsTransitions {
                    report("ended hiding \(name(top)) cancelled", "screenTransition(\(top.id)") {
                        stack.transition(top, .ended(appearing: false, cancelled: true))
                    }
                    if let below {
                        report("ended showing \(name(below)) cancelled", "screenTransition(\(below.id)") {
                            stack.transition(below, .ended(appearing: true, cancelled: true))
                        }
                    }
                }
                if let below {
                    report("onDisappear \(name(below)) (covered again)", "screenDisappeared(\(below.id))") {
                        stack.disappeared(below)
                    }
                }
                if writesEarly, writesBack {
                    nav.requested = nav.shown
                    report("SwiftUI writes \(names(nav.shown)) back to \(id)", "pathWritten(") {
                        stack.binding.path = nav.shown
                    }
                }
            } else {
                nav.shown.removeLast()
                committedSwipes.insert(top.id)
                note("user lets the swipe on \(id) commit")
                let write = { [self] in
                    if !writesEarly {
                        nav.requested = nav.shown
                        report("SwiftUI writes \(names(nav.shown)) to \(id)", "pathWritten(") {
                            stack.binding.path = nav.shown
                        }
                    }
                }
                if writesSwipeFirst { write() }
                if reportsTransitions {
                    report("ended hiding \(name(top))", "screenTransition(\(top.id)") {
                        stack.transition(top, .ended(appearing: false, cancelled: false))
                    }
                    if let below {
                        report("ended showing \(name(below))", "screenTransition(\(below.id)") {
                            stack.transition(below, .ended(appearing: true, cancelled: false))
                        }
                    }
                }
                report("onDisappear \(name(top))", "screenDisappeared(\(top.id))") { stack.disappeared(top) }
                if !writesSwipeFirst { write() }
            }
            scheduleRender()
        }
        nav.release = release
        enqueue(after: hold) { release(false) }
        return true
    }

    /// The user drags the top sheet for `hold`, then lets go: it goes (`dismisses`) or
    /// springs back. `false` when no sheet can be dragged.
    @discardableResult
    func dragSheet(hold: Duration, dismisses: Bool) -> Bool {
        guard activity == .active, let index = chain.indices.last, chain[index].motion == .still,
            !chain.contains(where: { $0.motion != .still || $0.dragged }),
            case .sheet = chain[index].kind, case .layer(let id) = chain[index].content
        else { return false }
        chain[index].dragged = true
        let token = chain[index].token
        note("user drags sheet \(name(chain[index].presented?.element)) for \(hold)")
        enqueue(after: hold) { [weak self] in
            guard let self, let index = chain.firstIndex(where: { $0.token == token }), chain[index].dragged else {
                return
            }
            guard dismisses else {
                chain[index].dragged = false
                note("user lets the sheet spring back")
                return
            }
            chain[index].motion = .disappearing
            draggedAway.insert(id)
            note("user lets the sheet go")
            enqueue(after: .milliseconds(300)) { [weak self] in
                guard let self, let index = chain.firstIndex(where: { $0.token == token }) else { return }
                let controller = chain.remove(at: index)
                lastShown[id] = navs[.layer(.presented(id))]?.shown.map(\.id)
                removeNav(.layer(.presented(id)), nav: navs[.layer(.presented(id))])
                let presenter = index > 0 ? chain[index - 1] : nil
                let presenterID: AnyModule.ID? =
                    presenter.flatMap {
                        if case .layer(let layer) = $0.content { layer } else { nil }
                    } ?? rootID
                if let presenterID, lastItem[presenterID] == id { lastItem[presenterID] = nil }
                // The binding the latest frame holds for the sheet, else the one it was shown with.
                let item = latestItem(id) ?? controller.presented
                let write = { [self] in
                    if let item {
                        report(
                            "SwiftUI sets \(name(item.element))'s item to nil",
                            "presentationDismissed(\(item.element.id)"
                        ) { item.dismiss() }
                    }
                }
                let disappear = { [self] in
                    if reportsLayers, let presented = controller.presented {
                        report(
                            "viewDidDisappear \(name(presented.element))", "layerDisappeared(\(presented.element.id))"
                        ) { presented.disappeared() }
                    }
                }
                if dragWritesFirst {
                    write()
                    disappear()
                } else {
                    knownLeaks.insert(id)
                    knownLeaks.formUnion(controller.presented.flatMap { _ in self.lastShown[id] } ?? [])
                    disappear()
                    write()
                }
                scheduleRender()
            }
        }
        return true
    }

    private func latestItem(_ id: AnyModule.ID) -> PresentedFrame? {
        session?.frame.layers.compactMap(\.presented).first { $0.element.id == id }
    }

    /// The user taps outside the top popup.
    @discardableResult
    func tapOutsidePopup() -> Bool {
        guard activity == .active, let last = chain.last, last.motion == .still, case .popup = last.kind,
            case .layer(let id) = last.content, let tap = latestItem(id)?.tapOutside
        else { return false }
        report("tap outside \(name(last.presented?.element))", "presentationDismissed(\(id)") { tap() }
        scheduleRender()
        return true
    }

    /// The user taps button `index` of our alert: UIKit takes it down, then runs the
    /// handler, which taps the button and reports `disappeared` (or, with
    /// `alertTapAfterDismissal` off, taps as the finger lifts). `false` when no alert of
    /// ours is on top and still.
    @discardableResult
    func tapAlert(_ index: Int = 0) -> Bool {
        guard activity == .active, let last = chain.last, last.motion == .still, case .alert = last.content,
            let shown = alertShown, shown.token == last.token, index < shown.frame.buttons.count
        else { return false }
        let alert = shown.frame
        let button = alert.buttons[index]
        let token = last.token
        chain[chain.count - 1].motion = .disappearing
        note("user taps \(button.title) of \(alert.alert.title)")
        if !alertTapAfterDismissal {
            report("tap \(button.title)", "alertButtonTapped(\(button.title)") { button.tap() }
        }
        enqueue(after: duration()) { [weak self] in
            guard let self else { return }
            chain.removeAll { $0.token == token }
            if alertShown?.token == token { alertShown = nil }
            if alertTapAfterDismissal {
                report("tap \(button.title)", "alertButtonTapped(\(button.title)") { button.tap() }
            }
            report("alert disappeared (button)", "alertDisappeared(") { alert.disappeared() }
            scheduleRender()
        }
        return true
    }

    /// UIKit shows another tab: the old tab's top screen disappears and the new one's
    /// appears (their `onDisappear` and `onAppear`, at the next turn).
    private func switchTab(to tab: AnyModule.ID?) {
        let old = selectedTab.flatMap { navs[.tab($0)] }
        selectedTab = tab
        let leaving = old.flatMap { nav in nav.shown.last.map { (nav.frame, $0) } }
        // The new tab's top is read once this render has brought its stack up to date.
        enqueue(after: .zero) { [weak self] in
            guard let self else { return }
            if let (stack, top) = leaving {
                report("onDisappear \(name(top)) (tab left)", "screenDisappeared(\(top.id))") { stack.disappeared(top) }
            }
            if let nav = tab.flatMap({ self.navs[.tab($0)] }), let top = nav.shown.last,
                !appearedInSwitch.contains(top.id)
            {
                let stack = nav.frame
                report("onAppear \(name(top)) (tab shown)", "screenAppeared(\(top.id))") { stack.appeared(top) }
            }
            appearedInSwitch = []
        }
    }

    /// The user taps tab `index` of the tab bar; `false` when a cover or anything moving
    /// is in the way.
    @discardableResult
    func tapTab(_ index: Int) -> Bool {
        guard activity == .active, let session, case .tabs(let tabs) = session.frame.layers[0].content,
            index < tabs.tabs.count, chain.isEmpty, let root = tabs.tabs[index].root
        else { return false }
        note("user taps tab \(name(root))")
        let switches = root.id != selectedTab
        if switches { switchTab(to: root.id) }
        report("select \(name(root))", "selectionWritten(") { tabs.select(root) }
        scheduleRender()
        return true
    }

    /// A module's own sheet, alert or dialog (or a system alert) comes over the top.
    @discardableResult
    func presentOther() -> Bool {
        guard chain.allSatisfy({ $0.motion == .still && !$0.dragged }) else { return false }
        tokenSerial += 1
        let token = tokenSerial
        chain.append(Controller(content: .other, motion: .appearing, token: token))
        note("another's controller comes over the top")
        enqueue(after: duration()) { [weak self] in
            guard let self, let index = chain.firstIndex(where: { $0.token == token }) else { return }
            chain[index].motion = .still
        }
        return true
    }

    /// The other controller goes, with whatever sits over it (the module dismisses its
    /// own sheet or alert); `false` when there is none, or something from it up moves.
    @discardableResult
    func dismissOther() -> Bool {
        guard let index = chain.lastIndex(where: { $0.content == .other }),
            chain[index...].allSatisfy({ $0.motion == .still && !$0.dragged })
        else { return false }
        let tokens = chain[index...].map(\.token)
        for position in index..<chain.count { chain[position].motion = .disappearing }
        note("another's controller goes\(chain.count - index > 1 ? ", with \(chain.count - index - 1) over it" : "")")
        enqueue(after: duration()) { [weak self] in
            guard let self else { return }
            let removed = chain.filter { tokens.contains($0.token) }
            chain.removeAll { tokens.contains($0.token) }
            for controller in removed {
                if case .layer(let id) = controller.content {
                    removeNav(.layer(.presented(id)), nav: navs[.layer(.presented(id))])
                    if reportsLayers, let presented = controller.presented {
                        report(
                            "viewDidDisappear \(name(presented.element))", "layerDisappeared(\(presented.element.id))"
                        ) { presented.disappeared() }
                    }
                }
            }
            note("another's controller gone")
            reconcileAlert()
            scheduleRender()
        }
        return true
    }

    /// The scene's phase changes, as `scenePhase` reports it.
    func setActivity(_ activity: SceneActivity) {
        guard activity != self.activity, let session else { return }
        if activity != .active {
            // Leaving the foreground cancels the touches: a swipe is cancelled, a dragged
            // sheet springs back.
            for nav in navs.values { nav.release?(true) }
            for index in chain.indices where chain[index].dragged {
                chain[index].dragged = false
                note("the dragged sheet springs back (touches cancelled)")
            }
        }
        self.activity = activity
        report("scene \(activity)", "activityChanged(\(activity))") { session.frame.activityChanged(activity) }
        if activity != .background { scheduleRender() }
    }

    // MARK: The split view's size class

    /// The horizontal size class the scene has, for a split view at the root: `true`
    /// compact, `false` regular; `nil` leaves it unmodelled (no write of it).
    private(set) var compact: Bool?
    /// The size class and the frame's collapse at the last render, as the adapter compares them.
    private var sizeClassCompared: [Bool]?
    /// Whether SwiftUI is writing what a collapsed split view's back button did.
    private(set) var collapsedBackWriting = false
    /// Whether a collapsed split view's back button was tapped and SwiftUI has not
    /// written it yet.
    private(set) var collapsedBackPending = false

    /// The scene's horizontal size class changes (the iPad rotates, or the app is resized
    /// in Split View or Stage Manager); SwiftUI renders the root again.
    func setCompact(_ compact: Bool) {
        guard compact != self.compact else { return }
        note("the size class becomes \(compact ? "compact" : "regular")")
        self.compact = compact
        scheduleRender()
    }

    /// The adapter's split view watches the size class and the frame's collapse in an
    /// `onChange(of:initial:)`, which SwiftUI runs after the render when either changed
    /// (and at the first render): it then writes the size class back if they differ.
    private func readSizeClass(of split: SplitFrame) {
        guard let compact else { return }
        let compared = [compact, split.isCollapsed]
        defer { sizeClassCompared = compared }
        guard split.isCollapsed != compact, sizeClassCompared != compared else { return }
        enqueue(after: .zero) { [weak self] in
            self?.report("SwiftUI writes the size class \(compact ? "compact" : "regular")", "selectionWritten(") {
                split.sizeClassChanged(compact)
            }
        }
    }

    /// The latest frame's split view at the root, if any.
    var splitFrame: SplitFrame? {
        guard let session, case .split(let split) = session.frame.layers[0].content else { return nil }
        return split
    }

    /// Whether the user can touch the root layer's columns: the app is active, nothing is
    /// presented over the root or moving, and no swipe holds a finger.
    var canTouchColumns: Bool {
        activity == .active && chain.isEmpty && !navs.values.contains { $0.interactive }
    }

    /// The user taps the back button of a collapsed split view's stack at the root of the
    /// detail column (or at the content column, with nothing selected in it): UIKit pops
    /// that column, then SwiftUI writes the column it shows to `preferredCompactColumn`
    /// and clears the column's list selection, in the order `columnFirst` says, or only
    /// one of the two (`writes`: 1 the column, 2 the selection, 3 both). `false` when
    /// the collapsed stack shows no column to pop.
    @discardableResult
    func tapCollapsedBack(columnFirst: Bool, writes: Int) -> Bool {
        guard canTouchColumns, compact == true, let split = splitFrame, split.isCollapsed else { return false }
        let detailShown = navs[split.detail.id].map { $0.shown.isEmpty && !$0.moving } ?? true
        let back: CompactColumn
        let clear: () -> Void
        switch split.compactColumn {
        case .detail where split.detail.root != nil && detailShown:
            if split.style == .threeColumns {
                back = .content
                clear = { split.selectInContent(nil) }
            } else {
                back = .sidebar
                clear = { split.selectInSidebar(nil) }
            }
        case .content where split.style == .threeColumns && split.content != nil:
            back = .sidebar
            clear = { split.selectInSidebar(nil) }
        default:
            return false
        }
        note("user taps back in the collapsed split view to the \(back) column")
        collapsedBackPending = true
        enqueue(after: duration()) { [weak self] in
            guard let self else { return }
            collapsedBackWriting = true
            collapsedBackPending = false
            defer { collapsedBackWriting = false }
            let column = { [self] in
                if writes & 1 != 0 {
                    report("SwiftUI writes the compact column \(back)", "selectionWritten(") {
                        split.showCompactColumn(back)
                    }
                }
            }
            let selection = { [self] in
                if writes & 2 != 0 {
                    report("SwiftUI clears the list's selection", "selectionWritten(") { clear() }
                }
            }
            if columnFirst {
                column()
                selection()
            } else {
                selection()
                column()
            }
            scheduleRender()
        }
        return true
    }

    /// The user taps a row of the sidebar's list (`content` false) or the content
    /// column's: SwiftUI writes the row's tag, `value`, to the list's selection binding,
    /// and, collapsed, the column it pushes to `preferredCompactColumn` when
    /// `writesColumn`. `false` when the column's list is not on screen.
    @discardableResult
    func tapRow(_ value: AnyModule, inContent content: Bool, writesColumn: Bool) -> Bool {
        guard canTouchColumns, let split = splitFrame else { return false }
        if content, split.style != .threeColumns || split.content == nil { return false }
        if split.isCollapsed || compact == true {
            // Collapsed, only the column on top of the stack shows its list.
            guard split.isCollapsed, compact == true,
                split.compactColumn == (content ? .content : .sidebar)
            else { return false }
        }
        note("user taps row \(Self.name(value)) in the \(content ? "content" : "sidebar") list")
        report("SwiftUI writes the selection \(Self.name(value))", "selectionWritten(") {
            content ? split.selectInContent(value) : split.selectInSidebar(value)
        }
        if split.isCollapsed, writesColumn {
            let next: CompactColumn = content || split.style == .twoColumns ? .detail : .content
            report("SwiftUI writes the compact column \(next)", "selectionWritten(") { split.showCompactColumn(next) }
        }
        scheduleRender()
        return true
    }

    // MARK: What a developer checks

    /// The stacks the state holds, by the stack that shows each.
    static func stateStacks(_ state: NavigationState) -> [StackID: [AnyModule]] {
        var stacks: [StackID: [AnyModule]] = [:]
        if let split = state.splitView {
            stacks[.column(.secondary)] = split.stack
        } else if state.selectedTab != nil {
            for tab in state.tabs { stacks[.tab(tab.module.id)] = tab.stack }
        } else {
            stacks[.layer(.root)] = state.stack
        }
        for presentation in state.presentations { stacks[.layer(.presented(presentation.id))] = presentation.stack }
        return stacks
    }

    /// Where UIKit and the frame differ from the navigation state; empty once converged.
    func mismatches() -> [String] {
        guard let session else { return ["no session"] }
        let state = session.navigation.state
        var found: [String] = []
        let layerIDs = chain.compactMap { if case .layer(let id) = $0.content { id } else { nil } }
        if layerIDs != state.presentations.map(\.id) {
            found.append("UIKit presents \(layerIDs) but the state \(state.presentations.map(\.id))")
        }
        if chain.contains(where: { $0.motion != .still || $0.dragged }) { found.append("UIKit still moves") }
        if chain.contains(where: { $0.content == .other }) { found.append("another's controller is up") }
        let alerts = chain.compactMap { if case .alert(let id) = $0.content { id } else { nil } }
        if alerts != (state.alert.map { [$0.id] } ?? []) {
            found.append("UIKit shows \(alerts.count) alert(s) of ours, the state \(state.alert?.title ?? "none")")
        }
        if !alerts.isEmpty, chain.last.map({ if case .alert = $0.content { false } else { true } }) == true {
            found.append("our alert is not on top")
        }
        for (id, stack) in Self.stateStacks(state) {
            let shown = navs[id]?.shown.map(\.id)
            if shown != stack.map(\.id) {
                found.append(
                    "\(id) shows \(navs[id].map { names($0.shown) } ?? "nothing") but the state "
                        + "\(stack.map(Self.name))")
            }
            if navs[id]?.moving == true { found.append("\(id) still moves") }
        }
        let frame = session.frame
        if frame.layers.map(\.element.id) != [frame.layers[0].element.id] + state.presentations.map(\.id) {
            found.append("the frame's layers differ from the state's")
        }
        if !frame.leaving.isEmpty { found.append("the frame still has \(frame.leaving.count) leaving layer(s)") }
        if frame.layers.last?.alert?.alert.id != state.alert?.id { found.append("the frame's alert differs") }
        if frame.layers.dropLast().contains(where: { $0.alert != nil }) { found.append("an alert under the top") }
        for layer in frame.layers {
            for stack in Self.stacks(of: layer) {
                let state = Self.stateStacks(state)[stack.id]
                if stack.binding.path.map(\.id) != state?.map(\.id) {
                    found.append("the binding of \(stack.id) differs from the state")
                }
            }
        }
        if case .tabs(let tabs) = frame.layers[0].content {
            if tabs.selection?.id != state.selectedTab?.id { found.append("the frame's tab differs") }
            if selectedTab != state.selectedTab?.id { found.append("UIKit's tab differs") }
        }
        return found
    }

    /// Names built more than once among `names`.
    static func rebuilt(among names: some Sequence<String>) -> [String: Int] {
        var found: [String: Int] = [:]
        for name in names where OutsideBuilds.counts[name, default: 0] > 1 {
            found[name] = OutsideBuilds.counts[name]
        }
        return found
    }

    /// The tail of the lines, for a failure message.
    func tail(_ count: Int = 60) -> String {
        lines.suffix(count).joined(separator: "\n")
    }

    /// Records the session's trace among the device's notes.
    func traceLine(_ line: String) {
        lines.append("\(format(now))   [session] \(line)")
    }
}
