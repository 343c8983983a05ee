import Navigation

/// The model of SwiftUI bound onto the adapter's boundary: a ``ScreenSession`` whose
/// platform is the model, rendered from its ``SceneFrame``s.
///
/// The binding only translates: a frame's elements become the identities SwiftUI
/// compares, its closures the bindings and callbacks SwiftUI calls. It reads no other
/// adapter type.
@MainActor
final class SceneSessionBinding: ModelledAdapter {
    /// How a test-only platform lies to the session, to show the model catches it.
    struct Corruption {
        /// Completions come at once and timers fire at once: the session believes every
        /// transition is over as soon as it starts.
        var endsTransitionsAtOnce = false
        /// Every frame is shown with animations disabled, whatever the session asks.
        var showsEveryFrameUnanimated = false
    }

    private let relay: PlatformRelay
    let session: ScreenSession
    var navigation: NavigationService { session.navigation }

    init(root: some Module, state: NavigationState, corruption: Corruption = Corruption()) {
        relay = PlatformRelay(corruption: corruption)
        session = ScreenSession(
            root: AnyModule(root), container: DependencyContainer(), navigation: NavigationService(state: state),
            platform: relay)
    }

    func attach(to model: SwiftUIModel) { relay.attach(model) }
    func navigationChanged() { session.frame.navigationChanged() }
    func scenePhaseChanged(active: Bool) { session.frame.activityChanged(active ? .active : .background) }

    func frame() -> ModelFrame {
        let frame = session.frame
        guard let root = frame.layers.first else {
            fatalError("a frame with no root layer")
        }
        return ModelFrame(
            root: level(root, in: frame, isRoot: true),
            rendersLayer: { identity in
                guard let element = identity.base as? ScreenElement else { return false }
                return frame.layer(element) != nil
            })
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

    private func stack(_ frame: StackFrame, rootAppeared: (() -> Void)?) -> ModelStack? {
        guard let rootElement = frame.root else { return nil }
        var root = screen(rootElement, in: nil)
        root.onAppear = rootAppeared ?? {}
        root.onDisappear = frame.rootDisappeared
        let binding = frame.binding
        return ModelStack(
            root: root,
            path: frame.path.map { screen($0, in: frame) },
            binding: AnyHashable(ObjectIdentifier(binding)),
            write: { path in binding.path = path.compactMap { $0.base as? ScreenElement } },
            link: { [unowned self] module in self.screen(ScreenElement(module), in: frame) })
    }

    private func level(_ layer: LayerFrame, in frame: SceneFrame, isRoot: Bool) -> ModelLevel {
        let rootAppeared: (() -> Void)? = isRoot ? frame.rootAppeared : nil
        let content: ModelLevel.Content
        switch layer.content {
        case .stack(let stackFrame):
            content = .stack(stack(stackFrame, rootAppeared: rootAppeared) ?? emptyStack(stackFrame))
        case .tabs(let tabs):
            content = .tabs(
                ModelTabs(
                    tabs: tabs.tabs.compactMap { tab in
                        guard let root = tab.root, let made = stack(tab, rootAppeared: nil) else { return nil }
                        return (AnyHashable(root), made)
                    },
                    selection: tabs.selection.map { AnyHashable($0) } ?? AnyHashable("no selection"),
                    select: { tag in if let element = tag.base as? ScreenElement { tabs.select(element) } }))
            rootAppeared?()
        case .split(let split):
            var sidebar = screen(split.sidebar, in: nil)
            sidebar.onAppear = rootAppeared ?? {}
            content = .split(
                ModelSplit(
                    sidebar: sidebar, detail: stack(split.detail, rootAppeared: nil),
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
            level.presented = [
                ModelPresentation(
                    identity: AnyHashable(presented.element), kind: kind,
                    level: self.level(child, in: frame, isRoot: false),
                    clear: presented.dismiss, tapOutside: presented.tapOutside,
                    onAppear: presented.appeared, onDisappear: presented.disappeared)
            ]
        }
        if let alert = layer.alert {
            level.alert = ModelAlert(
                identity: AnyHashable(alert.alert.id), alert: alert.alert, buttons: alert.buttons.map(\.tap),
                clear: alert.dismiss, onAppear: alert.appeared)
        }
        return level
    }

    private func emptyStack(_ frame: StackFrame) -> ModelStack {
        let binding = frame.binding
        let placeholder = ModelScreen(
            identity: AnyHashable("empty"), build: { AnyModule(ModelScreenModule(name: "empty")) })
        return ModelStack(
            root: placeholder, path: [], binding: AnyHashable(ObjectIdentifier(binding)),
            write: { path in binding.path = path.compactMap { $0.base as? ScreenElement } },
            link: { module in ModelScreen(identity: AnyHashable(ScreenElement(module)), build: { module }) })
    }
}

/// The session's platform: the model, reached once it is attached.
@MainActor
private final class PlatformRelay: ScenePlatform {
    let corruption: SceneSessionBinding.Corruption
    private weak var model: SwiftUIModel?

    init(corruption: SceneSessionBinding.Corruption) {
        self.corruption = corruption
    }

    func attach(_ model: SwiftUIModel) { self.model = model }

    func show(_ change: FrameChange, _ publish: () -> Void, completion: @escaping @MainActor () -> Void) {
        guard let model else {
            publish()
            completion()
            return
        }
        model.platformShow(
            animated: change == .animated && !corruption.showsEveryFrameUnanimated,
            completesAtOnce: corruption.endsTransitionsAtOnce, publish,
            completion: { completion() })
    }

    func schedule(after delay: Duration, _ fire: @escaping @MainActor () -> Void) -> SceneTimer {
        let (whole, fraction) = delay.components
        let seconds = corruption.endsTransitionsAtOnce ? 0 : Double(whole) + Double(fraction) / 1e18
        guard let model else { return SceneTimer(cancel: {}) }
        let cancel = model.platformSchedule(after: seconds, { fire() })
        return SceneTimer(cancel: { cancel() })
    }
}
