import Foundation
import XCTest

@testable import NavigationScaffold

/// An Xcode project's folder as Xcode's iOS App template makes it: `App` and `AppTests`
/// next to the `.xcodeproj`, and the description the plugin's Xcode entry gives of it.
private func makeXcodeProject() throws -> (root: URL, description: String) {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("xcode-\(UUID().uuidString)")
    for folder in ["App.xcodeproj", "App/Preview Content", "AppTests", "AppUITests"] {
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
    }
    let files = ["App/AppApp.swift", "App/Preview Content/Sample.swift", "AppTests/AppTests.swift"]
    for file in files + ["AppUITests/AppUITests.swift"] {
        try Data("// \(file)\n".utf8).write(to: root.appendingPathComponent(file))
    }
    let path = { (file: String) in "\"" + root.appendingPathComponent(file).path + "\"" }
    let description = """
        {"targets": [
            {"name": "App", "kind": "application", "files": [\(path("App/AppApp.swift")), \(path("App/Preview Content/Sample.swift"))]},
            {"name": "AppTests", "kind": "other(\\"com.apple.product-type.bundle.unit-test\\")", "files": [\(path("AppTests/AppTests.swift"))]},
            {"name": "AppUITests", "kind": "other(\\"com.apple.product-type.bundle.ui-testing\\")", "files": [\(path("AppUITests/AppUITests.swift"))]},
            {"name": "Widget", "kind": "none", "files": []}
        ]}
        """
    return (root, description)
}

/// Where the tool was built: next to the test bundle.
private var productsFolder: URL {
    #if os(macOS)
    if let bundle = Bundle.allBundles.first(where: { $0.bundlePath.hasSuffix(".xctest") }) {
        return bundle.bundleURL.deletingLastPathComponent()
    }
    #endif
    return Bundle.main.bundleURL
}

final class XcodeProjectLayoutTests: XCTestCase {
    func test_eachTarget_isInTheFolderItsSwiftFilesShare_andTestBundlesAreTestTargets() throws {
        let (root, description) = try makeXcodeProject()
        defer { try? FileManager.default.removeItem(at: root) }
        let layout = try XcodeProjectLayout(json: Data(description.utf8)).packageLayout(projectRoot: root)
        XCTAssertEqual(
            layout.targets,
            [
                .init(name: "App", path: "App", type: "executable"),
                .init(name: "AppTests", path: "AppTests", type: "test"),
                .init(name: "AppUITests", path: "AppUITests", type: "test"),
                .init(name: "Widget", path: "Widget", type: "other"),
            ])
    }

    func test_theTargetChosenInXcode_isTheOneThatIsNotATestTarget() throws {
        let (root, description) = try makeXcodeProject()
        defer { try? FileManager.default.removeItem(at: root) }
        let layout = try XcodeProjectLayout(json: Data(description.utf8)).packageLayout(projectRoot: root)
        XCTAssertEqual(try XcodeProjectLayout.target(chosen: ["App", "AppTests"], in: layout), "App")
        XCTAssertEqual(try XcodeProjectLayout.target(chosen: [], in: layout), "App")
        XCTAssertEqual(try XcodeProjectLayout.target(chosen: ["AppTests"], in: layout), "AppTests")
        let two = PackageLayout(targets: layout.targets + [.init(name: "Kit", path: "Kit", type: "library")])
        XCTAssertThrowsError(try XcodeProjectLayout.target(chosen: ["App", "Kit"], in: two)) {
            XCTAssertTrue("\($0)".hasPrefix("choose one target for the code in Xcode's dialog"), "\($0)")
        }
    }

    func test_aModule_goesIntoTheProjectsFolders_andTheNoteNamesWhatToAddToWhichTarget() throws {
        let (root, description) = try makeXcodeProject()
        defer { try? FileManager.default.removeItem(at: root) }
        let layout = try XcodeProjectLayout(json: Data(description.utf8)).packageLayout(projectRoot: root)
        let written = try Scaffold(packageRoot: root, target: "App", layout: layout, testing: .xcTest)
            .generate(.module(name: "Profile", parameters: []))
        XCTAssertEqual(written.first, "App/Modules/Profile/Module/ProfileModule.swift")
        XCTAssertEqual(written.suffix(2), ["AppTests/MockProfileAssembly.swift", "AppTests/ProfileRouterTests.swift"])
        XCTAssertEqual(
            XcodeProjectLayout.note(written: written, target: "App", testTarget: "AppTests"),
            "if Xcode does not show the new files, App's folder is a group rather than a folder: add them with "
                + "File > Add Files, App/Modules/Profile to the target App, and AppTests/MockProfileAssembly.swift, "
                + "AppTests/ProfileRouterTests.swift to the target AppTests")
    }

    func test_severalTargets_areRefused_outsideXcode() {
        XCTAssertThrowsError(try Invocation(arguments: ["module", "X", "--target", "App", "--target", "Kit"])) {
            XCTAssertTrue("\($0)".hasPrefix("give one --target, not App, Kit"), "\($0)")
        }
    }

    // Process runs the tool as Xcode's plugin does; iOS, where `xcodebuild test` builds this
    // bundle for the scheme's device tests, has no Process.
    #if os(macOS) || os(Linux)
    func test_theTool_runAsXcodesPluginRunsIt_writesIntoTheProject_andSaysWhatToAdd() throws {
        let (root, description) = try makeXcodeProject()
        defer { try? FileManager.default.removeItem(at: root) }
        let process = Process()
        process.executableURL = productsFolder.appendingPathComponent("NavigationScaffold")
        process.arguments = [
            "service", "NetworkService", "--target", "App", "--target", "AppTests", "--package-path", root.path,
            "--xcode-project-description", description,
        ]
        process.environment = ["NAVIGATION_SCAFFOLD_COMMAND": "generate-service"]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, printed)
        XCTAssertTrue(printed.contains("created App/Services/NetworkService/NetworkService.swift"), printed)
        XCTAssertTrue(printed.contains("created AppTests/NetworkServiceAssemblyTests.swift"), printed)
        XCTAssertTrue(
            printed.contains(
                "note: if Xcode does not show the new files, App's folder is a group rather than a folder"),
            printed)
        XCTAssertTrue(
            FileManager.default.fileExists(
                atPath: root.appendingPathComponent("App/Services/NetworkService/NetworkServiceAssembly.swift").path))
    }
    #endif
}
