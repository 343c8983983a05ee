import Foundation

/// Xcode file and project templates that write what the generator writes, rendered from
/// the same templates with Xcode's macros in place of the names.
///
/// Xcode adds one template's files to one target, so each kind of file template comes as
/// two: the sources, for the app target, and the mock and test, for the test target. The
/// typed name is `___VARIABLE_productName___` in the files and `___FILEBASENAME___` in
/// their paths; every file starts with the header Xcode writes, `___FILEHEADER___`.
///
/// A template's choices (SwiftUI or UIKit, a parameter or none, Swift Testing or XCTest)
/// are its options: Xcode takes the files from the folder named after the values chosen,
/// a popup's value, then a checked box's identifier, in the order of the options, as its
/// own Cocoa Touch Class template does (`UIViewControllerXIBSwift`). A module's one
/// parameter is as much as text options allow: Xcode substitutes text, so it cannot repeat
/// a line per parameter; the generator takes any number.
enum XcodeTemplates {
    /// The macro Xcode replaces with the name typed for the new files.
    static let name = "___VARIABLE_productName___"
    /// The macro Xcode replaces with the app module the tests import.
    static let appModule = "___VARIABLE_appModule___"
    /// The macro Xcode replaces, in paths, with the file name typed.
    static let fileBaseName = "___FILEBASENAME___"
    /// The macro Xcode replaces with its file header (the file's name, the project's,
    /// the author and the copyright), as its own templates start.
    static let fileHeader = "//___FILEHEADER___\n\n"
    /// The macros Xcode replaces with the parameter a module is opened with.
    static let parameterName = "___VARIABLE_parameterName___"
    static let parameterType = "___VARIABLE_parameterType___"
    /// The macro Xcode replaces, in a project template, with the product's name as an identifier.
    static let projectName = "___PACKAGENAMEASIDENTIFIER___"
    /// The folder the templates go in, under Xcode's `File Templates` and `Project
    /// Templates`, and the group Xcode lists them under.
    static let group = "Navigation"
    /// Where Xcode looks for the user's templates, under the home folder.
    static let installFolder = "Library/Developer/Xcode/Templates"

    /// A template option's value, with what it does to the files.
    private struct Variant {
        /// The folder Xcode takes the files from when these values are chosen.
        let folder: String
        let screen: ScreenKind
        let hasParameter: Bool
        let testing: TestFramework
    }

    /// The option values of the module templates, in the order of their options.
    private static let screens: [(value: String, screen: ScreenKind)] = [("SwiftUI", .swiftUI), ("UIKit", .uiKit)]
    private static let frameworks: [(value: String, testing: TestFramework)] = [
        ("Swift Testing", .swiftTesting), ("XCTest", .xcTest),
    ]

    /// Every file of the templates: paths relative to the folder that holds `File
    /// Templates/` and `Project Templates/`, and their contents.
    static var files: [(path: String, contents: String)] {
        fileTemplates.map { ("File Templates/\($0.path)", $0.contents) } + projectTemplate
    }

    private static var fileTemplates: [(path: String, contents: String)] {
        let moduleVariants = screens.flatMap { screen in
            [false, true].map { parameter in
                Variant(
                    folder: screen.value + (parameter ? "Parameter" : ""), screen: screen.screen,
                    hasParameter: parameter, testing: .swiftTesting)
            }
        }
        let testVariants = moduleVariants.flatMap { variant in
            frameworks.map {
                Variant(
                    folder: variant.folder + $0.value, screen: variant.screen, hasParameter: variant.hasParameter,
                    testing: $0.testing)
            }
        }
        let service = ServiceTemplates(name: name, target: appModule)
        return
            template(
                "Navigation Module",
                summary: "A VIPER module: its Module, Assembly, Contracts, Interactor, Presenter, "
                    + "Router, View (or ViewController) and ViewState.", nameLabel: "Screen name", example: "Profile",
                options: moduleOptions,
                files: moduleVariants.flatMap { variant in
                    module(variant).sources.map {
                        ("\(variant.folder)/\(fileBaseName)/\($0.folder)/\(path($0.file))", $0.contents)
                    }
                })
            + template(
                "Navigation Module Tests", summary: "A module's mock assembly and router test, for the test target.",
                nameLabel: "Screen name", example: "Profile",
                options: [appModuleOption] + moduleOptions + [testingOption],
                files: testVariants.flatMap { variant in
                    module(variant).tests.map { ("\(variant.folder)/\(path($0.file))", $0.contents) }
                })
            + template(
                "Navigation Service", summary: "A service: its protocol, implementation and assembly.",
                nameLabel: "Service name, ending in Service", example: "NetworkService", options: [],
                files: service.sources.map { ("\(fileBaseName)/\(path($0.file))", $0.contents) })
            + template(
                "Navigation Service Tests", summary: "A service's mock, mock assembly and test, for the test target.",
                nameLabel: "Service name, ending in Service", example: "NetworkService",
                options: [appModuleOption, testingOption],
                files: frameworks.flatMap { framework in
                    ServiceTemplates(name: name, target: appModule, testing: framework.testing).tests.map {
                        ("\(framework.value)/\(path($0.file))", $0.contents)
                    }
                })
    }

