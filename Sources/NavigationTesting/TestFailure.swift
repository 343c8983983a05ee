#if canImport(Testing)
import Testing
#endif
#if canImport(XCTest)
import Foundation
import XCTest
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Where a failed assertion of this library was written, and so where it is reported.
package struct AssertionLocation: Sendable, Equatable {
    /// `#fileID` of the call.
    package let fileID: String
    /// `#filePath` of the call.
    package let filePath: StaticString
    /// `#line` of the call.
    package let line: UInt
    /// `#column` of the call.
    package let column: UInt

    package init(fileID: String, filePath: StaticString, line: UInt, column: UInt) {
        self.fileID = fileID
        self.filePath = filePath
        self.line = line
        self.column = column
    }

    package static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.fileID == rhs.fileID && "\(lhs.filePath)" == "\(rhs.filePath)" && lhs.line == rhs.line
            && lhs.column == rhs.column
    }
}

/// Reports an assertion's failure to the test framework that runs the calling test.
///
/// XCTest's `XCTFail` records nothing in a Swift Testing test, and Swift Testing's
/// `Issue.record` records nothing in an XCTest test case, so each failure goes to the one
/// that runs:
/// 1. a Swift Testing test is running (`Test.current`): `Issue.record`, at the caller's
///    source location;
/// 2. otherwise, where XCTest is linked: `XCTFail`, at the caller's file and line, and
///    an observer checks that an XCTest test case runs, and so received it (a test case
///    that overrides `recordFailure` or `record(_:)` to keep its failures received it too);
/// 3. otherwise, outside any test: one line on standard error,
///    `NavigationTesting: <fileID>:<line>:<column>: assertion failed outside a test: <message>`,
///    and an issue for Swift Testing, which fails its run when it runs the process (an
///    assertion in a detached task of a Swift Testing test lands here). The process goes on.
package enum TestFailure {
    /// Reports `message` as a failure at `location`.
    /// - Returns: Who recorded it.
    @discardableResult
    package static func record(_ message: String, at location: AssertionLocation) -> Recorder {
        #if canImport(Testing)
        if Test.current != nil {
            Issue.record(
                Comment(rawValue: message),
                sourceLocation: SourceLocation(
                    fileID: location.fileID, filePath: "\(location.filePath)", line: Int(location.line),
                    column: Int(location.column))
            )
            return .swiftTesting
        }
        #endif
        #if canImport(XCTest)
        if XCTestFailureProbe.recordsInARunningTest({ XCTFail(message, file: location.filePath, line: location.line) })
        {
            return .xcTest
        }
        #endif
        writeToStandardError(outsideATestLine(message, at: location))
        #if canImport(Testing)
        // A detached task does not inherit `Test.current`; Swift Testing, when it runs the
        // process, still records an issue made there and fails the run.
        Issue.record(
            Comment(rawValue: message),
            sourceLocation: SourceLocation(
                fileID: location.fileID, filePath: "\(location.filePath)", line: Int(location.line),
                column: Int(location.column))
        )
        #endif
        return .standardError
    }

    /// Who recorded a failure.
    package enum Recorder: Equatable, Sendable {
        /// Swift Testing, as an issue of the running test.
        case swiftTesting
        /// XCTest, as a failure of the running test case.
        case xcTest
        /// No test ran: the failure went to standard error.
        case standardError
    }

    /// Starts watching XCTest's test cases start and finish, where XCTest is linked, so
    /// that a failure in a test case that keeps its failures to itself is known to be
    /// that test's. The mock calls it when it is made; calling it again does nothing.
    package static func observeTestCases() {
        #if canImport(XCTest)
        XCTestFailureProbe.install()
        #endif
    }

    /// The line written to standard error for a failure outside any test.
    package static func outsideATestLine(_ message: String, at location: AssertionLocation) -> String {
        "NavigationTesting: \(location.fileID):\(location.line):\(location.column): assertion failed outside a test: "
            + message.replacingNewlines()
    }

    private static func writeToStandardError(_ line: String) {
        var bytes = Array((line + "\n").utf8)
        _ = write(2, &bytes, bytes.count)
    }
}

