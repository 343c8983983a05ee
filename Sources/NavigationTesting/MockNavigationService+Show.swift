import Navigation

extension MockNavigationService {
    /// One module a router asked to show, and where the presentation policy placed it.
    public struct Show: Equatable, CustomStringConvertible {
        /// The module asked for.
        public let module: AnyModule
        /// Where the policy placed it.
        public let placement: PresentationPolicy.Placement

        /// Creates a record, for comparing with ``MockNavigationService/shows``; modules
        /// compare by value, whatever their appearance.
        /// - Parameters:
        ///   - module: The module asked for.
        ///   - placement: Where the policy placed it.
        public init(_ module: some Module, placement: PresentationPolicy.Placement) {
            self.init(AnyModule(module), placement: placement)
        }

        /// Creates a record of an erased module.
        /// - Parameters:
        ///   - module: The module asked for.
        ///   - placement: Where the policy placed it.
        public init(_ module: AnyModule, placement: PresentationPolicy.Placement) {
            self.module = module
            self.placement = placement
        }

        /// The operation that applied: the push or presentation the policy decided.
        public var operation: NavigationOperation { placement.operation(for: module) }

        /// The record as it reads in a test failure, such as `show(DetailsModule(...)) as push`.
        public var description: String { "show(\(module)) as \(placement.text)" }
    }

    /// The module of the last show, as `type`; `nil` when there was none, or it was of
    /// another type.
    /// - Parameter type: The module type to unwrap to.
    public func lastShown<M: Module>(as type: M.Type) -> M? {
        shows.last?.module.unwrap(as: type)
    }
}
