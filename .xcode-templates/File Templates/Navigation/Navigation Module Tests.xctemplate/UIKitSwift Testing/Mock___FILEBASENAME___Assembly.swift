//___FILEHEADER___

#if canImport(UIKit) && os(iOS)
import Navigation

@testable import ___VARIABLE_appModule___

/// Stands in for ___VARIABLE_productName___Assembly in tests and previews:
/// `container.apply(Mock___VARIABLE_productName___Assembly.self)`. It counts the screens it builds.
final class Mock___VARIABLE_productName___Assembly: ___VARIABLE_productName___Assembly {
    @MainActor private(set) var builds = 0

    @MainActor
    override func build() -> ___VARIABLE_productName___ViewController {
        builds += 1
        return super.build()
    }
}
#endif
