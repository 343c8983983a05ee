#if canImport(UIKit) && os(iOS)
import SwiftUI
import UIKit

/// Renders a scene's navigation state with UIKit: the root stack in a
/// `UINavigationController`, a tab bar in a `UITabBarController` with a navigation
/// controller per tab, a split view in a `UISplitViewController` with a navigation
/// controller per column, each presented layer in a navigation controller of its own
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
/// or hand the host the navigation controller the app already has (a storyboard's
/// initial one) with ``init(root:container:navigation:installingIn:watchdogInterval:)``.
///
/// Routers drive it through the same navigation as a SwiftUI `RootView`. A change shows
/// one UIKit transition at a time, each waiting for the last one's completion; a single
/// push or pop on top of everything is animated, a replaced or restored stack is not
/// (``withoutAnimation(_:)`` turns it off for a change). The user's gestures write back:
/// a completed swipe back or back-button pop pops the stack, a sheet swiped down
/// dismisses its layer, a tab tapped selects it (a tap on the selected tab follows the
/// tab bar's reselection rule), the split view's collapse and its collapsed back button
/// clear what they pass, and an alert's button answers the alert; a cancelled swipe
/// changes nothing.
///
/// Every decision is the planner's: the host carries out what it asks and tells it what
/// UIKit reported. When a transition's completion does not come within the watchdog's
/// interval, the host reads its controllers and the planner goes on from there;
/// ``watchdogFirings`` counts it. In the background, and while its root is out of the
/// window, the host asks UIKit for nothing. ``navigationTrace(_:)`` logs each event,
/// decision and call.
///
/// A module that builds a ``ViewControllerScreen`` shows its own controller; any other
/// module's view is hosted in a `UIHostingController`. Each module appearance gets one
/// controller, made when it first shows and let go of when it leaves.
@MainActor
public final class NavigationHost {
    /// The scene's container, which modules resolve their assemblies through.
    public let container: Container
    /// The scene's navigation, which this host renders.
    public let navigation: NavigationService
    private let session: UIKitHostSession
    private let delegate: HostDelegate
    private let rootContainer = HostRootViewController()
    private let installedNavigationController: UINavigationController?
    private var navigationControllers: [StackID: UINavigationController] = [:]
    private var tabBarController: UITabBarController?
    private var splitViewController: UISplitViewController?
    private var controllers: [AnyModule.ID: UIViewController] = [:]
    private var appearances: [ObjectIdentifier: AnyModule.ID] = [:]
    private var alertController: (id: NavigationAlert.ID, controller: UIAlertController)?
    /// The navigation controller a call of the host's is changing, whose delegate calls
    /// are the call's, not the user's.
    private var commanded: StackID?
    private var hasAppeared = false
    /// Whether the root left the window it appeared in, with nothing presented over it.
    private var isOutOfWindow = false
    /// Whether the host told the planner that its scene is in the background.
    private var isInBackground = false
    /// The scene of the window the root was last in: its background and foreground are
    /// the host's.
    private weak var scene: UIWindowScene?
    private var sceneActivity: SceneActivityObserver?
    private var settleWaiters: [@MainActor () -> Void] = []

    /// The controller to install as the window's root view controller: the navigation
    /// controller the host was installed in, if any.
    public var rootViewController: UIViewController { installedNavigationController ?? rootContainer }

    /// How many times a transition's completion did not come in time and the host read
    /// its controllers to go on.
    public var watchdogFirings: Int { session.watchdogFirings }

