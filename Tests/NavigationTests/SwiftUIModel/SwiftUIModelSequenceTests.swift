import Foundation
import Navigation
import XCTest

/// Seeded random sequences of program actions, user gestures and platform faults, each
/// run by the model of SwiftUI and judged by its invariants once the screen settles.
@MainActor
final class SwiftUIModelSequenceTests: XCTestCase {
    /// Runs one seeded sequence of `steps` steps; returns the problems and the report.
    /// With `replaysDeepLinks`, some steps open the deep link to the stack on screen
    /// again: equal modules, new appearances. Without `reportsTransitions`, the platform's
    /// transition coordinator reports nothing (TC).
    static func run(
        seed: UInt64,
        steps: Int,
        adapter: (any ModelledAdapter)? = nil,
        replaysDeepLinks: Bool = false,
        reportsTransitions: Bool = true
    ) -> (problems: [String], report: String) {
        var random = SplitMix(state: seed)
        var faults = SwiftUIModel.Faults(
            lateDisappearance: 0...Double.random(in: 0...0.6, using: &random),
            doubledAppearance: Double.random(in: 0...0.2, using: &random),
            doubledWrite: Double.random(in: 0...0.2, using: &random),
            staleWrite: Double.random(in: 0...0.1, using: &random),
            droppedPresentation: Double.random(in: 0...0.1, using: &random))
        faults.reportsTransitions = reportsTransitions
        let adapter = adapter ?? makeModelledAdapter(root: ModelScreenModule(name: "root"), state: NavigationState())
        let model = SwiftUIModel(adapter: adapter, faults: faults, seed: random.next())
        model.settle()
        var made = 0
        func fresh(_ prefix: String) -> ModelScreenModule {
            made += 1
            return ModelScreenModule(name: "\(prefix)\(made)")
        }
        for _ in 0..<steps {
            switch Int.random(in: 0..<20, using: &random) {
            case 0, 1: model.programPush(fresh("push"))
            case 2: model.programPop()
            case 3: model.programPresent(fresh("sheet"), style: .sheet)
            case 4: model.programPresent(fresh("modal"), style: .modal)
            case 5:
                let outside = Bool.random(using: &random)
                model.programPresent(fresh("popup"), style: .popup(PopupOptions(dismissesOnTapOutside: outside)))
            case 6: model.programDismiss()
            case 7: model.programAlert("alert\(made)", buttons: Int.random(in: 1...2, using: &random))
            case 8, 9: model.tapLink(to: fresh("link"))
            case 10, 11: model.swipeBack(writes: SwiftUIModel.PopWrite.allCases.randomElement(using: &random)!)
            case 12: model.cancelledSwipeBack(writes: SwiftUIModel.CancelWrite.allCases.randomElement(using: &random)!)
            case 13: model.swipeDownSheet()
            case 14: model.tapAlertButton(Int.random(in: 0...1, using: &random))
            case 15: model.tapOutsidePopup()
            case 16:
                model.presentOwnSheet(dismissAfter: Double.random(in: 0.2...1.5, using: &random))
            case 17:
                model.background()
                model.advance(by: Double.random(in: 0...10, using: &random))
                model.foreground()
            case 18 where replaysDeepLinks:
                let stack = (model.navigation.state.stack(of: .root) ?? []).map { AnyModule($0.base) }
                model.programSetState("the deep link again", NavigationState(stack: stack))
            default: model.advance(by: Double.random(in: 0...1.5, using: &random))
            }
            if Bool.random(using: &random) { model.advance(by: Double.random(in: 0...0.8, using: &random)) }
        }
        model.foreground()
        model.settle()
        let problems = model.verify()
        return (problems, model.report(problems))
    }

    /// A problem without its times, names and ids, to count problems of one kind.
    static func kind(_ problem: String) -> String {
        let words = problem.split(separator: " ").filter { word in
            !word.contains(where: \.isNumber) && !word.contains("ModelScreenModule") && !word.hasPrefix("name:")
        }
        return words.joined(separator: " ")
    }

    func test_seededSequencesThatReplayDeepLinks_showEachNewAppearance() async {
        sweep(count: 1_000, replaysDeepLinks: true, known: KnownAdapterDefect.seedsOfDeepLinkReplays)
    }

    func test_tenThousandSeededSequences_settleToTheStateWithNothingLostOrDoubled() async {
        sweep(count: 10_000, reportsTransitions: true, known: KnownAdapterDefect.seedsOfTenThousand)
    }

    func test_twoThousandSeededSequencesWithoutTransitionReports_settleToTheStateWithNothingLostOrDoubled() async {
        sweep(count: 2_000, reportsTransitions: false, known: KnownAdapterDefect.seedsOfTwoThousandWithoutReports)
    }

    /// Runs seeds 1 through `count` (or only `SWIFTUI_MODEL_SEED`, whose report it
    /// prints) and checks the failing ones are exactly `known`.
    private func sweep(
        count: UInt64, reportsTransitions: Bool = true, replaysDeepLinks: Bool = false, known: Set<UInt64>,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        let environment = ProcessInfo.processInfo.environment
        let only = environment["SWIFTUI_MODEL_SEED"].flatMap(UInt64.init)
        let seeds: [UInt64] = only.map { [$0] } ?? Array(1...count)
        var failures: [(UInt64, String)] = []
        var kinds: [String: [UInt64]] = [:]
        for seed in seeds {
            let (problems, report) = Self.run(
                seed: seed, steps: 8, replaysDeepLinks: replaysDeepLinks, reportsTransitions: reportsTransitions)
            if !problems.isEmpty { failures.append((seed, report)) }
            if only != nil { print(report) }
            for problem in Set(problems.map(Self.kind)) { kinds[problem, default: []].append(seed) }
        }
        let summary = kinds.sorted { $0.value.count > $1.value.count }
            .map {
                "\($0.value.count)× \($0.key) (seeds \($0.value.prefix(5).map(String.init).joined(separator: ", ")))"
            }
        let reports = Dictionary(failures, uniquingKeysWith: { first, _ in first })
        expect(
            failingSeeds: failures.map(\.0), toBe: known.intersection(seeds),
            report: { seed in
                "\(failures.count) of \(seeds.count) sequences failed; by kind:\n\(summary.joined(separator: "\n"))\n"
                    + (reports[seed] ?? "")
            }, file: file, line: line)
    }
}
