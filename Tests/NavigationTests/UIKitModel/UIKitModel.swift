import Navigation

/// An independent model of UIKit that plays the part of `UINavigationController`,
/// `present`/`dismiss`, `UIAlertController`, `UITabBarController` and
/// `UISplitViewController` in simulated time, by the rules of ``UIKitRule``.
///
/// A host drives it as the UIKit host drives UIKit: through the calls UIKit offers
/// (``setViewControllers(_:of:animated:)``, ``present(_:style:screens:on:animated:completion:)``,
/// ``dismiss(on:animated:completion:)``, the alert, tab bar and split view calls), and it
/// reports what UIKit reports to a ``UIKitModelDelegate``: delegate calls, transition
/// coordinators, completions, with durations drawn per rule, gestures that can be
/// cancelled, and the faults of late, doubled and dropped callbacks. Screens are the
/// module appearances the host builds view controllers for; containers and presenters
/// are named by opaque keys the host chooses. It shares no type with the host.
///
/// It judges by invariants only (``verify()``): once it settles, what it shows equals the
/// navigation state read through its public API; no user or program action is lost or
/// doubled; no call came during a transition it would break; each screen was built once
/// per appearance.
@MainActor
final class UIKitModel {
    /// Which faults UIKit injects, and how likely each is.
    struct Faults {
        /// How much later than its transition's end a completion may come, in seconds.
        var lateCompletion: ClosedRange<Double> = 0...0
        /// The chance that a completion comes a second time, much later (F1).
        var doubledCompletion = 0.0
        /// The chance that a `didShow` or `didDismiss` comes a second time, later (F1).
        var doubledDelegateCall = 0.0
        /// The chance that UIKit drops a presentation although nothing runs (P6).
        var droppedPresentation = 0.0
        /// The chance that an alert button's handler runs once the alert's dismissal ended,
        /// rather than as it begins (A1).
        var alertHandlerAfterDismissal = 0.5
        /// The chance that an action sheet's popover tapped outside runs its cancel
        /// button's handler (A2).
        var cancelHandlerOnPopoverDismissal = 1.0
        /// The chance that the cancel button's handler of a popover tapped outside runs
        /// after `presentationControllerDidDismiss` rather than before it (A2).
        var cancelHandlerAfterDidDismiss = 0.5
        /// The chance that a tap outside a form sheet calls `presentationControllerWillDismiss`
        /// before the dismissal; otherwise only `presentationControllerDidDismiss` comes (P7).
        var willDismissOnTapOutside = 0.5
    }

    /// How a presented controller shows.
    enum ModalStyle: Hashable, CustomStringConvertible {
        /// `.pageSheet`; the user can swipe it down unless `isModalInPresentation`.
        case sheet(swipeDismissible: Bool)
        /// `.fullScreen`.
        case fullScreen
        /// `.overFullScreen` with a cross-dissolve: a popup over what is behind.
        case overFullScreen

        var description: String {
            switch self {
            case .sheet(let dismissible): dismissible ? "sheet" : "sheet (modal in presentation)"
            case .fullScreen: "full screen"
            case .overFullScreen: "over full screen"
            }
        }
    }

    /// A navigation controller as the host hands it over: its key and its screens.
    struct NavigationSpec {
        var key: AnyHashable
        var screens: [AnyModule]
    }

    /// What the window's root view controller is.
    enum RootSpec {
        /// A `UINavigationController`.
        case navigation(NavigationSpec)
        /// A `UITabBarController` with one navigation controller per tab.
        case tabBar([NavigationSpec], selected: Int)
        /// A column-style `UISplitViewController`: a primary column, with three columns a
        /// supplementary one, a secondary one and, when set, the compact column that shows
        /// alone while it is collapsed, each a navigation controller.
        case split(
            primary: NavigationSpec, supplementary: NavigationSpec?, secondary: NavigationSpec,
            compact: NavigationSpec?)
    }

    /// An alert controller as the host hands it over: its buttons' handlers.
    struct AlertSpec {
        var key: AnyHashable
        var title: String
        var handlers: [() -> Void]
        /// Whether it is an action sheet: a popover on an iPad in a regular width (A2).
        var isActionSheet = false
        /// The handler of its cancel button, if it has one.
        var cancelHandler: (() -> Void)?
    }

    /// A `UIViewControllerTransitionCoordinator`: what a host hears of a transition.
    final class Coordinator {
        /// Whether the user drives the transition with a finger.
        let isInteractive: Bool
        /// The screen the transition takes away (`viewController(forKey: .from)`).
        let from: AnyModule?
        /// Whether the user cancelled the transition.
        private(set) var isCancelled = false
        private(set) var isComplete = false
        private var interactionHandlers: [(Coordinator) -> Void] = []
        private var completions: [(Coordinator) -> Void] = []

        init(isInteractive: Bool, from: AnyModule?) {
            self.isInteractive = isInteractive
            self.from = from
        }

        /// Runs `handler` when the user lifts the finger: the interaction ends, completed
        /// or cancelled (N3).
        func notifyWhenInteractionChanges(_ handler: @escaping (Coordinator) -> Void) {
            interactionHandlers.append(handler)
        }

        /// Runs `completion` when the transition ends; a transition that ended already
        /// runs nothing, as UIKit returns false.
        @discardableResult
        func animateAlongsideTransition(completion: @escaping (Coordinator) -> Void) -> Bool {
            guard !isComplete else { return false }
            completions.append(completion)
            return true
        }

        fileprivate func interactionEnded(cancelled: Bool) {
            isCancelled = cancelled
            let handlers = interactionHandlers
            interactionHandlers = []
            for handler in handlers { handler(self) }
        }

        fileprivate func complete() {
            isComplete = true
            let run = completions
            completions = []
            for completion in run { completion(self) }
        }
    }

    /// A `UINavigationController`.
    final class Navigation {
        let key: AnyHashable
        fileprivate(set) var viewControllers: [AnyModule]
        fileprivate var animatingUntil = -1.0
        fileprivate var gestureUnderWay = false

        init(key: AnyHashable, viewControllers: [AnyModule]) {
            self.key = key
            self.viewControllers = viewControllers
        }
    }

    /// `UISplitViewController.DisplayMode`, as far as the model tells them apart (S2).
    enum DisplayMode: String {
        /// `.secondaryOnly`: the sidebar is hidden.
        case secondaryOnly = "sidebar hidden"
        /// `.oneOverSecondary`: the sidebar overlays the secondary column.
        case oneOverSecondary = "sidebar overlay"
        /// `.oneBesideSecondary`: the columns are tiled.
        case oneBesideSecondary = "tiled"
    }

    /// The window's root view controller.
    enum Root {
        case navigation(Navigation)
        case tabBar([Navigation], selected: Int)
        case split(Split)
    }

    /// A `UISplitViewController` in column style.
    final class Split {
        let primary: Navigation
        let supplementary: Navigation?
        let secondary: Navigation
        /// The navigation controller of the compact column, which shows alone while the
        /// split view is collapsed; without one, the columns collapse onto the primary one.
        let compact: Navigation?
        fileprivate(set) var isCollapsed: Bool
        /// How the expanded columns show (`displayMode`); it has no effect while collapsed.
        fileprivate(set) var displayMode = DisplayMode.oneBesideSecondary

        init(
            primary: Navigation, supplementary: Navigation?, secondary: Navigation, compact: Navigation?,
            isCollapsed: Bool
        ) {
            self.primary = primary
            self.supplementary = supplementary
            self.secondary = secondary
            self.compact = compact
            self.isCollapsed = isCollapsed
        }

        var columns: [Navigation] { [primary, supplementary, secondary, compact].compactMap { $0 } }
    }

    /// A presented controller: a navigation controller in a style.
    struct Presented {
        let key: AnyHashable
        let style: ModalStyle
        let navigation: Navigation
        /// The user swipes it down.
        var isLeaving = false
        /// The program change it was presented for, when it slid in (animated).
        var slidInFor: Int?
    }

    private struct Event {
        let time: Double
        let order: Int
        let label: () -> String
        let action: () -> Void
    }

    private struct Expectation {
        var what: String
        let epoch: Int
        let holds: (_ state: NavigationState, _ voided: Bool) -> Bool
    }

