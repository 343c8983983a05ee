import Navigation

/// The memory a journal keeps per entry of a push or a pop, over a stack of 1,000 beside
/// a stack of 10: an entry should hold what its call changed, not a copy of the stack.
///
/// Measured as the growth of the resident size, first thing in the run, and with both
/// journals kept until both are measured: memory freed earlier in the process would be
/// reused without growing it.
@MainActor
func journalMemoryFigures(_ budget: Budget) -> [Figure] {
    var kept: [Any] = []
    func bytesPerEntry(depth: Int) -> Double {
        let entries = 2_000
        let navigation = NavigationService(
            state: NavigationState(stack: (0..<depth).map { AnyModule(Small(value: $0)) }))
        var journal = NavigationJournal()
        navigation.addJournalListener { journal.record($0) }
        // A few entries first, so the figure counts entries rather than first allocations.
        for index in 0..<50 {
            navigation.push(Small(value: index))
            navigation.pop()
        }
        let before = residentBytes()
        for index in 0..<(entries / 2) {
            navigation.push(Small(value: index))
            navigation.pop()
        }
        let after = residentBytes()
        kept.append(navigation)
        return Double(max(after - before, 0)) / Double(entries)
    }
    let shallow = bytesPerEntry(depth: 10)
    let deep = bytesPerEntry(depth: 1_000)
    blackHole(kept)
    var figure = Figure(
        name: "journal memory per entry of a push or a pop, depth 1,000", nsPerOp: 0,
        baseline: "the same at depth 10", baselineNsPerOp: shallow, target: "<= 2")
    figure.bytesPerModule = deep
    return [figure]
}
