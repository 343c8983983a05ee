// What the awaited-results machinery asks of a state: which module an operation just
// showed, and what takes the top module off the screen. Shared with the testing mock.

extension NavigationState {
    /// The id of the module `operation` just showed, if it is a push or a presentation
    /// and this is the state right after it.
    package func shownModule(by operation: NavigationOperation) -> AnyModule.ID? {
        switch operation {
        case .push: items.last?.id
        case .present: presentations.last?.id
        default: nil
        }
    }

    /// What takes the top module off the screen: a pop, or the dismissal of the layer it
    /// is the root of; `nil` when the root layer's own module is on top.
    package var topModuleRemoval: NavigationOperation? {
        if !items.isEmpty { return .pop }
        return presentations.isEmpty ? nil : .dismiss
    }
}
