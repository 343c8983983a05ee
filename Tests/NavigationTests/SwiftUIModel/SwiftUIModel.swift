import Navigation

/// An independent model of SwiftUI and UIKit that renders an adapter's frames and plays
/// the platform's part in simulated time, by the rules of ``SwiftUIRule``.
///
/// It sees only what SwiftUI sees (``ModelFrame``) and sends only what SwiftUI sends:
/// path writes, bindings set to `nil` or `false`, `onAppear`/`onDisappear` by identity,
/// animation ends after drawn durations, interactive gestures that can be cancelled, and
/// the faults of late, doubled and stale callbacks and dropped presentations. It judges
/// the adapter by invariants only: ``verify()``.
@MainActor
final class SwiftUIModel {
    /// Which faults the platform injects, and how likely each is.
    struct Faults {
        /// How late an `onDisappear` may come after its animation ends, in seconds.
        var lateDisappearance: ClosedRange<Double> = 0...0
        /// The chance that an `onAppear` comes a second time, later (R3.4).
        var doubledAppearance = 0.0
        /// The chance that a gesture's write comes twice (R5.3).
        var doubledWrite = 0.0
        /// The chance that a gesture's write comes again much later from its old binding.
        var staleWrite = 0.0
        /// The chance that UIKit drops a presentation although nothing animates (R1.1).
        var droppedPresentation = 0.0
        /// Whether the transition coordinator's reports reach pushed screens (TC): `false`
        /// plays a platform where the reporter never attaches, and nothing is reported.
        var reportsTransitions = true
    }

    /// How a completed swipe back writes its path (R5.1, R5.2).
    enum PopWrite: CaseIterable {
        /// At the start of the gesture, as UIKit's `willShow` does from iOS 18.
        case atStart
        /// When the pop commits.
        case atEnd
    }

    /// How a cancelled swipe back writes (R5.2).
    enum CancelWrite: CaseIterable {
        /// The shorter path at the start, the longer path back at the cancel.
        case shorterThenLongerBack
        /// Nothing at all.
        case never
    }

    /// A screen on screen: the identity SwiftUI keeps it by, and the appearance it built.
    struct ShownScreen {
        var identity: AnyHashable
        var appearance: AnyModule
        var latest: ModelScreen
    }

    /// A `NavigationStack` on screen.
    struct ShownStack {
        var root: ShownScreen
        var path: [ShownScreen]
        var binding: AnyHashable?
        var latest: ModelStack
        /// When the push or pop on screen ends.
        var animatingUntil = -1.0
        /// Whether the adapter was told of the animation under way (it made it, or
        /// SwiftUI wrote the path for it): a gesture that has not written is invisible to it.
        var animationKnown = true
        /// The path SwiftUI itself wrote last during a gesture under way: a frame that
        /// echoes it changes nothing.
        var written: [AnyHashable]?

        var top: ShownScreen { path.last ?? root }
        var identities: [AnyHashable] { path.map(\.identity) }
    }

    /// What a level shows.
    enum ShownContent {
        case stack(ShownStack)
        case tabs([(tag: AnyHashable, stack: ShownStack)], selection: AnyHashable, latest: ModelTabs)
        case split(sidebar: ShownScreen, detail: ShownStack?, latest: ModelSplit)
    }

    /// A level on screen: the root layer, or a presented one.
    struct ShownLevel {
        var content: ShownContent
        /// The presentation that shows it; `nil` for the root layer.
        var presentation: ModelPresentation?
        /// The alert it shows.
        var alert: ModelAlert?
        /// A sheet the level's own module presented, outside the navigation state.
        var ownSheet = false
        /// When the user's dismissal of it ends, while one is under way.
        var leavingAt: Double?
    }

    /// Where a stack is: a level, and which of its stacks.
    enum Pane: Hashable {
        case main
        case tab(AnyHashable)
        case detail
    }

    private enum EventKind { case platform, timer, user }

    private struct Event {
        var time: Double
        let order: Int
        let kind: EventKind
        let label: String
        /// A transition coordinator's report that a stack's animation ended: it comes when
        /// that animation does, also when the scene's return cuts the animation short.
        var endsAnimation = false
        let action: () -> Void
    }

    /// An event made before its place among the others that come at one animation's end
    /// is drawn.
    private struct Pending {
        let time: Double
        let kind: EventKind
        let label: String
        var endsAnimation = false
        let action: () -> Void
    }

    /// What the user or the program expects of the state once the screen settles.
    private struct Expectation {
        let what: String
        /// The count of destructive actions when it was made: a later one voids the
        /// "still there" half of the check.
        let epoch: Int
        let holds: (_ state: NavigationState, _ voided: Bool) -> Bool
    }

    let adapter: any ModelledAdapter
    var faults: Faults
    private(set) var random: SplitMix
    /// Draws the order of what comes at an animation's end once reports are on (TC), apart
    /// from ``random``: a platform without reports plays the same sequence for a seed.
    private var orderRandom: SplitMix
    private(set) var now = 0.0
    private(set) var levels: [ShownLevel] = []
    /// Every rule the adapter broke, in order.
    private(set) var violations: [String] = []
    /// What happened, with times, for a failure's message.
    private(set) var trace: [String] = []
    /// The transition coordinator's reports the model sent (TC), in order, with their
    /// times and the appearances they went to.
    private(set) var reported: [(time: Double, screen: AnyModule, transition: ModelTransition)] = []
    private(set) var isBackgrounded = false
    /// Runs with each screen appearance's `onAppear`, as a presenter's `onAppear` does.
    var onScreenAppear: [(AnyModule) -> Void] = []

    private var events: [Event] = []
    private var held: [Event] = []
    private var order = 0
    private var presentationBusyUntil = -1.0
    /// When a transition the adapter cannot know of ends: a screen's own sheet, or a
    /// sheet the user swipes down before its binding is written. UIKit drops what is
    /// asked for meanwhile, and the adapter is to ask again.
    private var hiddenBusyUntil = -1.0
    private var built: Set<AnyModule.ID> = []
    private var dropped: Set<AnyHashable> = []
    private var droppedAlerts: Set<AnyHashable> = []
    /// Levels whose presentation SwiftUI itself swaps (R2.1): the new one presents once
    /// the dismissal ends.
    private var swapping: Set<Int> = []
    private var alertSwapping = false
    private var runningTimers: [AnyHashable: Int] = [:]
    private var cancelledTimers: Set<Int> = []
    private var reportedUnstableBinding = false
    private var expectations: [Expectation] = []
    private var epoch = 0
    /// Appearances the user popped or dismissed, with their write sent.
    private var userRemoved: Set<AnyModule.ID> = []
    /// How many times each alert's buttons ran, by the alert's id.
    private var alertRuns: [NavigationAlert.ID: Int] = [:]
    private var gestureUnderWay = false
    private var heldCompletions: [() -> Void] = []
    /// The `began` reports of the transition the user's gesture is starting, sent before
    /// the gesture's event ends (TC).
    private var gestureStart: [Pending] = []
    /// Whether the frame being rendered came with animations disabled: its pushes and pops
    /// happen at once, unreported (TC).
    private var showsUnanimated = false
    /// When the longest animation the last render started ends.
    private var animationEnd = 0.0
    /// Layers dismissed whose `onDisappear` has not come, by identity.
    private var leavingLayers: Set<AnyHashable> = []

