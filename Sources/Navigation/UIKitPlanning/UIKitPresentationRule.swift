/// The rules of UIKit the UIKit host relies on, each with its source, where they differ
/// from what the SwiftUI adapter works around (``PresentationRule``).
///
/// Nothing here was measured on a device. ``UIKitHostPlanner`` is written to these rules,
/// and the package's tests drive it, through ``UIKitHostBoundary`` alone, with an
/// independent model of UIKit that drops what UIKit would drop and calls back when
/// UIKit would.
package enum UIKitPresentationRule: CaseIterable, Sendable {
    /// `present`, `dismiss` and `setViewControllers` each end with a callback: the
    /// completion handler, or the transition coordinator's completion. The host waits for
    /// it, not for a settle time.
    ///
    /// Source: Apple, `present(_:animated:completion:)` ("the block to execute after the
    /// presentation finishes"), `dismiss(animated:completion:)`, and
    /// `UIViewController.transitionCoordinator`.
    case transitionsReportTheirEnd
    /// A controller presents one controller at a time: a `present` sent to a controller
    /// that is already presenting, or while a presentation or dismissal runs, is dropped
    /// with a console message and its completion never runs.
    ///
    /// Source: UIKit's "Attempt to present … which is already presenting" message
    /// (aheze/Popovers#11, nathantannar4/Transmission#69); swift-navigation chains a
    /// present onto a running dismissal (`Presentation.swift`). The planner issues one
    /// command at a time, the next one only after the last one's completion.
    case onePresentationAtATime
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

    /// The rule in one line, for test failures and logs.
    package var summary: String {
        switch self {
        case .transitionsReportTheirEnd: "present, dismiss and setViewControllers report their end"
        case .onePresentationAtATime: "a present during another transition, or on a presenting controller, is dropped"
        case .dismissingAPresenterDismissesWhatItPresents: "dismissing a presenter dismisses everything above it"
        case .alertsPresentFromTheTopmostController: "an alert presents from the topmost controller, when none moves"
        case .interactivePopsCanBeCancelled: "an interactive pop can be cancelled after willShow"
        case .userDismissalsAreReportedAlone: "presentationControllerDidDismiss reports only the user's dismissals"
        case .sheetsRestAtDetents: "sheets rest at detents and can refuse the swipe down"
        case .alertsDismissBeforeTheirActions: "an alert dismisses itself before its button's handler runs"
        }
    }
}
