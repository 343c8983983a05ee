#if os(iOS)
import SwiftUI
import UIKit
import XCTest

/// Row c: when `withAnimation(.default, completionCriteria: .logicallyComplete)`'s
/// completion comes for a `NavigationStack` path change, relative to the transition
/// coordinator's completion. The test asserts only that both come, and prints their order;
/// the renderer no longer relies on it.
///
/// The stack is a bare `NavigationStack` in a hosting controller: the renderer makes the
/// same call around its own path changes, which the public API does not reach.
@MainActor
final class AnimationCompletionTests: DeviceTestCase {
    func test_c_logicallyCompleteAnimationAndCoordinatorCompletionBothCome() async throws {
        let model = PathModel()
        let log = AppearanceLog()
        try await open(UIHostingController(rootView: PathStack(model: model, log: log)))
        guard await waitUntilSettled("the bare stack", stacks: [[1]]) else { return }

        let pushed = AnimationEnd()
        withAnimation(.default, completionCriteria: .logicallyComplete) {
            model.path.append(1)
        } completion: {
            pushed.came()
        }
        guard await bothEnds(of: "push", animation: pushed, log: log, appearing: true) else { return }
        guard await waitUntilSettled("the push", stacks: [[2]]) else { return }

        let popped = AnimationEnd()
        withAnimation(.default, completionCriteria: .logicallyComplete) {
            _ = model.path.removeLast()
        } completion: {
            popped.came()
        }
        guard await bothEnds(of: "pop", animation: popped, log: log, appearing: false) else { return }
        await waitUntilSettled("the pop", stacks: [[1]])
    }

    /// Waits for the animation's completion and the coordinator's, and prints their order.
    /// - Returns: Whether both came.
    private func bothEnds(of slide: String, animation: AnimationEnd, log: AppearanceLog, appearing: Bool) async
        -> Bool
    {
        let both = await waitUntil("the \(slide)'s animation completion and coordinator completion", timeout: 10) {
            animation.time != nil && log.transitionEnd(appearing: appearing) != nil
        }
        guard both, let animated = animation.time, let coordinated = log.transitionEnd(appearing: appearing)?.time
        else { return false }
        let gap = animated - coordinated
        let order = animated < coordinated ? "animation first" : "coordinator first"
        print("row c, \(slide): \(order); the animation's completion came \(gap) after the coordinator's")
        return true
    }
}

/// A path the test changes in `withAnimation`.
@MainActor
private final class PathModel: ObservableObject {
    @Published var path: [Int] = []
}

/// When an animation's completion came.
@MainActor
private final class AnimationEnd {
    private(set) var time: ContinuousClock.Instant?

    func came() {
        if time == nil { time = .now }
    }
}

/// A bare `NavigationStack` on the model's path, each destination a probe.
private struct PathStack: View {
    @ObservedObject var model: PathModel
    let log: AppearanceLog

    var body: some View {
        NavigationStack(path: $model.path) {
            Text(verbatim: "bare stack")
                .navigationDestination(for: Int.self) { _ in
                    AppearanceProbe(log: log).frame(width: 44, height: 44)
                }
        }
    }
}
#endif
