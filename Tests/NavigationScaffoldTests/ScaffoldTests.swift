import Foundation
import XCTest

@testable import NavigationScaffold

/// A package folder with one target, `App`, and its test folder.
private func makePackage() throws -> URL {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("scaffold-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
        at: root.appendingPathComponent("Sources/App"), withIntermediateDirectories: true)
    try FileManager.default.createDirectory(
        at: root.appendingPathComponent("Tests/AppTests"), withIntermediateDirectories: true)
    try Data("enum ProfileSource: Hashable { case menu, link }\n".utf8)
        .write(to: root.appendingPathComponent("Sources/App/App.swift"))
    return root
}

/// Every file under `root`, with its contents.
private func snapshot(_ root: URL) -> [String: Data] {
    var files: [String: Data] = [:]
    let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
    while let url = enumerator?.nextObject() as? URL {
        if let data = FileManager.default.contents(atPath: url.path) {
            files[String(url.path.dropFirst(root.path.count))] = data
        }
    }
    return files
}

final class ScaffoldTests: XCTestCase {
    func test_module_writesTheEightFilesAMockAndATest() throws {
        let root = try makePackage()
        let written = try Scaffold(packageRoot: root, target: "App")
            .generate(.module(name: "Profile", parameters: [.init(name: "source", type: "ProfileSource")]))
        XCTAssertEqual(
            written,
            ["Module", "Assembly", "Contracts", "Interactor", "Presenter", "Router", "View", "ViewState"].map {
                "Sources/App/Modules/Profile/\($0)/Profile\($0).swift"
            } + ["Tests/AppTests/MockProfileAssembly.swift", "Tests/AppTests/ProfileRouterTests.swift"]
        )
        let module = try String(contentsOf: root.appendingPathComponent(written[0]), encoding: .utf8)
        XCTAssertTrue(module.contains("static func Profile(source: ProfileSource) -> Self"))
        let assembly = try String(contentsOf: root.appendingPathComponent(written[1]), encoding: .utf8)
        XCTAssertTrue(assembly.contains("ProfileInteractor(source: source)"))
        XCTAssertTrue(assembly.contains("ProfilePresenter(router: router, interactor: interactor, source: source)"))
    }

    func test_moduleWithoutParameters_getsAStaticProperty() throws {
        let root = try makePackage()
        let written = try Scaffold(packageRoot: root, target: "App").generate(.module(name: "Settings", parameters: []))
        let module = try String(contentsOf: root.appendingPathComponent(written[0]), encoding: .utf8)
        XCTAssertTrue(module.contains("static var Settings: Self { Self() }"))
    }

    func test_service_writesItsThreeFilesAndAMock() throws {
        let root = try makePackage()
        let written = try Scaffold(packageRoot: root, target: "App").generate(.service(name: "NetworkService"))
        XCTAssertEqual(
            written,
            [
                "Sources/App/Services/NetworkService/NetworkService.swift",
                "Sources/App/Services/NetworkService/DefaultNetworkService.swift",
                "Sources/App/Services/NetworkService/NetworkServiceAssembly.swift",
                "Tests/AppTests/MockNetworkServiceAssembly.swift",
                "Tests/AppTests/NetworkServiceAssemblyTests.swift",
            ]
        )
    }

    func test_serviceTypes_areNonisolated_soAMainActorDefaultTargetBuildsAndTestsThem() throws {
        // A target with MainActor default isolation (Xcode 26's app targets) would make
        // the assembly main-actor isolated: its nonisolated tests could not call build(),
        // and in Swift 5 the container released it off the main actor and crashed.
        let service = ServiceTemplates(name: "NetworkService", target: "App")
        let files = Dictionary(uniqueKeysWithValues: (service.sources + service.tests).map { ($0.file, $0.contents) })
        XCTAssertTrue(files["NetworkService.swift"]?.contains("nonisolated protocol NetworkService:") == true)
        XCTAssertTrue(
            files["DefaultNetworkService.swift"]?.contains("nonisolated final class DefaultNetworkService:") == true)
        XCTAssertTrue(
            files["NetworkServiceAssembly.swift"]?.contains("nonisolated class NetworkServiceAssembly: Assembly")
                == true)
        let mock = files["MockNetworkServiceAssembly.swift"] ?? ""
        XCTAssertTrue(mock.contains("nonisolated final class MockNetworkService:"), mock)
        XCTAssertTrue(mock.contains("nonisolated final class MockNetworkServiceAssembly:"), mock)
    }

    func test_testableImport_namesTheModule_notTheTargetAsWritten() throws {
        XCTAssertEqual(Scaffold.moduleName(of: "App"), "App")
        XCTAssertEqual(Scaffold.moduleName(of: "My App"), "My_App")
        XCTAssertEqual(Scaffold.moduleName(of: "my-app"), "my_app")
        XCTAssertEqual(Scaffold.moduleName(of: "Shop.iOS"), "Shop_iOS")
        XCTAssertEqual(Scaffold.moduleName(of: "2048"), "_048")
        XCTAssertEqual(Scaffold.moduleName(of: "Café"), "Café")
        let module = ModuleTemplates(name: "Profile", parameters: [], target: "My App")
        let service = ServiceTemplates(name: "NetworkService", target: "my-app")
        for (file, contents) in module.tests + service.tests {
            XCTAssertTrue(
                contents.contains(
                    "@testable import \(file.hasPrefix("MockProfile") || file.hasPrefix("Profile") ? "My_App" : "my_app")\n"
                ),
                "\(file):\n\(contents)")
            XCTAssertFalse(contents.contains("@testable import My App"), contents)
            XCTAssertFalse(contents.contains("@testable import my-app"), contents)
        }
    }

    func test_aFailedWrite_takesBackItsFoldersToo_soARetryWorks() throws {
        let root = try makePackage()
        defer { try? FileManager.default.removeItem(at: root) }
        let before = snapshot(root)
        let scaffold = Scaffold(packageRoot: root, target: "App")
        let plan = try scaffold.plan(.module(name: "Pk", parameters: []))
        // Something takes the last file's place after the checks, as a denied write would.
        let last = root.appendingPathComponent(plan.files[plan.files.count - 1].path)
        try Data().write(to: last)
        XCTAssertThrowsError(try scaffold.write(plan)) { error in
            XCTAssertTrue(
                "\(error)".hasPrefix("could not write Tests/AppTests/PkRouterTests.swift: "), "\(error)")
        }
        try FileManager.default.removeItem(at: last)
        XCTAssertEqual(snapshot(root).keys.sorted(), before.keys.sorted())
        XCTAssertFalse(FileManager.default.fileExists(atPath: root.appendingPathComponent("Sources/App/Modules").path))
        XCTAssertEqual(try scaffold.generate(.module(name: "Pk", parameters: [])).count, 10)
    }

