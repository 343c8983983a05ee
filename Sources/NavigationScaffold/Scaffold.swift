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

        /// Whether the type holds a function type: such a value cannot be compared or
        /// hashed, so the module writes its `==` and `hash(into:)` by hand without it.
        var holdsAFunction: Bool { type.contains("->") }

        /// Whether the type is itself a function type, which a stored initializer parameter
        /// declares `@escaping`; an optional closure escapes already.
        var isFunction: Bool { Scaffold.isFunctionType(type) }

        /// The type as an initializer's parameter declares it.
        var parameterType: String { isFunction ? "@escaping \(type)" : type }
    }
}

/// The test framework the generated tests are written for.
enum TestFramework: String, Equatable, CaseIterable {
    /// Swift Testing: `@Test` functions and `#expect`, as `swift package init` writes.
    case swiftTesting = "swift-testing"
    /// XCTest: an `XCTestCase` subclass with `test_` methods.
    case xcTest = "xctest"
}

/// What a generated module's screen is built with.
enum ScreenKind: String, Equatable, CaseIterable {
    /// A SwiftUI view, as the seed's modules have.
    case swiftUI = "swiftui"
    /// A UIKit view controller, shown through `ViewControllerScreen`: the module, its
    /// assembly and its controller build on iOS only, the rest everywhere.
    case uiKit = "uikit"
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
    /// The package's targets and their folders; by default, those of a manifest without `path:`.
    let layout: PackageLayout

    /// The framework the tests are written for.
    let testing: TestFramework
    /// What a new module's screen is built with.
    let screen: ScreenKind

    init(
        packageRoot: URL, target: String, layout: PackageLayout? = nil, testing: TestFramework = .swiftTesting,
        screen: ScreenKind = .swiftUI
    ) {
        self.packageRoot = packageRoot
        self.target = target
        self.layout = layout ?? .conventional(packageRoot: packageRoot)
        self.testing = testing
        self.screen = screen
    }

    /// What a request writes, and what the user must know about it.
    struct Plan {
        /// The files to write: paths relative to the package root, and their contents.
        let files: [(path: String, contents: String)]
        /// What the user has left to do, one line each.
        let notes: [String]
    }

    /// Checks `request` against the package, then writes its files.
    /// - Returns: The paths written, relative to the package root.
    func generate(_ request: ScaffoldRequest) throws -> [String] {
        try write(plan(request))
    }

    /// Writes the files of `plan`, all or none.
    /// - Returns: The paths written, relative to the package root.
    func write(_ plan: Plan) throws -> [String] {
        let files = plan.files
        let manager = FileManager.default
        var written: [URL] = []
        // The folders this run made, outermost first.
        var made: [URL] = []
        var current = ""
        do {
            for (path, contents) in files {
                current = path
                let url = url(path)
                var missing: [URL] = []
                var folder = url.deletingLastPathComponent()
                while !manager.fileExists(atPath: folder.path), folder.path != "/" {
                    missing.insert(folder, at: 0)
                    folder = folder.deletingLastPathComponent()
                }
                for folder in missing {
                    try manager.createDirectory(at: folder, withIntermediateDirectories: false)
                    made.append(folder)
                }
                try Data(contents.utf8).write(to: url, options: .withoutOverwriting)
                written.append(url)
            }
        } catch {
            // Leave the package as it was: take back what this run wrote, and the folders
            // it made, innermost first, so a second run does not find the module there.
            for url in written { try? manager.removeItem(at: url) }
            for folder in made.reversed() { try? manager.removeItem(at: folder) }
            throw ScaffoldError(
                description: "could not write \(current): \(reason(for: error, writing: current)); nothing was written")
        }
        return files.map(\.path)
    }

