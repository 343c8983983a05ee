import Navigation

/// A simulated screen that enforces ``PresentationRule``: it renders a ``ScreenSession``
/// as `RootView` does (every layer from its snapshot, every binding keeping the snapshot
/// it was made from) and plays UIKit's part in simulated time.
///
/// - One presentation per presenter, and a presentation, dismissal or alert asked for
///   during another transition is dropped and recorded as a violation.
/// - `onAppear` comes at the start of a presentation (or, as a fault, at once), and
///   `onDisappear` at the end of a dismissal (or, as a fault, late).
/// - Gestures change the screen first, then write their binding, possibly twice, and
///   possibly again much later from a stale binding.
/// - A leaving layer that renders nothing, or a module built twice for one appearance,
///   is a violation too.
@MainActor
final class ScreenSimulation {
    /// How the simulated UIKit times its reports, and which faults it injects.
    struct Timing {
        /// How long a presentation or dismissal animates, in seconds; below the settle time.
        var transition: ClosedRange<Double> = 0.25...0.6
        /// Whether `onAppear` comes at the very start of a presentation.
        var appearsAtOnce = false
        /// The most that `onDisappear` comes after a dismissal ends, in seconds.
        var disappearsLate: ClosedRange<Double> = 0...0
        /// The chance that an appearance is reported a second time, later.
        var repeatedAppearance = 0.0
        /// Whether a full-screen cover makes the layer under it report its disappearance,
        /// and its appearance again once the cover goes, as UIKit does for the
        /// controller a full-screen presentation covers.
        var coversHideThePresenter = false
        /// The chance that UIKit drops the first request to present a layer although
        /// nothing animates, as a fault: SwiftUI then waits, and asks again only once
        /// its binding changes.
        var dropsFirstPresentation = 0.0
    }

    /// A presented layer as UIKit shows it.
    struct ShownLayer: Equatable {
        let id: AnyModule.ID
        let kind: PresentationStyle.Kind
        var stack: [AnyModule.ID]
    }

    /// A tab as the tab bar shows it: its root module and its navigation stack.
    struct ShownTab: Equatable {
        let id: AnyModule.ID
        var stack: [AnyModule.ID]
    }

    /// A split view as `NavigationSplitView` shows it.
    struct ShownSplit: Equatable {
        let sidebar: AnyModule.ID
        var content: AnyModule.ID?
        var detail: AnyModule.ID?
        var collapsed: Bool
    }

    private enum Event {
        case transitionEnded
        case appeared(LayerID)
        case disappeared(LayerID)
        case settle(Int)
        case timeout(Int)
        case staleWrite(ScreenWriteBack.Write, ScreenLayer)
        case popTimeout(Int)
        case perform(@MainActor (ScreenSimulation) -> Void)
    }

    let session: ScreenSession
    /// A swipe back is under the user's finger: the tab bar takes no tap meanwhile.
    var isSwipingBack = false
    var navigation: NavigationService { session.navigation }
    var timing: Timing
    var random: SplitMix
    private(set) var now = 0.0
    private(set) var rootStack: [AnyModule.ID] = []
    /// The tab bar's tabs, empty without one; the selected tab's stack is ``rootStack``.
    private(set) var tabs: [ShownTab] = []
    private(set) var selectedTab: AnyModule.ID?
    /// The split view, if one shows; its detail column's stack is ``rootStack``.
    private(set) var split: ShownSplit?
    /// Whether the window is compact, as the horizontal size class says.
    var isCompact = false
    /// The writes of the root layer's stacks, with the tab or selections each names, for
    /// tests that check a write lands in its own tab.
    private(set) var rootWrites: [ScreenLayer.Pane] = []
    private(set) var layers: [ShownLayer] = []
    private(set) var alert: NavigationAlert.ID?
    /// Every rule the adapter broke, in order.
    private(set) var violations: [String] = []
    /// What the screen did, with times, for a failure's message.
    private(set) var trace: [String] = []
    private var transitionEnds: Double?
    private var events: [(time: Double, order: Int, event: Event)] = []
    private var order = 0
    private var rendered: [LayerID: ScreenLayer] = [:]
    private var leaving: Set<AnyModule.ID> = []
    private var covered: Set<AnyModule.ID> = []
    private var built: Set<AnyModule.ID> = []
    /// The views the builder keeps, as of this render.
    private var kept: Set<AnyModule.ID> = []
    private var lastWait: ScreenSynchronizer.Wait?
    private var writingSizeClass = false
    private var lastPopTimer: Int?
    /// Layers whose request UIKit dropped, which SwiftUI does not ask for again while
    /// the binding still presents them.
    private var dropped: Set<AnyModule.ID> = []
    private var requested: Set<AnyModule.ID> = []

