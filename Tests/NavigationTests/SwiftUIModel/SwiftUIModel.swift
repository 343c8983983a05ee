import Navigation

/// An independent model of SwiftUI and UIKit that renders an adapter's frames and plays
/// the platform's part in simulated time, by the rules of ``SwiftUIRule``.
///
/// It sees only what SwiftUI and UIKit see (``ModelFrame``) and sends only what they
/// send: path writes, bindings set to `nil`, `onAppear`/`onDisappear` of pushed screens
/// by identity, the transition coordinator's reports of pushes and pops, a presented
/// layer's `viewDidAppear`/`viewDidDisappear` at the end of its presentation or dismissal,
/// the completions and action handlers of the alert controllers the renderer presents,
/// and, when the adapter asks, what UIKit shows (``ModelReading``). Durations are drawn,
/// first frames may stall, frames may play without animation, a module may present
/// controllers of its own, and UIKit drops or ignores what is asked at the wrong moment.
/// It judges the adapter by invariants only: ``verify()``.
@MainActor
final class SwiftUIModel {
    /// Which faults the platform injects, and how likely each is.
    struct Faults {
        /// How late a pushed screen's `onDisappear` may come after its animation ends, in
        /// seconds.
        var lateDisappearance: ClosedRange<Double> = 0...0
        /// The chance that a pushed screen's `onAppear` comes a second time, later (R3.4).
        var doubledAppearance = 0.0
        /// The chance that a gesture's write comes twice (R5.3).
        var doubledWrite = 0.0
        /// The chance that a gesture's write comes again much later from its old binding.
        var staleWrite = 0.0
        /// The chance that UIKit drops a presentation although nothing animates (R1.1).
        var droppedPresentation = 0.0
        /// Whether the renderer's reporters attach: the transition coordinator's reports
        /// of pushes and pops (TC) and the layers' `viewDidAppear`/`viewDidDisappear`.
        /// `false` plays a platform where none ever attaches: only readings tell the
        /// adapter anything ended.
        var reportsTransitions = true
        /// How long a presentation, a dismissal, a push or a pop animates, in seconds.
        var durations: ClosedRange<Double> = 0.3...0.6
        /// How long an alert controller's presentation or dismissal animates.
        var alertDurations: ClosedRange<Double> = 0.2...0.35
        /// The chance that the first frame of a presentation or push stalls before its
        /// animation starts (a heavy first render); UIKit is in the transition meanwhile.
        var stalledFirstFrame = 0.0
        /// How long a stalled first frame takes.
        var stalls: ClosedRange<Double> = 0.5...3
        /// The chance that a frame the adapter shows with animation plays without (a
        /// transaction of the app's that disables animations): its pushes and pops happen
        /// at once and report nothing, its presentations come in place.
        var unanimatedFrames = 0.0
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

    /// What a module presents itself, outside the navigation state: UIKit shows it in the
    /// `presentedViewController` chain as a controller that is not the renderer's.
    enum OwnKind: CaseIterable, CustomStringConvertible {
        /// A `.sheet` of its own.
        case sheet
        /// An `.alert` of its own: a `UIAlertController`.
        case alert
        /// A `.confirmationDialog`: an action sheet `UIAlertController`.
        case dialog

        var description: String {
            switch self {
            case .sheet: "sheet"
            case .alert: "alert"
            case .dialog: "confirmation dialog"
            }
        }
    }

    /// Who started a presented controller's transition.
    enum Origin: Hashable {
        /// The adapter, through a frame: it can know when the transition ends.
        case adapter
        /// The user's gesture (a sheet dragged, an alert button).
        case user
        /// A module, with a presentation of its own.
        case module
    }

    typealias Motion = ModelReading.Motion

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
        /// The animation under way is SwiftUI's pop of a screen a cancelled swipe kept on
        /// screen, which the frame no longer has.
        var popsAfterCancel = false
        /// The animation under way began before the last coordinator report of a swipe the
        /// user cancelled on this stack came.
        var beganBeforeCancelReport = false

        var top: ShownScreen { path.last ?? root }
        var identities: [AnyHashable] { path.map(\.identity) }
    }

    /// What a level shows.
    enum ShownContent {
        case stack(ShownStack)
        case tabs([(tag: AnyHashable, stack: ShownStack)], selection: AnyHashable, latest: ModelTabs)
        case split(sidebar: ShownScreen, detail: ShownStack?, latest: ModelSplit)
    }

    /// An alert controller the renderer presented, as UIKit shows it.
    @MainActor
    struct ShownAlert {
        /// The alert as the latest frame that had it asks for it: its closures are called.
        var latest: ModelAlert
        var motion: Motion
        var origin: Origin
        /// The frame whose removal of the alert UIKit ignored: the renderer asks again
        /// only on a newer frame.
        var ignoredIn: Int?
        var identity: AnyHashable { latest.identity }
    }

    /// A controller a module presented itself.
    struct OwnPresentation {
        var kind: OwnKind
        var serial: Int
        var motion: Motion
    }

    /// A level of UIKit's `presentedViewController` chain: the root layer, or a presented
    /// one, with what it presents that is not a layer.
    struct ShownLevel {
        var content: ShownContent
        /// The presentation that shows it, as the latest frame that had it asks for it;
        /// `nil` for the root layer.
        var presentation: ModelPresentation?
        /// Tells this presentation from another of the same item.
        var serial: Int
        /// Where its presented controller is in its transition.
        var motion: Motion = .still
        /// Who started that transition.
        var origin: Origin = .adapter
        /// The alert controller the renderer presented over it.
        var alert: ShownAlert?
        /// A controller its module presented itself.
        var own: OwnPresentation?
        /// SwiftUI asked for its dismissal and UIKit ignored it (the user was dragging it,
        /// or another transition ran): SwiftUI takes it as dismissed and does not ask again.
        var dismissIgnored = false
        /// The user's finger is on it, dragging it down.
        var dragging = false
        /// A full-screen cover over it took its view out of the window.
        var covered = false
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
        /// The end of an animation (a coordinator's report, a transition's end): it comes
        /// when that animation does, also when the scene's return cuts it short.
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

    /// A presentation or alert UIKit dropped because a module's own controller was in
    /// the way.
    private struct DroppedUnderOther {
        let identity: AnyHashable
        let what: String
        /// The module's controller that was in the way.
        let own: Int
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
    /// The layers' `viewDidAppear` (`true`) and `viewDidDisappear` the model sent, with
    /// their times and the items' identities.
    private(set) var layerReports: [(time: Double, identity: AnyHashable, appeared: Bool)] = []
    /// The readings the adapter asked for, with their times.
    private(set) var readings: [(time: Double, reading: ModelReading)] = []
    private(set) var isBackgrounded = false
    /// Runs with each screen appearance's `onAppear`, as a presenter's `onAppear` does.
    var onScreenAppear: [(AnyModule) -> Void] = []
    /// Whether each event goes into ``trace``; a sweep of thousands of sequences turns it
    /// off and replays a failing seed with it on.
    var traces = true

