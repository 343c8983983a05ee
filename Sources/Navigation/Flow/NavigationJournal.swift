/// One applied call as the journal records it: what was asked, what applied, and the
/// state before and after.
public struct NavigationJournalEntry {
    /// What kind of change the entry records.
    public enum Kind: Equatable {
        /// Operations were asked for.
        case operations(NavigationTransaction)
        /// The whole state was replaced (restored or set).
        case replacement
    }

    /// What was asked for.
    public let kind: Kind
    /// The operations that applied, after guards: empty when a guard rejected the call.
    public let applied: NavigationTransaction
    /// What became of the call.
    public let outcome: NavigationOutcome
    /// The state before the call.
    public let before: NavigationState
    /// The state after the call.
    public let after: NavigationState
}

/// A recorded sequence of journal entries, which replays onto a fresh state to
/// reproduce a user's path.
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
