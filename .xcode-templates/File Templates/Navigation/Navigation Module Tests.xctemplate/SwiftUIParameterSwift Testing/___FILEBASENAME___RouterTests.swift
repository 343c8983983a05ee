//___FILEHEADER___

import Foundation
import Navigation
import NavigationTesting
import Testing

@testable import ___VARIABLE_appModule___

@MainActor
struct ___VARIABLE_productName___RouterTests {
    @Test func close_popsTheScreen_orDismissesItsLayer() {
        let navigation = MockNavigationService()
        navigation.present(sheet: EmptyModule())
        navigation.clearCalls()
        ___VARIABLE_productName___Router(navigation: navigation).close___VARIABLE_productName___()
        navigation.assertCalls([.pop, .dismiss])
        #expect(navigation.state.presentations.isEmpty)
    }
}

/// A module with nothing to show, to present under test.
private struct EmptyModule: Module {
    func build(container: Container) -> some View { EmptyView() }
}
