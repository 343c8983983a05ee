/// The state machine that keeps what the screen shows in step with the navigation
/// state, one UIKit transition at a time, as ``ScreenUpdatePlan`` plans it.
///
/// It is a value: every event is a `mutating` function that returns the ``Action`` to
/// take, and the caller (``ScreenSession``, which ``RootView`` drives) shows what it
/// says and starts the timers it asks for. A step that presents or dismisses a layer,
/// or changes the alert, waits for two things before the next step shows: SwiftUI's
/// report that the layer appeared or disappeared, and ``ScreenConfiguration/settleTime``
/// (``PresentationRule/appearanceComesBeforeTheTransitionEnds``). A report that never
/// comes is given up on after ``ScreenConfiguration/reportTimeout``. Stack changes
/// never wait: they reach the screen with the event that brings them.
///
/// A new target while a step settles replans from what is displayed once it settles,
/// so no step is lost or reordered: the screen always moves toward the latest state.
///
/// | event | starting | idle | settling |
/// |---|---|---|---|
/// | ``targetChanged(_:)`` | stacks show | the first step shows | stacks show |
/// | ``rootAppeared()`` | idle, the first step shows | nothing (a repeated `onAppear`) | nothing |
/// | ``layerAppeared(_:)`` | nothing | nothing | the awaited report; the next step once settled |
/// | ``layerDisappeared(_:)`` | frees a leaving layer | frees a leaving layer | the same, and the awaited report |
/// | ``gestureEnded(_:target:)`` | as ``targetChanged(_:)`` | as ``targetChanged(_:)`` | what the gesture removed leaves at once |
/// | ``settleTimeElapsed(step:)`` | stale: nothing | stale: nothing | settled; the next step once reported |
/// | ``reportTimeoutElapsed(step:)`` | stale: nothing | stale: nothing | a presentation never reported is taken back, to be asked for again; else the next step |
///
/// No event traps: a timer for a step that was never shown (no event order the model
/// allows makes one, but a release app must not stop for it) changes nothing, as a
/// stale one does; ``unexpectedEvents`` counts it, for logs and tests.
package struct ScreenSynchronizer {
    /// What the synchronizer is doing.
    package enum Phase: Hashable {
        /// The root layer has not appeared yet: stacks show, presentations wait, since
        /// UIKit presents only from a controller that is on screen.
        case starting
        /// No transition is under way, and the screen shows the target.
        case idle
        /// Step `step` started a transition. The next step waits until every layer in
        /// `awaiting` has reported its appearance (a presentation) or disappearance (a
        /// dismissal) and, once `settled`, the settle time has passed.
        case settling(step: Int, awaiting: Set<AnyModule.ID>, settled: Bool)
    }

    /// What the caller does after an event.
    package enum Action: Hashable {
        /// Nothing changes on screen.
        case none
        /// Show `state`. When `wait` is set, showing it starts a transition: start its
        /// timers, and report them with ``settleTimeElapsed(step:)`` and
        /// ``reportTimeoutElapsed(step:)``.
        case show(NavigationState, wait: Wait?)
    }

    /// A gesture the user made on the screen.
    package enum Gesture: Hashable, Sendable {
        /// A swipe back or a `NavigationLink`: the path of a layer changed.
        case changedPath
        /// A sheet swiped down, or a popup tapped outside: this layer left the screen.
        case dismissedLayer(AnyModule.ID)
        /// An alert button: this alert left the screen.
        case dismissedAlert(NavigationAlert.ID)
    }

    /// The timers a step that starts a transition needs.
    package struct Wait: Hashable, Sendable {
        /// The step that started the transition.
        package let step: Int
        /// When to call ``ScreenSynchronizer/settleTimeElapsed(step:)``, from now.
        package let settleTime: Duration
        /// When to call ``ScreenSynchronizer/reportTimeoutElapsed(step:)``, from now.
        package let reportTimeout: Duration
    }

    /// What the synchronizer is doing.
    package private(set) var phase: Phase = .starting
    /// The state the screen shows.
    package private(set) var displayed: NavigationState {
        didSet {
            if Self.rootSelection(of: displayed) != Self.rootSelection(of: oldValue) { selectionChanges += 1 }
            if !presentedAt.isEmpty {
                let shown = Set(displayed.presentations.map(\.id))
                presentedAt = presentedAt.filter { shown.contains($0.key) }
            }
        }
    }
    /// The step that presented each displayed layer: a snapshot carries its presented
    /// layer's, so a write that refers to an appearance already gone (the same module
    /// presented again since) is known stale.
    package private(set) var presentedAt: [AnyModule.ID: Int] = [:]
    /// How many times the displayed tab selection, or split view selections, changed:
    /// a root snapshot carries it, so a selection write from a render before the last
    /// change is known stale even when the selection has come back to what it rendered.
    package private(set) var selectionChanges = 0
    /// The state the screen is to show: the navigation state's latest.
    package private(set) var target: NavigationState
    /// The number of steps shown so far.
    package private(set) var step = 0
    /// The last snapshot of every layer that is being dismissed and has not reported its
    /// disappearance: what it renders until it is gone.
    package private(set) var leaving: [AnyModule.ID: ScreenLayer] = [:]
    /// How many events came that no event order the model allows makes (a timer for a
    /// step never shown); each changed nothing.
    package private(set) var unexpectedEvents = 0
    /// How many times each layer was taken back after its appearance never came.
    private var retries: [AnyModule.ID: Int] = [:]
    /// Layers taken back by the step settling now.
    private var retracted: Set<AnyModule.ID> = []
    /// Layers the screen was asked to show that have not reported their disappearance.
    private var mounted: Set<AnyModule.ID> = []
    private let configuration: ScreenConfiguration

    /// Creates a synchronizer that will show `target`, starting from its root layer's
    /// stack; the layers over it come, one step each, once the root layer appears.
    /// - Parameters:
    ///   - target: The navigation state.
    ///   - configuration: The settle time and report timeout.
    package init(target: NavigationState, configuration: ScreenConfiguration) {
        self.target = target
        self.displayed = target.prefix(layers: 0)
        self.configuration = configuration
    }

    // MARK: Events

    /// The navigation state changed to `newTarget`.
    ///
    /// Idle, it shows the first step toward it. Settling, it shows the new stacks of
    /// the layers on screen at once, and the rest once the step settles.
    package mutating func targetChanged(_ newTarget: NavigationState) -> Action {
        target = newTarget
        switch phase {
        case .idle:
            return advance()
        case .starting, .settling:
            let synced = displayed.withRoot(from: target).withStacks(from: target)
            if synced.isIdentical(to: displayed) { return .none }
            displayed = synced
            return .show(displayed, wait: nil)
        }
    }

    /// A user's gesture ended, and the navigation state took its write-back, if it
    /// changed anything: `newTarget`.
    ///
    /// What the gesture removed is already gone from the screen, so the displayed state
    /// drops it at once, whatever step is settling: showing it a moment longer would ask
    /// UIKit to present it again. The gesture's own animation settles like a step.
    package mutating func gestureEnded(_ gesture: Gesture, target newTarget: NavigationState) -> Action {
        guard case .settling(_, let awaiting, _) = phase else { return targetChanged(newTarget) }
        target = newTarget
        var next = displayed.withRoot(from: target).withStacks(from: target)
        var gone: Set<AnyModule.ID> = []
        switch gesture {
        case .changedPath:
            break
        case .dismissedAlert(let id):
            if next.alert?.id == id { next = next.withoutAlerts() }
        case .dismissedLayer(let id):
            if let index = next.presentations.firstIndex(where: { $0.id == id }) {
                let dismissed = next.presentations[index...].map(\.id)
                gone = Set(dismissed).intersection(mounted)
                for id in dismissed where !gone.isEmpty {
                    leaving[id] = displayed.screenLayer(.presented(id))
                }
                next = next.prefix(layers: index)
            }
        }
        if next.isIdentical(to: displayed) { return .none }
        let removedSomething =
            next.presentations.count < displayed.presentations.count
            || (displayed.alert != nil && next.alert == nil)
        displayed = next
        guard removedSomething else { return .show(displayed, wait: nil) }
        step += 1
        phase = .settling(step: step, awaiting: awaiting.union(gone), settled: false)
        return .show(displayed, wait: wait(for: step))
    }

    /// The root layer's content appeared: presentations can start.
    package mutating func rootAppeared() -> Action {
        guard phase == .starting else { return .none }  // a repeated onAppear (see R3.4)
        phase = .idle
        return advance()
    }

    /// The content of the presented layer `id` appeared: for the first time, or again
    /// once a full-screen cover over it went.
    ///
    /// A repeated or unexpected appearance changes nothing more (`onAppear` can fire
    /// again when a parent re-renders).
    package mutating func layerAppeared(_ id: AnyModule.ID) -> Action {
        guard displayed.presentations.contains(where: { $0.id == id }) else { return .none }
        mounted.insert(id)
        retries[id] = nil
        guard case .settling(let current, var awaiting, let settled) = phase, awaiting.contains(id) else {
            return .none
        }
        awaiting.remove(id)
        return settle(step: current, awaiting: awaiting, settled: settled)
    }

    /// The content of the presented layer `id` left the screen: dismissed, or covered by
    /// a full-screen cover. Its leaving snapshot and views can go.
    package mutating func layerDisappeared(_ id: AnyModule.ID) -> Action {
        mounted.remove(id)
        leaving[id] = nil
        guard case .settling(let current, var awaiting, let settled) = phase, awaiting.contains(id) else {
            return .none
        }
        awaiting.remove(id)
        return settle(step: current, awaiting: awaiting, settled: settled)
    }

    /// The settle time of step `step` is over.
    ///
    /// A timer of an earlier step is stale and changes nothing; so does one of a step
    /// never shown, which is counted in ``unexpectedEvents``.
    package mutating func settleTimeElapsed(step: Int) -> Action {
        guard isShown(step) else { return .none }
        guard case .settling(let current, let awaiting, _) = phase, current == step else { return .none }
        return settle(step: current, awaiting: awaiting, settled: true)
    }

    /// The report timeout of step `step` is over: the next step shows even if SwiftUI
    /// never reported the last one done.
    ///
    /// A presentation whose appearance never came was most likely dropped by UIKit
    /// (``PresentationRule/requestDuringTransitionIsDropped``), and SwiftUI does not ask
    /// again for a binding that did not change: the layer is taken off the screen in a
    /// step of its own, which settles like a dismissal (in case it did show and only its
    /// report was lost), and is then asked for again, at most
    /// ``presentationRetries`` times.
    ///
    /// A timer of an earlier step is stale and changes nothing; so does one of a step
    /// never shown, which is counted in ``unexpectedEvents``.
    package mutating func reportTimeoutElapsed(step: Int) -> Action {
        guard isShown(step) else { return .none }
        guard case .settling(let current, let awaiting, _) = phase, current == step else { return .none }
        if let index = displayed.presentations.firstIndex(where: { awaiting.contains($0.id) }),
            retries[displayed.presentations[index].id, default: 0] < Self.presentationRetries
        {
            return retract(at: index)
        }
        for id in awaiting where !displayed.presentations.contains(where: { $0.id == id }) {
            // A dismissal whose report never came: stop rendering what it left.
            mounted.remove(id)
            leaving[id] = nil
        }
        return settle(step: current, awaiting: [], settled: true)
    }

    /// The root layer's selections: the selected tab, and the split view's columns.
    private static func rootSelection(of state: NavigationState) -> [AnyModule.ID?] {
        let split = state.splitView
        return [state.selectedTab?.id, split?.sidebar.id, split?.content?.id, split?.detail?.id]
    }

    // MARK: Transitions

    /// How many times a presentation whose appearance never came is asked for again.
    package static let presentationRetries = 2

    /// Takes the layer at `index` (and those over it) off the screen, to be asked for
    /// again once the step settles.
    private mutating func retract(at index: Int) -> Action {
        let before = displayed
        for presentation in before.presentations[index...] {
            retries[presentation.id, default: 0] += 1
            retracted.insert(presentation.id)
            // If it did show and only its report was lost, it renders until it goes.
            leaving[presentation.id] = before.screenLayer(presentation.layerID)
        }
        displayed = before.prefix(layers: index).withStacks(from: before)
        step += 1
        phase = .settling(step: step, awaiting: [], settled: false)
        return .show(displayed, wait: wait(for: step))
    }

    private func wait(for step: Int) -> Wait {
        Wait(step: step, settleTime: configuration.settleTime, reportTimeout: configuration.reportTimeout)
    }

    /// Whether step `step` was shown; counts a timer for one that was not.
    private mutating func isShown(_ step: Int) -> Bool {
        if step <= self.step { return true }
        unexpectedEvents += 1
        return false
    }

    private mutating func settle(step: Int, awaiting: Set<AnyModule.ID>, settled: Bool) -> Action {
        guard awaiting.isEmpty, settled else {
            phase = .settling(step: step, awaiting: awaiting, settled: settled)
            return .none
        }
        phase = .idle
        // A retracted layer is gone by now, whether UIKit showed it or not.
        for id in retracted {
            mounted.remove(id)
        }
        retracted = []
        // Leaving layers that were covered never report their disappearance.
        leaving = leaving.filter { mounted.contains($0.key) }
        return advance()
    }

    /// Shows steps until one starts a transition, or the target is shown.
    private mutating func advance() -> Action {
        // Only idle phases call it; anything else would start a step over a transition.
        guard phase == .idle else {
            unexpectedEvents += 1
            return .none
        }
        var shown = false
        while let next = ScreenUpdatePlan.nextStep(from: displayed, to: target) {
            let before = displayed
            displayed = next.state
            step += 1
            shown = true
            let awaiting: Set<AnyModule.ID>
            switch next.transition {
            case .none:
                continue
            case .presentation(let id):
                mounted.insert(id)
                leaving[id] = nil
                presentedAt[id] = step
                awaiting = [id]
            case .dismissal(let ids):
                awaiting = ids.intersection(mounted)
                // Layers the user already dismissed are gone from the screen: no wait.
                if awaiting.isEmpty { continue }
                // Covered layers go in the same animation and report nothing: they keep
                // their snapshots until the step settles.
                for id in ids {
                    leaving[id] = before.screenLayer(.presented(id))
                }
            case .alertPresentation, .alertDismissal:
                awaiting = []
            }
            phase = .settling(step: step, awaiting: awaiting, settled: false)
            return .show(displayed, wait: wait(for: step))
        }
        return shown ? .show(displayed, wait: nil) : .none
    }
}
