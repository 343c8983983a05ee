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
public struct DeepLinkRoute: Sendable, CustomStringConvertible {
    /// The pattern's segments.
    public let segments: [Segment]
    private let transaction: @Sendable (DeepLinkParameters) throws -> NavigationTransaction

    /// One segment of a pattern.
    public enum Segment: Hashable, Sendable {
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
        transaction: @escaping @Sendable (DeepLinkParameters) throws -> NavigationTransaction
    ) {
        segments = pattern.split(separator: "/").map { segment in
            segment.hasPrefix(":") ? .parameter(String(segment.dropFirst())) : .literal(String(segment))
        }
        self.transaction = transaction
    }

    /// The pattern as written.
    public var description: String {
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

    func transaction(for parameters: DeepLinkParameters) -> Result<NavigationTransaction, DeepLinkError> {
        do {
            return .success(try transaction(parameters))
        } catch let error as DeepLinkError {
            return .failure(error)
        } catch {
            return .failure(.routeFailed(description, reason: "\(error)", url: parameters.url))
        }
    }
}

/// The values a matched link carries: its path parameters and its query items.
public struct DeepLinkParameters: Sendable {
    /// The path parameters, by name.
    public let path: [String: String]
    /// The query items, by name; the first of repeated names wins.
    public let queryItems: [String: String]
    /// The whole link, for error messages.
    public let url: String

    /// The path parameter `name` as `T`.
    /// - Parameters:
    ///   - name: The parameter's name in the pattern, without the `:`.
    ///   - type: The type to read it as; usually inferred.
    /// - Returns: The value.
    /// - Throws: ``DeepLinkError/missingParameter(_:url:)`` or
    ///   ``DeepLinkError/malformedParameter(_:value:expected:url:)``.
    public func value<T: LosslessStringConvertible>(_ name: String, as type: T.Type = T.self) throws -> T {
        try unwrap(convert(name, path[name]))
    }

    /// The path parameter `name` as the enum case whose raw value it is.
    /// - Parameters:
    ///   - name: The parameter's name in the pattern, without the `:`.
    ///   - type: The enum to read it as; usually inferred.
    /// - Returns: The case.
    /// - Throws: ``DeepLinkError/missingParameter(_:url:)`` or
    ///   ``DeepLinkError/malformedParameter(_:value:expected:url:)``.
    public func value<T: RawRepresentable>(_ name: String, as type: T.Type = T.self) throws -> T
    where T.RawValue == String {
        try unwrap(convert(name, path[name]))
    }

    /// The query item `name` as `T`, or `nil` when the link has no such item.
    /// - Parameters:
    ///   - name: The query item's name.
    ///   - type: The type to read it as; usually inferred.
    /// - Returns: The value, or `nil`.
    /// - Throws: ``DeepLinkError/malformedParameter(_:value:expected:url:)`` when it is
    ///   there but not a `T`.
    public func query<T: LosslessStringConvertible>(_ name: String, as type: T.Type = T.self) throws -> T? {
        guard queryItems[name] != nil else { return nil }
        return try unwrap(convert(name, queryItems[name]))
    }

    /// The query item `name` as the enum case whose raw value it is, or `nil` when the
    /// link has no such item.
    /// - Parameters:
    ///   - name: The query item's name.
    ///   - type: The enum to read it as; usually inferred.
    /// - Returns: The case, or `nil`.
    /// - Throws: ``DeepLinkError/malformedParameter(_:value:expected:url:)`` when it is
    ///   there but not a case of `T`.
    public func query<T: RawRepresentable>(_ name: String, as type: T.Type = T.self) throws -> T?
    where T.RawValue == String {
        guard queryItems[name] != nil else { return nil }
        return try unwrap(convert(name, queryItems[name]))
    }

    // Throwing functions here are untyped, and the thrown error is always a
    // DeepLinkError: a typed `throw` does not compile for iOS 17, whose standard library
    // lacks the entry point typed throws need.
    private func unwrap<T>(_ result: Result<T, DeepLinkError>) throws -> T {
        try result.get()
    }

    private func convert<T: LosslessStringConvertible>(_ name: String, _ text: String?) -> Result<T, DeepLinkError> {
        guard let text else { return .failure(.missingParameter(name, url: url)) }
        guard let value = T(text) else {
            return .failure(.malformedParameter(name, value: text, expected: "\(T.self)", url: url))
        }
        return .success(value)
    }

    private func convert<T: RawRepresentable>(_ name: String, _ text: String?) -> Result<T, DeepLinkError>
    where T.RawValue == String {
        guard let text else { return .failure(.missingParameter(name, url: url)) }
        guard let value = T(rawValue: text) else {
            return .failure(.malformedParameter(name, value: text, expected: "\(T.self)", url: url))
        }
        return .success(value)
    }
}

/// Why a link leads nowhere.
public enum DeepLinkError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The text is not a URL: no `scheme://`, or a broken `%` escape.
    case invalidURL(String)
    /// The URL's scheme is not the app's.
    case wrongScheme(expected: String, url: String)
    /// No route matches the URL's path.
    case unknownPath(String, url: String)
    /// The route needs a parameter the URL does not have.
    case missingParameter(String, url: String)
    /// A parameter's value is not of the type the route needs.
    case malformedParameter(String, value: String, expected: String, url: String)
    /// The route's transaction threw an error of its own.
    case routeFailed(String, reason: String, url: String)

    /// What is wrong, naming the URL and the part at fault.
    public var description: String {
        switch self {
        case .invalidURL(let url): "\(url) is not a URL of the form scheme://path"
        case .wrongScheme(let expected, let url): "\(url) does not start with \(expected)://"
        case .unknownPath(let path, let url): "no route matches \(path) in \(url)"
        case .missingParameter(let name, let url): "\(url) has no \(name)"
        case .malformedParameter(let name, let value, let expected, let url):
            "\(name) \(value) in \(url) is not a \(expected)"
        case .routeFailed(let pattern, let reason, let url): "the route \(pattern) failed for \(url): \(reason)"
        }
    }
}
