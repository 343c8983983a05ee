import XCTest

/// What the model of UIKit finds wrong with the UIKit host today, not fixed yet.
///
/// Each is recognised by the text of the problem the model reports for it. A sequence or scenario whose
/// every problem is a known defect reports it instead of failing; a known defect that no
/// longer reproduces fails the sweep, so this list always says what the host gets wrong now.
struct KnownHostDefect: Hashable, CustomStringConvertible {
    /// A name for the defect, as failures print it.
    let name: String
    /// The text of the problem the model reports for the defect.
    let problemText: String

    /// Every defect known today: none. A defect the model finds and the host does not
    /// fix yet goes here, with the seeds that show it.
    static let allCases: [KnownHostDefect] = []

    var description: String { name }

    /// The known defect `problem` reports, or `nil` for a problem no known defect explains.
    init?(problem: String) {
        guard let defect = Self.allCases.first(where: { problem.contains($0.problemText) }) else { return nil }
        self = defect
    }
}

extension XCTestCase {
    /// Fails for each known defect that reproduced nowhere in a full sweep: it is fixed,
    /// and comes off the list.
    func expectKnownDefects(
        toReproduce counts: [KnownHostDefect: Int], file: StaticString = #filePath, line: UInt = #line
    ) {
        for defect in KnownHostDefect.allCases where counts[defect, default: 0] == 0 {
            XCTFail("\(defect) no longer reproduces: take it off KnownHostDefect", file: file, line: line)
        }
    }

    /// Fails with the report when `problems` holds one no known defect explains.
    func assertOnlyKnownDefects(
        _ problems: [String], _ report: String, file: StaticString = #filePath, line: UInt = #line
    ) {
        if problems.contains(where: { KnownHostDefect(problem: $0) == nil }) {
            XCTFail(report, file: file, line: line)
        }
    }
}
