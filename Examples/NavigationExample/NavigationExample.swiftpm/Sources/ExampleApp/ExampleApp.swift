// Device-only: type-checks against the iOS SDK (ios-typecheck), but has not run here,
// where there is no simulator.
#if canImport(SwiftUI) && os(iOS)
import NavigationExample
import SwiftUI

/// The example app: the sample app's modules on both renderers, and the device checks.
@main
struct ExampleApp: App {
    var body: some Scene { NavigationExampleScene() }
}
#else
/// Elsewhere than iOS, the app says where it runs.
@main
enum ExampleApp {
    static func main() {
        print("The example app runs on iOS: open Examples/NavigationExample/NavigationExample.swiftpm in Xcode.")
    }
}
#endif
