#if canImport(UIKit) && os(iOS)
import SwiftUI
import UIKit

/// Renders a scene's navigation state with UIKit: the root stack in a
/// `UINavigationController`, each presented layer in a navigation controller of its own
/// (full screen, a sheet with its detents, or a popup that cross-dissolves over the
/// context), and the alert queue's head as a `UIAlertController`.
///
/// Install ``rootViewController`` in the scene's window:
///
/// ```swift
/// let host = NavigationHost(root: .Main, sceneOf: container)
/// window.rootViewController = host.rootViewController
/// ```
///
/// Routers drive it through the same navigation as a SwiftUI `RootView`. A change shows
/// one UIKit transition at a time, each waiting for the last one's completion; a single
/// push or pop on the topmost layer is animated, a replaced or restored stack is not.
/// The user's gestures write back: a completed swipe back or back-button pop pops the
/// layer's stack, a sheet swiped down dismisses its layer, and an alert's button answers
/// the alert; a cancelled swipe changes nothing.
///
/// A module that builds a ``ViewControllerScreen`` shows its own controller; any other
/// module's view is hosted in a `UIHostingController`. Each module appearance gets one
/// controller, made when it first shows and let go of when it leaves.
///
/// The root layer shows the root stack; with a tab bar in the state, the selected tab's
/// module and stack (the host draws no tab bar); with a split view, its collapsed stack:
/// the sidebar, then the selected columns and the detail stack.
@MainActor
public final class NavigationHost {
    /// The scene's container, which modules resolve their assemblies through.
    public let container: Container
    /// The scene's navigation, which this host renders.
    public let navigation: NavigationService
    private let session: UIKitHostSession
    private let rootNavigationController: HostNavigationController
    private let delegate: HostDelegate
    private var navigationControllers: [LayerID: HostNavigationController] = [:]
    private var controllers: [AnyModule.ID: UIViewController] = [:]
    private var modules: [ObjectIdentifier: AnyModule] = [:]
    private var alertController: (alert: NavigationAlert, controller: UIAlertController)?
    /// The navigation controller a command of the host's is changing, whose delegate
    /// calls are the command's, not the user's.
    private var commandedNavigationController: HostNavigationController?
    private var pendingDismissals: [LayerID: Int] = [:]

    /// The controller to install as the window's root view controller.
    public var rootViewController: UIViewController { rootNavigationController }

    /// Creates the host of a scene.
    /// - Parameters:
    ///   - root: The module at the root of the root layer.
    ///   - container: The scene's container; its ``NavigationAssembly`` gives the
    ///     navigation, unless `navigation` is given.
    ///   - navigation: The navigation to render; by default the container's.
    public init(root: some Module, container: Container, navigation: NavigationService? = nil) {
        let navigation = navigation ?? container.resolve(NavigationAssembly.self).service()
        self.container = container
        self.navigation = navigation
        session = UIKitHostSession(root: AnyModule(root), navigation: navigation)
        rootNavigationController = HostNavigationController(layer: .root, style: nil)
        delegate = HostDelegate()
        delegate.host = self
        navigationControllers[.root] = rootNavigationController
        rootNavigationController.delegate = delegate
        rootNavigationController.setViewControllers(
            session.shown.layers[0].modules.map(controller(for:)), animated: false)
        rootNavigationController.onFirstAppearance = { [weak self] in self?.session.appeared() }
        session.perform = { [weak self] step, command in self?.perform(step, command) }
    }

    /// Creates the host of one scene of an app that can show several: the scene gets a
    /// scope of the app's container that renews `renewed` (the navigation, by default).
    /// - Parameters:
    ///   - root: The module at the root of the root layer.
    ///   - container: The app's container.
    ///   - renewed: The assemblies each scene builds anew.
    public convenience init(
        root: some Module,
        sceneOf container: DependencyContainer,
        renewing renewed: [Assembly.Type] = [NavigationAssembly.self]
    ) {
        self.init(root: root, container: container.makeScope(renewing: renewed))
    }

    // MARK: Controllers

    private func controller(for module: AnyModule) -> UIViewController {
        if let controller = controllers[module.id] { return controller }
        let view = module.build(container: container)
        let controller: UIViewController
        if let screen = view as? ViewControllerScreen {
            controller = screen.make()
        } else {
            controller = UIHostingController(rootView: AnyView(view))
        }
        controllers[module.id] = controller
        modules[ObjectIdentifier(controller)] = module
        return controller
    }

    private func module(of controller: UIViewController) -> AnyModule? {
        modules[ObjectIdentifier(controller)]
    }

