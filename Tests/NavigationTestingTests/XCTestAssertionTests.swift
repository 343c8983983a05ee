import Navigation
import NavigationTesting
import XCTest

private struct RoomModule: Module {
    let number: Int
    func build(container: Container) -> some View { EmptyView() }
}

/// The assertions fail an XCTest test case at the caller's file and line. This case
/// keeps the failures it would record, to read them, instead of failing.
@MainActor
final class XCTestAssertionTests: XCTestCase {
    // XCTest calls `recordFailure` on the thread of the failing assertion, which here is
    // always the main actor's: the tests below are main-actor isolated.
    nonisolated(unsafe) private var failures: [(description: String, file: String, line: Int)] = []

    override class func setUp() {
        super.setUp()
        // As a mock made in an earlier test would, in a run of this case alone.
        TestFailure.observeTestCases()
    }

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

    func test_wrongAssertCalls_failsTheTestCase_atTheCallSite() async {
        let navigation = MockNavigationService()
        navigation.push(RoomModule(number: 1))
        navigation.assertCalls([.push(RoomModule(number: 2))])
        let line = #line
        XCTAssertEqual(failures.count, 1)
        XCTAssertTrue(
            failures.first?.description.contains(
                "navigation calls differ at call 1: expected push(RoomModule(number: 2)), got push(RoomModule(number: 1))"
            ) == true, "\(failures)")
        XCTAssertEqual(failures.first?.file, #filePath)
        XCTAssertEqual(failures.first?.line, line)
    }

    func test_rightAssertCalls_recordsNothing() async {
        let navigation = MockNavigationService()
        navigation.push(RoomModule(number: 1))
        navigation.assertCalls([.push(RoomModule(number: 1))])
        XCTAssertEqual(failures.count, 0)
    }

    func test_wrongAssertLastPushed_failsTheTestCase() async {
        let navigation = MockNavigationService()
        navigation.pop()
        XCTAssertNil(navigation.assertLastPushed(RoomModule.self))
        XCTAssertEqual(failures.map(\.description), ["expected the last push to be of RoomModule, got pushes []"])
    }

    func test_outsideATest_theFailureIsOneLineNamingTheCallSite() async {
        XCTAssertEqual(
            TestFailure.outsideATestLine(
                "calls differ\n  expected: []",
                at: AssertionLocation(fileID: "App/Tests.swift", filePath: #filePath, line: 7, column: 9)),
            "NavigationTesting: App/Tests.swift:7:9: assertion failed outside a test: calls differ |   expected: []"
        )
    }
}

/// A test case that keeps the assertions' failures to itself, as `XCTestAssertionTests`
/// does, and reports its own checks as usual.
@MainActor
final class KeptFailureTests: XCTestCase {
    nonisolated(unsafe) private var kept: [String] = []

    override class func setUp() {
        super.setUp()
        TestFailure.observeTestCases()
    }

    #if canImport(ObjectiveC)
    override func record(_ issue: XCTIssue) {
        if issue.compactDescription.hasSuffix("kept") {
            kept.append(issue.compactDescription)
        } else {
            super.record(issue)
        }
    }
    #else
    override func recordFailure(
        withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool
    ) {
        if description.hasSuffix("kept") {
            kept.append(description)
        } else {
            super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
    }
    #endif

    func test_aFailureTheCaseKeeps_isTheTestCases_notWrittenToStandardError() async {
        let recorder = TestFailure.record(
            "kept", at: AssertionLocation(fileID: #fileID, filePath: #filePath, line: #line, column: #column))
        XCTAssertEqual(recorder, .xcTest)
        XCTAssertEqual(kept.count, 1, "\(kept)")
    }
}
