/// A map for the container's few-entry tables: searched in order while it is small,
/// since comparing a few keys costs less than hashing one, and hashed once it grows.
/// Entries are added or replaced, never removed one by one.
struct SmallTable<Key: Hashable, Value> {
    private struct Entry {
        let key: Key
        var value: Value
    }

    private var entries: ContiguousArray<Entry> = []
    private var index: [Key: Int]?

    private static var largestScanned: Int { 16 }

    init() {}

    private func position(of key: Key) -> Int? {
        if let index { return index[key] }
        return entries.withUnsafeBufferPointer { entries in
            for position in entries.indices where entries[position].key == key {
                return position
            }
            return nil
        }
    }

    /// The value for `key`, `nil` when there is none; setting `nil` is a programming error.
    subscript(key: Key) -> Value? {
        get {
            position(of: key).map { entries[$0].value }
        }
        set {
            guard let newValue else { preconditionFailure("entries are replaced, never removed") }
            if let position = position(of: key) {
                entries[position].value = newValue
                return
            }
            entries.append(Entry(key: key, value: newValue))
            if index != nil {
                index?[key] = entries.count - 1
            } else if entries.count > Self.largestScanned {
                index = Dictionary(uniqueKeysWithValues: entries.enumerated().map { ($1.key, $0) })
            }
        }
    }
}
