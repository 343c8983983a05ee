import Navigation

/// A UIKit host session on screen whose commands complete only when the test says so.
@MainActor
final class UIKitSessionHarness {
    let navigation: NavigationService
    let session: UIKitHostSession
    var commands: [(step: Int, command: UIKitCommand)] = []

    init(root: AnyModule, _ state: NavigationState = NavigationState()) {
        navigation = NavigationService(state: state)
        session = UIKitHostSession(root: root, navigation: navigation)
        session.perform = { [unowned self] step, command in commands.append((step, command)) }
        session.appeared()
    }

    /// Completes every command as it comes, until UIKit shows the state.
    func completeAll() {
        while let last = commands.last, session.planner.transition?.step == last.step {
            session.transitionEnded(step: last.step)
        }
    }
}
