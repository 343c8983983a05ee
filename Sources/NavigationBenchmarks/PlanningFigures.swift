import Navigation

/// The SwiftUI adapter's planning of one push and one pop, each with the transition
/// coordinator's report of its end, over a root stack of `depth` modules: what one change costs the
/// scene's state machine, without the navigation state's own operations.
func planningPushAndPop(_ budget: Budget, depth: Int) -> Double {
    var base = NavigationState()
    for index in 0..<depth { base.apply(.push(Small(value: index))) }
    var pushed = base
    pushed.apply(.push(Small(value: depth)))
    var machine = SceneMachine(root: AnyModule(Small(value: -1)).id, target: base, configuration: .standard)
    _ = machine.handle(.rootAppeared)
    let stack = StackID(layer: .root, pane: .main)
    guard let top = pushed.stack.last?.id else { preconditionFailure("nothing pushed") }
    // The push ends when the pushed screen's transition does; the pop when the popped one's.
    let changes = [(pushed, true), (base, false)]
    var sink = 0
    let perChange = measure(budget, iterations: 100_000) { count in
        for _ in 0..<count {
            for (target, appearing) in changes {
                sink &+= machine.handle(.navigationChanged(target)).count
                let ended = ScreenTransition.ended(appearing: appearing, cancelled: false)
                sink &+= machine.handle(.screenTransition(top, ended, on: stack, in: target)).count
            }
        }
    }
    precondition(
        sink > 0 && machine.unexpectedEvents == 0 && machine.animatingLayers.isEmpty, "the machine planned nothing")
    return perChange / 2
}

func planningFigures(_ budget: Budget) -> [Figure] {
    let shallow = planningPushAndPop(budget, depth: 10)
    let deep = planningPushAndPop(budget, depth: 10_000)
    let baseline = "the same over a stack of 10"
    // One figure: the deep stack beside the shallow one. A shallow figure beside itself
    // would read 1 whatever the cost, and could never miss its target.
    return [
        Figure(
            name: "SwiftUI adapter, plan a push or pop, stack of 10,000", nsPerOp: deep, baseline: baseline,
            baselineNsPerOp: shallow, target: "<= 2 (cost of the change, not the stack)")
    ]
}
