import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory generate-module Profile --target App [--parameter source:ProfileSource]`
@main
struct GenerateModule: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        try runScaffold(kind: "module", context: context, arguments: arguments)
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

// Xcode only: type-checked against a stand-in for XcodeProjectPlugin
// (.ci/check-xcode-plugin), but it has not run here, where there is no Xcode.

/// In Xcode: right-click the project, GenerateModule, choose the target, and type the
/// arguments (`Profile --parameter source:ProfileSource`).
extension GenerateModule: XcodeCommandPlugin {
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
        try runScaffold(kind: "module", context: context, arguments: arguments)
    }
}
#endif
