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
/// or hand the host the navigation controller or tab bar controller the app already has
/// (a storyboard's initial one) with
/// ``init(root:container:navigation:installingIn:makeNavigationController:watchdogInterval:)``.
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
/// its trace has a `watchdog` line for it. In the background, and while its root is out of the
/// window, the host asks UIKit for nothing. ``navigationTrace(_:)`` logs each event,
/// decision and call.
///
/// A module that builds a ``ViewControllerScreen`` shows its own controller; any other
/// module's view is hosted in a `UIHostingController`. Each module appearance gets one
/// controller, made when it first shows and let go of when it leaves.
///
/// A tab's bar item is the one its root module declares (``TabItemModule``), read again
/// as it changes; else, in a tab bar controller the host was installed in, the
/// storyboard's item of the tab at the same place; else the `tabBarItem` of the tab's
/// root controller, read again each time the tab shows. The top screen decides the
/// supported orientations and the status bar.
///
/// A view controller the app pushes on one of the host's navigation controllers itself
/// is adopted into the state, as a module pushed onto the topmost stack, when it sits on
/// the stack the user sees above the host's own; otherwise, and for a controller the app
/// presents itself, the host reports it in the trace and, in debug builds, as a fault in
/// the unified log, since the next change of the state takes it away.
@MainActor
public final class NavigationHost {
    /// The scene's container, which modules resolve their assemblies through.
    package let container: Container
    /// The scene's navigation, which this host renders.
    public let navigation: NavigationService
    private let session: UIKitHostSession
    private let delegate: HostDelegate
    private let rootContainer = HostRootViewController()
    private let installedNavigationController: UINavigationController?
    /// The tab bar controller the app handed the host, which shows the state's tabs.
    private let installedTabBarController: UITabBarController?
    /// The bar items of the installed tab bar controller's storyboard tabs, in order.
    private let storyboardTabItems: [UITabBarItem]
    /// Makes the navigation controllers of the root, of the tabs, of the columns and of
    /// the presented layers; called on the main actor only, as every closure the host holds.
    private let makeNavigation: () -> UINavigationController
    /// How each presented layer the host made is presented.
    private var layerStyles: [LayerID: PresentationStyle] = [:]
    private var tapOutsides: [LayerID: TapOutside] = [:]
    /// The readers of the tab items the tabs' root modules declare, by tab.
    private var tabItemReaders: [AnyModule.ID: TabItemReader] = [:]
    /// The bar item of each tab whose root module declares one.
    private var declaredTabItems: [AnyModule.ID: UITabBarItem] = [:]
    /// The controllers the app pushed or presented itself that the host already reported.
    private var reported: Set<ObjectIdentifier> = []
    private var navigationControllers: [StackID: UINavigationController] = [:]
    private var tabBarController: UITabBarController?
    private var splitViewController: UISplitViewController?
    private var controllers: [AnyModule.ID: UIViewController] = [:]
    private var appearances: [ObjectIdentifier: AnyModule.ID] = [:]
    private var alertController: (id: NavigationAlert.ID, controller: UIAlertController)?
    /// Which of UIKit's delegate calls are the user's and which the host's own: the
    /// navigation controller a call of the host's is changing, the tab it selects in More.
    private var glue = UIKitHostGlue()
    private var hasAppeared = false
    /// Whether the root left the window it appeared in, with nothing presented over it.
    private var isOutOfWindow = false
    /// Whether the host told the planner that its scene is in the background.
    private var isInBackground = false
    /// The scene of the window the root was last in: its background and foreground are
    /// the host's.
    private weak var scene: UIWindowScene?
    private var sceneActivity: SceneActivityObserver?
    private var settleWaiters: [() -> Void] = []

    /// The controller to install as the window's root view controller: the navigation
    /// controller or tab bar controller the host was installed in, if any.
    public var rootViewController: UIViewController {
        installedNavigationController ?? installedTabBarController ?? rootContainer
    }

    /// How many times a transition's completion did not come in time and the host read
    /// its controllers to go on.
    package var watchdogFirings: Int { session.watchdogFirings }