    func test_aFileWhereAFolderShouldBe_isNamed() throws {
        let root = try makePackage()
        defer { try? FileManager.default.removeItem(at: root) }
        try Data().write(to: root.appendingPathComponent("Sources/App/Modules"))
        XCTAssertThrowsError(
            try Scaffold(packageRoot: root, target: "App").generate(.module(name: "Pk", parameters: []))
        ) { error in
            XCTAssertEqual(
                "\(error)",
                "could not write Sources/App/Modules/Pk/Module/PkModule.swift: Sources/App/Modules is a file, where a "
                    + "folder should be; move it away or choose another target; nothing was written")
        }
        XCTAssertFalse(
            FileManager.default.fileExists(
                atPath: root.appendingPathComponent("Tests/AppTests/MockPkAssembly.swift").path))
    }

    func test_typesInCommentsStringsOrNestedInOthers_clashWithNothing() throws {
        let root = try makePackage()
        defer { try? FileManager.default.removeItem(at: root) }
        let text = """
            // struct ProfileView was here
            /* class ProfilePresenter */
            let note = "enum ProfileRouter"
            enum Outer { struct ProfileInteractor {} }
            extension Outer { struct ProfileViewState { struct Deeper {} } }
            enum Left {}
            """
        XCTAssertEqual(Scaffold.topLevelTypeNames(in: text), ["Outer", "Left"])
        try Data(text.utf8).write(to: root.appendingPathComponent("Sources/App/Outer.swift"))
        XCTAssertNoThrow(try Scaffold(packageRoot: root, target: "App").plan(.module(name: "Profile", parameters: [])))
        try Data("enum ProfileRouter {}\n".utf8).write(to: root.appendingPathComponent("Sources/App/Router.swift"))
        XCTAssertThrowsError(
            try Scaffold(packageRoot: root, target: "App").plan(.module(name: "Profile", parameters: []))
        ) { error in
            XCTAssertTrue(
                "\(error)".hasPrefix(
                    "module Profile would declare ProfileRouter, which Sources/App/Router.swift declares already"),
                "\(error)")
        }
    }

    func test_withoutATestFolder_writesOnlyTheSources() throws {
        let root = try makePackage()
        try FileManager.default.removeItem(at: root.appendingPathComponent("Tests"))
        let written = try Scaffold(packageRoot: root, target: "App").generate(.service(name: "CacheService"))
        XCTAssertEqual(written.count, 3)
    }

    func test_badInputs_failWithTheirMessage_andWriteNothing() throws {
        let root = try makePackage()
        let scaffold = Scaffold(packageRoot: root, target: "App")
        _ = try scaffold.generate(.module(name: "Profile", parameters: []))
        _ = try scaffold.generate(.service(name: "NetworkService"))
        let before = snapshot(root)
        let cases: [(ScaffoldRequest, Scaffold, String)] = [
            (.module(name: "9Lives", parameters: []), scaffold, "module name \"9Lives\" is not a Swift identifier"),
            (
                .module(name: "my-screen", parameters: []), scaffold,
                "module name \"my-screen\" is not a Swift identifier"
            ),
            (.module(name: "struct", parameters: []), scaffold, "module name \"struct\" is a word Swift reserves"),
            (
                .module(name: "Profile", parameters: []), scaffold,
                "module Profile already exists in Sources/App/Modules/Profile"
            ),
            (
                .module(name: "Cart", parameters: []), Scaffold(packageRoot: root, target: "Shop"),
                "no target Shop in the package; its targets are App"
            ),
            (.service(name: "Network"), scaffold, "service names end in Service: call it NetworkService"),
            (.service(name: "Service"), scaffold, "service names end in Service: call it NetworkService"),
            (
                .service(name: "NetworkService"), scaffold,
                "service NetworkService already exists in Sources/App/Services/NetworkService"
            ),
            (.service(name: "Bad Service"), scaffold, "service name \"Bad Service\" is not a Swift identifier"),
        ]
        for (request, scaffold, message) in cases {
            XCTAssertThrowsError(try scaffold.generate(request), "\(request)") { error in
                XCTAssertEqual((error as? ScaffoldError)?.description.hasPrefix(message), true, "\(error)")
            }
        }
        XCTAssertEqual(snapshot(root), before)
    }

    func test_malformedParameters_areRefused() {
        for text in [
            "source", "source:", ":ProfileSource", "9source:Int", "source:Int!", "source:-Int", "a:b:c", "a:[Int",
            "a:Set<Int>>", "a:(Int", "a:Int -", "a:Int->", "a:-> Void", "a:x@y",
        ] {
            XCTAssertThrowsError(try Scaffold.parameter(text), text) { error in
                XCTAssertTrue(
                    "\(error)".contains("is not of the form name:Type")
                        || "\(error)".contains("not a Swift identifier"), "\(error)")
            }
        }
        XCTAssertEqual(try Scaffold.parameter("items: [Item]"), .init(name: "items", type: "[Item]"))
        XCTAssertEqual(try Scaffold.parameter("scores:[String: Int]"), .init(name: "scores", type: "[String: Int]"))
        XCTAssertEqual(try Scaffold.parameter("completed:() -> Void"), .init(name: "completed", type: "() -> Void"))
        XCTAssertEqual(
            try Scaffold.parameter("onPick:@MainActor (Int) -> Void"),
            .init(name: "onPick", type: "@MainActor (Int) -> Void"))
        XCTAssertEqual(try Scaffold.parameter("done:(() -> Void)?"), .init(name: "done", type: "(() -> Void)?"))
    }

    func test_commandLine_isRead() throws {
        let here = URL(fileURLWithPath: "/work")
        let invocation = try Invocation(
            arguments: ["module", "Game", "--target", "App", "--parameter", "level:Int", "--package-path", "App"],
            currentDirectory: here
        )
        XCTAssertEqual(
            invocation.action,
            .generate(.module(name: "Game", parameters: [.init(name: "level", type: "Int")]), target: "App"))
        XCTAssertEqual(invocation.packageRoot.path, "/work/App")
        for arguments in [
            [], ["widget", "X"], ["module"], ["module", "X", "--target"],
            ["service", "XService", "--target", "App", "--parameter", "a:B"], ["module", "X", "Y", "--target", "App"],
        ] {
            XCTAssertThrowsError(try Invocation(arguments: arguments, currentDirectory: here), "\(arguments)")
        }
    }

