/// The app's deep links: matches a URL against its routes and returns the navigation
/// it leads to, as one transaction.
///
/// Routes whose patterns have the same shape (the same literals in the same places,
/// whatever their parameters are named) are an error when the router is made. Routes
/// of different shapes may still match one link, as `items/new` and `items/:id` both
/// match `items/new`, or `a/:x` and `:y/b` both match `a/b`: the most specific one
/// wins, read from the left. At the first segment where one pattern has a literal and
/// the other a parameter, the literal wins (`items/new`, `a/:x`), whatever the order
/// the routes were declared in.
///
/// ```swift
/// let links = try DeepLinkRouter(scheme: "myapp", routes: [.details, .game, .settings])
/// switch links.match("myapp://details/deepLink") {
/// case .success(let transaction): navigation.apply(transaction)
/// case .failure(let error): log(error)
/// }
/// ```
public struct DeepLinkRouter: Sendable {
    /// The URL scheme the app answers, without `://`.
    package let scheme: String
    /// The routes, in the order they were declared.
    package let routes: [DeepLinkRoute]
    /// The routes, most specific first: the order they are tried in.
    private let precedence: [DeepLinkRoute]

    /// Routes whose patterns have the same shape (the same literals in the same places,
    /// whatever their parameters are named), so that they match exactly the same links
    /// and no precedence can choose between them.
    package struct ConflictError: Error, Hashable, Sendable, CustomStringConvertible {
        /// The patterns, as written, of each group of routes that claim the same URLs.
        package let conflicts: [[String]]

        /// Creates the error for groups of conflicting patterns.
        package init(conflicts: [[String]]) {
            self.conflicts = conflicts
        }

        /// The conflicting patterns, as the error reads in logs.
        package var description: String {
            "routes claim the same URLs: " + conflicts.map { $0.joined(separator: " and ") }.joined(separator: "; ")
        }
    }

    /// Assembles the routes, reporting every group of the same shape now rather than at
    /// the first link, and ordering the rest most specific first.
    /// - Parameters:
    ///   - scheme: The URL scheme, without `://`.
    ///   - routes: The routes.
    /// - Throws: An error naming the patterns of the same shape, which reads
    ///   `routes claim the same URLs: items/:id and items/:name`.
    public init(scheme: String, routes: [DeepLinkRoute]) throws {
        var byShape: [[String?]: [String]] = [:]
        var order: [[String?]] = []
        for route in routes {
            if byShape[route.shape] == nil { order.append(route.shape) }
            byShape[route.shape, default: []].append(route.pattern)
        }
        let conflicts = order.compactMap { byShape[$0] }.filter { $0.count > 1 }
        guard conflicts.isEmpty else { throw ConflictError(conflicts: conflicts) }
        self.scheme = scheme
        self.routes = routes
        self.precedence = Self.precedence(of: routes)
    }

    /// `routes` in the order they are tried: by length, then literal before parameter at
    /// the first segment where two patterns differ so, then in declaration order. Two
    /// routes that match one link have the same length and, when of different shapes,
    /// differ so somewhere, so the literal one comes first, as
    /// ``DeepLinkRoute/takesPrecedence(over:)`` says. A sort, so the cost grows as
    /// `n log n` in the routes, not as `n²`.
    private static func precedence(of routes: [DeepLinkRoute]) -> [DeepLinkRoute] {
        struct Keyed {
            let isParameter: [Bool]
            let offset: Int
            let route: DeepLinkRoute
        }
        let keyed = routes.enumerated().map { offset, route in
            Keyed(
                isParameter: route.segments.map { if case .parameter = $0 { true } else { false } }, offset: offset,
                route: route)
        }
        return keyed.sorted { (lhs: Keyed, rhs: Keyed) -> Bool in
            if lhs.isParameter.count != rhs.isParameter.count { return lhs.isParameter.count < rhs.isParameter.count }
            if lhs.isParameter != rhs.isParameter {
                return lhs.isParameter.lexicographicallyPrecedes(rhs.isParameter) { !$0 && $1 }
            }
            return lhs.offset < rhs.offset
        }.map(\.route)
    }

    /// The navigation `url` leads to, or why it leads nowhere.
    ///
    /// A route that shows a module (``DeepLinkRoute/init(_:fromRoot:show:)``) pushes it
    /// here, as the `.stack` policy does; ``NavigationServiceType/open(_:with:)`` places
    /// it with the navigation's policy. It runs on the main actor, since the routes'
    /// builders do: a test that matches links is `@MainActor`.
    /// - Parameter url: The link, such as `myapp://game/normal/hard?from=mail`.
    /// - Returns: The transaction to apply, or a ``DeepLinkError``.
    @MainActor public func match(_ url: String) -> Result<NavigationTransaction, DeepLinkError> {
        target(for: url).map(\.pushingShown)
    }

    /// Where `url` leads, with the module its route shows left for a policy to place.
    @MainActor func target(for url: String) -> Result<DeepLinkRoute.Target, DeepLinkError> {
        let parsed: ParsedURL
        switch ParsedURL.parse(url) {
        case .success(let value): parsed = value
        case .failure(let error): return .failure(error)
        }
        guard parsed.scheme.lowercased() == scheme.lowercased() else {
            return .failure(.wrongScheme(expected: scheme, url: url))
        }
        for route in precedence {
            guard let path = route.parameters(for: parsed.path) else { continue }
            return route.target(for: DeepLinkParameters(path: path, queryItems: parsed.query, url: url))
        }
        return .failure(.unknownPath("/" + parsed.path.joined(separator: "/"), url: url))
    }
}