    init(adapter: any ModelledAdapter, faults: Faults = Faults(), seed: UInt64 = 1) {
        self.adapter = adapter
        self.faults = faults
        self.random = SplitMix(state: seed)
        self.orderRandom = SplitMix(state: seed ^ 0x5443_5443_5443_5443)
        adapter.attach(to: self)
        let frame = adapter.frame()
        let root = ShownLevel(content: makeContent(frame.root.content, level: 0), presentation: nil)
        levels = [root]
        render()
        scheduleTimers()
    }

    var navigation: NavigationService { adapter.navigation }

    /// Whether UIKit is presenting or dismissing something, or a stack animates.
    var isInTransition: Bool {
        now < presentationBusyUntil || now < hiddenBusyUntil
            || levels.contains { level in stacks(of: level).contains { now < $0.animatingUntil } }
            || levels.contains { $0.leavingAt != nil }
    }

    // MARK: Program actions

    /// Runs `change` as a router does, then lets the adapter render it.
    func program(_ label: String, _ change: (NavigationService) -> Void) {
        trace.append("\(time): program \(label)")
        change(navigation)
        adapter.navigationChanged()
        afterEvent()
    }

    /// A router pushes `module`: it is to appear exactly once.
    func programPush(_ module: some Module & Hashable) {
        let value = AnyModule(module)
        var pushed = false
        program("push \(value)") { pushed = $0.push(module) }
        if pushed { expectOnce(value, what: "the program's push of \(value)") }
    }

    /// A router pops: it pops the screen the user sees, never one the user popped already.
    func programPop() {
        destructive()
        if let top = navigation.state.topModule,
            navigation.state.stack(of: navigation.state.topLayer)?.isEmpty == false,
            userRemoved.contains(top.id)
        {
            violations.append("\(time): the program's pop pops \(top) \(top.id), which the user popped already")
        }
        program("pop") { _ = $0.pop() }
    }

    /// A router presents `module` with `style`: it is to show exactly once.
    func programPresent(_ module: some Module & Hashable, style: PresentationStyle) {
        let value = AnyModule(module)
        var presented = false
        program("present \(value) as \(style)") { presented = $0.apply(.present(value, style: style)) }
        if presented { expectOnce(value, what: "the program's presentation of \(value)") }
    }

    /// A router dismisses the top layer.
    func programDismiss() {
        destructive()
        program("dismiss") { _ = $0.dismiss() }
    }

    /// A router shows an alert with `buttons` buttons, each of which counts its runs.
    @discardableResult
    func programAlert(_ title: String, buttons: Int = 1) -> NavigationAlert {
        var alert = NavigationAlert(title: title)
        let id = alert.id
        alert.buttons = (0..<max(1, buttons)).map { index in
            NavigationAlert.Button("B\(index)") { [weak self] in
                MainActor.assumeIsolated { self?.alertRuns[id, default: 0] += 1 }
            }
        }
        program("alert \(title)") { _ = $0.showAlert(alert) }
        return alert
    }

    /// Replaces the state, as a deep link or a restoration does.
    func programSetState(_ label: String, _ state: NavigationState) {
        destructive()
        program(label) { $0.state = state }
    }

    // MARK: User gestures

    /// The stack the user sees and touches: the top level's, or its selected tab's, or
    /// its split view's detail column's.
    private func visiblePane(of level: ShownLevel) -> Pane? {
        switch level.content {
        case .stack: .main
        case .tabs(_, let selection, _): .tab(selection)
        case .split(_, let detail, _): detail == nil ? nil : .detail
        }
    }

    private var canTouch: Bool {
        !isBackgrounded && !isInTransition && !gestureUnderWay && levels.last?.alert == nil
            && levels.last?.ownSheet == false
    }

    /// The user taps a `NavigationLink(value:)` to `module` on the top screen: SwiftUI
    /// pushes at once and writes the longer path.
    @discardableResult
    func tapLink(to module: some Module & Hashable) -> Bool {
        guard canTouch, let top = levels.indices.last, let pane = visiblePane(of: levels[top]),
            var stack = stack(at: top, pane)
        else { return false }
        let value = AnyModule(module)
        let screen = stack.latest.link(value)
        expectOnce(value, what: "the user's link to \(value)", in: top == 0 ? nil : root(of: levels[top]).id)
        trace.append("\(time): user taps a link to \(value)")
        let oldTop = stack.top
        let coversPushed = !stack.path.isEmpty
        guard let shown = build(screen) else { return false }
        stack.path.append(shown)
        stack.animatingUntil = now + draw(0.35...0.55)
        stack.animationKnown = true
        appear(shown)
        let end = stack.animatingUntil
        scheduleEnding(
            [disappearing(oldTop.latest, at: end)]
                + reports(
                    [(shown, true, true), (oldTop, false, coversPushed)], interactive: false, end: end,
                    cancelled: false))
        let path = stack.identities
        let write = stack.latest.write
        setStack(stack, at: top, pane)
        write(path)
        afterEvent()
        return true
    }