    func test_aFlagWithoutAValue_isNamed_evenWhenThePluginAddsFlagsAfterIt() {
        // The plugin appends --package-path <dir>: the flag before it had no value of its own.
        for (arguments, flag) in [
            (["module", "Game", "--target", "--package-path", "/work/App"], "--target"),
            (["module", "Game", "--target", "App", "--parameter"], "--parameter"),
        ] {
            XCTAssertThrowsError(try Invocation(arguments: arguments, style: .plugin)) { error in
                XCTAssertTrue("\(error)".hasPrefix("\(flag) needs a value\nusage: swift package"), "\(error)")
            }
        }
    }

    func test_help_printsTheUsageAsTheUserTypesIt() throws {
        let plugin = try Invocation(arguments: ["module", "--help", "--package-path", "/work/App"], style: .plugin)
        XCTAssertEqual(plugin.action, .help)
        XCTAssertTrue(
            Invocation.usage(for: "module", style: .plugin).hasPrefix(
                "usage: swift package --allow-writing-to-package-directory generate-module <Name> [--target <Target>]"))
        XCTAssertFalse(Invocation.usage(for: "module", style: .plugin).contains("generate-service"))
        XCTAssertEqual(try Invocation(arguments: ["-h"]).action, .help)
        XCTAssertTrue(Invocation.usage(for: nil, style: .tool).hasPrefix("usage: NavigationScaffold module"))
    }
}

/// The generator's refusals and what it declares for the user, each on a fresh package.
final class ScaffoldInputTests: XCTestCase {
    /// Asserts that `request` fails with a message starting `message`, leaving the package
    /// byte for byte as it was.
    private func assertRefused(
        _ request: ScaffoldRequest, in root: URL, target: String = "App", layout: PackageLayout? = nil,
        _ message: String, line: UInt = #line
    ) {
        let before = snapshot(root)
        XCTAssertThrowsError(
            try Scaffold(packageRoot: root, target: target, layout: layout).generate(request), line: line
        ) { error in
            XCTAssertTrue("\(error)".hasPrefix(message), "\(error)", line: line)
        }
        XCTAssertEqual(snapshot(root), before, "the package changed", line: line)
    }

    func test_duplicateParameters_areRefused() throws {
        let root = try makePackage()
        assertRefused(
            .module(name: "Game", parameters: [.init(name: "a", type: "Int"), .init(name: "a", type: "String")]),
            in: root, "parameter a is given twice")
    }

    func test_parametersNamedLikeTheModulesOwnMembers_areRefused() throws {
        let root = try makePackage()
        assertRefused(
            .module(name: "Game", parameters: [.init(name: "router", type: "Int")]), in: root,
            "parameter router would clash with the router every generated module has")
    }

    func test_lowercaseNames_areRefused_withTheCapitalizedName() throws {
        let root = try makePackage()
        assertRefused(
            .module(name: "profile", parameters: []), in: root,
            "module names start with a capital letter, as the types they make do: call it Profile")
        assertRefused(
            .service(name: "lowerService"), in: root,
            "service names start with a capital letter, as the types they make do: call it LowerService")
    }

    func test_parameterTypesThatCannotBeHashable_areRefused_sayingWhy() throws {
        for (text, reason) in [
            ("pair:(Int, Int)", "a tuple"), ("value:any Sendable", "an existential"),
            ("result:Result<Int, Error>", "a type built on Error"), ("x:Any", "built on Any, an existential"),
            ("x:AnyObject", "built on AnyObject, an existential"),
            ("x:[String: Any]", "built on Any, an existential"),
        ] {
            XCTAssertThrowsError(try Scaffold.parameter(text)) { error in
                XCTAssertEqual(
                    "\(error)",
                    "parameter \"\(text)\" is \(reason), which is not Hashable: a module compares and hashes its "
                        + "parameters, so wrap it in a Hashable type of your own")
            }
        }
        XCTAssertNoThrow(try Scaffold.parameter("completed:(Int) -> Void"))
        XCTAssertNoThrow(try Scaffold.parameter("value:AnyHashable"))
    }

    func test_aParameterOfATypeTheModuleDeclares_isRefused() throws {
        let root = try makePackage()
        for type in ["PmModule", "[PmViewState]"] {
            assertRefused(
                .module(name: "Pm", parameters: [.init(name: "x", type: type)]), in: root,
                "parameter x has type \(type.trimmingCharacters(in: CharacterSet(charactersIn: "[]"))), which module Pm "
                    + "declares itself: a module cannot be opened with a type of its own")
        }
    }

    func test_aParameterOfThePackagesType_getsNoPlaceholder_andEveryFileWithItImportsNavigation() throws {
        let root = try makePackage()
        let plan = try Scaffold(packageRoot: root, target: "App").plan(
            .module(
                name: "Pm",
                parameters: [.init(name: "layer", type: "LayerID"), .init(name: "other", type: "Navigation.LayerID")]))
        XCTAssertEqual(plan.notes, [])
        XCTAssertFalse(plan.files.contains { $0.path.hasSuffix("/LayerID.swift") })
        for (path, contents) in plan.files where contents.contains("LayerID") {
            XCTAssertTrue(contents.contains("import Navigation\n"), "\(path):\n\(contents)")
        }
    }

    func test_namesSwiftReservesForTypeMembers_areRefused() throws {
        let root = try makePackage()
        assertRefused(
            .module(name: "Type", parameters: []), in: root,
            "module name \"Type\" is a word Swift reserves: choose another name")
        assertRefused(
            .module(name: "Protocol", parameters: []), in: root,
            "module name \"Protocol\" is a word Swift reserves: choose another name")
    }

    func test_namesThatHideThePackagesPublicTypes_areRefused() throws {
        let root = try makePackage()
        assertRefused(
            .module(name: "Root", parameters: []), in: root,
            "module Root would declare RootView, which hides the Navigation package's RootView")
        assertRefused(
            .module(name: "Empty", parameters: []), in: root,
            "module Empty would declare EmptyView, which hides the Navigation package's EmptyView")
        assertRefused(
            .module(name: "Navigation", parameters: []), in: root,
            "module Navigation would declare NavigationAssembly, which hides the Navigation package's NavigationAssembly"
        )
        assertRefused(
            .module(name: "Tab", parameters: []), in: root,
            "module Tab would declare TabView, which hides SwiftUI's TabView")
        assertRefused(
            .service(name: "NavigationService"), in: root,
            "service NavigationService would declare NavigationService, which hides the Navigation package's")
    }

