/// The boundary between the UIKit host's planner and UIKit: everything UIKit is told
/// (``UIKitCall``, inside a ``UIKitOutput``) and everything UIKit reports
/// (``UIKitEvent``), and nothing else.
///
/// `UIKitHostSession` is the one type on the planner's side of it. The iOS host
/// (`NavigationHost`) carries out each output with UIKit and forwards UIKit's delegate
/// callbacks as events; a model of UIKit in the tests drives the session the same way,
/// through this protocol and these values alone:
///
/// ```swift
/// let session = UIKitHostSession(root: root, navigation: navigation, watchdogInterval: .seconds(2))
/// session.output = { output in /* do it in UIKit, report events back */ }
/// session.handle(.loaded)    // answered at once with `.setRoot`
/// session.handle(.appeared)  // the root controller is in a window
/// ```
///
/// View controllers are named by the appearance id of their screen's module
/// (``AnyModule/ID``): one controller per appearance, made when it first shows. The host
/// makes one `UINavigationController` per ``StackID``.
///
/// What the planner promises, for a model to check:
/// - Before ``UIKitEvent/loaded`` it asks for nothing; its first call is
///   ``UIKitCall/setRoot(_:)``. Nothing is presented (no layer, no alert) before
///   ``UIKitEvent/appeared``.
/// - One call at a time: each output call has a step number, and the next call comes
///   only after ``UIKitEvent/completed(step:)`` for it, or after the watchdog for it
///   fired (``UIKitEvent/watchdogFired(step:showing:)``) and the planner started again
///   from what UIKit showed.
/// - No call while the user's own transition is under way: from
///   ``UIKitEvent/userPopBegan(_:)`` to its end, from
///   ``UIKitEvent/dismissalBegan(_:)`` to its end.
/// - No call while the scene is in the background (from ``UIKitEvent/enteredBackground``
///   to ``UIKitEvent/enteredForeground``) or its root is out of the window (from
///   ``UIKitEvent/leftWindow`` to ``UIKitEvent/appeared``); a watchdog that fires
///   meanwhile takes what UIKit shows, and the planner asks again only on their return.
///
/// What the host promises the planner:
/// - Every call it carries out reports ``UIKitEvent/completed(step:)`` once, when UIKit's
///   completion runs (or at once, for a call with no animation); a completion may come
///   synchronously, from inside ``UIKitHostBoundary/output``. A call UIKit drops never
///   completes, and the watchdog recovers it.
/// - After each ``UIKitOutput/startWatchdog(step:after:)``, once the interval has passed,
///   it reads what UIKit shows and reports ``UIKitEvent/watchdogFired(step:showing:)``;
///   a firing for a step already completed changes nothing.
/// - Each user gesture is reported as the events named for it below, in UIKit's order.
///
/// An event that no order of UIKit's callbacks can make (a completion for a step not
/// under way, the end of a gesture that never began) changes nothing and is counted, never
/// a trap.
@MainActor
package protocol UIKitHostBoundary: AnyObject {
    /// Receives what the planner asks of UIKit, in order.
    var output: (UIKitOutput) -> Void { get set }
    /// Tells the planner what UIKit did.
    /// - Parameter event: The UIKit callback, as a value.
    func handle(_ event: UIKitEvent)
}

/// What the planner asks of the host: a UIKit call, or a watchdog timer.
package enum UIKitOutput: Hashable, CustomStringConvertible {
    /// Carry out `call`, then report ``UIKitEvent/completed(step:)`` with `step` when
    /// UIKit's completion runs.
    case call(UIKitCall, step: Int)
    /// Wait `interval`, then read what UIKit shows and report
    /// ``UIKitEvent/watchdogFired(step:showing:)``, unless step `step` completed.
    case startWatchdog(step: Int, after: Duration)

    /// The output as it reads in a log.
    package var description: String {
        switch self {
        case .call(let call, let step): "\(step): \(call)"
        case .startWatchdog(let step, let interval): "watch \(step) for \(interval)"
        }
    }
}

/// One tab of the root `UITabBarController`: its navigation controller's view
/// controllers, the tab's root module's first.
package struct UIKitTab: Hashable, Sendable, CustomStringConvertible {
    /// The appearance id of the tab's root module; its container is
    /// ``StackID/tab(_:)`` with this id.
    package var id: AnyModule.ID
    /// The view controllers of the tab's navigation controller, bottom first.
    package var viewControllers: [AnyModule.ID]

    /// Creates a tab.
    package init(id: AnyModule.ID, viewControllers: [AnyModule.ID]) {
        self.id = id
        self.viewControllers = viewControllers
    }

    /// The tab as it reads in a log.
    package var description: String { "tab \(viewControllers)" }
}

