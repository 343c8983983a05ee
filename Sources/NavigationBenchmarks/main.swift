// Measures the package's hot paths, each beside a baseline measured in the same run.
//
//   swift run -c release NavigationBenchmarks            a table
//   swift run -c release NavigationBenchmarks --json     one JSON array, nothing else
//   swift run -c release NavigationBenchmarks --quick    few iterations, for CI
//   swift run -c release NavigationBenchmarks --container  the container's figures only
//   swift run -c release NavigationBenchmarks --depth    the depth matrix and the journal only
//
// With --quick, the run fails (exit status 1) when a figure misses its numeric target by
// more than twice: a ratio over 2x its `<= N` or `< N` target. Only that gross miss is
// checked, so the noise of a loaded CI machine does not make the gate flaky; the targets
// themselves are for the full run to show. Every run first checks that the container hands
// back each kind of shared value as it built it, in this optimized build (exit status 1
// when it does not).

import Foundation

let arguments = Set(ProcessInfo.processInfo.arguments.dropFirst())
let budget = arguments.contains("--quick") ? Budget.quick : Budget.full

let mismatches = valueKindMismatches()
if !mismatches.isEmpty {
    FileHandle.standardError.write(
        Data(("Shared values read back unlike what was built: \(mismatches.joined(separator: ", "))\n").utf8))
    exit(1)
}

// First, while the process has freed nothing its allocator could hand out again.
let memoryFigures = arguments.contains("--container") ? [] : await MainActor.run { journalMemoryFigures(budget) }
let synchronousFigures = await MainActor.run {
    if arguments.contains("--container") {
        return containerFigures(budget) + mutexBaselineFigures(budget) + keyedSlotFigures(budget)
    }
    if arguments.contains("--depth") { return memoryFigures }
    return containerFigures(budget) + mutexBaselineFigures(budget) + keyedSlotFigures(budget) + stateFigures(budget) + [
        anyModuleFigure(budget)
    ]
        + popToRootFigures(budget) + planningFigures(budget) + [transactionFigure(budget), memoryFigure(budget)]
        + reliabilityFigures(budget) + memoryFigures
}
// A pending await needs a suspended task, so those figures are measured asynchronously.
let figures: [Figure]
if arguments.contains("--container") {
    figures = synchronousFigures
} else if arguments.contains("--depth") {
    figures = await depthFigures(budget) + (await awaitedCallFigures(budget)) + synchronousFigures
} else {
    figures =
        synchronousFigures + (await pendingAwaitFigures(budget)) + (await depthFigures(budget))
        + (await awaitedCallFigures(budget))
}

if arguments.contains("--json") {
    print("[" + figures.map(\.json).joined(separator: ",\n ") + "]")
} else {
    print(table(figures))
}

let grossMisses = figures.filter(\.missesGrossly)
if budget.isQuick, !grossMisses.isEmpty {
    fflush(nil)
    let names = grossMisses.map { "  \($0.name): ratio \(rounded($0.ratio)), target \($0.target)" }
    FileHandle.standardError.write(
        Data(("Figures over twice their target:\n" + names.joined(separator: "\n") + "\n").utf8))
    exit(1)
}
