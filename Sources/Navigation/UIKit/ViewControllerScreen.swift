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
/// The controller is made once per appearance of the module on screen.
@MainActor
public struct ViewControllerScreen: UIViewControllerRepresentable {
    let make: @MainActor () -> UIViewController

    /// Creates the view of a UIKit screen.
    /// - Parameter make: Makes the screen's view controller; called once per appearance.
    public init(_ make: @escaping @MainActor () -> UIViewController) {
        self.make = make
    }

    /// Makes the controller, when the screen shows inside SwiftUI.
    public func makeUIViewController(context: Context) -> UIViewController {
        make()
    }

    /// Changes nothing: the controller updates itself, as UIKit screens do.
    public func updateUIViewController(_ controller: UIViewController, context: Context) {}
}
#endif