/// The root `UISplitViewController`: its column style and each column's navigation
/// controller's view controllers (an empty list for an empty navigation controller).
///
/// The planner fills the compact column while UIKit reports the split view collapsed,
/// and the other columns while it reports it expanded; a view controller it moves takes
/// itself out of the column it was in, as `UIViewController.addChild` does.
package struct UIKitSplit: Hashable, Sendable, CustomStringConvertible {
    /// Whether there is a supplementary column.
    package var style: SplitView.Style
    /// The view controllers of each column's navigation controller; a column of
    /// `SplitColumn.allCases` missing here holds none (and `supplementary` is absent with
    /// two columns).
    package var columns: [SplitColumn: [AnyModule.ID]]

    /// Creates a split view.
    package init(style: SplitView.Style, columns: [SplitColumn: [AnyModule.ID]]) {
        self.style = style
        self.columns = columns
    }

    /// The split view as it reads in a log.
    package var description: String {
        "split(\(style)) "
            + SplitColumn.allCases.compactMap { column in columns[column].map { "\(column) \($0)" } }
            .joined(separator: ", ")
    }
}

/// The controller at the root of the window (or of the navigation controller the app
/// installed the host in).
package enum UIKitRoot: Hashable, Sendable, CustomStringConvertible {
    /// A `UINavigationController`, ``StackID/layer(_:)`` of ``LayerID/root``, with
    /// these view controllers.
    case navigation([AnyModule.ID])
    /// A `UITabBarController` with one navigation controller per tab, `selected` being the
    /// id of the selected one.
    case tabBar([UIKitTab], selected: AnyModule.ID)
    /// A `UISplitViewController` with a navigation controller per column.
    case split(UIKitSplit)

    /// The root as it reads in a log.
    package var description: String {
        switch self {
        case .navigation(let ids): "navigation \(ids)"
        case .tabBar(let tabs, let selected): "tabs \(tabs) selected \(selected)"
        case .split(let split): "\(split)"
        }
    }
}

/// A presented navigation controller: a presented layer of the navigation state.
package struct UIKitPresentedLayer: Hashable, Sendable, CustomStringConvertible {
    /// The layer; its container is ``StackID/layer(_:)`` with it.
    package var layer: LayerID
    /// How it is presented: `.fullScreen`, a page sheet with the options' detents in
    /// their order and `isModalInPresentation` when it refuses the swipe down, or an
    /// `.overFullScreen` cross-dissolve whose backdrop, when the options say so, reports
    /// a tap with ``UIKitEvent/tappedOutside(_:)``.
    package var style: PresentationStyle
    /// Its view controllers, the layer's root module's first.
    package var viewControllers: [AnyModule.ID]

    /// Creates a presented layer.
    package init(layer: LayerID, style: PresentationStyle, viewControllers: [AnyModule.ID]) {
        self.layer = layer
        self.style = style
        self.viewControllers = viewControllers
    }

    /// The navigation controller UIKit should show for the state's presented `layer`:
    /// the layer's module and stack; `nil` for the root layer, which is not presented.
    package init?(_ layer: NavigationState.Layer) {
        guard let style = layer.style else { return nil }
        self.init(layer: layer.id, style: style, viewControllers: layer.modules.map(\.id))
    }

    /// The layer as it reads in a log.
    package var description: String { "\(style.text) \(viewControllers)" }
}

/// One thing the planner asks of UIKit, phrased as the UIKit call the host makes.
package enum UIKitCall: Hashable, CustomStringConvertible {
    /// Puts `root` at the root of the window (or of the installed navigation
    /// controller), with no animation; every layer presented over the old root goes with
    /// it.
    case setRoot(UIKitRoot)
    /// `container.setViewControllers(_:animated:)`.
    case setViewControllers([AnyModule.ID], of: StackID, animated: Bool)
    /// `present(_:animated:completion:)` of `layer`'s navigation controller on the
    /// topmost controller that presents nothing.
    case present(UIKitPresentedLayer, animated: Bool)
    /// `dismiss(animated:completion:)` on the controller of `layer` (for
    /// ``LayerID/root``, the root controller): every layer and alert above it goes, in
    /// one transition.
    case dismiss(above: LayerID, animated: Bool)
    /// `UITabBarController.setViewControllers(_:animated:)` with these tabs, then
    /// selects `selected`.
    case setTabs([UIKitTab], selected: AnyModule.ID, animated: Bool)
    /// `UITabBarController.selectedViewController` set to this tab's navigation
    /// controller; no animation.
    case selectTab(AnyModule.ID)
    /// `UISplitViewController.show(_:)` of this column.
    case showColumn(SplitColumn)
    /// `present(_:animated:completion:)` of a `UIAlertController` for `alert` on the
    /// topmost controller that presents nothing.
    case presentAlert(NavigationAlert, animated: Bool)
    /// `dismiss(animated:completion:)` of the alert controller of this alert.
    case dismissAlert(NavigationAlert.ID, animated: Bool)

    /// The call as it reads in a log.
    package var description: String {
        let animation = { (animated: Bool) in animated ? " animated" : "" }
        switch self {
        case .setRoot(let root): return "set root \(root)"
        case .setViewControllers(let ids, let container, let animated):
            return "set \(container) to \(ids)\(animation(animated))"
        case .present(let layer, let animated): return "present \(layer)\(animation(animated))"
        case .dismiss(let layer, let animated): return "dismiss above \(layer)\(animation(animated))"
        case .setTabs(let tabs, let selected, let animated):
            return "set tabs \(tabs) selected \(selected)\(animation(animated))"
        case .selectTab(let id): return "select tab \(id)"
        case .showColumn(let column): return "show \(column) column"
        case .presentAlert(let alert, let animated): return "present \(alert)\(animation(animated))"
        case .dismissAlert(_, let animated): return "dismiss the alert\(animation(animated))"
        }
    }
}

