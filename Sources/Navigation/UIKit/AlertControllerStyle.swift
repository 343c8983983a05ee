#if canImport(UIKit) && os(iOS)
import UIKit
import os

/// How both renderers draw a ``NavigationAlert`` as a `UIAlertController`: its style, an
/// action sheet's popover source on an iPad, each button's action style, and the
/// preferred action. The one place that reads those parts of an alert for UIKit.
@MainActor
enum AlertControllerStyle {
    /// An empty controller for `alert`, in its style, whose popover (an action sheet's,
    /// on an iPad) points at the alert's anchor, or else comes from the middle of
    /// `presenter`'s view with no arrow: UIKit refuses a popover with no source.
    static func controller(for alert: NavigationAlert, over presenter: UIViewController) -> UIAlertController {
        let controller = UIAlertController(
            title: alert.title, message: alert.message, preferredStyle: alert.drawnAsActionSheet ? .actionSheet : .alert
        )
        guard alert.drawnAsActionSheet, let popover = controller.popoverPresentationController else {
            return controller
        }
        if let item = alert.popoverAnchor as? UIBarButtonItem {
            popover.sourceItem = item
        } else if let view = alert.popoverAnchor as? UIView, view.window != nil {
            popover.sourceView = view
            popover.sourceRect = view.bounds
        } else {
            if let fault = alert.anchorFault {
                logger.fault("\(fault, privacy: .public)")
            }
            let bounds = presenter.view.bounds
            popover.sourceView = presenter.view
            popover.sourceRect = CGRect(x: bounds.midX, y: bounds.midY, width: 0, height: 0)
            popover.permittedArrowDirections = []
        }
        return controller
    }

    /// Where a misplaced anchor is reported: subsystem `Navigation`, category `UIKit`.
    private static let logger = Logger(subsystem: "Navigation", category: "UIKit")

    /// The action styles of `buttons`, in order. UIKit takes one cancel action only (a
    /// second raises an exception): a later cancel button is a default one.
    static func actionStyles(_ buttons: [NavigationAlert.Button]) -> [UIAlertAction.Style] {
        var hasCancel = false
        return buttons.map { button in
            switch button.drawnRole {
            case .cancel? where !hasCancel:
                hasCancel = true
                return .cancel
            case .destructive?: return .destructive
            case .cancel?, nil: return .default
            }
        }
    }

    /// Marks the alert's preferred button, once its actions are added: an alert's only,
    /// since an action sheet draws no action as preferred.
    static func setPreferredAction(of controller: UIAlertController, for alert: NavigationAlert) {
        guard !alert.drawnAsActionSheet, let preferred = alert.preferredButton, preferred < controller.actions.count
        else { return }
        controller.preferredAction = controller.actions[preferred]
    }
}

extension NavigationAlert {
    /// Why the action sheet's popover cannot point at the anchor given: `anchor:` takes
    /// any object, and only a `UIView` or a `UIBarButtonItem` can be a popover's source.
    /// `nil` for an alert, for an action sheet without an anchor or whose anchor is gone,
    /// and for a view or a bar button item. The renderers log it as a fault and show the
    /// popover from the middle of the screen.
    package var anchorFault: String? {
        guard drawnAsActionSheet, let anchor = popoverAnchor, !(anchor is UIView), !(anchor is UIBarButtonItem)
        else { return nil }
        return "action sheet \"\(title)\": its anchor is a \(type(of: anchor)), not a UIView or a "
            + "UIBarButtonItem; its popover shows from the middle of the screen"
    }
}
#endif