    private var events: [Event] = []
    private var held: [Event] = []
    private var order = 0
    private var serials = 0
    /// Appearances whose view SwiftUI built and still keeps.
    private var alive: Set<AnyModule.ID> = []
    private var dropped: Set<AnyHashable> = []
    private var droppedAlerts: Set<AnyHashable> = []
    private var droppedUnderOther: [DroppedUnderOther] = []
    /// The module controllers a reading showed the adapter.
    private var ownsRead: Set<Int> = []
    /// Levels whose presentation SwiftUI itself swaps (R2.1): the new one presents once
    /// the dismissal ends.
    private var swapping: Set<Int> = []
    private var runningTimers: [AnyHashable: Int] = [:]
    private var cancelledTimers: Set<Int> = []
    private var reportedUnstableBinding = false
    /// Layers found on screen with nothing rendered in them (R7.5), each reported once.
    private var blank: Set<AnyHashable> = []
    private var expectations: [Expectation] = []
    private var epoch = 0
    /// Appearances the user popped or dismissed, with their write sent.
    private var userRemoved: Set<AnyModule.ID> = []
    /// How many times each alert's buttons ran, by the alert's id.
    private var alertRuns: [NavigationAlert.ID: Int] = [:]
    private var gestureUnderWay = false
    /// Screens a cancelled swipe back kept on screen, with the count of destructive
    /// actions as the swipe began and whether the state held them then: a pop of one the
    /// state held, with no destructive action since, loses the user's cancel.
    private var keptByCancel: [AnyModule.ID: (epoch: Int, held: Bool)] = [:]
    /// How many coordinator reports of cancelled swipes are still to come, by stack.
    private var cancelReportsToCome: [AnyHashable: Int] = [:]
    /// Until when the user cannot react to what just came on screen: a tenth of a second
    /// after a screen appears or an alert shows.
    private var quietUntil = 0.0
    /// The `began` reports of the transition the user's gesture is starting, sent before
    /// the gesture's event ends (TC).
    private var gestureStart: [Pending] = []
    /// Whether the frame being rendered plays with animations disabled: its pushes and
    /// pops happen at once, unreported (TC), and its presentations come in place.
    private var showsUnanimated = false
    /// The number of the latest frame rendered.
    private var frameNumber = 0
    /// The layers the program presented, to present the same appearance again.
    private var programPresented: [(module: AnyModule, style: PresentationStyle)] = []

    init(adapter: any ModelledAdapter, faults: Faults = Faults(), seed: UInt64 = 1, traces: Bool = true) {
        self.adapter = adapter
        self.faults = faults
        self.traces = traces
        self.random = SplitMix(state: seed)
        self.orderRandom = SplitMix(state: seed ^ 0x5443_5443_5443_5443)
        adapter.attach(to: self)
        let frame = adapter.frame()
        frameNumber = frame.number
        let root = ShownLevel(content: makeContent(frame.root.content), presentation: nil, serial: 0)
        levels = [root]
        let onAppear = frame.root.onAppear
        schedule(after: 0.016, .platform, "onAppear of the root layer", onAppear)
        render()
        scheduleTimers()
    }

    var navigation: NavigationService { adapter.navigation }

    /// A transition the adapter asked for is under way: a presentation, a dismissal or an
    /// alert's, still in UIKit's transition.
    private var adapterTransition: String? {
        for (index, level) in levels.enumerated() {
            if level.motion != .still, level.origin == .adapter, index > 0 {
                return "the \(level.motion) of \(level.presentation?.identity.description ?? "?")"
            }
            if let alert = level.alert, alert.motion != .still, alert.origin == .adapter {
                return "the \(alert.motion) of alert \(alert.latest.alert.title)"
            }
        }
        return nil
    }

    /// A transition the adapter did not ask for is under way: a user's drag or alert tap,
    /// or a module's own presentation.
    private var hiddenTransition: Bool {
        levels.contains { level in
            (level.motion != .still && level.origin != .adapter)
                || (level.alert.map { $0.motion != .still && $0.origin != .adapter } ?? false)
                || (level.own.map { $0.motion != .still } ?? false)
        }
    }

    /// A push or pop the adapter knows of animates on a stack the user sees: what it is.
    private var knownStackAnimation: String? {
        for level in levels {
            guard let pane = visiblePane(of: level), let stack = stack(in: level, pane),
                now < stack.animatingUntil, stack.animationKnown || stack.written != nil
            else { continue }
            return "a push or pop animates" + (stack.popsAfterCancel ? Self.afterCancel : "")
                + (stack.beganBeforeCancelReport ? Self.beforeCancelReport : "")
        }
        return nil
    }

    /// What a violation says of SwiftUI's pop of a screen a cancelled swipe kept.
    nonisolated static let afterCancel = " (SwiftUI's pop of a screen a cancelled swipe kept, which the frame dropped)"

    /// What a violation says of an animation begun before a cancelled swipe's last report.
    nonisolated static let beforeCancelReport = " (begun before the cancelled swipe's last report came)"

    /// Whether UIKit is presenting or dismissing something, or a stack animates.
    var isInTransition: Bool {
        adapterTransition != nil || hiddenTransition
            || levels.contains { level in stacks(of: level).contains { now < $0.animatingUntil } }
    }

    // MARK: Program actions

    /// Runs `change` as a router does; the adapter hears it from the navigation.
    func program(_ label: String, _ change: (NavigationService) -> Void) {
        note("program \(label)")
        change(navigation)
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
        present(AnyModule(module), style: style, label: "present")
    }

    /// A router presents again the appearance of a layer the program presented before
    /// and that is gone now, as restoring a saved state does: the same appearance, shown
    /// anew. Returns whether there was one.
    @discardableResult
    func programPresentAgain() -> Bool {
        let shown = Set(Self.modules(in: navigation.state).map(\.id)).union(levels.map { root(of: $0).id })
        guard let again = programPresented.last(where: { !shown.contains($0.module.id) }) else { return false }
        present(again.module, style: again.style, label: "present again")
        return true
    }

