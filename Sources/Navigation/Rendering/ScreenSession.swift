import Observation

/// Everything one scene renders with, for the scene's life: its container, its
/// navigation, the builder that keeps its modules' views, and the synchronizer that
/// steps the screen toward the navigation state.
///
/// ``RootView`` creates one per scene, once, and calls only this type: the simulated
/// screen of the package's tests drives it the same way. Creating a session reads no
/// observable state, so the view that creates it is not re-rendered by navigation
/// changes; the synchronizer starts at the first ``layer(_:)`` a render asks for.
@MainActor
package final class ScreenSession: Observable {
    /// The module at the root of the root layer.
    package let root: AnyModule
    /// The scene's container.
    package let container: Container
    /// The scene's navigation.
    package let navigation: NavigationService
    /// Builds and keeps the views of the scene's modules.
    package let builder: ApplicationViewBuilder
    /// The settle time and report timeout.
    package let configuration: ScreenConfiguration
    /// Makes each change of what the screen shows; `unanimated` is `true` for a step that
    /// presents or dismisses a popup. ``RootView`` makes those inside a transaction that
    /// disables animations.
    package var change: (_ unanimated: Bool, _ change: () -> Void) -> Void = { _, change in change() }
    private let registrar = ObservationRegistrar()
    private var machine: ScreenSynchronizer?
    private var currentWait: ScreenSynchronizer.Wait?
    /// Pops the user's gestures wrote that have not committed yet, oldest first.
    private var pendingPops: [PendingPop] = []
    private var popGeneration = 0
    private var currentPopTimer: Int?
    /// Pushed screens that reported leaving and have not come back since: a pop of one of
    /// them has committed already when its write comes.
    private var disappearedScreens: Set<AnyModule.ID> = []
    /// The alert its own binding dismissed last, whose button's action may still come:
    /// SwiftUI can clear an alert's binding before it runs the tapped button's action.
    private var alertDismissedByItsBinding: NavigationAlert.ID?

    /// Creates a scene's session.
    /// - Parameters:
    ///   - root: The module at the root of the root layer.
    ///   - container: The scene's container.
    ///   - navigation: The scene's navigation; by default the one `container`'s
    ///     ``NavigationAssembly`` shares.
    ///   - configuration: The settle time and report timeout.
    package init(
        root: AnyModule,
        container: Container,
        navigation: NavigationService? = nil,
        configuration: ScreenConfiguration = .standard
    ) {
        self.root = root
        self.container = container
        self.navigation = navigation ?? container.resolve(NavigationAssembly.self).service()
        self.builder = ApplicationViewBuilder(container: container)
        self.configuration = configuration
    }

    // MARK: What a render reads

    /// The synchronizer, started from the navigation's state the first time it is asked for.
    package var synchronizer: ScreenSynchronizer {
        registrar.access(self, keyPath: \.synchronizer)
        if let machine { return machine }
        let started = ScreenSynchronizer(target: navigation.state, configuration: configuration)
        machine = started
        return started
    }

    /// The state the screen shows.
    package var displayed: NavigationState { synchronizer.displayed }

    /// The timers the step on screen waits for, if it started a transition; a new value
    /// starts new timers.
    package var wait: ScreenSynchronizer.Wait? {
        registrar.access(self, keyPath: \.wait)
        return currentWait
    }

    /// The generation of the oldest pending pop, while one waits for its screen to leave;
    /// a new value starts a timer of ``ScreenConfiguration/reportTimeout`` that ends with
    /// ``popTimeoutElapsed(_:)``.
    package var popTimer: Int? {
        registrar.access(self, keyPath: \.popTimer)
        return currentPopTimer
    }

    /// What `layer` renders: its displayed snapshot, or, while it is being dismissed,
    /// the last snapshot it showed; `nil` once it is gone.
    package func layer(_ layer: LayerID) -> ScreenLayer? {
        let synchronizer = synchronizer
        if var shown = synchronizer.displayed.screenLayer(layer) {
            shown.selectionChanges = synchronizer.selectionChanges
            shown.presentedSince = shown.presented.flatMap { synchronizer.presentedAt[$0.id] }
            return shown
        }
        guard case .presented(let id) = layer else { return nil }
        return synchronizer.leaving[id]
    }

    /// The view of `module`'s appearance, built once.
    package func view(for module: AnyModule) -> any View {
        builder.view(for: module)
    }

    // MARK: Events

    /// The navigation state changed.
    package func navigationChanged() {
        let target = screenTarget
        perform { $0.targetChanged(target) }
    }

    /// A pushed screen, `module`, appeared: it is back on screen.
    package func moduleAppeared(_ module: AnyModule.ID) {
        disappearedScreens.remove(module)
    }

    /// A pushed screen, `module`, left the screen: the pop whose screen it is has
    /// committed, if one is pending; otherwise a pop of it that is yet to be written has.
    package func moduleDisappeared(_ module: AnyModule.ID) {
        if let pop = pendingPops.first(where: { $0.top == module }) {
            commit([pop])
        } else if displayed.visibleModules.contains(where: { $0.id == module }) {
            disappearedScreens.insert(module)
        }
    }

    /// The timer of pending pops up to `generation` is over: they count as committed,
    /// since a screen's disappearance can go unreported.
    package func popTimeoutElapsed(_ generation: Int) {
        commit(pendingPops.filter { $0.generation <= generation })
    }

    /// The navigation state with every pending pop made: what the screen is to show.
    package var screenTarget: NavigationState {
        var target = navigation.state
        for pop in pendingPops {
            if let operation = ScreenWriteBack.operation(for: pop.write, renderedBy: pop.rendered, in: target) {
                target.apply(operation)
            }
        }
        return target
    }

    /// Applies `pops` to the navigation state: their screens left, so the user's pops
    /// count now.
    private func commit(_ pops: [PendingPop]) {
        guard !pops.isEmpty else { return }
        pendingPops.removeAll { pops.contains($0) }
        for pop in pops {
            if let operation = ScreenWriteBack.operation(for: pop.write, renderedBy: pop.rendered, in: navigation.state)
            {
                navigation.apply(operation)
            }
        }
        updatePopTimer()
        let target = screenTarget
        perform { $0.gestureEnded(.changedPath, target: target) }
        retainViews()
    }

    private func updatePopTimer() {
        let timer = pendingPops.first?.generation
        guard timer != currentPopTimer else { return }
        registrar.withMutation(of: self, keyPath: \.popTimer) { currentPopTimer = timer }
    }

    /// Takes a path write as a pop that waits for its screen to leave, or as the cancel
    /// of one: `true` when it did, and the write needs nothing more.
    ///
    /// A swipe back can write its shorter path before the user lets go
    /// (``PresentationRule/gesturesWriteBackAtTheirEnd``; from iOS 18 UIKit reports a
    /// pop at its start), then write the longer path back when the user cancels: until
    /// the popped screen reports leaving, the state keeps it, its view stays built and
    /// no one awaiting it is resumed, while the screen shows the pop.
    private func deferredPop(_ path: [AnyModule], from rendered: ScreenLayer) -> Bool {
        let pathIDs = path.map(\.id)
        if let cancelled = pendingPops.firstIndex(where: {
            $0.rendered.id == rendered.id && $0.rendered.pane == rendered.pane
                && $0.rendered.stack.map(\.id) == pathIDs && rendered.stack.map(\.id) != pathIDs
        }) {
            pendingPops.remove(at: cancelled)
            updatePopTimer()
            let target = screenTarget
            perform { $0.gestureEnded(.changedPath, target: target) }
            return true
        }
        let renderedIDs = rendered.stack.map(\.id)
        guard pathIDs.count < renderedIDs.count, Array(renderedIDs.prefix(pathIDs.count)) == pathIDs,
            let top = renderedIDs.last, !disappearedScreens.contains(top)
        else { return false }
        let write = ScreenWriteBack.Write.path(path)
        if pendingPops.contains(where: { $0.write == write && $0.rendered == rendered }) { return true }
        guard ScreenWriteBack.operation(for: write, renderedBy: rendered, in: screenTarget) != nil else { return false }
        popGeneration += 1
        pendingPops.append(
            PendingPop(
                write: write, rendered: rendered, top: top, popped: Array(rendered.stack[path.count...]),
                generation: popGeneration))
        updatePopTimer()
        let target = screenTarget
        perform { $0.gestureEnded(.changedPath, target: target) }
        return true
    }

    /// The content of `layer` appeared on screen.
    package func layerAppeared(_ layer: LayerID) {
        switch layer {
        case .root: perform { $0.rootAppeared() }
        case .presented(let id): perform { $0.layerAppeared(id) }
        }
    }

    /// The content of `layer` left the screen.
    package func layerDisappeared(_ layer: LayerID) {
        guard case .presented(let id) = layer else { return }
        perform { $0.layerDisappeared(id) }
    }

    /// The settle time of step `step` is over.
    package func settleTimeElapsed(step: Int) {
        perform { $0.settleTimeElapsed(step: step) }
    }

    /// The report timeout of step `step` is over.
    package func reportTimeoutElapsed(step: Int) {
        perform { $0.reportTimeoutElapsed(step: step) }
    }

    /// A binding of `rendered` wrote `write`: applies what it means, if anything, and
    /// takes off the displayed state what the user's gesture already took off the screen.
    /// - Returns: Whether the navigation state changed.
    @discardableResult
    package func write(_ write: ScreenWriteBack.Write, from rendered: ScreenLayer) -> Bool {
        if case .path(let path) = write, deferredPop(path, from: rendered) { return false }
        // A tab tap comes after the user's swipe back ended: the pops waiting for their
        // screens to leave count now, on the tab they were made in, before it changes. A
        // tap that changes nothing (a stale copy) leaves them waiting.
        if case .tabSelected = write, !pendingPops.isEmpty,
            ScreenWriteBack.operation(for: write, renderedBy: rendered, in: screenTarget, showing: synchronizer) != nil
        {
            commit(pendingPops)
        }
        let changed =
            ScreenWriteBack.operation(
                for: write, renderedBy: rendered, in: navigation.state, showing: synchronizer
            )
            .map { navigation.apply($0) } ?? false
        if case .alertDismissed = write, changed {
            alertDismissedByItsBinding = rendered.alert?.id
        }
        let gesture: ScreenSynchronizer.Gesture? =
            switch write {
            case .path, .tabSelected, .sidebarSelected, .contentSelected, .compactColumnShown, .splitViewCollapsed:
                .changedPath
            case .presentationDismissed: rendered.presented.map { .dismissedLayer($0.id) }
            case .alertDismissed: rendered.alert.map { .dismissedAlert($0.id) }
            }
        if let gesture {
            let target = screenTarget
            perform { $0.gestureEnded(gesture, target: target) }
        }
        return changed
    }

    /// The user tapped `button` of `alert`: dismisses it, if it still shows, and runs the
    /// button's action once, also when the alert's binding dismissed it just before.
    package func tap(_ button: NavigationAlert.Button, of alert: NavigationAlert) {
        if !navigation.tap(button, of: alert), alertDismissedByItsBinding == alert.id {
            button.action?()
        }
        alertDismissedByItsBinding = nil
        let target = screenTarget
        perform { $0.gestureEnded(.dismissedAlert(alert.id), target: target) }
    }

    private func perform(_ event: (inout ScreenSynchronizer) -> ScreenSynchronizer.Action) {
        var machine = synchronizer
        let leavingBefore = Set(machine.leaving.keys)
        let action = event(&machine)
        let changed = action != .none || Set(machine.leaving.keys) != leavingBefore
        if case .show = action {
            let before = self.machine?.displayed ?? machine.displayed
            change(ScreenUpdatePlan.changesAPopup(from: before, to: machine.displayed)) {
                registrar.withMutation(of: self, keyPath: \.synchronizer) { self.machine = machine }
            }
        } else if changed {
            registrar.withMutation(of: self, keyPath: \.synchronizer) { self.machine = machine }
        } else {
            self.machine = machine
        }
        if case .show(_, let wait?) = action {
            registrar.withMutation(of: self, keyPath: \.wait) { currentWait = wait }
        }
        guard changed else { return }
        retainViews()
    }

    /// Lets go of the views of modules no longer on screen: modules shown, those of
    /// layers still on their way out, and those of pops not yet committed keep theirs.
    private func retainViews() {
        let machine = synchronizer
        var kept = Set(([root] + machine.displayed.visibleModules).map(\.id))
        for layer in machine.leaving.values {
            kept.formUnion((layer.module.map { [$0] } ?? []).map(\.id) + layer.stack.map(\.id))
        }
        // A pop that has not committed can still be cancelled: its screens stay built.
        for pop in pendingPops {
            kept.formUnion(pop.popped.map(\.id))
        }
        disappearedScreens.formIntersection(kept)
        builder.retainViews(of: kept)
    }
}

/// A pop a path write asked for whose screen has not reported leaving yet.
private struct PendingPop: Equatable {
    /// The shorter path.
    let write: ScreenWriteBack.Write
    /// The snapshot whose binding wrote it.
    let rendered: ScreenLayer
    /// The screen that leaves when the pop commits: the top of the rendered stack.
    let top: AnyModule.ID
    /// The modules it pops, kept built until it commits or is cancelled.
    let popped: [AnyModule]
    /// When it was written, for its timer.
    let generation: Int
}
