import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory generate-service NetworkService --target App`
@main
struct GenerateService: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        try runScaffold(kind: "service", context: context, arguments: arguments)
    }
}
