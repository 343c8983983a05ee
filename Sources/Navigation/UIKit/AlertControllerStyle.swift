#if canImport(UIKit) && os(iOS)
import UIKit

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
            let bounds = presenter.view.bounds
            popover.sourceView = presenter.view
            popover.sourceRect = CGRect(x: bounds.midX, y: bounds.midY, width: 0, height: 0)
            popover.permittedArrowDirections = []
        }
        return controller
    }

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
#endif
