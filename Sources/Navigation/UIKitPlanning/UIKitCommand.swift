/// One thing the UIKit host asks of UIKit, as a value: each is one transition, and the
/// next one waits for its completion (``UIKitPresentationRule/onePresentationAtATime``).
package enum UIKitCommand: Equatable, CustomStringConvertible {
    /// Sets the view controllers of `layer`'s navigation controller to those of
    /// `modules`, animated as a push or a pop when `animated`.
    case setViewControllers([AnyModule], layer: LayerID, animated: Bool)
    /// Presents `layer` over the topmost layer, in its style, with its navigation
    /// controller holding its modules.
    case present(UIKitHierarchy.Layer, animated: Bool)
    /// Dismisses every layer above `layer`, and the alert over them, in one transition:
    /// the host calls `dismiss` on `layer`'s navigation controller.
    case dismiss(above: LayerID, animated: Bool)
    /// Presents `alert` over the topmost layer.
    case presentAlert(NavigationAlert)
    /// Dismisses the alert with this id.
    case dismissAlert(NavigationAlert.ID)

    /// The command as it reads in a log, for test failures.
    package var description: String {
        switch self {
        case .setViewControllers(let modules, let layer, let animated):
            "set \(layer) to \(modules.map { "\($0)\($0.id)" })\(animated ? " animated" : "")"
        case .present(let layer, let animated): "present \(layer)\(animated ? " animated" : "")"
        case .dismiss(let layer, let animated): "dismiss above \(layer)\(animated ? " animated" : "")"
        case .presentAlert(let alert): "present \(alert)"
        case .dismissAlert: "dismiss the alert"
        }
    }

    /// What UIKit shows once this command has run on `hierarchy`.
    /// - Parameter hierarchy: What UIKit showed before.
    /// - Returns: What it shows after.
    package func applied(to hierarchy: UIKitHierarchy) -> UIKitHierarchy {
        var result = hierarchy
        switch self {
        case .setViewControllers(let modules, let layer, _):
            if let index = result.index(of: layer) { result.layers[index].modules = modules }
        case .present(let layer, _):
            result.layers.append(layer)
        case .dismiss(let layer, _):
            if let index = result.index(of: layer) {
                result.layers.removeSubrange((index + 1)...)
                result.alert = nil
            }
        case .presentAlert(let alert):
            result.alert = alert
        case .dismissAlert(let id):
            if result.alert?.id == id { result.alert = nil }
        }
        return result
    }
}