    /// Creates the host of a scene.
    /// - Parameters:
    ///   - root: The module at the root of the root stack.
    ///   - container: The scene's container; its ``NavigationAssembly`` gives the
    ///     navigation, unless `navigation` is given.
    ///   - navigation: The navigation to render; by default the container's.
    ///   - installed: A controller the app already shows (a storyboard's initial one)
    ///     to render the root in. A `UINavigationController` shows the root stack, its
    ///     view controllers replaced; a tab bar or split view shows as its only child,
    ///     its bar hidden. A `UITabBarController` shows the state's tabs (give the host
    ///     a navigation whose state holds them), its storyboard tabs' bar items standing
    ///     for the items the tabs' root modules do not declare; a stack or split view
    ///     shows as its only child, its tab bar hidden. Any other controller is passed
    ///     over, with a fault in the unified log: install ``rootViewController`` then.
    ///   - makeNavigationController: Makes each navigation controller the host shows
    ///     (the app's own subclass, say: `MyNavigationController.init`); `nil` for the
    ///     host's, which hands the status bar to the top screen. Called on the main
    ///     actor only. The host is its delegate: the app's class must leave the delegate
    ///     to it. The navigation controller that `installed` is, is used as it is.
    ///   - watchdogInterval: How long to wait for a transition's completion before
    ///     reading the controllers again.
    public init(
        root: some Module,
        container: Container,
        navigation: NavigationService? = nil,
        installingIn installed: UIViewController? = nil,
        makeNavigationController: (() -> UINavigationController)? = nil,
        watchdogInterval: Duration = .seconds(2)
    ) {
        let navigation = navigation ?? container.resolve(NavigationAssembly.self).service()
        self.container = container
        self.navigation = navigation
        let navigationController = installed as? UINavigationController
        let tabBarController = installed as? UITabBarController
        installedNavigationController = navigationController
        installedTabBarController = tabBarController
        storyboardTabItems = tabBarController?.viewControllers?.map(\.tabBarItem) ?? []
        makeNavigation = makeNavigationController ?? { HostNavigationController() }
        if let installed, navigationController == nil, tabBarController == nil {
            Self.traceLogger.fault(
                "NavigationHost installs only in a UINavigationController or a UITabBarController, not a \(String(describing: type(of: installed)), privacy: .public): install its rootViewController"
            )
        }
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
        tabBarController?.delegate = delegate
        if let installed = navigationController ?? tabBarController {
            // The app's controller shows already: the host fills it now.
            session.handle(.loaded)
            WindowWatcher.install(in: installed.view) { [weak self] window in
                self?.windowChanged(window)
            }
            if installed.viewIfLoaded?.window != nil { appeared() }
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
    /// - Parameter completion: What to run, on the main actor.
    public func whenShown(_ completion: @escaping () -> Void) {
        if session.planner.isSettled { return completion() }
        settleWaiters.append(completion)
    }

    /// The root appeared in a window: the first time, or again after it left one.
    private func appeared() {
        guard !hasAppeared || isOutOfWindow else { return }
        hasAppeared = true
        isOutOfWindow = false
        if let window = rootViewController.viewIfLoaded?.window { scene = window.windowScene }
        // A split view made in a compact width may collapse without telling its delegate.
        session.rootAppeared(splitViewIsCollapsed: splitViewController?.isCollapsed)
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
            if isOutOfWindow, installedNavigationController != nil || installedTabBarController != nil { appeared() }
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
            reportForeignPresentations()
            let done: () -> Void = { [weak self] in
                guard let self else { return }
                glue.commanded = nil
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
                    guard let self else { return }
                    session.handle(.foreignTransitionEnded(showing: readShown()))
                }
                if !waits {
                    Task { @MainActor [weak self] in
                        guard let self else { return }
                        session.handle(.foreignTransitionEnded(showing: readShown()))
                    }
                }
            } else {
                run(call, then: done)
            }
        case .startWatchdog(let step, let interval):
            Task { @MainActor [weak self] in
                try? await Task.sleep(for: interval)
                guard let self, session.planner.isWatching(step) else { return }
                session.handle(.watchdogFired(step: step, showing: readShown()))
                releaseControllers()
            }
        }
    }