    /// The user swipes back on the top stack, to its end: the popped screen leaves, the
    /// revealed one appears, and the shorter path is written as `writes` says.
    @discardableResult
    func swipeBack(writes: PopWrite) -> Bool {
        guard canTouch, let top = levels.indices.last, let pane = visiblePane(of: levels[top]),
            var stack = stack(at: top, pane), let popped = stack.path.last
        else { return false }
        let duration = draw(0.3...0.9)
        let revealed = stack.path.dropLast().last ?? stack.root
        let revealedPushed = stack.path.count > 1 ? revealed.appearance : nil
        let shorter = Array(stack.identities.dropLast())
        trace.append("\(time): user swipes back from \(popped.appearance) (\(writes))")
        gestureUnderWay = true
        stack.animatingUntil = now + duration
        // The coordinator's report tells the adapter of the gesture, also when SwiftUI
        // writes only as the pop commits.
        stack.animationKnown = writes == .atStart || faults.reportsTransitions
        appear(revealed)
        let end = now + duration
        let ending =
            [disappearing(popped.latest, at: end)]
            + reports(
                [(popped, false, true), (revealed, true, revealedPushed != nil)], interactive: true, end: end,
                cancelled: false)
        let write = stack.latest.write
        switch writes {
        case .atStart:
            stack.path.removeLast()
            stack.written = shorter
            setStack(stack, at: top, pane)
            scheduleEnding(
                ending
                    + [
                        Pending(time: end, kind: .user, label: "swipe back ends") { [weak self] in
                            self?.gestureUnderWay = false
                            self?.clearWritten(at: top, pane)
                        }
                    ])
            sendPathWrite(write, shorter, popped: popped.appearance, revealed: revealedPushed)
        case .atEnd:
            setStack(stack, at: top, pane)
            scheduleEnding(
                ending
                    + [
                        Pending(time: end, kind: .user, label: "swipe back commits") { [weak self] in
                            guard let self else { return }
                            self.gestureUnderWay = false
                            guard var stack = self.stack(at: top, pane),
                                stack.path.last?.appearance.id == popped.appearance.id
                            else { return }
                            stack.path.removeLast()
                            self.setStack(stack, at: top, pane)
                            self.sendPathWrite(
                                stack.latest.write, shorter, popped: popped.appearance, revealed: revealedPushed)
                        }
                    ])
        }
        sendGestureStart()
        afterEvent()
        return true
    }

    /// The user starts a swipe back on the top stack and lets go before it commits.
    @discardableResult
    func cancelledSwipeBack(writes: CancelWrite) -> Bool {
        guard canTouch, let top = levels.indices.last, let pane = visiblePane(of: levels[top]),
            var stack = stack(at: top, pane), let kept = stack.path.last
        else { return false }
        let duration = draw(0.3...0.9)
        let full = stack.identities
        let revealed = stack.path.dropLast().last ?? stack.root
        let keptID = kept.appearance.id
        // A cancelled swipe is no user action: it keeps the screen only if the state held
        // it as the gesture began. A program pop made before it, whose screen is still on
        // screen while the pop waits or animates, stands.
        if Self.modules(in: navigation.state).contains(where: { $0.id == keptID }) {
            expectations.append(
                Expectation(
                    what: "the screen \(kept.appearance) the user kept by cancelling a swipe back", epoch: epoch
                ) { state, voided in voided || Self.modules(in: state).contains { $0.id == keptID } })
        }
        trace.append("\(time): user starts a swipe back from \(kept.appearance) and cancels it (\(writes))")
        gestureUnderWay = true
        stack.animatingUntil = now + duration
        // The coordinator's report tells the adapter of the gesture, whatever SwiftUI writes.
        stack.animationKnown = writes == .shorterThenLongerBack || faults.reportsTransitions
        let end = now + duration
        var ending = reports(
            [(kept, false, true), (revealed, true, stack.path.count > 1)], interactive: true, end: end,
            cancelled: true)
        ending.append(
            Pending(time: end, kind: .user, label: "swipe back cancelled") { [weak self] in
                guard let self else { return }
                self.gestureUnderWay = false
                guard var stack = self.stack(at: top, pane) else { return }
                if writes == .shorterThenLongerBack {
                    stack.written = full
                    self.setStack(stack, at: top, pane)
                    stack.latest.write(full)
                }
                self.clearWritten(at: top, pane)
            })
        if writes == .shorterThenLongerBack {
            stack.written = Array(full.dropLast())
            appear(revealed)
            scheduleEnding([disappearing(revealed.latest, at: end)] + ending)
            setStack(stack, at: top, pane)
            stack.latest.write(Array(full.dropLast()))
        } else {
            scheduleEnding(ending)
            setStack(stack, at: top, pane)
        }
        sendGestureStart()
        afterEvent()
        return true
    }

    /// The user swipes the top sheet down, if it allows it: it leaves, then its binding
    /// is set to `nil` (R5.3).
    @discardableResult
    func swipeDownSheet() -> Bool {
        guard canTouch, levels.count > 1, let presentation = levels[levels.count - 1].presentation,
            presentation.kind == .sheet(interactiveDismiss: true)
        else { return false }
        let index = levels.count - 1
        let duration = draw(0.3...0.6)
        let appearance = root(of: levels[index])
        trace.append("\(time): user swipes down \(appearance)")
        levels[index].leavingAt = now + duration
        hiddenBusyUntil = now + duration
        schedule(after: duration, .platform, "sheet swiped down") { [weak self] in
            guard let self, index < self.levels.count, self.levels[index].leavingAt != nil else { return }
            let clear = self.levels[index].presentation?.clear
            self.removeLevels(from: index, endingAt: self.now)
            self.userRemoved.insert(appearance.id)
            self.expectUserDismissal(appearance)
            if let clear { self.sendWrite("nil to the sheet binding", clear) }
        }
        afterEvent()
        return true
    }

    /// The user taps outside the top popup's content: it reaches the view inside the
    /// cover that takes it, if there is one (R7.4).
    @discardableResult
    func tapOutsidePopup() -> Bool {
        guard canTouch, let presentation = levels.last?.presentation, presentation.kind == .popup else { return false }
        trace.append("\(time): user taps outside the popup")
        guard let tap = presentation.tapOutside else {
            trace.append("\(time): the popup's content swallows the tap")
            return true
        }
        destructive()
        tap()
        afterEvent()
        return true
    }

    /// The user taps button `index` of the alert that shows: it leaves, the button's
    /// action runs, then `isPresented` is set to `false` (R6.3).
    @discardableResult
    func tapAlertButton(_ index: Int = 0) -> Bool {
        guard !isBackgrounded, !isInTransition, !gestureUnderWay, let top = levels.indices.last,
            let alert = levels[top].alert, alert.buttons.indices.contains(index)
        else { return false }
        let id = alert.alert.id
        let before = alertRuns[id, default: 0]
        // A tap on an alert the program already took off the state may run nothing.
        let isCurrent = navigation.state.alert?.id == id
        expectations.append(
            Expectation(what: "the tap on \(alert.alert.title)'s button", epoch: epoch) { [weak self] state, _ in
                let runs = (self?.alertRuns[id, default: 0] ?? 0) - before
                return (isCurrent ? runs == 1 : runs <= 1) && state.alert?.id != id
            })
        trace.append("\(time): user taps \(alert.alert.title)'s button \(index)")
        levels[top].alert = nil
        presentationBusyUntil = now + draw(0.2...0.35)
        alert.buttons[index]()
        sendWrite("false to the alert binding", alert.clear)
        afterEvent()
        return true
    }

    /// The user taps the tab at `index` of the root level's tab bar.
    @discardableResult
    func tapTab(_ index: Int) -> Bool {
        guard !isBackgrounded, !gestureUnderWay, levels.count == 1 || levels[1].presentation?.kind != .cover,
            levels.last?.alert == nil, case .tabs(let tabs, _, let latest) = levels[0].content,
            tabs.indices.contains(index)
        else { return false }
        destructive()
        trace.append("\(time): user taps tab \(index)")
        levels[0].content = .tabs(tabs, selection: tabs[index].tag, latest: latest)
        appear(tabs[index].stack.top)
        latest.select(tabs[index].tag)
        afterEvent()
        return true
    }

