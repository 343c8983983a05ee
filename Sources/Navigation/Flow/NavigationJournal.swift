/// A recorded sequence of journal entries, which replays onto a fresh state to
/// reproduce a user's path.
///
/// The service applies one call at a time, queueing those made from guards and
/// listeners, so the entries chain (each `before` is the previous `after`) and a replay
/// reproduces every step, reentrant ones included.
///
/// ```swift
/// var journal = NavigationJournal()
/// let token = navigation.addJournalListener { journal.record($0) }
/// ...
/// let reproduced = journal.replay(onto: NavigationState())
/// ```
public struct NavigationJournal {
    /// The entries, oldest first.
    public private(set) var entries: [NavigationJournalEntry] = []

    /// Creates an empty journal.
    public init() {}

    /// Appends `entry`.
    public mutating func record(_ entry: NavigationJournalEntry) {
        entries.append(entry)
    }

    /// The state the recorded path leads to from `state`: each entry's applied
    /// operations, or its replacement state, in order. Guards are not consulted again:
    /// what they decided is in the record.
    /// - Parameter state: Where the path starts.
    /// - Returns: Where it ends.
    public func replay(onto state: NavigationState) -> NavigationState {
        var state = state
        for entry in entries {
            switch entry.kind {
            case .operations: state.apply(entry.applied)
            case .replacement: state = entry.after
            }
        }
        return state
    }
}