    /// The module templates of `variant`, with the typed name and, when it has one, the
    /// typed parameter.
    private static func module(_ variant: Variant) -> ModuleTemplates {
        ModuleTemplates(
            name: name,
            parameters: variant.hasParameter
                ? [ScaffoldRequest.Parameter(name: parameterName, type: parameterType)] : [],
            target: appModule, testing: variant.testing, screen: variant.screen)
    }

    /// The file, in each `Navigation` folder an install writes, that lists the templates
    /// it wrote there: the next install replaces those, and nothing else of the folder.
    static let installMarker = ".navigation-scaffold-installed"

    /// Where `install-xcode-templates` puts the templates by default: under the home
    /// folder `HOME` names, as the shell's `~` is, or else the account's.
    static func defaultInstallFolder(environment: [String: String]) -> URL {
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
        return URL(fileURLWithPath: home).appendingPathComponent(installFolder)
    }

    /// Installs the templates into `folder`, where Xcode looks for a user's: each
    /// template an earlier install wrote (as its marker lists) and each of this one's is
    /// replaced, and what else the `Navigation` folders hold, such as the user's own
    /// templates, is left alone.
    /// - Returns: The paths written, relative to `folder`.
    static func install(into folder: URL) throws -> [String] {
        let manager = FileManager.default
        let written = files.map(\.path)
        for kind in ["File Templates", "Project Templates"] {
            let groupFolder = folder.appendingPathComponent(kind).appendingPathComponent(group)
            let marker = groupFolder.appendingPathComponent(installMarker)
            let earlier = ((try? String(contentsOf: marker, encoding: .utf8)) ?? "").split(separator: "\n").map(
                String.init)
            let current = written.compactMap { path -> String? in
                let parts = path.split(separator: "/").map(String.init)
                return parts.count > 2 && parts[0] == kind && parts[1] == group ? parts[2] : nil
            }
            let templates = Set(current).union(
                earlier.filter { $0.hasSuffix(".xctemplate") && !$0.contains("/") && !$0.hasPrefix(".") })
            for template in templates.sorted() {
                try? manager.removeItem(at: groupFolder.appendingPathComponent(template))
            }
            do {
                try manager.createDirectory(at: groupFolder, withIntermediateDirectories: true)
                try Data(Set(current).sorted().map { $0 + "\n" }.joined().utf8).write(to: marker)
            } catch {
                throw ScaffoldError(description: "could not write the Xcode templates: \(error.localizedDescription)")
            }
        }
        return try write(files, into: folder)
    }

    /// Writes the templates into `folder`, replacing the `Navigation` folders there.
    /// - Returns: The paths written, relative to `folder`.
    static func write(into folder: URL) throws -> [String] {
        for kind in ["File Templates", "Project Templates"] {
            try? FileManager.default.removeItem(at: folder.appendingPathComponent(kind).appendingPathComponent(group))
        }
        return try write(files, into: folder)
    }

    /// Writes `files` into `folder`.
    /// - Returns: The paths written, relative to `folder`.
    private static func write(_ files: [(path: String, contents: String)], into folder: URL) throws -> [String] {
        let manager = FileManager.default
        do {
            for (path, contents) in files {
                let url = folder.appendingPathComponent(path)
                try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(contents.utf8).write(to: url)
            }
        } catch {
            throw ScaffoldError(description: "could not write the Xcode templates: \(error.localizedDescription)")
        }
        return files.map(\.path)
    }