    init(session: ScreenSession, timing: Timing = Timing(), seed: UInt64 = 1) {
        self.session = session
        self.timing = timing
        self.random = SplitMix(state: seed)
        render()
        schedule(at: now + 0.016, .appeared(.root))
    }

    /// Whether UIKit is presenting or dismissing something.
    var isInTransition: Bool { transitionEnds != nil }

    /// What the screen shows, in the terms of a navigation state: equal to `state`
    /// when every layer, stack and the alert are the same appearances.
    func shows(_ state: NavigationState) -> Bool {
        let stateSplit = state.splitView.map {
            ShownSplit(
                sidebar: $0.sidebar.id, content: $0.content?.id, detail: $0.detail?.id, collapsed: $0.isCollapsed)
        }
        return rootStack == state.stack.map(\.id)
            && tabs == state.tabs.map { ShownTab(id: $0.id, stack: $0.stack.map(\.id)) }
            && selectedTab == state.selectedTab?.id && split == stateSplit
            && layers
                == state.presentations.map { ShownLayer(id: $0.id, kind: $0.style.kind, stack: $0.stack.map(\.id)) }
            && alert == state.alert?.id
    }

    // MARK: Driving

    /// Applies `operation` to the navigation, as a router does.
    func apply(_ operation: NavigationOperation) {
        navigation.apply(operation)
        changed()
    }

    /// Applies `transaction` to the navigation as one change, as a deep link does.
    func apply(_ transaction: NavigationTransaction) {
        navigation.apply(transaction)
        changed()
    }

    /// Replaces the navigation state, as a restoration does.
    func restore(_ state: NavigationState) {
        navigation.state = state
        changed()
    }

    /// Runs `action` at `delay` seconds from now.
    func after(_ delay: Double, _ action: @escaping @MainActor (ScreenSimulation) -> Void) {
        schedule(at: now + delay, .perform(action))
    }

    /// Runs the events due within `seconds`.
    func advance(by seconds: Double) {
        let end = now + seconds
        while let next = events.first, next.time <= end {
            events.removeFirst()
            now = next.time
            handle(next.event)
        }
        now = end
    }

    /// Runs every event, the timers the adapter starts included, until none is left.
    func settle() {
        var count = 0
        while let next = events.first, count < 100_000 {
            events.removeFirst()
            now = next.time
            handle(next.event)
            count += 1
        }
    }

    // MARK: Gestures

    /// The user swipes back on the topmost layer, if it has something pushed and nothing
    /// animates: the screen pops, then the path binding writes, `copies` times, and once
    /// more from a stale binding after `staleAfter` seconds when given.
    /// - Returns: Whether the gesture was possible.
    @discardableResult
    func swipeBack(copies: Int = 1, staleAfter: Double? = nil) -> Bool {
        guard !isInTransition, alert == nil else { return false }
        let top = layers.last.map { LayerID.presented($0.id) } ?? .root
        guard let snapshot = rendered[top].map(rootStackSnapshot), !snapshot.stack.isEmpty else { return false }
        if layers.isEmpty { rootStack.removeLast() } else { layers[layers.count - 1].stack.removeLast() }
        var expected = navigation.state
        expected.apply(.setStack(Array(snapshot.stack.dropLast()), layer: top))
        let write = ScreenWriteBack.Write.path(Array(snapshot.stack.dropLast()))
        // The popped screen's `onDisappear` and the path's write both come at the end of
        // the pop, in either order.
        let popped = snapshot.stack[snapshot.stack.count - 1].id
        let disappearsFirst = Bool.random(using: &random)
        if disappearsFirst { session.moduleDisappeared(popped) }
        for copy in 0..<copies {
            let before = navigation.state
            if snapshot.id == .root { rootWrites.append(snapshot.pane) }
            session.write(write, from: snapshot)
            render()
            if copy > 0, !navigation.state.isIdentical(to: before) {
                violations.append("a repeated \(write) from \(snapshot.id) applied twice")
            }
        }
        if !disappearsFirst {
            session.moduleDisappeared(popped)
            render()
        }
        if !navigation.state.isIdentical(to: expected) {
            violations.append("\(write) from \(snapshot.id) left \(navigation.state), expected \(expected)")
        }
        if let staleAfter {
            schedule(at: now + staleAfter, .staleWrite(write, snapshot))
        }
        tick()
        return true
    }