    /// What stopped the writing of `path`, in words: a file where a folder of the path
    /// should be, or what the system says.
    private func reason(for error: Error, writing path: String) -> String {
        var folder = url(path).deletingLastPathComponent()
        var isDirectory: ObjCBool = false
        while folder.path != "/", folder.path != packageRoot.path {
            if FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory), !isDirectory.boolValue {
                let shown =
                    folder.path.hasPrefix(packageRoot.path + "/")
                    ? String(folder.path.dropFirst(packageRoot.path.count + 1)) : folder.path
                return "\(shown) is a file, where a folder should be; move it away or choose another target"
            }
            folder = folder.deletingLastPathComponent()
        }
        if let cocoa = error as? CocoaError, [.fileWriteNoPermission, .fileReadNoPermission].contains(cocoa.code) {
            return "permission denied"
        }
        return error.localizedDescription
    }

    /// The files `request` needs, after every check; nothing is written.
    func plan(_ request: ScaffoldRequest) throws -> Plan {
        guard let source = layout.sourceTarget(named: target) else {
            let names = layout.sourceTargets.map(\.name).sorted()
            if layout.targets.contains(where: { $0.name == target && $0.type == "test" }) {
                let tested = target.hasSuffix("Tests") ? String(target.dropLast("Tests".count)) : ""
                let suggestion =
                    names.contains(tested) ? "\(tested)" : "one of \(names.joined(separator: ", "))"
                throw ScaffoldError(
                    description:
                        "\(target) is a test target: name the target the code goes into, \(suggestion), and the tests "
                        + "go into its test target")
            }
            throw ScaffoldError(
                description: "no target \(target) in the package; "
                    + (names.isEmpty ? "it has no source targets" : "its targets are \(names.joined(separator: ", "))"))
        }
        let sourceFolder = source.path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url(sourceFolder).path, isDirectory: &isDirectory),
            isDirectory.boolValue
        else {
            throw ScaffoldError(description: "target \(target) has no folder: \(sourceFolder) does not exist")
        }
        // SwiftPM leaves a target without sources out of the manifest it describes, so a new
        // package's empty Tests/<Target>Tests counts too.
        let testFolder = [layout.testTarget(of: target)?.path, "Tests/\(target)Tests"].compactMap { $0 }.first {
            exists($0)
        }
        let files: [(path: String, contents: String)]
        var notes: [String] = []
        switch request {
        case .module(let name, let parameters):
            try Self.checkTypeName(name, what: "module")
            try Self.checkParameters(parameters)
            let typeNames = ModuleTemplates.typeNames(name: name, screen: screen)
            try Self.checkShadowing(typeNames, made: "module \(name)")
            for parameter in parameters {
                if let own = Self.typeIdentifiers(in: parameter.type).first(where: typeNames.contains) {
                    throw ScaffoldError(
                        description:
                            "parameter \(parameter.name) has type \(own), which module \(name) declares itself: a "
                            + "module cannot be opened with a type of its own; give it a type declared elsewhere")
                }
            }
            try Self.checkModuleName(name)
            let folder = "\(sourceFolder)/Modules/\(name)"
            guard !exists(folder) else {
                throw ScaffoldError(description: "module \(name) already exists in \(folder)")
            }
            try checkUndeclared(typeNames, made: "module \(name)", in: [sourceFolder, testFolder])
            let placeholders = undeclaredTypes(in: parameters, sourceFolder: sourceFolder)
            try Self.checkShadowing(placeholders, made: "the placeholder types of module \(name)")
            let templates = ModuleTemplates(
                name: name, parameters: parameters, target: target, placeholders: placeholders, testing: testing,
                screen: screen)
            let moduleFiles =
                templates.sources.map { ("\(folder)/\($0.folder)/\($0.file)", $0.contents) }
                + (testFolder.map { tests in templates.tests.map { ("\(tests)/\($0.file)", $0.contents) } } ?? [])
            notes = placeholders.map { type in
                let users = moduleFiles.filter { file in
                    file.0 != "\(folder)/Module/\(type).swift"
                        && file.1.matches(of: /[A-Za-z_][A-Za-z0-9_]*/).contains { $0.output == type }
                }
                return
                    "\(type) is declared nowhere in \(sourceFolder), so \(folder)/Module/\(type).swift declares it as a "
                    + "placeholder enum: give it its cases (see its TODO); or, if \(type) comes from another module, "
                    + "delete that file and add `import <that module>` to \(users.map(\.0).joined(separator: ", ")), and "
                    + "that module to the dependencies of \(target) and of its tests"
                    + (Self.standardType(near: type).map {
                        "; if you meant \($0), delete \(folder) and its tests and generate the module again with \($0)"
                    } ?? "")
            }
            files = moduleFiles
        case .service(let name):
            try Self.checkTypeName(name, what: "service")
            guard name.hasSuffix("Service"), name != "Service" else {
                throw ScaffoldError(
                    description:
                        "service names end in Service: call it \(name == "Service" ? "NetworkService" : name + "Service")"
                )
            }
            try Self.checkServiceName(name)
            try Self.checkShadowing(ServiceTemplates.typeNames(name: name), made: "service \(name)")
            let folder = "\(sourceFolder)/Services/\(name)"
            guard !exists(folder) else {
                throw ScaffoldError(description: "service \(name) already exists in \(folder)")
            }
            try checkUndeclared(
                ServiceTemplates.typeNames(name: name), made: "service \(name)", in: [sourceFolder, testFolder])
            let templates = ServiceTemplates(name: name, target: target, testing: testing)
            files =
                templates.sources.map { ("\(folder)/\($0.file)", $0.contents) }
                + (testFolder.map { tests in templates.tests.map { ("\(tests)/\($0.file)", $0.contents) } } ?? [])
        }
        for file in files where exists(file.path) {
            throw ScaffoldError(description: "\(file.path) already exists; nothing was written")
        }
        return Plan(files: files, notes: notes)
    }

    /// The names of the parameters' types that neither the target declares nor Swift
    /// knows, in order: the generator declares each as a placeholder enum, so the module
    /// builds at once.
    func undeclaredTypes(in parameters: [ScaffoldRequest.Parameter], sourceFolder: String) -> [String] {
        let names = parameters.flatMap { Self.typeIdentifiers(in: $0.type) }
        var seen: Set<String> = []
        // The Navigation package's types come with the `import Navigation` each file that
        // holds a parameter has.
        let unknown = names.filter {
            !Self.knownTypes.contains($0) && !PublicTypeNames.package.contains($0) && seen.insert($0).inserted
        }
        guard !unknown.isEmpty else { return [] }
        let declared = declaredTypeNames(under: sourceFolder)
        return unknown.filter { declared[$0] == nil }
    }

    /// Throws when a type of `names` is declared already in one of `folders` (the target's
    /// sources and its tests), wherever in them: a second declaration would not build.
    private func checkUndeclared(_ names: [String], made: String, in folders: [String?]) throws {
        for folder in folders.compactMap({ $0 }) {
            let declared = declaredTypeNames(under: folder)
            if let name = names.first(where: { declared[$0] != nil }), let file = declared[name] {
                throw ScaffoldError(
                    description:
                        "\(made) would declare \(name), which \(file) declares already: choose another name, or "
                        + "rename that type")
            }
        }
    }

    /// The type names declared in the Swift files under `folder`, each with the first file,
    /// relative to the package root, that declares it.
    private func declaredTypeNames(under folder: String) -> [String: String] {
        var names: [String: String] = [:]
        let root = url(folder)
        guard let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else {
            return [:]
        }
        var files: [URL] = []
        while let file = enumerator.nextObject() as? URL {
            if file.pathExtension == "swift" { files.append(file) }
        }
        for file in files.sorted(by: { $0.path < $1.path }) {
            guard let text = try? String(contentsOf: file, encoding: .utf8) else { continue }
            let relative = folder + file.standardizedFileURL.path.dropFirst(root.standardizedFileURL.path.count)
            for name in Self.topLevelTypeNames(in: text) where names[name] == nil {
                names[name] = relative
            }
        }
        return names
    }

    /// The names of the types `source` declares at its top level: not those in comments or
    /// string literals, nor those nested in another type or an extension, which a
    /// top-level type of the same name does not clash with.
    static func topLevelTypeNames(in source: String) -> [String] {
        let code = source.replacing(/(?s)\/\*.*?\*\/|\/\/[^\n]*|"""(?s:.*?)"""|"(?:\\.|[^"\\\n])*"/, with: " ")
        let token = /[{}]|\b(?:enum|struct|class|actor|protocol|typealias)\s+([A-Za-z_][A-Za-z0-9_]*)/
        var depth = 0
        var names: [String] = []
        for match in code.matches(of: token) {
            switch match.output.0 {
            case "{": depth += 1
            case "}": depth = max(0, depth - 1)
            default: if depth == 0, let name = match.output.1 { names.append(String(name)) }
            }
        }
        return names
    }

    /// The unqualified type names `type` mentions: `[Tag: Set<Item>]` mentions Tag, Set and
    /// Item; a qualified name (`Foundation.URL`, `Outer.Inner`) is taken as declared.
    static func typeIdentifiers(in type: String) -> [String] {
        var names: [String] = []
        let characters = Array(type)
        var index = 0
        while index < characters.count {
            guard characters[index].isLetter || characters[index] == "_" else {
                index += 1
                continue
            }
            let start = index
            while index < characters.count,
                characters[index].isLetter || characters[index].isNumber || characters[index] == "_"
            {
                index += 1
            }
            let before = start > 0 ? characters[start - 1] : " "
            let after = index < characters.count ? characters[index] : " "
            let word = String(characters[start..<index])
            if before != ".", before != "@", after != ".", !attributeWords.contains(word) {
                names.append(word)
            }
        }
        return names
    }

    private static let attributeWords: Set<String> = [
        "MainActor", "Sendable", "escaping", "async", "throws", "some", "any",
    ]

    /// Types Swift and Foundation declare, which a parameter may use without the target
    /// declaring them.
    private static let knownTypes: Set<String> = [
        "Any", "AnyObject", "Array", "Bool", "Character", "Data", "Date", "Decimal", "Dictionary", "Double", "Error",
        "Float", "Int", "Int8", "Int16", "Int32", "Int64", "Never", "Optional", "Result", "Set", "String", "Substring",
        "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "URL", "UUID", "Void", "TimeInterval", "Duration",
    ]

    /// The standard type `name` is one or two edits from, as `Strng` is from `String`: a
    /// short name must be one edit away, so that `Tag` is no misspelt `Bag`.
    static func standardType(near name: String) -> String? {
        let allowed = max(1, min(2, name.count / 3))
        return knownTypes.sorted().map { ($0, editDistance(name, $0)) }
            .filter { $0.1 > 0 && $0.1 <= allowed }
            .min { $0.1 < $1.1 }?.0
    }

    /// The Levenshtein distance between `a` and `b`.
    private static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a)
        let b = Array(b)
        var previous = Array(0...b.count)
        for (i, x) in a.enumerated() {
            var current = [i + 1]
            for (j, y) in b.enumerated() {
                current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1)))
            }
            previous = current
        }
        return previous[b.count]
    }

    /// Whether `type`, after its attributes, is a function type: `(...) -> ...` at the top
    /// level, not inside parentheses as in `(() -> Void)?`.
    static func isFunctionType(_ type: String) -> Bool {
        var depth = 0
        var previous: Character = " "
        for character in type {
            switch character {
            case "(", "[", "<": depth += 1
            case ")", "]": depth -= 1
            case ">" where previous != "-": depth -= 1
            case ">" where depth == 0: return true
            default: break
            }
            previous = character
        }
        return false
    }

    /// Throws unless `name` is an identifier that starts with a capital letter, as a type's does.
    static func checkTypeName(_ name: String, what: String) throws {
        try checkIdentifier(name, what: "\(what) name")
        guard let first = name.first, first.isUppercase else {
            let capitalized = name.prefix(1).uppercased() + name.dropFirst()
            throw ScaffoldError(
                description:
                    "\(what) names start with a capital letter, as the types they make do: call it \(capitalized)"
            )
        }
    }

    /// Throws when a module named `name` would double a word the generator adds itself
    /// (`MockProfile` makes `MockMockProfileAssembly`, `ProfileView` makes
    /// `ProfileViewView`), or takes the name of a type of the package or SwiftUI (`View`,
    /// `Container`), so that `.View` and `View` in the app would read as that type.
    static func checkModuleName(_ name: String) throws {
        if let owner = owner(of: name) {
            throw ScaffoldError(
                description:
                    "module \(name) takes the name of \(owner): its factory .\(name) and its files would "
                    + "read as that type's; choose another name")
        }
        try checkDoubledWords(name, what: "module", prefixes: ["Mock"], suffixes: ModuleTemplates.suffixes)
    }

    /// Throws when a service named `name` would double a word the generator adds itself:
    /// `MockNetworkService` makes `MockMockNetworkService`.
    static func checkServiceName(_ name: String) throws {
        try checkDoubledWords(name, what: "service", prefixes: ["Mock", "Default"], suffixes: ["Assembly"])
    }

    /// Throws when `name` starts with one of `prefixes` as a word of its own (`Mock`,
    /// `MockProfile`, not `Mockingbird`), or ends with one of `suffixes` after more.
    private static func checkDoubledWords(_ name: String, what: String, prefixes: [String], suffixes: [String])
        throws
    {
        for prefix in prefixes where name.hasPrefix(prefix) {
            let rest = name.dropFirst(prefix.count)
            guard rest.isEmpty || rest.first?.isUppercase == true else { continue }
            throw ScaffoldError(
                description:
                    "\(what) \(name) starts with \(prefix), which the generator adds to the names it makes "
                    + "(\(prefix)\(name)...): "
                    + (rest.isEmpty ? "choose another name" : "call it \(rest)"))
        }
        for suffix in suffixes.sorted(by: { $0.count > $1.count }) where name.hasSuffix(suffix) && name != suffix {
            let rest = name.dropLast(suffix.count)
            throw ScaffoldError(
                description:
                    "\(what) \(name) ends in \(suffix), which the generator adds to the names it makes "
                    + "(\(name)\(suffix)): call it \(rest)")
        }
    }

    /// Throws when two parameters share a name, or one takes the name of a member every
    /// generated module declares.
    static func checkParameters(_ parameters: [ScaffoldRequest.Parameter]) throws {
        var seen: Set<String> = []
        for parameter in parameters {
            try checkIdentifier(parameter.name, what: "parameter name")
            guard let first = parameter.name.unicodeScalars.first, first == "_" || first.properties.isLowercase else {
                let lowercased = parameter.name.prefix(1).lowercased() + parameter.name.dropFirst()
                throw ScaffoldError(
                    description:
                        "parameter names start with a lowercase letter, as the properties they make do: "
                        + "call it \(lowercased)")
            }
            guard seen.insert(parameter.name).inserted else {
                throw ScaffoldError(description: "parameter \(parameter.name) is given twice; give each one once")
            }
            guard !reservedParameterNames.contains(parameter.name) else {
                throw ScaffoldError(
                    description:
                        "parameter \(parameter.name) would clash with the \(parameter.name) every generated module has; "
                        + "call it otherwise, such as \(parameter.name)Value")
            }
        }
    }

    /// The members of the generated presenter, interactor and assembly.
    private static let reservedParameterNames: Set<String> = [
        "router", "interactor", "presenter", "viewState", "title", "container", "navigation",
    ]

    /// The library that declares a public type named `name`, with the name, as `SwiftUI's
    /// TabView`; nil when none of those a generated name could hide does.
    private static func owner(of name: String) -> String? {
        if PublicTypeNames.package.contains(name) { return "the Navigation package's \(name)" }
        if PublicTypeNames.swiftUI.contains(name) { return "SwiftUI's \(name)" }
        if PublicTypeNames.uiKit.contains(name) { return "UIKit's \(name)" }
        return nil
    }

    /// Throws when one of `names` is a public type of the package, SwiftUI or UIKit: a
    /// type of that name in the user's target would hide it there.
    static func checkShadowing(_ names: [String], made: String) throws {
        for name in names {
            if let owner = owner(of: name) {
                throw ScaffoldError(
                    description:
                        "\(made) would declare \(name), which hides \(owner) in the target: choose another name")
            }
        }
    }

    private func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: url(path).path)
    }

    private func url(_ path: String) -> URL {
        path.hasPrefix("/") ? URL(fileURLWithPath: path) : packageRoot.appendingPathComponent(path)
    }

    /// The name of the module target `target` builds, as `@testable import` needs it: the
    /// C99 extended identifier Xcode (`PRODUCT_MODULE_NAME`) and SwiftPM make of a target's
    /// name, each character that cannot be in an identifier made `_`, and a leading digit
    /// too: `My App` is `My_App`, `my-app` is `my_app`, `2048` is `_048`.
    static func moduleName(of target: String) -> String {
        var scalars = target.precomposedStringWithCanonicalMapping.unicodeScalars.map { scalar -> Unicode.Scalar in
            let isASCIIWord =
                ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
                || scalar == "_"
            let isWordBeyondASCII =
                !scalar.isASCII && (scalar.properties.isAlphabetic || scalar.properties.numericType != nil)
            return isASCIIWord || isWordBeyondASCII ? scalar : "_"
        }
        if let first = scalars.first, first.properties.numericType != nil { scalars[0] = "_" }
        var name = ""
        name.unicodeScalars.append(contentsOf: scalars)
        return name
    }

    /// Throws unless `text` is a Swift identifier that is not a keyword.
    static func checkIdentifier(_ text: String, what: String) throws {
        let scalars = Array(text.unicodeScalars)
        let isIdentifier =
            !scalars.isEmpty
            && (scalars[0] == "_" || scalars[0].properties.isAlphabetic)
            && scalars.allSatisfy { $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0) }
        guard isIdentifier else {
            throw ScaffoldError(
                description:
                    "\(what) \"\(text)\" is not a Swift identifier: use letters, digits and _, not starting with a digit"
            )
        }
        guard !keywords.contains(text) else {
            throw ScaffoldError(description: "\(what) \"\(text)\" is a word Swift reserves: choose another name")
        }
    }

    /// Reads `name:Type`.
    static func parameter(_ text: String) throws -> ScaffoldRequest.Parameter {
        let parts = text.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false).map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        let typeCharacters = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: "_.<>[]?, :()-@"))
        guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty,
            parts[1].unicodeScalars.allSatisfy(typeCharacters.contains),
            parts[1].first.map({ $0.isLetter || $0 == "[" || $0 == "_" || $0 == "(" || $0 == "@" }) == true,
            isBalanced(parts[1]), hasWholeArrows(parts[1])
        else {
            throw ScaffoldError(
                description:
                    "parameter \"\(text)\" is not of the form name:Type, such as source:DetailsSource or \"completed:() -> Void\""
            )
        }
        try checkIdentifier(parts[0], what: "parameter name")
        let type = try storedType(parts[1], of: parts[0])
        if let reason = notHashable(type) {
            throw ScaffoldError(
                description:
                    "parameter \"\(text)\" is \(reason), which is not Hashable: a module compares and hashes its "
                    + "parameters, so wrap it in a Hashable type of your own")
        }
        if type.hasPrefix("some ") {
            throw ScaffoldError(
                description:
                    "parameter \"\(text)\" is an opaque type: a module stores its parameters, and a stored property "
                    + "cannot be of a some type; name the concrete type")
        }
        return ScaffoldRequest.Parameter(name: parts[0], type: type)
    }

    /// `type` as the module stores it, or an error naming parameter `name`: a leading
    /// `@escaping` is dropped, as the initializer writes it for a function type itself; a
    /// parameter modifier (`inout`, `borrowing`, ...), an attribute other than `@MainActor`
    /// and `@Sendable`, an attribute on a type that is not a function, and a type name
    /// that starts with a lowercase letter are refused.
    private static func storedType(_ type: String, of name: String) throws -> String {
        var attributes: [String] = []
        var rest = Substring(type)
        while let match = rest.prefixMatch(of: /@([A-Za-z_]+)\s*/) {
            attributes.append(String(match.output.1))
            rest = rest[match.range.upperBound...]
        }
        let kept = attributes.filter { $0 != "escaping" }
        let stripped = (kept.map { "@\($0) " }.joined() + rest).trimmingCharacters(in: .whitespaces)
        if let word = rest.prefixMatch(of: /[A-Za-z_]+\b/).map({ String($0.output) }), parameterModifiers.contains(word)
        {
            throw ScaffoldError(
                description:
                    "parameter \(name) is malformed: \(word) is a modifier of a function's parameter, not part of a "
                    + "type, and a module stores its parameters; give the type alone, such as \(name):"
                    + rest.dropFirst(word.count).trimmingCharacters(in: .whitespaces))
        }
        if let attribute = kept.first(where: { !["MainActor", "Sendable"].contains($0) }) {
            throw ScaffoldError(
                description:
                    "parameter \(name) is malformed: @\(attribute) is not an attribute of a stored value's type; "
                    + "a function type may have @MainActor and @Sendable")
        }
        if !attributes.isEmpty, !isFunctionType(String(rest)) {
            throw ScaffoldError(
                description:
                    "parameter \(name) is malformed: @\(attributes[0]) applies to a function type, such as "
                    + "\(name):@\(attributes[0]) () -> Void, and \(rest) is not one")
        }
        for word in lowercaseTypeNames(in: String(rest)) {
            let capitalized = word.prefix(1).uppercased() + word.dropFirst()
            let known = knownTypes.first { $0.lowercased() == word.lowercased() } ?? capitalized
            throw ScaffoldError(
                description:
                    "parameter \(name) has type \(word), which starts with a lowercase letter as no type's name "
                    + "does: write \(known)")
        }
        return stripped
    }

    /// The words of `type` that stand where a type's name does and start with a
    /// lowercase letter: not `any`, `some`, `async`, `throws` or a modifier of a function
    /// type's parameter, nor a qualified name's part.
    private static func lowercaseTypeNames(in type: String) -> [String] {
        typeIdentifiers(in: type).filter { $0.first?.isLowercase == true && !functionParameterModifiers.contains($0) }
    }

    /// Words that modify a function's parameter and are no part of a stored value's type.
    private static let parameterModifiers = functionParameterModifiers.union(["let", "var"])

    /// The modifiers a parameter of a function type may have, as in `(inout Int) -> Void`.
    private static let functionParameterModifiers: Set<String> = [
        "inout", "borrowing", "consuming", "sending", "isolated", "__owned", "__shared",
    ]

    /// What makes `type` one that cannot be Hashable, if anything: a tuple, an
    /// existential (`any`), or `Error` among its parts. Function types are left out, as modules
    /// write their `==` and `hash(into:)` without them.
    private static func notHashable(_ type: String) -> String? {
        guard !type.contains("->") else { return nil }
        if type.hasPrefix("(") { return "a tuple" }
        if type.hasPrefix("any ") { return "an existential" }
        if let word = type.firstMatch(of: /\b(AnyObject|Any)\b/)?.output.1 { return "built on \(word), an existential" }
        if type.contains(/\bError\b/) { return "a type built on Error" }
        return nil
    }

    /// Whether each `->` of `type` has parameters before it and a result after it.
    private static func hasWholeArrows(_ type: String) -> Bool {
        let arrows = type.ranges(of: "->")
        let whole = type.ranges(of: /(\)|\basync|\bthrows)\s*->\s*[A-Za-z_(\[]/)
        return arrows.count == whole.count
    }

    /// Whether the brackets of `type` pair up, with `:` and `,` only inside them, `-` only
    /// in `->`, and `@` only before an attribute.
    private static func isBalanced(_ type: String) -> Bool {
        var open: [Character] = []
        let characters = Array(type)
        for (index, character) in characters.enumerated() {
            let next = index + 1 < characters.count ? characters[index + 1] : " "
            let previous = index > 0 ? characters[index - 1] : " "
            switch character {
            case "<", "[", "(": open.append(character)
            case "-": guard next == ">" else { return false }
            case ">" where previous == "-": continue
            case ">": guard open.popLast() == "<" else { return false }
            case "]": guard open.popLast() == "[" else { return false }
            case ")": guard open.popLast() == "(" else { return false }
            case "@": guard next.isLetter, previous == " " || index == 0 || previous == "(" else { return false }
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
        "nil", "super", "self", "Self", "throw", "throws", "true", "try", "_", "Type", "Protocol",
    ]
}