    weak var delegate: (any UIKitModelDelegate)?
    let navigation: NavigationService
    var faults: Faults
    private(set) var random: SplitMix
    private(set) var now = 0.0
    private(set) var root: Root
    private(set) var presented: [Presented] = []
    /// The alert that shows, and the key of the controller that presents it.
    private(set) var alert: (spec: AlertSpec, presenter: AnyHashable)?
    let rootKey: AnyHashable
    /// Every rule the host broke, in order.
    private(set) var violations: [String] = []
    /// What happened, with times, for a failure's message.
    private(set) var trace: [String] = []
    /// Screens the host keeps for its whole life, outside the state (its own root module):
    /// they may leave UIKit and come back without being built again.
    var keptScreens: Set<AnyModule.ID> = []
    /// Whether ``trace`` is kept: a sweep leaves it off, and replays a failing seed with it.
    var recordsTrace = true
    /// Whether the root view controller is in the window.
    private(set) var isInWindow = false
    /// Whether the app put another root controller in the window, taking the host's out.
    private(set) var hasRootLeftWindow = false
    /// Whether the scene is in the background (W1).
    private(set) var isInBackground = false
    /// Whether the device is an iPad: there, in a regular width, sheets show as form
    /// sheets whose backdrop takes a tap, and action sheets as popovers (P7, A2).
    var isPad = false
    /// Whether the window's width is compact: a split view made or resized in it
    /// collapses (S1), and a tab bar shows at most five items, the fifth "More" (T3).
    private(set) var isCompactWidth = false
    /// Whether UIKit reports the collapse of a split view made in a compact width with
    /// `splitViewControllerDidCollapse` (S1); whether it does is for a device to confirm.
    var reportsCollapseAtLaunch = true
    /// The row selected in the sidebar while it overlaid the secondary column: the overlay
    /// is to go (`show(_:)`), unless the user changes the display mode again (S2).
    private var selectionUnderOverlay: String?
    /// The presented controller sliding in, while its presentation runs.
    private var slidingIn: AnyHashable?
    /// Layers the program presented that must not leave UIKit while the state holds them,
    /// by their root screen, with what makes them so.
    private var unflickering: [AnyModule.ID: String] = [:]
    /// How many changes the program made: a call between two of them answers the last.
    private var programChanges = 0
    /// The key of the tab bar controller's `moreNavigationController`, UIKit's own, whose
    /// delegate calls come with it (T4).
    static let moreNavigationKey: AnyHashable = "moreNavigationController"
    /// The index of the tab the More navigation controller shows, once picked in its list
    /// or selected by the program; `nil` while it shows its list (T3, T4).
    private(set) var moreDisplayed: Int?
    /// Whether the More list shows, the More item selected: no tab shows, and `selected`
    /// names the tab selected before it (T4).
    private(set) var moreListShows = false
    /// The end of the More navigation controller's push or pop that runs, if any.
    private var moreAnimatingUntil = -1.0
    /// Counts the More navigation controller's transitions, so that one the program's
    /// selection overtook does not show the list at its end.
    private var moreTransitions = 0

    private var events: [Event] = []
    private var order = 0
    private var presentationBusyUntil = -1.0
    /// The coordinator of the presentation, dismissal or alert transition that runs.
    private var presentationCoordinator: Coordinator?
    private var userGestureUnderWay = false
    /// The user's gesture under way, named for the expectations the program makes meanwhile.
    private var gestureLabel: String?
    private var held: Set<AnyModule.ID> = []
    private var released: Set<AnyModule.ID> = []
    private var reportedBuilds: Set<AnyModule.ID> = []
    private var expectations: [Expectation] = []
    private var epoch = 0
    /// Modules a program change presented again after the user dismissed them.
    private var presentedAgain: Set<AnyModule.ID> = []
    /// How many times each alert's buttons ran, by alert title.
    private var alertRuns: [String: Int] = [:]
    private var made = 0

    /// Creates UIKit with a window whose root view controller is `root`, which appears
    /// in the window a moment later.
    init(
        navigation: NavigationService, rootKey: AnyHashable, root: RootSpec, faults: Faults = Faults(),
        seed: UInt64 = 1, compactWidth: Bool = false
    ) {
        self.navigation = navigation
        self.rootKey = rootKey
        self.faults = faults
        self.random = SplitMix(state: seed)
        self.isCompactWidth = compactWidth
        self.root = .navigation(Navigation(key: rootKey, viewControllers: []))
        self.root = makeRoot(root)
        schedule(after: 0.016, "the root view controller appears in the window") { [weak self] in
            self?.isInWindow = true
            self?.delegate?.rootAppeared()
        }
    }

    // MARK: Reading UIKit, as a host reads its controllers

    /// Every navigation controller UIKit holds, the root's first.
    var navigationControllers: [Navigation] {
        let rootNavigations: [Navigation]
        switch root {
        case .navigation(let navigation): rootNavigations = [navigation]
        case .tabBar(let tabs, _): rootNavigations = tabs
        case .split(let split): rootNavigations = split.columns
        }
        return rootNavigations + presented.map(\.navigation)
    }

    /// The view controllers of the navigation controller with this key.
    func viewControllers(of key: AnyHashable) -> [AnyModule]? {
        navigationControllers.first { $0.key == key }?.viewControllers
    }

    /// The key of the controller that presents nothing: the one to present from.
    var topmostKey: AnyHashable { presented.last?.key ?? rootKey }

    /// The transition coordinator of the topmost controller, while a presentation,
    /// dismissal or alert transition runs.
    var topmostTransitionCoordinator: Coordinator? {
        now < presentationBusyUntil ? presentationCoordinator : nil
    }

    /// Whether a transition runs or a gesture is under way.
    var isInTransition: Bool {
        now < presentationBusyUntil || userGestureUnderWay || now < moreAnimatingUntil
            || navigationControllers.contains { now < $0.animatingUntil || $0.gestureUnderWay }
    }

    // MARK: UIKit's API, as the host calls it

    /// `window.rootViewController = …`: replaces the root view controller at once; what
    /// was presented over the old one goes with it.
    func setRoot(_ spec: RootSpec) {
        log("\(time): host sets the root view controller")
        if userGestureUnderWay || navigationControllers.contains(where: \.gestureUnderWay) {
            violate(.oneNavigationTransitionAtATime, "the root view controller is replaced during the user's gesture")
        }
        let before = navigationControllers
        presented = []
        alert = nil
        root = makeRoot(spec)
        moreListShows = false
        moreDisplayed = nil
        if case .tabBar(_, let selected) = root, isInMore(selected) { moreDisplayed = selected }
        for navigation in before { for screen in navigation.viewControllers { leave(screen) } }
        if case .split(let split) = root, split.isCollapsed {
            // A split view made in a compact width collapses as it takes its traits: its
            // compact column shows alone, whatever the host filled (S1).
            log("\(time): the split view collapses as it is made, in a compact width")
            if reportsCollapseAtLaunch {
                schedule(after: 0.005, "splitViewControllerDidCollapse of the new split view") { [weak self] in
                    guard let self, case .split(let shown) = self.root, shown === split, split.isCollapsed else {
                        return
                    }
                    self.delegate?.splitViewDidChange(collapsed: true)
                }
            }
        }
    }

    /// `setViewControllers(_:animated:)` on the navigation controller with this key.
    /// - Returns: The transition's coordinator, when it animates.
    @discardableResult
    func setViewControllers(_ screens: [AnyModule], of key: AnyHashable, animated: Bool) -> Coordinator? {
        log("\(time): host sets \(key) to \(Self.named(screens))\(animated ? " animated" : "")")
        guard let navigation = navigationControllers.first(where: { $0.key == key }) else {
            violate(.oneNavigationTransitionAtATime, "setViewControllers on \(key), which UIKit does not hold")
            return nil
        }
        if now < navigation.animatingUntil || navigation.gestureUnderWay {
            violate(.oneNavigationTransitionAtATime, "setViewControllers on \(key) while it transitions")
        }
        let old = navigation.viewControllers
        let others = navigationControllers.filter { $0 !== navigation }
        for screen in screens where !old.contains(where: { $0.id == screen.id }) {
            // A view controller has one parent: moving it takes it out of the one it was in.
            if let from = others.first(where: { $0.viewControllers.contains { $0.id == screen.id } }) {
                from.viewControllers.removeAll { $0.id == screen.id }
            } else {
                enter(screen)
            }
        }
        navigation.viewControllers = screens
        for screen in old where !screens.contains(where: { $0.id == screen.id }) { leave(screen) }
        guard animated, old.last?.id != screens.last?.id, isVisible(navigation) else {
            delegate?.navigationWillShow(key, coordinator: nil)
            delegate?.navigationDidShow(key)
            return nil
        }
        let isOnePushOrPop =
            (screens.count == old.count + 1 && zip(old, screens).allSatisfy { $0.id == $1.id })
            || (screens.count < old.count && !screens.isEmpty && zip(screens, old).allSatisfy { $0.id == $1.id })
        if !isOnePushOrPop {
            // The user sees a stack they did not make slide: a replacement or a restoration.
            violations.append("\(time): \(key) slides to \(Self.named(screens)), which is no single push or pop")
        }
        let coordinator = Coordinator(isInteractive: false, from: old.last)
        navigation.animatingUntil = now + draw(0.35...0.55)
        delegate?.navigationWillShow(key, coordinator: coordinator)
        schedule(after: navigation.animatingUntil - now, "the transition of \(key) ends") { [weak self] in
            navigation.animatingUntil = min(navigation.animatingUntil, self?.now ?? 0)
            coordinator.complete()
            self?.delegate?.navigationDidShow(key)
        }
        return coordinator
    }