    /// A file name with the typed name as Xcode puts it in paths.
    private static func path(_ file: String) -> String {
        file.replacingOccurrences(of: name, with: fileBaseName)
    }

    // MARK: - Options

    private static let appModuleOption: Plist = .dictionary([
        ("Identifier", "appModule"), ("Required", true), ("Name", "App module"),
        (
            "Description",
            .string(
                "The app target's module, which the tests import with @testable import: its name with each "
                    + "space, - or other character no identifier has as _, such as My_App for My App")
        ), ("Type", "text"),
        ("Default", "App"),
    ])

    private static let moduleOptions: [Plist] = [
        .dictionary([
            ("Identifier", "screen"), ("Required", true), ("Name", "Screen"),
            ("Description", "What the screen is built with: a SwiftUI view, or a UIKit view controller"),
            ("Type", "popup"), ("Default", "SwiftUI"), ("Values", .array(screens.map { .string($0.value) })),
        ]),
        .dictionary([
            ("Identifier", "Parameter"), ("Name", "Opened with a parameter"),
            (
                "Description",
                .string(
                    "The screen stores one Hashable value it is opened with; for more, or a closure, "
                        + "use swift package generate-module")
            ), ("Type", "checkbox"), ("Default", "false"),
        ]),
        .dictionary([
            ("Identifier", "parameterName"), ("Name", "Parameter name"),
            ("Description", "The parameter's name, such as source"), ("Type", "text"), ("Default", "source"),
            ("RequiredOptions", .dictionary([("Parameter", "true")])),
        ]),
        .dictionary([
            ("Identifier", "parameterType"), ("Name", "Parameter type"),
            ("Description", "Its type, Hashable and declared in the app, such as ProfileSource or Int"),
            ("Type", "text"), ("Default", "Int"), ("RequiredOptions", .dictionary([("Parameter", "true")])),
        ]),
    ]

    private static let testingOption: Plist = .dictionary([
        ("Identifier", "testing"), ("Required", true), ("Name", "Tests"),
        ("Description", "The framework the tests are written for"), ("Type", "popup"),
        ("Default", "Swift Testing"), ("Values", .array(frameworks.map { .string($0.value) })),
    ])

    private static func template(
        _ title: String, summary: String, nameLabel: String, example: String, options: [Plist],
        files: [(String, String)]
    ) -> [(path: String, contents: String)] {
        let folder = "\(group)/\(title).xctemplate"
        let productName: Plist = .dictionary([
            ("Identifier", "productName"), ("Required", true), ("Name", .string(nameLabel)),
            ("Description", .string("The name the new types start with, such as \(example)")), ("Type", "text"),
            ("NotPersisted", true),
        ])
        let info: Plist = .dictionary([
            ("Kind", "Xcode.IDEFoundation.TextSubstitutionFileTemplateKind"),
            ("Summary", .string(summary)),
            (
                "Description",
                .string(
                    "\(summary) The same files as swift package generate-"
                        + "\(title.contains("Service") ? "service" : "module")."
                )
            ),
            ("DefaultCompletionName", .string(example)),
            ("Platforms", .array([])),
            ("Options", .array([productName] + options)),
        ])
        return [("\(folder)/TemplateInfo.plist", info.document)]
            + files.map { ("\(folder)/\($0.0)", fileHeader + $0.1) }
    }

    // MARK: - The project template

    /// The app target's files of the project template, by the path Xcode gives them in
    /// the new project: the app's entry point, and the Main module the root shows.
    private static var projectFiles: [(path: String, contents: String)] {
        let main = ModuleTemplates(name: "Main", parameters: [], target: projectName)
        return [("\(projectName)App.swift", appEntry)]
            + main.sources.map { ("Modules/Main/\($0.folder)/\($0.file)", $0.contents) }
    }

    /// The app, as "Getting Started" wires one: one container for the app, a scope of it
    /// for each scene, whose root view renders the scene's navigation from the Main module.
    private static var appEntry: String {
        """
        import Navigation
        import SwiftUI

        /// The app: one container for its life, and a scene whose root is the Main module.
        @main
        struct \(projectName)App: App {
            /// The app's dependency container; each window gets a scope of it, with a
            /// navigation of its own.
            private let container = DependencyContainer()

            var body: some Scene {
                WindowGroup {
                    RootView(root: .Main, sceneOf: container)
                }
            }
        }

        """
    }