    /// The user picks `module`'s row in the split view's sidebar.
    @discardableResult
    func selectRow(_ module: some Module & Hashable) -> Bool {
        guard canTouch, case .split(_, _, let latest) = levels[0].content else { return false }
        destructive()
        trace.append("\(time): user selects row \(AnyModule(module))")
        latest.select(AnyModule(module))
        afterEvent()
        return true
    }

    /// The top screen presents a sheet of its own, outside the navigation state.
    @discardableResult
    func presentOwnSheet(dismissAfter: Double? = nil) -> Bool {
        guard canTouch, let top = levels.indices.last, levels[top].alert == nil else { return false }
        trace.append("\(time): the top screen presents a sheet of its own")
        levels[top].ownSheet = true
        hiddenBusyUntil = now + draw(0.3...0.6)
        if let dismissAfter {
            schedule(after: dismissAfter, .user, "the screen's own sheet is swiped down") { [weak self] in
                guard let self, self.levels.indices.contains(top), self.levels[top].ownSheet else { return }
                self.levels[top].ownSheet = false
                self.hiddenBusyUntil = self.now + self.draw(0.3...0.6)
            }
        }
        afterEvent()
        return true
    }

    /// The user swipes down the sheet the top screen presented itself.
    @discardableResult
    func dismissOwnSheet() -> Bool {
        guard !isBackgrounded, !isInTransition, let top = levels.lastIndex(where: \.ownSheet) else { return false }
        trace.append("\(time): the screen's own sheet is swiped down")
        levels[top].ownSheet = false
        hiddenBusyUntil = now + draw(0.3...0.6)
        afterEvent()
        return true
    }

    /// The scene goes to the background: no callback comes and nothing changes on screen
    /// until it is active again (R4.5).
    func background() {
        guard !isBackgrounded else { return }
        trace.append("\(time): scene backgrounded")
        isBackgrounded = true
        adapter.scenePhaseChanged(active: false)
        afterEvent()
    }

    /// The scene is active again: SwiftUI makes the changes it held back, and the held
    /// callbacks come.
    func foreground() {
        guard isBackgrounded else { return }
        trace.append("\(time): scene active")
        isBackgrounded = false
        // Animations under way ended while the scene was away.
        presentationBusyUntil = min(presentationBusyUntil, now)
        hiddenBusyUntil = min(hiddenBusyUntil, now)
        for index in levels.indices {
            for pane in panes(of: levels[index]) {
                if var stack = stack(at: index, pane), stack.animatingUntil > now {
                    stack.animatingUntil = now
                    setStack(stack, at: index, pane)
                }
            }
        }
        // So did their coordinators' transitions: their reports come now, in their order.
        let cut = events.filter { $0.endsAnimation && $0.time > now }
        events.removeAll { $0.endsAnimation && $0.time > now }
        for var event in cut {
            event.time = now
            events.insert(event, at: events.firstIndex { $0.time > now } ?? events.endIndex)
        }
        adapter.scenePhaseChanged(active: true)
        render()
        for completion in heldCompletions {
            schedule(after: max(now, animationEnd) - now, .platform, "animation completion (held)", completion)
        }
        heldCompletions = []
        let released = held
        held = []
        for event in released {
            trace.append("\(time): \(event.label) (held)")
            event.action()
        }
        afterEvent()
    }

    // MARK: Time

    /// Runs the events due within `seconds`.
    func advance(by seconds: Double) {
        let end = now + seconds
        while let next = events.first, next.time <= end {
            run(events.removeFirst())
        }
        now = max(now, end)
    }

    /// Runs every event, the adapter's timers included, until none is left; a screen that
    /// never settles is a violation.
    func settle() {
        var count = 0
        while let next = events.first {
            count += 1
            if count > 5_000 || next.time > now + 600 {
                violations.append("\(time): the screen never settles; next: \(next.label) at \(next.time)")
                events = []
                return
            }
            run(events.removeFirst())
        }
    }

    private func run(_ event: Event) {
        now = max(now, event.time)
        if event.kind == .timer, cancelledTimers.remove(event.order) != nil { return }
        if isBackgrounded, event.kind == .platform {
            held.append(event)
            return
        }
        trace.append("\(time): \(event.label)")
        event.action()
        afterEvent()
    }

    private func schedule(
        after delay: Double, _ kind: EventKind, _ label: String, _ action: @escaping () -> Void
    ) {
        schedule(at: now + delay, kind, label, action)
    }

    private func schedule(
        at time: Double, _ kind: EventKind, _ label: String, endsAnimation: Bool = false,
        _ action: @escaping () -> Void
    ) {
        order += 1
        let event = Event(
            time: time, order: order, kind: kind, label: label, endsAnimation: endsAnimation, action: action)
        let index = events.firstIndex { $0.time > event.time } ?? events.endIndex
        events.insert(event, at: index)
    }

    private func afterEvent() {
        render()
        scheduleTimers()
    }

    /// Starts the adapter's `.task(id:)` timers that are new, and cancels those whose
    /// task went away, as SwiftUI does when a task's id changes: a task runs once for
    /// its id.
    private func scheduleTimers() {
        let wanted = adapter.timers()
        let ids = Set(wanted.map(\.id))
        for (id, order) in runningTimers where !ids.contains(id) {
            cancelledTimers.insert(order)
            runningTimers[id] = nil
        }
        for timer in wanted where runningTimers[timer.id] == nil {
            schedule(after: timer.delay, .timer, "timer \(timer.id)") { timer.fire() }
            runningTimers[timer.id] = order
        }
    }

    private var time: String { String(format: "%.3f", now) }

    private func draw(_ range: ClosedRange<Double>) -> Double { Double.random(in: range, using: &random) }

    private func chance(_ probability: Double) -> Bool {
        probability > 0 && Double.random(in: 0..<1, using: &random) < probability
    }

    // MARK: Platform

    /// Shows a new frame as SwiftUI does inside `withAnimation(completion:)` (or with
    /// animations disabled): `publish` makes it current, the screen plays it, and
    /// `completion` comes once the animations it started are over, as late as their
    /// longest; while the scene is in the background, once it is active again (R4.5).
    /// With `completesAtOnce`, a faulty platform calls `completion` as the frame shows.
    func platformShow(
        animated: Bool, completesAtOnce: Bool = false, _ publish: () -> Void, completion: @escaping () -> Void
    ) {
        publish()
        if isBackgrounded {
            heldCompletions.append(completion)
            return
        }
        showsUnanimated = !animated
        render()
        showsUnanimated = false
        let end = animated && !completesAtOnce ? max(now, animationEnd) : now
        schedule(after: end - now, .platform, "animation completion", completion)
    }

