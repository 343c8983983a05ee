/// Why a navigation state could not be saved, or a saved one could not be restored at all.
public enum RestorationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The data is not a saved navigation state this coder restores: random, truncated,
    /// damaged or changed after it was saved (its checksum does not match), its format
    /// version is not a whole number, or it holds more than a saved state can (more than
    /// 4 MiB, 100 presented layers, 100 tabs or 10,000 modules in one stack). The detail
    /// says which, and for a limit what the data holds; nothing is restored. A damaged or
    /// forged file is refused before it costs more than reading its size or decoding a
    /// bounded amount.
    case corrupt(String)
    /// The data has a format version this coder does not know: newer than the one it
    /// writes, or below 1, the first.
    case unsupportedVersion(found: Int, supported: Int)
    /// The state could not be saved: a module's own encoding failed, or the state holds
    /// more than a saved state can, which nothing would restore. The detail says which.
    case encodingFailed(String)

    /// A ceiling on what a ``NavigationStateCoder`` restores, well above what an
    /// app's screens hold, so that restoring at launch always returns promptly.
    package enum Limit: Hashable, Sendable {
        /// The size of the data, in bytes: at most 4 MiB.
        case bytes
        /// The presented layers over the root: at most 100.
        case layers
        /// The tabs of the tab bar: at most 100.
        case tabs
        /// The modules of one stack (of a layer, a tab or the detail column): at most 10,000.
        case stackDepth

        /// The most the coder restores.
        package var maximum: Int {
            switch self {
            case .bytes: 4 * 1_024 * 1_024
            case .layers: 100
            case .tabs: 100
            case .stackDepth: 10_000
            }
        }

        /// What the limit counts, for logs.
        var text: String {
            switch self {
            case .bytes: "bytes"
            case .layers: "presented layers"
            case .tabs: "tabs"
            case .stackDepth: "modules in one stack"
            }
        }

        /// What decoding returns for data that holds `found` past this limit.
        package func refusal(found: Int) -> RestorationError {
            .corrupt("it holds \(found) \(text); a saved state holds at most \(maximum)")
        }

        /// What encoding throws for a state that holds `found` past this limit.
        package func encodingRefusal(found: Int) -> RestorationError {
            let holds = self == .bytes ? "it would take \(found) bytes" : "it holds \(found) \(text)"
            return .encodingFailed("\(holds); a saved state holds at most \(maximum)")
        }
    }

    /// What went wrong, for logs.
    public var description: String {
        switch self {
        case .corrupt(let detail): "the saved navigation state is corrupt (\(detail))"
        case .unsupportedVersion(let found, let supported):
            "the saved navigation state has format \(found); this version reads formats 1 to \(supported)"
        case .encodingFailed(let detail): "the navigation state could not be saved (\(detail))"
        }
    }
}
