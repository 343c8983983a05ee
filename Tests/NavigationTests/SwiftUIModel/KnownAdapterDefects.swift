import XCTest

/// What the model of SwiftUI finds wrong with the adapter today, not fixed yet.
///
/// The seeded sequences that reproduce one are listed: they report their problems as
/// known instead of failing, and fail once they pass, so this list always says what the
/// adapter gets wrong now. Any other sequence that finds a problem fails as usual.
enum KnownAdapterDefect: String {
    /// Without transition coordinator reports (TC): a `NavigationLink` push holds the
    /// stack's program changes for the settle time, which outlasts the push: a tap in that
    /// window lands on a screen the program already took away, and the screen it pushes is
    /// built again when the held change shows. A push ends at the `onDisappear` of the
    /// screen it covers, but that can come well after the push's animation ended, and the
    /// user can tap in between.
    case tapWhileAProgramChangeWaitsOutALinksPush =
        "without reports, a tap after a link's push, while a program change still waits for it, lands on a screen already gone"

    /// A swipe back SwiftUI writes only as it commits (or never, when it is cancelled) is
    /// known to the adapter by the coordinator's interactive `began` alone, and the
    /// adapter holds stack changes only for the swipes it saw written: a program push or
    /// pop goes out while the finger is down (R5.5).
    case programChangeDuringASwipeOnlyItsReportsTellOf =
        "a program stack change during a swipe only the transition reports tell of goes out mid-gesture"

    /// A program pop made during a swipe the user then cancels is held for the swipe, goes
    /// out as it ends, and the kept screen is put back in a second frame at that same
    /// moment: the second path change comes while the first animates and rebuilds the
    /// screens (R5.5).
    case programPopHeldForACancelledSwipeShowsTwoPaths =
        "a program pop held for a cancelled swipe and the screen the swipe kept show one after the other at its end"

    /// The seeds of the 10,000 seeded sequences, played with transition reports, that
    /// reproduce these defects today: 1265 and 5702 the held pop and the kept screen, the
    /// others a program change during a swipe only the reports tell of.
    static let seedsOfTenThousand: Set<UInt64> = [
        281, 289, 362, 823, 878, 1025, 1056, 1148, 1203, 1246, 1264, 1265, 1266, 1377, 1606, 1675, 2050,
        2103, 2174, 2207, 2250, 2568, 2907, 2968, 3003, 3076, 3087, 3094, 3395, 3409, 3415, 3436, 3777, 3878,
        3916, 4015, 4103, 4243, 4300, 4304, 4796, 4835, 4870, 4957, 5208, 5269, 5470, 5492, 5577, 5702, 5775,
        5842, 5863, 5885, 6053, 6100, 6103, 6266, 6398, 6409, 6503, 6636, 6886, 6985, 7065, 7123, 7256, 7276,
        7293, 7505, 7657, 7754, 7775, 7895, 7943, 8010, 8177, 8188, 8280, 8494, 8495, 8832, 9063, 9110, 9467,
        9564, 9845, 9892, 9911, 9924,
    ]
    /// The seeds of the 1,000 sequences that replay deep links, played with transition
    /// reports, that reproduce them today: all a program change during a swipe only the
    /// reports tell of.
    static let seedsOfDeepLinkReplays: Set<UInt64> = [262, 281, 289, 362, 627, 823, 878]
    /// The seeds of the 2,000 sequences played without transition reports that reproduce
    /// them today: a tap while a program change waits out a link's push.
    static let seedsOfTwoThousandWithoutReports: Set<UInt64> = [1937]
}

extension XCTestCase {
    /// Checks one scenario's `problems`: with `known`, the scenario reproduces that
    /// defect and its problems are expected, and a run with none is the defect fixed, to
    /// take off; without it, any problem fails.
    func expect(
        problems: [String], known: KnownAdapterDefect?, report: String, file: StaticString = #filePath,
        line: UInt = #line
    ) {
        switch (known, problems.isEmpty) {
        case (nil, false): XCTFail(report, file: file, line: line)
        case (let known?, true):
            XCTFail("the scenario no longer reproduces \(known): take it off", file: file, line: line)
        case (let known?, false): print("the scenario reproduces a known adapter defect: \(known.rawValue)")
        case (nil, true): break
        }
    }

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