    /// The user starts a swipe back on the topmost layer, then lets go before it commits:
    /// SwiftUI writes the shorter path at the start (as from iOS 18, where UIKit reports
    /// a pop at its start), then, after `cancelAfter` seconds, the longer path back from
    /// the binding of the render after it; the popped screen never leaves.
    /// - Returns: Whether the gesture was possible.
    @discardableResult
    func cancelledSwipeBack(cancelAfter: Double = 0.3) -> Bool {
        guard !isInTransition, alert == nil else { return false }
        let top = layers.last.map { LayerID.presented($0.id) } ?? .root
        guard let snapshot = rendered[top].map(rootStackSnapshot), !snapshot.stack.isEmpty else { return false }
        let before = navigation.state
        let popped = snapshot.stack[snapshot.stack.count - 1]
        isSwipingBack = true
        session.write(.path(Array(snapshot.stack.dropLast())), from: snapshot)
        render()
        if !session.builder.builtModuleIDs.contains(popped.id) {
            violations.append("a swipe back not yet committed freed \(popped) \(popped.id)")
        }
        after(cancelAfter) { screen in
            screen.isSwipingBack = false
            // The binding of the latest render writes the stack the user kept.
            let current = screen.rendered[top].map(screen.rootStackSnapshot)
            if let current, current.pane == snapshot.pane {
                screen.session.write(.path(snapshot.stack), from: current)
            }
        }
        if !navigation.state.isIdentical(to: before) {
            violations.append("a swipe back not yet committed changed \(before) to \(navigation.state)")
        }
        tick()
        return true
    }

    /// The snapshot whose binding a root layer's visible stack writes with: the selected
    /// tab's, the detail column's, or the layer's own.
    private func rootStackSnapshot(_ snapshot: ScreenLayer) -> ScreenLayer {
        guard snapshot.id == .root else { return snapshot }
        if let tab = snapshot.tabs.first(where: { $0.id == snapshot.selectedTab }) { return snapshot.stack(of: tab) }
        return snapshot.detailColumn ?? snapshot
    }

    /// Whether the user can reach the root layer: no full-screen cover and no alert
    /// hides it (a sheet lets the tab bar and the sidebar be tapped, as one with
    /// background interaction does). A tab bar takes taps during transitions too.
    private var rootIsReachable: Bool {
        alert == nil && layers.allSatisfy { $0.kind == .sheet }
    }

    /// The user taps the tab at `index`, if the tab bar is reachable: the tab bar shows
    /// it at once, then its selection binding writes, `copies` times, and once more from
    /// a stale binding after `staleAfter` seconds when given.
    /// - Returns: Whether the gesture was possible.
    @discardableResult
    func tapTab(at index: Int, copies: Int = 1, staleAfter: Double? = nil) -> Bool {
        guard rootIsReachable, !isSwipingBack, tabs.indices.contains(index), let snapshot = rendered[.root] else {
            return false
        }
        // The tap commits the user's pops that wait for their screens to leave.
        var expected = session.screenTarget
        let tab = expected.tabs.first { $0.id == tabs[index].id }
        if let tab, tab.id != snapshot.selectedTab {
            expected.apply(.selectTab(tab.module))
        } else if let tab, expected.selectedTab?.id == tab.id, !tab.stack.isEmpty,
            snapshot.tabs.first(where: { $0.id == tab.id })?.stack.map(\.id) == tab.stack.map(\.id)
        {
            // A tap on the selected tab reselects it: back to its root, by default.
            expected.apply(.selectTab(tab.module))
        }
        selectedTab = tabs[index].id
        deliver(
            .tabSelected(tabs[index].id), from: snapshot, copies: copies, expecting: expected, staleAfter: staleAfter)
        return true
    }

