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

    @MainActor func test_discarding_asksWithKeepEditingPreferred() async throws {
        let navigation = MockNavigationService()
        var discarded = false
        ProfileRouter(navigation: navigation).confirmDiscard { discarded = true }
        let alert = try XCTUnwrap(navigation.alert)
        XCTAssertFalse(alert.isActionSheet)
        XCTAssertEqual(alert.buttons.map(\.role), [.destructive, nil])
        XCTAssertEqual(alert.buttons.map(\.isPreferred), [false, true])
        XCTAssertTrue(navigation.tapAlertButton(titled: "Discard"))
        XCTAssertTrue(discarded)
    }
}
