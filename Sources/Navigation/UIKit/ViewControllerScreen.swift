#if canImport(UIKit) && os(iOS)
import SwiftUI
import UIKit
import os

/// The view of a module whose screen is a UIKit view controller.
///
/// A module returns it from `build(container:)`, so a UIKit screen is a module like any
/// other: routers push and present it, and it sits on the same stack as SwiftUI screens.
/// ``NavigationHost`` puts the controller itself on its navigation controllers; inside a
/// SwiftUI `RootView` it shows as a representable.
///
/// ```swift
/// struct ItemsModule: Module {
///     func build(container: Container) -> ViewControllerScreen {
///         ViewControllerScreen { ItemsViewController() }
///     }
/// }
/// ```
///
/// A screen laid out in a storyboard is built from its identifier, and set up as the
/// class it is:
///
/// ```swift
/// ViewControllerScreen(storyboard: UIStoryboard(name: "Main", bundle: nil), identifier: "Items") {
///     (controller: ItemsViewController) in controller.presenter = presenter
/// }
/// ```
///
/// The controller is made once per appearance of the module on screen.
@MainActor
public struct ViewControllerScreen: UIViewControllerRepresentable {
    let make: () -> UIViewController

    /// Creates the view of a UIKit screen.
    /// - Parameter make: Makes the screen's view controller; called on the main actor,
    ///   once per appearance.
    public init(_ make: @escaping () -> UIViewController) {
        self.make = make
    }

    /// Creates the view of a UIKit screen laid out in a storyboard: its controller is
    /// instantiated from `storyboard` by its storyboard identifier, once per appearance,
    /// and handed to `configure` as the class the closure takes.
    ///
    /// A controller of another class is shown as it is, without `configure`, and a fault
    /// naming both classes goes to the unified log (subsystem `Navigation`, category
    /// `UIKit`). An identifier the storyboard does not have is UIKit's to report: it
    /// raises an Objective-C exception, which Swift cannot catch.
    /// - Parameters:
    ///   - storyboard: The storyboard that holds the screen.
    ///   - identifier: The controller's Storyboard ID.
    ///   - configure: Sets the new controller up (its presenter, say) before it shows, on
    ///     the main actor.
    public init<Controller: UIViewController>(
        storyboard: UIStoryboard, identifier: String, configure: @escaping (Controller) -> Void
    ) {
        self.make = {
            let controller = storyboard.instantiateViewController(withIdentifier: identifier)
            guard let typed = controller as? Controller else {
                Self.logger.fault(
                    "storyboard identifier \(identifier, privacy: .public) makes a \(String(describing: type(of: controller)), privacy: .public), not a \(String(describing: Controller.self), privacy: .public): it shows unconfigured"
                )
                return controller
            }
            configure(typed)
            return typed
        }
    }

    /// Creates the view of a UIKit screen laid out in a storyboard, instantiated by its
    /// storyboard identifier once per appearance, and handed to `configure` as a plain
    /// `UIViewController` (a closure that names its class gets that class instead).
    /// - Parameters:
    ///   - storyboard: The storyboard that holds the screen.
    ///   - identifier: The controller's Storyboard ID.
    ///   - configure: Sets the new controller up before it shows, on the main actor.
    public init(
        storyboard: UIStoryboard, identifier: String,
        configure: @escaping (UIViewController) -> Void = { _ in }
    ) {
        self.make = {
            let controller = storyboard.instantiateViewController(withIdentifier: identifier)
            configure(controller)
            return controller
        }
    }

    private static let logger = Logger(subsystem: "Navigation", category: "UIKit")

    /// Makes the controller, when the screen shows inside SwiftUI.
    public func makeUIViewController(context: Context) -> UIViewController {
        make()
    }

    /// Changes nothing: the controller updates itself, as UIKit screens do.
    public func updateUIViewController(_ controller: UIViewController, context: Context) {}
}
#endif
