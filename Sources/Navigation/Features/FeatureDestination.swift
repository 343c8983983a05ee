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
/// The app, which imports both features, fulfils it with a subclass that builds the
/// other feature's module, and applies it to its container:
///
/// ```swift
/// // In the app
/// final class AppExtraDetailsDestination: ExtraDetailsDestination {
///     override func module(for itemID: Int) -> AnyModule { AnyModule(.ExtraDetails(itemID: itemID)) }
/// }
/// container.apply(AppExtraDetailsDestination.self)
/// ```
///
/// A test applies a subclass of its own in the same way. Contracts are resolved like any
/// assembly, so a scope resolves the one applied in its parent unless it applies its own.
///
/// A contract nobody fulfilled throws ``FeatureDestinationError/unfulfilled(destination:)``
/// from ``module(for:)``, naming the contract: the caller shows nothing, never a wrong
/// screen.
open class FeatureDestination<Input>: Assembly {
    /// The module that shows the destination for `input`.
    ///
    /// The app's subclass overrides it; it may drop the `throws`.
    /// - Parameter input: What the destination needs, as the contract declares it.
    /// - Returns: The module to show.
    /// - Throws: ``FeatureDestinationError/unfulfilled(destination:)`` in the contract's own
    ///   implementation, which a subclass the app applied replaces.
    open func module(for input: Input) throws -> AnyModule {
        // The contract is the class right below FeatureDestination: an applied subclass
        // that forgot to override this still names the contract it should fulfil.
        var contract: AnyClass = type(of: self)
        while let superclass = _getSuperclass(contract), superclass != FeatureDestination<Input>.self {
            contract = superclass
        }
        throw FeatureDestinationError.unfulfilled(destination: "\(contract)")
    }
}

/// Why a feature's destination gives no module.
public enum FeatureDestinationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No subclass that overrides ``FeatureDestination/module(for:)`` was applied for the
    /// contract of this name.
    case unfulfilled(destination: String)

    /// What is missing, and how the app supplies it.
    public var description: String {
        switch self {
        case .unfulfilled(let destination):
            "nothing fulfils \(destination): the app applies a subclass of it that overrides module(for:), "
                + "as container.apply(App\(destination).self)"
        }
    }
}
