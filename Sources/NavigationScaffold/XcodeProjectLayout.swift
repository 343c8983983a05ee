import Foundation

/// The targets of an Xcode project as the generator's Xcode command plugin describes them,
/// read into the layout the generator writes by: each target's folder is the one that
/// holds its Swift files.
struct XcodeProjectLayout: Equatable {
    /// One target of the project, as the plugin sees it.
    struct Target: Equatable, Decodable {
        /// The target's name, as Xcode shows it.
        let name: String
        /// Its product's kind, as `XcodeProduct.Kind` prints: `application`, `framework`,
        /// `other("com.apple.product-type.bundle.unit-test")`, or `none`.
        let kind: String
        /// The absolute paths of its Swift files.
        let files: [String]
    }

    let targets: [Target]

    /// Reads the plugin's description.
    init(json: Data) throws {
        struct Description: Decodable { let targets: [Target] }
        do {
            targets = try JSONDecoder().decode(Description.self, from: json).targets
        } catch {
            throw ScaffoldError(description: "could not read the Xcode project's targets: \(error)")
        }
    }

    /// The layout of the project whose folder is `projectRoot`: each target in the folder
    /// its Swift files share (or, with none, the folder named after it), as a test target
    /// when its product is a test bundle, and as a target code goes into when it is an
    /// app, an executable, a framework or a library.
    func packageLayout(projectRoot: URL) -> PackageLayout {
        let root = projectRoot.standardizedFileURL.path
        return PackageLayout(
            targets: targets.map { target in
                let folder = Self.commonFolder(of: target.files).flatMap { folder -> String? in
                    if folder == root { return "." }
                    return folder.hasPrefix(root + "/") ? String(folder.dropFirst(root.count + 1)) : nil
                }
                return PackageLayout.Target(
                    name: target.name, path: folder ?? target.name, type: Self.type(of: target.kind))
            })
    }

    /// The package target type a product kind stands for.
    private static func type(of kind: String) -> String {
        let kind = kind.lowercased()
        if kind.contains("test") { return "test" }
        if kind.hasPrefix("application") || kind.hasPrefix("executable") { return "executable" }
        if kind.hasPrefix("framework") || kind.hasPrefix("library") { return "library" }
        return "other"
    }

    /// The deepest folder that holds every one of `files`, or `nil` for none.
    private static func commonFolder(of files: [String]) -> String? {
        let folders = files.map {
            URL(fileURLWithPath: $0).standardizedFileURL.deletingLastPathComponent().pathComponents
        }
        guard var common = folders.first else { return nil }
        for components in folders.dropFirst() {
            common = Array(zip(common, components).prefix { $0 == $1 }.map(\.0))
        }
        return common.isEmpty ? nil : NSString.path(withComponents: common)
    }

    /// The target code goes into, of those chosen in Xcode's dialog, which passes each as
    /// `--target`: the one that is not a test target, or, with none chosen, the project's
    /// only target code can go into.
    static func target(chosen: [String], in layout: PackageLayout) throws -> String {
        let sources = chosen.filter { layout.sourceTarget(named: $0) != nil }
        switch sources.count {
        case 1: return sources[0]
        case 0 where chosen.isEmpty: return try layout.target(named: nil)
        case 0:
            return try layout.target(named: chosen[0])
        default:
            throw ScaffoldError(
                description: "choose one target for the code in Xcode's dialog, and its tests go into its test "
                    + "target; you chose \(sources.joined(separator: ", "))")
        }
    }

    /// What to do when the project does not show the new files: a folder (a synchronized
    /// group, the default since Xcode 16) shows them at once; a group needs them added, to
    /// the target each belongs to.
    static func note(written: [String], target: String, testTarget: String?) -> String {
        let modules = Set(
            written.compactMap { path -> String? in
                let parts = path.split(separator: "/")
                guard let index = parts.firstIndex(where: { $0 == "Modules" || $0 == "Services" }),
                    index + 1 < parts.count
                else { return nil }
                return parts[...(index + 1)].joined(separator: "/")
            }
        ).sorted()
        let tests = written.filter { path in !modules.contains { path.hasPrefix($0 + "/") } }
        let sources =
            "if Xcode does not show the new files, \(target)'s folder is a group rather than a folder: add them with "
            + "File > Add Files, \(modules.joined(separator: ", ")) to the target \(target)"
        guard !tests.isEmpty else { return sources }
        return sources + ", and \(tests.joined(separator: ", ")) to the target \(testTarget ?? "\(target)Tests")"
    }
}
