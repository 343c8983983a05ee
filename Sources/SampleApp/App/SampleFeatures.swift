import Navigation
import SampleDetailsKit
import SampleExtraDetailsKit

/// The root's wiring of the two features, which do not import each other: it fulfils
/// the destinations each declares with the other's module, and chooses how a feature's
/// screen is presented.
public enum SampleFeatures {
    /// Fulfils every feature destination in `container`; the app calls it once, on its
    /// root container, and a test that wants another screen applies its own subclass after.
    /// - Parameter container: The app's container.
    public static func wire(_ container: DependencyContainer) {
        container.apply(SampleExtraDetailsDestination.self)
        container.apply(SampleItemDetailsDestination.self)
    }

    /// The policy of the stack mode: every shown screen is pushed.
    public static let stackPolicy = PresentationPolicy.stack

    /// The policy of the modal mode: a feature's screen shown from the root stack opens a
    /// full-screen modal, and one shown inside a presented layer pushes onto its stack, so
    /// that a flow started in the modal stays in it.
    public static let modalPolicy = PresentationPolicy("modal") { _, state in
        state.presentations.isEmpty ? .present(.modal) : .push
    }
}

/// The Item details feature's way to the Extra details feature's screen.
final class SampleExtraDetailsDestination: ExtraDetailsDestination {
    override func makeModule(for itemID: Int) -> AnyModule {
        AnyModule(.ExtraDetails(itemID: itemID))
    }
}

/// The Extra details feature's way to the Item details feature's screen.
final class SampleItemDetailsDestination: ItemDetailsDestination {
    override func makeModule(for itemID: Int) -> AnyModule {
        AnyModule(.ItemDetails(itemID: itemID))
    }
}
