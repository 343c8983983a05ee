import Observation

/// The navigation of one scene: owns a ``NavigationState`` and publishes its changes
/// through the Observation framework.
///
/// One call is one observable change: a transaction of many operations notifies
/// observers once, and an operation that changes nothing notifies nobody.
///
/// It conforms to `Observable` with a hand-written registrar rather than the
/// `@Observable` macro, so that it can decide whether an operation changes anything
/// before it notifies, and then change the state in place without copying it.
@MainActor
public final class NavigationService: NavigationServiceType, Observable {
    private let registrar = ObservationRegistrar()
    private var storage: NavigationState

    /// Creates a service with `state`.
    /// - Parameter state: The initial state; empty by default.
    public init(state: NavigationState = NavigationState()) {
        storage = state
    }

    /// The current state; setting it replaces the whole state as one change.
    public var state: NavigationState {
        get {
            registrar.access(self, keyPath: \.state)
            return storage
        }
        set {
            registrar.withMutation(of: self, keyPath: \.state) { storage = newValue }
        }
    }

    /// Applies `operation` as one change; observers hear of it only when it changes the
    /// state.
    /// - Parameter operation: The step to take.
    /// - Returns: `true` when the state changed.
    @discardableResult
    public func apply(_ operation: NavigationOperation) -> Bool {
        guard let change = storage.change(for: operation) else { return false }
        registrar.withMutation(of: self, keyPath: \.state) { storage.commit(change) }
        return true
    }

    /// Applies every operation of `transaction` and publishes the result as one change.
    /// - Parameter transaction: The operations, in order.
    /// - Returns: `true` when any of them changed the state.
    @discardableResult
    public func apply(_ transaction: NavigationTransaction) -> Bool {
        var next = storage
        guard next.apply(transaction) else { return false }
        state = next
        return true
    }
}
