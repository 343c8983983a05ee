/// What a guard decides about one operation before it applies.
public enum GuardDecision {
    /// Let it apply.
    case allow
    /// Refuse it, with a reason for the caller and the journal.
    case reject(String)
    /// Apply these operations in its place.
    case redirect(NavigationTransaction)
}