    /// Creates the host of a scene.
    /// - Parameters:
    ///   - root: The module at the root of the root stack.
    ///   - container: The scene's container; its ``NavigationAssembly`` gives the
    ///     navigation, unless `navigation` is given.
    ///   - navigation: The navigation to render; by default the container's.
    ///   - navigationController: A navigation controller the app already shows (a
    ///     storyboard's initial one) to render the root stack in; its view controllers
    ///     are replaced. A tab bar or split view shows as its only child, its bar hidden.
    ///   - watchdogInterval: How long to wait for a transition's completion before
    ///     reading the controllers again.
    public init(
        root: some Module,
        container: Container,
        navigation: NavigationService? = nil,
        installingIn navigationController: UINavigationController? = nil,
        watchdogInterval: Duration = .seconds(2)
    ) {
        let navigation = navigation ?? container.resolve(NavigationAssembly.self).service()
        self.container = container
        self.navigation = navigation
        installedNavigationController = navigationController
        session = UIKitHostSession(root: AnyModule(root), navigation: navigation, watchdogInterval: watchdogInterval)
        delegate = HostDelegate()
        delegate.host = self
        navigationController?.delegate = delegate
        rootContainer.onAppearance = { [weak self] in self?.appeared() }
        session.output = { [weak self] output in self?.carryOut(output) }
        session.onSettle = { [weak self] in self?.settled() }
        sceneActivity = SceneActivityObserver { [weak self] scene, inBackground in
            self?.sceneActivityChanged(scene, inBackground: inBackground)
        }
        if let navigationController {
            // The app's navigation controller shows already: the host fills it now.
            session.handle(.loaded)
            WindowWatcher.install(in: navigationController.view) { [weak self] window in
                self?.windowChanged(window)
            }
            if navigationController.viewIfLoaded?.window != nil { appeared() }
        } else {
            // The root's controllers are made when the window loads the root: a tab bar
            // or split view the app sets up after making the host (as "Driving UIKit"
            // shows) is built without a throwaway root module's controller.
            rootContainer.onLoad = { [weak self] view in
                guard let self else { return }
                WindowWatcher.install(in: view) { [weak self] window in self?.windowChanged(window) }
                session.handle(.loaded)
            }
        }
    }

    /// Creates the host of one scene of an app that can show several: the scene gets a
    /// scope of the app's container that renews `renewed` (the navigation, by default).
    /// - Parameters:
    ///   - root: The module at the root of the root stack.
    ///   - container: The app's container.
    ///   - renewed: The assemblies each scene builds anew.
    public convenience init(
        root: some Module,
        sceneOf container: DependencyContainer,
        renewing renewed: [Assembly.Type] = [NavigationAssembly.self]
    ) {
        self.init(root: root, container: container.makeScope(renewing: renewed))
    }

    /// Makes the changes `change` asks for go to the screen without animation, as
    /// UIKit's `animated: false` did.
    /// - Parameter change: Navigation calls.
    public func withoutAnimation(_ change: () -> Void) {
        session.suppressAnimationsUntilSettled()
        change()
    }

    /// Runs `completion` once the screen shows the navigation's state, with no
    /// transition under way: at once if it does, as UIKit's `completion:` did.
    /// - Parameter completion: What to run.
    public func whenShown(_ completion: @escaping @MainActor () -> Void) {
        if session.planner.isSettled { return completion() }
        settleWaiters.append(completion)
    }

    /// The root appeared in a window: the first time, or again after it left one.
    private func appeared() {
        guard !hasAppeared || isOutOfWindow else { return }
        hasAppeared = true
        isOutOfWindow = false
        if let window = rootViewController.viewIfLoaded?.window { scene = window.windowScene }
        session.handle(.appeared)
        // The scene may have gone or come back while the root was elsewhere.
        if let scene {
            sceneActivityChanged(ObjectIdentifier(scene), inBackground: scene.activationState == .background)
        }
    }

    /// The root's view joined or left a window. It left the scene's window only when
    /// nothing is presented over it: a full-screen presentation takes the presenter's
    /// view out of the window too.
    private func windowChanged(_ window: UIWindow?) {
        if let window {
            scene = window.windowScene
            // An installed navigation controller gets no appearance callback of the host's.
            if isOutOfWindow, installedNavigationController != nil { appeared() }
            return
        }
        guard hasAppeared, !isOutOfWindow, rootViewController.presentedViewController == nil else { return }
        isOutOfWindow = true
        session.handle(.leftWindow)
    }

