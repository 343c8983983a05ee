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
///
/// let scene = container.makeScope(renewing: [NavigationAssembly.self])
/// scene.resolve(NavigationAssembly.self)                  // the scene's own, with its own service
/// scene.resolve(DataAssembly.self).build()                // the container's shared value
/// ```
///
/// Types are told apart by identity, never by name. The container is safe to use from
/// any thread and any isolation, without `await`; no lock is held while an assembly's
/// initializer, a factory or a `deinit` runs.
///
/// The container owns its assemblies and what they cache, and frees them when it is
/// freed; assemblies do not keep it alive, so keep it for as long as you use what it
/// resolved.
public final class DependencyContainer: Container {
    private struct Registry {
        /// The replacement applied in this container for each assembly type.
        var replacements: [ObjectIdentifier: Assembly.Type] = [:]
        /// What answers each requested type, once resolved. Emptied whenever
        /// `replacements` changes here or in an ancestor.
        var resolved = ResolvedTable()
        /// One instance of each concrete assembly type this container built.
        var instances: [ObjectIdentifier: Assembly] = [:]
        /// Changes whenever `replacements` does, so that a resolve that raced an apply
        /// does not remember a stale answer.
        var replacementGeneration = 0
        /// Changes on every reset, so that an assembly built before it is not kept after it.
        var instanceGeneration = 0

        /// Forgets every resolved answer, and returns them so that they are released once
        /// the lock is not held.
        mutating func forgetAnswers() -> ResolvedTable {
            replacementGeneration += 1
            var forgotten = ResolvedTable()
            swap(&resolved, &forgotten)
            return forgotten
        }
    }

    /// What a resolve does after its first look at the registry.
    private enum Step {
        /// The parent changed while it was asked: ask again.
        case retry
        case found(Assembly)
        case build(Assembly.Type, replacementGeneration: Int, instanceGeneration: Int)
    }

    /// An assembly instance's slot in ``construction``.
    private struct InstanceSlot: Hashable {
        let generation: Int
        let type: ObjectIdentifier
    }

    /// What a waiting resolve finds in an assembly instance's slot.
    private enum Built {
        case instance(Assembly)
        case reset
    }

    private let registry = Protected(Registry())
    /// The registry's resolved answers again, readable without its lock: a
    /// ``PublishedAnswers`` where the system has atomics, `nil` elsewhere. Written under
    /// the registry's lock, together with `resolved`.
    private let published: (AnyObject & Sendable)? = makePublishedAnswers()
    /// `published` again, unretained, for the lock-free read: reading it takes no reference
    /// count, so threads resolving at once share no count but the assembly's. `published`
    /// keeps the object alive for the container's life, and a resolve holds the container.
    private let publishedReference: Unmanaged<AnyObject & Sendable>?
    /// The container this one is a scope of, held strongly: a scope keeps its parent
    /// alive, and the parent knows nothing of its scopes.
    private let parent: DependencyContainer?
    /// The assembly types this scope builds anew; empty for a container with no parent.
    private let renewed: Set<ObjectIdentifier>
    /// This container's scopes, held weakly, told when a replacement or reset here
    /// changes what they resolve.
    private let scopes = Protected<[WeakScope]>([])

    private struct WeakScope {
        weak var scope: DependencyContainer?
    }

    /// Creates an empty container: every assembly resolves to itself.
    public convenience init() {
        self.init(parent: nil, renewing: [])
    }

    private init(parent: DependencyContainer?, renewing renewed: Set<ObjectIdentifier>) {
        self.parent = parent
        self.renewed = renewed
        publishedReference = published.map { Unmanaged.passUnretained($0) }
    }

