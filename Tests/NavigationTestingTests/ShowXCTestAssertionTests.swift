import Navigation
import NavigationTesting
import XCTest

private struct HallModule: Module {
    let number: Int
    func build(container: Container) -> some View { EmptyView() }
}

/// The show assertions fail an XCTest test case at the caller's file and line. This case
/// keeps the failures it would record, to read them, instead of failing.
@MainActor
final class ShowXCTestAssertionTests: XCTestCase {
    // XCTest calls `recordFailure` on the thread of the failing assertion, which here is
    // always the main actor's: the tests below are main-actor isolated.
    nonisolated(unsafe) private var failures: [(description: String, file: String, line: Int)] = []

    #if canImport(ObjectiveC)
    override func record(_ issue: XCTIssue) {
        let location = issue.sourceCodeContext.location
        failures.append((issue.compactDescription, location?.fileURL.path ?? "", location?.lineNumber ?? 0))
    }
    #else
    override func recordFailure(
        withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool
    ) {
        failures.append((description, filePath, lineNumber))
    }
    #endif

    func test_wrongAssertLastShown_failsTheTestCase_atTheCallSite() async {
        let navigation = MockNavigationService()
        navigation.presentationPolicy = .presenting(.modal)
        navigation.show(HallModule(number: 1))
        XCTAssertNil(navigation.assertLastShown(HallModule.self, placement: .push))
        let line = #line - 1
        XCTAssertEqual(failures.count, 1)
        XCTAssertTrue(
            failures.first?.description.contains(
                "expected the last show to be of HallModule as push, got shows [\"show(HallModule(number: 1)) as present(modal)\"]"
            ) == true, "\(failures)")
        XCTAssertEqual(failures.first?.file, #filePath)
        XCTAssertEqual(failures.first?.line, line)
    }

    func test_wrongAssertShows_failsTheTestCase() async {
        let navigation = MockNavigationService()
        navigation.show(HallModule(number: 1))
        navigation.assertShows([])
        XCTAssertEqual(failures.count, 1)
        XCTAssertTrue(
            failures.first?.description.contains(
                "shows differ at show 1: expected nothing more, got show(HallModule(number: 1)) as push") == true,
            "\(failures)")
    }

    func test_rightShowAssertions_recordNothing() async {
        let navigation = MockNavigationService()
        navigation.show(HallModule(number: 2))
        navigation.assertShows([MockNavigationService.Show(HallModule(number: 2), placement: .push)])
        XCTAssertEqual(navigation.assertLastShown(HallModule.self, placement: .push)?.number, 2)
        XCTAssertEqual(failures.count, 0)
    }
}