    private func sceneActivityChanged(_ changed: ObjectIdentifier, inBackground: Bool) {
        guard let scene, ObjectIdentifier(scene) == changed, inBackground != isInBackground else { return }
        isInBackground = inBackground
        session.handle(inBackground ? .enteredBackground : .enteredForeground)
    }

    /// Hands the session `trace`, which gets a line for every event, decision and call.
    func setTrace(_ trace: @escaping (String) -> Void) {
        session.trace = trace
    }

    private func settled() {
        let waiters = settleWaiters
        settleWaiters = []
        for waiter in waiters { waiter() }
    }

    // MARK: Controllers

    private func controller(for id: AnyModule.ID) -> UIViewController {
        if let controller = controllers[id] { return controller }
        let controller: UIViewController
        if let module = session.module(id) {
            let view = module.build(container: container)
            if let screen = view as? ViewControllerScreen {
                controller = screen.make()
            } else {
                controller = UIHostingController(rootView: AnyView(view))
            }
        } else {
            controller = UIViewController()
        }
        controllers[id] = controller
        appearances[ObjectIdentifier(controller)] = id
        return controller
    }

    private func ids(_ controllers: [UIViewController]) -> [AnyModule.ID] {
        controllers.compactMap { appearances[ObjectIdentifier($0)] }
    }

    private func container(of navigationController: UINavigationController) -> StackID? {
        navigationControllers.first { $0.value === navigationController }?.key
    }

    /// Lets go of the controllers UIKit no longer shows; UIKit keeps those still
    /// animating out until their transition ends.
    private func releaseControllers() {
        let kept = Set(session.shown.allViewControllers + session.planner.target.allViewControllers)
        for (id, controller) in controllers where !kept.contains(id) {
            controllers[id] = nil
            appearances[ObjectIdentifier(controller)] = nil
        }
    }

    private var topmostController: UIViewController {
        var top = rootViewController
        while let presented = top.presentedViewController, !presented.isBeingDismissed { top = presented }
        return top
    }

    // MARK: Outputs

    private func carryOut(_ output: UIKitOutput) {
        switch output {
        case .call(let call, let step):
            let done: () -> Void = { [weak self] in
                guard let self else { return }
                commanded = nil
                session.handle(.completed(step: step))
                releaseControllers()
            }
            // A transition the host did not start (an alert dismissing itself before its
            // handler runs) would drop the call. It is not made: the planner plans again
            // once that transition ends, from the state as it is then. A coordinator that
            // takes no completion (its transition is finishing) is asked again at the next
            // turn of the main queue, never in the same turn, so the call cannot come back
            // to it without end.
            if let coordinator = topmostController.transitionCoordinator {
                session.handle(.callHeldBack(step: step))
                let waits = coordinator.animate(alongsideTransition: nil) { [weak self] _ in
                    self?.session.handle(.foreignTransitionEnded)
                }
                if !waits {
                    Task { @MainActor [weak self] in self?.session.handle(.foreignTransitionEnded) }
                }
            } else {
                run(call, then: done)
            }
        case .startWatchdog(let step, let interval):
            Task { @MainActor [weak self] in
                try? await Task.sleep(for: interval)
                guard let self, session.planner.call?.step == step else { return }
                session.handle(.watchdogFired(step: step, showing: readShown()))
                releaseControllers()
            }
        }
    }

