import Navigation

/// An assembly with a shared slot per key, as an app keeps one per user or per item.
final class KeyedBenchAssembly: Assembly {
    func value(_ key: String) -> Service { shared(key: key) { Service() } }
}

/// A shared read among many keyed slots, beside the same read among a few: the read is
/// a hash probe, so the ratio stays near 1 however many keys an assembly holds.
@MainActor
func keyedSlotFigures(_ budget: Budget) -> [Figure] {
    let keys = (0..<8_192).map { "key \($0)" }
    func readingTheLast64(of slots: Int) -> Double {
        let assembly = DependencyContainer().resolve(KeyedBenchAssembly.self)
        for key in keys[..<slots] { _ = assembly.value(key) }
        // The 64 keys built last: a scan would reach them last.
        let read = Array(keys[(slots - 64)..<slots])
        return withExtendedLifetime(assembly) {
            measure(budget, iterations: 2_000_000) { count in
                for index in 0..<count { blackHole(assembly.value(read[index & 63])) }
            }
        }
    }
    let few = readingTheLast64(of: 64)
    let many = readingTheLast64(of: 8_192)
    return [
        Figure(
            name: "shared(key:) read among 8,192 keyed slots", nsPerOp: many,
            baseline: "the same read among 64 keyed slots", baselineNsPerOp: few, target: "<= 1.5")
    ]
}
