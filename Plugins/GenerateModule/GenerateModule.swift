import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory generate-module Profile --target App [--parameter source:ProfileSource]`
@main
struct GenerateModule: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        try runScaffold(kind: "module", context: context, arguments: arguments)
    }
}
