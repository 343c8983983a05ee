//___FILEHEADER___

import Navigation
import Testing

@testable import ___VARIABLE_appModule___

struct ___VARIABLE_productName___AssemblyTests {
    @Test func build_sharesOneServiceForTheContainersLife() {
        let container = DependencyContainer()
        let service = container.resolve(___VARIABLE_productName___Assembly.self).build()
        #expect(service === container.resolve(___VARIABLE_productName___Assembly.self).build())
        #expect(service is Default___VARIABLE_productName___)
    }

    @Test func mockAssembly_replacesTheService() {
        let container = DependencyContainer()
        container.apply(Mock___VARIABLE_productName___Assembly.self)
        #expect(container.resolve(___VARIABLE_productName___Assembly.self).build() is Mock___VARIABLE_productName___)
    }
}