    private func run(_ call: UIKitCall, then done: @escaping () -> Void) {
        switch call {
        case .setRoot(let root):
            setRoot(root)
            // A split view set in a compact width may collapse at once, telling no delegate.
            if let splitViewController { session.splitViewRead(isCollapsed: splitViewController.isCollapsed) }
            done()
        case .setViewControllers(let ids, let container, let animated):
            guard let navigationController = navigationControllers[container] else { return done() }
            glue.commanded = container
            navigationController.setViewControllers(ids.map(controller(for:)), animated: animated)
            if animated, let coordinator = navigationController.transitionCoordinator {
                coordinator.animate(alongsideTransition: nil) { _ in done() }
            } else {
                done()
            }
        case .present(let layer, let animated):
            let navigationController = makeLayerNavigationController(for: layer)
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
            layerStyles = layerStyles.filter { kept.contains(.layer($0.key)) }
            tapOutsides = tapOutsides.filter { kept.contains(.layer($0.key)) }
        case .setTabs(let tabs, let selected, let animated):
            guard let tabBarController else { return done() }
            let old = navigationControllers
            navigationControllers = navigationControllers.filter {
                if case .tab = $0.key { return false }
                return true
            }
            let tabControllers = tabs.map { tab in
                let navigationController = old[.tab(tab.id)] ?? makeStackNavigationController()
                navigationController.setViewControllers(tab.viewControllers.map(controller(for:)), animated: false)
                navigationControllers[.tab(tab.id)] = navigationController
                return navigationController
            }
            tabBarController.setViewControllers(tabControllers, animated: animated)
            // The state orders the tabs: the More list's Edit button would reorder them unheard.
            // Setting the tabs makes every one customizable again.
            tabBarController.customizableViewControllers = []
            updateTabItems(tabs.map(\.id))
            select(selected, in: tabBarController)
            done()
        case .selectTab(let id):
            guard let tabBarController else { return done() }
            select(id, in: tabBarController)
            // A tab in the More list slides onto the More navigation controller.
            if let coordinator = tabBarController.moreNavigationController.transitionCoordinator {
                coordinator.animate(alongsideTransition: nil) { _ in done() }
            } else {
                done()
            }
        case .showColumn(let column):
            splitViewController?.show(column.uiColumn)
            done()
        case .presentAlert(let alert, let animated):
            let presenter = topmostController
            let controller = makeAlertController(for: alert, over: presenter)
            alertController = (alert.id, controller)
            presenter.present(controller, animated: animated, completion: done)
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
            let navigationController = installedNavigationController ?? makeStackNavigationController()
            navigationControllers[.layer(.root)] = navigationController
            navigationController.setViewControllers(ids.map(controller(for:)), animated: false)
            controller = navigationController
        case .tabBar(let tabs, let selected):
            let tabBarController = installedTabBarController ?? UITabBarController()
            tabBarController.delegate = delegate
            // A tab picked in the More list shows there, and only this delegate hears it.
            tabBarController.moreNavigationController.delegate = delegate
            self.tabBarController = tabBarController
            let tabControllers = tabs.map { tab in
                let navigationController = makeStackNavigationController()
                navigationController.setViewControllers(tab.viewControllers.map(controller(for:)), animated: false)
                navigationControllers[.tab(tab.id)] = navigationController
                return navigationController
            }
            tabBarController.setViewControllers(tabControllers, animated: false)
            // The state orders the tabs: the More list's Edit button would reorder them unheard.
            // Setting the tabs makes every one customizable again.
            tabBarController.customizableViewControllers = []
            updateTabItems(tabs.map(\.id))
            select(selected, in: tabBarController)
            controller = tabBarController
        case .split(let split):
            let splitViewController = UISplitViewController(
                style: split.style == .twoColumns ? .doubleColumn : .tripleColumn)
            splitViewController.delegate = delegate
            self.splitViewController = splitViewController
            for column in SplitColumn.allCases where column != .supplementary || split.style == .threeColumns {
                let navigationController = makeStackNavigationController()
                navigationController.setViewControllers(
                    (split.columns[column] ?? []).map(controller(for:)), animated: false)
                navigationControllers[.column(column)] = navigationController
                splitViewController.setViewController(navigationController, for: column.uiColumn)
            }
            controller = splitViewController
        }
        if case .tabBar = root {
        } else {
            updateTabItems([])
        }
        if let installedNavigationController {
            guard controller !== installedNavigationController else { return }
            installedNavigationController.setNavigationBarHidden(true, animated: false)
            installedNavigationController.setViewControllers([controller], animated: false)
        } else if let installedTabBarController {
            installedTabBarController.tabBar.isHidden = controller !== installedTabBarController
            guard controller !== installedTabBarController else { return }
            installedTabBarController.setViewControllers([controller], animated: false)
        } else {
            rootContainer.show(controller)
        }
    }

