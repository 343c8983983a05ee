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
///
/// The container owns its assemblies, and an assembly does not keep its container
/// alive: that is what lets a container the app lets go of free its assemblies and all
/// they cache. Keep the container (an app keeps it for its life, a test in a local or a
/// property) for as long as you use what it resolved; an assembly that reads
/// ``container`` after its container was freed stops the program with a message that
/// names the assembly.
open class Assembly {
    /// The container this assembly resolves other assemblies through.
    ///
    /// - Precondition: The container is alive. The program stops, naming this assembly,
    ///   if it was freed: an assembly does not keep its container alive.
    public final var container: Container {
        guard let container = owner else { containerWasFreed() }
        return container
    }

    // Weak, since the container holds its assemblies: a strong reference back would keep
    // both alive forever.
    private weak let owner: (any Container)?

    /// Where this assembly's shared values live: its own, or, for an assembly a scope
    /// builds without renewing it, the cache of the parent's instance. Chosen in the
    /// initializer, before any code of a subclass can use it or hand `self` out.
    private(set) var cacheStorage = InstanceCache()

    /// `cacheStorage`, unretained, for the reads of every `shared` call: reading it takes no
    /// reference count and no exclusivity check, so two threads reading one shared value
    /// contend on nothing but the value. `cacheStorage` keeps the cache alive for the
    /// assembly's life; both are set in `init(container:)` and never change after it.
    @usableFromInline @exclusivity(unchecked) private(set) final var cache: Unmanaged<InstanceCache>

    /// Room between the reference count and `publishedSlots`. At 72 bytes or more from the
    /// object's start (80 with this room), the field is never on the cache line of the
    /// count (at 8), which every resolve of the assembly writes: two threads reading a
    /// shared value then contend for that line only to count, not to read the field too.
    private let spacer: (Int, Int, Int, Int) = (0, 0, 0, 0)

    /// The lock-free copy of `cache`'s shared values (its `publishedReference`), kept here
    /// too so that a `shared` read loads it from the assembly directly rather than through
    /// the cache: each load of a read waits for the one before it. Set with `cache`, and
    /// alive as long as it.
    @usableFromInline @exclusivity(unchecked) private(set) final var publishedSlots: Unmanaged<AnyObject & Sendable>?

    /// The parent's cache a scope hands to the instance it is building in place of the
    /// parent's, read by that instance's initializer.
    struct BorrowedCache: Sendable {
        let container: ObjectIdentifier
        let type: ObjectIdentifier
        let cache: InstanceCache
    }

    /// The cache that the assembly being built on this thread shares, if any. A plain
    /// `TaskLocal` value rather than the attribute, which older SDKs declare as a
    /// property wrapper whose static storage Swift 6 refuses.
    static let borrowedCache = TaskLocal<BorrowedCache?>(wrappedValue: nil)

    /// The slots of the lock-free snapshots of this assembly's shared values; for tests of
    /// the memory an assembly with many keyed slots keeps.
    package final var publishedSharedSlots: Int {
        cache.takeUnretainedValue().publishedSlotsKept
    }

    /// The weakly shared slots this assembly keeps, those whose objects were freed and not
    /// yet swept out included; for tests of the memory keyed weak slots keep.
    package final var weaklySharedSlots: Int {
        cache.takeUnretainedValue().weakSlotsKept
    }

    /// Creates the assembly. The container calls this; tests and previews may too.
    ///
    /// The assembly does not keep `container` alive; whoever creates it keeps the container.
    ///
    /// The container calls it on the thread that first resolves the assembly, whatever its
    /// isolation says: it is `@MainActor` only so that a subclass in a target whose default
    /// actor isolation is `MainActor` (a new Xcode 26 app) can inherit it, since the
    /// initializer such a subclass inherits is main-actor isolated (a compiler issue,
    /// swiftlang/swift#84644). What it does, storing the container, is safe on any thread.
    /// An initializer a subclass writes overrides this one, so it is main-actor code too,
    /// as are a subclass's stored properties' initial values in such a target; Swift 6
    /// stops a closure of theirs that runs on another thread. An assembly that other
    /// threads resolve first keeps closures out of them (`shared { }` runs where it is
    /// called), or is a `nonisolated class` with no initializer of its own.
    /// - Parameter container: The container the assembly resolves through.
    @preconcurrency @MainActor
    public required init(container: Container) {
        self.owner = container
        self.cache = .passUnretained(cacheStorage)
        self.publishedSlots = cacheStorage.publishedReference
        // A scope building this instance in place of its parent's hands over the parent's
        // cache; an assembly a subclass's initializer creates directly is of another type
        // or for another container, and keeps its own.
        if let borrowed = Assembly.borrowedCache.get(), borrowed.container == ObjectIdentifier(container),
            borrowed.type == ObjectIdentifier(type(of: self))
        {
            cacheStorage = borrowed.cache
            cache = .passUnretained(borrowed.cache)
            publishedSlots = borrowed.cache.publishedReference
        }
    }