    /// `present(_:animated:completion:)` of a navigation controller holding `screens`, in
    /// `style`, on the controller with key `presenter`.
    func present(
        _ key: AnyHashable, style: ModalStyle, screens: [AnyModule], on presenter: AnyHashable, animated: Bool,
        completion: @escaping () -> Void
    ) {
        log("\(time): host presents \(key) (\(style)) \(Self.named(screens)) on \(presenter)")
        guard canPresent(on: presenter, what: "\(key)") else { return }
        if chance(faults.droppedPresentation) {
            log("\(time): UIKit drops the presentation of \(key) (P6)")
            return
        }
        if let below = presented.last, below.key == presenter, below.slidInFor == programChanges {
            // One change of the program's shows both: the user sees a layer slide in only
            // to be covered at once.
            violations.append(
                "\(time): \(below.key) slid in only to be covered at once by \(key), for one change of the program's")
        }
        let navigation = Navigation(key: key, viewControllers: screens)
        for screen in screens { enter(screen) }
        presented.append(
            Presented(key: key, style: style, navigation: navigation, slidInFor: animated ? programChanges : nil))
        let duration = animated ? (style == .overFullScreen ? draw(0.05...0.15) : draw(0.3...0.6)) : 0.01
        slidingIn = key
        runPresentationTransition(duration, "the presentation of \(key)", completion: completion)
        schedule(after: duration, "\(key) stops sliding") { [weak self] in
            if self?.slidingIn == key { self?.slidingIn = nil }
        }
    }

    /// `present(_:animated:completion:)` of an alert controller on the controller with
    /// key `presenter`.
    func presentAlert(_ spec: AlertSpec, on presenter: AnyHashable, completion: @escaping () -> Void) {
        log("\(time): host presents alert \(spec.title) on \(presenter)")
        guard canPresent(on: presenter, what: "alert \(spec.title)") else { return }
        if chance(faults.droppedPresentation) {
            log("\(time): UIKit drops alert \(spec.title) (P6)")
            return
        }
        alert = (spec, presenter)
        runPresentationTransition(draw(0.2...0.35), "the presentation of alert \(spec.title)", completion: completion)
    }

    /// `dismiss(animated:completion:)` on the controller with this key (P3).
    func dismiss(on key: AnyHashable, animated: Bool, completion: @escaping () -> Void) {
        log("\(time): host dismisses on \(key)")
        guard let index = levelIndex(of: key) else {
            violate(.dismissingAPresenterDismissesWhatItPresents, "dismiss on \(key), which is not in the window")
            return
        }
        if now < presentationBusyUntil || userGestureUnderWay {
            violate(.nothingPresentsDuringATransition, "dismiss on \(key) while a transition runs: lost")
            return
        }
        let presentsSomething = index < presented.count || alert?.presenter == key
        var from = index
        if !presentsSomething {
            guard index > 0 else {
                schedule(after: 0.01, "completion of a dismissal of nothing", completion)
                return
            }
            violate(
                .dismissingAPresenterDismissesWhatItPresents,
                "dismiss on \(key), which presents nothing: it dismisses itself")
            from = index - 1
        }
        removeLevels(above: from)
        runPresentationTransition(
            animated ? draw(0.3...0.6) : 0.01, "the dismissal above \(key)", completion: completion)
    }

    /// `dismiss(animated:completion:)` on the alert controller that shows.
    func dismissAlert(completion: @escaping () -> Void) {
        log("\(time): host dismisses the alert")
        guard let shown = alert else {
            schedule(after: 0.01, "completion of a dismissal of no alert", completion)
            return
        }
        if now < presentationBusyUntil || userGestureUnderWay {
            violate(.nothingPresentsDuringATransition, "the alert is dismissed while a transition runs: lost")
            return
        }
        alert = nil
        runPresentationTransition(
            draw(0.2...0.35), "the dismissal of alert \(shown.spec.title)", completion: completion)
    }

    /// `UITabBarController.setViewControllers(_:animated:)` with these tabs' navigation
    /// controllers, then `selectedIndex = selected`: no delegate call (T1). A tab whose
    /// key a navigation controller of the tab bar has keeps that controller, its view
    /// controllers set to the tab's.
    func setTabs(_ specs: [NavigationSpec], selected: Int) {
        log("\(time): host sets \(specs.count) tabs, selecting \(selected)")
        guard case .tabBar(let tabs, _) = root else {
            violate(.tabTapsAskTheDelegate, "setTabs on a root that is no tab bar")
            return
        }
        if isInTransition, tabs.contains(where: { now < $0.animatingUntil || $0.gestureUnderWay }) {
            violate(.oneNavigationTransitionAtATime, "the tabs are replaced while a tab transitions")
        }
        let made = specs.map { spec in
            let navigation = tabs.first { $0.key == spec.key } ?? Navigation(key: spec.key, viewControllers: [])
            let old = navigation.viewControllers
            for screen in spec.screens where !old.contains(where: { $0.id == screen.id }) { enter(screen) }
            navigation.viewControllers = spec.screens
            return navigation
        }
        root = .tabBar(made, selected: selected)
        for tab in tabs { for screen in tab.viewControllers { leave(screen) } }
        moreListShows = false
        moreDisplayed = nil
        if isInMore(selected) { showInMore(selected) }
    }

    /// `UISplitViewController.show(_:)` of a column: while expanded, showing the primary
    /// column overlays a hidden sidebar, and showing another one takes the overlay away
    /// (S2); collapsed, nothing the model tracks changes.
    func showColumn(_ column: String) {
        log("\(time): host shows the \(column) column")
        guard case .split(let split) = root else {
            violate(.splitViewsCollapseWithTheSizeClass, "show(\(column)) on a root that is no split view")
            return
        }
        guard !split.isCollapsed else { return }
        if column == "primary" {
            if split.displayMode == .secondaryOnly { split.displayMode = .oneOverSecondary }
        } else if split.displayMode == .oneOverSecondary {
            split.displayMode = .secondaryOnly
            selectionUnderOverlay = nil
        }
    }

    /// `selectedViewController = …` on the root tab bar controller: no tab bar delegate
    /// call (T1); a tab in the More list is pushed on the More navigation controller, whose
    /// delegate hears it (T6).
    func selectTab(_ index: Int) {
        log("\(time): host selects tab \(index)")
        guard case .tabBar(let tabs, _) = root, tabs.indices.contains(index) else {
            violate(.tabTapsAskTheDelegate, "selectedIndex = \(index) on no such tab")
            return
        }
        root = .tabBar(tabs, selected: index)
        moreListShows = false
        if isInMore(index) { showInMore(index) }
    }

    /// The More navigation controller shows the tab at `index`, pushed without animation
    /// over its list, unless it shows it already: its delegate hears `willShow` and
    /// `didShow` at once (T6, a premise a device must confirm).
    private func showInMore(_ index: Int) {
        guard moreDisplayed != index else { return }
        moreDisplayed = index
        moreTransitions += 1
        moreAnimatingUntil = min(moreAnimatingUntil, now)
        delegate?.navigationWillShow(Self.moreNavigationKey, coordinator: nil)
        delegate?.navigationDidShow(Self.moreNavigationKey)
    }

    // MARK: The user's part

    /// The navigation controller the user sees and touches, if no presentation covers it.
    var visibleNavigation: Navigation? {
        if let top = presented.last { return top.navigation }
        switch root {
        case .navigation(let navigation): return navigation
        case .tabBar(let tabs, let selected):
            return tabs.indices.contains(selected) && !moreListShows ? tabs[selected] : nil
        case .split(let split): return split.isCollapsed ? (split.compact ?? split.primary) : split.secondary
        }
    }

    /// Whether a finger can reach the scene: its root is in the window, and the scene is
    /// in the foreground (W1).
    private var isTouchable: Bool { isInWindow && !isInBackground }

    private var canTouch: Bool {
        isTouchable && !isInTransition && alert == nil && presented.last?.isLeaving != true
    }

    /// The user swipes back from the left edge of the visible navigation controller and
    /// lets go: the pop completes or is cancelled (N3).
    @discardableResult
    func swipeBack(completes: Bool) -> Bool {
        guard canTouch, let navigation = visibleNavigation, navigation.viewControllers.count > 1,
            let popped = navigation.viewControllers.last
        else { return false }
        let revealed = navigation.viewControllers[navigation.viewControllers.count - 2]
        let key = navigation.key
        let finger = draw(0.15...0.6)
        let finish = draw(0.1...0.3)
        log("\(time): user swipes back from \(popped) on \(key)\(completes ? "" : ", and cancels")")
        if completes {
            expectUserPop(popped: popped, revealed: revealed, note: splitNote(navigation))
        } else {
            expectKept(popped, "the screen \(popped) the user kept by cancelling a swipe back")
        }
        let expectation = expectations.count - 1
        let tab = self.navigation.state.selectedTab?.id
        let coordinator = Coordinator(isInteractive: true, from: popped)
        navigation.viewControllers.removeLast()
        navigation.gestureUnderWay = true
        navigation.animatingUntil = now + finger + finish
        gestureLabel = "the user's swipe back"
        delegate?.navigationWillShow(key, coordinator: coordinator)
        schedule(after: finger, "the finger lifts from the swipe back on \(key)") {
            coordinator.interactionEnded(cancelled: !completes)
        }
        schedule(after: finger + finish, "the swipe back on \(key) ends") { [weak self] in
            guard let self else { return }
            navigation.gestureUnderWay = false
            navigation.animatingUntil = self.now
            self.gestureLabel = nil
            self.noteTabSwitch(since: tab, on: expectation)
            if !completes { navigation.viewControllers.append(popped) }
            coordinator.complete()
            if completes {
                self.delegate?.navigationDidShow(key)
                self.leave(popped)
                self.maybeAgain("didShow of \(key)") { [weak self] in self?.delegate?.navigationDidShow(key) }
            }
        }
        return true
    }

