import Navigation

/// A recording stand-in for `NavigationServiceType`, for unit tests of
/// routers and presenters.
///
/// It records every operation in ``calls`` and every transaction in ``transactions``,
/// and also applies them to a real `NavigationState`, so a test can
/// assert what a router asked for and what the screen would then show:
///
/// ```swift
/// let navigation = MockNavigationService()
/// let router = MainRouter(navigation: navigation)
/// router.openDetails()
/// XCTAssertEqual(navigation.calls, [.push(.Details(source: .mainScreen))])
/// ```
@MainActor
public final class MockNavigationService: NavigationServiceType {
    /// Every operation applied, in order; a transaction's operations appear in it too.
    public private(set) var calls: [NavigationOperation] = []
    /// Every transaction applied, in order.
    public private(set) var transactions: [NavigationTransaction] = []
    /// The state the recorded calls lead to.
    public private(set) var state: NavigationState {
        didSet { results.settle(with: state) }
    }
    /// Every value a module finished with through ``finish(returning:)``, in order.
    public private(set) var finishedValues: [any Sendable] = []
    private let results = AwaitedResults()

    /// Creates a mock whose state starts as `state`.
    /// - Parameter state: The state before any call; empty by default.
    public init(state: NavigationState = NavigationState()) {
        self.state = state
    }

    /// Records `operation` and applies it to ``state``.
    /// - Parameter operation: The step a router asked for.
    /// - Returns: Whether the state changed.
    @discardableResult
    public func apply(_ operation: NavigationOperation) -> Bool {
        calls.append(operation)
        return state.apply(operation)
    }

    /// Records `transaction`, and its operations in ``calls``, and applies it to ``state``.
    /// - Parameter transaction: The operations a router asked for, in order.
    /// - Returns: Whether the state changed.
    @discardableResult
    public func apply(_ transaction: NavigationTransaction) -> Bool {
        calls += transaction.operations
        transactions.append(transaction)
        return state.apply(transaction)
    }

    /// Records and applies `operation`, then waits until the module it shows finishes
    /// or leaves the screen, as `NavigationService` does.
    /// - Parameters:
    ///   - operation: A push or a presentation.
    ///   - type: The type of value the module finishes with.
    /// - Returns: How the module left.
    public func apply<Value: Sendable>(
        _ operation: NavigationOperation,
        awaitingResult type: Value.Type
    ) async -> NavigationResult<Value> {
        guard apply(operation), let id = state.shownModule(by: operation) else {
            return .rejected("\(operation) shows no module to await")
        }
        return await results.wait(for: id, as: type)
    }

    /// Finishes the module on top with `value`, as `NavigationService` does:
    /// records the value in ``finishedValues``, takes the module off the screen (recorded
    /// as a call), and resumes whoever awaits it.
    /// - Parameter value: The module's result.
    /// - Returns: `false`, changing nothing, when no one awaits a `Value` from the module on top.
    @discardableResult
    public func finish<Value: Sendable>(returning value: Value) -> Bool {
        guard let removal = results.finishTopModule(of: state, with: value) else { return false }
        finishedValues.append(value)
        apply(removal)
        return true
    }

    /// Forgets the recorded calls and transactions; the state stays.
    public func clearCalls() {
        calls = []
        transactions = []
    }

    /// The module of the last push, as `type`; `nil` when there was none, or it was of
    /// another type.
    /// - Parameter type: The module type to unwrap to.
    public func lastPushed<M: Module>(as type: M.Type) -> M? {
        for call in calls.reversed() {
            if case .push(let module) = call { return module.unwrap(as: type) }
        }
        return nil
    }

    /// The module of the last presentation of any style, as `type`; `nil` when there was
    /// none, or it was of another type.
    /// - Parameter type: The module type to unwrap to.
    public func lastPresented<M: Module>(as type: M.Type) -> M? {
        for call in calls.reversed() {
            if case .present(let module, _) = call { return module.unwrap(as: type) }
        }
        return nil
    }

    /// Answers the alert that shows with its button titled `title`, as the user's tap
    /// would: dismisses the alert (recorded as a call), then runs the button's action.
    /// - Parameter title: The button's title.
    /// - Returns: `false` when no alert shows or it has no such button.
    @discardableResult
    public func tapAlertButton(titled title: String) -> Bool {
        guard let alert = state.alert, let button = alert.buttons.first(where: { $0.title == title }) else {
            return false
        }
        return tap(button, of: alert)
    }

    /// Why ``calls`` differs from `expected`, naming both; `nil` when they are equal.
    /// - Parameter expected: The operations the test expects, in order.
    public func mismatch(expectedCalls expected: [NavigationOperation]) -> String? {
        guard calls != expected else { return nil }
        let index =
            zip(calls, expected).enumerated().first { $0.element.0 != $0.element.1 }?.offset
            ?? min(calls.count, expected.count)
        let wanted = index < expected.count ? expected[index].description : "nothing more"
        let got = index < calls.count ? calls[index].description : "nothing more"
        return """
            navigation calls differ at call \(index + 1): expected \(wanted), got \(got)
              expected: \(expected.map(\.description))
              actual:   \(calls.map(\.description))
            """
    }
}
