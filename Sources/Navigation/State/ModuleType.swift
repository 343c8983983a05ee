/// A module type, compared by identity: two types with the same name in different
/// modules of the app are different types.
public struct ModuleType: Hashable, Sendable {
    private let identifier: ObjectIdentifier
    /// The type's name, for logs only; the same identity always has the same name.
    package let name: String

    /// Wraps `type`.
    package init(_ type: any Module.Type) {
        identifier = ObjectIdentifier(type)
        name = String(describing: type)
    }

    /// Whether `module` is of this type.
    package func matches(_ module: AnyModule) -> Bool {
        ObjectIdentifier(Swift.type(of: module.base)) == identifier
    }
}
