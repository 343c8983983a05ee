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
///
/// An entry of one service followed by the entry of its next call keeps what that call
/// changed, not its own copy of the stack, so a journal's memory grows with what the
/// calls changed; reading an old entry rebuilds its states. A journal made with
/// ``init(capacity:)`` keeps the newest entries only: a crash report's last steps, at a
/// memory cost the app chooses.
public struct NavigationJournal {
    /// The entries, oldest first.
    public var entries: [NavigationJournalEntry] {
        guard oldest > 0 else { return storage }
        return Array(storage[oldest...] + storage[..<oldest])
    }
    /// The entries as a ring once the journal is full: the oldest is at ``oldest``, so
    /// recording replaces one entry instead of shifting every kept one.
    private var storage: [NavigationJournalEntry] = []
    private var oldest = 0
    /// The most entries the journal keeps, or `nil` for no bound.
    package let capacity: Int?

    /// Creates an empty journal that keeps every entry, or, with a `capacity`, the newest
    /// `capacity` entries, dropping the oldest as new ones come; a capacity below 1 keeps one.
    ///
    /// Once it has dropped entries, replay its path from the state before the oldest
    /// one it keeps: `journal.replay(onto: journal.entries[0].before)`.
    /// - Parameter capacity: The most entries to keep, or `nil` (the default) for no bound.
    public init(capacity: Int? = nil) {
        self.capacity = capacity.map { max($0, 1) }
    }

    /// Appends `entry`, dropping the oldest entry when the journal is at its capacity:
    /// constant time, whatever the capacity.
    public mutating func record(_ entry: NavigationJournalEntry) {
        keepChanges(before: entry)
        guard let capacity, storage.count >= capacity else {
            storage.append(entry)
            return
        }
        storage[oldest] = entry
        oldest = (oldest + 1) % capacity
    }

    /// Lets the newest entry's whole state go when `entry` is the call that followed it:
    /// its state after is then `entry`'s state before, which `entry` rebuilds from what
    /// it changed. One entry in every so many keeps its state whole, so that reading an
    /// entry walks through a bounded number of later ones: as many as the modules on
    /// screen, so that what the whole states hold comes to a few bytes an entry.
    private mutating func keepChanges(before entry: NavigationJournalEntry) {
        guard let newest = newestEntry, newest.origin.isFollowed(by: entry.origin),
            rebuilt < max(Self.shortestChain, entry.after.moduleCount)
        else {
            rebuilt = 0
            return
        }
        newest.kept.rebuild(from: entry.prior, next: entry.kept)
        rebuilt += 1
    }

    /// How many entries in a row, up to the newest, rebuild their state from the next.
    private var rebuilt = 0

    /// How many entries a journal lets rebuild from later ones at least, before it keeps
    /// one state whole.
    private static let shortestChain = 64

    /// The entry recorded last.
    private var newestEntry: NavigationJournalEntry? {
        guard !storage.isEmpty else { return nil }
        return storage[(oldest + storage.count - 1) % storage.count]
    }

    /// The state the recorded path leads to from `state`: each entry's applied
    /// operations, or its replacement state, in order. Guards are not consulted again:
    /// what they decided is in the record.
    /// - Parameter state: Where the path starts.
    /// - Returns: Where it ends.
    public func replay(onto state: NavigationState) -> NavigationState {
        var state = state
        for entry in self.entries {
            if entry.transaction == nil {
                state = entry.after
            } else {
                state.apply(entry.outcome.applied)
            }
        }
        return state
    }
}
