/// One shared instance being built: which assembly, which slot, and its readable name.
struct ConstructionFrame {
    let assembly: ObjectIdentifier
    let slot: InstanceKey
    let name: String

    init(assembly: Assembly, slot: InstanceKey, name: String) {
        self.assembly = ObjectIdentifier(assembly)
        self.slot = slot
        self.name = "\(type(of: assembly)).\(name)"
    }

    func isSame(as other: ConstructionFrame) -> Bool {
        assembly == other.assembly && slot == other.slot
    }
}

/// Serializes the building of shared instances and detects dependency cycles.
///
/// Factories run under one recursive lock: a factory may resolve other shared values
/// on the same thread, and no two threads build at once, so two threads can never wait
/// for each other. Resolving an assembly and reading a built instance never take this
/// lock.
final class Construction: @unchecked Sendable {
    // Sendable because `path` is read and written only while `lock` is held.
    private let lock = Lock(recursive: true)
    private var path: [ConstructionFrame] = []

    func run<T>(_ frame: ConstructionFrame, _ body: () -> T) -> T {
        lock.withLock {
            if let start = path.firstIndex(where: { $0.isSame(as: frame) }) {
                let cycle = (path[start...].map(\.name) + [frame.name]).joined(separator: " -> ")
                fatalError(
                    "Dependency cycle: \(cycle). A shared factory needs its own value; "
                        + "build one of these values new on each call, or pass it in after both exist."
                )
            }
            path.append(frame)
            defer { path.removeLast() }
            return body()
        }
    }
}

let construction = Construction()