    func test_namesThatMakeASwiftUIOrUIKitTypesName_areRefused() throws {
        let root = try makePackage()
        for (module, made, owner) in [
            ("NavigationSplit", "NavigationSplitView", "SwiftUI"), ("Shape", "ShapeView", "SwiftUI"),
            ("Equatable", "EquatableView", "SwiftUI"), ("UI", "UIView", "UIKit"),
        ] {
            assertRefused(
                .module(name: module, parameters: []), in: root,
                "module \(module) would declare \(made), which hides \(owner)'s \(made)")
        }
        XCTAssertThrowsError(
            try Scaffold(packageRoot: root, target: "App", screen: .uiKit).plan(.module(name: "UIPage", parameters: []))
        ) { error in
            XCTAssertTrue(
                "\(error)".hasPrefix(
                    "module UIPage would declare UIPageViewController, which hides UIKit's UIPageViewController"),
                "\(error)")
        }
        XCTAssertNoThrow(try Scaffold(packageRoot: root, target: "App").plan(.module(name: "UIPage", parameters: [])))
    }

    /// The iOS SDK `ios-typecheck` unpacked, if any.
    private var iosSDK: URL? {
        let cache = ProcessInfo.processInfo.environment["IOS_TYPECHECK_CACHE"] ?? "/tmp/ios-typecheck"
        let sdk = URL(fileURLWithPath: cache).appendingPathComponent("sdk")
        return FileManager.default.fileExists(atPath: sdk.appendingPathComponent("System/Library/Frameworks").path)
            ? sdk : nil
    }

