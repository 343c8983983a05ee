/// The callers awaiting a result from a module: the bookkeeping behind
/// ``NavigationServiceType/apply(_:showing:expecting:)``, shared by the service and the
/// testing mock.
///
/// A caller holds a ``Ticket`` from the moment it asks until it resumes, and the ticket
/// is attached to the appearance of the module its own operation showed. Each ticket
/// resumes exactly once: with a value when its module finishes, as cancelled when the
/// module leaves the screen any other way or the awaiting task is cancelled, or as
/// rejected when no module was shown.
///
/// Settling costs what a change removed, never what is on screen: ``settle(removed:finishing:)``
/// looks up each removed appearance, and only a replacement of the whole state scans
/// every waiter (``settle(with:)``).
@MainActor
package final class AwaitedResults {
    /// One caller's claim on a result.
    package struct Ticket: Hashable, Sendable {
        fileprivate let rawValue: UInt64
    }

    /// How a ticket resumes, before it is cast back to the caller's `NavigationResult`.
    private enum Resolution {
        case finished(Any)
        case cancelled
        case rejected(String)
    }

    private struct Waiter {
        let accepts: (Any) -> Bool
        let resume: (Resolution) -> Void
        /// Set by the awaiting task's cancellation, on whatever thread cancels it, before
        /// the main actor hears of it: a `finish` in the same turn sees it.
        let cancellation: CancellationFlag
        var module: AnyModule.ID?
    }

    private var waiters: [Ticket: Waiter] = [:]
    private var tickets: [AnyModule.ID: Ticket] = [:]
    private var lastTicket: UInt64 = 0

    /// Creates an empty set of waiters.
    package init() {}

    /// Whether no one awaits anything.
    package var isEmpty: Bool { waiters.isEmpty }

    /// Suspends the calling task with a new ticket until the ticket is resolved; `start`
    /// runs at once, before the suspension, and shows the module (``attach(_:to:)``) or
    /// says why it was not (``reject(_:reason:)``).
    ///
    /// Cancelling the task resumes it promptly as cancelled, and detaches the ticket from
    /// its module, which stays on screen.
    /// - Parameters:
    ///   - type: The type of value the module finishes with.
    ///   - start: Shows the module, given the ticket to attach to it.
    /// - Returns: How the module left.
    package func wait<Value: Sendable>(
        as type: Value.Type,
        start: (Ticket) -> Void
    ) async -> NavigationResult<Value> {
        lastTicket += 1
        let ticket = Ticket(rawValue: lastTicket)
        let cancellation = CancellationFlag()
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                waiters[ticket] = Waiter(
                    accepts: { $0 is Value },
                    resume: { resolution in
                        switch resolution {
                        case .finished(let value as Value): continuation.resume(returning: .finished(value))
                        case .finished, .cancelled: continuation.resume(returning: .cancelled)
                        case .rejected(let reason): continuation.resume(returning: .rejected(reason))
                        }
                    },
                    cancellation: cancellation
                )
                start(ticket)
            }
        } onCancel: {
            // The flag wins over a `finish` made before the main actor runs the task below.
            cancellation.cancel()
            Task { @MainActor in self.resolve(ticket, .cancelled) }
        }
    }

    /// Waits until the module `id`, already on screen, finishes or leaves the screen.
    /// - Parameters:
    ///   - id: The appearance of the module on screen.
    ///   - type: The type of value it finishes with.
    /// - Returns: How it left.
    package func wait<Value: Sendable>(for id: AnyModule.ID, as type: Value.Type) async -> NavigationResult<Value> {
        await wait(as: type) { attach($0, to: id) }
    }

    /// Attaches `ticket` to the appearance `id` its operation showed.
    package func attach(_ ticket: Ticket, to id: AnyModule.ID) {
        guard waiters[ticket] != nil else { return }
        waiters[ticket]?.module = id
        tickets[id] = ticket
    }

    /// Resumes `ticket` as rejected: its operation showed no module.
    package func reject(_ ticket: Ticket, reason: String) {
        resolve(ticket, .rejected(reason))
    }

    /// Whether someone awaits a result from the module `id`.
    package func isAwaited(_ id: AnyModule.ID) -> Bool {
        tickets[id] != nil
    }

    /// Whether someone awaits a result of `value`'s type from the module `id`.
    /// A cancelled waiter accepts nothing, even before it has resumed.
    package func accepts(_ value: Any, from id: AnyModule.ID) -> Bool {
        guard let waiter = tickets[id].flatMap({ waiters[$0] }), !waiter.cancellation.isCancelled else { return false }
        return waiter.accepts(value)
    }

    /// Claims the waiter of the module `id` for a finish with `value`, when it accepts it:
    /// from then on until ``release(_:)``, a cancellation of the awaiting task, on any
    /// thread, no longer wins over the finish; it takes effect at the release, if the
    /// finish did not resume the waiter.
    /// - Returns: Whether the waiter was claimed; `false` when nobody awaits a value of
    ///   that type from `id`, or the awaiting task was cancelled before.
    package func claim(_ value: Any, from id: AnyModule.ID) -> Bool {
        guard let waiter = tickets[id].flatMap({ waiters[$0] }), waiter.accepts(value) else { return false }
        return waiter.cancellation.claim()
    }

    /// Ends the claim ``claim(_:from:)`` made on the waiter of `id`, when the finish did
    /// not resume it; a cancellation that came meanwhile now holds, and resumes it.
    package func release(_ id: AnyModule.ID) {
        tickets[id].flatMap { waiters[$0] }?.cancellation.release()
    }

    /// Resumes the waiters of the appearances a change removed: `finishing` with its
    /// value, every other one as cancelled.
    /// - Parameters:
    ///   - removed: The appearances the change took off the screen.
    ///   - finishing: The appearance finishing with a value, and the value.
    /// - Returns: Whether `finishing` was among the removed and resumed with its value.
    @discardableResult
    package func settle(removed: some Sequence<AnyModule.ID>, finishing: (id: AnyModule.ID, value: Any)? = nil) -> Bool
    {
        var finished = false
        for id in removed {
            guard let ticket = tickets[id] else { continue }
            if let finishing, finishing.id == id, waiters[ticket]?.cancellation.isCancelled == false {
                finished = true
                resolve(ticket, .finished(finishing.value))
            } else {
                resolve(ticket, .cancelled)
            }
        }
        return finished
    }

    /// Resumes as cancelled every waiter whose module is no longer on screen in `state`:
    /// for a replacement of the whole state, where everything may have changed.
    package func settle(with state: NavigationState) {
        guard !tickets.isEmpty else { return }
        let visible = Set(state.visibleModules.map(\.id))
        settle(removed: tickets.keys.filter { !visible.contains($0) })
    }

    private func resolve(_ ticket: Ticket, _ resolution: Resolution) {
        guard let waiter = waiters.removeValue(forKey: ticket) else { return }
        if let id = waiter.module { tickets[id] = nil }
        waiter.resume(resolution)
    }
}

