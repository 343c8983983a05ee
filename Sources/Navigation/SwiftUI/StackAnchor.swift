// Device-only: type-checks against the iOS 17.4 SDK, but has not run here.
#if canImport(UIKit) && os(iOS)
import SwiftUI
import UIKit

/// Finds the navigation controller that shows a stack, for the scene's reading: placed
/// in the stack's root content, its controller registers with the platform under the
/// stack's ``StackID``, and finds the navigation controller above it when asked.
struct StackAnchor: UIViewControllerRepresentable {
    /// The stack whose root content holds the anchor.
    let id: StackID
    /// The scene's platform, which the anchor registers with.
    let platform: SwiftUIScenePlatform?

    func makeUIViewController(context: Context) -> Controller {
        let controller = Controller(platform: platform)
        platform?.register(controller, for: id)
        return controller
    }

    func updateUIViewController(_ controller: Controller, context: Context) {}

    /// The anchoring controller of one stack.
    final class Controller: ObservingController {
        private weak var platform: SwiftUIScenePlatform?
        private weak var navigation: UINavigationController?
        private weak var item: UIViewController?

        init(platform: SwiftUIScenePlatform?) {
            self.platform = platform
            super.init()
        }

        /// The navigation controller that shows the stack, and its child that holds the
        /// stack's root content: found now if the anchor is in it, else as last found.
        var shownIn: (navigation: UINavigationController, item: UIViewController)? {
            note()
            guard let navigation, let item else { return nil }
            return (navigation, item)
        }

        override func didMove(toParent parent: UIViewController?) {
            super.didMove(toParent: parent)
            note()
        }

        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            note()
        }

        override func windowChanged() {
            platform?.saw(viewIfLoaded?.window)
            note()
        }

        /// Keeps the navigation controller above the anchor, weakly, while it finds one.
        private func note() {
            guard let found = stackItem else { return }
            navigation = found.navigation
            item = found.item
        }
    }
}
#endif