    /// The user taps the back button of the visible navigation controller, or long-presses
    /// it and picks the controller at `index` (N4).
    @discardableResult
    func tapBack(to index: Int? = nil) -> Bool {
        guard canTouch, let navigation = visibleNavigation, navigation.viewControllers.count > 1 else { return false }
        let target = min(max(index ?? navigation.viewControllers.count - 2, 0), navigation.viewControllers.count - 2)
        let popped = Array(navigation.viewControllers[(target + 1)...])
        let revealed = navigation.viewControllers[target]
        let key = navigation.key
        log("\(time): user taps back on \(key) to \(revealed)")
        for screen in popped { expectUserPop(popped: screen, revealed: revealed, note: splitNote(navigation)) }
        popAnimated(navigation, to: target, "the back button's pop", expectations: popped.count)
        return true
    }

    /// The user swipes the top sheet down and lets go: it is dismissed, or it springs back
    /// (P4). A sheet that is modal in presentation does not move.
    @discardableResult
    func swipeDownSheet(completes: Bool) -> Bool {
        guard canTouch, let top = presented.last, case .sheet(let dismissible) = top.style, dismissible,
            let module = top.navigation.viewControllers.first
        else { return false }
        let key = top.key
        let finger = draw(0.15...0.5)
        let finish = draw(0.1...0.3)
        log("\(time): user swipes down \(key)\(completes ? "" : ", and lets it spring back")")
        if completes {
            expectUserDismissal(module)
        } else {
            expectKept(module, "the sheet \(module) the user kept by letting it spring back")
        }
        let coordinator = Coordinator(isInteractive: true, from: module)
        presented[presented.count - 1].isLeaving = true
        userGestureUnderWay = true
        presentationCoordinator = coordinator
        presentationBusyUntil = now + finger + finish
        gestureLabel = "the user's swipe down"
        delegate?.presentationWillDismiss(key, coordinator: coordinator)
        schedule(after: finger, "the finger lifts from \(key)") { coordinator.interactionEnded(cancelled: !completes) }
        schedule(after: finger + finish, "the swipe down of \(key) ends") { [weak self] in
            guard let self else { return }
            self.userGestureUnderWay = false
            self.presentationBusyUntil = self.now
            self.gestureLabel = nil
            if completes, let index = self.levelIndex(of: key), index > 0 {
                self.removeLevels(above: index - 1)
            } else if let index = self.presented.firstIndex(where: { $0.key == key }) {
                self.presented[index].isLeaving = false
            }
            coordinator.complete()
            if completes {
                self.delegate?.presentationDidDismiss(key)
                self.maybeAgain("didDismiss of \(key)") { [weak self] in self?.delegate?.presentationDidDismiss(key) }
            }
        }
        return true
    }

    /// The user taps button `index` of the alert that shows: it begins dismissing, and
    /// the button's handler runs then or once it is gone (A1).
    @discardableResult
    func tapAlertButton(_ index: Int = 0) -> Bool {
        guard isTouchable, !isInTransition, let shown = alert, shown.spec.handlers.indices.contains(index) else {
            return false
        }
        let title = shown.spec.title
        let before = alertRuns[title, default: 0]
        let isCurrent = navigation.state.alert?.title == title
        expectations.append(
            Expectation(what: "the tap on \(title)'s button", epoch: epoch) { [weak self] state, _ in
                let runs = (self?.alertRuns[title, default: 0] ?? 0) - before
                return (isCurrent ? runs == 1 : runs <= 1) && state.alert?.title != title
            })
        log("\(time): user taps \(title)'s button \(index)")
        alert = nil
        let coordinator = Coordinator(isInteractive: false, from: nil)
        presentationCoordinator = coordinator
        presentationBusyUntil = now + draw(0.2...0.35)
        let handler = shown.spec.handlers[index]
        let late = chance(faults.alertHandlerAfterDismissal)
        schedule(after: presentationBusyUntil - now, "the alert \(title) is gone") { [weak self] in
            if let self { self.presentationBusyUntil = min(self.presentationBusyUntil, self.now) }
            coordinator.complete()
            if late { handler() }
        }
        if !late { handler() }
        return true
    }

    /// How many items the tab bar shows: on an iPhone, or in a compact width, five at
    /// most, the fifth being "More" when there are more tabs than that (T3).
    var tabBarItems: Int? {
        guard case .tabBar(let tabs, _) = root else { return nil }
        return tabs.count > 5 && (!isPad || isCompactWidth) ? 5 : tabs.count
    }

    /// Whether the tab at `index` lives in the More list rather than in the tab bar (T3).
    func isInMore(_ index: Int) -> Bool {
        guard let items = tabBarItems, case .tabBar(let tabs, _) = root else { return false }
        return items < tabs.count && index >= items - 1
    }

    /// Whether the More navigation controller's push or pop runs (it has a transition
    /// coordinator).
    var moreIsMoving: Bool { now < moreAnimatingUntil }

    /// Whether the More item is the one selected in the tab bar: its list shows, or a tab
    /// that lives in it (T3).
    var moreIsSelected: Bool {
        guard case .tabBar(_, let selected) = root else { return false }
        return moreListShows || isInMore(selected)
    }

    /// The user taps "More", when a tab of the bar is selected and More shows its list,
    /// then the row of the tab at `index` in the More list: the More navigation controller
    /// pushes that tab, animated. The tab bar's delegate hears the tap on More only, with
    /// `moreNavigationController` (T4); the row calls no tab bar delegate method, and the
    /// More navigation controller's delegate hears `willShow` and `didShow` (T4, T5).
    @discardableResult
    func pickInMore(_ index: Int) -> Bool {
        guard isTouchable, !isInTransition, alert == nil, presented.isEmpty,
            case .tabBar(let tabs, let selected) = root,
            tabs.indices.contains(index), isInMore(index),
            moreListShows || (!isInMore(selected) && moreDisplayed == nil)
        else { return false }
        if !moreListShows {
            log("\(time): user taps More")
            moreListShows = true
            delegate?.tabBarDidSelectMore()
        }
        log("\(time): user picks the row of tab \(index) in the More list")
        destructive()
        if let tabRoot = tabs[index].viewControllers.first {
            let id = tabRoot.id
            expectations.append(
                Expectation(what: "the user's selection of tab \(tabRoot) in the More list", epoch: epoch) {
                    state, voided in voided || state.tabs.isEmpty || state.selectedTab?.id == id
                })
        }
        root = .tabBar(tabs, selected: index)
        moreListShows = false
        moreDisplayed = index
        moreTransitions += 1
        let transition = moreTransitions
        let coordinator = Coordinator(isInteractive: false, from: nil)
        moreAnimatingUntil = now + draw(0.35...0.5)
        delegate?.navigationWillShow(Self.moreNavigationKey, coordinator: coordinator)
        schedule(after: moreAnimatingUntil - now, "the More navigation controller's push of tab \(index) ends") {
            [weak self] in
            guard let self else { return }
            coordinator.complete()
            guard transition == self.moreTransitions else { return }
            self.delegate?.navigationDidShow(Self.moreNavigationKey)
            self.maybeAgain("didShow of the More navigation controller") { [weak self] in
                self?.delegate?.navigationDidShow(Self.moreNavigationKey)
            }
        }
        return true
    }

    /// The user taps "More" while a tab of the bar is selected: it shows the tab it showed
    /// last, or its list. The tab bar's delegate hears the tap, with
    /// `moreNavigationController` (T4).
    @discardableResult
    func tapMore() -> Bool {
        guard isTouchable, !isInTransition, alert == nil, presented.isEmpty,
            case .tabBar(let tabs, let selected) = root,
            tabBarItems.map({ $0 < tabs.count }) == true, !moreIsSelected
        else { return false }
        log("\(time): user taps More")
        destructive()
        if let index = moreDisplayed {
            root = .tabBar(tabs, selected: index)
            if let tabRoot = tabs[index].viewControllers.first {
                let id = tabRoot.id
                expectations.append(
                    Expectation(what: "the user's tap on More, which shows tab \(tabRoot)", epoch: epoch) {
                        state, voided in voided || state.tabs.isEmpty || state.selectedTab?.id == id
                    })
            }
        } else {
            moreListShows = true
            expectKept(tabs[selected].viewControllers[0], "tab \(selected), selected under the More list")
        }
        delegate?.tabBarDidSelectMore()
        return true
    }

