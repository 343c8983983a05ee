// Device-only: type-checks against the iOS 17.4 SDK, but has not run here.
#if canImport(SwiftUI) && os(iOS)
import SwiftUI
import UIKit

/// What a scene's session renders on, on iOS: it shows frames in SwiftUI transactions,
/// keeps time with tasks, and reads what UIKit shows from the scene's window.
///
/// One is made per scene, with its session (``ScreenSessionOwner``). The controllers
/// the renderer places in the scene's content register here, weakly: each presented
/// layer's reporter (``LayerReporter``), each stack's anchor (``StackAnchor``), and each
/// alert controller the renderer presents (``AlertPresenter``). A reading tells the
/// renderer's own controllers from any other by these registrations alone.
@MainActor
final class SwiftUIScenePlatform: ScenePlatform {
    /// The stacks the latest frame shows; the owner sets it once the session exists.
    var shownStacks: () -> [StackID] = { [] }
    /// The scene's window, as the last registered controller in one saw it.
    private weak var window: UIWindow?
    private var layers: [Weak<LayerReporter.Controller>] = []
    private var stacks: [StackID: Weak<StackAnchor.Controller>] = [:]
    private var alerts: [(controller: Weak<UIAlertController>, id: NavigationAlert.ID)] = []

    /// Publishes a frame with SwiftUI's default animation, or with animations disabled.
    /// Nothing is concluded from the change's end: UIKit reports it.
    func show(_ change: FrameChange, _ publish: () -> Void) {
        switch change {
        case .animated:
            withAnimation(.default, publish)
        case .unanimated:
            // Only a transaction that disables animations keeps a cover from sliding up
            // (`Binding.transaction` and `withAnimation(nil)` do not).
            var transaction = Transaction()
            transaction.disablesAnimations = true
            withTransaction(transaction, publish)
        }
    }

    /// Calls `fire` on the main actor after `delay`, unless cancelled first.
    func schedule(after delay: Duration, _ fire: @escaping @MainActor () -> Void) -> SceneTimer {
        let task = Task { @MainActor in
            try? await Task.sleep(for: delay)
            guard !Task.isCancelled else { return }
            fire()
        }
        return SceneTimer { task.cancel() }
    }

    // MARK: Registrations

    /// Notes the window a registered controller's view is in.
    func saw(_ window: UIWindow?) {
        if let window { self.window = window }
    }

    /// Registers the reporter of a presented layer's content.
    func register(_ reporter: LayerReporter.Controller) {
        layers.removeAll { $0.object == nil || $0.object === reporter }
        layers.append(Weak(reporter))
    }

    /// Registers the anchor placed in the root content of stack `id`: the latest
    /// registered stands for the stack.
    func register(_ anchor: StackAnchor.Controller, for id: StackID) {
        stacks = stacks.filter { $0.value.object != nil && $0.value.object !== anchor }
        stacks[id] = Weak(anchor)
    }

    /// Registers an alert controller the renderer presents for alert `id`.
    func register(_ alert: UIAlertController, for id: NavigationAlert.ID) {
        alerts.removeAll { $0.controller.object == nil }
        alerts.append((Weak(alert), id))
    }

    // MARK: Reading

    /// What UIKit shows: the `presentedViewController` chain over the window's root
    /// controller, and the navigation controller of each stack the frame shows that an
    /// anchor found. `nil` until a registered controller has been in a window.
    func read() -> SceneReading? {
        guard let root = currentWindow?.rootViewController else { return nil }
        var presented: [SceneReading.Presented] = []
        var next = root.presentedViewController
        while let controller = next {
            presented.append(SceneReading.Presented(content(of: controller), controller.presentationMotion))
            next = controller.presentedViewController
        }
        var readStacks: [StackID: SceneReading.Stack] = [:]
        for id in shownStacks() {
            guard let anchor = stacks[id]?.object, let found = anchor.shownIn,
                let index = found.navigation.viewControllers.firstIndex(where: { $0 === found.item })
            else { continue }
            readStacks[id] = SceneReading.Stack(
                pushed: found.navigation.viewControllers.count - 1 - index,
                isTransitioning: found.navigation.transitionCoordinator != nil)
        }
        return SceneReading(presented: presented, stacks: readStacks)
    }

    /// The window noted, or else the one any registered controller's view is in.
    private var currentWindow: UIWindow? {
        if let window { return window }
        let views =
            layers.compactMap { $0.object?.viewIfLoaded } + stacks.values.compactMap { $0.object?.viewIfLoaded }
        window = views.lazy.compactMap(\.window).first
        return window
    }

    /// What a presented controller is: the renderer's alert controller, the presented
    /// controller holding a layer's reporter, or something else.
    private func content(of controller: UIViewController) -> SceneReading.Content {
        if controller is UIAlertController,
            let alert = alerts.first(where: { $0.controller.object === controller })
        {
            return .alert(alert.id)
        }
        let reporter = layers.lazy.compactMap(\.object).first { $0.presentationRoot === controller }
        return reporter.map { .layer($0.layer) } ?? .other
    }
}

extension ScreenSession {
    /// The platform of a session ``RootView`` made; `nil` for any other.
    var scenePlatform: SwiftUIScenePlatform? {
        platform as? SwiftUIScenePlatform
    }
}

extension SceneFrame {
    /// The stacks the frame's layers on screen show: each layer's, each tab's, and the
    /// split view's detail column's.
    var stackIDs: [StackID] {
        layers.flatMap { layer -> [StackID] in
            switch layer.content {
            case .stack(let stack): [stack.id]
            case .tabs(let tabs): tabs.tabs.map(\.id)
            case .split(let split): [split.detail.id]
            }
        }
    }
}
#endif
