// swift-tools-version: 6.3
// The swift-tools-version declares the minimum version of Swift required to build this package.

// Made with `swift package init --type library`, then given a dependency on Navigation
// by path and the platforms Navigation needs. `.ci/check-swift-testing-user` builds it
// and runs its tests: one of them is wrong on purpose.
import PackageDescription

let package = Package(
    name: "SwiftTestingUser",
    platforms: [.iOS(.v17), .macOS(.v14)],
    products: [
        // Products define the executables and libraries a package produces, making them visible to other packages.
        .library(
            name: "SwiftTestingUser",
            targets: ["SwiftTestingUser"]
        )
    ],
    dependencies: [.package(name: "Navigation", path: "../../..")],
    targets: [
        // Targets are the basic building blocks of a package, defining a module or a test suite.
        // Targets can depend on other targets in this package and products from dependencies.
        .target(
            name: "SwiftTestingUser",
            dependencies: [.product(name: "Navigation", package: "Navigation")]
        ),
        // Calls an assertion outside any test, to show what happens then.
        .executableTarget(
            name: "OutsideATest",
            dependencies: ["SwiftTestingUser", .product(name: "NavigationTesting", package: "Navigation")]
        ),
        .testTarget(
            name: "SwiftTestingUserTests",
            dependencies: ["SwiftTestingUser", .product(name: "NavigationTesting", package: "Navigation")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
