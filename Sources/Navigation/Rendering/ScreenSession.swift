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
        let target = navigation.state
        perform { $0.targetChanged(target) }
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
            let target = navigation.state
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
        let target = navigation.state
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
        // Modules shown, and those of layers still on their way out, keep their views.
        var kept = Set(([root] + machine.displayed.visibleModules).map(\.id))
        for layer in machine.leaving.values {
            kept.formUnion((layer.module.map { [$0] } ?? []).map(\.id) + layer.stack.map(\.id))
        }
        builder.retainViews(of: kept)
    }
}
