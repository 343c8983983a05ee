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

    /// What went wrong, for logs.
    public var description: String {
        switch self {
        case .corrupt(let detail): "the saved navigation state is corrupt (\(detail))"
        case .unsupportedVersion(let found, let supported):
            "the saved navigation state has format \(found); this version reads formats 1 to \(supported)"
        case .encodingFailed(let detail): "a module could not be encoded (\(detail))"
        }
    }
}
