import XCTest

/// What the model of SwiftUI finds wrong with the adapter today, not fixed yet.
///
/// The seeded sequences that reproduce one are listed: they report their problems as
/// known instead of failing, and fail once they pass, so this list always says what the
/// adapter gets wrong now. Any other sequence that finds a problem fails as usual.
enum KnownAdapterDefect: String {
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
        274, 434, 922, 1265, 1663, 1937, 2121, 2372, 2592, 2608, 2946, 2950, 3038, 3099, 3103,
        3839, 4029, 4297, 4350, 4399, 4541, 4561, 4845, 4874, 5188, 5279, 5686, 5702, 5858, 5981, 6084,
        6091, 6435, 6505, 6528, 6763, 6775, 7001, 7191, 7193, 7442, 7459, 7480, 7761, 8020, 8423,
        8664, 8939, 8964, 9103, 9335, 9682, 9765,
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
}
