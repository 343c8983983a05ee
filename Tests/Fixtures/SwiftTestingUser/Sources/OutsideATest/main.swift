import NavigationTesting
import SwiftTestingUser

// No test runs here: the failed assertion goes to standard error, and the process goes on.
MainActor.assumeIsolated {
    let navigation = MockNavigationService()
    ListRouter(navigation: navigation).openItem(id: 4)
    navigation.assertCalls([.push(.Item(id: 5))])
    print("the process went on")
}