    /// The user taps `module`'s row in the sidebar (or, with `inContent`, in the content
    /// column), if the split view is reachable and shows that column: the column selects
    /// it, then the list's selection binding writes.
    /// - Returns: Whether the gesture was possible.
    @discardableResult
    func select(_ module: AnyModule, inContent: Bool = false, copies: Int = 1, staleAfter: Double? = nil) -> Bool {
        guard rootIsReachable, !isInTransition, let snapshot = rendered[.root], let shown = snapshot.splitView
        else { return false }
        var expected = navigation.state
        if inContent {
            guard shown.style == .threeColumns, shown.content != nil, !isCompact || shown.detail == nil else {
                return false
            }
            expected.apply(.selectInContent(module))
        } else {
            guard !isCompact || snapshot.sidebarSelection == nil else { return false }
            expected.apply(.selectInSidebar(module))
        }
        let write: ScreenWriteBack.Write = inContent ? .contentSelected(module) : .sidebarSelected(module)
        deliver(write, from: snapshot, copies: copies, expecting: expected, staleAfter: staleAfter)
        return true
    }

    /// The user taps the back button of a collapsed split view at the root of the detail
    /// column: the collapsed stack pops the detail (or the content), then the column whose
    /// selection that was writes `nil` and the split view writes the column it shows, in
    /// either order.
    /// - Returns: Whether the gesture was possible.
    @discardableResult
    func backInCollapsedSplitView(copies: Int = 1, staleAfter: Double? = nil, columnFirst: Bool = false) -> Bool {
        guard layers.isEmpty, alert == nil, !isInTransition, isCompact, let snapshot = rendered[.root],
            let shown = snapshot.splitView, shown.isCollapsed, snapshot.stack.isEmpty
        else { return false }
        // What the collapsed stack's back button pops: the detail, else the content. The
        // state may already hold layers the screen has yet to present, so the pop is
        // spelled as the column's selection, not as `pop`, which acts on the top layer.
        let write: ScreenWriteBack.Write
        var expected = navigation.state
        if shown.style == .threeColumns, shown.detail != nil {
            write = .contentSelected(nil)
            expected.apply(.selectInContent(nil))
        } else if snapshot.sidebarSelection != nil {
            write = .sidebarSelected(nil)
            expected.apply(.selectInSidebar(nil))
        } else {
            return false
        }
        let column: ScreenWriteBack.Write = .compactColumnShown(write == .contentSelected(nil) ? .content : .sidebar)
        let (first, second) = columnFirst ? (column, write) : (write, column)
        deliver(first, from: snapshot, copies: copies, expecting: expected, staleAfter: staleAfter)
        let before = navigation.state
        session.write(second, from: snapshot)
        render()
        if !navigation.state.isIdentical(to: before) {
            violations.append("\(second) after \(first) from \(snapshot.id) applied the back button twice")
        }
        tick()
        return true
    }

    /// The window's width class changes: the adapter writes the split view's collapse.
    func changeSizeClass(compact: Bool) {
        isCompact = compact
        render()
        tick()
    }

    /// The user swipes the topmost layer down, if it is a sheet that allows it and nothing
    /// animates: the screen dismisses it, then the presenter's binding writes `nil`.
    /// - Returns: Whether the gesture was possible.
    @discardableResult
    func swipeDown(copies: Int = 1, staleAfter: Double? = nil) -> Bool {
        guard !isInTransition, alert == nil, let top = layers.last, top.kind == .sheet else { return false }
        let presenter = layers.count == 1 ? LayerID.root : .presented(layers[layers.count - 2].id)
        guard let snapshot = rendered[presenter], let sheet = snapshot.presented, sheet.id == top.id,
            case .sheet(let options) = sheet.style, options.allowsInteractiveDismiss
        else { return false }
        startDismissal(from: layers.count - 1)
        var expected = navigation.state
        expected.apply(.dismiss(.layer(sheet.layerID)))
        deliver(.presentationDismissed, from: snapshot, copies: copies, expecting: expected, staleAfter: staleAfter)
        return true
    }

