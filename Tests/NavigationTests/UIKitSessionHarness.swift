import Navigation

/// A UIKit host session, loaded and on screen, whose calls complete only when the test
/// says so.
@MainActor
final class UIKitSessionHarness {
    let navigation: NavigationService
    let session: UIKitHostSession
    private(set) var calls: [(step: Int, call: UIKitCall)] = []
    private(set) var watchdogs: [(step: Int, interval: Duration)] = []

    /// - Parameters:
    ///   - appears: Whether the root appears in a window; the first call, the root, is
    ///     completed either way.
    init(
        root: AnyModule, _ state: NavigationState = NavigationState(), watchdogInterval: Duration = .seconds(2),
        appears: Bool = true
    ) {
        navigation = NavigationService(state: state)
        session = UIKitHostSession(root: root, navigation: navigation, watchdogInterval: watchdogInterval)
        session.output = { [unowned self] output in
            switch output {
            case .call(let call, let step): calls.append((step, call))
            case .startWatchdog(let step, let interval): watchdogs.append((step, interval))
            }
        }
        session.handle(.loaded)
        completeAll()
        if appears { session.handle(.appeared) }
    }

    /// The calls made after the first `count`.
    func calls(after count: Int) -> [UIKitCall] {
        calls.dropFirst(count).map(\.call)
    }

    /// Completes the call under way.
    func completeCurrent() {
        if let step = session.planner.call?.step { session.handle(.completed(step: step)) }
    }

    /// Completes every call as it comes, until UIKit shows the state.
    func completeAll() {
        while let step = session.planner.call?.step, case .calling = session.planner.phase {
            session.handle(.completed(step: step))
        }
    }
}
