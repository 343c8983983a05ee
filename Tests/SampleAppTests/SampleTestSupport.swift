import Navigation
import NavigationTesting
import XCTest

@testable import SampleApp

/// Data for tests: two items, one a favorite.
final class MockDataAssembly: DataAssembly {
    override func build() -> any DataService {
        shared {
            InMemoryDataService(items: [Item(id: 7, title: "Seven", isFavorite: true), Item(id: 8, title: "Eight")])
        }
    }
}

/// A container whose navigation is a mock, with mock data; what presenter tests build against.
@MainActor
struct TestApp {
    let container = DependencyContainer()

    init() {
        container.apply(MockNavigationAssembly.self)
        container.apply(MockDataAssembly.self)
    }

    var navigation: MockNavigationService { container.resolve(MockNavigationAssembly.self).mock() }
    var analytics: RecordingAnalyticsService? {
        container.resolve(AnalyticsAssembly.self).build() as? RecordingAnalyticsService
    }
    var data: InMemoryDataService? { container.resolve(DataAssembly.self).build() as? InMemoryDataService }

    /// Builds `module` as the screen would, and tells it that it appeared.
    func show<M: Module, Screen: SampleScreen>(_ module: M, as screen: Screen.Type) -> Screen? {
        let view = ApplicationViewBuilder(container: container).build(module: module) as? Screen
        view?.appear()
        return view
    }
}
