// Measures the package's hot paths, each beside a baseline measured in the same run.
//
//   swift run -c release NavigationBenchmarks            a table
//   swift run -c release NavigationBenchmarks --json     one JSON array, nothing else
//   swift run -c release NavigationBenchmarks --quick    few iterations, for CI
//   swift run -c release NavigationBenchmarks --container  the container's figures only

import Foundation

let arguments = Set(ProcessInfo.processInfo.arguments.dropFirst())
let budget = arguments.contains("--quick") ? Budget.quick : Budget.full

let synchronousFigures = await MainActor.run {
    arguments.contains("--container")
        ? containerFigures(budget) + keyedSlotFigures(budget)
        : containerFigures(budget) + keyedSlotFigures(budget) + stateFigures(budget) + [anyModuleFigure(budget)]
            + popToRootFigures(budget) + planningFigures(budget) + [transactionFigure(budget), memoryFigure(budget)]
            + reliabilityFigures(budget)
}
// A pending await needs a suspended task, so that figure is measured asynchronously.
let figures =
    arguments.contains("--container") ? synchronousFigures : synchronousFigures + (await pendingAwaitFigures(budget))

if arguments.contains("--json") {
    print("[" + figures.map(\.json).joined(separator: ",\n ") + "]")
} else {
    print(table(figures))
}
