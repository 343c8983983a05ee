//___FILEHEADER___

/// What the app asks of ___VARIABLE_productName___. Declare its requirements here; assemblies hand it
/// out as `any ___VARIABLE_productName___`, so tests and previews can replace it.
protocol ___VARIABLE_productName___: AnyObject, Sendable {}
