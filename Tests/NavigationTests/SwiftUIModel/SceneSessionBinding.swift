import Navigation

/// The model of SwiftUI bound onto the adapter's boundary: a ``ScreenSession`` whose
/// platform is the model, rendered from its ``SceneFrame``s.
///
/// The binding only translates: a frame's elements become the identities SwiftUI
/// compares, its closures the bindings and callbacks SwiftUI and UIKit call, and the
/// model's ``ModelReading`` the session's ``SceneReading``. It reads no other adapter type.
@MainActor
final class SceneSessionBinding: ModelledAdapter {
    /// How a broken renderer misleads the session, to show the model catches it. Each
    /// is made here, outside the session: the session itself is the one under test.
    struct Corruption {
        /// A late `nil` write of a sheet binding from an earlier appearance of the layer
        /// is taken as the user's dismissal of the layer shown now: the write is passed to
        /// the latest frame's binding, which carries the step that presented the layer
        /// now, so the staleness check (`presentedAt`) passes.
        var acceptsStaleDismissals = false
        /// A layer is taken as presented, or as gone, this many seconds after a frame
        /// asks for it, whatever UIKit does: a platform that fires `appeared` and
        /// `disappeared` on a timer, and passes on none of UIKit's.
        var layersReportedAfter: Double?
        /// `read()` answers that everything the latest frame asks for shows, at rest:
        /// its layers and alert presented, its stacks at their paths, nothing moving.
        var readsEverythingShown = false
        /// `read()` takes any alert controller in the chain for the alert the latest
        /// frame asks for: a module's own alert or confirmation dialog reads as ours.
        var takesAnyAlertAsOurs = false
    }

    private let relay: PlatformRelay
    let session: ScreenSession
    var navigation: NavigationService { session.navigation }
    private let corruption: Corruption
    /// The stack each path binding stands for, as frames named them.
    private var stacks: [AnyHashable: StackID] = [:]
    /// The `dismiss` of each layer the latest frame presents, by its item.
    private var latestDismissals: [ScreenElement: () -> Void] = [:]
    /// The layers presented as of the latest frame: a fixed-time platform times each.
    private var timedLayers: Set<ScreenElement> = []
    private var lastFrame = -1

    /// A session rooted at `root` showing `state`, on the model's platform; with
    /// `traces`, the session's trace goes into the model's.
    init(
        root: some Module, state: NavigationState, configuration: ScreenConfiguration = .standard,
        corruption: Corruption = Corruption()
    ) {
        self.corruption = corruption
        relay = PlatformRelay()
        session = ScreenSession(
            root: AnyModule(root), container: DependencyContainer(), navigation: NavigationService(state: state),
            configuration: configuration, platform: relay)
        session.reports = { _ in }
        relay.binding = self
    }

    func attach(to model: SwiftUIModel) {
        relay.model = model
        if model.traces {
            session.trace = { [weak model] line in model?.sessionSays(line) }
        }
    }

    func scenePhaseChanged(active: Bool) { session.frame.activityChanged(active ? .active : .background) }

    var complaints: [String] {
        session.reportsSoFar.compactMap { report in
            if case .unexpected(let what) = report { what } else { nil }
        }
    }

    var waitsFor: [String] {
        let shown = Set(
            relay.model?.levels.compactMap { ($0.presentation?.identity.base as? ScreenElement)?.id } ?? [])
        return session.state.awaiting.map { awaited in
            if case .stack(.presented(let id)) = awaited, !shown.contains(id) {
                return "the push or pop of layer \(id)'s stack, a layer UIKit does not show"
            }
            return "\(awaited)"
        }.sorted()
    }

    func frame() -> ModelFrame {
        let frame = session.frame
        guard let root = frame.layers.first else {
            fatalError("a frame with no root layer")
        }
        if frame.number != lastFrame {
            lastFrame = frame.number
            newFrame(frame)
        }
        var level = level(root, in: frame)
        level.onAppear = frame.rootAppeared
        return ModelFrame(
            root: level,
            rendersLayer: { identity in
                guard let element = identity.base as? ScreenElement else { return false }
                return frame.layer(element) != nil
            },
            number: frame.number)
    }