    func test_swiftUIAndUIKitTypeNames_areThoseTheIOSSDKDeclares() throws {
        guard let sdk = iosSDK else { throw XCTSkip("no iOS SDK unpacked by ios-typecheck") }
        let frameworks = sdk.appendingPathComponent("System/Library/Frameworks")
        func read(_ path: String) -> String {
            (try? String(contentsOf: frameworks.appendingPathComponent(path), encoding: .isoLatin1)) ?? ""
        }
        let swiftDeclaration =
            /(?m)^(?:@[\w.]+(?:\([^)\n]*\))?\s+)*public\s+(?:final\s+)?(?:struct|class|enum|protocol|typealias|actor)\s+(\w+)/
        func swiftNames(_ text: String) -> Set<String> {
            Set(text.matches(of: swiftDeclaration).map { String($0.output.1) })
        }
        let interface = "Modules/%@.swiftmodule/arm64-apple-ios.swiftinterface"
        let swiftUI = ["SwiftUI", "SwiftUICore"].reduce(into: Set<String>()) {
            $0.formUnion(swiftNames(read("\($1).framework/" + String(format: interface, $1))))
        }
        var uiKit = swiftNames(read("UIKit.framework/" + String(format: interface, "UIKit")))
        let headers = try FileManager.default.contentsOfDirectory(
            at: frameworks.appendingPathComponent("UIKit.framework/Headers"), includingPropertiesForKeys: nil)
        for header in headers where header.pathExtension == "h" {
            let text = (try? String(contentsOf: header, encoding: .isoLatin1)) ?? ""
            uiKit.formUnion(text.matches(of: /(?m)^@(?:interface|protocol)\s+(\w+)/).map { String($0.output.1) })
        }
        func generatable(_ names: Set<String>) -> Set<String> {
            names.filter { name in
                name.hasPrefix("Mock")
                    || PublicTypeNames.generatedSuffixes.contains { name.hasSuffix($0) && name != $0 }
            }
        }
        XCTAssertFalse(swiftUI.isEmpty)
        XCTAssertEqual(PublicTypeNames.swiftUI, generatable(swiftUI))
        XCTAssertEqual(PublicTypeNames.uiKit, generatable(uiKit))
    }

    func test_publicTypeNames_areThoseTheLibrariesDeclare() throws {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources")
        let declaration = /^(?:@\w+ )*(?:public|open) (?:final )?(?:class|struct|enum|protocol|actor|typealias) (\w+)/
        var names: Set<String> = []
        for library in ["Navigation", "Architecture", "NavigationTesting"] {
            let enumerator = FileManager.default.enumerator(
                at: sources.appendingPathComponent(library), includingPropertiesForKeys: nil)
            while let file = enumerator?.nextObject() as? URL {
                guard file.pathExtension == "swift" else { continue }
                for line in try String(contentsOf: file, encoding: .utf8).split(separator: "\n") {
                    if let match = try declaration.prefixMatch(in: line) { names.insert(String(match.output.1)) }
                }
            }
        }
        XCTAssertEqual(
            PublicTypeNames.package, names,
            "missing: \(names.subtracting(PublicTypeNames.package).sorted()), "
                + "gone: \(PublicTypeNames.package.subtracting(names).sorted())")
    }

    func test_anUndeclaredParameterType_getsAPlaceholderEnum_andANote() throws {
        let root = try makePackage()
        let scaffold = Scaffold(packageRoot: root, target: "App")
        let plan = try scaffold.plan(
            .module(
                name: "Shop",
                parameters: [
                    .init(name: "source", type: "ShopSource"), .init(name: "tags", type: "Set<Tag>"),
                    .init(name: "profile", type: "ProfileSource"), .init(name: "id", type: "Foundation.UUID"),
                ]))
        let placeholders = plan.files.filter { $0.path.hasSuffix("Source.swift") || $0.path.hasSuffix("Tag.swift") }
        XCTAssertEqual(
            placeholders.map(\.path),
            ["Sources/App/Modules/Shop/Module/ShopSource.swift", "Sources/App/Modules/Shop/Module/Tag.swift"])
        // A String raw value for deep links' `link.value(_:)`, Codable for restoration.
        XCTAssertTrue(
            placeholders[0].contents.contains("enum ShopSource: String, Codable, CaseIterable, Hashable, Sendable {"))
        XCTAssertTrue(placeholders[0].contents.contains("// TODO: Give ShopSource the cases"))
        XCTAssertEqual(plan.notes.count, 2)
        XCTAssertTrue(
            plan.notes[0].hasPrefix(
                "ShopSource is declared nowhere in Sources/App, so Sources/App/Modules/Shop/Module/ShopSource.swift declares it"
            ), plan.notes[0])
        // After that file is deleted, the files that name the type need its module.
        let shop = "Sources/App/Modules/Shop"
        XCTAssertTrue(
            plan.notes[0].hasSuffix(
                "or, if ShopSource comes from another module, delete that file and add `import <that module>` to "
                    + "\(shop)/Module/ShopModule.swift, \(shop)/Assembly/ShopAssembly.swift, "
                    + "\(shop)/Interactor/ShopInteractor.swift, \(shop)/Presenter/ShopPresenter.swift, "
                    + "Tests/AppTests/MockShopAssembly.swift, and that module to the dependencies of App and of its tests"
            ),
            plan.notes[0])
    }

    func test_anEscapingClosureParameter_isStoredWithoutEscaping_andTheInitializerWritesItOnce() throws {
        XCTAssertEqual(try Scaffold.parameter("k:@escaping () -> Void"), .init(name: "k", type: "() -> Void"))
        XCTAssertEqual(
            try Scaffold.parameter("k:@escaping @MainActor (Int) -> Void"),
            .init(name: "k", type: "@MainActor (Int) -> Void"))
        let root = try makePackage()
        let written = try Scaffold(packageRoot: root, target: "App").generate(
            .module(name: "Confirm", parameters: [try Scaffold.parameter("k:@escaping () -> Void")]))
        let module = try String(contentsOf: root.appendingPathComponent(written[0]), encoding: .utf8)
        XCTAssertTrue(module.contains("static func Confirm(k: @escaping () -> Void) -> Self"), module)
        XCTAssertTrue(module.contains("let k: () -> Void"), module)
    }

    func test_parameterModifiersAndStrayAttributes_areRefused_namingTheParameter() {
        for (text, message) in [
            (
                "f:inout Int",
                "parameter f is malformed: inout is a modifier of a function's parameter, not part of a type, and a "
                    + "module stores its parameters; give the type alone, such as f:Int"
            ),
            ("f:borrowing String", "parameter f is malformed: borrowing is a modifier"),
            ("f:consuming String", "parameter f is malformed: consuming is a modifier"),
            ("f:@escaping Int", "parameter f is malformed: @escaping applies to a function type"),
            ("f:@Sendable Int", "parameter f is malformed: @Sendable applies to a function type"),
            ("f:@autoclosure () -> Int", "parameter f is malformed: @autoclosure is not an attribute"),
        ] {
            XCTAssertThrowsError(try Scaffold.parameter(text), text) { error in
                XCTAssertTrue("\(error)".hasPrefix(message), "\(error)")
            }
        }
    }

    func test_aLowercaseParameterType_isRefused_withTheCapitalizedName() {
        for (text, message) in [
            (
                "a:decimal",
                "parameter a has type decimal, which starts with a lowercase letter as no type's name does: "
                    + "write Decimal"
            ),
            (
                "a:[uuid]",
                "parameter a has type uuid, which starts with a lowercase letter as no type's name does: "
                    + "write UUID"
            ),
            (
                "a:profileSource",
                "parameter a has type profileSource, which starts with a lowercase letter as no "
                    + "type's name does: write ProfileSource"
            ),
        ] {
            XCTAssertThrowsError(try Scaffold.parameter(text), text) { error in
                XCTAssertEqual("\(error)", message)
            }
        }
        XCTAssertNoThrow(try Scaffold.parameter("a:() async throws -> Void"))
        XCTAssertNoThrow(try Scaffold.parameter("a:Foundation.URL"))
        XCTAssertEqual(
            try Scaffold.parameter("a:(inout Int) -> Void"), .init(name: "a", type: "(inout Int) -> Void"))
    }

    func test_aMisspeltStandardType_isNamedInThePlaceholderNote() throws {
        let root = try makePackage()
        let plan = try Scaffold(packageRoot: root, target: "App").plan(
            .module(
                name: "Shop",
                parameters: [.init(name: "d", type: "Strng"), .init(name: "tag", type: "Tag")]))
        XCTAssertEqual(plan.notes.count, 2)
        XCTAssertTrue(
            plan.notes[0].hasSuffix(
                "; if you meant String, delete Sources/App/Modules/Shop and its tests and generate the module again "
                    + "with String"), plan.notes[0])
        XCTAssertFalse(plan.notes[1].contains("if you meant"), plan.notes[1])
        XCTAssertEqual(Scaffold.standardType(near: "Dobule"), "Double")
        XCTAssertEqual(Scaffold.standardType(near: "Decmal"), "Decimal")
        XCTAssertNil(Scaffold.standardType(near: "ShopSource"))
    }

    func test_anOpaqueParameterType_isRefused_asOpaque_andAnExistentialAsAnExistential() {
        XCTAssertThrowsError(try Scaffold.parameter("h:some Hashable")) { error in
            XCTAssertEqual(
                "\(error)",
                "parameter \"h:some Hashable\" is an opaque type: a module stores its parameters, and a stored "
                    + "property cannot be of a some type; name the concrete type")
        }
        XCTAssertThrowsError(try Scaffold.parameter("h:any Hashable")) { error in
            XCTAssertTrue("\(error)".hasPrefix("parameter \"h:any Hashable\" is an existential"), "\(error)")
        }
    }

    func test_withoutATarget_thePackagesOnlySourceTargetIsTaken() throws {
        let root = try makePackage()
        let layout = PackageLayout.conventional(packageRoot: root)
        XCTAssertEqual(try layout.target(named: nil), "App")
        XCTAssertEqual(try layout.target(named: "Other"), "Other")
        let invocation = try Invocation(arguments: ["module", "Game"])
        XCTAssertEqual(invocation.action, .generate(.module(name: "Game", parameters: []), target: nil))
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("Sources/Features"), withIntermediateDirectories: true)
        XCTAssertThrowsError(try PackageLayout.conventional(packageRoot: root).target(named: nil)) { error in
            XCTAssertEqual("\(error)", "name the target with --target: the package has App, Features")
        }
    }

    func test_aTestTargetAsTheTarget_isRefused_sayingItIsATestTarget() throws {
        let root = try makePackage()
        assertRefused(
            .module(name: "Game", parameters: []), in: root, target: "AppTests",
            "AppTests is a test target: name the target the code goes into, App, and the tests go into its test target"
        )
    }

    func test_aClosureParameter_isEscaping_andLeftOutOfEqualityAndHashing() throws {
        let root = try makePackage()
        let written = try Scaffold(packageRoot: root, target: "App").generate(
            .module(
                name: "Confirm",
                parameters: [.init(name: "itemID", type: "Int"), .init(name: "completed", type: "() -> Void")]))
        let module = try String(contentsOf: root.appendingPathComponent(written[0]), encoding: .utf8)
        XCTAssertTrue(module.contains("static func Confirm(itemID: Int, completed: @escaping () -> Void) -> Self"))
        XCTAssertTrue(module.contains("let completed: () -> Void"))
        XCTAssertTrue(module.contains("lhs.itemID == rhs.itemID\n"), module)
        XCTAssertTrue(module.contains("hasher.combine(itemID)\n"), module)
        XCTAssertFalse(module.contains("hasher.combine(completed)"))
        let presenter = try String(contentsOf: root.appendingPathComponent(written[4]), encoding: .utf8)
        XCTAssertTrue(presenter.contains("itemID: Int, completed: @escaping () -> Void) {"), presenter)
    }

    func test_aTargetWithACustomPath_isFoundThroughTheManifest() throws {
        let root = try makePackage()
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("Code/Shop"), withIntermediateDirectories: true)
        let layout = try PackageLayout(
            json: Data(
                """
                Building for debugging...
                {"name": "App", "targets": [
                  {"name": "Shop", "path": "Code/Shop", "type": "library"},
                  {"name": "App", "path": "Sources/App", "type": "library"},
                  {"name": "AppTests", "path": "Tests/AppTests", "type": "test"}
                ]}
                """.utf8))
        let written = try Scaffold(packageRoot: root, target: "Shop", layout: layout).generate(
            .service(name: "CartService"))
        XCTAssertEqual(written.first, "Code/Shop/Services/CartService/CartService.swift")
        XCTAssertEqual(written.count, 3, "Shop has no test target")
        let app = try Scaffold(packageRoot: root, target: "App", layout: layout).generate(.service(name: "LogService"))
        XCTAssertEqual(app.last, "Tests/AppTests/LogServiceAssemblyTests.swift")
        assertRefused(
            .service(name: "CartService"), in: root, target: "Cart", layout: layout,
            "no target Cart in the package; its targets are App, Shop")
    }

    func test_aTypeTheModuleWouldDeclare_declaredAnywhereInTheTarget_isRefused() throws {
        let root = try makePackage()
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("Sources/App/Legacy"), withIntermediateDirectories: true)
        try Data("import Foundation\n\nfinal class ProfileRouter {}\n".utf8)
            .write(to: root.appendingPathComponent("Sources/App/Legacy/Routers.swift"))
        assertRefused(
            .module(name: "Profile", parameters: []), in: root,
            "module Profile would declare ProfileRouter, which Sources/App/Legacy/Routers.swift declares already")
        try Data("final class MockCartAssembly {}\n".utf8)
            .write(to: root.appendingPathComponent("Tests/AppTests/Mocks.swift"))
        assertRefused(
            .module(name: "Cart", parameters: []), in: root,
            "module Cart would declare MockCartAssembly, which Tests/AppTests/Mocks.swift declares already")
        try Data("protocol LogService {}\n".utf8).write(to: root.appendingPathComponent("Sources/App/Log.swift"))
        assertRefused(
            .service(name: "LogService"), in: root,
            "service LogService would declare LogService, which Sources/App/Log.swift declares already")
    }

    func test_aParameterNameThatIsNotLowercase_isRefused_withTheLowercaseName() throws {
        let root = try makePackage()
        assertRefused(
            .module(name: "Game", parameters: [.init(name: "Source", type: "Int")]), in: root,
            "parameter names start with a lowercase letter, as the properties they make do: call it source")
    }

    func test_namesThatDoubleAWordTheGeneratorAdds_areRefused() throws {
        let root = try makePackage()
        assertRefused(
            .module(name: "Mock", parameters: []), in: root,
            "module Mock starts with Mock, which the generator adds to the names it makes (MockMock...): "
                + "choose another name")
        assertRefused(
            .module(name: "MockProfile", parameters: []), in: root,
            "module MockProfile starts with Mock, which the generator adds to the names it makes (MockMockProfile...): "
                + "call it Profile")
        assertRefused(
            .module(name: "ProfileView", parameters: []), in: root,
            "module ProfileView ends in View, which the generator adds to the names it makes (ProfileViewView): "
                + "call it Profile")
        assertRefused(
            .module(name: "CartViewState", parameters: []), in: root,
            "module CartViewState ends in ViewState, which the generator adds to the names it makes "
                + "(CartViewStateViewState): call it Cart")
        assertRefused(
            .service(name: "MockNetworkService"), in: root,
            "service MockNetworkService starts with Mock, which the generator adds to the names it makes "
                + "(MockMockNetworkService...): call it NetworkService")
        XCTAssertNoThrow(try Scaffold.checkModuleName("Mockingbird"))
        XCTAssertNoThrow(try Scaffold.checkModuleName("Review"))
    }

    func test_modulesNamedLikeThePackagesTypes_areRefused() throws {
        let root = try makePackage()
        assertRefused(
            .module(name: "View", parameters: []), in: root,
            "module View takes the name of the Navigation package's View: its factory .View and its files would read as "
                + "that type's; choose another name")
        assertRefused(
            .module(name: "Container", parameters: []), in: root,
            "module Container takes the name of the Navigation package's Container")
        assertRefused(
            .module(name: "ProgressView", parameters: []), in: root, "module ProgressView takes the name of SwiftUI's")
    }

    func test_tests_areWrittenWithSwiftTesting_unlessXCTestIsAsked() throws {
        let root = try makePackage()
        let swiftTesting = try Scaffold(packageRoot: root, target: "App").plan(.module(name: "Cart", parameters: []))
        let routerTest = try XCTUnwrap(swiftTesting.files.first { $0.path.hasSuffix("CartRouterTests.swift") })
        XCTAssertTrue(routerTest.contents.contains("import Testing\n"), routerTest.contents)
        XCTAssertTrue(routerTest.contents.contains("@Test func close_popsTheScreen_orDismissesItsLayer()"))
        XCTAssertTrue(routerTest.contents.contains("navigation.assertCalls([.pop, .dismiss])"))
        XCTAssertFalse(routerTest.contents.contains("XCT"))
        let xcTest = try Scaffold(packageRoot: root, target: "App", testing: .xcTest).plan(
            .service(name: "CacheService"))
        let assemblyTest = try XCTUnwrap(xcTest.files.first { $0.path.hasSuffix("CacheServiceAssemblyTests.swift") })
        XCTAssertTrue(assemblyTest.contents.contains("final class CacheServiceAssemblyTests: XCTestCase {"))
        XCTAssertFalse(assemblyTest.contents.contains("import Testing"))

        let here = URL(fileURLWithPath: "/work")
        XCTAssertEqual(
            try Invocation(arguments: ["module", "X", "--target", "App"], currentDirectory: here).testing, .swiftTesting
        )
        XCTAssertEqual(
            try Invocation(
                arguments: ["service", "XService", "--target", "App", "--testing", "xctest"], currentDirectory: here
            )
            .testing, .xcTest)
        XCTAssertThrowsError(
            try Invocation(arguments: ["module", "X", "--target", "App", "--testing", "quick"], currentDirectory: here)
        ) { error in
            XCTAssertTrue("\(error)".hasPrefix("--testing takes swift-testing or xctest, not quick"), "\(error)")
        }
    }
}

