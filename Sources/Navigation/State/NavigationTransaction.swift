/// Several operations applied as one change: observers see the state before the first
/// and after the last, never anything between.
///
/// Each operation applies in order with its own outcome; one that changes nothing
/// (a pop on an empty stack) does not stop the ones after it.
public struct NavigationTransaction: Hashable, ExpressibleByArrayLiteral, CustomStringConvertible {
    /// The operations, in the order they apply.
    public var operations: [NavigationOperation]

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