    /// Notes what a newly published frame asks for: the corruptions act on it, and the
    /// trace says it.
    private func newFrame(_ frame: SceneFrame) {
        let presented = frame.layers.compactMap(\.presented)
        if let model = relay.model, model.traces {
            let chain = presented.map { "\($0.element.id)" }.joined(separator: " > ")
            let leaving = frame.leaving.map { "\($0.element.id)" }.joined(separator: ", ")
            let alert = frame.layers.last?.alert.map { " alert \($0.alert.title)" } ?? ""
            let stacks = frame.layers.map { layer -> String in
                switch layer.content {
                case .stack(let stack): "\(stack.path.count)"
                case .tabs(let tabs): tabs.tabs.map { "\($0.path.count)" }.joined(separator: "/")
                case .split(let split): "\(split.detail.path.count)"
                }
            }.joined(separator: " ")
            model.sessionSays("frame \(frame.number): [\(chain)] leaving [\(leaving)]\(alert) stacks \(stacks)")
        }
        latestDismissals = Dictionary(presented.map { ($0.element, $0.dismiss) }, uniquingKeysWith: { _, new in new })
        guard let delay = corruption.layersReportedAfter, let model = relay.model else { return }
        let now = Set(presented.map(\.element))
        for element in now.subtracting(timedLayers) {
            _ = model.platformSchedule(after: delay) { [weak self] in
                guard let self else { return }
                self.session.frame.layers.compactMap(\.presented).first { $0.element == element }?.appeared()
            }
        }
        for element in timedLayers.subtracting(now) {
            let gone = (frame.leaving + frame.layers).compactMap(\.presented).first { $0.element == element }
            _ = model.platformSchedule(after: delay) { [weak self] in
                guard let self else { return }
                let presented = (self.session.frame.layers + self.session.frame.leaving).compactMap(\.presented)
                (presented.first { $0.element == element } ?? gone)?.disappeared()
            }
        }
        timedLayers = now
    }

    private func screen(_ element: ScreenElement, in stack: StackFrame?) -> ModelScreen {
        let session = session
        return ModelScreen(
            identity: AnyHashable(element),
            build: {
                _ = session.view(for: element)
                return element.module
            },
            onAppear: { stack?.appeared(element) },
            onDisappear: { stack?.disappeared(element) },
            transition: { transition in stack?.transition(element, Self.translate(transition)) })
    }

    /// The boundary's name for a transition coordinator's report.
    private static func translate(_ transition: ModelTransition) -> ScreenTransition {
        switch transition {
        case .began(let appearing, let interactive): .began(appearing: appearing, interactive: interactive)
        case .ended(let appearing, let cancelled): .ended(appearing: appearing, cancelled: cancelled)
        }
    }

    private func stack(_ frame: StackFrame) -> ModelStack? {
        guard let rootElement = frame.root else { return nil }
        let binding = frame.binding
        let key = AnyHashable(ObjectIdentifier(binding))
        stacks[key] = frame.id
        return ModelStack(
            root: screen(rootElement, in: nil),
            path: frame.path.map { screen($0, in: frame) },
            binding: key,
            write: { path in binding.path = path.compactMap { $0.base as? ScreenElement } })
    }

    private func level(_ layer: LayerFrame, in frame: SceneFrame) -> ModelLevel {
        let content: ModelLevel.Content
        switch layer.content {
        case .stack(let stackFrame):
            content = .stack(stack(stackFrame) ?? emptyStack(stackFrame))
        case .tabs(let tabs):
            content = .tabs(
                ModelTabs(
                    tabs: tabs.tabs.compactMap { tab in
                        guard let root = tab.root, let made = stack(tab) else { return nil }
                        return (AnyHashable(root), made)
                    },
                    selection: tabs.selection.map { AnyHashable($0) } ?? AnyHashable("no selection"),
                    select: { tag in if let element = tag.base as? ScreenElement { tabs.select(element) } }))
        case .split(let split):
            content = .split(
                ModelSplit(
                    sidebar: screen(split.sidebar, in: nil), detail: stack(split.detail),
                    select: { module in split.selectInSidebar(module) }))
        }
        var level = ModelLevel(content: content)
        if let presented = layer.presented, let child = frame.layer(presented.element) {
            let kind: ModelPresentation.Kind =
                switch presented.kind {
                case .sheet(let options): .sheet(interactiveDismiss: !options.disablesInteractiveDismiss)
                case .popup: .popup
                case .modal, .root: .cover
                }
            let element = presented.element
            let clear: () -> Void =
                corruption.acceptsStaleDismissals
                ? { [weak self] in (self?.latestDismissals[element] ?? presented.dismiss)() } : presented.dismiss
            let timed = corruption.layersReportedAfter != nil
            level.presented = [
                ModelPresentation(
                    identity: AnyHashable(element), kind: kind,
                    level: self.level(child, in: frame),
                    clear: clear, tapOutside: presented.tapOutside,
                    didAppear: timed ? {} : presented.appeared, didDisappear: timed ? {} : presented.disappeared)
            ]
        }
        if let alert = layer.alert {
            level.alert = ModelAlert(
                identity: AnyHashable(alert.alert.id), alert: alert.alert, buttons: alert.buttons.map(\.tap),
                wentWithoutButton: alert.dismiss, didAppear: alert.appeared, didDisappear: alert.disappeared)
        }
        return level
    }

