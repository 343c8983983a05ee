import Foundation
import XCTest

/// Runs `swift` with `arguments` in `folder`, returning its exit status and output.
private func swift(_ arguments: [String], in folder: URL) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["swift"] + arguments
    process.currentDirectoryURL = folder
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (process.terminationStatus, output)
}

/// Generates into a package that depends on this one, through the package plugins, then
/// builds the package and runs the tests that were generated with the code.
final class GeneratedPackageTests: XCTestCase {
    func test_generatedModuleAndService_buildAndPassTheirTests() throws {
        if ProcessInfo.processInfo.environment["NAVIGATION_SKIP_PACKAGE_TESTS"] != nil {
            throw XCTSkip("NAVIGATION_SKIP_PACKAGE_TESTS is set")
        }
        let thisPackage = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("generated-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("Sources/App"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("Tests/AppTests"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("Code/Features"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        let manifest = """
            // swift-tools-version: 6.0
            import PackageDescription

            let package = Package(
                name: "App",
                platforms: [.iOS(.v17), .macOS(.v14)],
                dependencies: [.package(name: "Navigation", path: "\(thisPackage.path)")],
                targets: [
                    .target(name: "App", dependencies: [
                        .product(name: "Navigation", package: "Navigation"),
                        .product(name: "Architecture", package: "Navigation"),
                    ]),
                    .target(name: "Features", dependencies: [
                        .product(name: "Navigation", package: "Navigation"),
                        .product(name: "Architecture", package: "Navigation"),
                    ], path: "Code/Features"),
                    .testTarget(name: "AppTests", dependencies: [
                        "App", .product(name: "NavigationTesting", package: "Navigation"),
                    ]),
                ]
            )
            """
        try Data(manifest.utf8).write(to: root.appendingPathComponent("Package.swift"))
        try Data("enum ProfileSource: Hashable { case menu, link }\n".utf8)
            .write(to: root.appendingPathComponent("Sources/App/App.swift"))
        try Data("enum Feature {}\n".utf8).write(to: root.appendingPathComponent("Code/Features/Features.swift"))

        let write = ["package", "--allow-writing-to-package-directory"]
        let module = try swift(
            write + ["generate-module", "Profile", "--target", "App", "--parameter", "source:ProfileSource"], in: root)
        XCTAssertEqual(module.status, 0, module.output)
        let service = try swift(write + ["generate-service", "NetworkService", "--target", "App"], in: root)
        XCTAssertEqual(service.status, 0, service.output)
        // CartSource is declared nowhere: the generator declares a placeholder and says so.
        let cart = try swift(
            write + [
                "generate-module", "Cart", "--target", "App", "--parameter", "source:CartSource", "--parameter",
                "id:UUID",
            ], in: root)
        XCTAssertEqual(cart.status, 0, cart.output)
        XCTAssertTrue(cart.output.contains("note: CartSource is declared nowhere in Sources/App"), cart.output)
        // A target with a custom path, and a closure parameter.
        let confirm = try swift(
            write + ["generate-module", "Confirm", "--target", "Features", "--parameter", "completed:() -> Void"],
            in: root)
        XCTAssertEqual(confirm.status, 0, confirm.output)
        XCTAssertTrue(confirm.output.contains("created Code/Features/Modules/Confirm/Module/ConfirmModule.swift"))
        let help = try swift(write + ["generate-module", "--help"], in: root)
        XCTAssertEqual(help.status, 0, help.output)
        XCTAssertTrue(
            help.output.contains("usage: swift package --allow-writing-to-package-directory generate-module <Name>"),
            help.output)
        let unknown = try swift(write + ["generate-module", "Cart", "--target", "Shop"], in: root)
        XCTAssertTrue(
            unknown.output.contains("no target Shop in the package; its targets are App, Features"), unknown.output)
        let noValue = try swift(write + ["generate-module", "Cart", "--target"], in: root)
        XCTAssertTrue(noValue.output.contains("--target needs a value"), noValue.output)
        let refused = try swift(write + ["generate-service", "Network", "--target", "App"], in: root)
        XCTAssertNotEqual(refused.status, 0)
        XCTAssertTrue(refused.output.contains("service names end in Service: call it NetworkService"), refused.output)

        let build = try swift(["build"], in: root)
        XCTAssertEqual(build.status, 0, build.output)
        let test = try swift(["test"], in: root)
        XCTAssertEqual(test.status, 0, test.output)
        XCTAssertTrue(test.output.contains("Executed 4 tests, with 0 failures"), test.output)
    }
}
