/// What assemblies resolve other assemblies through.
///
/// ``DependencyContainer`` is the implementation an app creates; code that builds
/// modules and assemblies sees only this protocol.
public protocol Container: AnyObject, Sendable {
    /// The assembly that answers for `type`: the one applied in its place with
    /// ``DependencyContainer/apply(_:)``, or else `type` itself.
    ///
    /// There is no registration step: an assembly nothing was applied for resolves to
    /// itself. The container creates each assembly once and returns that instance
    /// until it is reset.
    /// - Parameter type: The assembly type to resolve.
    /// - Returns: An instance of `type` or of the subclass applied in its place.
    func resolve<A: Assembly>(_ type: A.Type) -> A
}