/// Modules whose screen is a UIKit view controller.
final class UIKitScreenTests: XCTestCase {
    func test_uiKitScreen_writesAViewController_andBuildsTheModuleOnIOSOnly() throws {
        let root = try makePackage()
        let plan = try Scaffold(packageRoot: root, target: "App", screen: .uiKit).plan(
            .module(name: "Gallery", parameters: [.init(name: "source", type: "ProfileSource")]))
        let paths = plan.files.map(\.path)
        XCTAssertTrue(paths.contains("Sources/App/Modules/Gallery/View/GalleryViewController.swift"), "\(paths)")
        XCTAssertFalse(paths.contains("Sources/App/Modules/Gallery/View/GalleryView.swift"), "\(paths)")
        func file(_ suffix: String) throws -> String {
            try XCTUnwrap(plan.files.first { $0.path.hasSuffix(suffix) }?.contents, suffix)
        }
        let module = try file("GalleryModule.swift")
        XCTAssertTrue(module.hasPrefix("#if canImport(UIKit) && os(iOS)\n"), module)
        XCTAssertTrue(module.contains("func build(container: Container) -> ViewControllerScreen {"), module)
        XCTAssertTrue(module.contains("ViewControllerScreen { assembly.build(source: source) }"), module)
        XCTAssertTrue(try file("GalleryAssembly.swift").contains("-> GalleryViewController {"))
        XCTAssertTrue(try file("GalleryViewController.swift").contains("withObservationTracking"))
        XCTAssertTrue(try file("MockGalleryAssembly.swift").hasPrefix("#if canImport(UIKit) && os(iOS)\n"))
        // What builds everywhere stays as the SwiftUI module has it, so its router test runs on Linux.
        for shared in [
            "GalleryRouter.swift", "GalleryPresenter.swift", "GalleryViewState.swift", "GalleryRouterTests.swift",
        ] {
            XCTAssertFalse(try file(shared).contains("#if"), shared)
        }
    }

