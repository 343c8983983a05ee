/// The rules of UIKit the model of UIKit plays, each with the source it was taken from
/// and how sure that source makes it. Nothing here was measured on a device.
///
/// Where a rule comes from the package's presentation research, its section (`R1.1`) is
/// named; the Apple pages were read through the documentation search of this project.
enum UIKitRule: String, CaseIterable, Sendable {
    /// A navigation controller runs one transition at a time: `setViewControllers` while
    /// a push, a pop or an interactive pop of the same controller runs is a fault.
    /// Source: Apple, `setViewControllers(_:animated:)`; research R10.1 (the failure
    /// mid-transition is folklore). Confidence: high on the rule, low on how it fails.
    case oneNavigationTransitionAtATime = "N1 one transition of a navigation controller at a time"
    /// `setViewControllers(_:animated:)` animates a push or a pop only when the top
    /// controller changes and `animated` is true; then a transition coordinator reports
    /// its end. Unanimated, it changes the stack at once, with no coordinator.
    /// Source: Apple, `setViewControllers(_:animated:)` ("If true, animate the pushing or
    /// popping of the top view controller"), `UIViewController.transitionCoordinator`.
    /// Confidence: high.
    case setViewControllersAnimatesTheTop = "N2 setViewControllers animates only a change of the top"
    /// An interactive pop (the swipe from the edge) takes the top controller off at once
    /// and calls `willShow` at its start, also for a swipe the user then cancels (iOS 18);
    /// the coordinator's `notifyWhenInteractionChanges` handler runs when the finger
    /// lifts, with `isCancelled`; its completion comes when the animation ends; `didShow`
    /// comes only for a pop that completed, and a cancelled pop puts the controller back.
    /// Source: Apple, `UIViewControllerTransitionCoordinator.notifyWhenInteractionChanges(_:)`
    /// ("executed any time the transition changes from interactive to noninteractive,
    /// including when the transition ends or is canceled"), `isCancelled`; research R10.2
    /// (swift-composable-navigation#17). Confidence: high.
    case interactivePopsCanBeCancelled = "N3 an interactive pop can be cancelled after willShow"
    /// The back button pops at once, animated, with a non-interactive coordinator: willShow,
    /// then didShow at the end. A long press on it pops to any controller below.
    /// Source: Apple, `UINavigationControllerDelegate`, `UINavigationItem.backBarButtonItem`.
    /// Confidence: high.
    case theBackButtonPops = "N4 the back button pops, animated, and cannot be cancelled"
    /// A controller presents one controller at a time: a `present` sent to a controller
    /// that presents one already (an alert included) is dropped, and its completion never
    /// runs. Source: research R1.1 ("Attempt to present … which is already presenting",
    /// aheze/Popovers#11, nathantannar4/Transmission#69). Confidence: high.
    case onePresentationPerPresenter = "P1 a present on a presenting controller is dropped"
    /// A `present` or `dismiss` sent while a presentation or dismissal runs is lost.
    /// Source: research R1.3 (TCA#1991, XCoordinator#146), R10.6 (swift-navigation chains
    /// a present onto a running dismissal). Confidence: medium-high.
    case nothingPresentsDuringATransition = "P2 a present or dismiss during a transition is lost"
    /// `dismiss(animated:completion:)` sent to a controller that presents others dismisses
    /// all of them, in one transition; sent to a presented controller that presents
    /// nothing, it dismisses that controller itself.
    /// Source: Apple, `dismiss(animated:completion:)`; research R10.4 (swift-navigation
    /// PR#176). Confidence: high.
    case dismissingAPresenterDismissesWhatItPresents = "P3 dismissing a presenter dismisses everything above it"
    /// A sheet the user swipes down: `presentationControllerWillDismiss` at the start, the
    /// coordinator's interaction handler with `isCancelled` when the finger lifts, and
    /// `presentationControllerDidDismiss` only once a dismissal that was not cancelled
    /// ends; a sheet with `isModalInPresentation` does not move. Neither call comes for a
    /// dismissal the program asked for.
    /// Source: Apple, `UIAdaptivePresentationControllerDelegate.presentationControllerDidDismiss(_:)`
    /// ("not called if the presentation is dismissed programmatically"); research R10.3.
    /// Confidence: high.
    case sheetsAreSwipedDownAndCanBeCancelled =
        "P4 a sheet swiped down reports willDismiss, then didDismiss or a cancel"
    /// A present from a controller that is not in the window is dropped.
    /// Source: research R10.4 ("whose view is not in the window hierarchy").
    /// Confidence: high.
    case presentFromTheWindow = "P5 a present from a controller outside the window is dropped"
    /// Sometimes UIKit drops a presentation although nothing runs ("Sometimes when I try to
    /// present a sheet, nothing happens"): its completion never comes, and the host has to
    /// find out. Source: research R1.1 (aheze/Popovers#11). Confidence: medium.
    case presentationsCanBeDropped = "P6 a presentation can be dropped without a reason"
    /// `present`'s and `dismiss`'s completions come once the transition ended, after the
    /// presented controller's `viewDidAppear`; unanimated, on the next turn of the run loop.
    /// Source: Apple, `present(_:animated:completion:)`; research R3.2. Confidence: high.
    case completionsComeAtTheEnd = "C1 completions come when the transition ends"
    /// An alert controller begins dismissing when a button is tapped, and the button's
    /// handler runs after that: at the start of the dismissal or once it ended.
    /// Source: research R6.4, R10.5 (swift-navigation `shim.m`: the dismissal is seen
    /// before the action). Confidence: high that the dismissal comes first, low on when
    /// the handler runs within it, so the model draws either.
    case alertsDismissBeforeTheirHandlers = "A1 an alert begins dismissing before its button's handler runs"
    /// A user's tap on a tab asks `tabBarController(_:shouldSelect:)` first; `didSelect`
    /// follows only when it returned true, also for the tab that is already selected; a
    /// program setting `selectedIndex` is told nothing.
    /// Source: Apple, `UITabBarControllerDelegate.tabBarController(_:shouldSelect:)` ("calls
    /// this method in response to the user tapping a tab bar item"),
    /// `tabBarController(_:didSelect:)` ("called only in response to user taps … not called
    /// when your code changes the tab bar contents programmatically"; "could be the same
    /// view controller that was already selected"). Confidence: high.
    case tabTapsAskTheDelegate = "T1 a tab tap asks shouldSelect; a program's selection is silent"
    /// A tap on the selected tab pops its navigation controller to its root, animated,
    /// unless `shouldSelect` returned false.
    /// Source: Apple, `UITabBarController` overview ("User taps always display the root view
    /// of the tab, regardless of which tab was previously selected. This is true even if the
    /// tab was already selected."); research R8.3 (an answer suppressing it by returning
    /// false from `shouldSelect` for the selected controller). Confidence: high on the pop,
    /// medium on `false` suppressing it.
    case reselectingATabPopsToItsRoot = "T2 a tap on the selected tab pops it to its root unless shouldSelect says no"
    /// A tab bar shows five items at most on an iPhone (and in a compact width): with more
    /// tabs, the fifth item is "More", whose navigation controller lists the other tabs and
    /// shows the one the user picks. `moreNavigationController` is not in
    /// `viewControllers`, and `selectedIndex` is `NSNotFound` while it is the selected one.
    /// Source: Apple, `UITabBarController.viewControllers` ("view controllers at the end of
    /// the array are managed by the More navigation controller, which is itself not
    /// included in this array"), `moreNavigationController`, `selectedIndex`.
    /// Confidence: high.
    case tabsPastTheFifthLiveInMore = "T3 tabs past the fifth live in the More navigation controller"
    /// A tap on the More item asks the tab bar's delegate (`shouldSelect`, `didSelect`) with
    /// `moreNavigationController`, which shows what it showed last: a tab, or its list. A
    /// row picked in the More list calls no tab bar delegate method: the More navigation
    /// controller pushes the tab, animated, and its own delegate (an app may set it) hears
    /// `willShow`, then `didShow` at the end; its back button over the tab's root pops to
    /// the list, with `willShow` and `didShow` again. Over the list the More navigation
    /// controller is the selected one, so a tap on the tab of the bar selected before it is
    /// a selection, not a re-tap.
    /// Source: Apple, `tabBarController(_:didSelect:)` ("called only in response to user
    /// taps in the tab bar"), `moreNavigationController` ("compare it against the currently
    /// selected view controller"), `selectedIndex`; software-mansion/react-native-screens'
    /// More navigation controller scenario (the tap on More reports, a row's pick does not;
    /// More shows again the tab it showed); apps in public code that set
    /// `moreNavigationController.delegate` to hear the pick. Confidence: high on `didSelect`
    /// for More and none for a row; medium on the More navigation controller's delegate
    /// hearing the pick and the return to the list; low on the tap on More showing the
    /// last tab. A device must confirm (`test_host26`).
    case moreListPicksReachTheMoreDelegate =
        "T4 a pick in the More list reaches only the More navigation controller's delegate"
    /// A tab whose controller is a navigation controller, shown from the More list, keeps
    /// working as one: `setViewControllers` on it shows, and its own delegate hears its
    /// pushes and pops. UIKit pushes no navigation controller on another; what it does
    /// instead is not documented: reports say it wraps or hands over the tab's view
    /// controllers, and that the tab's stack breaks when the tab moves between the bar
    /// and the More list with the width.
    /// Source: none from Apple beyond its Tabster sample (six tabs, each a navigation
    /// controller); xamarin/Xamarin.Forms PR 440 (a navigation controller inside More's),
    /// openradar 22878083 and 21055909 (the stacks broken on a width change).
    /// Confidence: low, unconfirmed: the model plays the tab's navigation controller as
    /// usual, and does not move tabs between the bar and More. A device must confirm
    /// (`test_host26`; `test_host28` prints which navigation controller holds a More
    /// tab's screens and checks that the back button there pops the state).
    case moreTabsKeepTheirNavigationController = "T5 a tab's navigation controller shown from More still navigates"
    /// The program's `selectedViewController` of a tab in the More list selects it and
    /// shows it there; the model pushes it on the More navigation controller without
    /// animation, its delegate hearing `willShow` and `didShow` at once.
    /// Source: Apple, `UITabBarController.selectedViewController` ("This includes view
    /// controllers that are managed by the More navigation controller and whose tab bar
    /// items are not visible"). Confidence: high that it selects it; low on the animation
    /// and the delegate calls, which the host takes as its own call's either way.
    case programsSelectTabsInMore = "T6 the program can select a tab of the More list"
    /// A column-style split view collapses when the width becomes compact and expands when
    /// it becomes regular; the delegate hears `splitViewControllerDidCollapse` after it
    /// collapsed (`isCollapsed` is then true) and `splitViewControllerDidExpand`. Collapsed,
    /// a split view with a view controller in its compact column shows that one alone;
    /// without one, UIKit shows the column `topColumnForCollapsingToProposedTopColumn`
    /// names, its columns' stacks merged onto the primary column's navigation controller
    /// (the model merges them; a column-style split view's delegate takes no
    /// `collapseSecondary` call, which is for the classic style). A split view set as the
    /// root in a compact width, at launch or later, is collapsed as it takes its traits,
    /// and whether `splitViewControllerDidCollapse` comes for that collapse is unknown:
    /// the model plays both.
    /// Source: Apple, `UISplitViewControllerDelegate` (its column-style section),
    /// `splitViewController(_:topColumnForCollapsingToProposedTopColumn:)` ("Asks the
    /// delegate to provide the column to display after the split view interface
    /// collapses"), `splitViewControllerDidCollapse(_:)`, `isCollapsed` ("set to true when
    /// the split view controller content is semantically collapsed"),
    /// `UISplitViewController.Column.compact` ("If a view controller is set for this
    /// column, that view controller is shown when isCollapsed is true"); research R8.5.
    /// Confidence: high on the compact column and the delegate calls at a size-class
    /// change; medium on the merge onto the primary column; low on when a split view set
    /// as the root reads collapsed (at once, or at its first layout), which the host reads
    /// at both (`test_host25`).
    case splitViewsCollapseWithTheSizeClass = "S1 a split view collapses and expands with the size class"
    /// On an iPad in a regular width a page sheet shows as a form sheet: a tap on the
    /// backdrop around it asks `presentationControllerShouldDismiss`, then dismisses it,
    /// not interactively, perhaps after `presentationControllerWillDismiss`, and calls
    /// `presentationControllerDidDismiss` once it is gone; one modal in presentation stays.
    /// In a compact width it is a sheet again, with no delegate call.
    /// Source: Apple, `UIModalPresentationStyle.formSheet`, `pageSheet`,
    /// `UIAdaptivePresentationControllerDelegate`. Confidence: high on the dismissal and
    /// `didDismiss`, low on whether `willDismiss` comes for a tap, so the model draws it.
    /// The host holds a call back during that dismissal (a transition it did not start)
    /// and reads the presented chain when the transition coordinator's completion runs;
    /// the model has the sheet gone from the chain by then (medium: Apple documents the
    /// completion as coming after the transition, not when `presentedViewController` is
    /// cleared; if the sheet is still read there, the planner waits for `didDismiss` as
    /// before).
    case formSheetsTakeATapOutside = "P7 a form sheet's backdrop tapped dismisses it, and didDismiss says so"
    /// On an iPad in a regular width an action sheet shows as a popover; a tap outside it
    /// dismisses it with none of its buttons, runs its cancel button's handler when it has
    /// one, and calls the popover's `presentationControllerDidDismiss`; in a compact width
    /// it is an action sheet again, with no delegate call.
    /// Source: Apple, `UIAlertController.Style.actionSheet`,
    /// `popoverPresentationControllerDidDismissPopover(_:)` ("only in response to user
    /// actions"), replaced by `presentationControllerDidDismiss(_:)`. Confidence: high on
    /// the dismissal, medium on the cancel handler and its order, which the model draws.
    case actionSheetsArePopoversOnIPads = "A2 an action sheet's popover tapped outside goes with no button"
    /// An expanded split view shows its sidebar hidden (`.secondaryOnly`), over the
    /// secondary column (`.oneOverSecondary`) or beside it (`.oneBesideSecondary`), as the
    /// user picks; `show(_:)` of the secondary or supplementary column takes an overlay
    /// away, `show(.primary)` brings a hidden sidebar over. A split view made in a compact
    /// width is collapsed when it first shows.
    /// Source: Apple, `UISplitViewController.DisplayMode`, `show(_:)`, `isCollapsed`.
    /// Confidence: high on the modes, low on whether `splitViewControllerDidCollapse`
    /// comes for the collapse at launch, so the model plays both.
    case splitViewsHaveDisplayModes = "S2 a split view's sidebar hides, overlays or tiles"
    /// Callbacks can come late or twice: a completion, a `didShow`, a `didDismiss`.
    /// Source: research R5.3 for the bindings UIKit drives (TCA PR#3309); the host is to
    /// take each once. Confidence: low for UIKit's own callbacks, so the model draws it as
    /// a fault.
    case callbacksCanComeLateOrTwice = "F1 a callback can come late or twice"

    /// A scene goes to the background and comes back whenever the user leaves the app,
    /// during a transition too; UIKit defers nothing of the host's, so the host's promise
    /// (no call in the background) is the host's to keep. Source: Apple,
    /// `UISceneDelegate.sceneDidEnterBackground(_:)`; research R9 (navigation changes in
    /// the background are deferred). Confidence: medium.
    case scenesGoToTheBackgroundAnyTime = "W1 a scene goes to the background at any time"
    /// An app can take the host's root controller out of the window (another root
    /// controller) and put it back; meanwhile a present from it is dropped (P5), and its
    /// next `viewDidAppear` says it is back. Source: research R10.4. Confidence: high.
    case rootsLeaveTheWindow = "W2 a root controller can leave the window and come back"

    /// The rule's short name, such as `N3`.
    var code: String { String(rawValue.prefix { $0 != " " }) }
}
