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

    /// The seeds of the 10,000 seeded sequences, played with transition reports, that
    /// reproduce these defects today: none.
    static let seedsOfTenThousand: Set<UInt64> = []
    /// The seeds of the 1,000 sequences that replay deep links, played with transition
    /// reports, that reproduce them today: none.
    static let seedsOfDeepLinkReplays: Set<UInt64> = []
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
