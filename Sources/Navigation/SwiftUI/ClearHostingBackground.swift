#if canImport(UIKit) && os(iOS)
import SwiftUI
import UIKit

extension View {
    /// Clears the opaque background UIKit gives the controller hosting this view, and
    /// those of the containers up to the presentation's own, when `enabled`: a popup's
    /// screens, the pushed ones included, then show its dimmed backdrop and what lies
    /// under it. `presentationBackground(.clear)` alone is reported not to clear a cover
    /// on iOS 17, and the iOS 17 SDK has no `containerBackground(_:for: .navigation)`.
    @ViewBuilder
    func clearsHostingBackground(_ enabled: Bool) -> some View {
        if enabled {
            background(ClearHostingBackground())
        } else {
            self
        }
    }
}

/// A view that, once in a window, clears the background of every view above it up to
/// cover's hosting view: the navigation controller's transition views and the
/// presented controller's own view.
private struct ClearHostingBackground: UIViewRepresentable {
    func makeUIView(context: Context) -> ClearingView {
        ClearingView()
    }

    func updateUIView(_ uiView: ClearingView, context: Context) {}

    final class ClearingView: UIView {
        override func didMoveToWindow() {
            super.didMoveToWindow()
            // After the hierarchy is assembled: the hosting and navigation views are
            // the superviews only once this view is in the window.
            DispatchQueue.main.async { [weak self] in
                self?.clearSuperviews()
            }
        }

        private func clearSuperviews() {
            var view = superview
            while let current = view, !(current is UIWindow) {
                current.backgroundColor = .clear
                // The cover's own hosting view, the root view of the presented controller:
                // the views above it belong to the presentation and the presenter.
                if let controller = current.next as? UIViewController, controller.parent == nil,
                    controller.presentingViewController != nil
                {
                    return
                }
                view = current.superview
            }
        }
    }
}
#endif
