/// A type-erased ``Module``, as the navigation state stores it.
///
/// Two `AnyModule` values are equal when they are the same appearance (the same ``id``),
/// or when the modules they wrap are of the same dynamic type and equal; they hash like
/// the wrapped module. An appearance is equal to itself even when its module's `==` is
/// not (a module holding `Double.nan`), so a stack, and a state, equals itself; two
/// appearances of equal modules are equal whatever their ids. A class
/// module and an instance of its subclass are never equal, so equality is symmetric
/// whichever of the two is asked. The ``id`` identifies one appearance
/// of the module on screen: the same module pushed twice appears twice, with two ids.
public struct AnyModule: Identifiable, Hashable, CustomStringConvertible {
    /// Identifies one appearance of a module on screen.
    public struct ID: Hashable, Sendable, CustomStringConvertible {
        let rawValue: UInt64

        static func next() -> ID { ID(rawValue: identities.next()) }

        /// The id as `#` and a number, for logs.
        public var description: String { "#\(rawValue)" }
    }

    /// The module this value wraps.
    package let base: any Module

    /// The identity of this appearance of the module.
    public let id: ID

    /// Wraps `module` with a new identity.
    /// - Parameter module: The module to wrap.
    public init(_ module: some Module) {
        self.base = module
        self.id = .next()
    }

    init(base: any Module, id: ID) {
        self.base = base
        self.id = id
    }

    /// The wrapped module as `type`, or `nil` when it is a module of another type.
    /// - Parameter type: The concrete module type to unwrap to.
    /// - Returns: The wrapped module, or `nil`.
    public func unwrap<M: Module>(as type: M.Type) -> M? {
        base as? M
    }

    /// Whether the wrapped module is of type `type` exactly; users write
    /// `unwrap(as:) != nil`.
    package func isModule(ofType type: any Module.Type) -> Bool {
        ObjectIdentifier(Swift.type(of: base)) == ObjectIdentifier(type)
    }

    /// This value with a new identity, as a module gets when it appears on screen again.
    func reidentified() -> AnyModule {
        AnyModule(base: base, id: .next())
    }

    /// Builds the wrapped module's view.
    /// - Parameter container: The container the module resolves its assembly through.
    @MainActor
    func build(container: Container) -> any View {
        base.build(container: container)
    }

    /// Whether both are the same appearance, or wrap modules of the same dynamic type that
    /// are equal.
    public static func == (lhs: AnyModule, rhs: AnyModule) -> Bool {
        // An id is given to one wrapped value only, so the same id is the same value: equal
        // even when the module's own `==` is not reflexive.
        if lhs.id == rhs.id { return true }
        // Comparing the dynamic types first keeps `==` symmetric for class modules: a
        // `Derived` casts to `Base`, but a `Base` does not cast to `Derived`.
        return ObjectIdentifier(Swift.type(of: lhs.base)) == ObjectIdentifier(Swift.type(of: rhs.base))
            && lhs.base.isEqual(to: rhs.base)
    }

    /// Hashes the wrapped module.
    public func hash(into hasher: inout Hasher) {
        base.hash(into: &hasher)
    }

    /// The wrapped module as it reads in code, such as `DetailsModule(source: deepLink)`,
    /// for logs and test failures; a module that is `CustomStringConvertible` describes
    /// itself.
    public var description: String {
        if let custom = base as? any CustomStringConvertible {
            return custom.description
        }
        let fields = Mirror(reflecting: base).children.map { child in
            let value = child.value is String ? "\"\(child.value)\"" : String(describing: child.value)
            return child.label.map { "\($0): \(value)" } ?? value
        }
        return "\(Swift.type(of: base))(\(fields.joined(separator: ", ")))"
    }
}

extension Module {
    fileprivate func isEqual(to other: any Module) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}

/// Hands out identities, unique for the life of the process.
private let identities = IdentityCounter()
