// Device-only: type-checks against the iOS 17.4 SDK, but has not run here.
#if canImport(UIKit) && os(iOS)
import SwiftUI
import UIKit

/// Reports the pushes and pops that show or hide the screen it is placed in, as UIKit's
/// transition coordinator describes them (``PresentationRule/transitionsReportTheirEnd``).
///
/// SwiftUI gives a representable's controller the appearance callbacks of the screen
/// that holds it; in `viewWillAppear(_:)` and `viewWillDisappear(_:)` the controller
/// reads the navigation controller's `transitionCoordinator`, reports the transition's
/// start, and reports its end from the coordinator's completion. These reports end the
/// program's pushes and pops as well as the user's.
///
/// An unanimated change has no animated coordinator and reports nothing: the session's
/// reading of the navigation controller, with no transition under way, ends it.
struct TransitionReporter: UIViewControllerRepresentable {
    /// Called with each report.
    let report: @MainActor (ScreenTransition) -> Void

    func makeUIViewController(context: Context) -> ReportingController {
        ReportingController(report: report)
    }

    func updateUIViewController(_ controller: ReportingController, context: Context) {
        controller.report = report
    }

    /// An empty controller that watches its own appearance transitions.
    final class ReportingController: UIViewController {
        var report: @MainActor (ScreenTransition) -> Void

        init(report: @escaping @MainActor (ScreenTransition) -> Void) {
            self.report = report
            super.init(nibName: nil, bundle: nil)
        }

        @available(*, unavailable)
        required init?(coder: NSCoder) {
            fatalError("init(coder:) is not used")
        }

        override func loadView() {
            let view = UIView()
            view.isUserInteractionEnabled = false
            view.isHidden = true
            self.view = view
        }

        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            watch(appearing: true)
        }

        override func viewWillDisappear(_ animated: Bool) {
            super.viewWillDisappear(animated)
            watch(appearing: false)
        }

        private func watch(appearing: Bool) {
            guard let coordinator = transitionCoordinator, coordinator.isAnimated else { return }
            report(.began(appearing: appearing, interactive: coordinator.isInteractive))
            let queued = coordinator.animate(alongsideTransition: nil) { [weak self] context in
                self?.report(.ended(appearing: appearing, cancelled: context.isCancelled))
            }
            // A coordinator that takes no completion reports no end: the session's
            // reading of the navigation controller ends the change.
            _ = queued
        }
    }
}
#endif