    /// The assembly that answers for `type`: the subclass applied in its place, or else
    /// `type` itself, created once and kept until ``reset()``.
    ///
    /// In a scope, every assembly is the scope's own instance, with the scope as its
    /// container; one the scope does not renew shares its cached values with the
    /// parent's instance. See ``makeScope(renewing:)``.
    /// - Parameter type: The assembly type to resolve.
    /// - Returns: An instance of `type` or of the subclass applied in its place.
    public func resolve<A: Assembly>(_ type: A.Type) -> A {
        #if canImport(Synchronization)
        if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, *), let publishedReference,
            let instance = Self.answer(in: publishedReference, for: ObjectIdentifier(type))
        {
            return unsafeDowncast(instance, to: A.self)
        }
        #endif
        if let instance = registry.withLock({ $0.resolved[ObjectIdentifier(type)] }) {
            // `resolved` holds, for each requested type, an instance of it or of the
            // subclass applied in its place, which `apply` checks is a subclass.
            return unsafeDowncast(instance, to: A.self)
        }
        return resolveSlowly(type)
    }

    #if canImport(Synchronization)
    /// The answer `published` holds for `type`, read without a lock; `reference` is
    /// `publishedReference`. Not generic, so that it is inlined into every resolve whole,
    /// without a closure call.
    @available(macOS 15, iOS 18, tvOS 18, watchOS 11, *)
    @inline(__always)
    private static func answer(in reference: Unmanaged<AnyObject & Sendable>, for type: ObjectIdentifier) -> Assembly? {
        // `published` is a PublishedAnswers where the system has atomics, and holds what
        // `resolved` does; it lives as long as the container, which the resolve holds.
        unsafeBitCast(reference, to: Unmanaged<PublishedAnswers>.self)._withUnsafeGuaranteedRef { $0.answer(for: type) }
    }
    #endif

    private func resolveSlowly<A: Assembly>(_ type: A.Type) -> A {
        let requested = ObjectIdentifier(type)
        let renews = isRenewed(type)
        while true {
            // The generations before the parent is asked: an apply or reset in the parent
            // meanwhile changes them (through ``inheritedChanged(instancesToo:)``), and then
            // what the parent said is stale.
            let generations = registry.withLock { ($0.replacementGeneration, $0.instanceGeneration) }
            // What the parent would build in its place, read outside this container's lock.
            let inherited = parent?.replacement(for: type)
            let own = registry.withLock { $0.replacements[requested] }
            // An assembly the scope neither renews nor replaces shares the parent's cache:
            // the parent's instance is resolved first, outside this container's lock.
            let lender: Assembly? = own == nil && !renews ? parent?.resolve(type) : nil
            let step = registry.withLock { registry -> Step in
                if let instance = registry.resolved[requested] {
                    return .found(instance)
                }
                guard registry.replacementGeneration == generations.0, registry.instanceGeneration == generations.1
                else { return .retry }
                let lent = lender.map { Swift.type(of: $0) }
                let concrete = registry.replacements[requested] ?? lent ?? inherited ?? type
                if let instance = registry.instances[ObjectIdentifier(concrete)] {
                    registry.resolved[requested] = instance
                    publish(instance, for: requested)
                    return .found(instance)
                }
                return .build(
                    concrete, replacementGeneration: registry.replacementGeneration,
                    instanceGeneration: registry.instanceGeneration)
            }
            switch step {
            case .retry:
                continue
            case .found(let instance):
                return unsafeDowncast(instance, to: A.self)
            case .build(let concrete, let replacementGeneration, let instanceGeneration):
                let sharesCache = lender.map { Swift.type(of: $0) == concrete } ?? false
                if let instance = instance(
                    of: concrete, answering: requested, sharingCacheOf: sharesCache ? lender : nil,
                    replacementGeneration: replacementGeneration, instanceGeneration: instanceGeneration)
                {
                    // `concrete` is `type`, or a subclass of it that `apply` checked.
                    return unsafeDowncast(instance, to: A.self)
                }
            // A reset raced this resolve: look again.
            }
        }
    }

    /// The container's instance of `concrete`, built now if this thread is the first to
    /// need it; `nil` if a reset happened while waiting for another thread to build it.
    ///
    /// The initializer runs with no lock held, once per container generation: a thread
    /// that needs an instance another thread is building waits for that instance only.
    private func instance(
        of concrete: Assembly.Type, answering requested: ObjectIdentifier, sharingCacheOf lender: Assembly?,
        replacementGeneration: Int, instanceGeneration: Int
    ) -> Assembly? {
        let identifier = ObjectIdentifier(concrete)
        let slot = SlotID(
            owner: ObjectIdentifier(self), key: InstanceSlot(generation: instanceGeneration, type: identifier))
        let claim = construction.claim(slot, name: "\(concrete).init") {
            registry.withLock { registry -> Built? in
                guard registry.instanceGeneration == instanceGeneration else { return .reset }
                return registry.instances[identifier].map(Built.instance)
            }
        }
        switch claim {
        case .found(.instance(let instance)):
            return instance
        case .found(.reset):
            return nil
        case .build(let claimed):
            // The initializer finds the parent's cache to share, if any; an assembly built
            // within it, through another construction, sees that construction's own.
            let borrowed = lender.map {
                Assembly.BorrowedCache(
                    container: ObjectIdentifier(self), type: identifier, cache: $0.cacheStorage)
            }
            let instance = Assembly.borrowedCache.withValue(borrowed) { Assembly.make(concrete, container: self) }
            registry.withLock { registry in
                // Built before a reset, it answers this resolve only.
                guard registry.instanceGeneration == instanceGeneration else { return }
                registry.instances[identifier] = instance
                if registry.replacementGeneration == replacementGeneration {
                    registry.resolved[requested] = instance
                    publish(instance, for: requested)
                }
            }
            construction.finish(claimed)
            return instance
        }
    }

    /// How long a first use waits for a value another thread is building before it reports
    /// the wait on standard error, in every container of the process; tests shorten it.
    package static var firstUseWaitReportDelay: Duration {
        get { construction.reportDelay }
        set { construction.reportDelay = newValue }
    }

    /// The slots of the lock-free tables of answers this container keeps; 0 where the
    /// system has no atomics. For tests of the memory a long-lived container keeps.
    package var publishedAnswerSlots: Int {
        #if canImport(Synchronization)
        if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, *), let published {
            return registry.withLock { _ in unsafeDowncast(published, to: PublishedAnswers.self).slotsKept }
        }
        #endif
        return 0
    }

    /// Runs `body` inside a lock-free read section of the calling thread, as a resolve that
    /// found its answer but has not retained it yet: for tests that a reset waits for such
    /// a reader before freeing what it dropped. `body` must not resolve through, apply to or
    /// reset any container: a section does none of that, and a reset would wait for itself.
    package static func withReadSectionHeld(_ body: () -> Void) {
        #if canImport(Synchronization)
        if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, *), let slot = ReadSections.shared.enter() {
            body()
            ReadSections.leave(slot)
            return
        }
        #endif
        body()
    }

    /// The read slots threads own now, process-wide; 0 where the system has no atomics. For
    /// tests that threads give theirs back as they end.
    package static var ownedReadSlots: Int {
        #if canImport(Synchronization)
        if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, *) {
            return ReadSections.shared.ownedSlots
        }
        #endif
        return 0
    }

    /// The read slots of the process: threads reading at once beyond this many read under
    /// their container's lock. For tests of that fallback.
    package static var readSlotCount: Int {
        #if canImport(Synchronization)
        if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, *) {
            return ReadSections.slotCount
        }
        #endif
        return 0
    }

    private static func makePublishedAnswers() -> (AnyObject & Sendable)? {
        #if canImport(Synchronization)
        if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, *) {
            return PublishedAnswers()
        }
        #endif
        return nil
    }

    /// Publishes a new entry of `resolved`; called under the registry's lock.
    private func publish(_ instance: Assembly, for requested: ObjectIdentifier) {
        #if canImport(Synchronization)
        if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, *), let published {
            unsafeDowncast(published, to: PublishedAnswers.self).publish(instance, for: requested)
        }
        #endif
    }

    /// Forgets the published answers as `resolved` is emptied; called under the registry's
    /// lock. Returns the tables readers may still be probing, to free once the lock is let
    /// go and ``waitForReaders()`` has returned.
    private func forgetPublished() -> [AnyObject] {
        #if canImport(Synchronization)
        if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, *), let published {
            let answers = unsafeDowncast(published, to: PublishedAnswers.self)
            answers.forgetAll()
            return answers.takeRetired()
        }
        #endif
        return []
    }

    /// Waits until every lock-free read that began before the call has ended; call it with
    /// no lock held, before freeing what ``forgetPublished()`` returned or an assembly
    /// the registry dropped: a reader that found one has retained it by then.
    private func waitForReaders() {
        #if canImport(Synchronization)
        if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, *), published != nil {
            ReadSections.shared.waitForReaders()
        }
        #endif
    }

    /// The replacement applied for `type` here or, failing that, in the nearest ancestor.
    private func replacement(for type: Assembly.Type) -> Assembly.Type? {
        registry.withLock { $0.replacements[ObjectIdentifier(type)] } ?? parent?.replacement(for: type)
    }

    /// Whether this scope builds `type` anew: it, or one of its ancestors, was renewed.
    private func isRenewed(_ type: Assembly.Type) -> Bool {
        guard !renewed.isEmpty else { return false }
        var current: AnyClass? = type
        while let ancestor = current, ancestor != Assembly.self {
            if renewed.contains(ObjectIdentifier(ancestor)) { return true }
            current = _getSuperclass(ancestor)
        }
        return false
    }

    /// Makes `replacement` answer for every ancestor it has below ``Assembly``.
    ///
    /// Applying another subclass of the same assembly later replaces this one. A direct
    /// subclass of `Assembly` replaces nothing, since it has no ancestor to stand for.
    /// Assemblies already built stay built: applying never runs an initializer again.
    ///
    /// In a scope, the replacement is the scope's own: the scope builds its own instance
    /// of it, and its parent is unchanged.
    /// - Parameter replacement: The assembly to use in place of its superclasses.
    public func apply<A: Assembly>(_ replacement: A.Type) {
        var ancestors: [ObjectIdentifier] = []
        var current: AnyClass? = _getSuperclass(replacement)
        while let ancestor = current, ancestor != Assembly.self {
            ancestors.append(ObjectIdentifier(ancestor))
            current = _getSuperclass(ancestor)
        }
        let answers = registry.withLock { registry in
            for ancestor in ancestors {
                registry.replacements[ancestor] = replacement
            }
            return (forgetPublished(), registry.forgetAnswers())
        }
        // The retired tables and the forgotten answers are released after a grace period,
        // with no lock held; the registry's instances keep every assembly alive meanwhile.
        withExtendedLifetime(answers) { waitForReaders() }
        forgetScopesAnswers(instancesToo: false)
    }

    /// Undoes the replacements `type` takes part in: those applied for it and those
    /// applied with it, so that every assembly involved resolves to itself again.
    ///
    /// In a scope, it undoes only the scope's own replacements.
    /// - Parameter type: The replaced assembly, or the replacement.
    public func restore(_ type: Assembly.Type) {
        let identifier = ObjectIdentifier(type)
        let answers = registry.withLock { registry in
            registry.replacements = registry.replacements.filter { key, value in
                key != identifier && ObjectIdentifier(value) != identifier
            }
            return (forgetPublished(), registry.forgetAnswers())
        }
        withExtendedLifetime(answers) { waitForReaders() }
        forgetScopesAnswers(instancesToo: false)
    }

    /// Removes every replacement and every assembly instance, with all they cached:
    /// the next resolve builds afresh, as in a new container.
    ///
    /// What the instances held is freed after the container's lock is released, so a
    /// `deinit` that resolves something runs as it would anywhere else. In a scope, it
    /// resets the scope only.
    public func reset() {
        let released = registry.withLock { registry in
            var fresh = Registry()
            fresh.replacementGeneration = registry.replacementGeneration + 1
            fresh.instanceGeneration = registry.instanceGeneration + 1
            swap(&registry, &fresh)
            return (forgetPublished(), fresh)
        }
        // The old instances are freed after a grace period, so that no reader that found one
        // in a retired table is still about to retain it, and with no lock held.
        withExtendedLifetime(released) { waitForReaders() }
        forgetScopesAnswers(instancesToo: true)
    }

    /// Tells every live scope, and theirs, that what they resolve from this container
    /// changed: they look again, and after a reset they also build again the instances
    /// that shared the old caches.
    private func forgetScopesAnswers(instancesToo: Bool) {
        let live = scopes.withLock { scopes in
            scopes.removeAll { $0.scope == nil }
            return scopes.compactMap(\.scope)
        }
        for scope in live {
            scope.inheritedChanged(instancesToo: instancesToo)
        }
    }

    /// An ancestor's replacements, or its instances, changed.
    private func inheritedChanged(instancesToo: Bool) {
        let released = registry.withLock { registry in
            let tables = forgetPublished()
            let answers = registry.forgetAnswers()
            guard instancesToo else { return (tables, answers, [:]) }
            var instances: [ObjectIdentifier: Assembly] = [:]
            swap(&registry.instances, &instances)
            registry.instanceGeneration += 1
            return (tables, answers, instances)
        }
        withExtendedLifetime(released) { waitForReaders() }
        forgetScopesAnswers(instancesToo: instancesToo)
    }

    /// A child scope of this container: it builds the `assemblies` anew, with their own
    /// shared values, and shares every other assembly's values with this container.
    ///
    /// Use one scope per scene, so that each window has its own navigation, or one per
    /// signed-in session:
    ///
    /// ```swift
    /// let scene = container.makeScope(renewing: [NavigationAssembly.self])
    /// scene.resolve(NavigationAssembly.self).service()   // this scene's own service
    /// scene.resolve(DataAssembly.self).build()           // the container's, as everywhere
    /// ```
    ///
    /// The rules:
    /// - Every assembly resolved through the scope is the scope's own instance, with the
    ///   scope as its ``Assembly/container``, so what it resolves comes from the scope: a
    ///   module's assembly that is not renewed still gives its router the scene's
    ///   navigation.
    /// - A renewed assembly, and any subclass of it, has shared values of its own. It is
    ///   the subclass applied in the scope, or else the one applied in the parent.
    /// - Any other assembly shares its values with the parent's instance: `shared` and
    ///   `weaklyShared` return the parent's, built by whichever of them asks first. A
    ///   value shared across scopes therefore must not depend on a renewed assembly.
    /// - ``apply(_:)``, ``restore(_:)`` and ``reset()`` on the scope change the scope
    ///   only; on the parent, they reach its scopes too (a reset there starts the scopes
    ///   afresh as well).
    /// - The scope keeps this container alive; this container keeps no scope alive, so a
    ///   scope the app lets go of is freed with what it built.
    /// - Parameter assemblies: The assemblies the scope builds anew, with their subclasses.
    /// - Returns: A new scope of this container.
    public func makeScope(renewing assemblies: [Assembly.Type]) -> DependencyContainer {
        let scope = DependencyContainer(parent: self, renewing: Set(assemblies.map { ObjectIdentifier($0) }))
        scopes.withLock { scopes in
            scopes.removeAll { $0.scope == nil }
            scopes.append(WeakScope(scope: scope))
        }
        return scope
    }
}

/// What answers each requested assembly type: most apps resolve a few dozen.
typealias ResolvedTable = SmallTable<ObjectIdentifier, Assembly>