    /// The user taps the back button of the More navigation controller over the root of
    /// the tab it shows: it pops back to its list, animated, and its delegate hears
    /// `willShow` and `didShow` (T4). No tab shows then; the state keeps its selection.
    @discardableResult
    func backToMoreList() -> Bool {
        guard canTouch, presented.isEmpty, case .tabBar(let tabs, let selected) = root, isInMore(selected),
            !moreListShows, moreDisplayed == selected, tabs[selected].viewControllers.count == 1
        else { return false }
        log("\(time): user taps back from tab \(selected) to the More list")
        destructive()
        expectKept(tabs[selected].viewControllers[0], "tab \(selected), left for the More list")
        moreTransitions += 1
        let transition = moreTransitions
        let coordinator = Coordinator(isInteractive: false, from: tabs[selected].viewControllers.last)
        moreAnimatingUntil = now + draw(0.3...0.5)
        delegate?.navigationWillShow(Self.moreNavigationKey, coordinator: coordinator)
        schedule(after: moreAnimatingUntil - now, "the More navigation controller's pop to its list ends") {
            [weak self] in
            guard let self else { return }
            coordinator.complete()
            // The program's selection of a tab meanwhile overtook the pop.
            guard transition == self.moreTransitions else { return }
            self.moreDisplayed = nil
            self.moreListShows = true
            self.delegate?.navigationDidShow(Self.moreNavigationKey)
        }
        return true
    }

    /// The user taps the tab at `index` (T1, T2); a tab in the More list has no item to tap
    /// (``pickInMore(_:)``).
    @discardableResult
    func tapTab(_ index: Int) -> Bool {
        guard isTouchable, !isInTransition, alert == nil, presented.isEmpty, case .tabBar(let tabs, let shown) = root,
            tabs.indices.contains(index), !isInMore(index)
        else { return false }
        let tab = tabs[index]
        // Over the More list, a tap on the tab selected before it is a selection (T4).
        let selected = moreListShows ? -1 : shown
        log("\(time): user taps tab \(index)\(index == selected ? " again" : "")")
        destructive()
        if let tabRoot = tab.viewControllers.first {
            let id = tabRoot.id
            expectations.append(
                Expectation(what: "the user's selection of tab \(tabRoot)", epoch: epoch) { state, voided in
                    voided || state.tabs.isEmpty || state.selectedTab?.id == id
                })
            if index == selected, tab.viewControllers.count > 1 {
                let rule = navigation.state.tabReselection
                let stack = Set(tab.viewControllers.dropFirst().map(\.id))
                expectations.append(
                    Expectation(what: "the user's re-tap of tab \(tabRoot) (\(rule))", epoch: epoch) { state, voided in
                        guard let now = state.tabs.first(where: { $0.id == id }) else { return true }
                        let kept = stack.intersection(now.stack.map(\.id))
                        return rule == .popsToRoot ? kept.isEmpty : voided || kept == stack
                    })
            }
        }
        guard delegate?.tabBarShouldSelect(index) ?? true else {
            log("\(time): the delegate refuses tab \(index)")
            return true
        }
        if index == selected, tab.viewControllers.count > 1 { popAnimated(tab, to: 0, "the re-tap's pop to the root") }
        if index != selected { root = .tabBar(tabs, selected: index) }
        moreListShows = false
        delegate?.tabBarDidSelect(index)
        return true
    }

    /// The user taps outside the content of the top popup.
    @discardableResult
    func tapOutsidePopup() -> Bool {
        guard canTouch, let top = presented.last, top.style == .overFullScreen,
            let module = top.navigation.viewControllers.first
        else { return false }
        log("\(time): user taps outside popup \(top.key)")
        destructive()
        if case .popup(let options)? = navigation.state.presentations.first(where: { $0.id == module.id })?.style {
            if options.dismissesOnTapOutside {
                expectUserDismissal(module, "the user's tap outside popup \(module)")
            } else {
                expectKept(module, "the popup \(module) that does not dismiss on a tap outside")
            }
        }
        delegate?.tappedOutside(top.key)
        return true
    }

    /// The user taps the backdrop of the popup under the controller that slides in over
    /// it: the backdrop takes taps until the new one covers it. The program's layer is to
    /// stay, and never to leave UIKit and come back while the state holds it.
    @discardableResult
    func tapOutsidePopupUnderASlidingPresentation() -> Bool {
        guard isTouchable, alert == nil, let sliding = slidingIn, presented.count >= 2,
            presented[presented.count - 1].key == sliding, presented[presented.count - 2].style == .overFullScreen,
            let over = presented[presented.count - 1].navigation.viewControllers.first
        else { return false }
        let popup = presented[presented.count - 2].key
        log("\(time): user taps outside popup \(popup) while \(sliding) slides in over it")
        destructive()
        expectKept(over, "the program's \(over), presented over the popup the user tapped outside")
        unflickering[over.id] = "presented over popup \(popup) whose backdrop the user tapped as it slid in"
        delegate?.tappedOutside(popup)
        return true
    }

    /// The window's width class changes: a split view at the root collapses or expands
    /// (S1).
    @discardableResult
    func changeWidth(compact: Bool, duringTheUsersPop: Bool = false) -> Bool {
        guard isInWindow, case .split(let split) = root, split.isCollapsed != compact else { return false }
        // The user can turn the device or resize the window while their own swipe back in
        // the detail column runs; the pop goes on in that column's navigation controller
        // and reports its end there (an assumption a device must confirm: research
        // section 12).
        let onlyThePop =
            duringTheUsersPop && split.secondary.gestureUnderWay && now >= presentationBusyUntil
            && !userGestureUnderWay
            && !navigationControllers.contains {
                $0 !== split.secondary && (now < $0.animatingUntil || $0.gestureUnderWay)
            }
        guard !isInTransition || onlyThePop else { return false }
        log("\(time): the width becomes \(compact ? "compact" : "regular")")
        isCompactWidth = compact
        destructive()
        expectations.append(
            Expectation(what: "the split view \(compact ? "collapsing" : "expanding")", epoch: epoch) { state, voided in
                voided || state.splitView.map { $0.isCollapsed == compact } ?? true
            })
        split.isCollapsed = compact
        if split.compact != nil {
            // The compact column shows alone; its host fills it.
        } else if compact {
            split.primary.viewControllers +=
                (split.supplementary?.viewControllers ?? []) + split.secondary.viewControllers
            split.supplementary?.viewControllers = []
            split.secondary.viewControllers = []
        } else {
            var rest = Array(split.primary.viewControllers.dropFirst())
            split.primary.viewControllers = Array(split.primary.viewControllers.prefix(1))
            if let supplementary = split.supplementary, !rest.isEmpty {
                supplementary.viewControllers = [rest.removeFirst()]
            }
            split.secondary.viewControllers = rest
        }
        delegate?.splitViewDidChange(collapsed: compact)
        return true
    }

    /// The window's width class changes, whatever its root: a split view collapses or
    /// expands (``changeWidth(compact:duringTheUsersPop:)``); a form sheet becomes a sheet
    /// and an action sheet's popover an action sheet, or back, with no delegate call
    /// (P7, A2); a tab bar shows five items at most in a compact width (T3).
    @discardableResult
    func resizeWindow(compact: Bool) -> Bool {
        if case .split = root { return changeWidth(compact: compact) }
        guard isInWindow, !isInTransition, isCompactWidth != compact else { return false }
        // The More list coming and going with the width is not modelled: UIKit's own
        // navigation controllers break there (openradar 22878083, 21055909).
        if case .tabBar(let tabs, _) = root, tabs.count > 5, isPad { return false }
        log("\(time): the width becomes \(compact ? "compact" : "regular"); presentations adapt")
        isCompactWidth = compact
        return true
    }

    /// The user changes the split view's display mode: the sidebar button, or a swipe
    /// from the edge; only while it is expanded (S2).
    @discardableResult
    func changeDisplayMode(_ mode: DisplayMode) -> Bool {
        guard isTouchable, !isInTransition, presented.isEmpty, alert == nil, case .split(let split) = root,
            !split.isCollapsed, split.displayMode != mode
        else { return false }
        log("\(time): user changes the display mode to \(mode.rawValue)")
        split.displayMode = mode
        selectionUnderOverlay = nil
        return true
    }

    /// The display mode of the split view at the root, if any.
    var displayMode: DisplayMode? {
        if case .split(let split) = root { split.displayMode } else { nil }
    }

    /// Whether the top presented controller shows as a form sheet: a sheet on an iPad in a
    /// regular width, with a backdrop around it (P7).
    var topIsFormSheet: Bool {
        guard isPad, !isCompactWidth, case .sheet? = presented.last?.style else { return false }
        return true
    }

    /// Whether the alert that shows is an action sheet's popover (A2).
    var alertIsPopover: Bool { isPad && !isCompactWidth && alert?.spec.isActionSheet == true }

