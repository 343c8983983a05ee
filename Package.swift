// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Navigation",
    platforms: [.iOS(.v17), .macOS(.v14), .tvOS(.v17), .watchOS(.v10)],
    products: [
        .library(name: "Navigation", targets: ["Navigation"]),
        .library(name: "Architecture", targets: ["Architecture"]),
        .library(name: "NavigationTesting", targets: ["NavigationTesting"]),
    ],
    targets: [
        .target(name: "Navigation"),
        .target(name: "Architecture", dependencies: ["Navigation"]),
        .target(name: "NavigationTesting", dependencies: ["Navigation"]),
        .executableTarget(name: "NavigationDemo", dependencies: ["Navigation", "Architecture"]),
        .testTarget(name: "NavigationTests", dependencies: ["Navigation"]),
        .testTarget(name: "NavigationTestingTests", dependencies: ["NavigationTesting"]),
    ],
    swiftLanguageModes: [.v6]
)
