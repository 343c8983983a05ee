import Navigation
import Observation

/// Counts the observable changes of a `NavigationService`, as SwiftUI would see them.
///
/// One user action should be one change, however many steps it takes: a deep link that
/// dismisses, pops and pushes redraws the screen once. Assert it in one line:
///
/// ```swift
/// let navigation = NavigationService()
/// let changes = NavigationChangeCounter(observing: navigation)
/// navigation.apply([.dismissAll, .popToRoot, .push(.Details(source: .deepLink))])
/// #expect(changes.count == 1)
/// ```
///
/// It tracks the service's `state` with `withObservationTracking`, as a view does, and
/// counts each notification. ``MockNavigationService/changeCount`` counts the same for
/// the mock.
@MainActor
public final class NavigationChangeCounter {
    /// How many changes the service published since the counter was made or ``reset()``.
    public private(set) var count = 0
    private let service: NavigationService

    /// Starts counting the changes of `service`.
    /// - Parameter service: The navigation to observe.
    public init(observing service: NavigationService) {
        self.service = service
        track()
    }

    /// Starts again from zero.
    public func reset() {
        count = 0
    }

    private func track() {
        withObservationTracking {
            _ = service.state
        } onChange: { [weak self] in
            // NavigationService is main-actor isolated, so it changes, and notifies, on the
            // main actor; the notification comes before the change, and tracking again from
            // here sees the next one.
            MainActor.assumeIsolated {
                guard let self else { return }
                self.count += 1
                self.track()
            }
        }
    }
}
