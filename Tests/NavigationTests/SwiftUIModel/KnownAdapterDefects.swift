import XCTest

/// What the model of SwiftUI finds wrong with the adapter today, not fixed yet: each a
/// defect of the machine (`Sources/Navigation/Rendering`), with the problem only it makes.
///
/// A named scenario reproduces each one and reports its problems as known instead of
/// failing, and fails once it passes, so this list always says what the adapter gets
/// wrong now. A seeded sequence whose problems show a defect's signature counts as
/// reproducing it; any other failing sequence fails as usual.
enum KnownAdapterDefect: String, CaseIterable {
    /// A program push onto a layer whose presentation UIKit dropped (or has not shown
    /// yet when it is dropped) starts a stack motion (`StackMotion.shown`) that nothing
    /// ends: no coordinator reports for a stack that is not on screen, and
    /// `StackMotion.read` skips a motion whose stack the reading lacks. Every later
    /// presentation step waits for `stacks.motions` to empty: the screen never shows the
    /// state again, and the watchdog reads every 16 s forever.
    case pushOntoALayerUIKitDropped =
        "a push onto a layer UIKit dropped starts a stack motion no report or reading ends"

    /// A cancelled swipe back whose shorter path SwiftUI wrote at its start is lost when
    /// the coordinator's cancelled `ended` comes before SwiftUI writes the longer path
    /// back: `StackMotion.transitionEnded` clears the layer's motion and returns
    /// `.restore`, which `SceneMachine.run` hands to `pathWritten`, which takes the
    /// restore for a stale write because `areLeavingFromAUserPop` needs that motion; the
    /// longer path SwiftUI writes next is ignored for the same reason. The screen the user
    /// kept is popped from the state, and SwiftUI pops it from UIKit too. When the program
    /// had popped that screen already, the pop stands, but the machine never shows the
    /// screen back, so SwiftUI's pop of it is a transition the machine does not know of,
    /// and it presents or pushes during it.
    case cancelledSwipeReportedBeforeItsWriteIsLost =
        "a cancelled swipe back reported before its longer path is written back loses the screen"

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

    /// A cancelled swipe's last coordinator report ends the program push that followed
    /// it: when SwiftUI writes the longer path back before the coordinator's cancelled
    /// `ended` comes, the machine restores the screen and shows the program change that
    /// waited; that push's motion ends on the kept screen disappearing
    /// (`StackMotion.Motion.ends`), and the swipe's late `ended(appearing: false,
    /// cancelled: true)` of that same screen matches it, since an end is matched by screen
    /// and direction only. The push still animates; the machine presents or alerts over
    /// it, and asks again every second while it lasts.
    case cancelledSwipesLastReportEndsTheNextPush =
        "a cancelled swipe's late coordinator report ends the program push that followed it"

    /// Problems only this defect makes: a failing run with one of them reproduces it.
    var signatures: [String] {
        switch self {
        case .pushOntoALayerUIKitDropped: ["a layer UIKit does not show"]
        case .cancelledSwipeReportedBeforeItsWriteIsLost: ["the cancel is lost", SwiftUIModel.afterCancel]
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
