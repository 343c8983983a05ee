import Navigation
import NavigationTesting
import XCTest

@testable import IsolationApp

// A @MainActor XCTest method is async: XCTest on Linux stops at one that is not.
final class IsolationAppXCTests: XCTestCase {
    @MainActor func test_theMock_recordsTheRoutersCalls() async {
        let navigation = MockNavigationService()
        ProfileRouter(navigation: navigation).openProfile()
        navigation.assertCalls([.push(.Profile(source: .menu))])
        XCTAssertEqual(navigation.items.count, 1)
    }
}
