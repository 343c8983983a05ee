import Foundation

// Writes a new VIPER module or service into a target of a package.
//
//   NavigationScaffold module Profile [--target App] [--parameter source:ProfileSource ...]
//       [--screen swiftui|uikit] [--testing swift-testing|xctest] [--package-path DIR]
//   NavigationScaffold service NetworkService --target App [--testing swift-testing|xctest] [--package-path DIR]
//   NavigationScaffold xcode-templates FOLDER   (writes the Xcode templates, as .xcode-templates holds them)
//   NavigationScaffold install-xcode-templates [--into FOLDER]   (where Xcode finds them)
//
// The generate-module and generate-service package plugins run it for you.

let style: Invocation.Style =
    ProcessInfo.processInfo.environment["NAVIGATION_SCAFFOLD_COMMAND"] == nil ? .tool : .plugin
do {
    let arguments = Array(ProcessInfo.processInfo.arguments.dropFirst())
    let invocation = try Invocation(arguments: arguments, style: style)
    switch invocation.action {
    case .help:
        print(Invocation.usage(for: arguments.first, style: style))
    case .xcodeTemplates(let folder):
        let written = try XcodeTemplates.write(into: URL(fileURLWithPath: folder, relativeTo: invocation.packageRoot))
        print("wrote \(written.count) files of the Xcode templates into \(folder)")
    case .installXcodeTemplates(let folder):
        let into =
            folder.map { URL(fileURLWithPath: $0, relativeTo: invocation.packageRoot) }
            ?? XcodeTemplates.defaultInstallFolder(environment: ProcessInfo.processInfo.environment)
        let written = try XcodeTemplates.install(into: into)
        print(
            "installed \(written.count) files of the Xcode templates into \(into.path): File > New > File from "
                + "Template lists \"Navigation Module\", \"Navigation Service\" and their tests under "
                + "\(XcodeTemplates.group), File > New > Project lists \"Navigation App\"; restart Xcode if it is open")
    case .generate(let request, let target):
        let xcodeProject = try invocation.xcodeProjectJSON.map { try XcodeProjectLayout(json: Data($0.utf8)) }
        let layout =
            try xcodeProject?.packageLayout(projectRoot: invocation.packageRoot)
            ?? invocation.layoutJSON.map { try PackageLayout(json: Data($0.utf8)) }
            ?? PackageLayout.described(packageRoot: invocation.packageRoot)
        let chosen =
            xcodeProject == nil
            ? try layout.target(named: target)
            : try XcodeProjectLayout.target(chosen: invocation.chosenTargets, in: layout)
        let scaffold = Scaffold(
            packageRoot: invocation.packageRoot, target: chosen, layout: layout, testing: invocation.testing,
            screen: invocation.screen)
        let plan = try scaffold.plan(request)
        let written = try scaffold.write(plan)
        for path in written {
            print("created \(path)")
        }
        for note in plan.notes {
            print("note: \(note)")
        }
        if xcodeProject != nil {
            print(
                "note: "
                    + XcodeProjectLayout.note(
                        written: written, target: chosen, testTarget: layout.testTarget(of: chosen)?.name))
        }
    }
} catch let error as ScaffoldError {
    FileHandle.standardError.write(Data("error: \(error.description)\n".utf8))
    exit(1)
}