    /// Creates an assembly of `type` on the calling thread, whatever its isolation: its
    /// initializer is `@MainActor` for the subclasses' sake alone (see
    /// ``init(container:)``), and a main-actor function and a nonisolated one of the same
    /// signature are called alike.
    static func make(_ type: Assembly.Type, container: Container) -> Assembly {
        let initializer: @MainActor (Container) -> Assembly = { type.init(container: $0) }
        return unsafeBitCast(initializer, to: ((Container) -> Assembly).self)(container)
    }

    private func containerWasFreed() -> Never {
        fatalError(
            "\(type(of: self)) used its container after the container was freed. A container owns its "
                + "assemblies and an assembly does not keep its container alive, so keep the DependencyContainer "
                + "(in the App, the scene or the test) for as long as you use what it resolved."
        )
    }

    /// Returns the value built by `factory` the first time this call site ran, building
    /// it now if it never did.
    ///
    /// Concurrent callers get one instance: the factory runs once. The factory may
    /// resolve other shared values; a factory that needs its own value, directly or
    /// through others, is a dependency cycle, and the program stops with a message that
    /// names the whole path, such as `A.shared(Service) -> B.shared(Other) -> A.shared(Service)`
    /// (a slot with a key reads `A.shared(Service, key: "main")`).
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
        // The assembly is alive for this call, and its cache with it.
        if let value = InstanceCache.sharedValue(published: publishedSlots, cache: cache, at: slot, as: T.self) {
            return value
        }
        return cache.takeUnretainedValue().buildShared(slot, in: self, factory: factory)
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
        if let object = cache._withUnsafeGuaranteedRef({ $0.liveObject(at: slot) }) {
            // The slot's key holds T, so its object is a T.
            return unsafeDowncast(object, to: T.self)
        }
        return cache.takeUnretainedValue().buildWeaklyShared(slot, in: self, factory: factory)
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

    /// The key as a cycle or chain report names the slot, such as `, key: "main"`; empty
    /// for a call site's slot.
    var keyText: String { name.map { ", key: \"\($0)\"" } ?? "" }

    // Words first, the name last: most slots have none, and this runs on every read.
    @inlinable
    static func == (lhs: InstanceKey, rhs: InstanceKey) -> Bool {
        lhs.line == rhs.line && lhs.column == rhs.column && lhs.file == rhs.file && lhs.type == rhs.type
            && lhs.name == rhs.name
    }

    // One combined word instead of four: this hash runs on every locked lookup.
    @usableFromInline
    func hash(into hasher: inout Hasher) {
        hasher.combine(mixedWords)
        if let name { hasher.combine(name) }
    }

    @inlinable
    var mixedWords: UInt { file ^ (line &* 0x9E37_79B9) ^ (column &* 0x7F4A_7C15) ^ UInt(bitPattern: type) }

    /// Where the slot goes in a lock-free hash index: the words mixed, and the name's hash,
    /// multiplied so that the low bits depend on every bit.
    @inlinable
    var bucket: Int {
        var mixed = UInt64(mixedWords)
        if let name { mixed ^= UInt64(UInt(bitPattern: name.hashValue)) }
        return Int(truncatingIfNeeded: (mixed &* 0x9E37_79B9_7F4A_7C15) >> 29)
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
    private struct WeakReference {
        weak var object: AnyObject?
    }

    /// The slots, read and written under the lock.
    private struct Slots {
        /// The shared values' boxes, kept for the cache's life: most assemblies have a handful.
        var shared = SmallTable<InstanceKey, AnyObject>()
        /// The weakly shared objects. A slot whose object was freed holds nothing anyone
        /// can get back, so such slots are swept out as new ones are added: keyed slots
        /// (one per user, per item) would otherwise grow for the container's life.
        var weak: [InstanceKey: WeakReference] = [:]
        /// The weak slots left after the last sweep: the next sweep comes once they have
        /// doubled, so sweeping costs each added slot a constant, and slots of freed objects
        /// never outnumber the live ones by more than that growth.
        var weakAfterSweep = 0

        mutating func keepWeakly(_ object: AnyObject, at slot: InstanceKey) {
            weak[slot] = WeakReference(object: object)
            guard weak.count >= max(Self.weakSlotsBeforeSweeping, 2 * weakAfterSweep) else { return }
            // Only references to freed objects go: no deinit runs here.
            weak = weak.filter { $0.value.object != nil }
            weakAfterSweep = weak.count
        }

        /// The weak slots an assembly keeps before the first sweep.
        static var weakSlotsBeforeSweeping: Int { 32 }
    }

    private let slots = Protected(Slots())
    /// The shared values again, readable without the lock where the system has atomics:
    /// a ``PublishedSlots``, or `nil` on older systems.
    @usableFromInline let published: (AnyObject & Sendable)?
    /// `published` again, unretained, for the reads of every `shared` call: reading it takes
    /// no reference count, so threads reading at once share no count but the value's.
    /// `published` keeps the object alive for the cache's life, and a read holds the
    /// assembly, which holds the cache.
    @usableFromInline let publishedReference: Unmanaged<AnyObject & Sendable>?

    @usableFromInline
    init() {
        #if canImport(Synchronization)
        if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, *) {
            published = PublishedSlots()
        } else {
            published = nil
        }
        #else
        published = nil
        #endif
        publishedReference = published.map { Unmanaged.passUnretained($0) }
    }

