#if canImport(UIKit) && os(iOS)
import UIKit

/// The navigation controller a ``NavigationHost`` makes when the app gives it none of its
/// own: it hands the status bar to the screen on top, as the host's delegate hands it the
/// orientations, so a screen decides both as it would alone.
@MainActor
final class HostNavigationController: UINavigationController {
    override var childForStatusBarStyle: UIViewController? { topViewController }
    override var childForStatusBarHidden: UIViewController? { topViewController }
}

/// Reports a tap on a popup's backdrop: its navigation controller's own view, or the top
/// screen's root view, where no control of the screen took the touch.
@MainActor
final class TapOutside: NSObject, UIGestureRecognizerDelegate {
    private weak var navigationController: UINavigationController?
    private let onTap: () -> Void
    private let recognizer: UITapGestureRecognizer

    /// Installs the recognizer on `navigationController`'s view.
    init(on navigationController: UINavigationController, _ onTap: @escaping () -> Void) {
        self.navigationController = navigationController
        self.onTap = onTap
        recognizer = UITapGestureRecognizer()
        super.init()
        recognizer.addTarget(self, action: #selector(tapped))
        recognizer.cancelsTouchesInView = false
        recognizer.delegate = self
        navigationController.view.addGestureRecognizer(recognizer)
    }

    @objc private func tapped() {
        onTap()
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        guard let navigationController else { return false }
        return touch.view === navigationController.view || touch.view === navigationController.topViewController?.view
    }
}

/// The module that stands in the state for a view controller the app pushed on a host's
/// navigation controller itself: the host adopts it, and the same controller shows for
/// as long as the state holds the module.
struct AdoptedScreen: Module {
    let controller: UIViewController

    func build(container: Container) -> ViewControllerScreen {
        let controller = controller
        return ViewControllerScreen { controller }
    }

    static func == (lhs: AdoptedScreen, rhs: AdoptedScreen) -> Bool { lhs.controller === rhs.controller }

    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(controller)) }
}

extension AdoptedScreen: CustomStringConvertible {
    var description: String { "adopted \(type(of: controller))" }
}
#endif
