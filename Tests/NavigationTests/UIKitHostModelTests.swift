import Foundation
import Navigation
import Testing

// A model-based randomized test of the UIKit host's logic: random operations, deep
// links, restorations, tab switches and gestures, with random completion delays and
// late callbacks, played on a simulated UIKit that enforces its rules
// (`UIKitHostSimulation`).

private struct Screen: Module {
    let number: Int
    func build(container: Container) -> some View { EmptyView() }
}

private func randomScreen(_ random: inout SplitMix) -> AnyModule {
    AnyModule(Screen(number: Int.random(in: 0..<5, using: &random)))
}

private func randomStyle(_ random: inout SplitMix) -> PresentationStyle {
    [.modal, .sheet, .popup, .sheet(SheetOptions(detents: [.medium], allowsInteractiveDismiss: false))]
        .randomElement(using: &random)!
}

/// Counts the runs of each alert's actions: an answer runs at most once.
@MainActor
private final class AnswerLog {
    var runs: [NavigationAlert.ID: Int] = [:]

    func alert(_ random: inout SplitMix) -> NavigationAlert {
        var alert = NavigationAlert(title: "Alert \(Int.random(in: 0..<3, using: &random))")
        let id = alert.id
        alert.buttons = [
            NavigationAlert.Button("Yes") { [unowned self] in self.runs[id, default: 0] += 1 },
            NavigationAlert.Button("No", role: .cancel) { [unowned self] in self.runs[id, default: 0] += 1 },
        ]
        return alert
    }
}

@MainActor
private func randomOperation(_ random: inout SplitMix, state: NavigationState, answers: AnswerLog)
    -> NavigationOperation
{
    switch Int.random(in: 0..<100, using: &random) {
    case 0..<22: return .push(randomScreen(&random))
    case 22..<32: return .pop
    case 32..<35: return .popToRoot
    case 35..<41: return .setStack((0..<Int.random(in: 0...3, using: &random)).map { _ in randomScreen(&random) })
    case 41..<59: return .present(randomScreen(&random), style: randomStyle(&random))
    case 59..<68: return .dismiss
    case 68..<71: return .dismissAll
    case 71..<75:
        let layer = state.presentations.randomElement(using: &random)?.layerID ?? .root
        return .dismiss(.layer(layer))
    case 75..<77: return .setTabs([randomScreen(&random), randomScreen(&random)], selectedIndex: 0)
    case 77..<80: return .selectTab(state.tabs.randomElement(using: &random)?.module ?? randomScreen(&random))
    case 80..<90: return .showAlert(answers.alert(&random))
    case 90..<93: return .replaceAlert(answers.alert(&random))
    default: return .dismissAlert
    }
}

/// A deep link: dismiss everything, reset the stack, then present up to three layers.
@MainActor
private func randomDeepLink(_ random: inout SplitMix, answers: AnswerLog) -> NavigationTransaction {
    var operations: [NavigationOperation] = [.dismissAll, .popToRoot, .push(randomScreen(&random))]
    for _ in 0..<Int.random(in: 0...3, using: &random) {
        operations.append(.present(randomScreen(&random), style: randomStyle(&random)))
        if Bool.random(using: &random) { operations.append(.push(randomScreen(&random))) }
    }
    if Bool.random(using: &random) { operations.append(.showAlert(answers.alert(&random))) }
    return NavigationTransaction(operations)
}

/// A restored state: a stack, up to three layers with stacks, maybe an alert.
@MainActor
private func randomRestoredState(_ random: inout SplitMix, answers: AnswerLog) -> NavigationState {
    let layers = (0..<Int.random(in: 0...3, using: &random)).map { _ in
        Presentation(
            style: randomStyle(&random), module: randomScreen(&random),
            stack: (0..<Int.random(in: 0...2, using: &random)).map { _ in randomScreen(&random) })
    }
    let alerts = Bool.random(using: &random) ? [answers.alert(&random)] : []
    return NavigationState(stack: [randomScreen(&random)], presentations: layers, alerts: alerts)
}

@Suite @MainActor struct UIKitHostModelTests {
    @Test func randomSequences_alwaysEndWithUIKitShowingTheNavigationState() async {
        let seed =
            ProcessInfo.processInfo.environment["NAVIGATION_TEST_SEED"].flatMap(UInt64.init)
            ?? UInt64.random(in: 0...UInt64.max)
        var random = SplitMix(state: seed)
        for sequence in 0..<10_000 {
            let sequenceSeed = random.next()
            let failure = run(seed: sequenceSeed)
            if let failure {
                Issue.record("sequence \(sequence) (seed \(seed), sequence seed \(sequenceSeed)): \(failure)")
                return
            }
        }
    }

    /// Plays one random sequence; returns what went wrong, if anything.
    private func run(seed: UInt64) -> String? {
        var random = SplitMix(state: seed)
        let answers = AnswerLog()
        let navigation = NavigationService()
        let simulation = UIKitHostSimulation(
            root: AnyModule(Screen(number: 100)), navigation: navigation, seed: random.next())
        for _ in 0..<Int.random(in: 1...25, using: &random) {
            switch Int.random(in: 0..<100, using: &random) {
            case 0..<8: navigation.apply(randomDeepLink(&random, answers: answers))
            case 8..<12: navigation.state = randomRestoredState(&random, answers: answers)
            case 12..<30: simulation.userActs()
            default: navigation.apply(randomOperation(&random, state: navigation.state, answers: answers))
            }
            simulation.advance(by: Double.random(in: 0...0.6, using: &random))
        }
        simulation.settle()
        let expected = UIKitHierarchy(showing: navigation.state, root: simulation.session.root)
        let log = simulation.log.suffix(12).joined(separator: "\n")
        if let violation = simulation.violations.first { return "\(violation)\n\(log)" }
        if simulation.hierarchy != expected {
            return "UIKit shows \(simulation.hierarchy), the state says \(expected)\n\(log)"
        }
        if !simulation.session.planner.isSettled { return "the planner did not settle\n\(log)" }
        if let twice = answers.runs.first(where: { $0.value > 1 }) {
            return "an alert's action ran \(twice.value) times"
        }
        return nil
    }
}