    /// The user taps the backdrop around the top form sheet: UIKit asks the delegate
    /// (`presentationControllerShouldDismiss`), dismisses it, animated and not
    /// interactive, perhaps after `presentationControllerWillDismiss`, and calls
    /// `presentationControllerDidDismiss` at the end; a sheet modal in presentation does
    /// not move (P7).
    @discardableResult
    func tapOutsideFormSheet() -> Bool {
        guard canTouch, topIsFormSheet, let top = presented.last, case .sheet(let dismissible) = top.style,
            let module = top.navigation.viewControllers.first
        else { return false }
        let key = top.key
        log("\(time): user taps outside form sheet \(key)")
        guard dismissible, delegate?.presentationShouldDismiss(key) ?? true else {
            expectKept(module, "the form sheet \(module) that does not dismiss on a tap outside")
            return true
        }
        expectUserDismissal(module, "the user's tap outside form sheet \(module)")
        let coordinator = Coordinator(isInteractive: false, from: module)
        presented[presented.count - 1].isLeaving = true
        presentationCoordinator = coordinator
        presentationBusyUntil = now + draw(0.3...0.45)
        if chance(faults.willDismissOnTapOutside) { delegate?.presentationWillDismiss(key, coordinator: coordinator) }
        schedule(after: presentationBusyUntil - now, "the dismissal of form sheet \(key) ends") { [weak self] in
            guard let self else { return }
            self.presentationBusyUntil = min(self.presentationBusyUntil, self.now)
            if let index = self.levelIndex(of: key), index > 0 { self.removeLevels(above: index - 1) }
            coordinator.complete()
            self.delegate?.presentationDidDismiss(key)
            self.maybeAgain("didDismiss of \(key)") { [weak self] in self?.delegate?.presentationDidDismiss(key) }
        }
        return true
    }

    /// The user taps outside the action sheet's popover: UIKit dismisses it with no
    /// button of its own, then runs its cancel button's handler, if it has one, and calls
    /// `presentationControllerDidDismiss`, in an order the model draws (A2).
    @discardableResult
    func tapOutsideAlertPopover() -> Bool {
        guard isTouchable, !isInTransition, alertIsPopover, let shown = alert,
            delegate?.presentationShouldDismiss(shown.spec.key) ?? true
        else { return false }
        let title = shown.spec.title
        let before = alertRuns[title, default: 0]
        let cancel = chance(faults.cancelHandlerOnPopoverDismissal) ? shown.spec.cancelHandler : nil
        let wanted = cancel == nil ? 0 : 1
        expectations.append(
            Expectation(what: "the tap outside \(title)'s popover", epoch: epoch) { [weak self] state, _ in
                let runs = (self?.alertRuns[title, default: 0] ?? 0) - before
                return runs == wanted && state.alert?.title != title
            })
        log("\(time): user taps outside \(title)'s popover")
        alert = nil
        let coordinator = Coordinator(isInteractive: false, from: nil)
        presentationCoordinator = coordinator
        presentationBusyUntil = now + draw(0.2...0.3)
        let key = shown.spec.key
        let handlerLast = chance(faults.cancelHandlerAfterDidDismiss)
        schedule(after: presentationBusyUntil - now, "the popover of \(title) is gone") { [weak self] in
            if let self { self.presentationBusyUntil = min(self.presentationBusyUntil, self.now) }
            coordinator.complete()
            if !handlerLast { cancel?() }
            self?.delegate?.presentationDidDismiss(key)
            if handlerLast { cancel?() }
        }
        return true
    }

    // MARK: The scene's life

    /// The user leaves the app (or comes back to it): UIKit tells the scene, whatever
    /// runs; the finger's gestures go on (W1). The user can do it at any time, during a
    /// transition too.
    @discardableResult
    func changeSceneActivity(inBackground: Bool) -> Bool {
        guard isInBackground != inBackground else { return false }
        log("\(time): the scene \(inBackground ? "enters the background" : "comes back to the foreground")")
        isInBackground = inBackground
        delegate?.sceneActivityChanged(inBackground: inBackground)
        return true
    }

    /// The app puts another root controller in the window (a sign-in screen), with
    /// nothing presented over the host's root and no transition running: a present from it
    /// is dropped meanwhile (P5, W2).
    @discardableResult
    func takeRootOutOfTheWindow() -> Bool {
        guard isInWindow, presented.isEmpty, alert == nil, !isInTransition else { return false }
        log("\(time): the app puts another root in the window")
        isInWindow = false
        hasRootLeftWindow = true
        delegate?.rootLeftWindow()
        return true
    }

    /// The app puts the host's root controller back in the window: it appears a moment
    /// later (W2).
    @discardableResult
    func putRootBackInTheWindow() -> Bool {
        guard hasRootLeftWindow else { return false }
        hasRootLeftWindow = false
        log("\(time): the app puts the host's root back in the window")
        schedule(after: 0.016, "the root view controller appears in the window again") { [weak self] in
            self?.isInWindow = true
            self?.delegate?.rootAppeared()
        }
        return true
    }

    // MARK: The program's part

    /// A router changes the navigation, as `change` says.
    func program(_ label: @autoclosure () -> String, _ change: (NavigationService) -> Void) {
        programChanges += 1
        log("\(time): program \(label())")
        let before = Set(navigation.state.presentations.map(\.id))
        change(navigation)
        presentedAgain.formUnion(Set(navigation.state.presentations.map(\.id)).subtracting(before))
    }

    /// A fresh module appearance, never seen before.
    func fresh(_ prefix: String) -> UIKitModelScreen {
        made += 1
        return UIKitModelScreen(name: "\(prefix)\(made)")
    }

    /// A router pushes a new screen: it is to show once.
    func programPush(_ prefix: String = "push") {
        let module = AnyModule(fresh(prefix))
        var pushed = false
        program("push \(module)") { pushed = $0.apply(.push(module)) }
        if pushed { expectOnce(module, "the program's push of \(module)") }
    }

    /// A router pops the screen the user sees.
    func programPop() {
        destructive()
        program("pop") { _ = $0.pop() }
    }

    /// A router presents a new screen in `style`: it is to show once.
    func programPresent(_ style: PresentationStyle) {
        let module = AnyModule(fresh("\(style.kind)"))
        var presented = false
        program("present \(module) as \(style)") { presented = $0.apply(.present(module, style: style)) }
        if presented { expectOnce(module, "the program's presentation of \(module)") }
    }

    /// A router dismisses the top layer.
    func programDismiss() {
        destructive()
        program("dismiss") { _ = $0.dismiss() }
    }

    /// A router shows an alert, or an action sheet, whose buttons count their runs; with
    /// `cancel`, its last button has the cancel role.
    func programAlert(buttons: Int = 2, actionSheet: Bool = false, cancel: Bool = false) {
        made += 1
        let title = "alert\(made)"
        var alert = NavigationAlert(title: title, isActionSheet: actionSheet)
        let count = max(1, buttons)
        alert.buttons = (0..<count).map { index in
            NavigationAlert.Button("B\(index)", role: cancel && index == count - 1 ? .cancel : nil) {
                [weak self] in
                MainActor.assumeIsolated { self?.alertRuns[title, default: 0] += 1 }
            }
        }
        program("alert \(title)") { _ = $0.showAlert(alert) }
    }

    /// A router applies `operation`, which may take screens away.
    func programApply(_ operation: NavigationOperation) {
        destructive()
        program("\(operation)") { _ = $0.apply(operation) }
    }

    /// Replaces the state, as a restoration or a deep link does: what it holds is to show
    /// once each.
    func programSetState(_ label: String, _ state: NavigationState) {
        destructive()
        program(label) { $0.state = state }
        for module in Self.modules(in: navigation.state) { expectOnce(module, "the \(label)'s \(module)") }
    }

    /// Opens a deep link: dismisses everything, resets the stack, pushes a screen and
    /// presents up to two layers with a screen pushed in each, in one transaction.
    func programDeepLink(layers: Int) {
        destructive()
        var operations: [NavigationOperation] = [.dismissAll, .popToRoot, .push(AnyModule(fresh("link")))]
        for index in 0..<layers {
            operations.append(.present(AnyModule(fresh("linked")), style: index == 0 ? .sheet : .modal))
            operations.append(.push(AnyModule(fresh("linkedPush"))))
        }
        program("deep link") { _ = $0.apply(NavigationTransaction(operations)) }
        for module in Self.modules(in: navigation.state) { expectOnce(module, "the deep link's \(module)") }
    }

