// Device-only: type-checks against the iOS 17.4 SDK, but has not run here.
#if canImport(UIKit) && os(iOS)
import SwiftUI
import UIKit

/// Shows a layer's alert (or action sheet, anchored as ``AlertControllerStyle`` says) as a
/// `UIAlertController` the renderer presents itself, so that
/// UIKit says when it is on screen and when it is gone, and a reading of the scene can
/// tell it from any other alert.
///
/// Placed in each layer's content; only the topmost layer's frame has an alert. When
/// the frame asks for one, the controller presents it from the topmost controller of
/// its own presentation chain that is not being dismissed, and reports:
/// - the `present` completion as ``AlertFrame/appeared``; nothing when UIKit refuses
///   the presentation (the presenter already presents something): the session reads,
///   finds it missing, and asks again by taking the alert off the frame and back;
/// - a button's handler as its ``AlertButtonFrame/tap``, then ``AlertFrame/disappeared``
///   (UIKit has taken the alert down before it runs the handler);
/// - once a frame no longer asks for it, the completion of its `dismiss` as
///   ``AlertFrame/disappeared``;
/// - its going without a button (its presenter went) as ``AlertFrame/dismiss``, then
///   ``AlertFrame/disappeared``. UIKit says nothing of it: it is seen when the layer's
///   content appears, disappears or leaves, and at the next frame.
///
/// Each report goes to the frame that asked for that alert controller.
struct AlertPresenter: UIViewControllerRepresentable {
    /// The alert the frame asks for, if any.
    let alert: AlertFrame?
    /// The scene's platform, which each alert controller is registered with.
    let platform: SwiftUIScenePlatform?

    func makeUIViewController(context: Context) -> Controller {
        Controller(platform: platform)
    }

    func updateUIViewController(_ controller: Controller, context: Context) {
        controller.ask(for: alert)
    }

    static func dismantleUIViewController(_ controller: Controller, coordinator: ()) {
        controller.contentLeft()
    }

    /// The controller that presents and dismisses one layer's alerts.
    final class Controller: ObservingController {
        /// An alert controller presented, and the frame that asked for it.
        private struct Shown {
            let controller: UIAlertController
            let frame: AlertFrame
            /// The `present` completion came.
            var hasAppeared = false
            /// The renderer asked UIKit to dismiss it.
            var isDismissing = false
        }

        private weak var platform: SwiftUIScenePlatform?
        /// What the latest frame asks for.
        private var wanted: AlertFrame?
        private var shown: Shown?
        /// The alert last presented, or refused: presented again only once a frame asked
        /// for none or for another.
        private var spent: NavigationAlert.ID?
        /// SwiftUI removed the layer's content.
        private var hasLeft = false

        init(platform: SwiftUIScenePlatform?) {
            self.platform = platform
            super.init()
        }

        /// A frame asks for `alert`, or for none. SwiftUI calls this in its update: UIKit
        /// is brought to it just after, so that no report reaches the session inside it.
        func ask(for alert: AlertFrame?) {
            if alert?.alert.id != spent { spent = nil }
            wanted = alert
            DispatchQueue.main.async { self.reconcile() }
        }

        /// SwiftUI removed the layer's content: an alert it still presents goes, without
        /// a button, and none comes again.
        func contentLeft() {
            hasLeft = true
            wanted = nil
            DispatchQueue.main.async { self.reconcile() }
        }

        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            platform?.saw(viewIfLoaded?.window)
            reconcile()
        }

        override func viewDidDisappear(_ animated: Bool) {
            super.viewDidDisappear(animated)
            reconcile()
        }

        override func windowChanged() {
            platform?.saw(viewIfLoaded?.window)
            reconcile()
        }

        /// Brings UIKit to what the latest frame asks for, one step at a time: notes an
        /// alert that went, dismisses one no longer asked for, presents one asked for.
        private func reconcile() {
            if var current = shown {
                let controller = current.controller
                guard let presenter = controller.presentingViewController else {
                    // Gone, and no button said so: its presenter went, or our dismissal
                    // ended before its completion came.
                    shown = nil
                    if current.hasAppeared {
                        if !current.isDismissing || hasLeft { current.frame.dismiss() }
                        current.frame.disappeared()
                    }
                    return reconcile()
                }
                // Asked for still, or in a transition whose completion comes back here.
                guard wanted?.alert.id != current.frame.alert.id, !controller.isBeingPresented,
                    !controller.isBeingDismissed
                else { return }
                // A dismissal UIKit dropped is asked for again.
                current.isDismissing = true
                shown = current
                presenter.dismiss(animated: true) { self.dismissed(controller) }
                return
            }
            guard !hasLeft, let wanted, wanted.alert.id != spent, let presenter = topPresenter else { return }
            present(wanted, from: presenter)
        }

        /// The topmost controller of this layer's presentation chain not being dismissed.
        private var topPresenter: UIViewController? {
            guard var top = presentationRoot else { return nil }
            while let next = top.presentedViewController, !next.isBeingDismissed { top = next }
            return top
        }

        private func present(_ frame: AlertFrame, from presenter: UIViewController) {
            let controller = Self.alertController(for: frame, over: presenter) { [weak self] controller in
                if let self, let controller, shown?.controller === controller { shown = nil }
            }
            platform?.register(controller, for: frame.alert.id)
            shown = Shown(controller: controller, frame: frame)
            spent = frame.alert.id
            // The completions hold this controller until UIKit calls them.
            presenter.present(controller, animated: true) { self.presented(controller, for: frame) }
            // Refused: UIKit presents nothing over a presenter that already presents.
            if controller.presentingViewController == nil, shown?.controller === controller { shown = nil }
        }

        private func presented(_ controller: UIAlertController, for frame: AlertFrame) {
            // Taken for refused, and presented after all: it is ours again.
            if shown == nil, controller.presentingViewController != nil {
                shown = Shown(controller: controller, frame: frame)
            }
            guard var current = shown, current.controller === controller else {
                // Presented late, while another is ours: no frame can ask for it now.
                controller.presentingViewController?.dismiss(animated: true)
                return
            }
            current.hasAppeared = true
            shown = current
            current.frame.appeared()
            reconcile()
        }

        private func dismissed(_ controller: UIAlertController) {
            guard let current = shown, current.controller === controller,
                controller.presentingViewController == nil
            else { return }
            shown = nil
            if hasLeft { current.frame.dismiss() }
            current.frame.disappeared()
            reconcile()
        }

        /// An alert controller for `frame`'s alert. Each button's handler calls
        /// `answered` with the controller, then the button's tap and the frame's
        /// `disappeared`. UIKit takes one cancel button only: a later one is a default one.
        private static func alertController(
            for frame: AlertFrame, over presenter: UIViewController,
            answered: @escaping @MainActor (UIAlertController?) -> Void
        ) -> UIAlertController {
            let controller = AlertControllerStyle.controller(for: frame.alert, over: presenter)
            let styles = AlertControllerStyle.actionStyles(frame.alert.buttons)
            for (index, button) in frame.buttons.enumerated() {
                controller.addAction(
                    UIAlertAction(title: button.title, style: index < styles.count ? styles[index] : .default) {
                        [weak controller] _ in
                        answered(controller)
                        button.tap()
                        frame.disappeared()
                    })
            }
            AlertControllerStyle.setPreferredAction(of: controller, for: frame.alert)
            return controller
        }
    }
}
#endif
