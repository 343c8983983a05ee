import NavigationTesting
import Testing

@testable import SwiftTestingUser

@MainActor
@Test func openItem_pushesTheItem() {
    let navigation = MockNavigationService()
    ListRouter(navigation: navigation).openItem(id: 4)
    navigation.assertCalls([.push(.Item(id: 4))])
    #expect(navigation.mismatch(expectedCalls: [.push(.Item(id: 4))]) == nil)
}

// Wrong on purpose: the router pushes item 4. `.ci/check-swift-testing-user` checks that
// this test fails, naming both modules.
@MainActor
@Test func openItem_wrongExpectation_fails() {
    let navigation = MockNavigationService()
    ListRouter(navigation: navigation).openItem(id: 4)
    navigation.assertCalls([.push(.Item(id: 5))])
}
