import Foundation
import Navigation

/// A small module that restoration can save.
struct SavedSmall: RestorableModule, Codable {
    static let restorationName = "small"
    let value: Int
    func build(container: Container) -> some View { EmptyView() }
}

/// The figures that show a cost growing with what an operation or an input holds, each
/// at a large size beside the same figure at a small size, measured in the same run: a
/// ratio near 1 is a cost flat in the size.
@MainActor
func reliabilityFigures(_ budget: Budget) -> [Figure] {
    journalListenerFigures(budget) + [journalRecordFigure(budget)] + restorationFigures(budget)
        + [deepLinkRouterFigure(budget)]
}

/// Recording into a full journal that keeps 100,000 entries, beside one that keeps 100.
@MainActor
private func journalRecordFigure(_ budget: Budget) -> Figure {
    var entry: NavigationJournalEntry?
    let navigation = NavigationService()
    navigation.addJournalListener { entry = $0 }
    navigation.push(Small(value: 0))
    let recorded = entry!
    func record(capacity: Int) -> Double {
        var journal = NavigationJournal(capacity: capacity)
        for _ in 0..<capacity { journal.record(recorded) }
        return measure(budget, iterations: 200_000) { count in
            for _ in 0..<count { journal.record(recorded) }
        }
    }
    let small = record(capacity: 100)
    let large = record(capacity: 100_000)
    return Figure(
        name: "record into a full journal of 100,000", nsPerOp: large,
        baseline: "the same, a journal of 100", baselineNsPerOp: small, target: "<= 2")
}

/// A push and a pop with one journal listener that does nothing, at depth 10 and 40,000.
@MainActor
private func journalListenerFigures(_ budget: Budget) -> [Figure] {
    func pushAndPop(depth: Int, listening: Bool, iterations: Int) -> Double {
        let navigation = NavigationService(
            state: NavigationState(stack: (0..<depth).map { AnyModule(Small(value: $0)) }))
        if listening { navigation.addJournalListener { blackHole($0) } }
        return measure(budget, iterations: iterations) { count in
            for index in 0..<count {
                navigation.push(Small(value: index))
                navigation.pop()
            }
        }
    }
    let shallow = pushAndPop(depth: 10, listening: true, iterations: 200_000)
    let deep = pushAndPop(depth: 40_000, listening: true, iterations: 200_000)
    let deepSilent = pushAndPop(depth: 40_000, listening: false, iterations: 200_000)
    return [
        Figure(
            name: "push + pop, one journal listener, depth 40,000", nsPerOp: deep,
            baseline: "the same at depth 10", baselineNsPerOp: shallow, target: "<= 2"),
        Figure(
            name: "push + pop, one journal listener, depth 40,000", nsPerOp: deep,
            baseline: "no listener, depth 40,000", baselineNsPerOp: deepSilent, target: "<= 10"),
    ]
}

/// Restoring, per module, a stack of 10,000 beside one of 100; per layer, 100 layers
/// beside 10; per tab, 100 tabs beside 10; and refusing a 10 MB blob beside decoding a
/// small one.
private func restorationFigures(_ budget: Budget) -> [Figure] {
    let coder = try! NavigationStateCoder(modules: [SavedSmall.self])
    func perItem(_ state: NavigationState, items: Int, iterations: Int) -> Double {
        let data = try! coder.encode(state)
        return measure(budget, iterations: iterations) { count in
            for _ in 0..<count { blackHole(coder.decode(data)) }
        } / Double(items)
    }
    func stack(_ depth: Int) -> NavigationState {
        NavigationState(stack: (0..<depth).map { AnyModule(SavedSmall(value: $0)) })
    }
    func layers(_ count: Int) -> NavigationState {
        var state = NavigationState()
        for index in 0..<count { state.apply(.present(modal: SavedSmall(value: index))) }
        return state
    }
    func tabs(_ count: Int) -> NavigationState {
        var state = NavigationState(tabs: (0..<count).map { AnyModule(SavedSmall(value: $0)) })
        state.apply(.push(SavedSmall(value: 0)))
        return state
    }
    let smallStack = perItem(stack(100), items: 100, iterations: 2_000)
    let largeStack = perItem(stack(10_000), items: 10_000, iterations: 20)
    let fewLayers = perItem(layers(10), items: 10, iterations: 2_000)
    let manyLayers = perItem(layers(100), items: 100, iterations: 200)
    let fewTabs = perItem(tabs(10), items: 10, iterations: 2_000)
    let manyTabs = perItem(tabs(100), items: 100, iterations: 200)
    let forged = Data(repeating: UInt8(ascii: "["), count: 10 * 1_024 * 1_024)
    let refusal = measure(budget, iterations: 20_000) { count in
        for _ in 0..<count { blackHole(coder.decode(forged)) }
    }
    let smallData = try! coder.encode(stack(1))
    let smallRestore = measure(budget, iterations: 20_000) { count in
        for _ in 0..<count { blackHole(coder.decode(smallData)) }
    }
    return [
        Figure(
            name: "restore a stack of 10,000, per module", nsPerOp: largeStack,
            baseline: "a stack of 100, per module", baselineNsPerOp: smallStack, target: "<= 2"),
        Figure(
            name: "restore 100 layers, per layer", nsPerOp: manyLayers,
            baseline: "10 layers, per layer", baselineNsPerOp: fewLayers, target: "<= 2"),
        Figure(
            name: "restore 100 tabs, per tab", nsPerOp: manyTabs,
            baseline: "10 tabs, per tab", baselineNsPerOp: fewTabs, target: "<= 2"),
        Figure(
            name: "refuse a forged 10 MB blob", nsPerOp: refusal,
            baseline: "restore a stack of 1", baselineNsPerOp: smallRestore, target: "<= 1"),
    ]
}

/// Making a router, per route, from 2,000 routes beside 200.
private func deepLinkRouterFigure(_ budget: Budget) -> Figure {
    func routes(_ count: Int) -> [DeepLinkRoute] {
        (0..<count).map { index in
            // Half literal-first, half parameter-first, so that precedence has work to do.
            let pattern = index.isMultiple(of: 2) ? "items\(index)/:id" : ":kind/items\(index)"
            return DeepLinkRoute(pattern) { _ in [.push(Small(value: index))] }
        }
    }
    func perRoute(_ count: Int, iterations: Int) -> Double {
        let declared = routes(count)
        return measure(budget, iterations: iterations) { repeats in
            for _ in 0..<repeats { blackHole(try! DeepLinkRouter(scheme: "bench", routes: declared)) }
        } / Double(count)
    }
    return Figure(
        name: "DeepLinkRouter.init, 2,000 routes, per route", nsPerOp: perRoute(2_000, iterations: 200),
        baseline: "200 routes, per route", baselineNsPerOp: perRoute(200, iterations: 2_000), target: "<= 2")
}