    func test_uiKitScreen_refusesANameThatDeclaresTheControllerTwice() throws {
        let root = try makePackage()
        try Data("final class GalleryViewController {}\n".utf8)
            .write(to: root.appendingPathComponent("Sources/App/Existing.swift"))
        XCTAssertThrowsError(
            try Scaffold(packageRoot: root, target: "App", screen: .uiKit).plan(
                .module(name: "Gallery", parameters: []))
        ) { error in
            XCTAssertTrue("\(error)".contains("would declare GalleryViewController"), "\(error)")
        }
        // A SwiftUI module of the same name declares no controller.
        XCTAssertNoThrow(try Scaffold(packageRoot: root, target: "App").plan(.module(name: "Gallery", parameters: [])))
    }

    func test_screenOption_isRead_forModulesOnly() throws {
        let here = URL(fileURLWithPath: "/work")
        XCTAssertEqual(
            try Invocation(arguments: ["module", "X", "--screen", "uikit"], currentDirectory: here).screen, .uiKit)
        XCTAssertEqual(
            try Invocation(arguments: ["module", "X", "--screen", "UIKit"], currentDirectory: here).screen, .uiKit)
        XCTAssertEqual(try Invocation(arguments: ["module", "X"], currentDirectory: here).screen, .swiftUI)
        XCTAssertThrowsError(try Invocation(arguments: ["module", "X", "--screen", "appkit"], currentDirectory: here)) {
            XCTAssertTrue("\($0)".hasPrefix("--screen takes swiftui or uikit, not appkit"), "\($0)")
        }
        XCTAssertThrowsError(
            try Invocation(arguments: ["service", "XService", "--screen", "uikit"], currentDirectory: here)
        ) {
            XCTAssertTrue("\($0)".hasPrefix("unknown option --screen"), "\($0)")
        }
    }
}

