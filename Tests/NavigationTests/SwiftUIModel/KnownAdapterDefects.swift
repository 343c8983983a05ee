import XCTest

/// What the model of SwiftUI finds wrong with the adapter today, not fixed yet: each a
/// defect of the machine (`Sources/Navigation/Rendering`), with the problem only it makes.
/// None is open now.
///
/// Six it found are fixed on `issue39` and off the list, their scenarios kept as plain
/// tests: a push onto a layer UIKit dropped waited forever; a cancelled swipe reported
/// before SwiftUI wrote the longer path back lost the screen; a layer uncovered by a
/// cover's dismissal was dismissed as if gone; a reading that began a step was used to
/// judge that step; what UIKit kept dropping was asked for again every second; and a
/// cancelled swipe's late report ended the program push that followed it.
///
/// A named scenario reproduces each open one and reports its problems as known instead
/// of failing, and fails once it passes, so this list always says what the adapter gets
/// wrong now. A seeded sequence whose problems show a defect's signature counts as
/// reproducing it; any other failing sequence fails as usual.
struct KnownAdapterDefect: Hashable, CustomStringConvertible {
    /// What goes wrong, in a line.
    let description: String
    /// Problems only this defect makes: a failing run with one of them reproduces it.
    let signatures: [String]

    /// The defects open now.
    static let all: [KnownAdapterDefect] = []

    /// The defect `problems` show, if any.
    static func shown(by problems: [String]) -> KnownAdapterDefect? {
        all.first { defect in
            problems.contains { problem in defect.signatures.contains { problem.contains($0) } }
        }
    }
}

extension XCTestCase {
    /// Checks one scenario's `problems`: with `known`, the scenario reproduces that
    /// defect and its problems are expected (they must show its signature), and a run with
    /// none is the defect fixed, to take off; without it, any problem fails.
    func expect(
        problems: [String], known: KnownAdapterDefect?, report: String, file: StaticString = #filePath,
        line: UInt = #line
    ) {
        switch (known, problems.isEmpty) {
        case (nil, false): XCTFail(report, file: file, line: line)
        case (let known?, true):
            XCTFail("the scenario no longer reproduces \(known): take it off", file: file, line: line)
        case (let known?, false):
            guard KnownAdapterDefect.shown(by: problems) == known else {
                XCTFail("the scenario fails otherwise than by \(known):\n\(report)", file: file, line: line)
                return
            }
            print("the scenario reproduces a known adapter defect: \(known)")
        case (nil, true): break
        }
    }

    /// Checks a sweep's failing seeds: each must show a known defect's signature; one
    /// that shows none is a new problem. Prints how many each defect accounts for.
    func expect(
        failures: [(seed: UInt64, problems: [String])], of count: Int, report: (UInt64) -> String,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        var known: [KnownAdapterDefect: [UInt64]] = [:]
        var unknown: [UInt64] = []
        for failure in failures {
            if let defect = KnownAdapterDefect.shown(by: failure.problems) {
                known[defect, default: []].append(failure.seed)
            } else {
                unknown.append(failure.seed)
            }
        }
        for (defect, seeds) in known.sorted(by: { $0.value.count > $1.value.count }) {
            print(
                "\(seeds.count) of \(count) sequences reproduce a known adapter defect: \(defect) "
                    + "(seeds \(seeds.prefix(8).map(String.init).joined(separator: ", ")))")
        }
        if let first = unknown.first {
            XCTFail(
                "\(unknown.count) of \(count) sequences failed that reproduce no known defect, seeds "
                    + "\(unknown.prefix(20)); rerun one with SWIFTUI_MODEL_SEED=\(first):\n\(report(first))",
                file: file, line: line)
        }
    }
}
