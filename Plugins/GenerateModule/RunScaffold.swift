import Foundation
import PackagePlugin

// Both plugins run the tool the same way; plugins cannot share a library, so the
// GenerateService plugin links this file.

/// Runs the NavigationScaffold tool on the package; it checks every input and writes
/// nothing when one is wrong, saying why on standard error.
func runScaffold(kind: String, context: PluginContext, arguments: [String]) throws {
    let process = Process()
    process.executableURL = try context.tool(named: "NavigationScaffold").url
    process.arguments = [kind] + arguments + ["--package-path", context.package.directoryURL.path]
    try process.run()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
        throw ScaffoldFailure(description: "generate-\(kind) wrote nothing")
    }
}

private struct ScaffoldFailure: Error, CustomStringConvertible {
    let description: String
}
