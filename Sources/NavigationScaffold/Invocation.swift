import Foundation

/// The command line, read.
struct Invocation: Equatable {
    /// What the command line asks for.
    enum Action: Equatable {
        /// Write the request's files into the target; without one, into the package's only
        /// source target.
        case generate(ScaffoldRequest, target: String?)
        /// Print the usage.
        case help
        /// Write the Xcode templates into a folder.
        case xcodeTemplates(folder: String)
        /// Install the Xcode templates where Xcode finds them: under the given folder, or
        /// under `~/Library/Developer/Xcode/Templates`.
        case installXcodeTemplates(folder: String?)
    }

    let action: Action
    let packageRoot: URL
    /// The manifest's targets, when the plugin passes them; otherwise the tool asks
    /// `swift package describe`.
    let layoutJSON: String?
    /// The Xcode project's targets, when the plugin runs in Xcode: the tool then writes
    /// into the project's folders, and says which to add if the project does not show them.
    let xcodeProjectJSON: String?
    /// The targets chosen in Xcode's dialog, each of which Xcode passes as `--target`.
    let chosenTargets: [String]
    /// The framework the generated tests are written for: Swift Testing unless
    /// `--testing xctest` says otherwise.
    let testing: TestFramework
    /// What a new module's screen is built with: SwiftUI unless `--screen uikit` says
    /// otherwise.
    let screen: ScreenKind

    /// How the user runs the tool: the plugins set `NAVIGATION_SCAFFOLD_COMMAND` to the
    /// `swift package` command they answer to, so that the usage speaks of it.
    enum Style: Equatable {
        case tool
        case plugin
    }

    /// The usage, in the form the user types it.
    static func usage(for kind: String?, style: Style) -> String {
        let testing = "[--testing swift-testing|xctest]"
        let module = "<Name> [--target <Target>] [--parameter name:Type ...] [--screen swiftui|uikit] \(testing)"
        let service = "<Name>Service [--target <Target>] \(testing)"
        switch style {
        case .tool:
            return """
                usage: NavigationScaffold module \(module) [--package-path <dir>]
                       NavigationScaffold service \(service) [--package-path <dir>]
                       NavigationScaffold xcode-templates <folder>
                       NavigationScaffold install-xcode-templates [--into <folder>]
                """
        case .plugin:
            let command = "swift package --allow-writing-to-package-directory"
            let lines = [
                kind != "service" ? "\(command) generate-module \(module)" : nil,
                kind != "module" ? "\(command) generate-service \(service)" : nil,
            ].compactMap { $0 }
            return "usage: " + lines.joined(separator: "\n       ")
                + "\n  --parameter name:Type  a value the screen is opened with, such as source:ProfileSource"
                + " or \"completed:() -> Void\"; repeat it for each"
                + "\n  --screen               what the module's screen is built with: a SwiftUI view (the"
                + " default), or uikit, a UIKit view controller shown through ViewControllerScreen"
                + "\n  --testing              the framework of the tests written with the code: swift-testing, as"
                + " swift package init writes (the default), or xctest"
        }
    }

    init(
        arguments: [String],
        currentDirectory: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
        style: Style = .tool
    ) throws {
        if arguments.first == "xcode-templates" {
            guard arguments.count == 2, let folder = arguments.last, !folder.hasPrefix("-") else {
                throw ScaffoldError(description: "usage: NavigationScaffold xcode-templates <folder>")
            }
            action = .xcodeTemplates(folder: folder)
            packageRoot = currentDirectory
            layoutJSON = nil
            xcodeProjectJSON = nil
            chosenTargets = []
            testing = .swiftTesting
            screen = .swiftUI
            return
        }
        if arguments.first == "install-xcode-templates" {
            let rest = Array(arguments.dropFirst())
            guard rest.isEmpty || (rest.count == 2 && rest[0] == "--into" && !rest[1].hasPrefix("-")) else {
                throw ScaffoldError(description: "usage: NavigationScaffold install-xcode-templates [--into <folder>]")
            }
            action = .installXcodeTemplates(folder: rest.last)
            packageRoot = currentDirectory
            layoutJSON = nil
            xcodeProjectJSON = nil
            chosenTargets = []
            testing = .swiftTesting
            screen = .swiftUI
            return
        }
        let kind = arguments.first.flatMap { ["module", "service"].contains($0) ? $0 : nil }
        let usage = Self.usage(for: kind, style: style)
        var packagePath: String?
        var layoutJSON: String?
        var xcodeProjectJSON: String?
        var targets: [String] = []
        var testing = TestFramework.swiftTesting
        var screen = ScreenKind.swiftUI
        var parameters: [ScaffoldRequest.Parameter] = []
        var name: String?
        var wantsHelp = false
        var rest = arguments.dropFirst(kind == nil ? 0 : 1).makeIterator()
        while let word = rest.next() {
            if word == "--help" || word == "-h" {
                wantsHelp = true
                continue
            }
            guard word.hasPrefix("--") else {
                guard name == nil else {
                    throw ScaffoldError(description: "unexpected \(word): give one name\n\(usage)")
                }
                name = word
                continue
            }
            // A flag followed by another flag, or by nothing, has no value: name the flag.
            guard let value = rest.next(), !value.hasPrefix("--") else {
                throw ScaffoldError(description: "\(word) needs a value\n\(usage)")
            }
            switch word {
            case "--target": targets.append(value)
            case "--xcode-project-description": xcodeProjectJSON = value
            case "--package-path": packagePath = value
            case "--package-description": layoutJSON = value
            case "--parameter" where kind == "module": parameters.append(try Scaffold.parameter(value))
            case "--screen" where kind == "module":
                guard let kind = ScreenKind(rawValue: value.lowercased()) else {
                    throw ScaffoldError(description: "--screen takes swiftui or uikit, not \(value)\n\(usage)")
                }
                screen = kind
            case "--testing":
                guard let framework = TestFramework(rawValue: value) else {
                    throw ScaffoldError(
                        description: "--testing takes swift-testing or xctest, not \(value)\n\(usage)")
                }
                testing = framework
            default: throw ScaffoldError(description: "unknown option \(word)\n\(usage)")
            }
        }
        self.packageRoot =
            packagePath.map { URL(fileURLWithPath: $0, relativeTo: currentDirectory) } ?? currentDirectory
        self.layoutJSON = layoutJSON
        self.xcodeProjectJSON = xcodeProjectJSON
        self.chosenTargets = xcodeProjectJSON == nil ? [] : targets
        self.testing = testing
        self.screen = screen
        if wantsHelp {
            action = .help
            return
        }
        // Xcode passes each target chosen in its dialog; on the command line, one is named.
        guard xcodeProjectJSON != nil || targets.count <= 1 else {
            throw ScaffoldError(description: "give one --target, not \(targets.joined(separator: ", "))\n\(usage)")
        }
        let target = xcodeProjectJSON == nil ? targets.first : nil
        guard let kind else {
            throw ScaffoldError(description: "say what to create: module <Name> or service <Name>Service\n\(usage)")
        }
        guard let name else {
            throw ScaffoldError(description: "name the \(kind) to create\n\(usage)")
        }
        action = .generate(
            kind == "module" ? .module(name: name, parameters: parameters) : .service(name: name), target: target)
    }
}
