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
/// changes it. A ``NavigationJournal`` that records the entries of one service keeps, for
/// each entry but a few, only what the next call changed, so that it holds memory in
/// proportion to what the calls changed, not a copy of the stack per entry; reading such
/// an entry's ``after`` or ``before`` rebuilds it, at the cost of the stack and of the
/// calls recorded after it. Bound what a journal keeps with
/// ``NavigationJournal/init(capacity:)``.
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
    public var after: NavigationState { kept.state }
    /// What rebuilds ``before`` from ``after``.
    let prior: NavigationState.Prior
    /// The state after the call, or what rebuilds it from the next call's entry.
    let kept: KeptState
    /// The service that made the entry and the entry's place among its entries: a
    /// journal rebuilds an entry from the next only when the two follow each other.
    let origin: Origin

    /// Records a call of the service `origin` names, which left `after`.
    init(
        transaction: NavigationTransaction?, outcome: NavigationOutcome, after: NavigationState,
        prior: NavigationState.Prior, origin: Origin
    ) {
        self.transaction = transaction
        self.outcome = outcome
        self.prior = prior
        self.kept = KeptState(after)
        self.origin = origin
    }

    /// Where an entry comes from: a service, and how many times its state had changed
    /// before and after the call.
    struct Origin: Equatable {
        let service: UInt64
        let before: Int
        let after: Int

        /// Whether `next` is an entry of the same service whose state before is this
        /// entry's state after.
        func isFollowed(by next: Origin) -> Bool {
            next.service == service && next.before == after
        }
    }

    /// The state after a call: held whole, or rebuilt from the next call's entry, whose
    /// state before is this state after.
    ///
    /// A reference, so that the entries a journal hands out and the ones it keeps see
    /// the same form; every form gives the same state.
    final class KeptState {
        enum Form {
            case whole(NavigationState)
            /// The state before the call `prior` describes, which left `next`.
            case before(NavigationState.Prior, next: KeptState)
        }

        private(set) var form: Form

        init(_ state: NavigationState) {
            form = .whole(state)
        }

        /// Holds this state as what `prior` rebuilds from `next`, letting the whole state
        /// go.
        func rebuild(from prior: NavigationState.Prior, next: KeptState) {
            form = .before(prior, next: next)
        }

        /// The state, rebuilt by walking to the nearest entry that holds its state whole.
        var state: NavigationState {
            var priors: [NavigationState.Prior] = []
            var kept = self
            while true {
                switch kept.form {
                case .whole(let state):
                    return NavigationState.state(before: priors, after: state)
                case .before(let prior, let next):
                    priors.append(prior)
                    kept = next
                }
            }
        }
    }
}