    /// Lets go of the controllers of the modules and layers UIKit no longer shows; UIKit
    /// keeps those still animating out until their transition ends.
    private func releaseControllers() {
        let shown = session.shown
        // The tabs that are not selected keep their screens, as a tab bar controller does.
        let ids = Set(shown.layers.flatMap { $0.modules.map(\.id) } + navigation.state.visibleModules.map(\.id))
        for (id, controller) in controllers where !ids.contains(id) {
            controllers[id] = nil
            modules[ObjectIdentifier(controller)] = nil
        }
        let layers = Set(shown.layers.map(\.id))
        navigationControllers = navigationControllers.filter { layers.contains($0.key) }
    }

    private var topmostController: UIViewController {
        var top: UIViewController = rootNavigationController
        while let presented = top.presentedViewController, !presented.isBeingDismissed { top = presented }
        return top
    }

    // MARK: Commands

    private func perform(_ step: Int, _ command: UIKitCommand) {
        let done: () -> Void = { [weak self] in
            guard let self else { return }
            commandedNavigationController = nil
            session.transitionEnded(step: step)
        }
        // A transition the host did not start (an alert dismissing itself before its
        // handler runs) would drop the command: it waits for that one's end.
        if let coordinator = topmostController.transitionCoordinator {
            coordinator.animate(alongsideTransition: nil) { [weak self] _ in self?.run(command, then: done) }
        } else {
            run(command, then: done)
        }
        releaseControllers()
        watch(step)
    }

    private func run(_ command: UIKitCommand, then done: @escaping () -> Void) {
        switch command {
        case .setViewControllers(let modules, let layer, let animated):
            guard let navigationController = navigationControllers[layer] else { return done() }
            commandedNavigationController = navigationController
            navigationController.setViewControllers(modules.map(controller(for:)), animated: animated)
            if animated, let coordinator = navigationController.transitionCoordinator {
                coordinator.animate(alongsideTransition: nil) { _ in done() }
            } else {
                done()
            }
        case .present(let layer, let animated):
            let navigationController = makeNavigationController(for: layer)
            navigationControllers[layer.id] = navigationController
            topmostController.present(navigationController, animated: animated, completion: done)
        case .dismiss(let layer, let animated):
            guard let presenter = navigationControllers[layer], presenter.presentedViewController != nil else {
                return done()
            }
            alertController = nil
            presenter.dismiss(animated: animated, completion: done)
        case .presentAlert(let alert):
            let controller = makeAlertController(for: alert)
            alertController = (alert, controller)
            topmostController.present(controller, animated: true, completion: done)
        case .dismissAlert(let id):
            guard let shown = alertController, shown.alert.id == id, shown.controller.presentingViewController != nil
            else { return done() }
            alertController = nil
            shown.controller.dismiss(animated: true, completion: done)
        }
    }

    /// Reads what UIKit shows when a command's completion has not come in two seconds (a
    /// transition UIKit dropped), and plans again from there.
    private func watch(_ step: Int) {
        Task { @MainActor [weak self] in
            try? await Task.sleep(for: .seconds(2))
            guard let self, session.planner.transition?.step == step else { return }
            session.resynchronize(with: hierarchy())
            // A gesture of the user's is under way: reading the controllers now would race
            // it, so look again once more time has passed.
            if session.planner.transition?.step == step {
                watch(step)
            } else {
                releaseControllers()
            }
        }
    }

    /// What UIKit shows, read from the controllers.
    private func hierarchy() -> UIKitHierarchy {
        var layers: [UIKitHierarchy.Layer] = []
        var alert: NavigationAlert?
        var current: UIViewController? = rootNavigationController
        while let controller = current {
            if let navigationController = controller as? HostNavigationController {
                layers.append(
                    UIKitHierarchy.Layer(
                        id: navigationController.layer, style: navigationController.style,
                        modules: navigationController.viewControllers.compactMap(module(of:))))
            } else if let shown = alertController, controller === shown.controller {
                alert = shown.alert
            }
            current = controller.presentedViewController
        }
        return UIKitHierarchy(layers: layers, alert: alert)
    }

    // MARK: Building presentations

    private func makeNavigationController(for layer: UIKitHierarchy.Layer) -> HostNavigationController {
        let navigationController = HostNavigationController(layer: layer.id, style: layer.style)
        navigationController.delegate = delegate
        navigationController.setViewControllers(layer.modules.map(controller(for:)), animated: false)
        switch layer.style {
        case .sheet(let options)?:
            navigationController.modalPresentationStyle = .pageSheet
            navigationController.isModalInPresentation = !options.allowsInteractiveDismiss
            if let sheet = navigationController.sheetPresentationController {
                SheetConfiguration(options).apply(to: sheet)
            }
        case .popup(let options)?:
            navigationController.modalPresentationStyle = .overFullScreen
            navigationController.modalTransitionStyle = .crossDissolve
            navigationController.view.backgroundColor =
                options.dimsBackground ? UIColor.black.withAlphaComponent(0.4) : .clear
            navigationController.viewControllers.first?.view.backgroundColor = .clear
            navigationController.setNavigationBarHidden(layer.modules.count == 1, animated: false)
        case .modal?, nil:
            navigationController.modalPresentationStyle = .fullScreen
        }
        navigationController.presentationController?.delegate = delegate
        return navigationController
    }