/// Whether an awaiting task was cancelled, written from the thread that cancels it and
/// read on the main actor; and whether a finish has claimed the waiter, which holds a
/// cancellation back until the finish is done.
private final class CancellationFlag: Sendable {
    private struct State {
        var isCancelled = false
        var isClaimed = false
        /// A cancellation that came while a finish held the claim.
        var isCancelledWhileClaimed = false
    }

    private let state = Protected(State())

    /// Whether ``cancel()`` was called, and no claim holds it back.
    var isCancelled: Bool { state.withLock { $0.isCancelled } }

    /// Marks the task cancelled, or, while a finish holds a claim, cancelled once the
    /// claim is released.
    func cancel() {
        state.withLock { state in
            if state.isClaimed {
                state.isCancelledWhileClaimed = true
            } else {
                state.isCancelled = true
            }
        }
    }

    /// Claims the waiter for a finish, unless the task is cancelled already.
    func claim() -> Bool {
        state.withLock { state in
            guard !state.isCancelled else { return false }
            state.isClaimed = true
            return true
        }
    }

    /// Ends the claim; a cancellation that came meanwhile holds from now on.
    func release() {
        state.withLock { state in
            state.isClaimed = false
            if state.isCancelledWhileClaimed { state.isCancelled = true }
        }
    }
}