    private static var projectTemplate: [(path: String, contents: String)] {
        let folder = "Project Templates/\(group)/Navigation App.xctemplate"
        let files = projectFiles
        // Each file of the template is stored under a name without macros, and listed
        // under the path it gets in the project, with the groups that lead to it.
        let stored = files.map { (node: $0.path, file: $0.path.replacingOccurrences(of: projectName, with: "")) }
        let definitions: [(String, Plist)] = stored.map { entry in
            let groups = entry.node.split(separator: "/").dropLast().map { Plist.string(String($0)) }
            var definition: [(String, Plist)] = [("Path", .string(entry.file))]
            if !groups.isEmpty { definition.append(("Group", .array(groups))) }
            return (entry.node, .dictionary(definition))
        }
        let info: Plist = .dictionary([
            ("Kind", "Xcode.Xcode3.ProjectTemplateUnitKind"),
            ("Identifier", "com.github.navigation.unit.navigationApp"),
            ("Ancestors", .array(["com.apple.dt.unit.applicationBase", "com.apple.dt.unit.iosBase"])),
            ("Concrete", true),
            (
                "Description",
                .string(
                    "An iOS app on the Navigation package: its scene renders the Main module's navigation from a "
                        + "scope of the app's container. Add the package to the project (File > Add Package "
                        + "Dependencies), with its Navigation and Architecture libraries for the app target.")
            ),
            ("SortOrder", .integer(1)),
            (
                "Targets",
                .array([
                    .dictionary([
                        ("TargetIdentifier", "com.apple.dt.cocoaTouchApplicationTarget"),
                        ("ProductType", "com.apple.product-type.application"),
                        (
                            "SharedSettings",
                            .dictionary([
                                ("GENERATE_INFOPLIST_FILE", "YES"),
                                ("INFOPLIST_KEY_UIApplicationSceneManifest_Generation", "YES"),
                                ("INFOPLIST_KEY_UILaunchScreen_Generation", "YES"),
                                ("IPHONEOS_DEPLOYMENT_TARGET", "17.0"),
                                ("SWIFT_VERSION", "6.0"),
                                ("LD_RUNPATH_SEARCH_PATHS", "$(inherited) @executable_path/Frameworks"),
                            ])
                        ),
                    ])
                ])
            ),
            ("Nodes", .array(stored.map { .string($0.node) })),
            ("Definitions", .dictionary(definitions)),
        ])
        return [("\(folder)/TemplateInfo.plist", info.document)]
            + zip(stored, files).map { ("\(folder)/\($0.0.file)", fileHeader + $0.1.contents) }
    }
}

/// A property list value, written as Xcode's templates write theirs, its keys in the
/// order given.
enum Plist: ExpressibleByStringLiteral, ExpressibleByBooleanLiteral, ExpressibleByArrayLiteral {
    case string(String)
    case bool(Bool)
    case integer(Int)
    case array([Plist])
    case dictionary([(String, Plist)])

    init(stringLiteral value: String) { self = .string(value) }
    init(booleanLiteral value: Bool) { self = .bool(value) }
    init(arrayLiteral elements: Plist...) { self = .array(elements) }

    /// The whole document: the XML declaration, the doctype and this value.
    var document: String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        \(xml(indent: ""))</plist>

        """
    }

    private func xml(indent: String) -> String {
        switch self {
        case .string(let value): return "\(indent)<string>\(Self.escaped(value))</string>\n"
        case .bool(let value): return "\(indent)<\(value)/>\n"
        case .integer(let value): return "\(indent)<integer>\(value)</integer>\n"
        case .array(let values):
            guard !values.isEmpty else { return "\(indent)<array/>\n" }
            return "\(indent)<array>\n" + values.map { $0.xml(indent: indent + "    ") }.joined()
                + "\(indent)</array>\n"
        case .dictionary(let entries):
            return "\(indent)<dict>\n"
                + entries.map { "\(indent)    <key>\(Self.escaped($0.0))</key>\n" + $0.1.xml(indent: indent + "    ") }
                .joined() + "\(indent)</dict>\n"
        }
    }

    private static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
    }
}
