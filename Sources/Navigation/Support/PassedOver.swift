/// A value equal to every other of its type, so the compiler's equality and hashing of
/// what holds it pass over it: an alert's id, a button's action, the transaction an
/// outcome reports.
package struct PassedOver<Value>: Hashable {
    package let value: Value

    package init(_ value: Value) { self.value = value }

    package static func == (lhs: PassedOver, rhs: PassedOver) -> Bool { true }

    package func hash(into hasher: inout Hasher) {}
}

extension PassedOver: Sendable where Value: Sendable {}