    /// The slots of the lock-free snapshots of shared values kept; 0 where the system has
    /// no atomics.
    var publishedSlotsKept: Int {
        #if canImport(Synchronization)
        if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, *), let published {
            return slots.withLock { _ in unsafeDowncast(published, to: PublishedSlots.self).slotsKept }
        }
        #endif
        return 0
    }

    /// The weak slots kept, those of freed objects not yet swept out included.
    var weakSlotsKept: Int {
        slots.withLock { $0.weak.count }
    }

    /// The shared value in `slot` of `cache`, if it was built; `published` is the cache's
    /// `publishedReference`, which the caller keeps beside it.
    @inlinable @inline(__always)
    static func sharedValue<T>(
        published: Unmanaged<AnyObject & Sendable>?, cache: Unmanaged<InstanceCache>, at slot: InstanceKey,
        as type: T.Type
    ) -> T? {
        #if canImport(Synchronization)
        if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, *), let published {
            // `published` is a PublishedSlots where the system has atomics, and lives as long
            // as the cache, which the caller's assembly holds.
            return unsafeBitCast(published, to: Unmanaged<PublishedSlots>.self)._withUnsafeGuaranteedRef {
                $0.value(at: slot, as: T.self)
            }
        }
        #endif
        return cache._withUnsafeGuaranteedRef { $0.lockedSharedValue(at: slot, as: T.self) }
    }

    /// The shared value in `slot`, read under the lock, for systems without atomics.
    @usableFromInline
    func lockedSharedValue<T>(at slot: InstanceKey, as type: T.Type) -> T? {
        // The slot's key holds T, so its box is a Box<T>.
        box(at: slot).map { unsafeDowncast($0, to: Box<T>.self).value }
    }

    /// The box of the shared value in `slot`, if it was built.
    @usableFromInline
    func box(at slot: InstanceKey) -> AnyObject? {
        slots.withLock { $0.shared[slot] }
    }

    /// The object in the weak `slot`, if it is alive.
    @usableFromInline
    func liveObject(at slot: InstanceKey) -> AnyObject? {
        slots.withLock { $0.weak[slot]?.object }
    }

    @usableFromInline
    func buildShared<T>(_ slot: InstanceKey, in assembly: Assembly, factory: () -> T) -> T {
        let claim = construction.claim(
            SlotID(owner: ObjectIdentifier(self), key: slot),
            name: "\(type(of: assembly)).shared(\(T.self)\(slot.keyText))"
        ) { box(at: slot) }
        switch claim {
        case .found(let box):
            // Another thread built it while this one waited.
            return unsafeDowncast(box, to: Box<T>.self).value
        case .build(let claimed):
            let value = factory()
            let box = Box(value)
            slots.withLock { slots in
                slots.shared[slot] = box
                #if canImport(Synchronization)
                if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, *), let published {
                    unsafeDowncast(published, to: PublishedSlots.self).publish(box, at: slot)
                }
                #endif
            }
            construction.finish(claimed)
            return value
        }
    }

    /// Returns the live object in the weak `slot`, or builds one with `factory` and keeps
    /// it there weakly. A value that is not an object cannot be held weakly, so it is
    /// never kept: `factory` builds a new one on every call.
    @usableFromInline
    func buildWeaklyShared<T>(
        _ slot: InstanceKey, in assembly: Assembly, name: String = "weaklyShared", factory: () -> T
    ) -> T {
        let claim = construction.claim(
            SlotID(owner: ObjectIdentifier(self), key: slot),
            name: "\(type(of: assembly)).\(name)(\(T.self)\(slot.keyText))"
        ) { liveObject(at: slot) }
        switch claim {
        case .found(let object):
            // The slot's key holds T and only a T is stored in it.
            return object as! T
        case .build(let claimed):
            let value = factory()
            if type(of: value as Any) is AnyClass {
                let object = value as AnyObject
                slots.withLock { $0.keepWeakly(object, at: slot) }
            }
            construction.finish(claimed)
            return value
        }
    }
}