    private func run(_ call: UIKitCall, then done: @escaping () -> Void) {
        switch call {
        case .setRoot(let root):
            setRoot(root)
            done()
        case .setViewControllers(let ids, let container, let animated):
            guard let navigationController = navigationControllers[container] else { return done() }
            commanded = container
            navigationController.setViewControllers(ids.map(controller(for:)), animated: animated)
            if animated, let coordinator = navigationController.transitionCoordinator {
                coordinator.animate(alongsideTransition: nil) { _ in done() }
            } else {
                done()
            }
        case .present(let layer, let animated):
            let navigationController = makeNavigationController(for: layer)
            navigationControllers[.layer(layer.layer)] = navigationController
            topmostController.present(navigationController, animated: animated, completion: done)
        case .dismiss(let layer, let animated):
            let presenter = layer == .root ? rootViewController : navigationControllers[.layer(layer)]
            guard let presenter, presenter.presentedViewController != nil else { return done() }
            alertController = nil
            presenter.dismiss(animated: animated, completion: done)
            let kept = Set(session.shown.presented.map { StackID.layer($0.layer) })
            navigationControllers = navigationControllers.filter {
                if case .layer(.presented) = $0.key { return kept.contains($0.key) }
                return true
            }
        case .setTabs(let tabs, let selected, let animated):
            guard let tabBarController else { return done() }
            let old = navigationControllers
            navigationControllers = navigationControllers.filter {
                if case .tab = $0.key { return false }
                return true
            }
            let tabControllers = tabs.map { tab in
                let navigationController = old[.tab(tab.id)] ?? makeTabNavigationController()
                navigationController.setViewControllers(tab.viewControllers.map(controller(for:)), animated: false)
                navigationController.tabBarItem = navigationController.viewControllers.first?.tabBarItem
                navigationControllers[.tab(tab.id)] = navigationController
                return navigationController
            }
            tabBarController.setViewControllers(tabControllers, animated: animated)
            tabBarController.selectedViewController = navigationControllers[.tab(selected)]
            done()
        case .selectTab(let id):
            tabBarController?.selectedViewController = navigationControllers[.tab(id)]
            done()
        case .showColumn(let column):
            splitViewController?.show(column.uiColumn)
            done()
        case .presentAlert(let alert, let animated):
            let controller = makeAlertController(for: alert)
            alertController = (alert.id, controller)
            topmostController.present(controller, animated: animated, completion: done)
        case .dismissAlert(let id, let animated):
            guard let shown = alertController, shown.id == id, shown.controller.presentingViewController != nil
            else { return done() }
            alertController = nil
            shown.controller.dismiss(animated: animated, completion: done)
        }
    }

    private func setRoot(_ root: UIKitRoot) {
        navigationControllers = [:]
        tabBarController = nil
        splitViewController = nil
        let controller: UIViewController
        switch root {
        case .navigation(let ids):
            let navigationController = installedNavigationController ?? makeTabNavigationController()
            navigationControllers[.layer(.root)] = navigationController
            navigationController.setViewControllers(ids.map(controller(for:)), animated: false)
            controller = navigationController
        case .tabBar(let tabs, let selected):
            let tabBarController = UITabBarController()
            tabBarController.delegate = delegate
            self.tabBarController = tabBarController
            let tabControllers = tabs.map { tab in
                let navigationController = makeTabNavigationController()
                navigationController.setViewControllers(tab.viewControllers.map(controller(for:)), animated: false)
                navigationController.tabBarItem = navigationController.viewControllers.first?.tabBarItem
                navigationControllers[.tab(tab.id)] = navigationController
                return navigationController
            }
            tabBarController.setViewControllers(tabControllers, animated: false)
            tabBarController.selectedViewController = navigationControllers[.tab(selected)]
            controller = tabBarController
        case .split(let split):
            let splitViewController = UISplitViewController(
                style: split.style == .twoColumns ? .doubleColumn : .tripleColumn)
            splitViewController.delegate = delegate
            self.splitViewController = splitViewController
            for column in SplitColumn.allCases where column != .supplementary || split.style == .threeColumns {
                let navigationController = makeTabNavigationController()
                navigationController.setViewControllers(
                    (split.columns[column] ?? []).map(controller(for:)), animated: false)
                navigationControllers[.column(column)] = navigationController
                splitViewController.setViewController(navigationController, for: column.uiColumn)
            }
            controller = splitViewController
        }
        if let installedNavigationController {
            guard controller !== installedNavigationController else { return }
            installedNavigationController.setNavigationBarHidden(true, animated: false)
            installedNavigationController.setViewControllers([controller], animated: false)
        } else {
            rootContainer.show(controller)
        }
    }

