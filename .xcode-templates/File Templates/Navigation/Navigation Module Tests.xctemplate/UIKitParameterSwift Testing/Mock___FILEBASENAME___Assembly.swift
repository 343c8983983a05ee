//___FILEHEADER___

#if canImport(UIKit) && os(iOS)
import Foundation
import Navigation

@testable import ___VARIABLE_appModule___

/// Stands in for ___VARIABLE_productName___Assembly in tests and previews:
/// `container.apply(Mock___VARIABLE_productName___Assembly.self)`. It counts the screens it builds.
final class Mock___VARIABLE_productName___Assembly: ___VARIABLE_productName___Assembly {
    @MainActor private(set) var builds = 0

    @MainActor
    override func build(___VARIABLE_parameterName___: ___VARIABLE_parameterType___) -> ___VARIABLE_productName___ViewController {
        builds += 1
        return super.build(___VARIABLE_parameterName___: ___VARIABLE_parameterName___)
    }
}
#endif