    /// The user taps the first button of the alert that shows, if nothing animates: the
    /// alert goes, its action runs, then its binding writes `false`.
    /// - Returns: Whether the gesture was possible.
    @discardableResult
    func tapAlertButton(copies: Int = 1, staleAfter: Double? = nil, writeFirst: Bool = false) -> Bool {
        guard !isInTransition, alert != nil else { return false }
        let top = layers.last.map { LayerID.presented($0.id) } ?? .root
        guard let snapshot = rendered[top], let shown = snapshot.alert, shown.id == alert else { return false }
        startTransition("user dismisses alert")
        alert = nil
        // An alert the navigation replaced while it still showed goes without changing it.
        var expected = navigation.state
        if expected.alert?.id == shown.id { expected.apply(.dismissAlert) }
        let runsBefore = AlertActionLog.runs[shown.id, default: 0]
        // A tap on an alert the navigation already replaced runs nothing.
        let expectedRuns = navigation.state.alert?.id == shown.id ? 1 : 0
        if writeFirst {
            // SwiftUI may clear the binding before it runs the tapped button's action.
            deliver(.alertDismissed, from: snapshot, copies: copies, expecting: expected, staleAfter: staleAfter)
            session.tap(shown.buttons[0], of: shown)
            render()
        } else {
            session.tap(shown.buttons[0], of: shown)
            render()
            deliver(.alertDismissed, from: snapshot, copies: copies, expecting: expected, staleAfter: staleAfter)
        }
        let runs = AlertActionLog.runs[shown.id, default: 0] - runsBefore
        if runs != expectedRuns, shown.buttons[0].action != nil {
            violations.append("the action of \(shown) ran \(runs) times")
        }
        return true
    }

    /// A binding or a control of the adapter's own (a popup's backdrop) writes `write`
    /// from `snapshot`.
    func write(_ write: ScreenWriteBack.Write, from snapshot: ScreenLayer) {
        if case .path = write, snapshot.id == .root { rootWrites.append(snapshot.pane) }
        session.write(write, from: snapshot)
        render()
        tick()
    }

    private func deliver(
        _ write: ScreenWriteBack.Write,
        from snapshot: ScreenLayer,
        copies: Int,
        expecting expected: NavigationState,
        staleAfter: Double?
    ) {
        for copy in 0..<copies {
            let before = navigation.state
            if case .path = write, snapshot.id == .root { rootWrites.append(snapshot.pane) }
            session.write(write, from: snapshot)
            render()
            if copy == 0, !navigation.state.isIdentical(to: expected) {
                violations.append("\(write) from \(snapshot.id) left \(navigation.state), expected \(expected)")
            }
            if copy > 0, !navigation.state.isIdentical(to: before) {
                violations.append("a repeated \(write) from \(snapshot.id) applied twice")
            }
        }
        if let staleAfter {
            schedule(at: now + staleAfter, .staleWrite(write, snapshot))
        }
        tick()
    }

    // MARK: UIKit

    private func changed() {
        session.navigationChanged()
        render()
        tick()
    }

    private func handle(_ event: Event) {
        switch event {
        case .transitionEnded:
            if let ends = transitionEnds, ends <= now { transitionEnds = nil }
        case .appeared(let layer):
            session.layerAppeared(layer)
        case .disappeared(let layer):
            if case .presented(let id) = layer { leaving.remove(id) }
            session.layerDisappeared(layer)
        case .settle(let step):
            session.settleTimeElapsed(step: step)
        case .timeout(let step):
            session.reportTimeoutElapsed(step: step)
        case .staleWrite(let write, let snapshot):
            let before = navigation.state
            session.write(write, from: snapshot)
            if !navigation.state.isIdentical(to: before) {
                violations.append("a stale \(write) from \(snapshot.id) changed \(before) to \(navigation.state)")
            }
        case .popTimeout(let generation):
            session.popTimeoutElapsed(generation)
        case .perform(let action):
            action(self)
        }
        render()
        tick()
    }

