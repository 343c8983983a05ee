/// A value equal to every other of its type, so the compiler's equality and hashing of
/// what holds it pass over it: an alert's id, a button's action, the redirections an
/// outcome records. It prints as its value, so a dump of what holds it (a failed
/// expectation's) reads as the value rather than as this wrapper.
package struct PassedOver<Value>: Hashable {
    package let value: Value

    package init(_ value: Value) { self.value = value }

    package static func == (lhs: PassedOver, rhs: PassedOver) -> Bool { true }

    package func hash(into hasher: inout Hasher) {}
}

extension PassedOver: Sendable where Value: Sendable {}

extension PassedOver: CustomDebugStringConvertible {
    package var debugDescription: String { String(reflecting: value) }
}
