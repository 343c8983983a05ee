/// A module that is saved with the navigation state and restored from it.
///
/// Its type is stored under ``restorationName``, a name the app gives it and keeps:
/// never the Swift type name, which changes when code is renamed or moved.
///
/// ```swift
/// extension DetailsModule: RestorableModule {
///     static let restorationName = "details"
/// }
/// ```
///
/// A module that holds a closure cannot be encoded, so it cannot be restorable: where
/// one stands in a stack, the saved stack ends there.
public protocol RestorableModule: Module, Codable {
    /// The stable name the module type is stored under.
    static var restorationName: String { get }
}
