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

    @usableFromInline let cache = InstanceCache()

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
    @inlinable
    public final func shared<T: Sendable>(
        key: String? = nil,
        fileID: StaticString = #fileID,
        line: UInt = #line,
        column: UInt = #column,
        _ factory: () -> T
    ) -> T {
        let slot = InstanceKey(key: key, fileID: fileID, line: line, column: column, type: T.self)
        if let box = cache.box(at: slot) {
            // The slot's key holds T, so its box is a Box<T>.
            return unsafeDowncast(box, to: Box<T>.self).value
        }
        return cache.buildShared(slot, in: self, factory: factory)
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
    @inlinable
    public final func weaklyShared<T: AnyObject & Sendable>(
        key: String? = nil,
        fileID: StaticString = #fileID,
        line: UInt = #line,
        column: UInt = #column,
        _ factory: () -> T
    ) -> T {
        let slot = InstanceKey(key: key, fileID: fileID, line: line, column: column, type: T.self)
        if let object = cache.liveObject(at: slot) {
            // The slot's key holds T, so its object is a T.
            return unsafeDowncast(object, to: T.self)
        }
        return cache.buildWeaklyShared(slot, in: self, factory: factory)
    }
}

/// Where a cached instance lives: one call site or key, and the type it returns.
@usableFromInline
struct InstanceKey: Hashable {
    /// The address of the call site's file literal, which is one for the life of the
    /// process; 0 for a named slot.
    @usableFromInline let file: UInt
    /// The call site's line and column; 0 for a named slot.
    @usableFromInline let line: UInt
    @usableFromInline let column: UInt
    @usableFromInline let name: String?
    @usableFromInline let type: ObjectIdentifier

    @inlinable
    init<T>(key: String?, fileID: StaticString, line: UInt, column: UInt, type: T.Type) {
        if let key {
            name = key
            file = 0
            self.line = 0
            self.column = 0
        } else {
            name = nil
            file =
                fileID.hasPointerRepresentation ? UInt(bitPattern: fileID.utf8Start) : UInt(fileID.unicodeScalar.value)
            self.line = line
            self.column = column
        }
        self.type = ObjectIdentifier(T.self)
    }

    // One combined word instead of four: this hash runs on every shared lookup.
    @usableFromInline
    func hash(into hasher: inout Hasher) {
        hasher.combine(file ^ (line &* 0x9E37_79B9) ^ (column &* 0x7F4A_7C15) ^ UInt(bitPattern: type))
        if let name { hasher.combine(name) }
    }
}

/// A shared value, boxed so that every cached value is an object.
@usableFromInline
final class Box<Value> {
    @usableFromInline let value: Value

    @usableFromInline
    init(_ value: Value) {
        self.value = value
    }
}

/// One assembly's cached instances. A slot's key holds the value's type, so the value
/// read back from a slot is always of the type asked for: that is what makes the
/// unchecked casts of ``Assembly`` safe.
@usableFromInline
final class InstanceCache: Sendable {
    private enum Entry {
        case strong(AnyObject)
        case weak(WeakReference)
    }

    private struct WeakReference {
        weak var object: AnyObject?
    }

    /// The slots. Most assemblies have a handful, and comparing a few keys costs less
    /// than hashing one, so small tables are searched in order and only large ones hashed.
    private struct Slot {
        let key: InstanceKey
        var entry: Entry
    }

    private struct Table {
        var slots: [Slot] = []
        var index: [InstanceKey: Int]?

        static let largestScanned = 16

        func position(of key: InstanceKey) -> Int? {
            if let index { return index[key] }
            for position in slots.indices where slots[position].key == key {
                return position
            }
            return nil
        }

        subscript(key: InstanceKey) -> Entry? {
            get {
                position(of: key).map { slots[$0].entry }
            }
            set {
                guard let newValue else { preconditionFailure("slots are replaced, never removed") }
                if let position = position(of: key) {
                    slots[position].entry = newValue
                    return
                }
                slots.append(Slot(key: key, entry: newValue))
                if index != nil {
                    index?[key] = slots.count - 1
                } else if slots.count > Self.largestScanned {
                    index = Dictionary(uniqueKeysWithValues: slots.enumerated().map { ($1.key, $0) })
                }
            }
        }
    }

    private let entries = Protected(Table())

    @usableFromInline
    init() {}

    /// The box of the shared value in `slot`, if it was built.
    @usableFromInline
    func box(at slot: InstanceKey) -> AnyObject? {
        entries.withLock { entries in
            if case .strong(let box) = entries[slot] { box } else { nil }
        }
    }

    /// The object in the weak `slot`, if it is alive.
    @usableFromInline
    func liveObject(at slot: InstanceKey) -> AnyObject? {
        entries.withLock { entries in
            if case .weak(let reference) = entries[slot] { reference.object } else { nil }
        }
    }

    @usableFromInline
    func buildShared<T>(_ slot: InstanceKey, in assembly: Assembly, factory: () -> T) -> T {
        let frame = ConstructionFrame(assembly: assembly, slot: slot, name: "shared(\(T.self))")
        return construction.run(frame) {
            // Another thread may have built it while this one waited for the lock.
            if let box = box(at: slot) {
                return unsafeDowncast(box, to: Box<T>.self).value
            }
            let value = factory()
            entries.withLock { $0[slot] = .strong(Box(value)) }
            return value
        }
    }

    @usableFromInline
    func buildWeaklyShared<T: AnyObject>(_ slot: InstanceKey, in assembly: Assembly, factory: () -> T) -> T {
        let frame = ConstructionFrame(assembly: assembly, slot: slot, name: "weaklyShared(\(T.self))")
        return construction.run(frame) {
            if let object = liveObject(at: slot) {
                return unsafeDowncast(object, to: T.self)
            }
            let object = factory()
            entries.withLock { $0[slot] = .weak(WeakReference(object: object)) }
            return object
        }
    }
}
