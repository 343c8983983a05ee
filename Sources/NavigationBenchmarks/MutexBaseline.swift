#if canImport(Synchronization)
import Navigation
import Synchronization

/// The baseline issue 41 holds the container to: one lookup in a dictionary protected by
/// a `Synchronization.Mutex`, plus a class cast, as a hand-written registry would do it.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, *)
final class MutexRegistry: Sendable {
    /// An object the registry holds.
    struct Held: @unchecked Sendable {
        // Unchecked because the registry only hands the object back, as the container's
        // published answers do; the benchmark's assemblies are never mutated.
        let object: AnyObject
    }

    private let objects = Mutex<[ObjectIdentifier: Held]>([:])

    func insert(_ object: AnyObject, for type: Any.Type) {
        let held = Held(object: object)
        objects.withLock { $0[ObjectIdentifier(type)] = held }
    }

    @inline(__always)
    func lookup<T: AnyObject>(_ type: T.Type) -> T? {
        objects.withLock { $0[ObjectIdentifier(type)] }?.object as? T
    }
}

/// The container's three workloads beside the Mutex lookup measured in the same run, on
/// one thread and on two: a transient resolve (the assembly alone, nothing applied), a
/// shared value (`resolve(X.self).build()` of a `shared` slot), and an override
/// (`resolve` of an assembly replaced by `apply`).
@MainActor
func mutexBaselineFigures(_ budget: Budget) -> [Figure] {
    guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, *) else { return [] }
    let registry = MutexRegistry()
    let container = DependencyContainer()
    // An assembly of the registry's own, which the container never saw: the baseline's
    // cost must not change with what the container does to its assemblies (a weak
    // reference to one, for instance, slows every retain of it).
    let baselineContainer = DependencyContainer()
    let registered = BenchAssembly(container: baselineContainer)
    registry.insert(registered, for: BenchAssembly.self)
    // What a registry under a Mutex does for `resolve(X.self).build()` of a shared value:
    // a lookup of the assembly, then one of the value it shares, each retaining its object.
    registry.insert(registered.build(), for: Service.self)
    let applied = DependencyContainer()
    applied.apply(MockBenchAssembly.self)
    let iterations = 2_000_000
    // Each baseline in turns with its workloads, sample by sample (see `measureInTurns`);
    // each loop is written out, so that no figure pays a closure call per operation.
    let one = measureInTurns(
        budget, iterations: iterations,
        [
            { count in for _ in 0..<count { blackHole(registry.lookup(BenchAssembly.self)) } },
            { count in for _ in 0..<count { blackHole(container.resolve(BenchAssembly.self)) } },
            { count in for _ in 0..<count { blackHole(container.resolve(BenchAssembly.self).build()) } },
            { count in for _ in 0..<count { blackHole(applied.resolve(BenchAssembly.self)) } },
            { count in
                for _ in 0..<count {
                    blackHole(registry.lookup(BenchAssembly.self))
                    blackHole(registry.lookup(Service.self))
                }
            },
        ])
    let two = measureInTurns(
        budget, iterations: iterations,
        [
            onTwoThreads { count in for _ in 0..<count { blackHole(registry.lookup(BenchAssembly.self)) } },
            onTwoThreads { count in for _ in 0..<count { blackHole(container.resolve(BenchAssembly.self)) } },
            onTwoThreads { count in
                for _ in 0..<count { blackHole(container.resolve(BenchAssembly.self).build()) }
            },
            onTwoThreads { count in for _ in 0..<count { blackHole(applied.resolve(BenchAssembly.self)) } },
            onTwoThreads { count in
                for _ in 0..<count {
                    blackHole(registry.lookup(BenchAssembly.self))
                    blackHole(registry.lookup(Service.self))
                }
            },
        ])
    let (baseline, transient, shared, override, pair) = (one[0], one[1], one[2], one[3], one[4])
    let (baselineTwo, transientTwo, sharedTwo, overrideTwo, pairTwo) = (two[0], two[1], two[2], two[3], two[4])
    // The two-thread figures are reported, not checked by the quick run: on a machine
    // whose two cores other processes share, one thread descheduled doubles either
    // figure alone.
    let lookup = "Mutex<[ObjectIdentifier: AnyObject]> lookup + cast"
    let lookupTwo = "\(lookup), two threads (per thread)"
    let pairLookup = "two Mutex lookups + casts: the assembly, then its shared value"
    return [
        Figure(
            name: "transient: resolve, nothing applied", nsPerOp: transient, baseline: lookup,
            baselineNsPerOp: baseline, target: "<= 1"),
        Figure(
            name: "shared: resolve(X.self).build()", nsPerOp: shared, baseline: lookup,
            baselineNsPerOp: baseline, target: "<= 1"),
        Figure(
            name: "override: resolve, replaced by apply", nsPerOp: override, baseline: lookup,
            baselineNsPerOp: baseline, target: "<= 1"),
        Figure(
            name: "transient, two threads (per thread)", nsPerOp: transientTwo, baseline: lookupTwo,
            baselineNsPerOp: baselineTwo, target: "<= 1", checked: false),
        Figure(
            name: "shared, two threads (per thread)", nsPerOp: sharedTwo, baseline: lookupTwo,
            baselineNsPerOp: baselineTwo, target: "<= 1", checked: false),
        Figure(
            name: "override, two threads (per thread)", nsPerOp: overrideTwo, baseline: lookupTwo,
            baselineNsPerOp: baselineTwo, target: "<= 1", checked: false),
        // The shared read returns two objects, the assembly and its value, and on two
        // threads each one's reference count moves between the cores; the lookup above
        // retains one. The like-for-like baseline retains the same two.
        Figure(
            name: "shared, like for like, two threads (per thread)", nsPerOp: sharedTwo,
            baseline: "\(pairLookup), two threads",
            baselineNsPerOp: pairTwo, target: "<= 1", checked: false),
        Figure(
            name: "shared, like for like", nsPerOp: shared, baseline: pairLookup,
            baselineNsPerOp: pair, target: "<= 1"),
    ]
}
#else
@MainActor
func mutexBaselineFigures(_ budget: Budget) -> [Figure] { [] }
#endif
