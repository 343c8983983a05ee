import Foundation
import PackagePlugin

// Both plugins run the tool the same way; plugins cannot share a library, so the
// GenerateService plugin links this file.

/// Runs the NavigationScaffold tool on the package; it checks every input and writes
/// nothing when one is wrong, saying why on standard error.
///
/// The plugin hands the tool the manifest's targets and folders, which it knows already,
/// so that a target with a custom `path:` is found; and names its own command, so that the
/// usage reads as the user typed it.
func runScaffold(kind: String, context: PluginContext, arguments: [String]) throws {
    try runTool(
        try context.tool(named: "NavigationScaffold").url, kind: kind,
        arguments: arguments + [
            "--package-path", context.package.directoryURL.path,
            "--package-description", try packageDescription(context.package),
        ])
}

/// Runs the NavigationScaffold tool at `tool` with `arguments`, after the kind of code it
/// writes; throws when it wrote nothing.
private func runTool(_ tool: URL, kind: String, arguments: [String]) throws {
    let process = Process()
    process.executableURL = tool
    process.arguments = [kind] + arguments
    process.environment = ProcessInfo.processInfo.environment.merging(
        ["NAVIGATION_SCAFFOLD_COMMAND": "generate-\(kind)"], uniquingKeysWith: { $1 })
    try process.run()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
        throw ScaffoldFailure(description: "generate-\(kind) wrote nothing")
    }
}

/// The package's targets in the shape of `swift package describe --type json`.
private func packageDescription(_ package: Package) throws -> String {
    struct Target: Encodable {
        let name: String
        let path: String
        let type: String
    }
    struct Description: Encodable {
        let targets: [Target]
    }
    let root = package.directoryURL.standardizedFileURL.path
    // Code is generated into Swift targets only.
    let targets = package.targets.compactMap { target -> Target? in
        guard let source = target as? SwiftSourceModuleTarget else { return nil }
        let folder = source.directoryURL.standardizedFileURL.path
        let path = folder.hasPrefix(root + "/") ? String(folder.dropFirst(root.count + 1)) : folder
        let kind =
            source.kind == .test
            ? "test" : source.kind == .executable ? "executable" : source.kind == .generic ? "library" : "other"
        return Target(name: target.name, path: path, type: kind)
    }
    let data = try JSONEncoder().encode(Description(targets: targets))
    return String(decoding: data, as: UTF8.self)
}

private struct ScaffoldFailure: Error, CustomStringConvertible {
    let description: String
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

// Xcode only: type-checked against a stand-in for XcodeProjectPlugin
// (.ci/check-xcode-plugin), but it has not run here, where there is no Xcode.

/// Runs the NavigationScaffold tool on an Xcode project: Xcode passes each target chosen
/// in its dialog as `--target`, and the name and options the user typed. The tool writes
/// into the folder that holds the chosen target's Swift files, and the tests into its
/// `<Target>Tests` target's, and says which files to add if the project does not show
/// them (a group rather than a folder).
func runScaffold(kind: String, context: XcodePluginContext, arguments: [String]) throws {
    try runTool(
        try context.tool(named: "NavigationScaffold").url, kind: kind,
        arguments: arguments + [
            "--package-path", context.xcodeProject.directoryURL.path,
            "--xcode-project-description", try xcodeProjectDescription(context.xcodeProject),
        ])
}

/// The project's targets, each with its product's kind and its Swift files, in the shape
/// the tool reads (`XcodeProjectLayout`).
private func xcodeProjectDescription(_ project: XcodeProject) throws -> String {
    struct Target: Encodable {
        let name: String
        let kind: String
        let files: [String]
    }
    struct Description: Encodable {
        let targets: [Target]
    }
    let targets = project.targets.map { target in
        Target(
            name: target.displayName, kind: target.product.map { String(describing: $0.kind) } ?? "none",
            files: target.inputFiles.map(\.url).filter { $0.pathExtension == "swift" }.map(\.path))
    }
    let data = try JSONEncoder().encode(Description(targets: targets))
    return String(decoding: data, as: UTF8.self)
}
#endif
