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
        .target(name: "SampleApp", dependencies: ["Navigation", "Architecture"]),
        .executableTarget(name: "NavigationDemo", dependencies: ["SampleApp"]),
        .executableTarget(name: "NavigationBenchmarks", dependencies: ["Navigation"]),
        .testTarget(name: "NavigationTests", dependencies: ["Navigation"]),
        .testTarget(name: "NavigationTestingTests", dependencies: ["NavigationTesting"]),
        .testTarget(name: "SampleAppTests", dependencies: ["SampleApp", "NavigationTesting"]),
    ],
    swiftLanguageModes: [.v6]
)
