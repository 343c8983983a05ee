// Device-only: type-checks against the iOS 17.4 SDK, but has not run here.
#if canImport(UIKit) && os(iOS)
import SwiftUI
import UIKit

/// Reports the end of a presented layer's presentation and dismissal from UIKit, and
/// tells the scene's reading which presented controller shows the layer.
///
/// Placed in the layer's content, its controller gets the appearance callbacks of the
/// presented controller that holds it: `viewDidAppear(_:)` comes once the presentation
/// has ended (and again once a cover over the layer went), `viewDidDisappear(_:)` once
/// the dismissal has ended (or a cover went over the layer). They call the
/// ``PresentedFrame``'s `appeared` and `disappeared`.
///
/// A layer that is leaving renders in frames that no longer present it: the reporter
/// keeps the callbacks of the last frame that presented its layer.
struct LayerReporter: UIViewControllerRepresentable {
    /// The layer's root screen.
    let element: ScreenElement
    /// How the layer under it presents it, in this frame; `nil` or another layer's when
    /// the frame no longer presents it.
    let presented: PresentedFrame?
    /// The scene's platform, which the reporter registers with.
    let platform: SwiftUIScenePlatform?

    func makeUIViewController(context: Context) -> Controller {
        let controller = Controller(layer: element.id, platform: platform)
        platform?.register(controller)
        return controller
    }

    func updateUIViewController(_ controller: Controller, context: Context) {
        guard let presented, presented.element == element else { return }
        controller.appeared = presented.appeared
        controller.disappeared = presented.disappeared
    }

    /// The reporting controller of one layer.
    final class Controller: ObservingController {
        /// The appearance of the layer's root screen.
        let layer: AnyModule.ID
        /// The presentation ended.
        var appeared: (() -> Void)?
        /// The dismissal ended, or a cover went over the layer.
        var disappeared: (() -> Void)?
        private weak var platform: SwiftUIScenePlatform?

        init(layer: AnyModule.ID, platform: SwiftUIScenePlatform?) {
            self.layer = layer
            self.platform = platform
            super.init()
        }

        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            platform?.saw(viewIfLoaded?.window)
            appeared?()
        }

        override func viewDidDisappear(_ animated: Bool) {
            super.viewDidDisappear(animated)
            disappeared?()
        }

        override func windowChanged() {
            platform?.saw(viewIfLoaded?.window)
        }
    }
}
#endif
