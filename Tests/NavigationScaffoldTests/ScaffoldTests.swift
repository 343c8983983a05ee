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
            (.module(name: "struct", parameters: []), scaffold, "module name \"struct\" is not a Swift identifier"),
            (
                .module(name: "Profile", parameters: []), scaffold,
                "module Profile already exists in Sources/App/Modules/Profile"
            ),
            (
                .module(name: "Cart", parameters: []), Scaffold(packageRoot: root, target: "Shop"),
                "no target Shop: Sources/Shop does not exist"
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
            "a:Set<Int>>",
        ] {
            XCTAssertThrowsError(try Scaffold.parameter(text), text) { error in
                XCTAssertTrue(
                    "\(error)".contains("is not of the form name:Type")
                        || "\(error)".contains("not a Swift identifier"), "\(error)")
            }
        }
        XCTAssertEqual(try Scaffold.parameter("items: [Item]"), .init(name: "items", type: "[Item]"))
        XCTAssertEqual(try Scaffold.parameter("scores:[String: Int]"), .init(name: "scores", type: "[String: Int]"))
        XCTAssertEqual(
            try Scaffold.parameter("onSave:Result<Int, Error>?"), .init(name: "onSave", type: "Result<Int, Error>?"))
    }

    func test_commandLine_isRead() throws {
        let here = URL(fileURLWithPath: "/work")
        let invocation = try Invocation(
            arguments: ["module", "Game", "--target", "App", "--parameter", "level:Int", "--package-path", "App"],
            currentDirectory: here
        )
        XCTAssertEqual(invocation.request, .module(name: "Game", parameters: [.init(name: "level", type: "Int")]))
        XCTAssertEqual(invocation.target, "App")
        XCTAssertEqual(invocation.packageRoot.path, "/work/App")
        for arguments in [
            [], ["widget", "X"], ["module", "X"], ["module", "X", "--target"],
            ["service", "XService", "--target", "App", "--parameter", "a:B"],
        ] {
            XCTAssertThrowsError(try Invocation(arguments: arguments, currentDirectory: here), "\(arguments)")
        }
    }
}
