/// A module type, compared by identity: two types with the same name in different
/// modules of the app are different types.
public struct ModuleType: Hashable, Sendable, CustomStringConvertible {
    private let identifier: ObjectIdentifier
    /// The type's name, for logs only.
    public let description: String

    /// Wraps `type`.
    public init(_ type: any Module.Type) {
        identifier = ObjectIdentifier(type)
        description = String(describing: type)
    }

    /// Whether `module` is of this type.
    package func matches(_ module: AnyModule) -> Bool {
        ObjectIdentifier(Swift.type(of: module.base)) == identifier
    }

    /// Whether both are the same type.
    public static func == (lhs: ModuleType, rhs: ModuleType) -> Bool { lhs.identifier == rhs.identifier }

    /// Hashes the type's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(identifier) }
}
