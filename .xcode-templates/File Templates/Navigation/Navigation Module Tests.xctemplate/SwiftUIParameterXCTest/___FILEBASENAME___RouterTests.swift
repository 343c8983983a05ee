//___FILEHEADER___

import Foundation
import Navigation
import NavigationTesting
import XCTest

@testable import ___VARIABLE_appModule___

@MainActor
final class ___VARIABLE_productName___RouterTests: XCTestCase {
    // Keep main-actor test methods `async`: XCTest on Linux crashes on a @MainActor
    // test method that is not.
    func test_close_popsTheScreen_orDismissesItsLayer() async {
        let navigation = MockNavigationService()
        navigation.present(sheet: EmptyModule())
        navigation.clearCalls()
        ___VARIABLE_productName___Router(navigation: navigation).close___VARIABLE_productName___()
        navigation.assertCalls([.pop, .dismiss])
        XCTAssertTrue(navigation.state.presentations.isEmpty)
    }
}

/// A module with nothing to show, to present under test.
private struct EmptyModule: Module {
    func build(container: Container) -> some View { EmptyView() }
}