    /// What UIKit shows, read from the controllers.
    private func readShown() -> UIKitShown {
        let root: UIKitRoot
        if let tabBarController {
            let tabs = (tabBarController.viewControllers ?? []).compactMap { controller -> UIKitTab? in
                guard let navigationController = controller as? UINavigationController,
                    case .tab(let id)? = container(of: navigationController)
                else { return nil }
                return UIKitTab(id: id, viewControllers: ids(navigationController.viewControllers))
            }
            let selected = (tabBarController.selectedViewController as? UINavigationController)
                .flatMap(container(of:))
            if case .tab(let id)? = selected {
                root = .tabBar(tabs, selected: id)
            } else {
                root = .tabBar(tabs, selected: tabs.first?.id ?? session.planner.root.id)
            }
        } else if let splitViewController {
            var columns: [SplitColumn: [AnyModule.ID]] = [:]
            for (container, navigationController) in navigationControllers {
                if case .column(let column) = container { columns[column] = ids(navigationController.viewControllers) }
            }
            root = .split(
                UIKitSplit(
                    style: splitViewController.style == .tripleColumn ? .threeColumns : .twoColumns, columns: columns))
        } else {
            root = .navigation(navigationControllers[.layer(.root)].map { ids($0.viewControllers) } ?? [])
        }
        var presented: [UIKitPresentedLayer] = []
        var alert: NavigationAlert.ID?
        var current = rootViewController.presentedViewController
        while let controller = current {
            if let navigationController = controller as? HostNavigationController,
                let style = navigationController.style,
                case .layer(let layer)? = container(of: navigationController)
            {
                presented.append(
                    UIKitPresentedLayer(
                        layer: layer, style: style, viewControllers: ids(navigationController.viewControllers)))
            } else if let shown = alertController, controller === shown.controller {
                alert = shown.id
            }
            current = controller.presentedViewController
        }
        return UIKitShown(
            root: root, isCollapsed: splitViewController?.isCollapsed ?? false, presented: presented, alert: alert)
    }

    // MARK: Building controllers

    private func makeTabNavigationController() -> HostNavigationController {
        let navigationController = HostNavigationController(style: nil)
        navigationController.delegate = delegate
        return navigationController
    }

    private func makeNavigationController(for layer: UIKitPresentedLayer) -> HostNavigationController {
        let navigationController = HostNavigationController(style: layer.style)
        navigationController.delegate = delegate
        navigationController.setViewControllers(layer.viewControllers.map(controller(for:)), animated: false)
        switch layer.style {
        case .sheet(let options):
            navigationController.modalPresentationStyle = .pageSheet
            navigationController.isModalInPresentation = !options.allowsInteractiveDismiss
            if let sheet = navigationController.sheetPresentationController {
                let height = rootViewController.view.window?.bounds.height ?? rootViewController.view.bounds.height
                SheetConfiguration(options).apply(to: sheet, maximumHeight: Double(height))
            }
        case .popup(let options):
            navigationController.modalPresentationStyle = .overFullScreen
            navigationController.modalTransitionStyle = .crossDissolve
            navigationController.view.backgroundColor =
                options.dimsBackground ? UIColor.black.withAlphaComponent(0.4) : .clear
            navigationController.viewControllers.first?.view.backgroundColor = .clear
            navigationController.setNavigationBarHidden(layer.viewControllers.count == 1, animated: false)
            if options.dismissesOnTapOutside {
                navigationController.onTapOutside = { [weak self] in
                    self?.session.handle(.tappedOutside(layer.layer))
                }
            }
        case .modal:
            navigationController.modalPresentationStyle = .fullScreen
        }
        navigationController.presentationController?.delegate = delegate
        return navigationController
    }