    /// Starts the adapter's timers for a new step, as `RootView`'s `.task(id:)` does.
    private func tick() {
        if let timer = session.popTimer, timer != lastPopTimer {
            lastPopTimer = timer
            schedule(at: now + seconds(session.configuration.reportTimeout), .popTimeout(timer))
        }
        guard let wait = session.wait, wait != lastWait else { return }
        lastWait = wait
        trace.append("\(now): step \(wait.step) waits")
        schedule(at: now + seconds(wait.settleTime), .settle(wait.step))
        schedule(at: now + seconds(wait.reportTimeout), .timeout(wait.step))
    }

    private func seconds(_ duration: Duration) -> Double {
        let (whole, fraction) = duration.components
        return Double(whole) + Double(fraction) / 1e18
    }

    private func schedule(at time: Double, _ event: Event) {
        order += 1
        let index = events.firstIndex { $0.time > time } ?? events.endIndex
        events.insert((time, order, event), at: index)
    }

    private func startTransition(_ what: String) {
        let duration = Double.random(in: timing.transition, using: &random)
        trace.append("\(now): \(what) until \(now + duration)")
        transitionEnds = now + duration
        schedule(at: now + duration, .transitionEnded)
    }

    private func startDismissal(from index: Int) {
        startTransition("dismiss \(layers[index...].map(\.id))")
        let end = transitionEnds ?? now
        if timing.coversHideThePresenter, index > 0, layers[index].kind != .sheet {
            covered.remove(layers[index - 1].id)
            schedule(at: end, .appeared(.presented(layers[index - 1].id)))
        }
        for layer in layers[index...] {
            // A covered layer reported its disappearance when it was covered.
            if covered.remove(layer.id) != nil { continue }
            leaving.insert(layer.id)
            let late = Double.random(in: timing.disappearsLate, using: &random)
            schedule(at: end + late, .disappeared(.presented(layer.id)))
        }
        layers.removeSubrange(index...)
        // Dismissing the layers takes the alert over them with them.
        alert = nil
    }

    private func startPresentation(of presentation: Presentation) {
        startTransition("present \(presentation.id)")
        if timing.coversHideThePresenter, presentation.style.kind != .sheet, let presenter = layers.last {
            covered.insert(presenter.id)
            schedule(at: transitionEnds ?? now, .disappeared(.presented(presenter.id)))
        }
        layers.append(ShownLayer(id: presentation.id, kind: presentation.style.kind, stack: []))
        schedule(at: now + (timing.appearsAtOnce ? 0 : 0.016), .appeared(presentation.layerID))
        if Double.random(in: 0..<1, using: &random) < timing.repeatedAppearance {
            schedule(at: now + 0.3, .appeared(presentation.layerID))
        }
    }

