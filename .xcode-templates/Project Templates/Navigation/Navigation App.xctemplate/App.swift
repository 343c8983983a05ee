//___FILEHEADER___

import Navigation
import SwiftUI

/// The app: one container for its life, and a scene whose root is the Main module.
@main
struct ___PACKAGENAMEASIDENTIFIER___App: App {
    /// The app's dependency container; each window gets a scope of it, with a
    /// navigation of its own.
    private let container = DependencyContainer()

    var body: some Scene {
        WindowGroup {
            RootView(root: .Main, sceneOf: container)
        }
    }
}
