import Foundation

/// The targets of a package and their folders, as its manifest declares them: a target
/// with a custom `path:` lives where the manifest says, not in `Sources/<Target>`.
struct PackageLayout: Equatable {
    /// One target of the manifest.
    struct Target: Equatable, Decodable {
        /// The target's name.
        let name: String
        /// Its folder, relative to the package root.
        let path: String
        /// `library`, `executable`, `test`, `plugin`, `macro`, ...
        let type: String
    }

    /// Every target, in the manifest's order.
    let targets: [Target]

    /// Reads the layout from `swift package describe --type json` output, or the same
    /// shape the plugins write from their context.
    init(json: Data) throws {
        struct Description: Decodable { let targets: [Target] }
        // `describe` may print a line of progress before the JSON.
        let start = json.firstIndex(of: UInt8(ascii: "{")) ?? json.startIndex
        do {
            targets = try JSONDecoder().decode(Description.self, from: json[start...]).targets
        } catch {
            throw ScaffoldError(description: "could not read the package's targets: \(error)")
        }
    }

    init(targets: [Target]) {
        self.targets = targets
    }

    /// The layout a manifest without `path:` gives: each folder of `Sources` a target, each
    /// folder of `Tests` a test target.
    static func conventional(packageRoot: URL) -> PackageLayout {
        func folders(_ name: String) -> [String] {
            let url = packageRoot.appendingPathComponent(name)
            let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
            return names.sorted().filter { entry in
                var isDirectory: ObjCBool = false
                return FileManager.default.fileExists(
                    atPath: url.appendingPathComponent(entry).path, isDirectory: &isDirectory) && isDirectory.boolValue
            }
        }
        return PackageLayout(
            targets: folders("Sources").map { Target(name: $0, path: "Sources/\($0)", type: "library") }
                + folders("Tests").map { Target(name: $0, path: "Tests/\($0)", type: "test") })
    }

    /// Runs `swift package describe --type json` in `packageRoot`.
    static func described(packageRoot: URL) throws -> PackageLayout {
        #if os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)
        // The tool runs on the machines SwiftPM runs on; these systems cannot start a process.
        throw ScaffoldError(description: "generate-module runs on macOS and Linux")
        #else
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift", "package", "--package-path", packageRoot.path, "describe", "--type", "json"]
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        do {
            try process.run()
        } catch {
            throw ScaffoldError(description: "could not run swift package describe: \(error.localizedDescription)")
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw ScaffoldError(description: "swift package describe failed in \(packageRoot.path):\n\(message)")
        }
        return try PackageLayout(json: data)
        #endif
    }

    /// The target code goes into: `name`, or without it the package's only source target.
    func target(named name: String?) throws -> String {
        if let name { return name }
        let names = sourceTargets.map(\.name).sorted()
        guard names.count == 1, let only = names.first else {
            throw ScaffoldError(
                description: "name the target with --target: "
                    + (names.isEmpty
                        ? "the package has no source targets" : "the package has \(names.joined(separator: ", "))"))
        }
        return only
    }

    /// The source target named `name`, one that code can be generated into.
    func sourceTarget(named name: String) -> Target? {
        sourceTargets.first { $0.name == name }
    }

    /// The test target of `name`, `<name>Tests`, if the manifest declares it.
    func testTarget(of name: String) -> Target? {
        targets.first { $0.name == "\(name)Tests" && $0.type == "test" }
    }

    /// The targets code can be generated into: libraries and executables, not tests,
    /// plugins, macros or binaries.
    var sourceTargets: [Target] {
        targets.filter { ["library", "executable"].contains($0.type) }
    }
}
