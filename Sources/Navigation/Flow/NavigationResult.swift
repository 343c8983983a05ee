/// How an awaited module left the screen: with a value, or any other way.
public enum NavigationResult<Value: Sendable>: Sendable {
    /// The module finished with this value, through ``NavigationServiceType/finish(returning:)``.
    case finished(Value)
    /// The module left the screen without a value (popped, swiped back, dismissed with or
    /// below its layer, popped to the root, its stack replaced, or the state restored), or
    /// the task that awaited it was cancelled, which leaves the module on screen.
    case cancelled
    /// The module was never shown: a guard rejected or redirected the operation, with
    /// this reason, or the operation shows no module.
    case rejected(String)

    /// The value, when the module finished with one.
    package var value: Value? {
        if case .finished(let value) = self { value } else { nil }
    }
}

extension NavigationResult: Equatable where Value: Equatable {}