    /// Starts a timer of the adapter's; the returned closure cancels it.
    func platformSchedule(after delay: Double, _ fire: @escaping () -> Void) -> () -> Void {
        schedule(after: delay, .timer, "adapter timer", fire)
        let timer = order
        return { [weak self] in self?.cancelledTimers.insert(timer) }
    }

    // MARK: Rendering

    /// Reads the adapter's frame and plays what changed, as SwiftUI and UIKit would.
    func render() {
        guard !isBackgrounded else { return }
        let frame = adapter.frame()
        animationEnd = now
        for identity in leavingLayers where !frame.rendersLayer(identity) {
            violations.append("\(time): leaving layer \(identity) renders nothing before it is gone (R7.5)")
            leavingLayers.remove(identity)
        }
        var wanted: Set<AnyHashable> = []
        var level = frame.root
        var index = 0
        while true {
            update(level.content, at: index)
            if level.presented.count > 1 {
                violations.append("\(time): level \(index) presents \(level.presented.count) layers at once (R2.3)")
            }
            let next = level.presented.first
            if let next { wanted.insert(next.identity) }
            if index + 1 < levels.count {
                let above = levels[index + 1]
                if let next, next.identity == above.presentation?.identity {
                    levels[index + 1].presentation = next
                    if level.alert != nil {
                        violations.append("\(time): level \(index) asks for an alert under a presentation (R6.1)")
                    }
                    index += 1
                    level = next.level
                    continue
                }
                if above.leavingAt != nil { break }
                dismiss(from: index + 1, swapping: next != nil)
                break
            }
            if let next {
                if present(next, at: index + 1) {
                    index += 1
                    level = next.level
                    continue
                }
                break
            }
            updateAlert(level.alert, at: index)
            break
        }
        dropped.formIntersection(wanted)
    }

    private func update(_ content: ModelLevel.Content, at index: Int) {
        switch (levels[index].content, content) {
        case (.stack(var shown), .stack(let frame)):
            diff(&shown, frame)
            levels[index].content = .stack(shown)
        case (.tabs(let shownTabs, let selection, _), .tabs(let frame)):
            var tabs: [(tag: AnyHashable, stack: ShownStack)] = []
            for (tag, stack) in frame.tabs {
                if var shown = shownTabs.first(where: { $0.tag == tag })?.stack {
                    diff(&shown, stack)
                    tabs.append((tag, shown))
                } else if let made = makeStack(stack) {
                    tabs.append((tag, made))
                }
            }
            if frame.selection != selection, let selected = tabs.first(where: { $0.tag == frame.selection }) {
                appear(selected.stack.top)
            }
            levels[index].content = .tabs(tabs, selection: frame.selection, latest: frame)
        case (.split(var sidebar, var detail, _), .split(let frame)):
            if sidebar.identity != frame.sidebar.identity, let made = build(frame.sidebar) {
                disappear(sidebar.latest, at: now)
                sidebar = made
                appear(made)
            } else {
                sidebar.latest = frame.sidebar
            }
            switch (detail, frame.detail) {
            case (var shown?, let wanted?) where shown.root.identity == wanted.root.identity:
                // An equal root identity is the same view: it keeps its state (R8.5).
                diff(&shown, wanted)
                detail = shown
            case (let shown, let wanted):
                if let shown { disappear(shown.top.latest, at: now) }
                detail = wanted.flatMap(makeStack)
                if let detail { appear(detail.top) }
            }
            levels[index].content = .split(sidebar: sidebar, detail: detail, latest: frame)
        default:
            for stack in stacks(of: levels[index]) { disappear(stack.top.latest, at: now) }
            levels[index].content = makeContent(content, level: index)
        }
    }

    private func makeContent(_ content: ModelLevel.Content, level: Int) -> ShownContent {
        switch content {
        case .stack(let stack):
            let made = makeStack(stack)
            if let made { appear(made.top) }
            return made.map { .stack($0) } ?? .stack(placeholder(stack))
        case .tabs(let frame):
            let tabs = frame.tabs.compactMap { tab in makeStack(tab.stack).map { (tag: tab.tag, stack: $0) } }
            if let selected = tabs.first(where: { $0.tag == frame.selection }) { appear(selected.stack.top) }
            return .tabs(tabs, selection: frame.selection, latest: frame)
        case .split(let frame):
            let sidebar =
                build(frame.sidebar)
                ?? ShownScreen(
                    identity: frame.sidebar.identity, appearance: frame.sidebar.build(), latest: frame.sidebar)
            appear(sidebar)
            let detail = frame.detail.flatMap(makeStack)
            if let detail { appear(detail.top) }
            return .split(sidebar: sidebar, detail: detail, latest: frame)
        }
    }

    private func placeholder(_ stack: ModelStack) -> ShownStack {
        ShownStack(
            root: ShownScreen(identity: stack.root.identity, appearance: stack.root.build(), latest: stack.root),
            path: [], binding: stack.binding, latest: stack)
    }

    private func makeStack(_ stack: ModelStack) -> ShownStack? {
        guard let root = build(stack.root) else { return nil }
        checkBinding(stack.binding, was: nil, isNew: true)
        return ShownStack(root: root, path: stack.path.compactMap(build), binding: stack.binding, latest: stack)
    }

    private func checkBinding(_ binding: AnyHashable?, was old: AnyHashable?, isNew: Bool) {
        guard !reportedUnstableBinding else { return }
        if binding == nil || (!isNew && binding != old) {
            reportedUnstableBinding = true
            violations.append("\(time): a path binding is rebuilt in body (R5.4)")
        }
    }

