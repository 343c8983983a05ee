import Foundation

/// The command line, read.
struct Invocation: Equatable {
    let request: ScaffoldRequest
    let target: String
    let packageRoot: URL

    // A static, not a global of main.swift: those exist only once main.swift runs, which
    // it never does under test.
    static let usage = """
        usage: NavigationScaffold module <Name> --target <Target> [--parameter name:Type ...] [--package-path <dir>]
               NavigationScaffold service <Name>Service --target <Target> [--package-path <dir>]
        """

    init(arguments: [String], currentDirectory: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
        throws
    {
        guard arguments.count >= 2, ["module", "service"].contains(arguments[0]) else {
            throw ScaffoldError(
                description: "say what to create: module <Name> or service <Name>Service\n\(Self.usage)")
        }
        let name = arguments[1]
        var target: String?
        var packagePath: String?
        var parameters: [ScaffoldRequest.Parameter] = []
        var rest = arguments.dropFirst(2).makeIterator()
        while let option = rest.next() {
            guard let value = rest.next() else {
                throw ScaffoldError(description: "\(option) needs a value\n\(Self.usage)")
            }
            switch option {
            case "--target": target = value
            case "--package-path": packagePath = value
            case "--parameter" where arguments[0] == "module": parameters.append(try Scaffold.parameter(value))
            default: throw ScaffoldError(description: "unknown option \(option)\n\(Self.usage)")
            }
        }
        guard let target else { throw ScaffoldError(description: "name the target with --target\n\(Self.usage)") }
        self.target = target
        self.request = arguments[0] == "module" ? .module(name: name, parameters: parameters) : .service(name: name)
        self.packageRoot =
            packagePath.map { URL(fileURLWithPath: $0, relativeTo: currentDirectory) } ?? currentDirectory
    }
}