    private func makeAlertController(for alert: NavigationAlert) -> UIAlertController {
        let controller = UIAlertController(title: alert.title, message: alert.message, preferredStyle: .alert)
        for (index, button) in alert.buttons.enumerated() {
            let style: UIAlertAction.Style =
                switch button.role {
                case .cancel?: .cancel
                case .destructive?: .destructive
                case nil: .default
                }
            controller.addAction(
                UIAlertAction(title: button.title, style: style) { [weak self] _ in
                    guard let self else { return }
                    if alertController?.id == alert.id { alertController = nil }
                    session.handle(.alertAnswered(alert.id, button: index))
                    releaseControllers()
                })
        }
        return controller
    }

    // MARK: UIKit's callbacks

    fileprivate func navigationControllerWillShow(_ navigationController: UINavigationController) {
        // A popup shows its navigation bar only once it pushes, so that a pushed screen has
        // its back button, and hides it again back at its root.
        if let popup = navigationController as? HostNavigationController, case .popup? = popup.style {
            popup.setNavigationBarHidden(popup.viewControllers.count <= 1, animated: true)
        }
        guard let container = container(of: navigationController), container != commanded,
            let shown = session.shown.viewControllers(of: container),
            navigationController.viewControllers.count < shown.count,
            let coordinator = navigationController.transitionCoordinator
        else { return }
        session.handle(.userPopBegan(container))
        coordinator.animate(alongsideTransition: nil) { [weak self, weak navigationController] context in
            guard let self, let navigationController else { return }
            if context.isCancelled {
                session.handle(.userPopCancelled(container))
            } else {
                session.handle(.userPopFinished(container, viewControllers: ids(navigationController.viewControllers)))
            }
        }
    }

    fileprivate func navigationControllerDidShow(_ navigationController: UINavigationController) {
        if navigationController === installedNavigationController { appeared() }
        guard let container = container(of: navigationController) else { return }
        session.handle(.didShow(container, viewControllers: ids(navigationController.viewControllers)))
        releaseControllers()
    }

    fileprivate func dismissalBegan(_ presentationController: UIPresentationController) {
        guard let navigationController = presentationController.presentedViewController as? UINavigationController,
            case .layer(let layer)? = container(of: navigationController)
        else { return }
        session.handle(.dismissalBegan(layer))
        // A sheet let go springs back up: the swipe ends when its transition does, not when
        // the finger lifts, or the next call would wait for the spring back and run against
        // the state as it was at the lift.
        presentationController.presentedViewController.transitionCoordinator?.animate(alongsideTransition: nil) {
            [weak self] context in
            if context.isCancelled { self?.session.handle(.dismissalCancelled(layer)) }
        }
    }

    fileprivate func dismissalEnded(_ presentationController: UIPresentationController) {
        guard let navigationController = presentationController.presentedViewController as? UINavigationController,
            case .layer(let layer)? = container(of: navigationController)
        else { return }
        session.handle(.didDismiss(layer))
        releaseControllers()
    }

    fileprivate func tabShouldSelect(_ controller: UIViewController) -> Bool {
        guard let navigationController = controller as? UINavigationController,
            case .tab(let id)? = container(of: navigationController)
        else { return true }
        guard controller === tabBarController?.selectedViewController else { return true }
        // UIKit would pop the tab to its root itself: the state's reselection rule decides.
        session.handle(.tabReselected(id))
        return false
    }

    fileprivate func tabDidSelect(_ controller: UIViewController) {
        guard let navigationController = controller as? UINavigationController,
            case .tab(let id)? = container(of: navigationController)
        else { return }
        session.handle(.tabSelected(id))
    }

    fileprivate func splitCollapsed(_ collapsed: Bool) {
        session.handle(collapsed ? .splitCollapsed : .splitExpanded)
    }
}