extension String {
    /// The text on one line, each line break shown as ` | `.
    fileprivate func replacingNewlines() -> String {
        split(separator: "\n", omittingEmptySubsequences: false).joined(separator: " | ")
    }
}

#if canImport(XCTest)
/// Tells whether an `XCTFail` reached a running XCTest test case: outside one, XCTest
/// drops the failure without a word.
private final class XCTestFailureProbe: NSObject {
    // Written and read only on the thread that calls `recordsInARunningTest`, which is the
    // thread that reports the failure: XCTest notifies observers synchronously from
    // `XCTFail`. `running` is written as test cases start and finish, on XCTest's thread,
    // which is the main thread the mock and its assertions run on.
    nonisolated(unsafe) private static var shared: XCTestFailureProbe?
    nonisolated(unsafe) private var heard = false
    nonisolated(unsafe) private var running = 0

    /// Runs `fail`, and returns whether a running test case received the failure: it
    /// recorded one meanwhile, or a test case runs, which may keep its failures itself.
    static func recordsInARunningTest(_ fail: () -> Void) -> Bool {
        let probe = install()
        probe.heard = false
        fail()
        return probe.heard || probe.running > 0
    }

    /// The probe, observing XCTest from its first call on.
    @discardableResult
    static func install() -> XCTestFailureProbe {
        if let shared { return shared }
        let probe = XCTestFailureProbe()
        probe.observeXCTest()
        shared = probe
        return probe
    }

    private func testCaseStarted() {
        running += 1
    }

    private func testCaseFinished() {
        running = max(0, running - 1)
    }

    private func failureRecorded() {
        heard = true
    }

    #if canImport(ObjectiveC)
    // Apple's XCTest declares its observation protocol and center in Objective-C. The probe
    // joins them through the Objective-C runtime, by their documented Objective-C names, so
    // that of XCTest's Swift interface this file needs only `XCTFail`, which every XCTest
    // has. Where XCTest is not loaded, the probe observes nothing and a failure counts as
    // outside a test.
    private func observeXCTest() {
        guard let center = NSClassFromString("XCTestObservationCenter") as AnyObject?,
            center.responds(to: NSSelectorFromString("sharedTestObservationCenter")),
            let shared = center.perform(NSSelectorFromString("sharedTestObservationCenter"))?
                .takeUnretainedValue()
        else { return }
        if let observation = objc_getProtocol("XCTestObservation") {
            class_addProtocol(XCTestFailureProbe.self, observation)
        }
        _ = shared.perform(NSSelectorFromString("addTestObserver:"), with: self)
    }

    @objc(testCaseWillStart:)
    private func testCaseWillStart(_ testCase: AnyObject) {
        testCaseStarted()
    }

    @objc(testCaseDidFinish:)
    private func testCaseDidFinish(_ testCase: AnyObject) {
        testCaseFinished()
    }

    @objc(testCase:didRecordIssue:)
    private func testCase(_ testCase: AnyObject, didRecordIssue issue: AnyObject) {
        failureRecorded()
    }
    #else
    private func observeXCTest() {
        XCTestObservationCenter.shared.addTestObserver(self)
    }
    #endif
}

#if !canImport(ObjectiveC)
extension XCTestFailureProbe: XCTestObservation {
    func testCaseWillStart(_ testCase: XCTestCase) {
        testCaseStarted()
    }

    func testCaseDidFinish(_ testCase: XCTestCase) {
        testCaseFinished()
    }

    func testCase(
        _ testCase: XCTestCase, didFailWithDescription description: String, inFile filePath: String?,
        atLine lineNumber: Int
    ) {
        failureRecorded()
    }
}
#endif
#endif
