import Navigation

/// A small module: one `Int`.
struct Small: Module {
    let value: Int
    func build(container: Container) -> some View { EmptyView() }
}

final class Service: Sendable {}

class BenchAssembly: Assembly {
    func build() -> Service { shared { Service() } }
}

final class MockBenchAssembly: BenchAssembly {}

/// The baseline of the container figures: one lookup in a dictionary behind a lock,
/// plus a class cast.
final class LockedRegistry: @unchecked Sendable {
    // Sendable because `objects` is touched only under `lock`.
    private let lock = BaselineLock()
    private var objects: [ObjectIdentifier: AnyObject] = [:]

    func insert(_ object: AnyObject, for type: Any.Type) {
        lock.withLock { objects[ObjectIdentifier(type)] = object }
    }

    @inline(__always)
    func lookup<T: AnyObject>(_ type: T.Type) -> T? {
        lock.withLock { objects[ObjectIdentifier(type)] } as? T
    }
}

/// Holds a reference to each of two objects, replacing the one it held: each `keep`
/// retains and releases both, as a caller of `resolve(X.self).build()` must retain the
/// assembly and the shared value it gets back.
final class ReferenceSink {
    private var assembly: AnyObject?
    private var value: AnyObject?

    @inline(never)
    func keep(_ assembly: AnyObject, _ value: AnyObject) {
        self.assembly = assembly
        self.value = value
    }
}

/// An assembly and the value it shares, handed to the threads of the floor figure.
struct SharedReferences: @unchecked Sendable {
    // Sendable because the threads only take references to the two objects.
    let assembly: AnyObject
    let value: AnyObject
}

@MainActor
func containerFigures(_ budget: Budget) -> [Figure] {
    let registry = LockedRegistry()
    let container = DependencyContainer()
    // The registry's own assembly, as in the Mutex figures: the baseline does not change
    // with what the container does to its assemblies.
    let baselineContainer = DependencyContainer()
    registry.insert(BenchAssembly(container: baselineContainer), for: BenchAssembly.self)
    let applied = DependencyContainer()
    applied.apply(MockBenchAssembly.self)
    let baseline = measure(budget, iterations: 2_000_000) { count in
        for _ in 0..<count { blackHole(registry.lookup(BenchAssembly.self)) }
    }
    let resolve = measure(budget, iterations: 2_000_000) { count in
        for _ in 0..<count { blackHole(container.resolve(BenchAssembly.self)) }
    }
    let resolveApplied = measure(budget, iterations: 2_000_000) { count in
        for _ in 0..<count { blackHole(applied.resolve(BenchAssembly.self)) }
    }
    let shared = measure(budget, iterations: 2_000_000) { count in
        for _ in 0..<count { blackHole(container.resolve(BenchAssembly.self).build()) }
    }
    let sharedOnTwoThreads = measure(
        budget, iterations: 2_000_000,
        onTwoThreads { count in for _ in 0..<count { blackHole(container.resolve(BenchAssembly.self).build()) } })
    let lookupOnTwoThreads = measure(
        budget, iterations: 2_000_000,
        onTwoThreads { count in for _ in 0..<count { blackHole(registry.lookup(BenchAssembly.self)) } })
    // The floor of any shared read that returns objects: two threads taking a reference to
    // the same assembly and the same value contend on those two reference counts alone.
    let references = SharedReferences(
        assembly: container.resolve(BenchAssembly.self), value: container.resolve(BenchAssembly.self).build())
    let floorOnTwoThreads = measure(
        budget, iterations: 2_000_000,
        onTwoThreads { count in
            let sink = ReferenceSink()
            for _ in 0..<count { sink.keep(references.assembly, references.value) }
        })
    let lookup = "locked [ObjectIdentifier: AnyObject] lookup + cast"
    return [
        Figure(
            name: "resolve, nothing applied", nsPerOp: resolve, baseline: lookup, baselineNsPerOp: baseline,
            target: "<= 1.5"),
        Figure(
            name: "resolve, replaced by apply", nsPerOp: resolveApplied, baseline: lookup, baselineNsPerOp: baseline,
            target: "<= 1.5"),
        Figure(
            name: "resolve(X.self).build() of a shared instance", nsPerOp: shared, baseline: lookup,
            baselineNsPerOp: baseline, target: "<= 1.5"),
        // Not checked by the quick run: two threads that only take references to the same
        // two objects already cost several times the one-thread lookup on a loaded machine
        // (see "Performance and Checks"); the Mutex figures hold the shared read to the
        // two-thread baseline instead.
        Figure(
            name: "the same, two threads at once (per thread)", nsPerOp: sharedOnTwoThreads,
            baseline: "\(lookup), one thread", baselineNsPerOp: baseline, target: "<= 2", checked: false),
        Figure(
            name: "the baseline lookup, two threads at once (per thread)", nsPerOp: lookupOnTwoThreads,
            baseline: "\(lookup), one thread", baselineNsPerOp: baseline, target: "report"),
        Figure(
            name: "two threads only retaining one assembly and one value (per thread)",
            nsPerOp: floorOnTwoThreads, baseline: "\(lookup), one thread", baselineNsPerOp: baseline,
            target: "report"),
        Figure(
            name: "the shared read on two threads, against that floor", nsPerOp: sharedOnTwoThreads,
            baseline: "two threads only retaining one assembly and one value", baselineNsPerOp: floorOnTwoThreads,
            target: "report"),
    ]
}