    /// The screen in the split view's sidebar selects a row: the app selects `module`
    /// through the navigation, and expects it to show.
    @discardableResult
    func selectSidebarRow(_ prefix: String = "row") -> Bool {
        guard isTouchable, !isInTransition, presented.isEmpty, alert == nil, navigation.state.splitView != nil else {
            return false
        }
        destructive()
        let module = AnyModule(fresh(prefix))
        var selected = false
        program("select \(module) in the sidebar") { selected = $0.apply(.selectInSidebar(module)) }
        if selected, case .split(let split) = root, !split.isCollapsed, split.displayMode == .oneOverSecondary {
            selectionUnderOverlay = "\(module)"
        }
        if selected {
            let id = module.id
            expectations.append(
                Expectation(what: "the sidebar's selection of \(module)", epoch: epoch) { state, voided in
                    voided || [state.splitView?.content, state.splitView?.detail].contains { $0?.id == id }
                })
        }
        return selected
    }

    // MARK: Time

    /// Runs the events due within `seconds`.
    func advance(by seconds: Double) {
        let end = now + seconds
        while let next = events.first, next.time <= end { run(events.removeFirst()) }
        now = max(now, end)
    }

    /// Runs every event until none is left; a UIKit that never settles is a violation.
    func settle() {
        var count = 0
        while let next = events.first {
            count += 1
            if count > 5_000 || next.time > now + 600 {
                violations.append("\(time): UIKit never settles; next: \(next.label()) at \(next.time)")
                events = []
                return
            }
            run(events.removeFirst())
        }
    }

    /// Runs `action` after `delay` seconds of simulated time, as a timer of the host's.
    func schedule(after delay: Double, _ label: @autoclosure @escaping () -> String, _ action: @escaping () -> Void) {
        order += 1
        let event = Event(time: now + max(0, delay), order: order, label: label, action: action)
        let index = events.firstIndex { $0.time > event.time } ?? events.endIndex
        events.insert(event, at: index)
    }

    private func run(_ event: Event) {
        now = max(now, event.time)
        log("\(time): \(event.label())")
        event.action()
    }

    private var time: String {
        let milliseconds = Int((now * 1000).rounded())
        return "\(milliseconds / 1000).\(String(milliseconds % 1000 + 1000).dropFirst())"
    }

    private func draw(_ range: ClosedRange<Double>) -> Double { Double.random(in: range, using: &random) }

    private func chance(_ probability: Double) -> Bool {
        probability > 0 && Double.random(in: 0..<1, using: &random) < probability
    }

    /// Draws a number for a sequence of the user's and the program's.
    func draw(below count: Int) -> Int { Int.random(in: 0..<max(1, count), using: &random) }

    // MARK: Plumbing

    private func log(_ line: @autoclosure () -> String) {
        if recordsTrace { trace.append(line()) }
    }

    private func violate(_ rule: UIKitRule, _ what: String) {
        violations.append("\(time): \(what) (\(rule.code))")
    }

    private func makeRoot(_ spec: RootSpec) -> Root {
        func make(_ spec: NavigationSpec) -> Navigation {
            for screen in spec.screens { enter(screen) }
            return Navigation(key: spec.key, viewControllers: spec.screens)
        }
        switch spec {
        case .navigation(let navigation):
            return .navigation(make(navigation))
        case .tabBar(let tabs, let selected):
            return .tabBar(tabs.map(make), selected: selected)
        case .split(let primary, let supplementary, let secondary, let compact):
            return .split(
                Split(
                    primary: make(primary), supplementary: supplementary.map(make), secondary: make(secondary),
                    compact: compact.map(make), isCollapsed: isCompactWidth))
        }
    }

    private func isVisible(_ navigation: Navigation) -> Bool {
        if presented.contains(where: { $0.navigation === navigation }) { return true }
        switch root {
        case .navigation(let shown): return shown === navigation
        case .tabBar(let tabs, let selected):
            return tabs.indices.contains(selected) && tabs[selected] === navigation && !moreListShows
        case .split(let split):
            let compact = split.compact.map { $0 === navigation } ?? (navigation === split.primary)
            return split.isCollapsed ? compact : navigation !== split.compact
        }
    }

    /// 0 for the root, then each presented controller's position plus one.
    private func levelIndex(of key: AnyHashable) -> Int? {
        if key == rootKey { return 0 }
        return presented.firstIndex { $0.key == key }.map { $0 + 1 }
    }

    private func canPresent(on presenter: AnyHashable, what: String) -> Bool {
        guard isInWindow, let index = levelIndex(of: presenter) else {
            violate(
                .presentFromTheWindow, "\(what) is presented from \(presenter), which is not in the window: dropped")
            return false
        }
        if index < presented.count || alert?.presenter == presenter {
            violate(
                .onePresentationPerPresenter, "\(what) is presented on \(presenter), which presents already: dropped")
            return false
        }
        if now < presentationBusyUntil || userGestureUnderWay || presented.last?.isLeaving == true {
            violate(.nothingPresentsDuringATransition, "\(what) is presented while a transition runs: dropped")
            return false
        }
        return true
    }

    private func runPresentationTransition(_ duration: Double, _ label: String, completion: @escaping () -> Void) {
        let coordinator = Coordinator(isInteractive: false, from: nil)
        presentationCoordinator = coordinator
        presentationBusyUntil = now + duration
        let late = draw(faults.lateCompletion)
        schedule(after: duration, "\(label) ends") { [weak self] in
            if let self { self.presentationBusyUntil = min(self.presentationBusyUntil, self.now) }
            coordinator.complete()
        }
        schedule(after: duration + late, "completion of \(label)", completion)
        if chance(faults.doubledCompletion) {
            schedule(after: duration + draw(1...3), "completion of \(label), again", completion)
        }
    }

    private func removeLevels(above index: Int) {
        let gone = presented[index...]
        let held = Set(Self.modules(in: navigation.state).map(\.id))
        for level in gone {
            guard let first = level.navigation.viewControllers.first, let what = unflickering[first.id] else {
                continue
            }
            if held.contains(first.id) {
                violations.append("\(time): \(first) leaves UIKit while the state holds it, \(what)")
            }
        }
        presented.removeSubrange(index...)
        alert = nil
        for level in gone { for screen in level.navigation.viewControllers { leave(screen) } }
    }

    private func popAnimated(_ navigation: Navigation, to target: Int, _ label: String, expectations count: Int = 0) {
        let key = navigation.key
        let tab = self.navigation.state.selectedTab?.id
        let noted = (expectations.count - count)..<expectations.count
        gestureLabel = label
        let popped = Array(navigation.viewControllers[(target + 1)...])
        let coordinator = Coordinator(isInteractive: false, from: popped.last)
        navigation.viewControllers.removeSubrange((target + 1)...)
        navigation.animatingUntil = now + draw(0.3...0.5)
        delegate?.navigationWillShow(key, coordinator: coordinator)
        schedule(after: navigation.animatingUntil - now, "\(label) on \(key) ends") { [weak self] in
            navigation.animatingUntil = self?.now ?? navigation.animatingUntil
            self?.gestureLabel = nil
            for index in noted { self?.noteTabSwitch(since: tab, on: index) }
            coordinator.complete()
            self?.delegate?.navigationDidShow(key)
            for screen in popped { self?.leave(screen) }
        }
    }

    /// Runs `call` again later, as a doubled delegate call, with the faults' chance.
    private func maybeAgain(_ label: String, _ call: @escaping () -> Void) {
        guard chance(faults.doubledDelegateCall) else { return }
        schedule(after: draw(0.05...1.5), "\(label), again", call)
    }

    /// A screen enters UIKit: the host built its view controller, once per appearance.
    private func enter(_ screen: AnyModule) {
        if released.contains(screen.id), reportedBuilds.insert(screen.id).inserted {
            violations.append("\(time): \(screen) \(screen.id) is built a second time, after it left")
        }
        held.insert(screen.id)
    }

    /// A screen leaves UIKit: once neither UIKit nor the state holds it, its appearance is over.
    private func leave(_ screen: AnyModule) {
        guard !navigationControllers.contains(where: { $0.viewControllers.contains { $0.id == screen.id } }) else {
            return
        }
        held.remove(screen.id)
        if !keptScreens.contains(screen.id), !Self.modules(in: navigation.state).contains(where: { $0.id == screen.id })
        {
            released.insert(screen.id)
        }
    }

    private static func named(_ modules: [AnyModule]) -> String {
        "[" + modules.map { "\($0) \($0.id)" }.joined(separator: ", ") + "]"
    }

    // MARK: Expectations

    private func destructive() { epoch += 1 }

    private func expectOnce(_ module: AnyModule, _ what: String) {
        let id = module.id
        let during = gestureLabel.map { ", made while \($0) ran" } ?? ""
        expectations.append(
            Expectation(what: what + during, epoch: epoch) { state, voided in
                let count = Self.modules(in: state).filter { $0.id == id }.count
                return voided ? count <= 1 : count == 1
            })
    }

    /// Names the tab switch a user's pop outlived in the expectation at `index`.
    private func noteTabSwitch(since tab: AnyModule.ID?, on index: Int) {
        guard expectations.indices.contains(index), navigation.state.selectedTab?.id != tab else { return }
        expectations[index].what += ", which ended after a tab switch"
    }

