import Foundation

/// Xcode file templates that write what the generator writes, rendered from the same
/// templates with Xcode's macros in place of the names.
///
/// Xcode adds one template's files to one target, so each kind comes as two templates:
/// the sources, for the app target, and the mock and test, for the test target. The
/// typed name is `___VARIABLE_productName___` in the files and `___FILEBASENAME___` in
/// their paths, as the seed's templates have them; the test templates ask for the app
/// module their `@testable import` names, `___VARIABLE_appModule___`.
enum XcodeTemplates {
    /// The macro Xcode replaces with the name typed for the new files.
    static let name = "___VARIABLE_productName___"
    /// The macro Xcode replaces with the app module the tests import.
    static let appModule = "___VARIABLE_appModule___"
    /// The macro Xcode replaces, in paths, with the file name typed.
    static let fileBaseName = "___FILEBASENAME___"
    /// The folder the templates go in, under Xcode's `File Templates`, and the group Xcode
    /// lists them under.
    static let group = "Navigation"

    /// Every file of the templates: paths relative to the folder that holds `Navigation/`,
    /// and their contents.
    static var files: [(path: String, contents: String)] {
        let module = ModuleTemplates(name: name, parameters: [], target: appModule)
        let service = ServiceTemplates(name: name, target: appModule)
        let moduleSources = module.sources.map { ("\(fileBaseName)/\($0.folder)/\(path($0.file))", $0.contents) }
        let serviceSources = service.sources.map { ("\(fileBaseName)/\(path($0.file))", $0.contents) }
        return
            template(
                "Navigation Module",
                summary: "A VIPER module: its Module, Assembly, Contracts, Interactor, Presenter, "
                    + "Router, View and ViewState.", nameLabel: "Screen name", example: "Profile", files: moduleSources)
            + template(
                "Navigation Module Tests", summary: "A module's mock assembly and router test, for the test target.",
                nameLabel: "Screen name", example: "Profile", asksForAppModule: true,
                files: module.tests.map { (path($0.file), $0.contents) })
            + template(
                "Navigation Service", summary: "A service: its protocol, implementation and assembly.",
                nameLabel: "Service name, ending in Service", example: "NetworkService", files: serviceSources)
            + template(
                "Navigation Service Tests", summary: "A service's mock, mock assembly and test, for the test target.",
                nameLabel: "Service name, ending in Service", example: "NetworkService", asksForAppModule: true,
                files: service.tests.map { (path($0.file), $0.contents) })
    }

    /// Writes the templates into `folder`, replacing the `Navigation` folder there.
    /// - Returns: The paths written, relative to `folder`.
    static func write(into folder: URL) throws -> [String] {
        let manager = FileManager.default
        try? manager.removeItem(at: folder.appendingPathComponent(group))
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

    private static func template(
        _ title: String, summary: String, nameLabel: String, example: String, asksForAppModule: Bool = false,
        files: [(String, String)]
    ) -> [(path: String, contents: String)] {
        let folder = "\(group)/\(title).xctemplate"
        let appModuleOption =
            asksForAppModule
            ? """
                    <dict>
                        <key>Identifier</key>
                        <string>appModule</string>
                        <key>Required</key>
                        <true/>
                        <key>Name</key>
                        <string>App module</string>
                        <key>Description</key>
                        <string>The module the tests import with @testable import, such as App</string>
                        <key>Type</key>
                        <string>text</string>
                        <key>Default</key>
                        <string>App</string>
                    </dict>

            """ : ""
        let info = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
                <key>Kind</key>
                <string>Xcode.IDEFoundation.TextSubstitutionFileTemplateKind</string>
                <key>Summary</key>
                <string>\(summary)</string>
                <key>Description</key>
                <string>\(summary) The same files as swift package generate-\(title.contains("Service") ? "service" : "module").</string>
                <key>DefaultCompletionName</key>
                <string>\(example)</string>
                <key>Platforms</key>
                <array/>
                <key>Options</key>
                <array>
                    <dict>
                        <key>Identifier</key>
                        <string>productName</string>
                        <key>Required</key>
                        <true/>
                        <key>Name</key>
                        <string>\(nameLabel)</string>
                        <key>Description</key>
                        <string>The name the new types start with, such as \(example)</string>
                        <key>Type</key>
                        <string>text</string>
                        <key>NotPersisted</key>
                        <true/>
                    </dict>
            \(appModuleOption)    </array>
            </dict>
            </plist>

            """
        return [("\(folder)/TemplateInfo.plist", info)] + files.map { ("\(folder)/\($0.0)", $0.1) }
    }
}
