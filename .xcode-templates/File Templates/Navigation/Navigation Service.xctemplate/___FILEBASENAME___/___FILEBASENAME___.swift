//___FILEHEADER___

/// What the app asks of ___VARIABLE_productName___. Declare its requirements here; assemblies hand it
/// out as `any ___VARIABLE_productName___`, so tests and previews can replace it. It is `nonisolated`,
/// as a service is used from any thread, whatever the target's default isolation.
nonisolated protocol ___VARIABLE_productName___: AnyObject, Sendable {}
