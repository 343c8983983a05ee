import Observation

/// Everything one scene renders with, for the scene's life: its container, its
/// navigation, the builder that keeps its modules' views, and the ``SceneMachine`` that
/// decides what the scene shows.
///
/// It only carries out what the machine returns: it applies operations to the
/// navigation, publishes ``SceneFrame``s, starts and cancels the machine's timers on its
/// ``ScenePlatform``, and keeps or lets go of views. It holds no navigation state of its
/// own. ``RootView`` creates one per scene, once; a model of SwiftUI drives it the same
/// way, through the frames alone.
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
    /// The renderer's pacing.
    package let configuration: ScreenConfiguration
    /// Shows frames, keeps time and reads UIKit.
    package let platform: any ScenePlatform
    /// Called, in debug builds, with every report: an impossible event, or a wait that
    /// keeps failing. By default it prints it.
    package var reports: (SceneMachine.Report) -> Void = { report in
        print("Navigation: \(report)")
    }
    /// Called with a line for every event the session hears, and every action its
    /// machine takes, in order: the renderer's trace. `nil`, the default, traces nothing.
    package var trace: ((String) -> Void)?
    private var machine: SceneMachine
    private var published: SceneFrame?
    private var watchdog: SceneTimer?
    private var pause: SceneTimer?
    private var paths: [StackID: StackPath] = [:]
    private var listener: NavigationToken?
    private var frames = 0
    private var reported: [SceneMachine.Report] = []
    private var queue: [SceneEvent] = []
    private var isHandling = false
    private let registrar = ObservationRegistrar()

    /// Creates a scene's session. The root layer's stacks show from the first frame; the
    /// layers over it come once the root layer appears.
    /// - Parameters:
    ///   - root: The module at the root of the root layer.
    ///   - container: The scene's container.
    ///   - navigation: The scene's navigation; by default the one `container`'s
    ///     ``NavigationAssembly`` shares.
    ///   - configuration: The renderer's pacing.
    ///   - platform: What shows frames, keeps time and reads UIKit.
    package init(
        root: AnyModule,
        container: Container,
        navigation: NavigationService? = nil,
        configuration: ScreenConfiguration = .standard,
        platform: any ScenePlatform
    ) {
        self.root = root
        self.container = container
        let navigation = navigation ?? container.resolve(NavigationAssembly.self).service()
        self.navigation = navigation
        self.builder = ApplicationViewBuilder(container: container)
        self.configuration = configuration
        self.platform = platform
        self.machine = SceneMachine(root: root.id, target: navigation.state, configuration: configuration)
        listener = navigation.addRendererListener(self) { session, entry in
            session.send(.navigationChanged(entry.after))
        }
    }

    // MARK: What a render reads

    /// What the scene shows now.
    package var frame: SceneFrame {
        registrar.access(self, keyPath: \.frame)
        if let published { return published }
        let first = makeFrame()
        published = first
        return first
    }

    /// The view of `element`'s appearance, built once.
    package func view(for element: ScreenElement) -> any View {
        builder.view(for: element.module)
    }

    /// The machine, as of the last event: for tests and logs.
    package var state: SceneMachine { machine }

    /// How many impossible events came.
    package var unexpectedEvents: Int { machine.unexpectedEvents }

    /// Every report so far, oldest first: impossible events, and waits that keep failing.
    package var reportsSoFar: [SceneMachine.Report] { reported }

    // MARK: Events

    /// Hands `event` to the machine and carries out what it returns. An event that comes
    /// while another is handled (a change the actions made, a callback UIKit makes at
    /// once) waits for it, so each meets the machine as the last one left it.
    package func send(_ event: SceneEvent) {
        queue.append(event)
        guard !isHandling else { return }
        isHandling = true
        defer { isHandling = false }
        var index = 0
        while index < queue.count {
            let next = queue[index]
            index += 1
            trace?("event \(next)")
            let actions = machine.handle(next)
            run(actions)
        }
        queue.removeAll()
    }

    /// Carries out `actions`, in order; the frames they show go out as one change, at
    /// the place of the last one.
    private func run(_ actions: [SceneMachine.Action]) {
        let lastShow = actions.lastIndex {
            if case .show = $0 { return true }
            return false
        }
        var change = FrameChange.animated
        for (index, action) in actions.enumerated() {
            if case .report(let report) = action { trace?("report \(report)") } else { trace?("do \(action)") }
            switch action {
            case .apply(let transaction):
                navigation.apply(transaction)
            case .show(let kind):
                if kind == .unanimated { change = .unanimated }
                if index == lastShow { publish(change) }
            case .startWatchdog(let delay):
                watchdog?.cancel()
                watchdog = platform.schedule(after: delay) { [weak self] in
                    guard let self else { return }
                    watchdog = nil
                    send(.watchdogFired)
                }
            case .cancelWatchdog:
                watchdog?.cancel()
                watchdog = nil
            case .startPause(let delay):
                pause?.cancel()
                pause = platform.schedule(after: delay) { [weak self] in
                    guard let self else { return }
                    pause = nil
                    send(.pauseEnded)
                }
            case .read:
                // A platform that cannot read now is asked again later.
                send(platform.read().map(SceneEvent.read) ?? .unreadable)
            case .tap(let button, let alert, let runsActionIfGone):
                // Run anyway only for an alert the state let go of before the tap: one it
                // still holds is the navigation's to decide (a guard that refuses or
                // redirects the dismissal keeps the action unrun).
                let held = navigation.state.alerts.contains { $0.id == alert.id }
                if !navigation.tap(button, of: alert), runsActionIfGone, !held {
                    button.action?()
                }
            case .releaseViews(let ids):
                builder.releaseViews(of: ids)
            case .report(let report):
                reported.append(report)
                #if DEBUG
                reports(report)
                #endif
            }
        }
    }

    private func publish(_ change: FrameChange) {
        platform.show(change) {
            let next = makeFrame()
            registrar.withMutation(of: self, keyPath: \.frame) { published = next }
        }
    }

    // MARK: Frames

    private func makeFrame() -> SceneFrame {
        frames += 1
        let displayed = machine.displayed
        let layers = displayed.layers.map { layer in
            layerFrame(
                layer, presenting: displayed.layer(over: layer.id), alert: displayed.alert(shownBy: layer.id),
                of: displayed)
        }
        let leaving = machine.leaving.map { leaving in
            layerFrame(leaving.layer, presenting: leaving.presents, alert: nil, of: displayed, updatesBinding: false)
        }
        // A stack no frame shows is gone for good: an appearance comes back as a new one.
        let shown = Set((layers + leaving).flatMap(Self.stackIDs))
        if paths.count > shown.count { paths = paths.filter { shown.contains($0.key) } }
        return SceneFrame(
            layers: layers,
            leaving: leaving,
            rootAppeared: { [weak self] in self?.send(.rootAppeared) },
            activityChanged: { [weak self] activity in self?.send(.activityChanged(activity)) },
            number: frames)
    }

    private static func stackIDs(of layer: LayerFrame) -> [StackID] {
        switch layer.content {
        case .stack(let stack): [stack.id]
        case .tabs(let tabs): tabs.tabs.map(\.id)
        case .split(let split): [split.detail.id]
        }
    }

    /// The frame of one of the state's layers: on screen in `displayed`, or leaving (whose
    /// stack binding keeps its own path).
    private func layerFrame(
        _ layer: NavigationState.Layer,
        presenting presented: NavigationState.Layer?,
        alert: NavigationAlert?,
        of displayed: NavigationState,
        updatesBinding: Bool = true
    ) -> LayerFrame {
        let element: ScreenElement
        let kind: LayerKind
        let content: LayerContent
        if let module = layer.module, let style = layer.style {
            element = ScreenElement(module)
            kind = Self.kind(of: style)
            content = .stack(
                stackFrame(
                    StackID.layer(layer.id), root: element, path: layer.stack,
                    updatesBinding: updatesBinding))
        } else {
            element = ScreenElement(root)
            kind = .root
            content = rootContent(of: displayed)
        }
        return LayerFrame(
            element: element,
            kind: kind,
            content: content,
            presented: presented?.presentation.map(presentedFrame),
            alert: alert.map(alertFrame))
    }

    private static func kind(of style: PresentationStyle) -> LayerKind {
        switch style {
        case .sheet(let options): .sheet(SheetPresentationOptions(options))
        case .popup: .popup(PopupPresentationOptions(style))
        default: .modal
        }
    }

    private func rootContent(of displayed: NavigationState) -> LayerContent {
        let rendered = RenderedRoot(displayed, selectionChanges: machine.selectionChanges)
        let select: (ScreenWriteBack.Write) -> Void = { [weak self] write in
            guard let self else { return }
            let current = navigation.state
            send(.selectionWritten(write, renderedBy: rendered, in: current))
        }
        if let selected = displayed.selectedTab {
            let tabs = displayed.tabs.map { tab in
                stackFrame(
                    StackID.tab(tab.id), root: ScreenElement(tab.module), path: tab.stack,
                )
            }
            return .tabs(
                TabsFrame(
                    tabs: tabs, selection: ScreenElement(selected.module),
                    select: { select(.tabSelected($0.id)) }))
        }
        if let split = displayed.splitView {
            let detail = stackFrame(
                StackID.column(.secondary), root: split.detail.map(ScreenElement.init), path: split.stack)
            return .split(
                SplitFrame(
                    style: split.style,
                    sidebar: ScreenElement(split.sidebar),
                    sidebarSelection: rendered.sidebarSelection,
                    selectInSidebar: { select(.sidebarSelected($0)) },
                    content: split.content.map(ScreenElement.init),
                    contentSelection: rendered.contentSelection,
                    selectInContent: { select(.contentSelected($0)) },
                    detail: detail,
                    isCollapsed: split.isCollapsed,
                    sizeClassChanged: { select(.splitViewCollapsed($0)) },
                    compactColumn: rendered.compactColumn ?? .detail,
                    showCompactColumn: { select(.compactColumnShown($0)) }))
        }
        return .stack(
            stackFrame(StackID.layer(.root), root: ScreenElement(root), path: displayed.stack))
    }

    /// The frame of one stack; its binding, made once per stack, reads the new path
    /// unless the stack is not the one the state holds (a tab not selected keeps its
    /// own, a leaving layer its last).
    private func stackFrame(
        _ id: StackID,
        root: ScreenElement?,
        path modules: [AnyModule],
        updatesBinding: Bool = true
    ) -> StackFrame {
        let path = modules.map(ScreenElement.init)
        let binding = paths[id] ?? makePath(id)
        if updatesBinding { binding.show(path) }
        return StackFrame(
            id: id,
            root: root,
            path: path,
            binding: binding,
            appeared: { [weak self] element in self?.send(.screenAppeared(element.id)) },
            disappeared: { [weak self] element in self?.send(.screenDisappeared(element.id)) },
            transition: { [weak self] element, transition in
                guard let self else { return }
                let current = navigation.state
                send(.screenTransition(element.id, transition, on: id, in: current))
            })
    }

    private func makePath(_ id: StackID) -> StackPath {
        let path = StackPath(id: id) { [weak self] id, path in
            guard let self else { return }
            let current = navigation.state
            send(.pathWritten(path, to: id, in: current))
        }
        paths[id] = path
        return path
    }

    private func presentedFrame(_ presentation: Presentation) -> PresentedFrame {
        let id = presentation.id
        let presentedAt = machine.presentedAt(id)
        let dismiss: (Bool) -> Void = { [weak self] tapOutside in
            guard let self else { return }
            let current = navigation.state
            send(.presentationDismissed(id, presentedAt: presentedAt, tapOutside: tapOutside, in: current))
        }
        let kind = Self.kind(of: presentation.style)
        var tapsOutside = false
        if case .popup(let options) = kind { tapsOutside = options.dismissesOnTapOutside }
        return PresentedFrame(
            element: ScreenElement(presentation.module),
            kind: kind,
            dismiss: { dismiss(false) },
            tapOutside: tapsOutside ? { dismiss(true) } : nil,
            appeared: { [weak self] in self?.send(.layerAppeared(id)) },
            disappeared: { [weak self] in self?.send(.layerDisappeared(id)) })
    }

    private func alertFrame(_ alert: NavigationAlert) -> AlertFrame {
        AlertFrame(
            alert: alert,
            buttons: alert.buttons.map { button in
                AlertButtonFrame(title: button.title, role: button.drawnRole) { [weak self] in
                    self?.send(.alertButtonTapped(button, of: alert))
                }
            },
            dismiss: { [weak self] in
                guard let self else { return }
                let current = navigation.state
                send(.alertDismissed(alert.id, in: current))
            },
            appeared: { [weak self] in self?.send(.alertAppeared(alert.id)) },
            disappeared: { [weak self] in self?.send(.alertDisappeared(alert.id)) })
    }
}
