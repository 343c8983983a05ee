/// A scene's presentation steps: one UIKit presentation or dismissal at a time
/// (``PresentationRule/requestDuringTransitionIsDropped``), each from its start until UIKit
/// says it ended.
///
/// A step waits for the reports of what it asked for (``SceneMachine/Awaited``): a
/// layer's content controller reporting `viewDidAppear` or `viewDidDisappear`, the alert
/// controller's `present` or `dismiss` completion. When they do not come, a reading of
/// UIKit's hierarchy says what is there: what shows is taken as shown, what is gone as
/// gone, and what UIKit dropped or ignored is asked for again (``ReadDecision``), for as
/// long as it takes. No timer ends a step.
///
/// Impossible pairs: a report for something no step awaits (late, doubled, or for a
/// layer shown again) records what it says and ends nothing.
package struct PresentationSteps {
    /// What the steps are doing.
    package enum State: Hashable, Sendable {
        /// No step is under way.
        case idle
        /// Step `number` waits for `awaiting`.
        case inFlight(number: Int, awaiting: Set<SceneMachine.Awaited>)
        /// The pause the app asked for after each step runs.
        case pausing
    }

    /// A layer dismissed whose content still renders until it reports leaving.
    package struct LeavingLayer {
        /// The layer, as it last showed.
        package var layer: NavigationState.Layer
        /// The layer it presented then, if any (leaving with it).
        package var presents: NavigationState.Layer?
        /// Its place among the leaving layers, lowest first.
        package var depth: Int
    }

    /// What a reading of UIKit makes the scene do about an awaited report.
    package enum ReadDecision: Equatable {
        /// UIKit shows it, or has let it go, as asked: the report counts as come.
        case reported(SceneMachine.Awaited)
        /// UIKit dropped the layer's presentation: take it off the screen, and ask again.
        case retractLayer(AnyModule.ID)
        /// UIKit ignored the layer's dismissal (the user held it): show it again, and
        /// dismiss it again.
        case reshowLayer(AnyModule.ID)
        /// UIKit dropped the alert: take it off the screen, and ask again.
        case retractAlert(NavigationAlert.ID)
        /// UIKit still shows the alert the frame no longer has: publish again.
        case repeatFrame
    }

    /// Something UIKit was asked for again.
    package enum Asked: Hashable, Sendable {
        /// The layer whose root screen has this appearance.
        case layer(AnyModule.ID)
        /// The alert with this id.
        case alert(NavigationAlert.ID)
    }

    /// What the steps are doing.
    package private(set) var state: State = .idle
    /// How many times each layer or alert was asked for again since it last showed.
    package private(set) var asks: [Asked: Int] = [:]
    /// Steps begun so far.
    package private(set) var count = 0
    /// The step that presented each displayed layer, so a dismissal written from a frame
    /// of an earlier appearance is known stale.
    package private(set) var presentedAt: [AnyModule.ID: Int] = [:]
    /// Layers whose content appeared and has not left.
    package private(set) var mounted: Set<AnyModule.ID> = []
    /// Layers dismissed that still render, by id.
    package private(set) var leaving: [AnyModule.ID: LeavingLayer] = [:]

    package init() {}

    /// What the step under way waits for.
    package var awaiting: Set<SceneMachine.Awaited> {
        if case .inFlight(_, let awaiting) = state { awaiting } else { [] }
    }

    /// Whether no step is under way and no pause runs.
    package var isIdle: Bool { state == .idle }

    // MARK: Starting steps

    /// Starts a step that shows `after` over `before` with `transition`.
    /// - Returns: Whether the step waits for UIKit; one that does not is over at once.
    package mutating func begin(
        _ transition: ScreenUpdatePlan.Transition, from before: NavigationState, to after: NavigationState
    ) -> Bool {
        count += 1
        var awaiting: Set<SceneMachine.Awaited> = []
        switch transition {
        case .none:
            break
        case .presentation(let id):
            leaving[id] = nil
            presentedAt[id] = count
            awaiting = [.layerShown(id)]
        case .dismissal(let ids):
            // Layers the user already took off the screen report nothing more; covered
            // layers go in the same animation, and keep rendering until the step ends.
            awaiting = Set(ids.intersection(mounted).map(SceneMachine.Awaited.layerGone))
            if !awaiting.isEmpty, let first = before.presentedLayers.suffix(ids.count).first {
                keepLeaving(before, from: first.id)
            }
            // A layer a cover went over comes back into view as the cover goes: its
            // `viewDidAppear` can come after the cover's `viewDidDisappear`, and the next
            // step must not treat it as gone meanwhile.
            if !awaiting.isEmpty, let uncovered = after.presentedLayers.last?.module?.id,
                !mounted.contains(uncovered)
            {
                awaiting.insert(.layerShown(uncovered))
            }
        case .alertPresentation(let id):
            awaiting = [.alertShown(id)]
        case .alertDismissal(let id):
            awaiting = [.alertGone(id)]
        }
        presentedAt = presentedAt.filter { id, _ in after.layer(.presented(id)) != nil }
        guard !awaiting.isEmpty else { return false }
        state = .inFlight(number: count, awaiting: awaiting)
        return true
    }

    /// Starts a step of the scene's own (a retraction, a gesture's removal) that waits
    /// for `awaiting`, joined with the step under way, if any.
    package mutating func join(_ awaiting: Set<SceneMachine.Awaited>) {
        count += 1
        let all = self.awaiting.union(awaiting)
        state = all.isEmpty ? .idle : .inFlight(number: count, awaiting: all)
    }

    /// Makes the step under way wait for `new` instead of `old`: what it asked for is
    /// asked for again.
    package mutating func retarget(_ old: SceneMachine.Awaited, to new: SceneMachine.Awaited) {
        guard case .inFlight(let number, var awaiting) = state, awaiting.remove(old) != nil else { return }
        awaiting.insert(new)
        state = .inFlight(number: number, awaiting: awaiting)
    }

    /// Counts one more request for `asked`.
    /// - Returns: How many times it was asked for again.
    package mutating func askedAgain(_ asked: Asked) -> Int {
        asks[asked, default: 0] += 1
        return asks[asked, default: 0]
    }

    /// Keeps rendering the presented `layer` of `state` and those above it until they
    /// report leaving.
    package mutating func keepLeaving(_ state: NavigationState, from layer: LayerID) {
        let layers = state.layers(from: layer)
        for depth in layers.indices {
            guard let id = layers[depth].module?.id else { continue }
            let presents = depth + 1 < layers.endIndex ? layers[depth + 1] : nil
            leaving[id] = LeavingLayer(layer: layers[depth], presents: presents, depth: depth)
        }
    }

    /// Forgets the layers `ids`, which the user took off the screen.
    package mutating func forget(_ ids: [AnyModule.ID]) {
        for id in ids { presentedAt[id] = nil }
    }

    /// The pause after a step is over.
    package mutating func pauseEnded() -> Bool {
        guard state == .pausing else { return false }
        state = .idle
        return true
    }

    // MARK: Reports

    /// The layer `id`'s content appeared.
    /// - Returns: Whether the step under way ended.
    package mutating func layerAppeared(_ id: AnyModule.ID, pauses: Bool) -> Bool {
        mounted.insert(id)
        return report(.layerShown(id), pauses: pauses)
    }

    /// The layer `id`'s content left.
    /// - Returns: Whether the step under way ended.
    package mutating func layerDisappeared(_ id: AnyModule.ID, pauses: Bool) -> Bool {
        mounted.remove(id)
        leaving[id] = nil
        return report(.layerGone(id), pauses: pauses)
    }

    /// Records that `awaited` came.
    /// - Returns: Whether the step under way ended with it.
    package mutating func report(_ awaited: SceneMachine.Awaited, pauses: Bool) -> Bool {
        guard case .inFlight(let number, var awaiting) = state, awaiting.remove(awaited) != nil else { return false }
        if case .layerShown(let id) = awaited {
            mounted.insert(id)
            asks[.layer(id)] = nil
        }
        if case .alertShown(let id) = awaited { asks[.alert(id)] = nil }
        if case .layerGone(let id) = awaited {
            mounted.remove(id)
            leaving[id] = nil
        }
        guard awaiting.isEmpty else {
            state = .inFlight(number: number, awaiting: awaiting)
            return false
        }
        // Leaving layers that were covered never report their disappearance.
        let covered = leaving.filter { !mounted.contains($0.key) }
        if !covered.isEmpty { leaving = leaving.filter { mounted.contains($0.key) } }
        state = pauses ? .pausing : .idle
        return true
    }
}
