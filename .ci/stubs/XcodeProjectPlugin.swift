// A stand-in for Xcode's XcodeProjectPlugin module, for type-checking the package's
// plugins on Linux, where Xcode is not: its declarations are the ones Apple documents
// (the XcodeProjectPlugin module of Xcode 16), with nothing that runs. The real module
// ships with Xcode only. .ci/check-xcode-plugin compiles it as a module and type-checks
// the plugins' `#if canImport(XcodeProjectPlugin)` parts against it.
//
// Apple's documentation: "XcodeProjectPlugin" (developer.apple.com/documentation/
// packageplugin) — XcodeCommandPlugin, XcodeBuildToolPlugin, XcodePluginContext,
// XcodeProject, XcodeTarget, XcodeProduct.

import Foundation
import PackagePlugin

/// A command plugin that Xcode runs on a project, from the project's context menu.
public protocol XcodeCommandPlugin {
    /// Called when the user runs the command on an Xcode project; each target chosen in
    /// Xcode's dialog comes in `arguments` as `--target <name>`.
    func performCommand(context: XcodePluginContext, arguments: [String]) throws
}

/// A build tool plugin that Xcode runs for a target of a project.
public protocol XcodeBuildToolPlugin {
    /// The commands to run before building `target`.
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command]
}

/// What Xcode hands a plugin: the project, and the tools the plugin may run.
public struct XcodePluginContext {
    /// The project the plugin runs on.
    public let xcodeProject: XcodeProject
    /// A folder the plugin may write into.
    public let pluginWorkDirectoryURL: URL

    /// The tool named `name`, from the plugin's dependencies or the toolchain.
    public func tool(named name: String) throws -> PluginContext.Tool {
        fatalError("XcodeProjectPlugin stand-in: nothing runs")
    }
}

/// An Xcode project.
public struct XcodeProject {
    /// The project's identity.
    public typealias ID = String
    public let id: ID
    /// Its name, as Xcode shows it.
    public let displayName: String
    /// The folder that holds the `.xcodeproj`.
    public let directoryURL: URL
    /// The files of the project, outside its targets too.
    public let filePaths: [URL]
    /// Its targets.
    public let targets: [XcodeTarget]
}

/// A target of an Xcode project.
public struct XcodeTarget {
    /// The target's identity.
    public typealias ID = String
    public let id: ID
    /// Its name, as Xcode shows it.
    public let displayName: String
    /// What it builds, if anything.
    public let product: XcodeProduct?
    /// The files it builds from.
    public let inputFiles: FileList
}

/// What a target of an Xcode project builds.
public struct XcodeProduct {
    /// The product's identity.
    public typealias ID = String
    public let id: ID
    /// The product's name.
    public let name: String
    /// Its kind.
    public let kind: Kind

    /// The kinds of product a target builds.
    public enum Kind {
        case application
        case executable
        case framework
        case library
        /// Another product type, by its identifier, such as
        /// `com.apple.product-type.bundle.unit-test`.
        case other(String)
    }
}
