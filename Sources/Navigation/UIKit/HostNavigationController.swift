#if canImport(UIKit) && os(iOS)
import UIKit

/// The navigation controller of one layer of a ``NavigationHost``: it knows its layer and
/// style, and the root layer's tells the host when it first appears in a window.
@MainActor
final class HostNavigationController: UINavigationController {
    let layer: LayerID
    let style: PresentationStyle?
    var onFirstAppearance: (() -> Void)?

    init(layer: LayerID, style: PresentationStyle?) {
        self.layer = layer
        self.style = style
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("a host's navigation controllers are made in code")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        let appeared = onFirstAppearance
        onFirstAppearance = nil
        appeared?()
    }
}
#endif