/// The Xcode templates the package ships, against the generator's own templates.
final class XcodeTemplatesTests: XCTestCase {
    func test_checkedInTemplates_areWhatTheGeneratorWrites() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent(".xcode-templates")
        let checkedIn = snapshot(folder).mapValues { String(decoding: $0, as: UTF8.self) }
        let written = Dictionary(uniqueKeysWithValues: XcodeTemplates.files.map { ("/" + $0.path, $0.contents) })
        XCTAssertEqual(
            Set(checkedIn.keys), Set(written.keys),
            "run swift run NavigationScaffold xcode-templates .xcode-templates to bring them up to date")
        for (path, contents) in written {
            XCTAssertEqual(
                checkedIn[path], contents,
                "\(path) differs: run swift run NavigationScaffold xcode-templates .xcode-templates")
        }
    }

    func test_fileTemplates_nameEveryTypeWithXcodesMacros_andNoOtherName() {
        let fileTemplates = XcodeTemplates.files.filter { $0.path.hasPrefix("File Templates/Navigation/") }
        for (path, contents) in fileTemplates where path.hasSuffix(".swift") {
            XCTAssertTrue(path.contains(XcodeTemplates.fileBaseName), path)
            XCTAssertFalse(contents.contains(XcodeTemplates.fileBaseName), path)
            XCTAssertTrue(contents.contains(XcodeTemplates.name), path)
        }
        XCTAssertEqual(fileTemplates.filter { $0.path.hasSuffix("TemplateInfo.plist") }.count, 4)
    }

    func test_everySwiftFile_startsWithTheHeaderXcodeWrites() {
        let swiftFiles = XcodeTemplates.files.filter { $0.path.hasSuffix(".swift") }
        XCTAssertFalse(swiftFiles.isEmpty)
        for (path, contents) in swiftFiles {
            XCTAssertTrue(contents.hasPrefix("//___FILEHEADER___\n\n"), path)
        }
    }

    func test_moduleTemplates_comeInAVariantPerScreenAndParameter_andTheirTestsPerFramework() throws {
        func files(_ folder: String) -> [String: String] {
            let prefix = "File Templates/Navigation/\(folder)/"
            return Dictionary(
                uniqueKeysWithValues: XcodeTemplates.files.filter { $0.path.hasPrefix(prefix) }.map {
                    (String($0.path.dropFirst(prefix.count)), $0.contents)
                })
        }
        let module = files("Navigation Module.xctemplate")
        let base = "___FILEBASENAME___/View/___FILEBASENAME___"
        XCTAssertNotNil(module["SwiftUI/\(base)View.swift"])
        XCTAssertNotNil(module["SwiftUIParameter/\(base)View.swift"])
        let controller = try XCTUnwrap(module["UIKit/\(base)ViewController.swift"])
        XCTAssertTrue(controller.contains("final class ___VARIABLE_productName___ViewController: UIViewController"))
        let uiKitModule = try XCTUnwrap(
            module["UIKitParameter/___FILEBASENAME___/Module/___FILEBASENAME___Module.swift"])
        XCTAssertTrue(uiKitModule.contains("-> ViewControllerScreen {"), uiKitModule)
        XCTAssertTrue(
            uiKitModule.contains("let ___VARIABLE_parameterName___: ___VARIABLE_parameterType___"), uiKitModule)
        let info = try XCTUnwrap(module["TemplateInfo.plist"])
        for option in ["screen", "Parameter", "parameterName", "parameterType"] {
            XCTAssertTrue(info.contains("<string>\(option)</string>"), option)
        }
        let tests = files("Navigation Module Tests.xctemplate")
        let xcTest = try XCTUnwrap(tests["UIKitParameterXCTest/___FILEBASENAME___RouterTests.swift"])
        XCTAssertTrue(xcTest.contains(": XCTestCase {"), xcTest)
        let mock = try XCTUnwrap(tests["UIKitParameterSwift Testing/Mock___FILEBASENAME___Assembly.swift"])
        XCTAssertTrue(
            mock.contains(
                "override func build(___VARIABLE_parameterName___: ___VARIABLE_parameterType___) -> "
                    + "___VARIABLE_productName___ViewController"), mock)
        let serviceTests = files("Navigation Service Tests.xctemplate")
        XCTAssertTrue(
            try XCTUnwrap(serviceTests["XCTest/___FILEBASENAME___AssemblyTests.swift"]).contains("XCTestCase"))
        XCTAssertTrue(
            try XCTUnwrap(serviceTests["Swift Testing/___FILEBASENAME___AssemblyTests.swift"]).contains("@Test"))
    }

    func test_projectTemplate_listsEachOfItsFiles_andWiresTheRootModuleSceneAndContainer() throws {
        let prefix = "Project Templates/Navigation/Navigation App.xctemplate/"
        let files = XcodeTemplates.files.filter { $0.path.hasPrefix(prefix) }
        let info = try XCTUnwrap(files.first { $0.path.hasSuffix("TemplateInfo.plist") }).contents
        let stored = files.map { String($0.path.dropFirst(prefix.count)) }.filter { $0 != "TemplateInfo.plist" }
        XCTAssertEqual(stored.count, 9)
        for file in stored {
            XCTAssertTrue(info.contains("<string>\(file)</string>"), "\(file) is not a node's path")
        }
        XCTAssertTrue(info.contains("<key>___PACKAGENAMEASIDENTIFIER___App.swift</key>"), info)
        let app = try XCTUnwrap(files.first { $0.path.hasSuffix("/App.swift") }).contents
        XCTAssertTrue(app.contains("struct ___PACKAGENAMEASIDENTIFIER___App: App {"), app)
        XCTAssertTrue(app.contains("private let container = DependencyContainer()"), app)
        XCTAssertTrue(app.contains("RootView(root: .Main, sceneOf: container)"), app)
        XCTAssertTrue(stored.contains("Modules/Main/Module/MainModule.swift"))
    }

    func test_installXcodeTemplates_replacesAnEarlierInstall_andLeavesTheUsersOwnTemplates() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("templates-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        func put(_ path: String, _ text: String = "") throws {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        // An earlier install: a template this one no longer has, listed in its marker, and
        // a file this one no longer writes into a template it still has.
        try put("File Templates/Navigation/Old.xctemplate/TemplateInfo.plist")
        try put("File Templates/Navigation/\(XcodeTemplates.installMarker)", "Old.xctemplate\n")
        try put("File Templates/Navigation/Navigation Module.xctemplate/Stale.swift")
        // The user's own templates, in the same group and elsewhere.
        try put("File Templates/Navigation/Mine.xctemplate/TemplateInfo.plist")
        try put("Project Templates/Navigation/My App.xctemplate/TemplateInfo.plist")
        try put("File Templates/Mine/TemplateInfo.plist")

        let invocation = try Invocation(arguments: ["install-xcode-templates", "--into", folder.path])
        XCTAssertEqual(invocation.action, .installXcodeTemplates(folder: folder.path))
        XCTAssertEqual(
            try Invocation(arguments: ["install-xcode-templates"]).action, .installXcodeTemplates(folder: nil))
        XCTAssertThrowsError(try Invocation(arguments: ["install-xcode-templates", "--to", "x"]))
        _ = try XcodeTemplates.install(into: folder)
        let mine = [
            "/File Templates/Navigation/Mine.xctemplate/TemplateInfo.plist",
            "/Project Templates/Navigation/My App.xctemplate/TemplateInfo.plist",
            "/File Templates/Mine/TemplateInfo.plist",
        ]
        let markers = ["File Templates", "Project Templates"].map {
            "/\($0)/Navigation/\(XcodeTemplates.installMarker)"
        }
        XCTAssertEqual(
            Set(snapshot(folder).keys), Set(XcodeTemplates.files.map { "/" + $0.path } + mine + markers))
        // A second install replaces the first, and still not the user's.
        _ = try XcodeTemplates.install(into: folder)
        XCTAssertEqual(
            Set(snapshot(folder).keys), Set(XcodeTemplates.files.map { "/" + $0.path } + mine + markers))
    }

    func test_installXcodeTemplates_goesUnderTheHomeFolderHOMENames() {
        XCTAssertEqual(
            XcodeTemplates.defaultInstallFolder(environment: ["HOME": "/tmp/someone"]).path,
            "/tmp/someone/Library/Developer/Xcode/Templates")
        XCTAssertEqual(
            XcodeTemplates.defaultInstallFolder(environment: [:]).path,
            URL(fileURLWithPath: NSHomeDirectory()).appendingPathComponent("Library/Developer/Xcode/Templates").path)
    }
}
