import Navigation
import NavigationTesting

/// Push + pop on a service whose root stack holds 100,000 modules, with one module
/// awaiting a result under them, beside the same on a service that awaits nothing.
///
/// A pending await used to make every change scan the modules on screen to find the
/// awaited ones it removed (about 5 ms a step at this depth); a change now settles only
/// what it removed, so the two figures should stay within 2x of each other.
@MainActor
func pendingAwaitFigures(_ budget: Budget) async -> [Figure] {
    let depth = 100_000
    let stack = (0..<depth).map { AnyModule(Small(value: $0)) }
    let plain = NavigationService(state: NavigationState(stack: stack))
    let awaiting = NavigationService(state: NavigationState(stack: stack))
    let waiter = Task { @MainActor in await awaiting.push(Small(value: -1), expecting: Int.self) }
    while awaiting.state.stack.count == depth { await Task.yield() }

    let baseline = measure(budget, iterations: 1_000_000) { count in
        for index in 0..<count {
            plain.push(Small(value: index))
            plain.pop()
        }
    }
    let pending = measure(budget, iterations: 1_000_000) { count in
        for index in 0..<count {
            awaiting.push(Small(value: index))
            awaiting.pop()
        }
    }
    // The awaited module is on top again: finishing it ends the waiting task.
    awaiting.finish(returning: 0)
    blackHole(await waiter.value)
    return [
        Figure(
            name: "push + pop, one pending await, 100,000 modules",
            nsPerOp: pending,
            baseline: "push + pop, no await, 100,000 modules",
            baselineNsPerOp: baseline,
            target: "<= 2"
        )
    ]
}

/// An awaited push finished at once (`push(_:expecting:)`, then `finish(returning:)`) at
/// depth 10,000 beside depth 10, through the service and through the mock: an awaiting
/// call costs what it shows, not the screen (the mock used to look the shown module up
/// among every module on screen).
@MainActor
func awaitedCallFigures(_ budget: Budget) async -> [Figure] {
    func perCall(_ navigation: any NavigationServiceType) async -> Double {
        let count = budget.iterations(20_000)
        var samples: [Double] = []
        for _ in 0...budget.samples {
            let start = now()
            for index in 0..<count {
                let depth = navigation.state.stack.count
                let task = Task { @MainActor in await navigation.push(Small(value: index), expecting: Int.self) }
                while navigation.state.stack.count == depth { await Task.yield() }
                navigation.finish(returning: index)
                blackHole(await task.value)
            }
            samples.append(Double(now() - start) / Double(count))
        }
        return median(Array(samples.dropFirst()))
    }
    func stack(_ depth: Int) -> NavigationState {
        NavigationState(stack: (0..<depth).map { AnyModule(Small(value: $0)) })
    }
    var figures: [Figure] = []
    for name in ["NavigationService", "MockNavigationService"] {
        func make(_ state: NavigationState) -> any NavigationServiceType {
            name == "NavigationService" ? NavigationService(state: state) : MockNavigationService(state: state)
        }
        let shallow = await perCall(make(stack(10)))
        let deep = await perCall(make(stack(10_000)))
        figures.append(
            Figure(
                name: "\(name): awaited push, then finish, depth 10,000", nsPerOp: deep,
                baseline: "the same at depth 10", baselineNsPerOp: shallow, target: "<= 2"))
    }
    return figures
}
