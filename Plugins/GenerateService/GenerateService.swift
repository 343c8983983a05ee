import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory generate-service NetworkService --target App`
@main
struct GenerateService: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        try runScaffold(kind: "service", context: context, arguments: arguments)
    }
}

/// Runs the NavigationScaffold tool on the package; it checks every input and writes
/// nothing when one is wrong, saying why on standard error.
private func runScaffold(kind: String, context: PluginContext, arguments: [String]) throws {
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
