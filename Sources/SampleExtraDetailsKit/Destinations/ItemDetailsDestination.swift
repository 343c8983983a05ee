import Navigation

/// The details of an item: a screen of another feature, which this feature does not
/// import. The app fulfils it with a subclass that builds that feature's module, and
/// applies the subclass to its container.
open class ItemDetailsDestination: FeatureDestination<Int> {}
