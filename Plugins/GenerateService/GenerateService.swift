import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory generate-service NetworkService --target App`
@main
struct GenerateService: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        try runScaffold(kind: "service", context: context, arguments: arguments)
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

// Xcode only: type-checked against a stand-in for XcodeProjectPlugin
// (.ci/check-xcode-plugin), but it has not run here, where there is no Xcode.

/// In Xcode: right-click the project, GenerateService, choose the target, and type the
/// arguments (`NetworkService`).
extension GenerateService: XcodeCommandPlugin {
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
        try runScaffold(kind: "service", context: context, arguments: arguments)
    }
}
#endif