    /// Selects the tab `id`; a tab in the More list is pushed on the More navigation
    /// controller, whose `didShow` of it is then the host's own.
    private func select(_ id: AnyModule.ID, in tabBarController: UITabBarController) {
        let more = tabBarController.moreNavigationController
        let top = more.topViewController
        glue.willSelect(id)
        tabBarController.selectedViewController = navigationControllers[.tab(id)]
        glue.didSelect(id, morePushed: more.topViewController !== top, shownInMore: tabShownInMore())
    }

    /// The tab the More navigation controller shows, or `nil` when it shows its list (or
    /// nothing): the tab's navigation controller pushed there, or the tab whose view
    /// controllers UIKit moved onto it.
    private func tabShownInMore() -> AnyModule.ID? {
        guard let more = tabBarController?.moreNavigationController, more.viewControllers.count > 1 else {
            return nil
        }
        let shown = more.viewControllers[1]
        if let navigationController = shown as? UINavigationController,
            case .tab(let id)? = container(of: navigationController)
        {
            return id
        }
        guard let id = appearances[ObjectIdentifier(shown)], case .tabBar(let tabs, _) = session.shown.root else {
            return nil
        }
        return tabs.first { $0.viewControllers.first == id }?.id
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
            } else if let id = tabShownInMore() {
                root = .tabBar(tabs, selected: id)
            } else if case .tabBar(_, let id) = session.shown.root, tabs.contains(where: { $0.id == id }) {
                // The More list shows: the selection stays the one the planner knows.
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
            if let navigationController = controller as? UINavigationController,
                case .layer(let layer)? = container(of: navigationController),
                let style = layerStyles[layer]
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

    private func makeStackNavigationController() -> UINavigationController {
        let navigationController = makeNavigation()
        navigationController.delegate = delegate
        return navigationController
    }

    private func makeLayerNavigationController(for layer: UIKitPresentedLayer) -> UINavigationController {
        let navigationController = makeStackNavigationController()
        layerStyles[layer.layer] = layer.style
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
                tapOutsides[layer.layer] = TapOutside(on: navigationController) { [weak self] in
                    self?.session.handle(.tappedOutside(layer.layer))
                }
            }
        case .modal:
            navigationController.modalPresentationStyle = .fullScreen
        }
        navigationController.presentationController?.delegate = delegate
        return navigationController
    }

    private func makeAlertController(for alert: NavigationAlert, over presenter: UIViewController)
        -> UIAlertController
    {
        let controller = AlertControllerStyle.controller(for: alert, over: presenter)
        // An action sheet's popover tapped outside goes with no button: its delegate hears it.
        controller.popoverPresentationController?.delegate = delegate
        let styles = AlertControllerStyle.actionStyles(alert.buttons)
        for (index, button) in alert.buttons.enumerated() {
            controller.addAction(
                UIAlertAction(title: button.title, style: styles[index]) { [weak self] _ in
                    guard let self else { return }
                    if alertController?.id == alert.id { alertController = nil }
                    session.handle(.alertAnswered(alert.id, button: index))
                    releaseControllers()
                })
        }
        AlertControllerStyle.setPreferredAction(of: controller, for: alert)
        return controller
    }

    // MARK: UIKit's callbacks

    fileprivate func navigationControllerWillShow(_ navigationController: UINavigationController) {
        if let tabBarController, navigationController === tabBarController.moreNavigationController {
            return moreWillShow(navigationController)
        }
        // A popup shows its navigation bar only once it pushes, so that a pushed screen has
        // its back button, and hides it again back at its root.
        if case .layer(let layer)? = container(of: navigationController), case .popup? = layerStyles[layer] {
            navigationController.setNavigationBarHidden(navigationController.viewControllers.count <= 1, animated: true)
        }
        guard let container = container(of: navigationController),
            glue.isUserPop(
                of: container, count: navigationController.viewControllers.count,
                hasCoordinator: navigationController.transitionCoordinator != nil, shown: session.shown),
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
        if let tabBarController, navigationController === tabBarController.moreNavigationController {
            return moreDidShow()
        }
        guard let container = container(of: navigationController) else { return }
        // What an installed tab bar controller shows (a tab, or the stack it holds as its
        // only child) shows once the tab bar controller does.
        if installedTabBarController != nil { appeared() }
        // A split view set as the root has its traits, and its collapse, by the time a
        // column shows.
        if case .column = container, let splitViewController {
            session.splitViewRead(isCollapsed: splitViewController.isCollapsed)
        }
        adoptForeignControllers(of: navigationController, in: container)
        session.handle(.didShow(container, viewControllers: ids(navigationController.viewControllers)))
        if case .tab(let id) = container { updateTabItem(of: id) }
        // The top screen decides the orientations and the status bar.
        rootViewController.setNeedsStatusBarAppearanceUpdate()
        rootViewController.setNeedsUpdateOfSupportedInterfaceOrientations()
        releaseControllers()
    }

    /// Adopts the view controllers the app pushed on `navigationController` itself, or
    /// reports them when the state cannot hold them.
    private func adoptForeignControllers(of navigationController: UINavigationController, in container: StackID) {
        let controllers = navigationController.viewControllers
        let found = controllers.map { appearances[ObjectIdentifier($0)] }
        let foreign = controllers.filter { appearances[ObjectIdentifier($0)] == nil }
        guard !foreign.isEmpty else { return }
        let adopted = foreign.map { AnyModule(AdoptedScreen(controller: $0)) }
        switch UIKitAdoption.outcome(
            found: found, adopted: adopted, on: container, in: navigation.state, root: session.planner.root)
        {
        case .nothingToAdopt:
            return
        case .adopt(let operations):
            for (module, controller) in zip(adopted, foreign) {
                self.controllers[module.id] = controller
                appearances[ObjectIdentifier(controller)] = module.id
            }
            guard !session.adopt(operations), reported.insert(ObjectIdentifier(foreign[0])).inserted else { return }
            let names = foreign.map { String(describing: type(of: $0)) }.joined(separator: ", ")
            report(
                "\(names) pushed on \(container) behind the host's back is not adopted (a guard turned it down): the next change of the state takes it away; push it through the navigation"
            )
        case .unadoptable(let reason):
            // Once for each controller, not at each didShow while it stays.
            let unreported = foreign.filter { reported.insert(ObjectIdentifier($0)).inserted }
            guard !unreported.isEmpty else { return }
            let names = foreign.map { String(describing: type(of: $0)) }.joined(separator: ", ")
            report(
                "\(names) pushed on \(container) behind the host's back is not adopted (\(reason)): the next change of the state takes it away; push it through the navigation"
            )
        }
    }

    /// Reports each controller the app presented itself over the host's, once: the host
    /// presents above it, and a dismissal of a layer below it takes it away.
    private func reportForeignPresentations() {
        var current = rootViewController.presentedViewController
        while let controller = current {
            let isHosts =
                controller === alertController?.controller
                || (controller as? UINavigationController).flatMap { container(of: $0) } != nil
            if !isHosts, reported.insert(ObjectIdentifier(controller)).inserted {
                report(
                    "\(type(of: controller)) presented behind the host's back is not in the state: the host presents over it, and dismissing a layer below it takes it away; present it through the navigation"
                )
            }
            current = controller.presentedViewController
        }
    }

    /// A line of the trace's `report` kind, and in debug builds a fault in the unified log.
    private func report(_ message: String) {
        session.trace?("report \(message)")
        #if DEBUG
        Self.traceLogger.fault("NavigationHost: \(message, privacy: .public)")
        #endif
    }

    // MARK: Tab items

    /// Keeps a reader for each tab's declared item while the tab shows, and sets each
    /// tab's bar item.
    private func updateTabItems(_ tabs: [AnyModule.ID]) {
        let kept = Set(tabs)
        tabItemReaders = tabItemReaders.filter { kept.contains($0.key) }
        declaredTabItems = declaredTabItems.filter { kept.contains($0.key) }
        for id in tabs where tabItemReaders[id] == nil {
            guard let module = session.module(id) else { continue }
            tabItemReaders[id] = TabItemReader(module: module, container: container) { [weak self] _ in
                self?.updateTabItem(of: id)
            }
        }
        for id in tabs { updateTabItem(of: id) }
    }

    /// Sets the bar item of the tab `id` from where ``UIKitTabItemSource`` says.
    private func updateTabItem(of id: AnyModule.ID) {
        guard let navigationController = navigationControllers[.tab(id)] else { return }
        let index = tabBarController?.viewControllers?.firstIndex { $0 === navigationController } ?? -1
        let source = UIKitTabItemSource.source(
            declared: tabItemReaders[id]?.item, index: index, storyboardTabs: storyboardTabItems.count)
        let item: UITabBarItem?
        switch source {
        case .declared(let declared):
            let barItem = declaredTabItems[id] ?? UITabBarItem()
            declaredTabItems[id] = barItem
            barItem.title = declared.title
            barItem.image = declared.image.flatMap { UIImage(named: $0) ?? UIImage(systemName: $0) }
            barItem.badgeValue = declared.badge
            item = barItem
        case .storyboard(let index):
            item = storyboardTabItems[index]
        case .rootController:
            item = navigationController.viewControllers.first?.tabBarItem
        }
        if let item, navigationController.tabBarItem !== item { navigationController.tabBarItem = item }
    }

    fileprivate func shouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        guard let navigationController = presentationController.presentedViewController as? UINavigationController,
            case .layer(let layer)? = container(of: navigationController)
        else { return true }
        return session.shouldBeginDismissal(of: layer)
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
        if let shown = alertController, presentationController.presentedViewController === shown.controller {
            alertController = nil
            session.handle(.alertDismissed(shown.id))
            releaseControllers()
            return
        }
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

    /// The More navigation controller begins to push a tab the user picked, or to pop back
    /// to its list: the planner waits for its end. A cancelled swipe back ends it showing
    /// the tab still.
    private func moreWillShow(_ more: UINavigationController) {
        guard let began = glue.moreWillShow(hasCoordinator: more.transitionCoordinator != nil),
            let coordinator = more.transitionCoordinator
        else { return }
        session.handle(began)
        coordinator.animate(alongsideTransition: nil) { [weak self] context in
            guard let self, context.isCancelled else { return }
            session.handle(.moreShows(tabShownInMore()))
        }
    }

    /// The More navigation controller shows a tab the user picked, or its list again.
    private func moreDidShow() {
        let id = tabShownInMore()
        let selected = tabBarController?.selectedViewController
        let moreIsSelected =
            selected != nil
            && (selected === tabBarController?.moreNavigationController
                || (id.map { selected === navigationControllers[.tab($0)] } ?? false))
        guard let shows = glue.moreDidShow(id, moreIsSelected: moreIsSelected) else { return }
        session.handle(shows)
        releaseControllers()
    }

    fileprivate func tabDidSelect(_ controller: UIViewController) {
        if let tabBarController, controller === tabBarController.moreNavigationController {
            // The More item shows the tab it showed last, or its list.
            let moreIsMoving = tabBarController.moreNavigationController.transitionCoordinator != nil
            if let shows = glue.moreTapped(shownInMore: tabShownInMore(), moreIsMoving: moreIsMoving) {
                session.handle(shows)
            }
            return
        }
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
    override var childForStatusBarHidden: UIViewController? { children.first }
    override var childForHomeIndicatorAutoHidden: UIViewController? { children.first }
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        children.first?.supportedInterfaceOrientations ?? super.supportedInterfaceOrientations
    }
    override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
        children.first?.preferredInterfaceOrientationForPresentation
            ?? super.preferredInterfaceOrientationForPresentation
    }

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
    UIPopoverPresentationControllerDelegate, UITabBarControllerDelegate, UISplitViewControllerDelegate
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

    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        host?.shouldDismiss(presentationController) ?? true
    }

    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
        // What the guards decided applied in `presentationControllerShouldDismiss`.
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

    // The top screen decides the orientations, through each container above it.
    func navigationControllerSupportedInterfaceOrientations(_ navigationController: UINavigationController)
        -> UIInterfaceOrientationMask
    {
        navigationController.topViewController?.supportedInterfaceOrientations ?? .all
    }

    func navigationControllerPreferredInterfaceOrientationForPresentation(
        _ navigationController: UINavigationController
    ) -> UIInterfaceOrientation {
        navigationController.topViewController?.preferredInterfaceOrientationForPresentation ?? .portrait
    }

    func tabBarControllerSupportedInterfaceOrientations(_ tabBarController: UITabBarController)
        -> UIInterfaceOrientationMask
    {
        tabBarController.selectedViewController?.supportedInterfaceOrientations ?? .all
    }

    func tabBarControllerPreferredInterfaceOrientationForPresentation(_ tabBarController: UITabBarController)
        -> UIInterfaceOrientation
    {
        tabBarController.selectedViewController?.preferredInterfaceOrientationForPresentation ?? .portrait
    }

    func splitViewControllerDidCollapse(_ splitViewController: UISplitViewController) {
        host?.splitCollapsed(true)
    }

    func splitViewControllerDidExpand(_ splitViewController: UISplitViewController) {
        host?.splitCollapsed(false)
    }
}
#endif
