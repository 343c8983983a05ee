#if canImport(UIKit) && os(iOS)
import UIKit

/// A navigation controller of a ``NavigationHost``: a tab's, a split view column's, the
/// root stack's, or a presented layer's in its style. A popup that a tap outside
/// dismisses reports a tap on its backdrop.
@MainActor
final class HostNavigationController: UINavigationController, UIGestureRecognizerDelegate {
    /// How the layer is presented; `nil` for a navigation controller of the root.
    let style: PresentationStyle?
    /// Called on a tap on the backdrop: the navigation controller's own view, or the
    /// top screen's root view, where no control of the screen took the touch.
    var onTapOutside: (() -> Void)? {
        didSet { installTapOutside() }
    }
    private var tapOutside: UITapGestureRecognizer?

    init(style: PresentationStyle?) {
        self.style = style
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("a host's navigation controllers are made in code")
    }

    private func installTapOutside() {
        guard onTapOutside != nil, tapOutside == nil else { return }
        let recognizer = UITapGestureRecognizer(target: self, action: #selector(tappedOutside))
        recognizer.cancelsTouchesInView = false
        recognizer.delegate = self
        view.addGestureRecognizer(recognizer)
        tapOutside = recognizer
    }

    @objc private func tappedOutside() {
        onTapOutside?()
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        guard gestureRecognizer === tapOutside else { return true }
        return touch.view === view || touch.view === topViewController?.view
    }
}
#endif
