import Foundation

/// What the scaffolding tool is asked to write.
enum ScaffoldRequest: Equatable {
    /// A VIPER module: eight files of wiring, a mock assembly and a router test.
    case module(name: String, parameters: [Parameter])
    /// A service: its protocol, implementation and assembly, and a mock assembly.
    case service(name: String)

    /// One typed parameter of a module, from `name:Type`.
    struct Parameter: Equatable {
        let name: String
        let type: String
    }
}

/// Why nothing was written.
struct ScaffoldError: Error, Equatable, CustomStringConvertible {
    let description: String
}

/// Writes new modules and services into a target of a package, never over existing files.
struct Scaffold {
    /// The package's root folder.
    let packageRoot: URL
    /// The target the code goes into.
    let target: String

    private var targetFolder: URL { packageRoot.appendingPathComponent("Sources").appendingPathComponent(target) }
    private var testFolder: URL { packageRoot.appendingPathComponent("Tests").appendingPathComponent("\(target)Tests") }

    /// Checks `request` against the package, then writes its files.
    /// - Returns: The paths written, relative to the package root.
    func generate(_ request: ScaffoldRequest) throws -> [String] {
        let files = try plan(request)
        var written: [URL] = []
        do {
            for (path, contents) in files {
                let url = packageRoot.appendingPathComponent(path)
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(contents.utf8).write(to: url, options: .withoutOverwriting)
                written.append(url)
            }
        } catch {
            // Leave the package as it was: take back what this run wrote.
            for url in written { try? FileManager.default.removeItem(at: url) }
            throw ScaffoldError(description: "could not write the files: \(error.localizedDescription)")
        }
        return files.map(\.path)
    }

    /// The files `request` needs, after every check; nothing is written.
    func plan(_ request: ScaffoldRequest) throws -> [(path: String, contents: String)] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: targetFolder.path, isDirectory: &isDirectory),
            isDirectory.boolValue
        else {
            throw ScaffoldError(description: "no target \(target): Sources/\(target) does not exist")
        }
        let hasTests = FileManager.default.fileExists(atPath: testFolder.path)
        let files: [(path: String, contents: String)]
        switch request {
        case .module(let name, let parameters):
            try Self.checkIdentifier(name, what: "module name")
            for parameter in parameters {
                try Self.checkIdentifier(parameter.name, what: "parameter name")
            }
            let folder = "Sources/\(target)/Modules/\(name)"
            guard !exists(folder) else {
                throw ScaffoldError(description: "module \(name) already exists in \(folder)")
            }
            let templates = ModuleTemplates(name: name, parameters: parameters, target: target)
            files =
                templates.sources.map { ("\(folder)/\($0.folder)/\($0.file)", $0.contents) }
                + (hasTests ? templates.tests.map { ("Tests/\(target)Tests/\($0.file)", $0.contents) } : [])
        case .service(let name):
            try Self.checkIdentifier(name, what: "service name")
            guard name.hasSuffix("Service"), name != "Service" else {
                throw ScaffoldError(
                    description:
                        "service names end in Service: call it \(name == "Service" ? "NetworkService" : name + "Service")"
                )
            }
            let folder = "Sources/\(target)/Services/\(name)"
            guard !exists(folder) else {
                throw ScaffoldError(description: "service \(name) already exists in \(folder)")
            }
            let templates = ServiceTemplates(name: name, target: target)
            files =
                templates.sources.map { ("\(folder)/\($0.file)", $0.contents) }
                + (hasTests ? templates.tests.map { ("Tests/\(target)Tests/\($0.file)", $0.contents) } : [])
        }
        for file in files where exists(file.path) {
            throw ScaffoldError(description: "\(file.path) already exists; nothing was written")
        }
        return files
    }

    private func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: packageRoot.appendingPathComponent(path).path)
    }

    /// Throws unless `text` is a Swift identifier that is not a keyword.
    static func checkIdentifier(_ text: String, what: String) throws {
        let scalars = Array(text.unicodeScalars)
        let isIdentifier =
            !scalars.isEmpty
            && (scalars[0] == "_" || scalars[0].properties.isAlphabetic)
            && scalars.allSatisfy { $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0) }
        guard isIdentifier, !keywords.contains(text) else {
            throw ScaffoldError(
                description:
                    "\(what) \"\(text)\" is not a Swift identifier: use letters, digits and _, not starting with a digit"
            )
        }
    }

    /// Reads `name:Type`.
    static func parameter(_ text: String) throws -> ScaffoldRequest.Parameter {
        let parts = text.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false).map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        let typeCharacters = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: "_.<>[]?, :"))
        guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty,
            parts[1].unicodeScalars.allSatisfy(typeCharacters.contains),
            parts[1].first.map({ $0.isLetter || $0 == "[" || $0 == "_" }) == true,
            isBalanced(parts[1])
        else {
            throw ScaffoldError(
                description: "parameter \"\(text)\" is not of the form name:Type, such as source:DetailsSource")
        }
        try checkIdentifier(parts[0], what: "parameter name")
        return ScaffoldRequest.Parameter(name: parts[0], type: parts[1])
    }

    /// Whether the brackets of `type` pair up, with `:` and `,` only inside them.
    private static func isBalanced(_ type: String) -> Bool {
        var open: [Character] = []
        for character in type {
            switch character {
            case "<", "[": open.append(character)
            case ">": guard open.popLast() == "<" else { return false }
            case "]": guard open.popLast() == "[" else { return false }
            case ":", ",": guard !open.isEmpty else { return false }
            default: continue
            }
        }
        return open.isEmpty
    }

    private static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "protocol", "public", "rethrows", "static", "struct",
        "subscript", "typealias", "var", "break", "case", "continue", "default", "defer", "do", "else", "fallthrough",
        "for", "guard", "if", "in", "repeat", "return", "switch", "where", "while", "as", "Any", "catch", "false", "is",
        "nil", "super", "self", "Self", "throw", "throws", "true", "try", "_",
    ]
}
