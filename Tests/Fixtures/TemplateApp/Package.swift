// swift-tools-version: 6.0
import PackageDescription

// An app made from the seed's Xcode templates and moved onto the package: its modules'
// files are the templates' output, unchanged but for each preview's `build(module:)`.
// Xcode projects made from the template build in the Swift 5 language mode, so this does.
//
// On Linux there is no SwiftUI: `-module-alias` points the verbatim `import SwiftUI`
// at SwiftUIShim, which declares just what the files use. The shim is not named
// SwiftUI itself, or the Navigation target's `#if canImport(SwiftUI)` would find it in
// the shared build folder whenever the shim happened to be built first, and on iOS it
// would shadow the real framework.

// The package under test is three folders up; SwiftPM names a path dependency by its
// folder, which differs between clones.
let navigationPackage = String(Context.packageDirectory.split(separator: "/").dropLast(3).last!).lowercased()

let package = Package(
    name: "TemplateApp",
    platforms: [.iOS(.v17), .macOS(.v14)],
    dependencies: [.package(path: "../../..")],
    targets: [
        .target(name: "SwiftUIShim", dependencies: [.product(name: "Navigation", package: navigationPackage)]),
        .target(
            name: "TemplateApp",
            dependencies: [
                .product(name: "Navigation", package: navigationPackage),
                .product(name: "Architecture", package: navigationPackage),
                .target(name: "SwiftUIShim", condition: .when(platforms: [.linux])),
            ],
            swiftSettings: [.unsafeFlags(["-module-alias", "SwiftUI=SwiftUIShim"], .when(platforms: [.linux]))]
        ),
    ],
    swiftLanguageModes: [.v5]
)
