#if canImport(UIKit) && os(iOS)
import SwiftUI
import UIKit

/// Reports that the alert a layer asked for is on screen: SwiftUI's alert has no
/// `onAppear`, and UIKit presents it as a `UIAlertController` from the topmost
/// controller, so a view in the layer looks for one there while the alert is asked for.
struct AlertPresenceProbe: UIViewRepresentable {
    /// The alert asked for, if any.
    let alert: NavigationAlert.ID?
    /// Called once the alert is seen.
    let report: (() -> Void)?

    func makeUIView(context: Context) -> ProbeView {
        ProbeView()
    }

    func updateUIView(_ uiView: ProbeView, context: Context) {
        uiView.watch(alert, report: report)
    }

    final class ProbeView: UIView {
        private var watched: NavigationAlert.ID?
        private var task: Task<Void, Never>?

        override init(frame: CGRect) {
            super.init(frame: frame)
            isUserInteractionEnabled = false
            isHidden = true
        }

        required init?(coder: NSCoder) {
            super.init(coder: coder)
            isUserInteractionEnabled = false
            isHidden = true
        }

        func watch(_ alert: NavigationAlert.ID?, report: (() -> Void)?) {
            guard alert != watched else { return }
            watched = alert
            task?.cancel()
            guard alert != nil, let report else { return }
            // Looks every 0.1 s for up to 3 s; the session asks again if it never shows.
            task = Task { @MainActor [weak self] in
                for _ in 0..<30 {
                    try? await Task.sleep(for: .milliseconds(100))
                    guard !Task.isCancelled, let self else { return }
                    if self.windowShowsAnAlert {
                        report()
                        return
                    }
                }
            }
        }

        private var windowShowsAnAlert: Bool {
            var top = window?.rootViewController
            while let presented = top?.presentedViewController {
                top = presented
            }
            return top is UIAlertController
        }
    }
}
#endif