    private func makeAlertController(for alert: NavigationAlert) -> UIAlertController {
        let controller = UIAlertController(title: alert.title, message: alert.message, preferredStyle: .alert)
        for button in alert.buttons {
            let style: UIAlertAction.Style =
                switch button.role {
                case .cancel?: .cancel
                case .destructive?: .destructive
                case nil: .default
                }
            controller.addAction(
                UIAlertAction(title: button.title, style: style) { [weak self] _ in
                    guard let self else { return }
                    if alertController?.alert.id == alert.id { alertController = nil }
                    session.answer(alert, with: button)
                    releaseControllers()
                })
        }
        return controller
    }

    // MARK: The user's transitions

    fileprivate func navigationControllerWillShow(_ navigationController: UINavigationController) {
        // A popup shows its navigation bar only once it pushes, so that a pushed screen has
        // its back button, and hides it again back at its root.
        if let popup = navigationController as? HostNavigationController, case .popup? = popup.style {
            popup.setNavigationBarHidden(popup.viewControllers.count <= 1, animated: true)
        }
        guard let navigationController = navigationController as? HostNavigationController,
            navigationController !== commandedNavigationController,
            let shownLayer = session.shown.layers.first(where: { $0.id == navigationController.layer }),
            navigationController.viewControllers.count < shownLayer.modules.count
        else { return }
        let token = session.userTransitionBegan(.pop(navigationController.layer))
        let top = shownLayer.modules.last?.id
        guard let coordinator = navigationController.transitionCoordinator else {
            return popEnded(navigationController, token: token, top: top)
        }
        coordinator.animate(alongsideTransition: nil) { [weak self] context in
            guard let self else { return }
            if context.isCancelled {
                session.userPopCancelled(token: token)
            } else {
                let from = context.viewController(forKey: .from).flatMap(module(of:))?.id
                popEnded(navigationController, token: token, top: from ?? top)
            }
        }
    }

    private func popEnded(_ navigationController: HostNavigationController, token: Int, top: AnyModule.ID?) {
        let kept = navigationController.viewControllers.compactMap(module(of:)).map(\.id)
        if let top {
            session.userPopEnded(token: token, kept: kept, poppedTop: top)
        } else {
            session.userPopCancelled(token: token)
        }
        releaseControllers()
    }

    fileprivate func dismissalBegan(_ presentationController: UIPresentationController) {
        guard let layer = (presentationController.presentedViewController as? HostNavigationController)?.layer
        else { return }
        // A swipe whose cancellation was never reported (no transition coordinator) ends
        // as cancelled when the next one begins, so it cannot hold planning forever.
        if let orphaned = pendingDismissals.removeValue(forKey: layer) {
            session.userDismissalEnded(token: orphaned, completed: false)
        }
        let token = session.userTransitionBegan(.dismissal(layer))
        pendingDismissals[layer] = token
        presentationController.presentedViewController.transitionCoordinator?.notifyWhenInteractionChanges {
            [weak self] context in
            guard let self, context.isCancelled, pendingDismissals[layer] == token else { return }
            pendingDismissals[layer] = nil
            session.userDismissalEnded(token: token, completed: false)
        }
    }

    fileprivate func dismissalEnded(_ presentationController: UIPresentationController) {
        guard let layer = (presentationController.presentedViewController as? HostNavigationController)?.layer
        else { return }
        let token = pendingDismissals.removeValue(forKey: layer) ?? session.userTransitionBegan(.dismissal(layer))
        session.userDismissalEnded(token: token, completed: true)
        releaseControllers()
    }
}

/// The delegate of a host's navigation and presentation controllers, kept apart so the
/// host's API holds no Objective-C protocol methods.
@MainActor
private final class HostDelegate: NSObject, UINavigationControllerDelegate, UIAdaptivePresentationControllerDelegate {
    weak var host: NavigationHost?

    func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
    ) {
        host?.navigationControllerWillShow(navigationController)
    }

    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
        host?.dismissalBegan(presentationController)
    }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        host?.dismissalEnded(presentationController)
    }
}
#endif