    /// Plays a frame's stack against the one on screen: SwiftUI keeps the views of equal
    /// identities and builds the rest (``SwiftUIRule/identity``).
    private func diff(_ shown: inout ShownStack, _ frame: ModelStack) {
        checkBinding(frame.binding, was: shown.binding, isNew: false)
        shown.binding = frame.binding
        shown.latest = frame
        let wanted = frame.path.map(\.identity)
        if let written = shown.written, written == wanted { return }
        if shown.root.identity != frame.root.identity {
            guard let root = build(frame.root) else { return }
            disappear(shown.top.latest, at: now)
            shown.root = root
            shown.path = []
            if frame.path.isEmpty { appear(root) }
        } else {
            shown.root.latest = frame.root
        }
        let current = shown.identities
        var common = 0
        while common < min(current.count, wanted.count), current[common] == wanted[common] {
            shown.path[common].latest = frame.path[common]
            common += 1
        }
        if common == current.count, common == wanted.count { return }
        if now < shown.animatingUntil, shown.animationKnown || shown.written != nil {
            violations.append(
                "\(time): the path changed from \(current.count) to \(wanted.count) screens while a push or pop animates (R5.5)"
            )
        }
        let oldTop = shown.top
        let wasPushed = !shown.path.isEmpty
        shown.path.removeSubrange(common...)
        shown.path.append(contentsOf: frame.path[common...].compactMap(build))
        shown.written = nil
        if shown.top.identity != oldTop.identity || shown.top.appearance.id != oldTop.appearance.id,
            showsUnanimated
        {
            // With animations disabled the push or pop happens at once: UIKit makes no
            // transition coordinator, so nothing reports it (TC).
            appear(shown.top)
            disappear(oldTop.latest, at: now)
        } else if shown.top.identity != oldTop.identity || shown.top.appearance.id != oldTop.appearance.id {
            shown.animatingUntil = now + draw(0.35...0.55)
            shown.animationKnown = true
            animationEnd = max(animationEnd, shown.animatingUntil)
            appear(shown.top)
            let end = shown.animatingUntil
            scheduleEnding(
                [disappearing(oldTop.latest, at: end)]
                    + reports(
                        [(shown.top, true, !shown.path.isEmpty), (oldTop, false, wasPushed)], interactive: false,
                        end: end, cancelled: false))
        }
    }

    /// Presents `presentation` at `index`, as UIKit does: not while another transition
    /// runs (R1.3), not from a presenter that presents something already (R1.1).
    private func present(_ presentation: ModelPresentation, at index: Int) -> Bool {
        let identity = presentation.identity
        if dropped.contains(identity) { return false }
        if now < presentationBusyUntil {
            if swapping.contains(index) { return false }
            violations.append("\(time): \(identity) is presented while a transition runs: dropped (R1.3)")
            dropped.insert(identity)
            return false
        }
        if now < hiddenBusyUntil {
            trace.append("\(time): UIKit drops the presentation of \(identity) during a transition of its own (R1.3)")
            dropped.insert(identity)
            return false
        }
        swapping.remove(index)
        let presenter = levels[index - 1]
        if presenter.alert != nil {
            violations.append("\(time): \(identity) is presented over an alert: dropped (R1.1)")
            dropped.insert(identity)
            return false
        }
        if presenter.ownSheet || chance(faults.droppedPresentation) {
            trace.append("\(time): UIKit drops the presentation of \(identity) (R1.1)")
            dropped.insert(identity)
            return false
        }
        let duration = presentation.kind == .popup ? draw(0.05...0.15) : draw(0.3...0.6)
        trace.append("\(time): present \(identity) until \(now + duration)")
        presentationBusyUntil = now + duration
        animationEnd = max(animationEnd, presentationBusyUntil)
        levels.append(
            ShownLevel(content: makeContent(presentation.level.content, level: index), presentation: presentation))
        let onAppear = presentation.onAppear
        schedule(after: 0.016, .platform, "onAppear of layer \(identity)", onAppear)
        if chance(faults.doubledAppearance) {
            schedule(after: draw(0.1...0.5), .platform, "onAppear of layer \(identity) again", onAppear)
        }
        return true
    }

    /// Dismisses the levels from `index` up, as UIKit does: not while another transition
    /// runs (R1.3); with `swapping`, SwiftUI presents the new item once it ends (R2.1).
    private func dismiss(from index: Int, swapping isSwap: Bool) {
        if now < presentationBusyUntil {
            violations.append("\(time): level \(index) is dismissed while a transition runs (R1.3)")
        }
        let duration = draw(0.3...0.6)
        trace.append("\(time): dismiss from level \(index) until \(now + duration)")
        presentationBusyUntil = max(presentationBusyUntil, now + duration)
        animationEnd = max(animationEnd, now + duration)
        if isSwap { swapping.insert(index) }
        removeLevels(from: index, endingAt: now + duration)
        schedule(after: duration, .platform, "dismissal ends") {}
    }

    private func removeLevels(from index: Int, endingAt end: Double) {
        guard index < levels.count else { return }
        for level in levels[index...] {
            for stack in stacks(of: level) { disappear(stack.top.latest, at: end) }
            if let presentation = level.presentation {
                let late = draw(faults.lateDisappearance)
                let identity = presentation.identity
                leavingLayers.insert(identity)
                schedule(after: end - now + late, .platform, "onDisappear of layer \(identity)") { [weak self] in
                    self?.leavingLayers.remove(identity)
                    presentation.onDisappear()
                }
            }
        }
        levels.removeSubrange(index...)
        swapping = swapping.filter { $0 <= index }
    }

    private func updateAlert(_ wanted: ModelAlert?, at index: Int) {
        let shown = levels[index].alert
        if let wanted, wanted.identity == shown?.identity {
            levels[index].alert = wanted
            return
        }
        if shown != nil {
            if now < presentationBusyUntil {
                violations.append("\(time): an alert is dismissed while a transition runs (R1.3)")
            }
            levels[index].alert = nil
            presentationBusyUntil = max(presentationBusyUntil, now + draw(0.2...0.35))
            animationEnd = max(animationEnd, presentationBusyUntil)
            schedule(after: presentationBusyUntil - now, .platform, "alert dismissal ends") {}
            alertSwapping = wanted != nil
            return
        }
        if let wanted {
            droppedAlerts.formIntersection([wanted.identity])
            if droppedAlerts.contains(wanted.identity) { return }
            if now < presentationBusyUntil {
                if alertSwapping { return }
                violations.append(
                    "\(time): alert \(wanted.alert.title) is presented while a transition runs: dropped (R1.3)")
                droppedAlerts.insert(wanted.identity)
                return
            }
            if now < hiddenBusyUntil {
                trace.append("\(time): UIKit drops alert \(wanted.alert.title) during a transition of its own (R1.3)")
                droppedAlerts.insert(wanted.identity)
                return
            }
            alertSwapping = false
            if levels[index].ownSheet || chance(faults.droppedPresentation) {
                trace.append("\(time): UIKit drops alert \(wanted.alert.title) (R1.1)")
                droppedAlerts.insert(wanted.identity)
                return
            }
            levels[index].alert = wanted
            presentationBusyUntil = now + draw(0.2...0.35)
            animationEnd = max(animationEnd, presentationBusyUntil)
            schedule(after: 0.05, .platform, "alert seen on screen", wanted.onAppear)
            schedule(after: presentationBusyUntil - now, .platform, "alert presentation ends") {}
        } else {
            droppedAlerts = []
            alertSwapping = false
        }
    }

    /// SwiftUI creates a view for `screen`: its module's assembly runs, once per
    /// appearance.
    private func build(_ screen: ModelScreen) -> ShownScreen? {
        let appearance = screen.build()
        if !built.insert(appearance.id).inserted {
            violations.append("\(time): \(appearance) \(appearance.id) is built a second time")
        }
        return ShownScreen(identity: screen.identity, appearance: appearance, latest: screen)
    }

