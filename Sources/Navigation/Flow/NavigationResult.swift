/// How an awaited module left the screen: with a value, or any other way.
public enum NavigationResult<Value: Sendable>: Sendable {
    /// The module finished with this value, through ``NavigationServiceType/finish(returning:)``.
    case finished(Value)
    /// The module left the screen without a value: popped, swiped back, dismissed with or
    /// below its layer, popped to the root, its stack replaced, or the state restored.
    case cancelled
    /// The module was never shown: a guard rejected it, with this reason, or the
    /// operation shows no module.
    case rejected(String)

    /// The value, when the module finished with one.
    public var value: Value? {
        if case .finished(let value) = self { value } else { nil }
    }
}

extension NavigationResult: Equatable where Value: Equatable {}

/// The modules someone awaits a result from, by the id of their appearance: the
/// bookkeeping behind ``NavigationServiceType/apply(_:awaitingResult:)``, for types that
/// implement ``NavigationServiceType``.
///
/// Each waiter resumes exactly once: with a value when its module finishes, or as
/// cancelled when the module leaves the screen any other way.
@MainActor
public final class AwaitedResults {
    private struct Waiter {
        let accepts: (Any) -> Bool
        let resume: (Any?) -> Void
    }

    private var waiters: [AnyModule.ID: Waiter] = [:]

    /// Creates an empty set of waiters.
    public init() {}

    /// Whether no one awaits anything.
    public var isEmpty: Bool { waiters.isEmpty }

    /// Waits until the module `id` finishes or leaves the screen.
    /// - Parameters:
    ///   - id: The appearance of the module on screen.
    ///   - type: The type of value it finishes with.
    /// - Returns: How it left.
    public func wait<Value: Sendable>(for id: AnyModule.ID, as type: Value.Type) async -> NavigationResult<Value> {
        await withCheckedContinuation { continuation in
            waiters[id] = Waiter(
                accepts: { $0 is Value },
                resume: { value in
                    if let value = value as? Value {
                        continuation.resume(returning: .finished(value))
                    } else {
                        continuation.resume(returning: .cancelled)
                    }
                }
            )
        }
    }

    /// Whether someone awaits a result of `value`'s type from the module `id`.
    public func accepts(_ value: Any, from id: AnyModule.ID) -> Bool {
        waiters[id]?.accepts(value) ?? false
    }

    /// Resumes the waiter of module `id` with `value`; nothing happens when no one waits.
    public func finish(_ id: AnyModule.ID, with value: Any) {
        waiters.removeValue(forKey: id)?.resume(value)
    }

    /// Finishes the module on top of `state` with `value` when someone awaits a value of
    /// that type from it: resumes the waiter and returns the operation that takes the
    /// module off the screen, for the caller to apply; otherwise changes nothing.
    /// - Parameters:
    ///   - state: The state the module is on top of.
    ///   - value: The module's result.
    /// - Returns: The pop or dismissal to apply, or `nil` when no one awaits `value` from the top module.
    public func finishTopModule(of state: NavigationState, with value: Any) -> NavigationOperation? {
        guard let top = state.topModule, accepts(value, from: top.id), let removal = state.topModuleRemoval else {
            return nil
        }
        finish(top.id, with: value)
        return removal
    }

    /// Resumes as cancelled every waiter whose module is no longer on screen in `state`.
    public func settle(with state: NavigationState) {
        guard !waiters.isEmpty else { return }
        let visible = Set(state.visibleModules.map(\.id))
        for id in waiters.keys where !visible.contains(id) {
            waiters.removeValue(forKey: id)?.resume(nil)
        }
    }
}

extension NavigationState {
    /// The id of the module `operation` just showed, if it is a push or a presentation
    /// and this is the state right after it.
    public func shownModule(by operation: NavigationOperation) -> AnyModule.ID? {
        switch operation {
        case .push: items.last?.id
        case .present: presentations.last?.id
        default: nil
        }
    }

    /// What takes the top module off the screen: a pop, or the dismissal of the layer it
    /// is the root of; `nil` when the root layer's own module is on top.
    public var topModuleRemoval: NavigationOperation? {
        if !items.isEmpty { return .pop }
        return presentations.isEmpty ? nil : .dismiss
    }
}
