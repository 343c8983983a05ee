/// Several operations applied as one change: observers see the state before the first
/// and after the last, never anything between.
///
/// Each operation applies in order with its own outcome; one that changes nothing
/// (a pop on an empty stack) does not stop the ones after it.
public struct NavigationTransaction: Hashable, ExpressibleByArrayLiteral, CustomStringConvertible {
    /// The operations, in the order they apply.
    public var operations: [NavigationOperation]
    /// The alert a tap's dismissal answers, when the transaction is one: a call queued
    /// behind the one applying dismisses it only if it still shows at its turn, then runs
    /// the button's action. Equality and hashing pass over it.
    package var answering: PassedOver<AlertAnswer?> = PassedOver(nil)
    /// Whether the transaction is a deep link's, which applies nothing when a `selectTab`
    /// step names a tab the state the steps before it leave does not have: checked again
    /// at its turn when the call is queued. Equality and hashing pass over it.
    package var selectsOnlyExistingTabs = PassedOver(false)

    /// Creates a transaction of `operations`.
    public init(_ operations: [NavigationOperation]) {
        self.operations = operations
    }

    /// Creates a transaction from an array literal of operations.
    public init(arrayLiteral operations: NavigationOperation...) {
        self.operations = operations
    }

    /// The operations, for logs and test failures.
    public var description: String { "\(operations)" }
}

extension NavigationTransaction {
    /// Whether the transaction, queued behind another call, has nothing left to do at its
    /// turn over `state`: a tap's alert no longer shows, or a deep link selects a tab
    /// `state` does not have.
    package func isStale(over state: NavigationState) -> Bool {
        if let answer = answering.value { return state.alert?.id != answer.alert }
        return selectsOnlyExistingTabs.value && state.missingTab(in: self) != nil
    }
}

/// A tap on an alert button, carried by the transaction that dismisses the alert.
package struct AlertAnswer {
    /// The alert the tap answers.
    package let alert: NavigationAlert.ID
    /// The button's action.
    package let action: (() -> Void)?

    /// Records a tap on a button of `alert` whose action is `action`.
    package init(alert: NavigationAlert.ID, action: (() -> Void)?) {
        self.alert = alert
        self.action = action
    }
}
