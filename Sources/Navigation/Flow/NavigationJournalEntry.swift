/// One call as the journal records it: what was asked, what applied, and the state
/// before and after.
///
/// Every call is recorded, including one that changes nothing (a pop on an empty
/// stack, with `outcome.changed == false`) and one a guard rejects (with nothing
/// applied). A transaction that ends where it started, such as `[.push(x), .pop]`, is a
/// change: it showed and removed an appearance of `x`, so its entry says
/// `outcome.changed == true` with `before == after`, and observers hear of it once.
/// Calls made from guards and listeners are queued (see ``NavigationService``), so
/// each entry's `before` is the previous entry's `after`.
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
