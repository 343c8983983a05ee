// Device-only: type-checks against the iOS 17.4 SDK, but has not run here.
#if canImport(UIKit) && os(iOS)
import UIKit

/// A weak reference, for the registries that must not keep UIKit's controllers alive.
struct Weak<Object: AnyObject> {
    /// The object, while something else keeps it.
    weak var object: Object?

    /// A weak reference to `object`.
    init(_ object: Object) {
        self.object = object
    }
}

/// The empty controller of a representable the renderer places in a SwiftUI view to
/// hear UIKit: its view is hidden, takes no touches, and says when it moves in or out of
/// a window, whatever SwiftUI does with the controller itself.
class ObservingController: UIViewController {
    init() {
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used")
    }

    override func loadView() {
        let view = WindowWatchingView()
        view.isUserInteractionEnabled = false
        view.isHidden = true
        view.movedToWindow = { [weak self] in self?.windowChanged() }
        self.view = view
    }

    /// The view moved into a window, or out of one; does nothing by default.
    func windowChanged() {}

    /// The presented controller, or the window's root controller, whose content holds
    /// this controller: the top of its `parent` chain; when SwiftUI made it no child, the
    /// top of the chain of the first controller up its view's responder chain.
    var presentationRoot: UIViewController? {
        if parent != nil { return outermost }
        var responder = viewIfLoaded?.superview?.next
        while let current = responder {
            if let controller = current as? UIViewController { return controller.outermost }
            responder = current.next
        }
        return nil
    }

    /// The navigation controller whose stack holds this controller, and the child of it
    /// (the root screen's controller, or the one wrapping it) that does: up the `parent`
    /// chain, else up the view's responder chain. `nil` outside a navigation controller.
    var stackItem: (navigation: UINavigationController, item: UIViewController)? {
        var child: UIViewController = self
        while let parent = child.parent {
            if let navigation = parent as? UINavigationController { return (navigation, child) }
            child = parent
        }
        var item: UIViewController?
        var responder = viewIfLoaded?.superview?.next
        while let current = responder {
            if let navigation = current as? UINavigationController {
                return item.map { (navigation, $0) }
            }
            if let controller = current as? UIViewController { item = controller }
            responder = current.next
        }
        return nil
    }
}

extension UIViewController {
    /// The top of this controller's `parent` chain: itself when it has no parent.
    var outermost: UIViewController {
        var top = self
        while let parent = top.parent { top = parent }
        return top
    }

    /// Where this presented controller is in its own transition.
    var presentationMotion: SceneReading.Motion {
        if isBeingPresented { return .appearing }
        if isBeingDismissed { return .disappearing }
        return .still
    }
}

/// A hidden view that says when it moves into or out of a window.
private final class WindowWatchingView: UIView {
    var movedToWindow: (() -> Void)?

    override func didMoveToWindow() {
        super.didMoveToWindow()
        movedToWindow?()
    }
}
#endif
