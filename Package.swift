// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Navigation",
    platforms: [.iOS(.v17), .macOS(.v14), .tvOS(.v17), .watchOS(.v10)],
    products: [
        .library(name: "Navigation", targets: ["Navigation"]),
        .library(name: "Architecture", targets: ["Architecture"]),
    ],
    targets: [
        .target(name: "Navigation"),
        .target(name: "Architecture", dependencies: ["Navigation"]),
        .executableTarget(name: "NavigationDemo", dependencies: ["Navigation", "Architecture"]),
        .testTarget(name: "NavigationTests", dependencies: ["Navigation"]),
    ],
    swiftLanguageModes: [.v6]
)
