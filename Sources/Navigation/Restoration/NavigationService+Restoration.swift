import Foundation

extension NavigationService {
    /// Replaces the state with the one saved in `data`, as one change; on an error the
    /// state is untouched. Alerts that show are not kept: they are never saved.
    ///
    /// Made from a guard or a journal listener, it reads `data` at once and returns what it
    /// dropped, and the replacement waits its turn behind the call applying, as every such
    /// call does.
    /// - Parameters:
    ///   - data: What ``NavigationStateCoder/encode(_:)`` returned.
    ///   - coder: The coder that knows the app's restorable modules.
    /// - Returns: The modules that could not be restored, or why nothing was.
    @discardableResult
    public func restore(from data: Data, using coder: NavigationStateCoder) -> Result<[DroppedModule], RestorationError>
    {
        MainActorCheck.require("restore(from:using:)")
        return coder.decode(data).map { restored in
            state = restored.state
            return restored.dropped
        }
    }
}
