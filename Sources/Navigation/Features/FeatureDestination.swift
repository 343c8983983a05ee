#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A screen of another feature that a feature navigates to without importing it: the
/// navigating feature declares the contract, and the app fulfils it.
///
/// The feature that needs the destination declares an open subclass in its own target,
/// with the input the screen needs; it imports nothing of the feature that owns the
/// screen:
///
/// ```swift
/// // In DetailsKit
/// open class ExtraDetailsDestination: FeatureDestination<Int> {}
///
/// final class DetailsRouter {
///     let navigation: any NavigationServiceType
///     let extraDetails: ExtraDetailsDestination   // container.resolve(ExtraDetailsDestination.self)
///     func openExtraDetails(itemID: Int) throws {
///         try navigation.show(extraDetails.module(for: itemID))
///     }
/// }
/// ```
///
/// The app, which imports both features, fulfils it with a subclass that makes the
/// other feature's module, and applies it to its container:
///
/// ```swift
/// // In the app
/// final class AppExtraDetailsDestination: ExtraDetailsDestination {
///     override func makeModule(for itemID: Int) -> AnyModule { AnyModule(.ExtraDetails(itemID: itemID)) }
/// }
/// container.apply(AppExtraDetailsDestination.self)
/// ```
///
/// A test applies a subclass of its own in the same way. Contracts are resolved like any
/// assembly, so a scope resolves the one applied in its parent unless it applies its own.
///
/// A contract nobody fulfilled throws ``FeatureDestinationError/unfulfilled(destination:)``
/// from ``module(for:)``, naming the contract: the caller shows nothing, never a wrong
/// screen. A fulfilment may ask other destinations for their modules; destinations that
/// ask each other throw ``FeatureDestinationError/cycle(path:)`` with the path, and more
/// than 100 destinations asking one another throw
/// ``FeatureDestinationError/nestedTooDeeply(path:)``, before the thread's stack runs out.
open class FeatureDestination<Input>: Assembly {
    /// How many destinations may be making their modules at once on one thread, each asked
    /// by the one before: far more than an app's features chain, and few enough to stay
    /// clear of the end of a secondary thread's stack.
    static var nestingLimit: Int { 100 }

    /// The module that shows the destination for `input`: the one ``makeModule(for:)``
    /// makes. It is asked on the main actor, as routers navigate.
    ///
    /// A fulfilment may ask other destinations for their modules. If this destination is
    /// asked again while it is making its module on the same thread, directly or through
    /// others, the destinations ask each other forever: the call that closes the loop throws
    /// ``FeatureDestinationError/cycle(path:)`` instead.
    /// - Parameter input: What the destination needs, as the contract declares it.
    /// - Returns: The module to show.
    /// - Throws: ``FeatureDestinationError/unfulfilled(destination:)`` when no subclass that
    ///   overrides ``makeModule(for:)`` was applied; ``FeatureDestinationError/cycle(path:)``
    ///   and ``FeatureDestinationError/nestedTooDeeply(path:)`` when destinations ask each
    ///   other; or what the fulfilment throws.
    @MainActor
    public final func module(for input: Input) throws -> AnyModule {
        let trail = DestinationTrail.current
        try trail.enter(ObjectIdentifier(self), named: "\(type(of: self))", limit: Self.nestingLimit)
        defer { trail.leave() }
        return try makeModule(for: input)
    }

    /// Makes the module that shows the destination for `input`; the app's subclass
    /// overrides it, and may drop the `throws`. It runs on the main actor, so the
    /// override may read the app's main-actor state.
    ///
    /// Callers ask ``module(for:)``, which calls this.
    /// - Parameter input: What the destination needs, as the contract declares it.
    /// - Returns: The module to show.
    /// - Throws: ``FeatureDestinationError/unfulfilled(destination:)`` in the contract's own
    ///   implementation, which a subclass the app applied replaces.
    @MainActor
    open func makeModule(for input: Input) throws -> AnyModule {
        throw FeatureDestinationError.unfulfilled(destination: "\(contract)")
    }

