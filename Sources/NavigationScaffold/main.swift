import Foundation

// Writes a new VIPER module or service into a target of a package.
//
//   NavigationScaffold module Profile --target App [--parameter source:ProfileSource ...] [--package-path DIR]
//   NavigationScaffold service NetworkService --target App [--package-path DIR]
//
// The generate-module and generate-service package plugins run it for you.

do {
    let invocation = try Invocation(arguments: Array(ProcessInfo.processInfo.arguments.dropFirst()))
    let written = try Scaffold(packageRoot: invocation.packageRoot, target: invocation.target).generate(
        invocation.request)
    for path in written {
        print("created \(path)")
    }
} catch let error as ScaffoldError {
    FileHandle.standardError.write(Data("error: \(error.description)\n".utf8))
    exit(1)
}
