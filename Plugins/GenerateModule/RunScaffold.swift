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
    let process = Process()
    process.executableURL = try context.tool(named: "NavigationScaffold").url
    process.arguments =
        [kind] + arguments + [
            "--package-path", context.package.directoryURL.path,
            "--package-description", try packageDescription(context.package),
        ]
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
