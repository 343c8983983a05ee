// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Navigation",
    platforms: [.iOS(.v17), .macOS(.v14), .tvOS(.v17), .watchOS(.v10)],
    products: [
        .library(name: "Navigation", targets: ["Navigation"]),
        .library(name: "Architecture", targets: ["Architecture"]),
        .library(name: "NavigationTesting", targets: ["NavigationTesting"]),
        .executable(name: "NavigationScaffold", targets: ["NavigationScaffold"]),
        .plugin(name: "GenerateModule", targets: ["GenerateModule"]),
        .plugin(name: "GenerateService", targets: ["GenerateService"]),
    ],
    targets: [
        .target(name: "Navigation"),
        .target(name: "Architecture", dependencies: ["Navigation"]),
        .target(name: "NavigationTesting", dependencies: ["Navigation"]),
        // Two features that do not know each other, and the app that wires them.
        .target(name: "SampleDetailsKit", dependencies: ["Navigation", "Architecture"]),
        .target(name: "SampleExtraDetailsKit", dependencies: ["Navigation", "Architecture"]),
        .target(
            name: "SampleApp",
            dependencies: ["Navigation", "Architecture", "SampleDetailsKit", "SampleExtraDetailsKit"]
        ),
        .executableTarget(name: "NavigationDemo", dependencies: ["SampleApp"]),
        // The iOS example app's code: its SwiftUI and UIKit screens build on iOS only; its
        // device checks' judges build and are tested everywhere.
        .target(
            name: "NavigationExample", dependencies: ["Navigation", "SampleApp"],
            path: "Examples/NavigationExample/Sources/NavigationExample"),
        .executableTarget(name: "NavigationBenchmarks", dependencies: ["Navigation", "NavigationTesting"]),
        .executableTarget(name: "NavigationScaffold"),
        .plugin(
            name: "GenerateModule",
            capability: .command(
                intent: .custom(verb: "generate-module", description: "Writes a new VIPER module into a target"),
                permissions: [
                    .writeToPackageDirectory(
                        reason: "Writes the new module's files. SwiftPM asks before any option is read; "
                            + "--help needs the permission too, and writes nothing")
                ]
            ),
            dependencies: ["NavigationScaffold"]
        ),
        .plugin(
            name: "GenerateService",
            capability: .command(
                intent: .custom(verb: "generate-service", description: "Writes a new service into a target"),
                permissions: [
                    .writeToPackageDirectory(
                        reason: "Writes the new service's files. SwiftPM asks before any option is read; "
                            + "--help needs the permission too, and writes nothing")
                ]
            ),
            dependencies: ["NavigationScaffold"]
        ),
        .testTarget(name: "NavigationTests", dependencies: ["Navigation"]),
        .testTarget(name: "NavigationTestingTests", dependencies: ["NavigationTesting"]),
        .testTarget(
            name: "SampleAppTests",
            dependencies: ["SampleApp", "SampleDetailsKit", "SampleExtraDetailsKit", "NavigationTesting"]
        ),
        .testTarget(name: "NavigationScaffoldTests", dependencies: ["NavigationScaffold"]),
        .testTarget(name: "NavigationExampleTests", dependencies: ["NavigationExample", "Navigation", "SampleApp"]),
        // iOS only: checks on a simulator what the SwiftUI renderer assumes of UIKit.
        .testTarget(name: "DeviceTests", dependencies: ["Navigation"]),
    ],
    swiftLanguageModes: [.v6]
)