    private func appear(_ screen: ShownScreen) {
        let onAppear = screen.latest.onAppear
        let appearance = screen.appearance
        schedule(after: 0.016, .platform, "onAppear of \(appearance)") { [weak self] in
            onAppear()
            for handler in self?.onScreenAppear ?? [] { handler(appearance) }
        }
        if chance(faults.doubledAppearance) {
            schedule(after: draw(0.1...0.5), .platform, "onAppear of \(appearance) again", onAppear)
        }
    }

    private func disappear(_ screen: ModelScreen, at end: Double) {
        scheduleEnding([disappearing(screen, at: end)])
    }

    /// The `onDisappear` of `screen` for an animation that ends at `end`: then, or late.
    private func disappearing(_ screen: ModelScreen, at end: Double) -> Pending {
        let late = draw(faults.lateDisappearance)
        return Pending(time: now + (max(0, end - now) + late), kind: .platform, label: "onDisappear") {
            screen.onDisappear()
        }
    }

    /// Starts the transition coordinator's reports of one push or pop (TC): each pushed
    /// screen of `screens` (a root reports nothing) gets `began` now; their `ended`, for
    /// `end`, are returned for ``scheduleEnding(_:)``. Nothing with reports off.
    private func reports(
        _ screens: [(screen: ShownScreen, appearing: Bool, pushed: Bool)],
        interactive: Bool,
        end: Double,
        cancelled: Bool
    ) -> [Pending] {
        guard faults.reportsTransitions else { return [] }
        var began: [Pending] = []
        var ended: [Pending] = []
        for (screen, appearing, pushed) in screens where pushed {
            let report = screen.latest.transition
            let appearance = screen.appearance
            let send = { [weak self] (transition: ModelTransition) in
                guard let self else { return }
                self.reported.append((self.now, appearance, transition))
                report(transition)
            }
            let start = ModelTransition.began(appearing: appearing, interactive: interactive)
            let finish = ModelTransition.ended(appearing: appearing, cancelled: cancelled)
            began.append(Pending(time: now, kind: .platform, label: "\(start) of \(appearance)") { send(start) })
            ended.append(
                Pending(time: end, kind: .platform, label: "\(finish) of \(appearance)", endsAnimation: true) {
                    send(finish)
                })
        }
        // A swipe starts its pop in the gesture's own event, and UIKit's will-appear and
        // will-disappear calls come in that event too, before any other code of the app
        // runs (TC): only a transition a frame starts reports as SwiftUI applies it.
        if interactive {
            gestureStart.append(contentsOf: began)
        } else {
            scheduleEnding(began)
        }
        return ended
    }

    /// Sends the `began` of the transition the user's gesture started, in their drawn
    /// order, within the gesture's own event (TC).
    private func sendGestureStart() {
        var pending = gestureStart
        gestureStart = []
        if pending.count > 1 { pending.shuffle(using: &orderRandom) }
        for event in pending {
            trace.append("\(time): \(event.label)")
            event.action()
        }
    }

    /// Schedules what comes at one animation's end, or at its start. With reports on,
    /// their order at one time is drawn: UIKit fixes none between the coordinator's
    /// completion, `onDisappear` and the writes SwiftUI makes as a gesture ends.
    private func scheduleEnding(_ pending: [Pending]) {
        var pending = pending
        if faults.reportsTransitions, pending.count > 1 { pending.shuffle(using: &orderRandom) }
        for event in pending {
            schedule(at: event.time, event.kind, event.label, endsAnimation: event.endsAnimation, event.action)
        }
    }

    /// Sends a binding's write, doubled or, for a binding made by one render (`stale`
    /// is possible), once more much later, as the faults say. A path binding is one
    /// stable binding with no render of its own, so a late copy of its write would be a
    /// new write: only presentation and alert bindings go stale.
    private func sendWrite(_ label: String, canGoStale: Bool = true, _ write: @escaping () -> Void) {
        trace.append("\(time): SwiftUI writes \(label)")
        write()
        if chance(faults.doubledWrite) {
            trace.append("\(time): SwiftUI writes \(label) again")
            write()
        }
        if canGoStale, chance(faults.staleWrite) {
            schedule(after: draw(0.5...2), .platform, "stale write of \(label)", write)
        }
    }

    private func sendPathWrite(
        _ write: @escaping ([AnyHashable]) -> Void,
        _ path: [AnyHashable],
        popped: AnyModule,
        revealed: AnyModule?
    ) {
        expectUserPop(popped: popped, revealed: revealed)
        userRemoved.insert(popped.id)
        sendWrite("a path of \(path.count)", canGoStale: false) { write(path) }
    }

    // MARK: Stacks

    private func panes(of level: ShownLevel) -> [Pane] {
        switch level.content {
        case .stack: [.main]
        case .tabs(let tabs, _, _): tabs.map { .tab($0.tag) }
        case .split(_, let detail, _): detail == nil ? [] : [.detail]
        }
    }

    private func stacks(of level: ShownLevel) -> [ShownStack] {
        switch level.content {
        case .stack(let stack): [stack]
        case .tabs(let tabs, _, _): tabs.map(\.stack)
        case .split(_, let detail, _): detail.map { [$0] } ?? []
        }
    }

    private func stack(at index: Int, _ pane: Pane) -> ShownStack? {
        guard levels.indices.contains(index) else { return nil }
        switch (levels[index].content, pane) {
        case (.stack(let stack), .main): return stack
        case (.tabs(let tabs, _, _), .tab(let tag)): return tabs.first { $0.tag == tag }?.stack
        case (.split(_, let detail, _), .detail): return detail
        default: return nil
        }
    }

    private func setStack(_ stack: ShownStack, at index: Int, _ pane: Pane) {
        guard levels.indices.contains(index) else { return }
        switch (levels[index].content, pane) {
        case (.stack, .main):
            levels[index].content = .stack(stack)
        case (.tabs(var tabs, let selection, let latest), .tab(let tag)):
            if let at = tabs.firstIndex(where: { $0.tag == tag }) { tabs[at].stack = stack }
            levels[index].content = .tabs(tabs, selection: selection, latest: latest)
        case (.split(let sidebar, _, let latest), .detail):
            levels[index].content = .split(sidebar: sidebar, detail: stack, latest: latest)
        default:
            break
        }
    }

    private func clearWritten(at index: Int, _ pane: Pane) {
        guard var stack = stack(at: index, pane) else { return }
        stack.written = nil
        setStack(stack, at: index, pane)
        render()
    }

