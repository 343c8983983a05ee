import XCTest

/// What the model of SwiftUI finds wrong with the adapter today, not fixed yet: each a
/// defect of the machine (`Sources/Navigation/Rendering`), with the problem only it makes.
///
/// Two more it found are fixed on `issue39` and off the list: a push onto a layer UIKit
/// dropped waited forever (its stack motion had no stack to read), and a cancelled swipe
/// reported before SwiftUI wrote the longer path back lost the screen (the restore took
/// itself for a stale write). Their scenarios stay, as plain tests.
///
/// A named scenario reproduces each one and reports its problems as known instead of
/// failing, and fails once it passes, so this list always says what the adapter gets
/// wrong now. A seeded sequence whose problems show a defect's signature counts as
/// reproducing it; any other failing sequence fails as usual.
enum KnownAdapterDefect: String, CaseIterable {
    /// A layer under a full-screen cover reports `viewDidDisappear` when the cover is up,
    /// and leaves `PresentationSteps.mounted`. When the cover goes, UIKit's
    /// `viewDidDisappear` of the cover may come before the uncovered layer's
    /// `viewDidAppear`: the step ends, and a next step that dismisses the uncovered layer
    /// awaits nothing (`ids ∩ mounted` is empty) and keeps nothing leaving. Its content is
    /// cleared while UIKit slides it away (R7.5), and the step after it (an alert, a
    /// presentation) is asked for during that dismissal.
    case uncoveredLayerDismissedAsIfGone =
        "a layer uncovered by a cover's dismissal, dismissed before its viewDidAppear, is taken as gone at once"

    /// A reading that lets a stack motion end starts the next presentation step and is
    /// then used to judge that step: `SceneMachine.read` runs `stacks.read` through `run`,
    /// whose `synchronize` may `advance` and begin a dismissal, and only then asks
    /// `steps.decide(reading)` — with a reading taken before that dismissal was asked. The
    /// layers it dismisses read `still`, so they are shown again at once (`reshowLayer`).
    /// When a covered layer of the chain had left `mounted`, it is not awaited and not
    /// shown again, and the layers above it come back presented from the layer below it:
    /// one frame changes a shown item into another (R2.1), and UIKit presents them again
    /// one over the other while the dismissal still runs.
    case stepJudgedByTheReadingThatBeganIt =
        "a reading that begins a dismissal step is taken as UIKit ignoring that dismissal"

    /// What UIKit keeps dropping is asked for again every second, forever, with no
    /// backoff and no `stalled` report: a reading that retracts a dropped layer or alert
    /// counts as progress (`SceneMachine.read` sets `progressed`), which resets the
    /// watchdog to `firstRead` and the count of fruitless readings, so the backoff the
    /// machine promises never grows and `Report.stalled` never goes out. A presenter UIKit
    /// refuses for two minutes gets 120 presentations and 240 readings.
    case droppedPresentationAskedAgainWithoutBackoff =
        "what UIKit keeps dropping is asked for again every second, with no backoff and no stalled report"

    /// A cancelled swipe's last coordinator report ends the program push or pop that
    /// followed it: once the swipe's first report (or SwiftUI's write of the longer path)
    /// let the machine show the program change that waited, that change's motion ends on
    /// the screens of the swipe (`StackMotion.Motion.ends`: the kept screen disappearing,
    /// or the revealed one appearing), and the swipe's late `ended(…, cancelled: true)` of
    /// one of them matches it, since an end is matched by screen and direction only, and a
    /// program motion is ended by a cancelled report too. The push or pop still animates;
    /// the machine presents or alerts over it, and asks again every second while it lasts.
    case cancelledSwipesLastReportEndsTheNextPush =
        "a cancelled swipe's late coordinator report ends the program push that followed it"

    /// Problems only this defect makes: a failing run with one of them reproduces it.
    var signatures: [String] {
        switch self {
        case .uncoveredLayerDismissedAsIfGone: ["renders nothing (R7.5)"]
        case .stepJudgedByTheReadingThatBeganIt: ["in one frame (R2.1)"]
        case .droppedPresentationAskedAgainWithoutBackoff: ["asked for again without backoff"]
        case .cancelledSwipesLastReportEndsTheNextPush: [SwiftUIModel.beforeCancelReport]
        }
    }

    /// The defect `problems` show, if any.
    static func shown(by problems: [String]) -> KnownAdapterDefect? {
        allCases.first { defect in
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
            print("the scenario reproduces a known adapter defect: \(known.rawValue)")
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
                "\(seeds.count) of \(count) sequences reproduce a known adapter defect: \(defect.rawValue) "
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