    private func emptyStack(_ frame: StackFrame) -> ModelStack {
        let binding = frame.binding
        let key = AnyHashable(ObjectIdentifier(binding))
        stacks[key] = frame.id
        let placeholder = ModelScreen(
            identity: AnyHashable("empty"), build: { AnyModule(ModelScreenModule(name: "empty")) })
        return ModelStack(
            root: placeholder, path: [], binding: key,
            write: { path in binding.path = path.compactMap { $0.base as? ScreenElement } })
    }

    // MARK: Reading

    /// What UIKit shows, in the session's terms: the model's reading translated, or, for
    /// a corrupted renderer, what it makes of it.
    fileprivate func read(_ reading: ModelReading) -> SceneReading {
        if corruption.readsEverythingShown { return everythingShown() }
        let ours = session.frame.layers.last?.alert?.alert.id
        let presented = reading.presented.map { presented -> SceneReading.Presented in
            let motion: SceneReading.Motion =
                switch presented.motion {
                case .still: .still
                case .appearing: .appearing
                case .disappearing: .disappearing
                }
            switch presented.content {
            case .layer(let identity):
                guard let element = identity.base as? ScreenElement else {
                    return SceneReading.Presented(.other, motion)
                }
                return SceneReading.Presented(.layer(element.id), motion)
            case .alert(let identity):
                guard let id = identity.base as? NavigationAlert.ID else {
                    return SceneReading.Presented(.other, motion)
                }
                return SceneReading.Presented(.alert(id), motion)
            case .other(let isAlertController):
                if isAlertController, corruption.takesAnyAlertAsOurs, let ours {
                    return SceneReading.Presented(.alert(ours), motion)
                }
                return SceneReading.Presented(.other, motion)
            }
        }
        var stacks: [StackID: SceneReading.Stack] = [:]
        for stack in reading.stacks {
            guard let id = self.stacks[stack.binding] else { continue }
            stacks[id] = SceneReading.Stack(pushed: stack.pushed, isTransitioning: stack.isTransitioning)
        }
        return SceneReading(presented: presented, stacks: stacks)
    }

    /// What the latest frame asks for, read as if UIKit showed it all at rest.
    private func everythingShown() -> SceneReading {
        let frame = session.frame
        var presented: [SceneReading.Presented] = []
        var stacks: [StackID: SceneReading.Stack] = [:]
        for layer in frame.layers {
            if layer.kind != .root { presented.append(SceneReading.Presented(.layer(layer.element.id))) }
            if let alert = layer.alert { presented.append(SceneReading.Presented(.alert(alert.alert.id))) }
            let shown: [StackFrame] =
                switch layer.content {
                case .stack(let stack): [stack]
                case .tabs(let tabs): tabs.tabs
                case .split(let split): [split.detail]
                }
            for stack in shown { stacks[stack.id] = SceneReading.Stack(pushed: stack.path.count) }
        }
        return SceneReading(presented: presented, stacks: stacks)
    }
}

/// The session's platform: the model, reached once it is attached.
@MainActor
private final class PlatformRelay: ScenePlatform {
    weak var model: SwiftUIModel?
    weak var binding: SceneSessionBinding?

    func show(_ change: FrameChange, _ publish: () -> Void) {
        guard let model else {
            publish()
            return
        }
        model.platformShow(animated: change == .animated, publish)
    }

    func schedule(after delay: Duration, _ fire: @escaping @MainActor () -> Void) -> SceneTimer {
        let (whole, fraction) = delay.components
        let seconds = Double(whole) + Double(fraction) / 1e18
        guard let model else { return SceneTimer(cancel: {}) }
        let cancel = model.platformSchedule(after: seconds, { fire() })
        return SceneTimer(cancel: { cancel() })
    }

    func read() -> SceneReading? {
        guard let model, let binding else { return nil }
        return binding.read(model.platformRead())
    }
}