    /// Renders every layer from the session, as `RootView` does, and plays out what the
    /// rendered state asks of UIKit.
    private func render() {
        // A binding that no longer presents a dropped layer makes SwiftUI ask anew later.
        var presentedByBindings: Set<AnyModule.ID> = []
        var presenter = session.layer(.root)
        while let presented = presenter?.presented {
            presentedByBindings.insert(presented.id)
            presenter = session.layer(presented.layerID)
        }
        dropped.formIntersection(presentedByBindings)
        // A module that left the screen may come back with its id (the same value presented
        // again): building it then is a new appearance, not a rebuild.
        var onScreen = Set(([session.root] + session.displayed.visibleModules).map(\.id))
        for layer in session.synchronizer.leaving.values {
            onScreen.formUnion(((layer.module.map { [$0] } ?? []) + layer.stack).map(\.id))
        }
        built.formIntersection(onScreen)
        rendered = [:]
        kept = session.builder.builtModuleIDs
        guard var snapshot = session.layer(.root) else {
            violations.append("the root layer renders nothing")
            return
        }
        showRoot(snapshot)
        var level = 0
        while true {
            let wanted = snapshot.presented
            let shown = level < layers.count ? layers[level] : nil
            if let wanted, wanted.id == shown?.id {
                guard let next = session.layer(wanted.layerID) else {
                    violations.append("layer \(wanted) renders nothing")
                    return
                }
                show(next, modules: [wanted.module])
                layers[level].stack = next.stack.map(\.id)
                snapshot = next
                level += 1
                continue
            }
            if shown != nil {
                guard ask("dismiss \(layers[level...].map(\.id))") else { break }
                startDismissal(from: level)
                if let wanted { _ = ask("present \(wanted) while dismissing from the same presenter") }
                break
            }
            guard let wanted, !dropped.contains(wanted.id), ask("present \(wanted)") else { break }
            if requested.insert(wanted.id).inserted,
                Double.random(in: 0..<1, using: &random) < timing.dropsFirstPresentation
            {
                trace.append("\(now): UIKit drops the presentation of \(wanted.id)")
                dropped.insert(wanted.id)
                break
            }
            startPresentation(of: wanted)
            guard let next = session.layer(wanted.layerID) else {
                violations.append("layer \(wanted) renders nothing")
                return
            }
            show(next, modules: [wanted.module])
            layers[level].stack = next.stack.map(\.id)
            snapshot = next
            level += 1
        }
        if snapshot.alert?.id != alert {
            if alert != nil, ask("dismiss alert") {
                startTransition("dismiss alert")
                alert = nil
            }
            if let wanted = snapshot.alert, alert == nil, ask("present alert \(wanted.title)") {
                startTransition("present alert \(wanted.title)")
                alert = wanted.id
            }
        }
        for id in leaving {
            guard let content = session.layer(.presented(id)) else {
                violations.append("leaving layer \(id) renders nothing before it is gone")
                continue
            }
            show(content, modules: content.module.map { [$0] } ?? [])
        }
        // The split view's `onChange` of the size class, after the render.
        if let root = rendered[.root], let splitView = root.splitView, splitView.isCollapsed != isCompact,
            !writingSizeClass
        {
            writingSizeClass = true
            session.write(.splitViewCollapsed(isCompact), from: root)
            render()
            writingSizeClass = false
        }
    }

    /// Renders the root layer's own content, as `RootView` does: one stack per tab, the
    /// split view's columns, or the root module's stack.
    private func showRoot(_ snapshot: ScreenLayer) {
        rendered[.root] = snapshot
        rootStack = snapshot.stack.map(\.id)
        tabs = snapshot.tabs.map { ShownTab(id: $0.id, stack: $0.stack.map(\.id)) }
        selectedTab = snapshot.selectedTab
        split = snapshot.splitView.map {
            ShownSplit(
                sidebar: $0.sidebar.id, content: $0.content?.id, detail: $0.detail?.id, collapsed: $0.isCollapsed)
        }
        if !snapshot.tabs.isEmpty {
            for tab in snapshot.tabs {
                show(snapshot.stack(of: tab), modules: [tab.module], recording: false)
            }
        } else if let splitView = snapshot.splitView {
            show(snapshot, modules: [splitView.sidebar] + [splitView.content, splitView.detail].compactMap { $0 })
        } else {
            show(snapshot, modules: [session.root])
        }
    }

    /// Whether UIKit takes a request now: not during another transition.
    private func ask(_ request: String) -> Bool {
        if isInTransition {
            violations.append("\(request) at \(now) during a transition: dropped")
            return false
        }
        return true
    }

    /// Builds the views a layer shows, as `RootView` asks the session for them.
    private func show(_ layer: ScreenLayer, modules: [AnyModule], recording: Bool = true) {
        if recording { rendered[layer.id] = layer }
        for module in modules + layer.stack {
            if built.contains(module.id), !kept.contains(module.id) {
                violations.append("\(module) \(module.id) was built again while on screen")
            }
            built.insert(module.id)
            _ = session.view(for: module)
            kept.insert(module.id)
        }
    }
}

/// How many times each alert's logging action ran: alerts made by ``AlertActionLog/alert(title:)``
/// count their first button's runs here, so the simulation can check each tap runs it once.
@MainActor
enum AlertActionLog {
    static var runs: [NavigationAlert.ID: Int] = [:]

    /// An alert whose one button counts its runs.
    static func alert(title: String) -> NavigationAlert {
        var alert = NavigationAlert(title: title)
        let id = alert.id
        alert.buttons = [
            NavigationAlert.Button("OK", role: .cancel) { MainActor.assumeIsolated { runs[id, default: 0] += 1 } }
        ]
        return alert
    }
}
