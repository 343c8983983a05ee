/// The dependency container: resolves assemblies, lets tests and previews replace
/// them, and keeps each assembly, with what it caches, for its own life.
///
/// ```swift
/// let container = DependencyContainer()
/// let details = container.resolve(DetailsAssembly.self)   // a DetailsAssembly
///
/// container.apply(MockDetailsAssembly.self)               // in a test or a preview
/// container.resolve(DetailsAssembly.self)                 // now a MockDetailsAssembly
/// container.reset()                                       // back to the real ones
/// ```
///
/// Types are told apart by identity, never by name. The container is safe to use from
/// any thread and any isolation, without `await`.
public final class DependencyContainer: Container {
    private struct Registry {
        /// The replacement applied for each assembly type.
        var replacements: [ObjectIdentifier: Assembly.Type] = [:]
        /// The instance that answers each requested type, once resolved.
        var resolved: [ObjectIdentifier: Assembly] = [:]
        /// One instance of each concrete assembly type.
        var instances: [ObjectIdentifier: Assembly] = [:]
        /// Changes whenever `replacements` does, so that a resolve that raced an apply retries.
        var generation = 0
    }

    private let registry = Protected(Registry())

    /// Creates an empty container: every assembly resolves to itself.
    public init() {}

    /// The assembly that answers for `type`: the subclass applied in its place, or else
    /// `type` itself, created once and kept until ``reset()``.
    /// - Parameter type: The assembly type to resolve.
    /// - Returns: An instance of `type` or of the subclass applied in its place.
    public func resolve<A: Assembly>(_ type: A.Type) -> A {
        let requested = ObjectIdentifier(type)
        if let found = registry.withLock({ $0.resolved[requested] }) as? A {
            return found
        }
        while true {
            let (generation, concrete) = registry.withLock { ($0.generation, $0.replacements[requested] ?? type) }
            // Created outside the lock: an assembly's initializer may resolve others.
            let candidate = concrete.init(container: self)
            let resolved = registry.withLock { registry -> Assembly? in
                guard registry.generation == generation else { return nil }
                let instance = registry.instances[ObjectIdentifier(concrete), default: candidate]
                registry.instances[ObjectIdentifier(concrete)] = instance
                registry.resolved[requested] = instance
                return instance
            }
            if let resolved {
                // `concrete` is `type` or a subclass of it, which `apply` guarantees.
                return resolved as? A ?? type.init(container: self)
            }
        }
    }

    /// Makes `replacement` answer for every ancestor it has below ``Assembly``.
    ///
    /// Applying another subclass of the same assembly later replaces this one. A direct
    /// subclass of `Assembly` replaces nothing, since it has no ancestor to stand for.
    /// - Parameter replacement: The assembly to use in place of its superclasses.
    public func apply<A: Assembly>(_ replacement: A.Type) {
        var ancestors: [ObjectIdentifier] = []
        var current: AnyClass? = _getSuperclass(replacement)
        while let ancestor = current, ancestor != Assembly.self {
            ancestors.append(ObjectIdentifier(ancestor))
            current = _getSuperclass(ancestor)
        }
        registry.withLock { registry in
            for ancestor in ancestors {
                registry.replacements[ancestor] = replacement
            }
            registry.resolved = [:]
            registry.generation += 1
        }
    }

    /// Undoes the replacements `type` takes part in: those applied for it and those
    /// applied with it, so that every assembly involved resolves to itself again.
    /// - Parameter type: The replaced assembly, or the replacement.
    public func restore(_ type: Assembly.Type) {
        let identifier = ObjectIdentifier(type)
        registry.withLock { registry in
            registry.replacements = registry.replacements.filter { key, value in
                key != identifier && ObjectIdentifier(value) != identifier
            }
            registry.resolved = [:]
            registry.generation += 1
        }
    }

    /// Removes every replacement and every assembly instance, with all they cached:
    /// the next resolve builds afresh, as in a new container.
    public func reset() {
        registry.withLock { registry in
            registry.replacements = [:]
            registry.resolved = [:]
            registry.instances = [:]
            registry.generation += 1
        }
    }
}
