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
///
/// Setting ``NavigationService/state`` to the state it already holds is no call and
/// records nothing.
///
/// An entry's ``after`` shares its storage with the service's state until the next call
/// changes it: a listener that keeps entries keeps one copy of each stack a later call
/// changed. Bound what a ``NavigationJournal`` keeps with ``NavigationJournal/init(capacity:)``.
public struct NavigationJournalEntry {
    /// The operations the call asked for, in order, with a shown module's push or
    /// presentation as the ``PresentationPolicy`` decided it (what guards were asked
    /// about; ``NavigationOutcome/applied`` is what applied after them); `nil` when the
    /// whole state was replaced (restored or set).
    public let transaction: NavigationTransaction?
    /// What became of the call, with the operations that applied after guards
    /// (``NavigationOutcome/applied``: empty when a guard rejected the call).
    public let outcome: NavigationOutcome
    /// The state before the call.
    ///
    /// Rebuilt from ``after`` when read, at the cost of the stack the call changed: an
    /// entry does not hold that stack, so that recording a push or a pop costs what it
    /// changes, not the whole stack.
    public var before: NavigationState { prior.state(after: after) }
    /// The state after the call.
    public let after: NavigationState
    /// What rebuilds ``before`` from ``after``.
    let prior: NavigationState.Prior
}
