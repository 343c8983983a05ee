import Navigation

/// A ``ScenePlatform`` whose time passes only when a test says so, and whose UIKit
/// answers readings as the test says: a test plays SwiftUI's and UIKit's part with it.
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
    /// How many times the session read UIKit.
    private(set) var reads = 0
    /// What UIKit shows when the session reads it; `nil` plays a platform that cannot
    /// read.
    var reader: () -> SceneReading? = { nil }
    private var timers: [Pending] = []
    private var timerCount = 0

    func show(_ change: FrameChange, _ publish: () -> Void) {
        changes.append(change)
        publish()
    }

    func schedule(after delay: Duration, _ fire: @escaping @MainActor () -> Void) -> SceneTimer {
        timerCount += 1
        let id = timerCount
        timers.append(Pending(id: id, due: now + delay, fire: fire))
        return SceneTimer { [weak self] in self?.timers.removeAll { $0.id == id } }
    }

    func read() -> SceneReading? {
        reads += 1
        return reader()
    }

    /// How many timers run.
    var timersRunning: Int { timers.count }

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

extension SceneReading {
    /// What UIKit shows once it has played `frame` to its end: every presented layer and
    /// the alert at rest, and every stack at the frame's path.
    @MainActor
    init(showing frame: SceneFrame) {
        var presented = frame.layers.dropFirst().map { Presented(.layer($0.element.id)) }
        if let alert = frame.layers.last?.alert { presented.append(Presented(.alert(alert.alert.id))) }
        var stacks: [StackID: Stack] = [:]
        for layer in frame.layers {
            let frames: [StackFrame] =
                switch layer.content {
                case .stack(let stack): [stack]
                case .tabs(let tabs): tabs.tabs
                case .split(let split): [split.detail]
                }
            for stack in frames { stacks[stack.id] = Stack(pushed: stack.binding.path.count) }
        }
        self.init(presented: presented, stacks: stacks)
    }
}

extension ManualScenePlatform {
    /// UIKit plays `session`'s frame to its end: the watchdog's next reading finds it all
    /// at rest, and time passes until it has read.
    func playToTheEnd(_ session: ScreenSession) {
        reader = { [unowned session] in SceneReading(showing: session.frame) }
        advance(by: .seconds(20))
        reader = { nil }
    }
}
