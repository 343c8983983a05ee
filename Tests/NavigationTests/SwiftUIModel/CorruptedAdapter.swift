import Navigation

/// A test-only wrapper around an adapter's boundary that corrupts what it hands SwiftUI
/// or what it does with SwiftUI's writes, to show the model of SwiftUI catches it.
@MainActor
final class CorruptedAdapter: ModelledAdapter {
    /// How the wrapper corrupts the adapter.
    enum Corruption {
        /// Every pop SwiftUI writes is applied twice: the path is written again, one
        /// screen shorter.
        case popAppliedTwice
        /// Screens are handed to SwiftUI by their module's value, not their appearance:
        /// the appearance ids are dropped from the path.
        case idsDroppedFromThePath
        /// Every transition coordinator report's end is passed on as its start comes: the
        /// adapter hears each push or pop is over as soon as it begins.
        case transitionsEndedAtTheirStart
        /// Every transition coordinator report's end is passed on with `cancelled`
        /// flipped: a completed pop reads as a cancelled one, and a cancelled swipe as a pop.
        case cancelledFlipped
    }

    let base: any ModelledAdapter
    let corruption: Corruption
    /// The identity each corrupted identity stands for, as of the latest frame.
    private var originals: [AnyHashable: AnyHashable] = [:]

    init(_ base: any ModelledAdapter, corruption: Corruption) {
        self.base = base
        self.corruption = corruption
    }

    var navigation: NavigationService { base.navigation }
    func timers() -> [ModelTimer] { base.timers() }
    func scenePhaseChanged(active: Bool) { base.scenePhaseChanged(active: active) }
    func attach(to model: SwiftUIModel) { base.attach(to: model) }
    var complaints: [String] { base.complaints }
    var waitsFor: [String] { base.waitsFor }

    func frame() -> ModelFrame {
        var frame = base.frame()
        frame.root = corrupt(frame.root)
        return frame
    }

    private func corrupt(_ level: ModelLevel) -> ModelLevel {
        var level = level
        switch level.content {
        case .stack(let stack): level.content = .stack(corrupt(stack))
        case .tabs(var tabs):
            tabs.tabs = tabs.tabs.map { ($0.tag, corrupt($0.stack)) }
            level.content = .tabs(tabs)
        case .split(var split):
            split.detail = split.detail.map(corrupt)
            level.content = .split(split)
        }
        level.presented = level.presented.map { presentation in
            var presentation = presentation
            presentation.level = corrupt(presentation.level)
            return presentation
        }
        return level
    }

    private func corrupt(_ screen: ModelScreen) -> ModelScreen {
        var screen = screen
        let report = screen.transition
        switch corruption {
        case .popAppliedTwice:
            break
        case .idsDroppedFromThePath:
            let value = (screen.identity.base as? ScreenElement).map { AnyHashable($0.module) } ?? screen.identity
            originals[value] = screen.identity
            screen.identity = value
        case .transitionsEndedAtTheirStart:
            screen.transition = { transition in
                guard case .began(let appearing, _) = transition else { return }
                report(transition)
                report(.ended(appearing: appearing, cancelled: false))
            }
        case .cancelledFlipped:
            screen.transition = { transition in
                guard case .ended(let appearing, let cancelled) = transition else { return report(transition) }
                report(.ended(appearing: appearing, cancelled: !cancelled))
            }
        }
        return screen
    }

    private func corrupt(_ stack: ModelStack) -> ModelStack {
        var stack = stack
        let write = stack.write
        stack.path = stack.path.map(corrupt)
        switch corruption {
        case .idsDroppedFromThePath:
            stack.write = { [unowned self] path in write(path.map { self.originals[$0] ?? $0 }) }
        case .popAppliedTwice:
            let shown = stack.path.count
            stack.write = { path in
                write(path)
                if path.count < shown, !path.isEmpty { write(Array(path.dropLast())) }
            }
        case .transitionsEndedAtTheirStart, .cancelledFlipped:
            break
        }
        return stack
    }
}