extension SplitColumn {
    fileprivate var uiColumn: UISplitViewController.Column {
        switch self {
        case .primary: .primary
        case .supplementary: .supplementary
        case .secondary: .secondary
        case .compact: .compact
        }
    }
}

/// The window's root controller when the host was not installed in a navigation
/// controller: it shows the root the planner asks for as its one child, so that the
/// window keeps one root while the state goes from a stack to a tab bar or a split view.
@MainActor
private final class HostRootViewController: UIViewController {
    /// Called once the view loads, with it.
    var onLoad: ((UIView) -> Void)?
    /// Called at each `viewDidAppear`.
    var onAppearance: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        let load = onLoad
        onLoad = nil
        load?(view)
    }

    func show(_ controller: UIViewController) {
        for child in children {
            child.willMove(toParent: nil)
            child.view.removeFromSuperview()
            child.removeFromParent()
        }
        addChild(controller)
        controller.view.frame = view.bounds
        controller.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(controller.view)
        controller.didMove(toParent: self)
    }

    override var childForStatusBarStyle: UIViewController? { children.first }
    override var childForHomeIndicatorAutoHidden: UIViewController? { children.first }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        onAppearance?()
    }
}

/// A hidden view in the root's view that reports each window it moves to, or `nil` when
/// it leaves one.
@MainActor
private final class WindowWatcher: UIView {
    var onWindowChange: ((UIWindow?) -> Void)?

    static func install(in view: UIView, _ onWindowChange: @escaping (UIWindow?) -> Void) {
        let watcher = WindowWatcher(frame: .zero)
        watcher.isHidden = true
        watcher.isUserInteractionEnabled = false
        watcher.onWindowChange = onWindowChange
        view.addSubview(watcher)
    }

    override func didMoveToWindow() {
        super.didMoveToWindow()
        onWindowChange?(window)
    }
}

/// Hears every scene's `didEnterBackground` and `willEnterForeground`, and tells the host,
/// which keeps its own scene's.
private final class SceneActivityObserver {
    private var tokens: [any NSObjectProtocol] = []

    init(_ onChange: @escaping @MainActor @Sendable (ObjectIdentifier, _ inBackground: Bool) -> Void) {
        let center = NotificationCenter.default
        let names = [
            (UIScene.didEnterBackgroundNotification, true), (UIScene.willEnterForegroundNotification, false),
        ]
        for (name, inBackground) in names {
            tokens.append(
                center.addObserver(forName: name, object: nil, queue: .main) { notification in
                    guard let scene = notification.object as AnyObject? else { return }
                    let id = ObjectIdentifier(scene)
                    MainActor.assumeIsolated { onChange(id, inBackground) }
                })
        }
    }

    deinit {
        for token in tokens { NotificationCenter.default.removeObserver(token) }
    }
}

/// The delegate of a host's controllers, kept apart so the host's API holds no
/// Objective-C protocol methods.
@MainActor
private final class HostDelegate: NSObject, UINavigationControllerDelegate,
    UIAdaptivePresentationControllerDelegate, UITabBarControllerDelegate, UISplitViewControllerDelegate
{
    weak var host: NavigationHost?

    func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
    ) {
        host?.navigationControllerWillShow(navigationController)
    }

    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {
        host?.navigationControllerDidShow(navigationController)
    }

    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
        host?.dismissalBegan(presentationController)
    }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        host?.dismissalEnded(presentationController)
    }

    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController)
        -> Bool
    {
        host?.tabShouldSelect(viewController) ?? true
    }

    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        host?.tabDidSelect(viewController)
    }

    func splitViewControllerDidCollapse(_ splitViewController: UISplitViewController) {
        host?.splitCollapsed(true)
    }

    func splitViewControllerDidExpand(_ splitViewController: UISplitViewController) {
        host?.splitCollapsed(false)
    }
}
#endif