    /// Expects `module`, which the state holds now, to stay unless a later action takes it.
    private func expectKept(_ module: AnyModule, _ what: String) {
        let id = module.id
        guard Self.modules(in: navigation.state).contains(where: { $0.id == id }) else { return }
        expectations.append(
            Expectation(what: what, epoch: epoch) { state, voided in
                voided || Self.modules(in: state).contains { $0.id == id }
            })
    }

    /// How a pop on `navigation` is told apart: in a split view's secondary column while
    /// the state selects no detail.
    private func splitNote(_ navigation: Navigation) -> String {
        guard case .split(let split) = root, split.secondary === navigation,
            let state = self.navigation.state.splitView,
            state.detail == nil
        else { return "" }
        return ", in a secondary column with no detail selected"
    }

    private func expectUserPop(popped: AnyModule, revealed: AnyModule, note: String = "") {
        destructive()
        let poppedID = popped.id
        let revealedID = revealed.id
        // The root layer's root module is the host's: the state does not hold it.
        let revealedIsTheState = Self.modules(in: navigation.state).contains { $0.id == revealedID }
        expectations.append(
            Expectation(what: "the user's pop of \(popped) back to \(revealed)\(note)", epoch: epoch) { state, voided in
                let ids = Set(Self.modules(in: state).map(\.id))
                return !ids.contains(poppedID) && (voided || !revealedIsTheState || ids.contains(revealedID))
            })
    }

    private func expectUserDismissal(_ module: AnyModule, _ what: String? = nil) {
        destructive()
        let id = module.id
        presentedAgain.remove(id)
        expectations.append(
            Expectation(what: what ?? "the user's dismissal of \(module)", epoch: epoch) { [weak self] state, _ in
                // The program may present the same module value again afterwards, which
                // the state shows with the same appearance.
                !state.presentations.contains { $0.id == id } || self?.presentedAgain.contains(id) == true
            })
    }

    /// Every module the state holds: stacks, tabs, split columns, presented layers.
    static func modules(in state: NavigationState) -> [AnyModule] {
        var modules: [AnyModule] = state.tabs.flatMap { [$0.module] + $0.stack }
        if let split = state.splitView {
            modules += [split.sidebar] + split.collapsedPath
        } else if state.tabs.isEmpty {
            modules += state.stack(of: .root) ?? []
        }
        for presentation in state.presentations { modules += [presentation.module] + presentation.stack }
        return modules
    }

    // MARK: Verdict

    /// What the host got wrong: every violation, what UIKit shows against the navigation
    /// state, and each user and program action lost or doubled. Call it once UIKit settled.
    func verify() -> [String] {
        var problems = violations
        let state = navigation.state
        problems += mismatches(with: state)
        for expectation in expectations where !expectation.holds(state, expectation.epoch < epoch) {
            problems.append("lost or doubled: \(expectation.what)")
        }
        if let row = selectionUnderOverlay, case .split(let split) = root, !split.isCollapsed,
            split.displayMode == .oneOverSecondary
        {
            problems.append("the sidebar overlay still covers the detail of \(row), selected in it")
        }
        return problems
    }

    private func ids(_ modules: [AnyModule]) -> [AnyModule.ID] { modules.map(\.id) }

    private func compare(_ shown: [AnyModule], _ wanted: [AnyModule], _ what: String) -> [String] {
        ids(shown) == ids(wanted) ? [] : ["\(what) shows \(Self.named(shown)); the state has \(Self.named(wanted))"]
    }

    private func mismatches(with state: NavigationState) -> [String] {
        var problems: [String] = []
        switch root {
        case .navigation(let navigation):
            if let split = state.splitView {
                problems.append("the state has a split view; UIKit shows a navigation controller")
                problems += compare(navigation.viewControllers, [split.sidebar] + split.collapsedPath, "the root")
            } else if let tab = state.selectedTab {
                problems.append("the state has a tab bar; UIKit shows a navigation controller")
                problems += compare(navigation.viewControllers, [tab.module] + tab.stack, "the root")
            } else {
                problems += compare(
                    Array(navigation.viewControllers.dropFirst()), state.stack(of: .root) ?? [], "the root stack")
            }
        case .tabBar(let tabs, let selected):
            if state.tabs.isEmpty {
                problems.append("UIKit shows a tab bar; the state has none")
            } else {
                if !tabs.indices.contains(selected) || tabs[selected].viewControllers.first?.id != state.selectedTab?.id
                {
                    problems.append(
                        "the tab bar selects tab \(selected); the state selects \(state.selectedTab as Any)")
                }
                if tabs.count != state.tabs.count { problems.append("the tab bar shows \(tabs.count) tabs") }
                for (shown, tab) in zip(tabs, state.tabs) {
                    problems += compare(shown.viewControllers, [tab.module] + tab.stack, "tab \(tab.module)")
                }
            }
        case .split(let split):
            if let wanted = state.splitView {
                if split.isCollapsed != wanted.isCollapsed {
                    problems.append("UIKit's split view is \(split.isCollapsed ? "" : "not ")collapsed; the state's is")
                }
                if split.isCollapsed {
                    problems += compare(
                        (split.compact ?? split.primary).viewControllers, [wanted.sidebar] + wanted.collapsedPath,
                        "the collapsed split view")
                } else {
                    problems += compare(split.primary.viewControllers, [wanted.sidebar], "the primary column")
                    if let supplementary = split.supplementary {
                        problems += compare(
                            supplementary.viewControllers, wanted.content.map { [$0] } ?? [], "the supplementary column"
                        )
                    }
                    problems += compare(
                        split.secondary.viewControllers, [wanted.detail].compactMap { $0 } + wanted.stack,
                        "the secondary column")
                }
            } else {
                problems.append("UIKit shows a split view; the state has none")
            }
        }
        if presented.count != state.presentations.count {
            problems.append(
                "UIKit presents \(presented.count) controllers; the state presents \(state.presentations.count)")
        }
        for (shown, presentation) in zip(presented, state.presentations) {
            let styleMatches =
                switch (shown.style, presentation.style) {
                case (.sheet(let dismissible), .sheet(let options)): dismissible == options.allowsInteractiveDismiss
                case (.fullScreen, .modal), (.overFullScreen, .popup): true
                default: false
                }
            if !styleMatches {
                problems.append("\(shown.key) shows as \(shown.style); the state presents it as \(presentation.style)")
            }
            problems += compare(
                shown.navigation.viewControllers, [presentation.module] + presentation.stack, "\(shown.key)")
        }
        if alert?.spec.key != state.alert.map({ AnyHashable($0.id) }) {
            problems.append(
                "the alert shown is \(alert?.spec.title ?? "none"); the state's is \(state.alert?.title ?? "none")")
        }
        return problems
    }

    /// The trace and the problems, for a failure's message.
    func report(_ problems: [String]) -> String {
        (["problems:"] + problems + ["trace:"] + trace.suffix(80)).joined(separator: "\n")
    }
}

/// What UIKit tells its host: the delegate calls of the navigation, presentation, tab bar
/// and split view controllers, in UIKit's terms.
@MainActor
protocol UIKitModelDelegate: AnyObject {
    /// The root view controller appeared in the window.
    func rootAppeared()
    /// `navigationController(_:willShow:animated:)`, with the transition's coordinator when
    /// it animates.
    func navigationWillShow(_ navigation: AnyHashable, coordinator: UIKitModel.Coordinator?)
    /// `navigationController(_:didShow:animated:)`.
    func navigationDidShow(_ navigation: AnyHashable)
    /// `presentationControllerWillDismiss(_:)`, with the dismissal's coordinator.
    func presentationWillDismiss(_ presented: AnyHashable, coordinator: UIKitModel.Coordinator)
    /// `presentationControllerDidDismiss(_:)`: a sheet the user swiped down, a form sheet
    /// or an action sheet's popover they tapped outside.
    func presentationDidDismiss(_ presented: AnyHashable)
    /// `presentationControllerShouldDismiss(_:)`: whether the user may dismiss it.
    func presentationShouldDismiss(_ presented: AnyHashable) -> Bool
    /// `tabBarController(_:shouldSelect:)`.
    func tabBarShouldSelect(_ index: Int) -> Bool
    /// `tabBarController(_:didSelect:)`.
    func tabBarDidSelect(_ index: Int)
    /// `tabBarController(_:didSelect:)` with `moreNavigationController`: the user tapped More.
    func tabBarDidSelectMore()
    /// `splitViewControllerDidCollapse(_:)` or `splitViewControllerDidExpand(_:)`.
    func splitViewDidChange(collapsed: Bool)
    /// A tap reached the background of a popup, outside its content.
    func tappedOutside(_ presented: AnyHashable)
    /// `sceneDidEnterBackground` (`true`) or `sceneWillEnterForeground` (`false`).
    func sceneActivityChanged(inBackground: Bool)
    /// The root view controller left the window, with nothing presented over it.
    func rootLeftWindow()
}

/// A module the model's program pushes and presents: equal when its name is.
struct UIKitModelScreen: Module, Hashable {
    let name: String
    func build(container: Container) -> some View { EmptyView() }
}
