#if canImport(UIKit) && os(iOS)
import SwiftUI
import UIKit

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
/// A screen laid out in a storyboard is built from its identifier:
///
/// ```swift
/// ViewControllerScreen(storyboard: UIStoryboard(name: "Main", bundle: nil), identifier: "Items")
/// ```
///
/// The controller is made once per appearance of the module on screen.
@MainActor
public struct ViewControllerScreen: UIViewControllerRepresentable {
    let make: @MainActor () -> UIViewController

    /// Creates the view of a UIKit screen.
    /// - Parameter make: Makes the screen's view controller; called once per appearance.
    public init(_ make: @escaping @MainActor () -> UIViewController) {
        self.make = make
    }

    /// Creates the view of a UIKit screen laid out in a storyboard: its controller is
    /// instantiated from `storyboard` by its storyboard identifier, once per appearance.
    /// - Parameters:
    ///   - storyboard: The storyboard that holds the screen.
    ///   - identifier: The controller's Storyboard ID.
    ///   - configure: Sets the new controller up (its presenter, say) before it shows.
    public init(
        storyboard: UIStoryboard, identifier: String,
        configure: @escaping @MainActor (UIViewController) -> Void = { _ in }
    ) {
        self.make = {
            let controller = storyboard.instantiateViewController(withIdentifier: identifier)
            configure(controller)
            return controller
        }
    }

    /// Makes the controller, when the screen shows inside SwiftUI.
    public func makeUIViewController(context: Context) -> UIViewController {
        make()
    }

    /// Changes nothing: the controller updates itself, as UIKit screens do.
    public func updateUIViewController(_ controller: UIViewController, context: Context) {}
}
#endif
