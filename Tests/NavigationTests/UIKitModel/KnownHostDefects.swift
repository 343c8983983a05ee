import XCTest

/// What the model of UIKit finds wrong with the UIKit host today, not fixed yet.
///
/// Each is recognised by the text of the problem the model reports for it. A sequence or scenario whose
/// every problem is a known defect reports it instead of failing; a known defect that no
/// longer reproduces fails the sweep, so this list always says what the host gets wrong now.
enum KnownHostDefect: CaseIterable {
    /// A push or presentation the program makes while the user's pop (a swipe back, the
    /// back button, a re-tap of the selected tab) or swipe down runs
    /// goes with the screens the gesture takes away: the write-back keeps what the gesture
    /// kept, and a dismissal takes every layer above the one dismissed
    /// (`UIKIT_MODEL_SEED=129`, `594`, `1137`).
    case programActionDuringAUserGestureLost
    /// An alert answered while the planner's own dismissal of it waited for the alert's
    /// transition: the dismissal completes first (the alert is gone), and the answer that
    /// comes after it is dropped, so the alert shows again and its action never runs
    /// (`UIKIT_MODEL_SEED=1177`).
    case alertAnswerAfterTheHostsDismissalDropped
    /// A tap outside a popup that dismisses on it, made while a call of the planner's is
    /// under way (here a presentation UIKit dropped, which waits for its watchdog), is
    /// dropped: the popup stays (`UIKIT_MODEL_SEED=8886`).
    case tapOutsideAPopupDuringACallDropped
    /// In an expanded split view with no detail selected, a pop of the secondary column
    /// back to its first screen clears the whole detail stack (`UIKIT_MODEL_SEED=710`).
    case secondaryColumnPopWithoutADetailClearsTheStack

    /// The text of the problem the model reports for the defect.
    var problemText: String {
        switch self {
        case .programActionDuringAUserGestureLost: ", made while the "
        case .alertAnswerAfterTheHostsDismissalDropped: "lost or doubled: the tap on"
        case .tapOutsideAPopupDuringACallDropped: "lost or doubled: the user's tap outside popup"
        case .secondaryColumnPopWithoutADetailClearsTheStack: ", in a secondary column with no detail selected"
        }
    }

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
