import Dispatch

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif

/// Keeps a value alive in the optimizer's eyes, so the work that made it is not deleted.
@inline(never)
func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
}

/// How long to measure: the full run, or a quick one for CI.
struct Budget {
    let samples: Int
    let scale: Int

    static let full = Budget(samples: 15, scale: 1)
    static let quick = Budget(samples: 3, scale: 100)

    /// Whether this is the quick run CI makes.
    var isQuick: Bool { scale != 1 }

    /// `iterations` for a full run, a hundredth of it (at least one) for a quick one.
    func iterations(_ iterations: Int) -> Int { max(1, iterations / scale) }
}

/// Nanoseconds since an arbitrary start.
func now() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
}

/// The median nanoseconds per operation of `body`, which runs `iterations` operations
/// a sample, after one warm-up sample.
func measure(_ budget: Budget, iterations: Int, _ body: (Int) -> Void) -> Double {
    let count = budget.iterations(iterations)
    body(count)
    var samples: [Double] = []
    for _ in 0..<budget.samples {
        let start = now()
        body(count)
        samples.append(Double(now() - start) / Double(count))
    }
    return median(samples)
}

/// The median nanoseconds per operation of each of `bodies`, measured in turns: a sample of
/// each in order, then the next round, after one warm-up round. On a machine other
/// processes share, every body's samples then see the same load, so the ratios between
/// them hold even when the load changes during the run.
func measureInTurns(_ budget: Budget, iterations: Int, _ bodies: [(Int) -> Void]) -> [Double] {
    let count = budget.iterations(iterations)
    for body in bodies { body(count) }
    var samples = Array(repeating: [Double](), count: bodies.count)
    for _ in 0..<budget.samples {
        for (index, body) in bodies.enumerated() {
            let start = now()
            body(count)
            samples[index].append(Double(now() - start) / Double(count))
        }
    }
    return samples.map(median)
}

/// Runs `body` on two threads at once, returning the wall time per operation of one
/// thread: a figure twice its single-thread baseline means the two threads got no work
/// done in parallel.
func onTwoThreads(_ body: @escaping @Sendable (Int) -> Void) -> (Int) -> Void {
    { count in DispatchQueue.concurrentPerform(iterations: 2) { _ in body(count) } }
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.count % 2 == 1
        ? sorted[sorted.count / 2]
        : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
}

/// The process's resident memory, in bytes.
func residentBytes() -> Int {
    #if os(Linux)
    guard let file = fopen("/proc/self/statm", "r") else { return 0 }
    defer { fclose(file) }
    var buffer = [UInt8](repeating: 0, count: 128)
    let read = fread(&buffer, 1, buffer.count, file)
    // statm holds page counts: total size, then resident.
    let fields = String(decoding: buffer[..<read], as: UTF8.self).split(separator: " ")
    guard fields.count > 1, let resident = Int(fields[1]) else { return 0 }
    return resident * Int(sysconf(Int32(_SC_PAGESIZE)))
    #elseif canImport(Darwin)
    // The peak resident size, in bytes on Apple platforms: it grows with the pushes.
    var usage = rusage()
    getrusage(RUSAGE_SELF, &usage)
    return Int(usage.ru_maxrss)
    #else
    return 0
    #endif
}

/// A mutex for the baselines, the same kind the container uses.
final class BaselineLock: @unchecked Sendable {
    // Sendable because pthread mutexes are made to be shared between threads.
    private let mutex: UnsafeMutablePointer<pthread_mutex_t> = .allocate(capacity: 1)

    init() { pthread_mutex_init(mutex, nil) }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    @inline(__always)
    func withLock<Result>(_ body: () -> Result) -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return body()
    }
}

/// One row of the report.
struct Figure {
    let name: String
    let nsPerOp: Double
    let baseline: String
    let baselineNsPerOp: Double
    let target: String
    var bytesPerModule: Double?
    /// Whether the quick run fails when the ratio is over twice its target; off for a
    /// figure the machine cannot meet (one bound by contention between cores).
    var checked = true

    /// The figure over its baseline; for the memory row, bytes over bytes.
    var ratio: Double {
        guard baselineNsPerOp > 0 else { return 0 }
        return (bytesPerModule ?? nsPerOp) / baselineNsPerOp
    }

    /// The number a `<= N` or `< N` target holds the ratio to; `nil` for a figure
    /// that only reports.
    var limit: Double? {
        let text = target.drop { $0 == "<" || $0 == "=" || $0 == " " }
        guard text.count < target.count else { return nil }
        return Double(text.prefix { $0.isNumber || $0 == "." })
    }

    /// Whether the ratio is over twice its target: a miss no load on the machine
    /// explains, which fails the quick run.
    var missesGrossly: Bool {
        guard checked, let limit else { return false }
        return ratio > 2 * limit
    }

    var json: String {
        var fields = [
            "\"name\": \"\(name)\"",
            "\"nsPerOp\": \(rounded(nsPerOp))",
            "\"baseline\": \"\(baseline)\"",
            "\"baselineNsPerOp\": \(rounded(baselineNsPerOp))",
            "\"ratio\": \(rounded(ratio))",
        ]
        if let bytesPerModule { fields.append("\"bytesPerModule\": \(rounded(bytesPerModule))") }
        return "{" + fields.joined(separator: ", ") + "}"
    }
}

func rounded(_ value: Double) -> String {
    let scaled = (value * 100).rounded() / 100
    return scaled == scaled.rounded() ? String(Int(scaled)) : String(scaled)
}

func table(_ figures: [Figure]) -> String {
    let header = ["figure", "ns/op", "baseline", "baseline ns/op", "ratio", "target"]
    let rows = figures.map { figure in
        [
            figure.name,
            figure.bytesPerModule.map { "\(rounded($0)) B" } ?? rounded(figure.nsPerOp),
            figure.baseline,
            figure.bytesPerModule == nil ? rounded(figure.baselineNsPerOp) : "\(rounded(figure.baselineNsPerOp)) B",
            rounded(figure.ratio),
            figure.target,
        ]
    }
    let widths = header.indices.map { column in ([header] + rows).map { $0[column].count }.max() ?? 0 }
    func line(_ cells: [String]) -> String {
        "| " + zip(cells, widths).map { $0 + String(repeating: " ", count: $1 - $0.count) }.joined(separator: " | ")
            + " |"
    }
    return ([line(header), line(widths.map { String(repeating: "-", count: $0) })] + rows.map(line))
        .joined(separator: "\n")
}
