import Observation

/// Keeps what the screen shows in step with the navigation state, one presentation
/// change at a time, as ``ScreenUpdatePlan`` plans it.
///
/// The SwiftUI adapter renders ``displayed`` and reports when a layer's content appears
/// and disappears; each step that presents or dismisses a layer waits for that report,
/// or for ``fallbackElapsed(step:)`` where no report comes. A new target while steps
/// are pending replans from what is displayed, so no step is lost or reordered: the
/// screen always moves toward the latest state.
@MainActor
public final class ScreenSynchronizer: Observable {
    private let registrar = ObservationRegistrar()
    private var shown: NavigationState
    private var pending: [NavigationState] = []
    private var onScreen: Set<AnyModule.ID> = []
    private var waiting: Wait?

    /// The number of steps shown so far; a fallback for an older step is ignored.
    public private(set) var step = 0

    private enum Wait {
        case appearance(AnyModule.ID)
        case disappearance(Set<AnyModule.ID>)
    }

    /// Creates a synchronizer showing `state`.
    /// - Parameter state: What the screen shows first.
    public init(showing state: NavigationState) {
        shown = state
    }

    /// The state the screen shows now.
    public var displayed: NavigationState {
        registrar.access(self, keyPath: \.displayed)
        return shown
    }

    /// Whether the screen is waiting for a presentation or dismissal to finish.
    public var isWaiting: Bool { waiting != nil }

    /// Plans the way from what is displayed to `target` and shows the first step.
    /// - Parameter target: The navigation state after a change.
    public func targetChanged(_ target: NavigationState) {
        pending = ScreenUpdatePlan.steps(from: shown, to: target)
        if waiting == nil { advance() }
    }

    /// Reports that the content of the layer `id` appeared on screen.
    public func layerAppeared(_ id: AnyModule.ID) {
        onScreen.insert(id)
        resumeIfDone()
    }

    /// Reports that the content of the layer `id` left the screen.
    public func layerDisappeared(_ id: AnyModule.ID) {
        onScreen.remove(id)
        resumeIfDone()
    }

    /// Reports that the bounded wait for step `step` is over; the next step shows even
    /// if SwiftUI never reported the last one done.
    public func fallbackElapsed(step: Int) {
        guard step == self.step, waiting != nil else { return }
        waiting = nil
        advance()
    }

    private func resumeIfDone() {
        guard let waiting, isDone(waiting) else { return }
        self.waiting = nil
        advance()
    }

    private func isDone(_ wait: Wait) -> Bool {
        switch wait {
        case .appearance(let id): onScreen.contains(id)
        case .disappearance(let ids): onScreen.isDisjoint(with: ids)
        }
    }

    private func advance() {
        guard !pending.isEmpty else { return }
        let next = pending.removeFirst()
        let before = Set(shown.presentations.map(\.id))
        let after = Set(next.presentations.map(\.id))
        registrar.withMutation(of: self, keyPath: \.displayed) { shown = next }
        step += 1
        let gone = before.subtracting(after)
        if let added = next.presentations.last(where: { !before.contains($0.id) }) {
            waiting = .appearance(added.id)
        } else if !gone.isEmpty {
            waiting = .disappearance(gone)
        }
        if let waiting, isDone(waiting) {
            self.waiting = nil
            advance()
        }
    }
}