    /// The class right below `FeatureDestination`, which a feature declares: an applied
    /// subclass that forgot to override ``makeModule(for:)`` still names the contract it
    /// should fulfil. A bare `FeatureDestination<Input>` is its own contract.
    private var contract: AnyClass {
        var contract: AnyClass = type(of: self)
        while contract != FeatureDestination<Input>.self, let superclass = _getSuperclass(contract),
            superclass != FeatureDestination<Input>.self
        {
            contract = superclass
        }
        return contract
    }
}

/// The destinations making their modules on one thread, outermost first. `module(for:)`
/// is synchronous, so a thread's calls nest and unwind in order, and a thread-local list
/// sees every destination that asked for the one being entered.
private final class DestinationTrail {
    private var destinations: [ObjectIdentifier] = []
    private var names: [String] = []

    /// The calling thread's trail, created on its first use and freed with the thread.
    static var current: DestinationTrail {
        if let pointer = pthread_getspecific(key) {
            return Unmanaged<DestinationTrail>.fromOpaque(pointer).takeUnretainedValue()
        }
        let trail = DestinationTrail()
        pthread_setspecific(key, Unmanaged.passRetained(trail).toOpaque())
        return trail
    }

    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        let status = pthread_key_create(&key) { pointer in
            // Darwin passes the value as non-optional, Glibc as optional.
            guard let pointer = pointer as UnsafeMutableRawPointer? else { return }
            Unmanaged<DestinationTrail>.fromOpaque(pointer).release()
        }
        precondition(status == 0, "pthread_key_create failed with \(status)")
        return key
    }()

    /// Records that `destination` starts making its module, or throws if it already is,
    /// or if `limit` destinations already are.
    func enter(_ destination: ObjectIdentifier, named name: String, limit: Int) throws {
        if let first = destinations.firstIndex(of: destination) {
            throw FeatureDestinationError.cycle(path: Array(names[first...]) + [name])
        }
        guard destinations.count < limit else {
            throw FeatureDestinationError.nestedTooDeeply(path: names + [name])
        }
        destinations.append(destination)
        names.append(name)
    }

    /// Records that the innermost destination finished.
    func leave() {
        destinations.removeLast()
        names.removeLast()
    }
}

/// Why a feature's destination gives no module.
public enum FeatureDestinationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No subclass that overrides ``FeatureDestination/makeModule(for:)`` was applied for
    /// the contract of this name.
    case unfulfilled(destination: String)
    /// Destinations asked each other for their modules: the types along the loop, the one
    /// asked again first and last.
    case cycle(path: [String])
    /// More than 100 destinations asked one another for
    /// their modules: the types along the chain, outermost first.
    case nestedTooDeeply(path: [String])

    /// What is wrong, and how the app fixes it.
    public var description: String {
        switch self {
        case .unfulfilled(let destination) where destination.hasPrefix("FeatureDestination<"):
            "nothing fulfils \(destination): a feature declares a contract, a subclass of it, and the app applies "
                + "a subclass of that contract that overrides makeModule(for:)"
        case .unfulfilled(let destination):
            "nothing fulfils \(destination): the app applies a subclass of it that overrides makeModule(for:), "
                + "as container.apply(App\(destination).self)"
        case .cycle(let path):
            "destinations asked each other for their modules: \(path.joined(separator: " -> ")); make one of "
                + "these modules without asking the next destination, or show the next screen from its router"
        case .nestedTooDeeply(let path):
            "more than \(path.count - 1) destinations asked one another for their modules: "
                + "\(Self.abbreviated(path)); make a module without asking another destination"
        }
    }

    /// The first and last few names of a long path.
    private static func abbreviated(_ path: [String]) -> String {
        guard path.count > 6 else { return path.joined(separator: " -> ") }
        return (path.prefix(3) + ["... \(path.count - 6) more ..."] + path.suffix(3)).joined(separator: " -> ")
    }
}