    private func present(_ value: AnyModule, style: PresentationStyle, label: String) {
        var presented = false
        program("\(label) \(value) \(value.id) as \(style)") { presented = $0.apply(.present(value, style: style)) }
        if presented {
            programPresented.append((value, style))
            expectOnce(value, what: "the program's presentation of \(value)")
        }
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

    /// Whether the user can touch the top screen: nothing moves, no gesture runs, and no
    /// alert or module's controller covers it.
    private var canTouch: Bool {
        !isBackgrounded && !isInTransition && !gestureUnderWay && now >= quietUntil && levels.last?.alert == nil
            && levels.last?.own == nil && levels.last?.dismissIgnored == false
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
        note("user swipes back from \(popped.appearance) (\(writes))")
        // This pop is the user's: a cancel of an earlier swipe no longer holds it.
        keptByCancel[popped.appearance.id] = nil
        gestureUnderWay = true
        stack.animatingUntil = now + duration
        // The coordinator's report tells the adapter of the gesture, also when SwiftUI
        // writes only as the pop commits.
        stack.animationKnown = writes == .atStart || faults.reportsTransitions
        appear(revealed)
        let end = now + duration
        let ending =
            [disappearing(popped, at: end)]
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
                            self?.release(popped)
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
                            else {
                                // The adapter showed the pop already, from the coordinator's
                                // report: SwiftUI's path holds what UIKit shows, and it
                                // writes nothing. The user's pop happened all the same.
                                // (A stack changed under the swipe by a frame the adapter
                                // could not know to hold back loses the pop instead.)
                                let stack = self.stack(at: top, pane)
                                if stack?.path.contains(where: { $0.appearance.id == popped.appearance.id }) == false {
                                    self.expectUserPop(popped: popped.appearance, revealed: revealedPushed)
                                    self.userRemoved.insert(popped.appearance.id)
                                }
                                return
                            }
                            stack.path.removeLast()
                            self.release(popped)
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
        let heldAtStart = Self.modules(in: navigation.state).contains { $0.id == keptID }
        let startEpoch = epoch
        if heldAtStart {
            expectations.append(
                Expectation(
                    what: "the screen \(kept.appearance) the user kept by cancelling a swipe back", epoch: epoch
                ) { state, voided in voided || Self.modules(in: state).contains { $0.id == keptID } })
        }
        keptByCancel[keptID] = (startEpoch, heldAtStart)
        note("user starts a swipe back from \(kept.appearance) and cancels it (\(writes))")
        gestureUnderWay = true
        stack.animatingUntil = now + duration
        // The coordinator's report tells the adapter of the gesture, whatever SwiftUI writes.
        stack.animationKnown = writes == .shorterThenLongerBack || faults.reportsTransitions
        let end = now + duration
        var ending = reports(
            [(kept, false, true), (revealed, true, stack.path.count > 1)], interactive: true, end: end,
            cancelled: true)
        if let binding = stack.binding {
            cancelReportsToCome[binding, default: 0] += ending.count
            ending = ending.map { report in
                Pending(time: report.time, kind: report.kind, label: report.label, endsAnimation: report.endsAnimation)
                {
                    [weak self] in
                    self?.cancelReportsToCome[binding, default: 1] -= 1
                    report.action()
                }
            }
        }
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
            scheduleEnding([disappearing(revealed, at: end)] + ending)
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
        dragSheet(holdFor: draw(0.1...0.4), commits: true)
    }

    /// The user drags the top sheet down and holds it for `hold` seconds, then lets go:
    /// with `commits` it goes, and its binding is set to `nil` once it is gone (R5.3);
    /// without, it springs back and stays. UIKit is in the sheet's interactive dismissal
    /// all along (`isBeingDismissed`), and ignores a dismissal the program asks for
    /// meanwhile.
    @discardableResult
    func dragSheet(holdFor hold: Double, commits: Bool) -> Bool {
        guard canTouch, levels.count > 1, let index = levels.indices.last,
            let presentation = levels[index].presentation, presentation.kind == .sheet(interactiveDismiss: true)
        else { return false }
        let serial = levels[index].serial
        let appearance = root(of: levels[index])
        note(
            "user drags \(appearance) down for \(format(hold)) s, and \(commits ? "lets it go" : "lets it spring back")"
        )
        levels[index].dragging = true
        levels[index].motion = .disappearing
        levels[index].origin = .user
        gestureUnderWay = true
        schedule(after: hold, .user, "user lets go of \(appearance)") { [weak self] in
            guard let self else { return }
            guard let index = self.levels.firstIndex(where: { $0.serial == serial }) else {
                self.gestureUnderWay = false
                return
            }
            self.levels[index].dragging = false
            let duration = self.draw(0.2...0.4)
            if commits {
                self.schedule(after: duration, .platform, "\(appearance) swiped down", endsAnimation: true) {
                    [weak self] in
                    guard let self else { return }
                    self.gestureUnderWay = false
                    guard let index = self.levels.firstIndex(where: { $0.serial == serial }) else { return }
                    let clear = self.levels[index].presentation?.clear
                    // SwiftUI knows the sheet went: it does not present the item again
                    // while the binding still holds it.
                    if let identity = self.levels[index].presentation?.identity { self.dropped.insert(identity) }
                    self.userRemoved.insert(appearance.id)
                    self.expectUserDismissal(appearance)
                    var write: [Pending] = []
                    if let clear {
                        write.append(
                            Pending(time: self.now, kind: .platform, label: "SwiftUI writes nil to the sheet binding") {
                                [weak self] in self?.sendWrite("nil to the sheet binding", clear)
                            })
                    }
                    self.removeLevels(from: index, along: write)
                }
            } else {
                self.schedule(after: duration, .platform, "\(appearance) springs back", endsAnimation: true) {
                    [weak self] in
                    guard let self else { return }
                    self.gestureUnderWay = false
                    guard let index = self.levels.firstIndex(where: { $0.serial == serial }) else { return }
                    self.levels[index].motion = .still
                    self.levels[index].origin = .adapter
                    // A cancelled interactive dismissal appears again.
                    if let presentation = self.levels[index].presentation { self.layerDidAppear(presentation) }
                }
            }
        }
        afterEvent()
        return true
    }

    /// The user taps outside the top popup's content: it reaches the view inside the
    /// cover that takes it, if there is one (R7.4).
    @discardableResult
    func tapOutsidePopup() -> Bool {
        guard canTouch, let presentation = levels.last?.presentation, presentation.kind == .popup else { return false }
        note("user taps outside the popup")
        guard let tap = presentation.tapOutside else {
            note("the popup's content swallows the tap")
            return true
        }
        destructive()
        tap()
        afterEvent()
        return true
    }

    /// The user taps button `index` of the alert the renderer shows: UIKit takes the alert
    /// down, then runs the button's handler, then the dismissal's completion (R6.3).
    @discardableResult
    func tapAlertButton(_ index: Int = 0) -> Bool {
        guard !isBackgrounded, !isInTransition, !gestureUnderWay, now >= quietUntil, let top = levels.indices.last,
            let alert = levels[top].alert, alert.motion == .still, levels[top].own == nil,
            alert.latest.buttons.indices.contains(index)
        else { return false }
        let id = alert.latest.alert.id
        let title = alert.latest.alert.title
        note("user taps \(title)'s button \(index)")
        levels[top].alert?.motion = .disappearing
        levels[top].alert?.origin = .user
        let serial = levels[top].serial
        schedule(
            after: draw(faults.alertDurations), .platform, "\(title) is down: its button's handler runs",
            endsAnimation: true
        ) { [weak self] in
            guard let self, let level = self.levels.firstIndex(where: { $0.serial == serial }),
                let shown = self.levels[level].alert, shown.latest.alert.id == id
            else { return }
            self.levels[level].alert = nil
            // The tap lands now: it runs the button of the alert the state shows now.
            let before = self.alertRuns[id, default: 0]
            let isCurrent = self.navigation.state.alert?.id == id
            self.expectations.append(
                Expectation(what: "the tap on \(title)'s button", epoch: self.epoch) { [weak self] state, _ in
                    let runs = (self?.alertRuns[id, default: 0] ?? 0) - before
                    return (isCurrent ? runs == 1 : runs <= 1) && state.alert?.id != id
                })
            shown.latest.buttons[index]()
            shown.latest.didDisappear()
        }
        afterEvent()
        return true
    }

    /// The user taps the tab at `index` of the root level's tab bar.
    @discardableResult
    func tapTab(_ index: Int) -> Bool {
        guard !isBackgrounded, !gestureUnderWay, levels.count == 1 || levels[1].presentation?.kind != .cover,
            levels.last?.alert == nil, levels.last?.own == nil, case .tabs(let tabs, _, let latest) = levels[0].content,
            tabs.indices.contains(index)
        else { return false }
        destructive()
        note("user taps tab \(index)")
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
        note("user selects row \(AnyModule(module))")
        latest.select(AnyModule(module))
        afterEvent()
        return true
    }

    /// The top screen's module presents a sheet, alert or confirmation dialog of its own,
    /// outside the navigation state; with `closeAfter`, the user closes it that many
    /// seconds later.
    @discardableResult
    func presentOwn(_ kind: OwnKind, closeAfter: Double? = nil) -> Bool {
        guard canTouch, let top = levels.indices.last else { return false }
        serials += 1
        let serial = serials
        note("the top screen presents a \(kind) of its own (#\(serial))")
        levels[top].own = OwnPresentation(kind: kind, serial: serial, motion: .appearing)
        let duration = draw(kind == .sheet ? faults.durations : faults.alertDurations)
        schedule(after: duration, .platform, "the module's \(kind) is up", endsAnimation: true) { [weak self] in
            guard let self, let level = self.levels.firstIndex(where: { $0.own?.serial == serial }) else { return }
            self.levels[level].own?.motion = .still
        }
        if let closeAfter {
            schedule(after: closeAfter, .user, "user closes the module's \(kind)") { [weak self] in
                self?.closeOwn(serial)
            }
        }
        afterEvent()
        return true
    }

    /// The user closes the controller the top screen's module presented itself.
    @discardableResult
    func dismissOwn() -> Bool {
        guard !isBackgrounded, let own = levels.last?.own, own.motion == .still else { return false }
        closeOwn(own.serial)
        return true
    }

    private func closeOwn(_ serial: Int) {
        guard let level = levels.firstIndex(where: { $0.own?.serial == serial }), let own = levels[level].own else {
            return
        }
        guard own.motion == .still else {
            schedule(after: 0.5, .user, "user closes the module's \(own.kind) again") { [weak self] in
                self?.closeOwn(serial)
            }
            return
        }
        note("user closes the module's \(own.kind) (#\(serial))")
        levels[level].own?.motion = .disappearing
        let duration = draw(own.kind == .sheet ? faults.durations : faults.alertDurations)
        schedule(after: duration, .platform, "the module's \(own.kind) is gone", endsAnimation: true) { [weak self] in
            guard let self, let level = self.levels.firstIndex(where: { $0.own?.serial == serial }) else { return }
            self.levels[level].own = nil
        }
        afterEvent()
    }

    /// The scene goes to the background: no callback comes and nothing changes on screen
    /// until it is active again (R4.5).
    func background() {
        guard !isBackgrounded, !gestureUnderWay else { return }
        note("scene backgrounded")
        isBackgrounded = true
        adapter.scenePhaseChanged(active: false)
        afterEvent()
    }

    /// The scene is active again: SwiftUI makes the changes it held back, and the held
    /// callbacks come.
    func foreground() {
        guard isBackgrounded else { return }
        note("scene active")
        isBackgrounded = false
        // Animations under way ended while the scene was away.
        for index in levels.indices {
            for pane in panes(of: levels[index]) {
                if var stack = stack(at: index, pane), stack.animatingUntil > now {
                    stack.animatingUntil = now
                    setStack(stack, at: index, pane)
                }
            }
        }
        // So did their transitions: their ends come now, in their order.
        let cut = events.filter { $0.endsAnimation && $0.time > now }
        events.removeAll { $0.endsAnimation && $0.time > now }
        for var event in cut {
            event.time = now
            events.insert(event, at: events.firstIndex { $0.time > now } ?? events.endIndex)
        }
        // The user sees the scene again before touching it.
        quietUntil = max(quietUntil, now + 0.1)
        adapter.scenePhaseChanged(active: true)
        render()
        let released = held
        held = []
        for event in released {
            note("\(event.label) (held)")
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

    /// How long ``settle()`` waits for the screen to settle, in simulated seconds: by
    /// default twice the longest a module's own controller stays up.
    var settleLimit = 1_200.0

    /// Runs every event, the adapter's timers included, until none is left; a screen that
    /// never settles within ``settleLimit`` is a violation.
    func settle() {
        let start = now
        var count = 0
        while let next = events.first {
            count += 1
            if count > 100_000 || next.time > start + settleLimit {
                violations.append("\(time): the screen never settles; next: \(next.label) at \(next.time)")
                events = []
                return
            }
            run(events.removeFirst())
        }
        // Settled, the screen is the user's to touch.
        now = max(now, quietUntil)
    }

    private func run(_ event: Event) {
        now = max(now, event.time)
        if event.kind == .timer, cancelledTimers.remove(event.order) != nil { return }
        if isBackgrounded, event.kind != .timer {
            held.append(event)
            return
        }
        note(event.label)
        event.action()
        afterEvent()
    }

    private func schedule(
        after delay: Double, _ kind: EventKind, _ label: @autoclosure () -> String, endsAnimation: Bool = false,
        _ action: @escaping () -> Void
    ) {
        schedule(at: now + delay, kind, traces ? label() : "", endsAnimation: endsAnimation, action)
    }

    private func schedule(
        at time: Double, _ kind: EventKind, _ label: String, endsAnimation: Bool = false,
        _ action: @escaping () -> Void
    ) {
        order += 1
        let event = Event(
            time: time, order: order, kind: kind, label: label, endsAnimation: endsAnimation, action: action)
        // Events are mostly scheduled for later than most: search from the end.
        var index = events.endIndex
        while index > events.startIndex, events[index - 1].time > time { index -= 1 }
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
        guard !wanted.isEmpty || !runningTimers.isEmpty else { return }
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

    private var time: String { format(now) }

    private func format(_ value: Double) -> String {
        let millis = Int((value * 1000).rounded())
        let fraction = String(millis % 1000)
        return "\(millis / 1000).\(String(repeating: "0", count: 3 - fraction.count))\(fraction)"
    }

    /// Adds `line` to the trace, stamped with the time, when tracing.
    private func note(_ line: @autoclosure () -> String) {
        guard traces else { return }
        trace.append("\(time): \(line())")
    }

    private func draw(_ range: ClosedRange<Double>) -> Double { Double.random(in: range, using: &random) }

    private func chance(_ probability: Double) -> Bool {
        probability > 0 && Double.random(in: 0..<1, using: &random) < probability
    }

    /// How long a presentation's or push's first frame stalls: mostly nothing.
    private func stall() -> Double {
        chance(faults.stalledFirstFrame) ? draw(faults.stalls) : 0
    }

    // MARK: Platform

    /// Shows a new frame as SwiftUI does inside a transaction (animated, or with
    /// animations disabled): `publish` makes it current, and the screen plays it. While
    /// the scene is in the background, SwiftUI holds the change back (R4.5). Nothing
    /// tells the adapter when what the frame started ends: UIKit's reports and readings do.
    func platformShow(animated: Bool, _ publish: () -> Void) {
        publish()
        guard !isBackgrounded else { return }
        showsUnanimated = !animated || chance(faults.unanimatedFrames)
        render()
        showsUnanimated = false
    }

    /// A line of the adapter's own trace, put into the model's.
    func sessionSays(_ line: String) {
        note("    adapter: \(line)")
    }

    /// Starts a timer of the adapter's; the returned closure cancels it.
    func platformSchedule(after delay: Double, _ fire: @escaping () -> Void) -> () -> Void {
        schedule(after: delay, .timer, "adapter timer", fire)
        let timer = order
        return { [weak self] in self?.cancelledTimers.insert(timer) }
    }

    /// What UIKit shows now, as a renderer reads it from the window: the presented
    /// controllers, bottom first, each with its motion, and each stack's navigation
    /// controller. It changes nothing.
    func platformRead() -> ModelReading {
        var presented: [ModelReading.Presented] = []
        for (index, level) in levels.enumerated() {
            if index > 0, let presentation = level.presentation {
                presented.append(ModelReading.Presented(content: .layer(presentation.identity), motion: level.motion))
            }
            if let alert = level.alert {
                presented.append(ModelReading.Presented(content: .alert(alert.identity), motion: alert.motion))
            }
            if let own = level.own {
                ownsRead.insert(own.serial)
                presented.append(
                    ModelReading.Presented(content: .other(isAlertController: own.kind != .sheet), motion: own.motion))
            }
        }
        var stacks: [ModelReading.Stack] = []
        for level in levels {
            for stack in self.stacks(of: level) {
                guard let binding = stack.binding else { continue }
                stacks.append(
                    ModelReading.Stack(
                        binding: binding, pushed: stack.path.count, isTransitioning: now < stack.animatingUntil))
            }
        }
        let reading = ModelReading(presented: presented, stacks: stacks)
        readings.append((now, reading))
        if traces {
            let chain = presented.map { "\($0.content)/\($0.motion)" }.joined(separator: ", ")
            let counts = stacks.map { "\($0.pushed)\($0.isTransitioning ? "~" : "")" }.joined(separator: " ")
            note("the adapter reads UIKit: [\(chain)] stacks \(counts)")
        }
        return reading
    }

    // MARK: Rendering

    /// Reads the adapter's frame and plays what changed, as SwiftUI and UIKit would.
    func render() {
        guard !isBackgrounded else { return }
        let frame = adapter.frame()
        frameNumber = frame.number
        for level in levels.dropFirst() where !level.covered {
            guard let identity = level.presentation?.identity, !frame.rendersLayer(identity),
                blank.insert(identity).inserted
            else { continue }
            violations.append("\(time): layer \(identity) on screen renders nothing (R7.5)")
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
            guard index + 1 < levels.count else {
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
            let above = levels[index + 1]
            let adapterDismisses = above.motion == .disappearing && above.origin == .adapter
            if let next, next.identity == above.presentation?.identity, !adapterDismisses {
                levels[index + 1].presentation = next
                levels[index + 1].dismissIgnored = false
                if level.alert != nil {
                    violations.append("\(time): level \(index) asks for an alert under a presentation (R6.1)")
                }
                index += 1
                level = next.level
                continue
            }
            if adapterDismisses || above.dismissIgnored {
                // UIKit still shows the level above: nothing presents from this one.
                if let next, !dropped.contains(next.identity), !swapping.contains(index + 1) {
                    dropped.insert(next.identity)
                    violations.append(
                        adapterDismisses
                            ? "\(time): \(next.identity) is presented while \(above.presentation?.identity.description ?? "?") is dismissed: dropped (R1.3)"
                            : "\(time): \(next.identity) is presented over \(above.presentation?.identity.description ?? "?"), which UIKit still shows: dropped (R1.1)"
                    )
                }
                if let alert = level.alert, alert.identity != levels[index].alert?.identity,
                    !droppedAlerts.contains(alert.identity)
                {
                    droppedAlerts.insert(alert.identity)
                    violations.append(
                        "\(time): alert \(alert.alert.title) is presented from level \(index), which UIKit shows presenting: dropped (R1.1)"
                    )
                }
                break
            }
            if let next {
                // SwiftUI swaps the item: it dismisses, then presents in the dismissal's
                // completion (R2.1). The adapter never asks for that: each layer change
                // is a step of its own.
                violations.append(
                    "\(time): level \(index)'s item changes from \(above.presentation?.identity.description ?? "?") to \(next.identity) in one frame (R2.1)"
                )
            }
            dismiss(from: index + 1, swapping: next != nil)
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
            let kept = Set(frame.tabs.map(\.tag))
            for tab in shownTabs where !kept.contains(tab.tag) { release(tab.stack) }
            if frame.selection != selection, let selected = tabs.first(where: { $0.tag == frame.selection }) {
                appear(selected.stack.top)
            }
            levels[index].content = .tabs(tabs, selection: frame.selection, latest: frame)
        case (.split(var sidebar, var detail, _), .split(let frame)):
            if sidebar.identity != frame.sidebar.identity {
                disappear(sidebar, at: now)
                release(sidebar)
                let made = build(frame.sidebar)
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
                if let shown {
                    disappear(shown.top, at: now)
                    release(shown)
                }
                detail = wanted.flatMap(makeStack)
                if let detail { appear(detail.top) }
            }
            levels[index].content = .split(sidebar: sidebar, detail: detail, latest: frame)
        default:
            for stack in stacks(of: levels[index]) {
                disappear(stack.top, at: now)
                release(stack)
            }
            levels[index].content = makeContent(content)
        }
    }

    private func makeContent(_ content: ModelLevel.Content) -> ShownContent {
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
            let sidebar = build(frame.sidebar)
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
        let root = build(stack.root)
        checkBinding(stack.binding, was: nil, isNew: true)
        return ShownStack(root: root, path: stack.path.map(build), binding: stack.binding, latest: stack)
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
            disappear(shown.top, at: now)
            release(shown)
            shown.root = build(frame.root)
            shown.path = []
            if frame.path.isEmpty { appear(shown.root) }
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
                "\(time): the path changed from \(current.count) to \(wanted.count) screens while a push or pop animates\(shown.popsAfterCancel ? Self.afterCancel : "")\(shown.beganBeforeCancelReport ? Self.beforeCancelReport : "") (R5.5)"
            )
        }
        let oldTop = shown.top
        let wasPushed = !shown.path.isEmpty
        let removed = shown.path[common...]
        shown.path.removeSubrange(common...)
        shown.path.append(contentsOf: frame.path[common...].map(build))
        shown.written = nil
        guard shown.top.identity != oldTop.identity || shown.top.appearance.id != oldTop.appearance.id else {
            for screen in removed { release(screen) }
            return
        }
        let released = Array(removed)
        var popsAfterCancel = false
        for screen in released {
            guard let kept = keptByCancel.removeValue(forKey: screen.appearance.id) else { continue }
            popsAfterCancel = true
            if kept.held, kept.epoch == epoch {
                violations.append(
                    "\(time): the screen \(screen.appearance) the user kept by cancelling a swipe back is popped: the cancel is lost"
                )
            }
        }
        if showsUnanimated {
            // With animations disabled the push or pop happens at once: UIKit makes no
            // transition coordinator, so nothing reports it (TC).
            appear(shown.top)
            disappear(oldTop, at: now)
            for screen in released { release(screen) }
            return
        }
        let pushes = wanted.count > current.count
        let duration = (pushes ? stall() : 0) + draw(faults.durations)
        shown.animatingUntil = now + duration
        shown.animationKnown = true
        shown.popsAfterCancel = popsAfterCancel
        shown.beganBeforeCancelReport = shown.binding.map { cancelReportsToCome[$0, default: 0] > 0 } ?? false
        appear(shown.top)
        let end = shown.animatingUntil
        scheduleEnding(
            [disappearing(oldTop, at: end)]
                + reports(
                    [(shown.top, true, !shown.path.isEmpty), (oldTop, false, wasPushed)], interactive: false,
                    end: end, cancelled: false)
                + [
                    Pending(time: end, kind: .platform, label: "popped views go") { [weak self] in
                        for screen in released { self?.release(screen) }
                    }
                ])
    }

    /// Presents `presentation` at `index`, as UIKit does: not while another transition
    /// runs (R1.3), not from a presenter that presents something already (R1.1).
    private func present(_ presentation: ModelPresentation, at index: Int) -> Bool {
        let identity = presentation.identity
        if dropped.contains(identity) { return false }
        let presenter = levels[index - 1]
        if let busy = adapterTransition {
            violations.append("\(time): \(identity) is presented during \(busy): dropped (R1.3)")
            dropped.insert(identity)
            return false
        }
        if let animation = knownStackAnimation {
            violations.append("\(time): \(identity) is presented while \(animation): dropped (R1.3)")
            dropped.insert(identity)
            return false
        }
        if hiddenTransition {
            note("UIKit drops the presentation of \(identity) during a transition the adapter did not ask for (R1.3)")
            dropped.insert(identity)
            return false
        }
        if presenter.alert != nil {
            violations.append("\(time): \(identity) is presented over an alert: dropped (R1.1)")
            dropped.insert(identity)
            return false
        }
        if let own = presenter.own {
            dropUnderOther(identity, what: "the presentation of \(identity)", own: own)
            dropped.insert(identity)
            return false
        }
        if chance(faults.droppedPresentation) {
            note("UIKit drops the presentation of \(identity) (R1.1)")
            dropped.insert(identity)
            return false
        }
        swapping.remove(index)
        droppedUnderOther.removeAll { $0.identity == identity }
        serials += 1
        let serial = serials
        let animated = !showsUnanimated
        let duration = stall() + (animated ? draw(faults.durations) : 0.016)
        note("present \(identity)\(animated ? "" : " unanimated") until \(format(now + duration))")
        levels.append(
            ShownLevel(
                content: makeContent(presentation.level.content), presentation: presentation, serial: serial,
                motion: .appearing, origin: .adapter))
        schedule(after: 0.016, .platform, "onAppear of layer \(identity)", presentation.level.onAppear)
        schedule(after: duration, .platform, "the presentation of \(identity) ends", endsAnimation: true) {
            [weak self] in
            guard let self, let index = self.levels.firstIndex(where: { $0.serial == serial }),
                self.levels[index].motion == .appearing
            else { return }
            self.levels[index].motion = .still
            let latest = self.levels[index].presentation ?? presentation
            if latest.kind == .cover, index > 1, !self.levels[index - 1].covered {
                // A full-screen cover takes the view under it out of the window.
                self.levels[index - 1].covered = true
                if let under = self.levels[index - 1].presentation { self.layerDidDisappear(under) }
            }
            self.layerDidAppear(latest)
        }
        return true
    }

    /// Records a presentation or alert UIKit dropped because a module's own controller is
    /// where it would go (R1.1). Asking again while that controller shows, once a reading
    /// showed it, is a violation: UIKit drops it again.
    private func dropUnderOther(_ identity: AnyHashable, what: String, own: OwnPresentation) {
        note("UIKit drops \(what): the presenter presents the module's \(own.kind) (R1.1)")
        if ownsRead.contains(own.serial),
            droppedUnderOther.contains(where: { $0.identity == identity && $0.own == own.serial })
        {
            violations.append(
                "\(time): \(what) is asked for again while the module's \(own.kind) it was dropped under still shows, as a reading said (R1.1)"
            )
        }
        droppedUnderOther.append(DroppedUnderOther(identity: identity, what: what, own: own.serial))
    }

    /// Dismisses the levels from `index` up, as UIKit does: not while another transition
    /// runs (R1.3), nor while the user drags one of them; with `swapping`, SwiftUI presents
    /// the new item once it ends (R2.1).
    private func dismiss(from index: Int, swapping isSwap: Bool) {
        let identity = levels[index].presentation?.identity.description ?? "?"
        if let busy = adapterTransition {
            violations.append("\(time): \(identity) is dismissed during \(busy): ignored (R1.3)")
            levels[index].dismissIgnored = true
            return
        }
        if hiddenTransition {
            note("UIKit ignores the dismissal of \(identity): a transition the adapter did not ask for runs")
            levels[index].dismissIgnored = true
            return
        }
        let animated = !showsUnanimated
        let duration = animated ? draw(faults.durations) : 0.016
        let serial = levels[index].serial
        note(
            "dismiss from level \(index) (\(identity))\(animated ? "" : " unanimated") until \(format(now + duration))")
        for level in index..<levels.count {
            levels[level].motion = .disappearing
            levels[level].origin = .adapter
        }
        if isSwap { swapping.insert(index) }
        schedule(after: duration, .platform, "the dismissal of \(identity) ends", endsAnimation: true) { [weak self] in
            guard let self, let index = self.levels.firstIndex(where: { $0.serial == serial }) else { return }
            self.removeLevels(from: index)
        }
    }

    /// Takes the levels from `index` up out of UIKit's chain, as a dismissal's end does:
    /// each one still in the window reports `viewDidDisappear`, in an order drawn with
    /// `along`; an alert shown over one goes without a button; a cover's going shows the
    /// level under it again.
    private func removeLevels(from index: Int, along: [Pending] = []) {
        guard index > 0, index < levels.count else { return }
        var ending = along
        for level in levels[index...] {
            for stack in stacks(of: level) {
                disappear(stack.top, at: now)
                release(stack)
            }
            if let alert = level.alert {
                note("alert \(alert.latest.alert.title) goes with its presenter")
                ending.append(
                    Pending(
                        time: now, kind: .platform, label: "alert \(alert.latest.alert.title) went without a button"
                    ) { alert.latest.wentWithoutButton() })
            }
            if let presentation = level.presentation, !level.covered, faults.reportsTransitions {
                ending.append(
                    Pending(time: now, kind: .platform, label: "viewDidDisappear of layer \(presentation.identity)") {
                        [weak self] in self?.layerDidDisappear(presentation)
                    })
            }
        }
        levels.removeSubrange(index...)
        swapping = swapping.filter { $0 < index }
        // A covered level was covered by the cover just above it, which went.
        let under = index - 1
        if under > 0, levels[under].covered {
            levels[under].covered = false
            if let presentation = levels[under].presentation {
                ending.append(
                    Pending(time: now, kind: .platform, label: "viewDidAppear of layer \(presentation.identity) again")
                    {
                        [weak self] in self?.layerDidAppear(presentation)
                    })
            }
        }
        scheduleEnding(ending)
    }

    /// Sends a layer's `viewDidAppear`, if the reporter is attached.
    private func layerDidAppear(_ presentation: ModelPresentation) {
        guard faults.reportsTransitions else { return }
        layerReports.append((now, presentation.identity, true))
        presentation.didAppear()
    }

    /// Sends a layer's `viewDidDisappear`, if the reporter is attached.
    private func layerDidDisappear(_ presentation: ModelPresentation) {
        guard faults.reportsTransitions else { return }
        layerReports.append((now, presentation.identity, false))
        presentation.didDisappear()
    }

    /// Plays the alert the frame asks for over level `index`, which presents nothing: the
    /// renderer presents its own alert controller, and dismisses it when the frame has it
    /// no more; UIKit drops or ignores either during a transition (R1.3), and drops a
    /// presentation from a presenter that presents already (R1.1).
    private func updateAlert(_ wanted: ModelAlert?, at index: Int) {
        if let shown = levels[index].alert {
            if let wanted, wanted.identity == shown.identity {
                levels[index].alert?.latest = wanted
                return
            }
            if shown.motion == .disappearing {
                // Going already: another alert asked now is asked during its transition.
                if let wanted, !droppedAlerts.contains(wanted.identity) {
                    droppedAlerts.insert(wanted.identity)
                    if shown.origin == .adapter {
                        violations.append(
                            "\(time): alert \(wanted.alert.title) is presented while \(shown.latest.alert.title) is dismissed: dropped (R1.3)"
                        )
                    } else {
                        note("UIKit drops alert \(wanted.alert.title) while \(shown.latest.alert.title) goes (R1.3)")
                    }
                }
                return
            }
            if shown.ignoredIn == frameNumber { return }
            let title = shown.latest.alert.title
            if let busy = adapterTransition {
                violations.append("\(time): alert \(title) is dismissed during \(busy): ignored (R1.3)")
                levels[index].alert?.ignoredIn = frameNumber
                return
            }
            if hiddenTransition {
                note("UIKit ignores the dismissal of alert \(title): a transition the adapter did not ask for runs")
                levels[index].alert?.ignoredIn = frameNumber
                return
            }
            let duration = draw(faults.alertDurations)
            note("dismiss alert \(title) until \(format(now + duration))")
            levels[index].alert?.motion = .disappearing
            levels[index].alert?.origin = .adapter
            let serial = levels[index].serial
            let id = shown.latest.alert.id
            schedule(after: duration, .platform, "the dismissal of alert \(title) ends", endsAnimation: true) {
                [weak self] in
                guard let self, let level = self.levels.firstIndex(where: { $0.serial == serial }),
                    let alert = self.levels[level].alert, alert.latest.alert.id == id
                else { return }
                self.levels[level].alert = nil
                alert.latest.didDisappear()
            }
            return
        }
        guard let wanted else {
            droppedAlerts = []
            return
        }
        droppedAlerts.formIntersection([wanted.identity])
        if droppedAlerts.contains(wanted.identity) { return }
        let title = wanted.alert.title
        if let busy = adapterTransition {
            violations.append("\(time): alert \(title) is presented during \(busy): dropped (R1.3)")
            droppedAlerts.insert(wanted.identity)
            return
        }
        if let animation = knownStackAnimation {
            violations.append("\(time): alert \(title) is presented while \(animation): dropped (R1.3)")
            droppedAlerts.insert(wanted.identity)
            return
        }
        if hiddenTransition {
            note("UIKit drops alert \(title) during a transition the adapter did not ask for (R1.3)")
            droppedAlerts.insert(wanted.identity)
            return
        }
        if let own = levels[index].own {
            dropUnderOther(wanted.identity, what: "alert \(title)", own: own)
            droppedAlerts.insert(wanted.identity)
            return
        }
        if chance(faults.droppedPresentation) {
            note("UIKit drops alert \(title) (R1.1)")
            droppedAlerts.insert(wanted.identity)
            return
        }
        droppedUnderOther.removeAll { $0.identity == wanted.identity }
        let duration = draw(faults.alertDurations)
        note("present alert \(title) until \(format(now + duration))")
        levels[index].alert = ShownAlert(latest: wanted, motion: .appearing, origin: .adapter)
        let serial = levels[index].serial
        let id = wanted.alert.id
        schedule(after: duration, .platform, "the presentation of alert \(title) ends", endsAnimation: true) {
            [weak self] in
            guard let self, let level = self.levels.firstIndex(where: { $0.serial == serial }),
                let alert = self.levels[level].alert, alert.latest.alert.id == id, alert.motion == .appearing
            else { return }
            self.levels[level].alert?.motion = .still
            self.quietUntil = max(self.quietUntil, self.now + 0.1)
            alert.latest.didAppear()
        }
    }

    /// SwiftUI creates a view for `screen`: its module's assembly runs, once per
    /// appearance while that view lives.
    private func build(_ screen: ModelScreen) -> ShownScreen {
        let appearance = screen.build()
        if !alive.insert(appearance.id).inserted {
            violations.append("\(time): \(appearance) \(appearance.id) is built a second time while its view lives")
        }
        return ShownScreen(identity: screen.identity, appearance: appearance, latest: screen)
    }

    /// SwiftUI lets go of `screen`'s view.
    private func release(_ screen: ShownScreen) {
        alive.remove(screen.appearance.id)
    }

    private func release(_ stack: ShownStack) {
        release(stack.root)
        for screen in stack.path { release(screen) }
    }

    private func appear(_ screen: ShownScreen) {
        quietUntil = max(quietUntil, now + 0.1)
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

    private func disappear(_ screen: ShownScreen, at end: Double) {
        scheduleEnding([disappearing(screen, at: end)])
    }

    /// The `onDisappear` of `screen` for an animation that ends at `end`: then, or late.
    private func disappearing(_ screen: ShownScreen, at end: Double) -> Pending {
        let late = draw(faults.lateDisappearance)
        let onDisappear = screen.latest.onDisappear
        return Pending(
            time: now + (max(0, end - now) + late), kind: .platform,
            label: traces ? "onDisappear of \(screen.appearance)" : "", action: onDisappear)
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
            began.append(
                Pending(time: now, kind: .platform, label: traces ? "\(start) of \(appearance)" : "") { send(start) })
            ended.append(
                Pending(
                    time: end, kind: .platform, label: traces ? "\(finish) of \(appearance)" : "", endsAnimation: true
                ) { send(finish) })
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
            note(event.label)
            event.action()
        }
    }

    /// Schedules what comes at one animation's end, or at its start. With reports on,
    /// their order at one time is drawn: UIKit fixes none between the coordinator's
    /// completion, `onDisappear`, `viewDidDisappear` and the writes SwiftUI makes as a
    /// gesture ends.
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
    /// new write: only presentation bindings go stale.
    private func sendWrite(_ label: String, canGoStale: Bool = true, _ write: @escaping () -> Void) {
        note("SwiftUI writes \(label)")
        write()
        if chance(faults.doubledWrite) {
            note("SwiftUI writes \(label) again")
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

    private func stack(in level: ShownLevel, _ pane: Pane) -> ShownStack? {
        switch (level.content, pane) {
        case (.stack(let stack), .main): return stack
        case (.tabs(let tabs, _, _), .tab(let tag)): return tabs.first { $0.tag == tag }?.stack
        case (.split(_, let detail, _), .detail): return detail
        default: return nil
        }
    }

    private func stack(at index: Int, _ pane: Pane) -> ShownStack? {
        guard levels.indices.contains(index) else { return nil }
        return stack(in: levels[index], pane)
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

    /// Expects `value` exactly once in the state.
    private func expectOnce(_ value: AnyModule, what: String) {
        expectations.append(
            Expectation(what: what, epoch: epoch) { state, voided in
                let count = Self.modules(in: state).filter { $0 == value }.count
                return voided ? count <= 1 : count == 1
            })
    }

    /// Expects the user's pop of `popped` to have taken it, and only it; `revealed` is
    /// `nil` when the pop reveals the stack's root, which no stack of the state holds.
    private func expectUserPop(popped: AnyModule, revealed: AnyModule?) {
        destructive()
        let poppedID = popped.id
        // The revealed screen stays only if the state still held it: the program may have
        // taken its layer away already, while it still showed.
        let held = Set(Self.modules(in: navigation.state).map(\.id))
        let revealedID = revealed.flatMap { held.contains($0.id) ? $0.id : nil }
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
        let presentations = programPresented.filter { $0.module.id == id }.count
        expectations.append(
            Expectation(what: "the user's dismissal of \(layer)", epoch: epoch) { [weak self] state, _ in
                // Presented again later by the program, it may show again.
                guard let self else { return true }
                let presentedAgain = self.programPresented.filter { $0.module.id == id }.count > presentations
                return presentedAgain || !state.presentations.contains { $0.id == id }
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
    /// against the navigation state, each user and program action lost or doubled, and
    /// what UIKit dropped under a module's controller and the adapter never asked for
    /// again. Call it once the screen settled.
    func verify() -> [String] {
        var problems = violations
        let state = navigation.state
        problems += mismatches(with: state)
        let current = epoch
        for expectation in expectations where !expectation.holds(state, expectation.epoch < current) {
            problems.append("lost or doubled: \(expectation.what)")
        }
        if !problems.isEmpty {
            // What UIKit dropped under a module's controller and the adapter never got
            // shown since, as a hint to what went wrong.
            var named: Set<AnyHashable> = []
            for drop in droppedUnderOther where named.insert(drop.identity).inserted {
                problems.append("\(drop.what) was dropped under a module's controller, and never shown since")
            }
        }
        problems += adapter.complaints.map { "the adapter calls an event impossible: \($0)" }
        if violations.contains(where: { $0.contains("never settles") }) {
            problems += adapter.waitsFor.map { "the adapter still waits for \($0)" }
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
                problems.append(
                    "a layer shows \(root(of: level)) \(root(of: level).id); the state presents \(presentation)")
            }
            if case .stack(let stack) = level.content, ids(stack) != presentation.stack.map(\.id) {
                problems.append(
                    "layer \(presentation.module) shows \(stack.path.map(\.appearance)); the state has \(presentation.stack)"
                )
            }
            if level.motion != .still || level.dismissIgnored {
                problems.append(
                    "layer \(presentation.module) is left \(level.motion), dismissIgnored: \(level.dismissIgnored)")
            }
        }
        if levels.last?.alert?.latest.alert.id != state.alert?.id {
            problems.append(
                "the alert shown is \(levels.last?.alert?.latest.alert.title ?? "none"); the state's is \(state.alert?.title ?? "none")"
            )
        }
        if levels.contains(where: { $0.own != nil }) == false, !held.isEmpty {
            problems.append("\(held.count) callbacks are still held")
        }
        return problems
    }

    /// The trace and the problems, for a failure's message.
    func report(_ problems: [String]) -> String {
        (["problems:"] + problems + ["trace:"] + trace.suffix(2000)).joined(separator: "\n")
    }
}

/// A module the model's program and user push and present: equal when its name is, as
/// an app's modules compare by their parameters.
struct ModelScreenModule: Module, Hashable {
    let name: String
    func build(container: Container) -> some View { EmptyView() }
}
