//___FILEHEADER___

import Navigation
import XCTest

@testable import ___VARIABLE_appModule___

final class ___VARIABLE_productName___AssemblyTests: XCTestCase {
    func test_build_sharesOneServiceForTheContainersLife() {
        let container = DependencyContainer()
        let service = container.resolve(___VARIABLE_productName___Assembly.self).build()
        XCTAssertTrue(service === container.resolve(___VARIABLE_productName___Assembly.self).build())
        XCTAssertTrue(service is Default___VARIABLE_productName___)
    }

    func test_mockAssembly_replacesTheService() {
        let container = DependencyContainer()
        container.apply(Mock___VARIABLE_productName___Assembly.self)
        XCTAssertTrue(container.resolve(___VARIABLE_productName___Assembly.self).build() is Mock___VARIABLE_productName___)
    }
}
