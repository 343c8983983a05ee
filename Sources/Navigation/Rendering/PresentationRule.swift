/// The rules of UIKit presentation the renderers rely on, each with its source, and the
/// renderers that rely on it (``renderers``): the SwiftUI renderer, the UIKit host, or both.
///
/// Nothing here was measured on a device: each rule is what Apple documents, or what
/// the anchor libraries (FlowStacks, Navigator, TCA, swift-navigation) were built to
/// work around, as each case's source says.
/// ``ScreenUpdatePlan``, ``SceneMachine``, ``ScreenWriteBack`` and ``UIKitHostPlanner``
/// are written to these rules, and the package's tests drive them through independent
/// models of SwiftUI and UIKit that enforce them: they drop what UIKit would drop and
/// report what it would report, when it would report it.
package enum PresentationRule: CaseIterable, Sendable {
    /// A presenter shows one presentation at a time: a second `present` sent to a
    /// controller that is already presenting is dropped, not queued.
    ///
    /// Source: UIKit's "Attempt to present … which is already presenting" log
    /// (aheze/Popovers#11, nathantannar4/Transmission#69); Apple, `sheet(item:)`: "If
    /// `item` changes, the system dismisses the sheet and replaces it with a new one".
    /// The SwiftUI renderer presents one layer per step, each from the layer below it;
    /// the UIKit host issues one call at a time, the next only after the last one's
    /// completion.
    case onePresentationPerPresenter
    /// A presentation or dismissal asked for while another one is under way is lost.
    ///
    /// Source: pointfreeco/swift-composable-architecture#1991 and #3894 (an alert asked
    /// for while a sheet dismisses), QuickBirdEng/XCoordinator#146; FlowStacks sleeps
    /// 0.65 s between steps (`RoutesHolder.swift`), Navigator at least 0.7 s before
    /// iOS 18 and 0.3 s from iOS 18 (`NavigationConfiguration.swift`). The adapter asks
    /// for the next step only once UIKit reported the last one's end
    /// (``controllersReportTheirTransitionsEnd``), never after a fixed time.
    case requestDuringTransitionIsDropped
    /// `onAppear` runs before the first frame, at the start of a presentation's
    /// animation, not at its end.
    ///
    /// Source: Apple, `onAppear(perform:)`: "the action closure completes before the
    /// first rendered frame appears"; johnpatrickmorgan/TCACoordinators#92. The adapter
    /// ends a step at the layer's `viewDidAppear`, never at `onAppear`.
    case appearanceComesBeforeTheTransitionEnds
    /// `onDisappear` of dismissed content runs once its dismissal animation is over, or
    /// later.
    ///
    /// Source: UIKit calls `viewDidDisappear` at the end of a dismissal, and
    /// swift-navigation detects dismissals there (`UIKitNavigationShim/shim.m`).
    /// The adapter keeps a leaving layer's content and views until that report.
    case disappearanceComesAfterTheTransitionEnds
    /// A gesture (swipe back, a sheet swiped down, an alert button) changes the screen
    /// first and writes its binding at its end; the write can come twice, or late, from
    /// a binding of an earlier render.
    ///
    /// Source: TCA `Store+Observation.swift` applies a `nil` write only when the
    /// presented identity still matches (pointfreeco/swift-composable-architecture#3309);
    /// TCA `NavigationStack+Observation.swift` reads a path write as one push or a pop
    /// to an index. The adapter reads each write against the layer that rendered it.
    case gesturesWriteBackAtTheirEnd
    /// An alert presents only from the topmost presenter, and not while that presenter
    /// is presenting or dismissing anything, its own previous alert included.
    ///
    /// Source: elai950/AlertToast#68, rakutentech/AltSwiftUI#62 (alerts from the
    /// foremost controller); pointfreeco/swift-composable-architecture#1991 and #3894.
    /// The adapter gives every alert change a step of its own.
    case alertNeedsASettledPresenter
    /// Content cleared before its dismissal animation ends shows blank or black.
    ///
    /// Source: rioX432/CivitDeck#532; TCA keeps a dismissed child store alive for
    /// 300 ms (`Store.swift`). The adapter renders a leaving layer from its last
    /// snapshot until its disappearance is reported.
    case leavingContentMustStayRendered
    /// A stack's path changed while a push or pop animates is lost or leaves the stack
    /// out of step with its path.
    ///
    /// Source: swiftlang/swift#77088 (a path cleared during a navigation animation is not
    /// cleared); Apple Developer Forums thread 750879 (path changes faster than the
    /// animation show blank screens); johnpatrickmorgan/FlowStacks#61. The adapter holds
    /// a stack's changes until its animation completes and sends them as one change.
    case stackWritesDuringAnimationAreLost
    /// A path binding rebuilt in every `body` makes `NavigationStack` re-walk its
    /// destinations: `onAppear` on the wrong screens, and "Can't remove more items"
    /// crashes.
    ///
    /// Source: https://dev.classmethod.jp/en/articles/xcode-16-3-navigationstack-onappear-issue
    /// (iOS 18.4 SDK); pointfreeco/swift-composable-architecture#2058. The adapter gives
    /// each stack one binding for its life (``StackPath``).
    case pathBindingMustBeStable
    /// A swipe back writes the path once the pop commits; a swipe the user cancels writes
    /// nothing, or, if the shorter path went out early, the longer path back.
    ///
    /// Source: heinzl/swift-composable-navigation#17 (from iOS 18 `willShow` fires for a
    /// swipe the user cancels); swift-navigation syncs pops in
    /// `navigationController(_:didShow:animated:)` (`NavigationStackController.swift`).
    /// The adapter applies a shorter path when it is written, and takes the popped
    /// screens back if the longer path comes back while they are still leaving.
    case cancelledSwipeWritesNothing
    /// `onAppear` can run again for content already on screen, when a parent re-renders
    /// or switches branch.
    ///
    /// Source: https://fatbobman.com/en/posts/traps-and-countermeasures-for-abnormal-onappear-calls-in-swiftui.
    /// The adapter takes every appearance report as idempotent.
    case appearanceCanRepeat
    /// Navigation changes made while the scene is in the background are deferred, and
    /// applied all at once when it is active again.
    ///
    /// Source: johnpatrickmorgan/FlowStacks commit 208bb6b, which gates its steps on
    /// `scenePhase == .active`. The adapter suspends in the background, gives up on no
    /// report, and resumes in the foreground.
    case backgroundChangesAreDeferred
    /// An alert has no appearance callback: UIKit presents it as a `UIAlertController`
    /// from the topmost controller, and drops it like any presentation asked for during
    /// a transition.
    ///
    /// Source: Apple, `alert(_:isPresented:actions:)` takes no views that appear;
    /// pointfreeco/swift-composable-architecture#3894 (an alert that "briefly appears but
    /// then dismisses itself"). The renderer presents the alert's `UIAlertController`
    /// itself, hears `present`'s completion and the buttons' handlers, and tells its own
    /// alert from any other by that controller's identity
    /// (``controllersReportTheirTransitionsEnd``).
    case alertHasNoAppearanceCallback
    /// A `sheet(item:)` or `fullScreenCover(item:)` whose item changes identity dismisses
    /// the layer and presents a new one: two transitions, not one.
    ///
    /// Source: Apple, `sheet(item:onDismiss:content:)`: "If `item` changes, the system
    /// dismisses the sheet and replaces it with a new one using the same process";
    /// hmlongco/Navigator#18; swift-navigation's `Presentation.swift` dismisses, then
    /// presents in the completion. The adapter never changes a shown layer's item: it
    /// dismisses in one step and presents in the next.
    case changedItemIsADismissalThenAPresentation
    /// A level can carry a sheet and a full-screen cover modifier, but only one of them
    /// can be up at a time.
    ///
    /// Source: the iOS 14.5 release notes on several `sheet`/`fullScreenCover` modifiers
    /// in one hierarchy (quoted in johnpatrickmorgan/FlowStacks#12); UIKit's one
    /// presentation per presenter. The adapter's frame gives each layer one presented
    /// layer at most, a sheet or a cover by its style.
    case oneSheetOrCoverPerLevel
    /// A swipe back can write the shorter path at its start, while the finger still
    /// drives the pop; the pop is over once the popped screen's `onDisappear` comes (at
    /// its end, or later), or, if the user lets go before it commits, once the longer
    /// path is written back. A pop written after its screen's `onDisappear` is over.
    ///
    /// Source: heinzl/swift-composable-navigation#17 (from iOS 18 `willShow` fires as the
    /// swipe starts, for a swipe the user cancels too); swift-navigation's
    /// `NavigationStackController.swift` takes a pop as done in `didShow`; UIKit calls
    /// `viewDidDisappear` at a pop's end. The renderer holds a stack's program changes
    /// after a user's pop until its top screen reports leaving or its pop's end, or a
    /// reading of the stack shows it at rest (``hierarchyTellsWhatShows``).
    case interactivePopEndsWhenItsScreenLeaves
    /// An alert button's action runs first, and `isPresented = false` is written after
    /// it (iOS 16 and later).
    ///
    /// Source: pointfreeco/swift-composable-architecture#1981; #3272 and PR #3309 (an
    /// alert shown from a button's action is dismissed by the binding's write unless the
    /// write is checked against the alert it was made for). The adapter reads the
    /// binding's write against the alert it rendered.
    case alertButtonRunsBeforeItsBindingIsWritten
    /// Taps do not reach what a full-screen cover covers, even through its clear parts: a
    /// tap outside a popup's content reaches only a view inside the cover.
    ///
    /// Source: https://openillumi.com/?p=84669 (only `presentationBackgroundInteraction`,
    /// on sheets with detents, lets touches through; covers have no such option). The
    /// popup's cover holds a full-size view that takes the tap outside.
    case tapsDoNotReachBehindACover
    /// A `NavigationSplitView` column whose root has an equal identity keeps its view and
    /// its `@State`; a list's selection is compared by value.
    ///
    /// Source: Apple, `NavigationSplitViewColumn`; woocommerce-ios PR #17423 (selecting
    /// the same sidebar row again resets nothing). The adapter identifies each column's
    /// root by its module's appearance, so a new appearance of an equal module is a new
    /// view.
    case splitColumnKeepsItsViewForAnEqualIdentity
    /// SwiftUI tells views apart by identity: a path element, a layer's, tab's or
    /// column's root whose identity equals the last render's is the same view (its state
    /// kept, no new `onAppear`); a changed one is a new view.
    ///
    /// Source: Apple, `NavigationStack`, "Manage navigation state"; WWDC21 "Demystify
    /// SwiftUI". The adapter identifies every screen by its appearance (``ScreenElement``),
    /// never by its module's value.
    case viewsAreKeptByIdentity
    /// A push or pop of a navigation controller is one transition with a coordinator for
    /// as long as its animation runs: a screen's controller finds it in
    /// `viewWillAppear(_:)` and `viewWillDisappear(_:)`, learns whether the user drives
    /// it, and is called when it completes, told whether the user cancelled it.
    ///
    /// Source: Apple, `UIViewControllerTransitionCoordinator` (UIKit creates the
    /// coordinator for a transition and assigns it to the controller's
    /// `transitionCoordinator`; it "lasts for the duration of the transition
    /// animation"), `animate(alongsideTransition:completion:)`, and
    /// `UIViewControllerTransitionCoordinatorContext`'s `isInteractive` and
    /// `isCancelled`. The renderer ends a stack change, the program's as the user's, at
    /// that report, and where none comes, at a reading (``hierarchyTellsWhatShows``); the
    /// UIKit host waits for the completions of its `present`, `dismiss` and
    /// `setViewControllers` calls.
    case transitionsReportTheirEnd
    /// A presented controller's `viewDidAppear(_:)` comes once its presentation's
    /// transition is over, and `viewDidDisappear(_:)` once its dismissal's is; the
    /// completion of `present(_:animated:completion:)` runs after the presented
    /// controller's `viewDidAppear(_:)`, and that of `dismiss(animated:completion:)`
    /// after the dismissal.
    ///
    /// Source: Apple, `viewDidAppear(_:)` ("Notifies the view controller that its view
    /// was added to a view hierarchy"), `present(_:animated:completion:)` ("The
    /// completion handler is called after the viewDidAppear: method is called on the
    /// presented view controller"); swift-navigation's `shim.m` ends a dismissal in
    /// `viewDidDisappear` with `isBeingDismissed`. The renderer ends a presentation or
    /// dismissal step only at these reports; a representable's controller inside the
    /// layer relays them (a device premise, checked by the device tests).
    case controllersReportTheirTransitionsEnd
    /// UIKit's hierarchy says what shows: the `presentedViewController` chain from the
    /// window's root, each controller's `isBeingPresented` and `isBeingDismissed`, and a
    /// navigation controller's `viewControllers` and `transitionCoordinator`.
    ///
    /// Source: Apple, `presentedViewController`, `isBeingPresented`,
    /// `isBeingDismissed`, `viewControllers`, `transitionCoordinator`; SheeKit PR#13
    /// walks the presented chain to its top. When a report is late, a watchdog asks for
    /// a reading: what shows counts as shown, what is gone as gone, and what UIKit
    /// dropped or ignored is asked for again, with a bounded backoff; a timer never
    /// concludes by itself.
    case hierarchyTellsWhatShows
    /// Dismissing a controller that presents others dismisses all of them, an alert on
    /// top included, in one transition.
    ///
    /// Source: Apple, `dismiss(animated:completion:)`: called on a controller lower in a
    /// chain of presented controllers, it dismisses its child and everything above it.
    /// The planner dismisses every layer that goes, and the alert over them, in one step.
    case dismissingAPresenterDismissesWhatItPresents
    /// An alert is a presented controller too: it goes on the topmost presented
    /// controller, and only when nothing transitions.
    ///
    /// Source: Apple, `UIAlertController` ("present it with `present(_:animated:completion:)`");
    /// SheeKit PR#13 (walk up to the controller that presents nothing). The planner shows an
    /// alert only over the target's topmost layer, after every layer change.
    case alertsPresentFromTheTopmostController
    /// An interactive pop can be cancelled: `willShow` comes in either case, so a pop is
    /// written back only once the transition coordinator says it completed, or at
    /// `didShow` when there was no coordinator.
    ///
    /// Source: Apple, `UINavigationControllerDelegate`; `UIViewControllerTransitionCoordinator`
    /// `isCancelled`; swift-composable-navigation#17 (`willShow` on a cancelled swipe,
    /// iOS 18+).
    case interactivePopsCanBeCancelled
    /// `presentationControllerDidDismiss` comes only for a dismissal the user made (a
    /// sheet swiped down), never for one the host asked for.
    ///
    /// Source: Apple, `UIAdaptivePresentationControllerDelegate.presentationControllerDidDismiss(_:)`:
    /// "not called if the presentation is dismissed programmatically".
    case userDismissalsAreReportedAlone
    /// A sheet rests at its detents and can refuse the swipe down.
    ///
    /// Source: Apple, `UISheetPresentationController.detents`, `selectedDetentIdentifier`,
    /// `prefersGrabberVisible`, `preferredCornerRadius`,
    /// `largestUndimmedDetentIdentifier`, and `UIViewController.isModalInPresentation`.
    case sheetsRestAtDetents
    /// An alert's button handler runs after the alert controller has dismissed itself.
    ///
    /// Source: swift-navigation `UIKitNavigationShim/shim.m` (the alert's dismissal is
    /// seen before its action). The host takes the alert off what it shows before it
    /// answers the alert through the navigation, so the next alert can present at once.
    case alertsDismissBeforeTheirActions

    /// A renderer that relies on a rule.
    package enum Renderer: Hashable, Sendable {
        /// The SwiftUI renderer, `RootView`.
        case swiftUI
        /// The UIKit host, `NavigationHost`.
        case uikit
    }

    /// The renderers that rely on the rule.
    package var renderers: Set<Renderer> {
        switch self {
        case .onePresentationPerPresenter, .transitionsReportTheirEnd, .controllersReportTheirTransitionsEnd,
            .hierarchyTellsWhatShows:
            [.swiftUI, .uikit]
        case .dismissingAPresenterDismissesWhatItPresents, .alertsPresentFromTheTopmostController,
            .interactivePopsCanBeCancelled, .userDismissalsAreReportedAlone, .sheetsRestAtDetents,
            .alertsDismissBeforeTheirActions:
            [.uikit]
        default:
            [.swiftUI]
        }
    }

    /// The sections of the package's presentation research (`presentation-rules.md`) the
    /// rule comes from, such as `R5.2`; `ID` for SwiftUI's identity rule, which the
    /// research takes as given, `TC` for UIKit's documented transition coordinator, and
    /// `UK` for UIKit's documented sheet API.
    package var sections: [String] {
        switch self {
        case .onePresentationPerPresenter: ["R1.1"]
        case .requestDuringTransitionIsDropped: ["R1.3"]
        case .appearanceComesBeforeTheTransitionEnds: ["R3.1"]
        case .disappearanceComesAfterTheTransitionEnds: ["R3.5"]
        case .gesturesWriteBackAtTheirEnd: ["R5.1", "R5.3"]
        case .alertNeedsASettledPresenter: ["R6.1", "R6.2"]
        case .leavingContentMustStayRendered: ["R7.5"]
        case .stackWritesDuringAnimationAreLost: ["R5.5"]
        case .pathBindingMustBeStable: ["R3.3", "R5.4"]
        case .cancelledSwipeWritesNothing: ["R5.2"]
        case .appearanceCanRepeat: ["R3.4"]
        case .backgroundChangesAreDeferred: ["R4.5"]
        case .alertHasNoAppearanceCallback: ["R6.1", "R1.3"]
        case .changedItemIsADismissalThenAPresentation: ["R2.1"]
        case .oneSheetOrCoverPerLevel: ["R2.3"]
        case .interactivePopEndsWhenItsScreenLeaves: ["R5.2", "R5.5", "R3.5"]
        case .alertButtonRunsBeforeItsBindingIsWritten: ["R6.3"]
        case .tapsDoNotReachBehindACover: ["R7.4"]
        case .splitColumnKeepsItsViewForAnEqualIdentity: ["R8.5"]
        case .viewsAreKeptByIdentity: ["ID"]
        case .transitionsReportTheirEnd: ["TC"]
        case .controllersReportTheirTransitionsEnd: ["R3.2"]
        case .hierarchyTellsWhatShows: ["R10.4", "R10.6"]
        case .dismissingAPresenterDismissesWhatItPresents: ["R10.4"]
        case .alertsPresentFromTheTopmostController, .alertsDismissBeforeTheirActions: ["R10.5"]
        case .interactivePopsCanBeCancelled: ["R10.2"]
        case .userDismissalsAreReportedAlone: ["R10.3"]
        case .sheetsRestAtDetents: ["UK"]
        }
    }

    /// The rule in one line, for test failures and logs.
    package var summary: String {
        switch self {
        case .onePresentationPerPresenter: "one presentation per presenter at a time"
        case .requestDuringTransitionIsDropped: "a presentation or dismissal asked for during a transition is dropped"
        case .appearanceComesBeforeTheTransitionEnds: "onAppear comes before the transition ends"
        case .disappearanceComesAfterTheTransitionEnds: "onDisappear comes after the transition ends"
        case .gesturesWriteBackAtTheirEnd: "gestures write back at their end, possibly twice or late"
        case .alertNeedsASettledPresenter: "an alert cannot present from a presenter that is presenting or dismissing"
        case .leavingContentMustStayRendered: "a leaving layer must render what it showed until it is gone"
        case .stackWritesDuringAnimationAreLost: "a path changed while a push or pop animates is lost"
        case .pathBindingMustBeStable: "a path binding rebuilt in every body misfires onAppear"
        case .cancelledSwipeWritesNothing: "a cancelled swipe back writes nothing, or the longer path back"
        case .appearanceCanRepeat: "onAppear can run again for content on screen"
        case .backgroundChangesAreDeferred: "changes made in the background are deferred until active"
        case .alertHasNoAppearanceCallback: "an alert reports no appearance and can be dropped"
        case .changedItemIsADismissalThenAPresentation: "a changed item identity is a dismissal, then a presentation"
        case .oneSheetOrCoverPerLevel: "a level shows a sheet or a cover, never both"
        case .interactivePopEndsWhenItsScreenLeaves:
            "a swipe back written at its start runs until its screen leaves or the longer path comes back"
        case .alertButtonRunsBeforeItsBindingIsWritten:
            "an alert button's action runs before isPresented is set to false"
        case .tapsDoNotReachBehindACover: "a tap outside a popup reaches only a view inside its cover"
        case .splitColumnKeepsItsViewForAnEqualIdentity: "a split column keeps its view for an equal identity"
        case .viewsAreKeptByIdentity: "a view is kept for an equal identity and built anew for a new one"
        case .transitionsReportTheirEnd: "a push or pop reports when it ends, and whether the user cancelled it"
        case .controllersReportTheirTransitionsEnd:
            "viewDidAppear, viewDidDisappear and present's completion come after their transition"
        case .hierarchyTellsWhatShows: "the presented chain and the navigation controllers say what shows"
        case .dismissingAPresenterDismissesWhatItPresents: "dismissing a presenter dismisses everything above it"
        case .alertsPresentFromTheTopmostController: "an alert presents from the topmost controller, when none moves"
        case .interactivePopsCanBeCancelled: "an interactive pop can be cancelled after willShow"
        case .userDismissalsAreReportedAlone: "presentationControllerDidDismiss reports only the user's dismissals"
        case .sheetsRestAtDetents: "sheets rest at detents and can refuse the swipe down"
        case .alertsDismissBeforeTheirActions: "an alert dismisses itself before its button's handler runs"
        }
    }
}
