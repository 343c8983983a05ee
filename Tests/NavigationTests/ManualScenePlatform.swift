import Navigation

/// A ``ScenePlatform`` whose time passes only when a test says so, and whose animations
/// complete only when it says so: a test plays SwiftUI's part with it.
@MainActor
final class ManualScenePlatform: ScenePlatform {
    private struct Pending {
        let id: Int
        let due: Duration
        let fire: @MainActor () -> Void
    }

    /// The simulated time.
    private(set) var now: Duration = .zero
    /// Every change a frame was shown with, oldest first.
    private(set) var changes: [FrameChange] = []
    private var timers: [Pending] = []
    private var completions: [@MainActor () -> Void] = []
    private var timerCount = 0

    func show(_ change: FrameChange, _ publish: () -> Void, completion: @escaping @MainActor () -> Void) {
        changes.append(change)
        publish()
        if change == .unanimated {
            completion()
        } else {
            completions.append(completion)
        }
    }

    func schedule(after delay: Duration, _ fire: @escaping @MainActor () -> Void) -> SceneTimer {
        timerCount += 1
        let id = timerCount
        timers.append(Pending(id: id, due: now + delay, fire: fire))
        return SceneTimer { [weak self] in self?.timers.removeAll { $0.id == id } }
    }

    /// How many animations have not completed.
    var animationsInFlight: Int { completions.count }

    /// Completes every animation in flight.
    func completeAnimations() {
        while !completions.isEmpty {
            let pending = completions
            completions = []
            for completion in pending { completion() }
        }
    }

    /// Lets `duration` pass, firing the timers due in it in order.
    func advance(by duration: Duration) {
        let end = now + duration
        while let next = timers.filter({ $0.due <= end }).min(by: { ($0.due, $0.id) < ($1.due, $1.id) }) {
            timers.removeAll { $0.id == next.id }
            now = next.due
            next.fire()
        }
        now = end
    }
}
