/// One URL pattern of the app and the navigation it leads to.
///
/// Declare routes next to the module they open, as static members, so that a screen's
/// link lives with the screen:
///
/// ```swift
/// extension DeepLinkRoute {
///     static let details = DeepLinkRoute("details/:source") { link in
///         [.dismissAll, .popToRoot, .push(.Details(source: try link.value("source")))]
///     }
/// }
/// ```
///
/// A pattern is a list of segments separated by `/`: a literal segment matches itself,
/// and a segment that starts with `:` matches any one segment and names it. The URL's
/// host is the first segment, so `myapp://details/deepLink` matches `details/:source`.
/// Query items (`?tab=privacy`) reach the route through `DeepLinkParameters.query(_:as:)`.
/// Patterns and links are split on Unicode scalars, so a combining mark after a `/`
/// starts the next segment rather than hiding the separator.
///
/// A route can also show a module without choosing its presentation: the navigation's
/// ``PresentationPolicy`` places it when the link opens (see ``init(_:fromRoot:show:)``).
///
/// The builder closure is `@MainActor @Sendable`: routes are declared as `static let`s,
/// which Swift 6 accepts only for `Sendable` values, and links are matched on the main
/// actor, where they open, so a route may call the app's main-actor code (in a target
/// whose default isolation is `MainActor`, a module's static factory members are). A
/// closure written in place is inferred so; one stored in a variable needs the
/// attributes on the variable's type.
public struct DeepLinkRoute: Sendable {
    /// The pattern's segments.
    package let segments: [Segment]
    private let target: @MainActor @Sendable (DeepLinkParameters) throws -> Target

    /// Where a matched link leads: operations, then perhaps a module to show where the
    /// navigation's policy places it.
    struct Target {
        /// The operations that apply first.
        var transaction: NavigationTransaction
        /// The module shown after them, if the route shows one.
        var shown: AnyModule?

        /// The whole transaction with the module pushed: what the stack policy decides.
        var pushingShown: NavigationTransaction {
            guard let shown else { return transaction }
            return NavigationTransaction(transaction.operations + [.push(shown)])
        }
    }

    /// One segment of a pattern.
    package enum Segment: Hashable, Sendable {
        /// Matches this text exactly.
        case literal(String)
        /// Matches any one segment, available under this name.
        case parameter(String)
    }

    /// Creates a route.
    /// - Parameters:
    ///   - pattern: Segments separated by `/`; a segment that starts with `:` is a parameter.
    ///   - transaction: The navigation the link leads to, built from its parameters; it
    ///     throws a ``DeepLinkError`` when a parameter is missing or malformed; any other
    ///     error it throws is reported as ``DeepLinkError/routeFailed(_:reason:url:)``.
    public init(
        _ pattern: String,
        transaction: @escaping @MainActor @Sendable (DeepLinkParameters) throws -> NavigationTransaction
    ) {
        segments = Self.segments(of: pattern)
        target = { Target(transaction: try transaction($0), shown: nil) }
    }

    /// Creates a route that shows a module where the navigation's ``PresentationPolicy``
    /// places it, the policy being asked when the link opens:
    ///
    /// ```swift
    /// extension DeepLinkRoute {
    ///     static let profile = DeepLinkRoute("profile", fromRoot: true) { _ in ProfileModule.Profile }
    /// }
    /// ```
    ///
    /// ``NavigationServiceType/open(_:with:)`` resolves it with the navigation's policy;
    /// ``DeepLinkRouter/match(_:)``, which knows no navigation, pushes the module, as the
    /// `.stack` policy does.
    /// - Parameters:
    ///   - pattern: Segments separated by `/`; a segment that starts with `:` is a parameter.
    ///   - fromRoot: Whether the link first dismisses every layer and pops the root stack
    ///     to its root, so that the module shows over the root screen; `false` shows it
    ///     over what is on screen.
    ///   - show: The module the link shows, built from its parameters; it throws as the
    ///     transaction of ``init(_:transaction:)`` does.
    public init<M: Module>(
        _ pattern: String,
        fromRoot: Bool = false,
        show: @escaping @MainActor @Sendable (DeepLinkParameters) throws -> M
    ) {
        segments = Self.segments(of: pattern)
        // Erased here, so that the stored closure captures no generic type: a metatype is
        // not Sendable before Swift 6.2's SendableMetatype, which iOS 17's SDK lacks.
        let module: @MainActor @Sendable (DeepLinkParameters) throws -> any Module = show
        target = { link in
            Target(transaction: fromRoot ? [.dismissAll, .popToRoot] : [], shown: AnyModule(try module(link)))
        }
    }

    private static func segments(of pattern: String) -> [Segment] {
        Substring(pattern).unicodeScalars.split(separator: "/").map { segment in
            segment.first == ":"
                ? .parameter(String(Substring(segment.dropFirst()))) : .literal(String(Substring(segment)))
        }
    }

    /// The pattern as written, as errors name the route.
    package var pattern: String {
        segments.map { segment in
            switch segment {
            case .literal(let text): text
            case .parameter(let name): ":" + name
            }
        }.joined(separator: "/")
    }

    /// The shape two patterns share when they match the same URLs: parameter names do
    /// not count.
    var shape: [String?] {
        segments.map { segment in
            if case .literal(let text) = segment { text } else { nil }
        }
    }

    /// Whether this route is tried before `other` when both may match a link: at the
    /// first segment where one pattern has a literal and the other a parameter, the
    /// literal wins. Two routes that can match the same link and differ in shape always
    /// differ so somewhere; routes of the same shape are refused when the router is made.
    /// Routes of different lengths never match one link, and neither comes first.
    func takesPrecedence(over other: DeepLinkRoute) -> Bool {
        guard segments.count == other.segments.count else { return false }
        for (mine, theirs) in zip(shape, other.shape) where (mine == nil) != (theirs == nil) {
            return mine != nil
        }
        return false
    }

    /// The parameters of `path` when it matches this route's pattern, or `nil`.
    func parameters(for path: [String]) -> [String: String]? {
        guard path.count == segments.count else { return nil }
        var parameters: [String: String] = [:]
        for (segment, component) in zip(segments, path) {
            switch segment {
            case .literal(let text):
                guard text == component else { return nil }
            case .parameter(let name):
                parameters[name] = component
            }
        }
        return parameters
    }

    @MainActor func target(for parameters: DeepLinkParameters) -> Result<Target, DeepLinkError> {
        do {
            return .success(try target(parameters))
        } catch let error as DeepLinkError {
            return .failure(error)
        } catch {
            return .failure(.routeFailed(pattern, reason: "\(error)", url: parameters.url))
        }
    }
}
