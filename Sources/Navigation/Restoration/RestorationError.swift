/// Why a saved state could not be restored at all.
public enum RestorationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The data is not a saved navigation state: random, truncated, damaged or changed
    /// after it was saved (its checksum does not match), or its format version is not a
    /// whole number.
    case corrupt(String)
    /// The data has a format version this coder does not know: newer than the one it
    /// writes, or below 1, the first.
    case unsupportedVersion(found: Int, supported: Int)
    /// A module's own encoding failed.
    case encodingFailed(String)
    /// The data holds more than a saved navigation state can: this many bytes, layers,
    /// tabs or modules in one stack, past the most that ``Limit`` allows. Nothing
    /// is restored: a damaged or forged file is refused before it costs more than
    /// reading its size or decoding a bounded amount.
    case exceedsLimit(Limit, found: Int)

    /// A ceiling on what a ``NavigationStateCoder`` restores, well above what an
    /// app's screens hold, so that restoring at launch always returns promptly.
    public enum Limit: Hashable, Sendable {
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
    }

    /// What went wrong, for logs.
    public var description: String {
        switch self {
        case .corrupt(let detail): "the saved navigation state is corrupt (\(detail))"
        case .unsupportedVersion(let found, let supported):
            "the saved navigation state has format \(found); this version reads formats 1 to \(supported)"
        case .encodingFailed(let detail): "a module could not be encoded (\(detail))"
        case .exceedsLimit(let limit, let found):
            "the saved navigation state holds \(found) \(limit.text); this version restores at most \(limit.maximum)"
        }
    }
}
