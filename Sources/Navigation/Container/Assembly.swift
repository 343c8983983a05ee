/// The base class of assemblies: the objects that know how to build one module or one
/// service, and cache what they build.
///
/// Subclass it, add `build` methods, and resolve what they need through ``container``:
///
/// ```swift
/// final class DetailsAssembly: Assembly {
///     @MainActor func build(source: DetailsSource) -> some View {
///         let router = DetailsRouter(navigation: container.resolve(NavigationAssembly.self).build())
///         ...
///     }
/// }
///
/// class DataAssembly: Assembly {
///     func build() -> any DataService { shared { RemoteDataService() } }
/// }
/// ```
///
/// What an assembly builds has one of three lifetimes:
/// - **New on every call**: construct it and return it; nothing is cached.
/// - **Shared**: ``shared(key:fileID:line:column:_:)`` builds it once and returns the
///   same value for the container's life.
/// - **Weakly shared**: ``weaklyShared(key:fileID:line:column:_:)`` returns the same
///   object while anyone holds it, and builds a new one after it is freed. Only classes
///   can be held weakly, so the method accepts only class types.
///
/// A cache slot belongs to one assembly instance, one call site (or the explicit
/// `key`), and the returned type: two assemblies that both share a `String` get two
/// slots. Assemblies are used from any thread; keep their state in these caches.
open class Assembly {
    /// The container this assembly resolves other assemblies through.
    public let container: Container

    private let instances = Protected<[InstanceKey: CachedInstance]>([:])

    /// Creates the assembly. The container calls this; tests and previews may too.
    /// - Parameter container: The container the assembly resolves through.
    public required init(container: Container) {
        self.container = container
    }

    /// Returns the value built by `factory` the first time this call site ran, building
    /// it now if it never did.
    ///
    /// Concurrent callers get one instance: the factory runs once. The factory may
    /// resolve other shared values; a factory that needs its own value, directly or
    /// through others, is a dependency cycle, and the program stops with a message that
    /// names the whole path, such as `A.shared(Service) -> B.shared(Other) -> A.shared(Service)`.
    /// - Parameters:
    ///   - key: A name for the slot, for call sites that must share one; `nil` uses the
    ///     call site.
    ///   - fileID: The call site's file; leave the default.
    ///   - line: The call site's line; leave the default.
    ///   - column: The call site's column; leave the default.
    ///   - factory: Builds the value.
    /// - Returns: The shared value.
    public final func shared<T: Sendable>(
        key: String? = nil,
        fileID: StaticString = #fileID,
        line: UInt = #line,
        column: UInt = #column,
        _ factory: () -> T
    ) -> T {
        let slot = InstanceKey(key: key, fileID: fileID, line: line, column: column, type: T.self)
        if let cached = instances.withLock({ $0[slot] })?.value as? T {
            return cached
        }
        return construct(slot, lifetime: "shared", factory: factory) { .strong($0) }
    }

    /// Returns the object built by `factory` while anyone still holds it, building a new
    /// one when none is alive.
    ///
    /// The same rules as ``shared(key:fileID:line:column:_:)`` apply: one instance under
    /// concurrent use, and a stop with the path on a dependency cycle.
    /// - Parameters:
    ///   - key: A name for the slot, for call sites that must share one; `nil` uses the
    ///     call site.
    ///   - fileID: The call site's file; leave the default.
    ///   - line: The call site's line; leave the default.
    ///   - column: The call site's column; leave the default.
    ///   - factory: Builds the object.
    /// - Returns: The live object.
    public final func weaklyShared<T: AnyObject & Sendable>(
        key: String? = nil,
        fileID: StaticString = #fileID,
        line: UInt = #line,
        column: UInt = #column,
        _ factory: () -> T
    ) -> T {
        let slot = InstanceKey(key: key, fileID: fileID, line: line, column: column, type: T.self)
        if let cached = instances.withLock({ $0[slot] })?.value as? T {
            return cached
        }
        return construct(slot, lifetime: "weaklyShared", factory: factory) { .weak(WeakReference(object: $0)) }
    }

    private func construct<T>(
        _ slot: InstanceKey,
        lifetime: String,
        factory: () -> T,
        entry: (T) -> CachedInstance
    ) -> T {
        let frame = ConstructionFrame(
            assembly: ObjectIdentifier(self),
            slot: slot,
            name: "\(Swift.type(of: self)).\(lifetime)(\(T.self))"
        )
        return construction.run(frame) {
            // Another thread may have built it while this one waited for the lock.
            if let cached = instances.withLock({ $0[slot] })?.value as? T {
                return cached
            }
            let value = factory()
            instances.withLock { $0[slot] = entry(value) }
            return value
        }
    }
}

/// Where a cached instance lives: one call site or key, and the type it returns.
private struct InstanceKey: Hashable {
    private enum Site: Hashable {
        case code(file: UInt, line: UInt, column: UInt)
        case named(String)
    }

    private let site: Site
    private let type: ObjectIdentifier

    init<T>(key: String?, fileID: StaticString, line: UInt, column: UInt, type: T.Type) {
        if let key {
            site = .named(key)
        } else {
            // A file's literal has one address for the life of the process.
            let file =
                fileID.hasPointerRepresentation ? UInt(bitPattern: fileID.utf8Start) : UInt(fileID.unicodeScalar.value)
            site = .code(file: file, line: line, column: column)
        }
        self.type = ObjectIdentifier(T.self)
    }
}

private enum CachedInstance {
    case strong(Any)
    case weak(WeakReference)

    var value: Any? {
        switch self {
        case .strong(let value): value
        case .weak(let reference): reference.object
        }
    }
}

private struct WeakReference {
    weak var object: AnyObject?
}
