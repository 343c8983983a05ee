// swift-tools-version: 6.0
// The example app's shell, which Xcode opens and runs on a simulator or a phone: an app
// package whose app target only starts the example's scene. What the app shows is the
// NavigationExample target of the package three folders up, with the sample app it runs;
// their folders are linked here (Sources/NavigationExample, Sources/Sample*), because that
// package keeps them out of its products, where their names could clash with an app's.
// Xcode reads the iOS application product below; elsewhere, where Apple's product types
// do not exist, the same target is a plain executable, so that the manifest loads and
// ios-typecheck can check it.
import PackageDescription

#if canImport(AppleProductTypes)
import AppleProductTypes

let products: [Product] = [
    .iOSApplication(
        name: "Navigation Example",
        targets: ["ExampleApp"],
        bundleIdentifier: "com.example.NavigationExample",
        displayVersion: "1.0",
        bundleVersion: "1",
        supportedDeviceFamilies: [.pad, .phone],
        supportedInterfaceOrientations: [.portrait, .landscapeLeft, .landscapeRight]
    )
]
#else
let products: [Product] = [.executable(name: "ExampleApp", targets: ["ExampleApp"])]
#endif

let navigation: [Target.Dependency] = [
    .product(name: "Navigation", package: "Navigation"),
    .product(name: "Architecture", package: "Navigation"),
]

let package = Package(
    name: "NavigationExampleApp",
    platforms: [.iOS(.v17)],
    products: products,
    dependencies: [.package(name: "Navigation", path: "../../..")],
    targets: [
        .executableTarget(name: "ExampleApp", dependencies: ["NavigationExample"]),
        .target(name: "NavigationExample", dependencies: navigation + ["SampleApp"]),
        // The terminal demo's session and commands use that package's own API, which a
        // package that depends on it cannot see; the app needs neither.
        .target(
            name: "SampleApp", dependencies: navigation + ["SampleDetailsKit", "SampleExtraDetailsKit"],
            exclude: [
                "Demo/DemoCommands.swift", "Demo/DemoSession.swift", "Demo/DemoSession+Features.swift",
                "Demo/DemoSession+Layouts.swift",
            ]),
        .target(name: "SampleDetailsKit", dependencies: navigation),
        .target(name: "SampleExtraDetailsKit", dependencies: navigation),
    ],
    swiftLanguageModes: [.v6]
)