@MainActor
func stateFigures(_ budget: Budget) -> [Figure] {
    let baseline = measure(budget, iterations: 1_000_000) { count in
        var array: [AnyHashable] = []
        array.reserveCapacity(4)
        for index in 0..<count {
            array.append(AnyHashable(Small(value: index)))
            array.removeLast()
        }
        blackHole(array)
    }
    let state = measure(budget, iterations: 1_000_000) { count in
        var state = NavigationState()
        for index in 0..<count {
            state.apply(.push(Small(value: index)))
            state.apply(.pop)
        }
        blackHole(state)
    }
    let navigation = NavigationService()
    let service = measure(budget, iterations: 1_000_000) { count in
        for index in 0..<count {
            navigation.push(Small(value: index))
            navigation.pop()
        }
    }
    let arrayBaseline = "append + removeLast of an AnyHashable"
    return [
        Figure(
            name: "push + pop, NavigationState", nsPerOp: state, baseline: arrayBaseline, baselineNsPerOp: baseline,
            target: "<= 3"),
        Figure(
            name: "push + pop, NavigationService", nsPerOp: service, baseline: arrayBaseline, baselineNsPerOp: baseline,
            target: "<= 10"),
    ]
}

func anyModuleFigure(_ budget: Budget) -> Figure {
    let modules = (0..<64).map { AnyModule(Small(value: $0 % 8)) }
    let hashables = (0..<64).map { AnyHashable(Small(value: $0 % 8)) }
    let erased = measure(budget, iterations: 2_000_000) { count in
        var equal = 0
        for index in 0..<count {
            if modules[index & 63] == modules[(index &+ 7) & 63] { equal &+= 1 }
            equal &+= modules[index & 63].hashValue & 1
        }
        blackHole(equal)
    }
    let baseline = measure(budget, iterations: 2_000_000) { count in
        var equal = 0
        for index in 0..<count {
            if hashables[index & 63] == hashables[(index &+ 7) & 63] { equal &+= 1 }
            equal &+= hashables[index & 63].hashValue & 1
        }
        blackHole(equal)
    }
    return Figure(
        name: "AnyModule == and hashValue",
        nsPerOp: erased,
        baseline: "AnyHashable == and hashValue",
        baselineNsPerOp: baseline,
        target: "<= 2"
    )
}

/// Nanoseconds per module removed by `popToRoot` from a stack `depth` deep.
func popToRootPerModule(_ budget: Budget, depth: Int) -> Double {
    var samples: [Double] = []
    for _ in 0..<(budget.samples + 1) {
        var state = NavigationState()
        for index in 0..<depth { state.apply(.push(Small(value: index))) }
        let start = now()
        state.apply(.popToRoot)
        samples.append(Double(now() - start) / Double(depth))
        blackHole(state)
    }
    return median(Array(samples.dropFirst()))
}

func popToRootFigures(_ budget: Budget) -> [Figure] {
    let shallow = popToRootPerModule(budget, depth: 1_000)
    let deep = popToRootPerModule(budget, depth: budget.scale == 1 ? 100_000 : 10_000)
    let baseline = "popToRoot per module at depth 1,000"
    return [
        Figure(
            name: "popToRoot per module, depth 1,000", nsPerOp: shallow, baseline: baseline, baselineNsPerOp: shallow,
            target: "<= 2 (linear)"),
        Figure(
            name: "popToRoot per module, depth \(budget.scale == 1 ? "100,000" : "10,000")",
            nsPerOp: deep,
            baseline: baseline,
            baselineNsPerOp: shallow,
            target: "<= 2 (linear)"
        ),
    ]
}

@MainActor
func transactionFigure(_ budget: Budget) -> Figure {
    let operations: [NavigationOperation] =
        (0..<5).map { .push(AnyModule(Small(value: $0))) } + Array(repeating: .pop, count: 5)
    let navigation = NavigationService()
    let singles = measure(budget, iterations: 100_000) { count in
        for _ in 0..<count {
            for operation in operations { navigation.apply(operation) }
        }
    }
    let transaction = NavigationTransaction(operations)
    let batched = measure(budget, iterations: 100_000) { count in
        for _ in 0..<count { navigation.apply(transaction) }
    }
    return Figure(
        name: "10-operation transaction, NavigationService",
        nsPerOp: batched,
        baseline: "the same 10 operations applied singly",
        baselineNsPerOp: singles,
        target: "< 1"
    )
}

func memoryFigure(_ budget: Budget) -> Figure {
    let count = budget.scale == 1 ? 1_000_000 : 100_000
    var state = NavigationState()
    let before = residentBytes()
    for index in 0..<count { state.apply(.push(Small(value: index))) }
    let after = residentBytes()
    blackHole(state)
    let perModule = Double(after - before) / Double(count)
    var figure = Figure(
        name: "memory per stacked module (\(count) pushes)",
        nsPerOp: 0,
        baseline: "MemoryLayout<Small>.size",
        baselineNsPerOp: Double(MemoryLayout<Small>.size),
        target: "report"
    )
    figure.bytesPerModule = perModule
    return figure
}