/// What UIKit shows, read from the controllers when a watchdog fires.
package struct UIKitShown: Hashable, Sendable, CustomStringConvertible {
    /// The root controller and its contents.
    package var root: UIKitRoot
    /// Whether the root split view controller is collapsed; `false` for any other root.
    package var isCollapsed: Bool
    /// The presented navigation controllers, bottom first.
    package var presented: [UIKitPresentedLayer]
    /// The alert whose controller is presented on top, if any.
    package var alert: NavigationAlert.ID?

    /// Creates a reading of what UIKit shows.
    package init(
        root: UIKitRoot, isCollapsed: Bool = false, presented: [UIKitPresentedLayer] = [],
        alert: NavigationAlert.ID? = nil
    ) {
        self.root = root
        self.isCollapsed = isCollapsed
        self.presented = presented
        self.alert = alert
    }

    /// What shows, as it reads in a log.
    package var description: String {
        ([root.description + (isCollapsed ? " collapsed" : "")] + presented.map(\.description)).joined(
            separator: " | ") + (alert == nil ? "" : " + alert")
    }
}

/// One thing UIKit did, as the host reports it.
package enum UIKitEvent: Hashable, Sendable, CustomStringConvertible {
    /// The host is ready to carry out calls: the window loaded its root controller (or
    /// the app's navigation controller it was installed in shows). The planner answers
    /// at once with ``UIKitCall/setRoot(_:)`` of the state as it is then, so a tab bar
    /// the app set up before needs no root stack first.
    case loaded
    /// The root controller appeared in a window: its first `viewDidAppear`, and its first
    /// after each ``leftWindow``.
    case appeared
    /// The root controller left the window it appeared in, with nothing presented over it
    /// (the app put another root in the window, or the window went): UIKit drops a
    /// presentation asked for there, so the planner asks for nothing until ``appeared``.
    case leftWindow
    /// The completion of the call of step `step` ran.
    case completed(step: Int)
    /// `navigationController(_:didShow:animated:)`: `container` now holds these view
    /// controllers. After a call of the planner's, it confirms it; otherwise (the back
    /// button, the end of a swipe back) it reports the user's pop.
    case didShow(StackID, viewControllers: [AnyModule.ID])
    /// `navigationController(_:willShow:animated:)` for a pop the planner did not ask
    /// for, with a transition coordinator: the user began a swipe back, or tapped the
    /// back button, on `container`. Its end comes as ``userPopCancelled(_:)`` or
    /// ``userPopFinished(_:viewControllers:)``, then (when it finished) `didShow`. A pop
    /// with no transition coordinator reports only `didShow`.
    case userPopBegan(StackID)
    /// The coordinator's completion with `isCancelled`: the swipe back on `container`
    /// was let go, and it holds what it held.
    case userPopCancelled(StackID)
    /// The coordinator's completion without `isCancelled`: the pop on `container`
    /// completed, and it holds these view controllers.
    case userPopFinished(StackID, viewControllers: [AnyModule.ID])
    /// `presentationControllerWillDismiss(_:)`: the user began to swipe `layer` down.
    case dismissalBegan(LayerID)
    /// The coordinator's completion with `isCancelled`: the sheet of `layer` went back up,
    /// its spring back over.
    case dismissalCancelled(LayerID)
    /// `presentationControllerDidDismiss(_:)`: the user dismissed `layer`, and everything
    /// it presented.
    case didDismiss(LayerID)
    /// The backdrop of the popup `layer` was tapped, its options dismissing it on a tap
    /// outside; the host dismisses nothing itself, the planner asks for the dismissal.
    case tappedOutside(LayerID)
    /// The handler of the button at `button` of the alert `alert` ran; UIKit dismissed
    /// the alert controller before it.
    case alertAnswered(NavigationAlert.ID, button: Int)
    /// `presentationControllerDidDismiss(_:)` of the popover of the action sheet `alert`:
    /// the user tapped outside it (on an iPad, in a regular width), and UIKit took it down
    /// with none of its buttons. The handler of its cancel button, when UIKit runs it,
    /// comes as ``alertAnswered(_:button:)``, before or after.
    case alertDismissed(NavigationAlert.ID)
    /// `tabBarController(_:didSelect:)`: the user selected the tab with this id.
    case tabSelected(AnyModule.ID)
    /// `navigationController(_:didShow:animated:)` of the tab bar controller's
    /// `moreNavigationController`, or the user's tap on its More item: it shows the tab
    /// with this id (the user picked its row in the More list, or tapped More, which shows
    /// the tab it showed last), or, for `nil`, its list (the user went back to it). The
    /// host reports none for its own selection of a tab in the More list. It ends a
    /// ``moreTransitionBegan``.
    case moreShows(AnyModule.ID?)
    /// `navigationController(_:willShow:animated:)` of `moreNavigationController` with a
    /// transition coordinator, for a transition the host did not start: the user picked a
    /// row in the More list, or went back to it. Until ``moreShows(_:)`` (at `didShow`, or
    /// at the coordinator's cancellation) or a tap on the bar ends it, the planner asks
    /// UIKit for nothing.
    case moreTransitionBegan
    /// The user tapped the tab that was selected: the host refused UIKit's own pop to
    /// the root (`tabBarController(_:shouldSelect:)` returned `false`), and the planner
    /// follows the state's reselection rule.
    case tabReselected(AnyModule.ID)
    /// `splitViewControllerDidCollapse(_:)`: the compact column shows alone.
    case splitCollapsed
    /// `splitViewControllerDidExpand(_:)`: the columns show side by side.
    case splitExpanded
    /// The watchdog of step `step` fired, and UIKit shows `shown`.
    case watchdogFired(step: Int, showing: UIKitShown)
    /// The host did not make the call of step `step`: UIKit was running a transition the
    /// host did not start (an alert dismissing itself before its button's handler runs),
    /// which would drop it. ``foreignTransitionEnded(showing:)`` follows when that transition ends,
    /// and the planner plans again from the state as it is then.
    case callHeldBack(step: Int)
    /// The transition that held a call back (``callHeldBack(step:)``) ended, and UIKit
    /// shows `shown`.
    case foreignTransitionEnded(showing: UIKitShown)
    /// The scene entered the background (`sceneDidEnterBackground`).
    case enteredBackground
    /// The scene is about to be in the foreground again (`sceneWillEnterForeground`).
    case enteredForeground

    /// The event as it reads in a log.
    package var description: String {
        switch self {
        case .loaded: "loaded"
        case .appeared: "appeared"
        case .leftWindow: "left the window"
        case .completed(let step): "completed \(step)"
        case .didShow(let container, let ids): "\(container) did show \(ids)"
        case .userPopBegan(let container): "\(container) pop began"
        case .userPopCancelled(let container): "\(container) pop cancelled"
        case .userPopFinished(let container, let ids): "\(container) pop finished at \(ids)"
        case .dismissalBegan(let layer): "\(layer) swipe down began"
        case .dismissalCancelled(let layer): "\(layer) swipe down cancelled"
        case .didDismiss(let layer): "\(layer) did dismiss"
        case .tappedOutside(let layer): "\(layer) tapped outside"
        case .alertAnswered(_, let button): "alert answered with button \(button)"
        case .alertDismissed: "alert dismissed outside its buttons"
        case .tabSelected(let id): "tab \(id) selected"
        case .tabReselected(let id): "tab \(id) reselected"
        case .moreShows(let id?): "the More list shows tab \(id)"
        case .moreShows(nil): "the More list shows"
        case .moreTransitionBegan: "the More navigation controller's transition began"
        case .splitCollapsed: "split collapsed"
        case .splitExpanded: "split expanded"
        case .watchdogFired(let step, let shown): "watchdog \(step) fired showing \(shown)"
        case .callHeldBack(let step): "call \(step) held back for a transition UIKit runs"
        case .foreignTransitionEnded: "UIKit's own transition ended"
        case .enteredBackground: "entered background"
        case .enteredForeground: "entered foreground"
        }
    }
}
