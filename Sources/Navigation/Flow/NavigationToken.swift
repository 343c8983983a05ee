/// Identifies an installed guard or journal listener, to remove it.
public struct NavigationToken: Hashable, Sendable {
    let rawValue: Int
}
