import XCTest

/// What the model of SwiftUI finds wrong with the adapter today, not fixed yet.
///
/// A test that reproduces one of these names it: it reports the problems it finds as
/// that defect instead of failing, and fails once they are gone, so this list always says
/// what the adapter gets wrong now. A problem no defect names fails its test as usual.
enum KnownAdapterDefect: String {
    /// A presentation UIKit drops (a screen's own sheet is up) is asked for again twice
    /// and then given up on, so it never shows once the screen's own sheet goes: SwiftUI
    /// sends no callback then, so asking again must back off rather than stop.
    case droppedPresentationIsGivenUp =
        "a presentation UIKit drops three times is given up on, and never shows once the presenter is free"
    /// A swipe back written at its end, in a tab the user came back to, is not taken:
    /// the adapter hands SwiftUI the popped screen again, which builds it a second time,
    /// and the state keeps it.
    case popInATabComeBackToIsLost =
        "a swipe back in a tab the user came back to is not taken: the popped screen is pushed again"
    /// After a swipe back whose shorter path is written at the gesture's start, the next
    /// stack write goes out after a fixed time, while the gesture can still be under the
    /// finger (R5.5): it should wait for the popped screen to leave.
    case stackWriteDuringAnInteractivePop =
        "the next stack write comes while an interactive pop can still run"
    /// A swipe back the user cancels, writing the shorter path and then the longer one
    /// back, with a program push in between, loses the screen the user kept.
    case cancelledPopAroundAProgramPushLosesTheScreen =
        "a cancelled swipe back with a program push in between loses the kept screen"

    /// The seeds of the 10,000 seeded sequences that reproduce these defects today.
    static let seedsOfTenThousand: Set<UInt64> = [
        274, 434, 690, 922, 1119, 1131, 1265, 1663, 1937, 2121, 2372, 2592, 2608, 2946, 2950, 3038, 3099, 3103,
        3299, 3839, 4029, 4297, 4350, 4399, 4541, 4561, 4845, 4874, 5188, 5279, 5686, 5702, 5858, 5981, 6084,
        6091, 6435, 6505, 6528, 6763, 6775, 7001, 7191, 7193, 7442, 7459, 7480, 7653, 7761, 8020, 8423, 8650,
        8664, 8876, 8939, 8952, 8964, 9103, 9111, 9335, 9682, 9765,
    ]
    /// The seeds of the 1,000 sequences that replay deep links that reproduce them today.
    static let seedsOfDeepLinkReplays: Set<UInt64> = [274, 434, 524, 912]
}

extension XCTestCase {
    /// Checks that the seeds that failed are exactly `known`: one outside it is a new
    /// problem, and one in it that passes is a defect fixed, to take off the list.
    func expect(
        failingSeeds: [UInt64], toBe known: Set<UInt64>, report: (UInt64) -> String,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        let failing = Set(failingSeeds)
        if let new = failing.subtracting(known).min() {
            XCTFail(
                "\(failing.subtracting(known).count) sequences failed that reproduce no known defect, "
                    + "seeds \(failing.subtracting(known).sorted().prefix(20)); "
                    + "rerun one with SWIFTUI_MODEL_SEED=\(new):\n\(report(new))", file: file, line: line)
        }
        let fixed = known.subtracting(failing)
        if !fixed.isEmpty {
            XCTFail(
                "seeds \(fixed.sorted().prefix(20)) no longer fail: take them off KnownAdapterDefect",
                file: file, line: line)
        }
        if !failing.isEmpty {
            print("\(failing.intersection(known).count) sequences reproduce known adapter defects (KnownAdapterDefect)")
        }
    }

    /// Checks `problems` against `defect`: they are reported as the defect when there
    /// are some, and the test fails when there are none, since the defect is fixed.
    func expect(
        _ problems: [String], reproduce defect: KnownAdapterDefect, report: String,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        if problems.isEmpty {
            XCTFail("fixed: \(defect) no longer reproduces; remove it from KnownAdapterDefect", file: file, line: line)
        } else {
            print("known adapter defect \(defect): \(defect.rawValue)\n\(report)")
        }
    }
}
