import Foundation
import XCTest

// The test runs `swift` as a child process: on macOS and Linux only. iOS, where `xcodebuild
// test` builds this bundle for the scheme's device tests, has no Process.
#if os(macOS) || os(Linux)

/// What a child `swift` process did.
private struct Run: CustomStringConvertible {
    let command: String
    let status: Int32
    let reason: Process.TerminationReason
    let standardOutput: String
    let standardError: String

    /// Both streams, for the checks that look for a line in either.
    var output: String { standardOutput + standardError }

    /// The whole report, for a failing check: a crash under load shows here with its
    /// signal and the child's own words.
    var description: String {
        """
        `\(command)` \(reason == .uncaughtSignal ? "died of signal" : "exited with status") \(status)
        --- its standard output:
        \(standardOutput)
        --- its standard error:
        \(standardError)
        """
    }
}

/// Writes `line` to standard output at once, unbuffered, so it shows while the test runs.
private func progress(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

/// Runs `swift` with `arguments` in `folder`, printing the step and how long it took, so
/// the minutes this test runs are not silent.
private func swift(_ arguments: [String], in folder: URL) throws -> Run {
    let command = (["swift"] + arguments).joined(separator: " ")
    progress("GeneratedPackageTests: \(command)")
    let start = Date()
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["swift"] + arguments
    process.currentDirectoryURL = folder
    // A crash in the child ends it at once with its signal, reported below, instead of a
    // backtrace that has to suspend every thread of a process under load.
    process.environment = ProcessInfo.processInfo.environment.merging(
        ["SWIFT_BACKTRACE": "enable=no"], uniquingKeysWith: { $1 })
    // Files, not pipes: a pipe that fills while nobody reads it would stall the child.
    let logs = FileManager.default.temporaryDirectory.appendingPathComponent("generated-run-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: logs, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: logs) }
    let out = logs.appendingPathComponent("stdout")
    let err = logs.appendingPathComponent("stderr")
    _ = FileManager.default.createFile(atPath: out.path, contents: nil)
    _ = FileManager.default.createFile(atPath: err.path, contents: nil)
    process.standardOutput = try FileHandle(forWritingTo: out)
    process.standardError = try FileHandle(forWritingTo: err)
    try process.run()
    process.waitUntilExit()
    let run = Run(
        command: command, status: process.terminationStatus, reason: process.terminationReason,
        standardOutput: (try? String(contentsOf: out, encoding: .utf8)) ?? "",
        standardError: (try? String(contentsOf: err, encoding: .utf8)) ?? "")
    progress(
        "GeneratedPackageTests: \(run.reason == .uncaughtSignal ? "signal" : "status") \(run.status) after "
            + String(format: "%.1f", Date().timeIntervalSince(start)) + "s")
    return run
}

/// The targets the generated-package test writes a service into besides App (Swift 6,
/// nonisolated): Swift 5; MainActor default isolation; and both, under a name that is no
/// identifier.
private let isolationTargets = ["App5", "MainApp", "main-app5"]

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
        // A service in each other cell of the matrix an Xcode 26 app spans: the Swift 5
        // mode, and MainActor default isolation (its tests nonisolated, as Xcode makes
        // them) in either mode; one target's name is no identifier (`@testable import
        // main_app5`).
        for target in isolationTargets {
            try FileManager.default.createDirectory(
                at: root.appendingPathComponent("Sources/\(target)"), withIntermediateDirectories: true)
            try FileManager.default.createDirectory(
                at: root.appendingPathComponent("Tests/\(target)Tests"), withIntermediateDirectories: true)
            try Data("enum Placeholder {}\n".utf8).write(to: root.appendingPathComponent("Sources/\(target)/App.swift"))
        }
        defer { try? FileManager.default.removeItem(at: root) }
        let manifest = """
            // swift-tools-version: 6.2
            import PackageDescription

            let libraries: [Target.Dependency] = [
                .product(name: "Navigation", package: "Navigation"),
                .product(name: "Architecture", package: "Navigation"),
            ]

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
                    .target(name: "App5", dependencies: libraries, swiftSettings: [.swiftLanguageMode(.v5)]),
                    .testTarget(name: "App5Tests", dependencies: ["App5"], swiftSettings: [.swiftLanguageMode(.v5)]),
                    .target(
                        name: "MainApp", dependencies: libraries, swiftSettings: [.defaultIsolation(MainActor.self)]),
                    .testTarget(name: "MainAppTests", dependencies: ["MainApp"]),
                    .target(
                        name: "main-app5", dependencies: libraries,
                        swiftSettings: [.defaultIsolation(MainActor.self), .swiftLanguageMode(.v5)]),
                    .testTarget(
                        name: "main-app5Tests", dependencies: ["main-app5"], swiftSettings: [.swiftLanguageMode(.v5)]),
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
        XCTAssertEqual(module.status, 0, "\(module)")
        let service = try swift(write + ["generate-service", "NetworkService", "--target", "App"], in: root)
        XCTAssertEqual(service.status, 0, "\(service)")
        // CartSource is declared nowhere: the generator declares a placeholder and says so;
        // LayerID, qualified or not, is the package's, which the files import.
        // Its test is written for XCTest, the others' for Swift Testing.
        let cart = try swift(
            write + [
                "generate-module", "Cart", "--target", "App", "--parameter", "source:CartSource", "--parameter",
                "id:UUID", "--parameter", "layer:Navigation.LayerID", "--parameter", "tab:LayerID", "--testing",
                "xctest",
            ], in: root)
        XCTAssertEqual(cart.status, 0, "\(cart)")
        XCTAssertTrue(cart.output.contains("note: CartSource is declared nowhere in Sources/App"), cart.output)
        // A target with a custom path, and closure parameters, one written `@escaping`.
        let confirm = try swift(
            write + [
                "generate-module", "Confirm", "--target", "Features", "--parameter", "completed:() -> Void",
                "--parameter", "cancelled:@escaping () -> Void",
            ], in: root)
        XCTAssertEqual(confirm.status, 0, "\(confirm)")
        XCTAssertTrue(confirm.output.contains("created Code/Features/Modules/Confirm/Module/ConfirmModule.swift"))
        // A UIKit screen: on Linux its module builds to nothing, and its router test runs.
        let gallery = try swift(
            write + ["generate-module", "Gallery", "--target", "App", "--screen", "uikit"], in: root)
        XCTAssertEqual(gallery.status, 0, "\(gallery)")
        XCTAssertTrue(gallery.output.contains("created Sources/App/Modules/Gallery/View/GalleryViewController.swift"))
        let help = try swift(write + ["generate-module", "--help"], in: root)
        XCTAssertEqual(help.status, 0, "\(help)")
        XCTAssertTrue(
            help.output.contains("usage: swift package --allow-writing-to-package-directory generate-module <Name>"),
            help.output)
        let unknown = try swift(write + ["generate-module", "Cart", "--target", "Shop"], in: root)
        XCTAssertTrue(
            unknown.output.contains(
                "no target Shop in the package; its targets are App, App5, Features, MainApp, main-app5"),
            unknown.output)
        let noTarget = try swift(write + ["generate-module", "Cart"], in: root)
        XCTAssertTrue(
            noTarget.output.contains("name the target with --target: the package has App, App5, Features, MainApp"),
            noTarget.output)
        let testTarget = try swift(write + ["generate-module", "Cart", "--target", "AppTests"], in: root)
        XCTAssertTrue(testTarget.output.contains("AppTests is a test target"), testTarget.output)
        let noValue = try swift(write + ["generate-module", "Cart", "--target"], in: root)
        XCTAssertTrue(noValue.output.contains("--target needs a value"), noValue.output)
        for target in isolationTargets {
            for (name, testing) in [("NetworkService", "swift-testing"), ("StoreService", "xctest")] {
                let service = try swift(
                    write + ["generate-service", name, "--target", target, "--testing", testing], in: root)
                XCTAssertEqual(service.status, 0, "\(service)")
            }
        }
        let refused = try swift(write + ["generate-service", "Network", "--target", "App"], in: root)
        XCTAssertNotEqual(refused.status, 0)
        XCTAssertTrue(refused.output.contains("service names end in Service: call it NetworkService"), refused.output)

        let build = try swift(["build", "--build-tests"], in: root)
        XCTAssertEqual(build.status, 0, "\(build)")
        let test = try swift(["test", "--skip-build"], in: root)
        XCTAssertEqual(test.status, 0, "\(test)")
        // Cart's router test and the other cells' StoreService's two assembly tests each
        // under XCTest; Profile's and Gallery's router tests and each cell's
        // NetworkService's two assembly tests under Swift Testing; and no assertion
        // reported outside a test.
        XCTAssertTrue(test.output.contains("Executed 7 tests, with 0 failures"), "\(test)")
        XCTAssertTrue(test.output.contains("Test run with 10 tests"), "\(test)")
        XCTAssertTrue(test.output.contains("passed"), "\(test)")
        XCTAssertFalse(test.output.contains("outside a test"), "\(test)")
    }
}
#endif
