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

private func tabPage(_ number: Int) -> AnyModule {
    AnyModule(Page(number: 100 + number))
}

/// A change of the root layer's shape or selection: tabs set, replaced or selected, a
/// split view set, selected in, or collapsed by the program.
@MainActor
private func randomRootOperation(_ random: inout SplitMix, state: NavigationState) -> NavigationOperation {
    switch Int.random(in: 0..<100, using: &random) {
    case 0..<20:
        let tabs = (0..<4).shuffled(using: &random).prefix(Int.random(in: 1...3, using: &random)).map(tabPage)
        return .setTabs(tabs, selectedIndex: Int.random(in: 0..<tabs.count, using: &random))
    case 20..<50:
        return .selectTab(tabPage(Int.random(in: 0..<4, using: &random)))
    case 50..<60:
        return .setSplitView(
            sidebar: AnyModule(Page(number: 200)), style: Bool.random(using: &random) ? .twoColumns : .threeColumns)
    case 60..<75: return .selectInSidebar(Bool.random(using: &random) ? randomPage(&random) : nil)
    case 75..<90: return .selectInContent(Bool.random(using: &random) ? randomPage(&random) : nil)
    case 90..<95: return .setSplitViewCollapsed(Bool.random(using: &random))
    default: return .setTabs([])
    }
}

/// A starting state: a plain stack, a tab bar, or a split view.
@MainActor
private func randomStartingState(_ random: inout SplitMix) -> NavigationState {
    var state = NavigationState()
    switch Int.random(in: 0..<3, using: &random) {
    case 0: break
    case 1: state.apply(.setTabs((0..<3).map(tabPage), selectedIndex: Int.random(in: 0..<3, using: &random)))
    default:
        let style: SplitView.Style = Bool.random(using: &random) ? .twoColumns : .threeColumns
        state.apply(.setSplitView(sidebar: AnyModule(Page(number: 200)), style: style))
        state.apply(.selectInSidebar(randomPage(&random)))
    }
    return state
}

/// A deep link: dismiss everything, reset the stack, then present up to three layers.
@MainActor
private func randomDeepLink(_ random: inout SplitMix) -> NavigationTransaction {
    var operations: [NavigationOperation] = [.dismissAll]
    if Bool.random(using: &random) { operations.append(.selectTab(tabPage(Int.random(in: 0..<4, using: &random)))) }
    operations += [.popToRoot, .push(randomPage(&random))]
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
    var state = randomStartingState(&random)
    state.apply(.push(randomPage(&random)))
    for layer in layers {
        state.apply(.present(layer.module, style: layer.style))
        state.apply(.setStack(layer.stack))
    }
    for alert in alerts {
        state.apply(.showAlert(alert))
    }
    return state
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
                coversHideThePresenter: Bool.random(using: &local),
                dropsFirstPresentation: Int.random(in: 0..<4, using: &local) == 0 ? 0.3 : 0
            )
            let session = ScreenSession(
                root: AnyModule(Page(number: -1)), container: DependencyContainer(),
                navigation: NavigationService(state: randomStartingState(&local)),
                // The values the adapter ships, for each side of iOS 18.
                configuration: .standard(beforeiOS18: Bool.random(using: &local)))
            let screen = ScreenSimulation(session: session, timing: timing, seed: local.next())
            screen.changeSizeClass(compact: Int.random(in: 0..<3, using: &local) == 0)
            var log: [String] = []
            for _ in 0..<Int.random(in: 4...16, using: &local) {
                screen.advance(by: [0, 0.05, 0.3, 0.7, 1.5].randomElement(using: &local)!)
                let copies = Int.random(in: 0..<4, using: &local) == 0 ? 2 : 1
                let stale: Double? = Int.random(in: 0..<4, using: &local) == 0 ? 1.2 : nil
                switch Int.random(in: 0..<130, using: &local) {
                case 100..<112:
                    let operation = randomRootOperation(&local, state: screen.navigation.state)
                    log.append("\(operation)")
                    screen.apply(operation)
                case 112..<120:
                    let index = Int.random(in: 0..<3, using: &local)
                    if screen.tapTab(at: index, copies: copies, staleAfter: stale) { log.append("tap tab \(index)") }
                case 120..<126:
                    let inContent = Bool.random(using: &local)
                    let module = randomPage(&local)
                    if screen.select(module, inContent: inContent, copies: copies, staleAfter: stale) {
                        log.append("select \(module) in \(inContent ? "content" : "sidebar")")
                    }
                case 126..<128:
                    let columnFirst = Bool.random(using: &local)
                    if screen.backInCollapsedSplitView(copies: copies, staleAfter: stale, columnFirst: columnFirst) {
                        log.append("back in collapsed split view")
                    }
                case 128..<130:
                    let compact = Bool.random(using: &local)
                    log.append("size class \(compact ? "compact" : "regular")")
                    screen.changeSizeClass(compact: compact)
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
                case 68..<77:
                    if screen.swipeBack(copies: copies, staleAfter: stale) { log.append("swipe back") }
                case 77..<80:
                    if screen.cancelledSwipeBack() { log.append("cancelled swipe back") }
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
