#if canImport(SwiftUI) && os(iOS)
import SwiftUI

/// Shows a session's frames in SwiftUI transactions and keeps its time with tasks.
@MainActor
final class SwiftUIScenePlatform: ScenePlatform {
    func show(_ change: FrameChange, _ publish: () -> Void, completion: @escaping @MainActor () -> Void) {
        switch change {
        case .animated:
            // iOS 17: the completion comes once the change's animations are logically
            // complete, which for a push or pop is the end of its slide.
            withAnimation(.default, completionCriteria: .logicallyComplete, publish, completion: completion)
        case .unanimated:
            // Only a transaction that disables animations keeps a cover from sliding up
            // (`Binding.transaction` and `withAnimation(nil)` do not).
            var transaction = Transaction()
            transaction.disablesAnimations = true
            withTransaction(transaction, publish)
            completion()
        }
    }

    func schedule(after delay: Duration, _ fire: @escaping @MainActor () -> Void) -> SceneTimer {
        let task = Task { @MainActor in
            try? await Task.sleep(for: delay)
            guard !Task.isCancelled else { return }
            fire()
        }
        return SceneTimer { task.cancel() }
    }
}
#endif
