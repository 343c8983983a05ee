// swift-tools-version: 6.0
// The example app's shell, which Xcode opens and runs on a simulator or a phone: an app
// package whose one target starts the example's scene. Everything the app shows is the
// NavigationExample library of the package three folders up, which its iOS type-check
// covers. Xcode reads the iOS application product below; elsewhere, where Apple's product
// types do not exist, the same target is a plain executable, so that the manifest loads.
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

let package = Package(
    name: "NavigationExampleApp",
    platforms: [.iOS(.v17)],
    products: products,
    dependencies: [.package(name: "Navigation", path: "../../..")],
    targets: [
        .executableTarget(
            name: "ExampleApp",
            dependencies: [.product(name: "NavigationExample", package: "Navigation")],
            path: "Sources/ExampleApp"
        )
    ],
    swiftLanguageModes: [.v6]
)
