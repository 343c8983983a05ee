// swift-tools-version: 6.0
import PackageDescription

// The code users already write against the package, as the seed's documentation shows
// it: a `@MainActor` router that passes plain closures to an alert, and modules with
// their static members. Swift 6 language mode, as that documentation targets.

// The package under test is three folders up; SwiftPM names a path dependency by its
// folder, which differs between clones.
let navigationPackage = String(Context.packageDirectory.split(separator: "/").dropLast(3).last!).lowercased()

let package = Package(
    name: "SeedReadmeApp",
    platforms: [.iOS(.v17), .macOS(.v14)],
    dependencies: [.package(path: "../../..")],
    targets: [
        .target(
            name: "SeedReadmeApp",
            dependencies: [
                .product(name: "Navigation", package: navigationPackage),
                .product(name: "Architecture", package: navigationPackage),
            ]
        )
    ],
    swiftLanguageModes: [.v6]
)
