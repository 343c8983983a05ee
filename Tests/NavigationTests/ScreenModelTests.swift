import Foundation
import Navigation
import Testing

// A model-based randomized test of the SwiftUI adapter's logic: random operations, deep
// links, restorations and gestures, with random report timings and faults, played on a
// simulated screen that enforces UIKit's presentation rules (`ScreenSimulation`).

private struct Page: Module {
    let number: Int
    func build(container: Container) -> some View { EmptyView() }
}

private func randomPage(_ random: inout SplitMix) -> AnyModule {
    AnyModule(Page(number: Int.random(in: 0..<5, using: &random)))
}

private func randomStyle(_ random: inout SplitMix) -> PresentationStyle {
    [.modal, .sheet, .popup, .sheet(SheetOptions(detents: [.medium], allowsInteractiveDismiss: false))]
        .randomElement(using: &random)!
}

@MainActor
private func randomAlert(_ random: inout SplitMix) -> NavigationAlert {
    AlertActionLog.alert(title: "Alert \(Int.random(in: 0..<3, using: &random))")
}

@MainActor
private func randomOperation(_ random: inout SplitMix, state: NavigationState) -> NavigationOperation {
    switch Int.random(in: 0..<100, using: &random) {
    case 0..<22: return .push(randomPage(&random))
    case 22..<34: return .pop
    case 34..<38: return .popToRoot
    case 38..<44: return .setStack((0..<Int.random(in: 0...3, using: &random)).map { _ in randomPage(&random) })
    case 44..<62: return .present(randomPage(&random), style: randomStyle(&random))
    case 62..<72: return .dismiss
    case 72..<76: return .dismissAll
    case 76..<80:
        let layer = state.presentations.randomElement(using: &random)?.layerID ?? .root
        return .dismiss(.layer(layer))
    case 80..<90: return .showAlert(randomAlert(&random))
    case 90..<93: return .replaceAlert(randomAlert(&random))
    default: return .dismissAlert
    }
}

/// A deep link: dismiss everything, reset the stack, then present up to three layers.
@MainActor
private func randomDeepLink(_ random: inout SplitMix) -> NavigationTransaction {
    var operations: [NavigationOperation] = [.dismissAll, .popToRoot, .push(randomPage(&random))]
    for _ in 0..<Int.random(in: 0...3, using: &random) {
        operations.append(.present(randomPage(&random), style: randomStyle(&random)))
        if Bool.random(using: &random) { operations.append(.push(randomPage(&random))) }
    }
    if Bool.random(using: &random) { operations.append(.showAlert(randomAlert(&random))) }
    return NavigationTransaction(operations)
}

/// A restored state: a stack, up to three layers with stacks, maybe an alert.
@MainActor
private func randomRestoredState(_ random: inout SplitMix) -> NavigationState {
    let layers = (0..<Int.random(in: 0...3, using: &random)).map { _ in
        Presentation(
            style: randomStyle(&random), module: randomPage(&random),
            stack: (0..<Int.random(in: 0...2, using: &random)).map { _ in randomPage(&random) })
    }
    let alerts = Bool.random(using: &random) ? [randomAlert(&random)] : []
    return NavigationState(stack: [randomPage(&random)], presentations: layers, alerts: alerts)
}

@Suite @MainActor struct ScreenModelTests {
    @Test func randomSequences_alwaysEndWithTheScreenShowingTheNavigationState() async {
        let seed =
            ProcessInfo.processInfo.environment["NAVIGATION_TEST_SEED"].flatMap(UInt64.init)
            ?? UInt64.random(in: 0...UInt64.max)
        var random = SplitMix(state: seed)
        for sequence in 0..<10_000 {
            let sequenceSeed = random.next()
            var local = SplitMix(state: sequenceSeed)
            let timing = ScreenSimulation.Timing(
                transition: 0.25...0.6,
                appearsAtOnce: Bool.random(using: &local),
                disappearsLate: 0...(Bool.random(using: &local) ? 0.8 : 0),
                repeatedAppearance: Bool.random(using: &local) ? 0.3 : 0,
                coversHideThePresenter: Bool.random(using: &local)
            )
            let session = ScreenSession(
                root: AnyModule(Page(number: -1)), container: DependencyContainer(), navigation: NavigationService(),
                configuration: ScreenConfiguration(settleTime: .milliseconds(650), reportTimeout: .seconds(2)))
            let screen = ScreenSimulation(session: session, timing: timing, seed: local.next())
            var log: [String] = []
            for _ in 0..<Int.random(in: 4...16, using: &local) {
                screen.advance(by: [0, 0.05, 0.3, 0.7, 1.5].randomElement(using: &local)!)
                let copies = Int.random(in: 0..<4, using: &local) == 0 ? 2 : 1
                let stale: Double? = Int.random(in: 0..<4, using: &local) == 0 ? 1.2 : nil
                switch Int.random(in: 0..<100, using: &local) {
                case 0..<55:
                    let operation = randomOperation(&local, state: screen.navigation.state)
                    log.append("\(operation)")
                    screen.apply(operation)
                case 55..<63:
                    let link = randomDeepLink(&local)
                    log.append("deep link \(link)")
                    screen.apply(link)
                case 63..<68:
                    let state = randomRestoredState(&local)
                    log.append("restore")
                    screen.restore(state)
                case 68..<80:
                    if screen.swipeBack(copies: copies, staleAfter: stale) { log.append("swipe back") }
                case 80..<90:
                    if screen.swipeDown(copies: copies, staleAfter: stale) { log.append("swipe down") }
                default:
                    let writeFirst = Bool.random(using: &local)
                    if screen.tapAlertButton(copies: copies, staleAfter: stale, writeFirst: writeFirst) {
                        log.append(writeFirst ? "alert tap, binding first" : "alert tap")
                    }
                }
            }
            screen.settle()
            var problems = screen.violations
            if !screen.shows(session.navigation.state) {
                problems.append("the screen does not show the navigation state \(session.navigation.state)")
            }
            if session.synchronizer.phase != .idle { problems.append("still \(session.synchronizer.phase)") }
            if !problems.isEmpty {
                Issue.record(
                    "seed \(seed) (rerun with NAVIGATION_TEST_SEED=\(seed)), sequence \(sequence): \(problems)\n\(log)\n\(screen.trace)"
                )
                return
            }
        }
    }
}
