// An app that already has UIKit screens, as "Driving UIKit" shows it: its named main-actor
// functions passed where the host and the screens take closures, and closures written in
// place. `.ci/check-isolation-matrix` type-checks it against the iOS SDK in every cell of
// its matrix, and fails on any warning: a Swift 5 cell warned of Sendable conversions
// when those parameters were `@MainActor` closure types (issue 43's tester).
//
// No class of the app's own: in a cell whose default isolation is MainActor, the iOS 17.4
// SDK that ios-typecheck uses lacks the runtime function a class's deinit then needs.
#if canImport(UIKit) && os(iOS)
import Navigation
import SwiftUI
import UIKit

struct HomeModule: Module {
    func build(container: Container) -> some View {
        Text("Home")
    }
}

struct ListModule: Module {
    func build(container: Container) -> ViewControllerScreen {
        ViewControllerScreen { UITableViewController(style: .plain) }
    }
}

// A router's `completion:`, kept through the host.
@MainActor func openQuietly(host: NavigationHost, then done: @escaping @MainActor () -> Void) {
    host.withoutAnimation { host.navigation.push(ListModule()) }
    host.whenShown(done)
    host.whenShown { print("shown") }
}

@MainActor func configureList(_ controller: UITableViewController) {
    controller.title = "Items"
}

@MainActor func configureAny(_ controller: UIViewController) {
    controller.title = "Any"
}

@MainActor func makeList() -> UIViewController {
    UITableViewController(style: .plain)
}

@MainActor func makeBrandedNavigationController() -> UINavigationController {
    let navigationController = UINavigationController()
    navigationController.navigationBar.prefersLargeTitles = true
    return navigationController
}

@MainActor func logLine(_ line: String) {
    print(line)
}

@MainActor func screens(storyboard: UIStoryboard, title: String) -> [ViewControllerScreen] {
    [
        ViewControllerScreen(storyboard: storyboard, identifier: "List", configure: configureList),
        ViewControllerScreen(storyboard: storyboard, identifier: "Any", configure: configureAny),
        ViewControllerScreen(storyboard: storyboard, identifier: "List") { (controller: UITableViewController) in
            controller.title = title
        },
        ViewControllerScreen(storyboard: storyboard, identifier: "Any") { controller in controller.title = title },
        ViewControllerScreen(storyboard: storyboard, identifier: "Plain"),
        ViewControllerScreen(makeList),
        ViewControllerScreen(UITableViewController.init),
    ]
}

@MainActor func hosts(container: DependencyContainer) -> [NavigationHost] {
    [
        NavigationHost(
            root: HomeModule(), container: container.makeScope(renewing: [NavigationAssembly.self]),
            makeNavigationController: UINavigationController.init
        ).navigationTrace(logLine),
        NavigationHost(
            root: HomeModule(), container: container.makeScope(renewing: [NavigationAssembly.self]),
            makeNavigationController: makeBrandedNavigationController),
        NavigationHost(
            root: HomeModule(), container: container.makeScope(renewing: [NavigationAssembly.self]),
            makeNavigationController: { UINavigationController() }
        ).navigationTrace { line in print(line) },
    ]
}

@MainActor func tracedRoot(container: DependencyContainer) -> some View {
    RootView(root: HomeModule(), sceneOf: container).navigationTrace(logLine)
}
#endif