    private func root(of level: ShownLevel) -> AnyModule {
        switch level.content {
        case .stack(let stack): stack.root.appearance
        case .tabs(let tabs, _, _): tabs.first?.stack.root.appearance ?? AnyModule(ModelScreenModule(name: "none"))
        case .split(let sidebar, _, _): sidebar.appearance
        }
    }

    // MARK: Expectations

    private func destructive() { epoch += 1 }

    /// Expects `value` exactly once in the state; made in the presented layer rooted at
    /// `layer`, it may go with that layer once the program dismissed it.
    private func expectOnce(_ value: AnyModule, what: String, in layer: AnyModule.ID? = nil) {
        expectations.append(
            Expectation(what: what, epoch: epoch) { state, voided in
                let count = Self.modules(in: state).filter { $0 == value }.count
                let layerGone = layer.map { id in !state.presentations.contains { $0.id == id } } ?? false
                return voided || layerGone ? count <= 1 : count == 1
            })
    }

    /// Expects the user's pop of `popped` to have taken it, and only it; `revealed` is
    /// `nil` when the pop reveals the stack's root, which no stack of the state holds.
    private func expectUserPop(popped: AnyModule, revealed: AnyModule?) {
        destructive()
        let poppedID = popped.id
        let revealedID = revealed?.id
        expectations.append(
            Expectation(
                what: "the user's pop of \(popped) back to \(revealed.map(String.init(describing:)) ?? "the root")",
                epoch: epoch
            ) { state, voided in
                let ids = Set(Self.modules(in: state).map(\.id))
                return !ids.contains(poppedID) && (voided || revealedID.map(ids.contains) ?? true)
            })
    }

    private func expectUserDismissal(_ layer: AnyModule) {
        destructive()
        let id = layer.id
        expectations.append(
            Expectation(what: "the user's dismissal of \(layer)", epoch: epoch) { state, _ in
                !state.presentations.contains { $0.id == id }
            })
    }

    /// Every module the state holds: stacks, tabs, split columns, presented layers.
    static func modules(in state: NavigationState) -> [AnyModule] {
        var modules = state.tabs.flatMap { [$0.module] + $0.stack }
        if state.tabs.isEmpty { modules += state.stack(of: .root) ?? [] }
        if let split = state.splitView {
            modules += [split.sidebar] + [split.content, split.detail].compactMap { $0 }
            if state.tabs.isEmpty { modules += split.stack }
        }
        for presentation in state.presentations {
            modules += [presentation.module] + presentation.stack
        }
        return Array(modules)
    }

    // MARK: Verdict

    /// What the adapter got wrong: every violation recorded, what the screen shows
    /// against the navigation state, and each user and program action lost or doubled.
    /// Call it once the screen settled.
    func verify() -> [String] {
        var problems = violations
        let state = navigation.state
        problems += mismatches(with: state)
        let current = epoch
        for expectation in expectations where !expectation.holds(state, expectation.epoch < current) {
            problems.append("lost or doubled: \(expectation.what)")
        }
        return problems
    }

    private func ids(_ stack: ShownStack) -> [AnyModule.ID] { stack.path.map(\.appearance.id) }

    private static func named(_ modules: [AnyModule]) -> String {
        "[" + modules.map { "\($0) \($0.id)" }.joined(separator: ", ") + "]"
    }

    private func mismatches(with state: NavigationState) -> [String] {
        var problems: [String] = []
        switch levels[0].content {
        case .stack(let stack):
            if ids(stack) != (state.stack(of: .root) ?? []).map(\.id) {
                problems.append(
                    "the root stack shows \(Self.named(stack.path.map(\.appearance))); the state has \(Self.named(state.stack(of: .root) ?? []))"
                )
            }
        case .tabs(let tabs, let selection, _):
            let selected = tabs.first { $0.tag == selection }
            if selected?.stack.root.appearance.id != state.selectedTab?.id {
                problems.append(
                    "the tab bar shows \(selected?.stack.root.appearance as Any); the state selects \(state.selectedTab as Any)"
                )
            }
            for tab in state.tabs {
                guard let shown = tabs.first(where: { $0.stack.root.appearance.id == tab.id }) else {
                    problems.append("tab \(tab.module) does not show")
                    continue
                }
                if ids(shown.stack) != tab.stack.map(\.id) {
                    problems.append(
                        "tab \(tab.module) shows \(shown.stack.path.map(\.appearance)); the state has \(tab.stack)")
                }
            }
        case .split(let sidebar, let detail, _):
            if let split = state.splitView {
                if sidebar.appearance.id != split.sidebar.id {
                    problems.append("the sidebar shows \(sidebar.appearance)")
                }
                if detail?.root.appearance.id != split.detail?.id {
                    problems.append(
                        "the detail column shows \(Self.named(detail.map { [$0.root.appearance] } ?? [])); the state selects \(Self.named(split.detail.map { [$0] } ?? []))"
                    )
                }
                if let detail, ids(detail) != split.stack.map(\.id) {
                    problems.append(
                        "the detail stack shows \(detail.path.map(\.appearance)); the state has \(split.stack)")
                }
            } else {
                problems.append("a split view shows; the state has none")
            }
        }
        let presented = Array(levels.dropFirst())
        if presented.count != state.presentations.count {
            problems.append("\(presented.count) layers show; the state has \(state.presentations.count)")
        }
        for (level, presentation) in zip(presented, state.presentations) {
            let kind: ModelPresentation.Kind? = level.presentation?.kind
            let kindMatches =
                switch (kind, presentation.style.kind) {
                case (.sheet?, .sheet), (.cover?, .modal), (.popup?, .popup): true
                default: false
                }
            if root(of: level).id != presentation.id || !kindMatches {
                problems.append("a layer shows \(root(of: level)); the state presents \(presentation)")
            }
            if case .stack(let stack) = level.content, ids(stack) != presentation.stack.map(\.id) {
                problems.append(
                    "layer \(presentation.module) shows \(stack.path.map(\.appearance)); the state has \(presentation.stack)"
                )
            }
        }
        if levels.last?.alert?.alert.id != state.alert?.id {
            problems.append(
                "the alert shown is \(levels.last?.alert?.alert.title ?? "none"); the state's is \(state.alert?.title ?? "none")"
            )
        }
        if levels.contains(where: \.ownSheet) == false, !held.isEmpty {
            problems.append("\(held.count) callbacks are still held")
        }
        return problems
    }

    /// The trace and the problems, for a failure's message.
    func report(_ problems: [String]) -> String {
        (["problems:"] + problems + ["trace:"] + trace.suffix(80)).joined(separator: "\n")
    }
}

/// A module the model's program and user push, present and link to: equal when its name
/// is, as an app's modules compare by their parameters.
struct ModelScreenModule: Module, Hashable {
    let name: String
    func build(container: Container) -> some View { EmptyView() }
}
