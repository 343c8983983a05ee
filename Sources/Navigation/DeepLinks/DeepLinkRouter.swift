/// The app's deep links: matches a URL against its routes and returns the navigation
/// it leads to, as one transaction.
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
    public let scheme: String
    /// The routes, in the order they are tried.
    public let routes: [DeepLinkRoute]

    /// Two routes whose patterns match the same URLs.
    public struct ConflictError: Error, Hashable, Sendable, CustomStringConvertible {
        /// The patterns, as written, of each group of routes that claim the same URLs.
        public let conflicts: [[String]]

        /// Creates the error for groups of conflicting patterns.
        public init(conflicts: [[String]]) {
            self.conflicts = conflicts
        }

        /// The conflicting patterns.
        public var description: String {
            "routes claim the same URLs: " + conflicts.map { $0.joined(separator: " and ") }.joined(separator: "; ")
        }
    }

    /// Assembles the routes, reporting every pair that claims the same URLs now rather
    /// than at the first link.
    /// - Parameters:
    ///   - scheme: The URL scheme, without `://`.
    ///   - routes: The routes.
    /// - Throws: ``ConflictError`` naming the patterns that match the same URLs.
    public init(scheme: String, routes: [DeepLinkRoute]) throws {
        var byShape: [[String?]: [String]] = [:]
        var order: [[String?]] = []
        for route in routes {
            if byShape[route.shape] == nil { order.append(route.shape) }
            byShape[route.shape, default: []].append(route.description)
        }
        let conflicts = order.compactMap { byShape[$0] }.filter { $0.count > 1 }
        guard conflicts.isEmpty else { throw ConflictError(conflicts: conflicts) }
        self.scheme = scheme
        self.routes = routes
    }

    /// The navigation `url` leads to, or why it leads nowhere.
    /// - Parameter url: The link, such as `myapp://game/normal/hard?from=mail`.
    /// - Returns: The transaction to apply, or a ``DeepLinkError``.
    public func match(_ url: String) -> Result<NavigationTransaction, DeepLinkError> {
        let parsed: ParsedURL
        switch ParsedURL.parse(url) {
        case .success(let value): parsed = value
        case .failure(let error): return .failure(error)
        }
        guard parsed.scheme.lowercased() == scheme.lowercased() else {
            return .failure(.wrongScheme(expected: scheme, url: url))
        }
        for route in routes {
            guard let path = route.parameters(for: parsed.path) else { continue }
            return route.transaction(for: DeepLinkParameters(path: path, queryItems: parsed.query, url: url))
        }
        return .failure(.unknownPath("/" + parsed.path.joined(separator: "/"), url: url))
    }
}

extension NavigationServiceType {
    /// Applies the navigation `url` leads to as one change, or changes nothing.
    /// - Parameters:
    ///   - url: The link.
    ///   - router: The app's routes.
    /// - Returns: The transaction applied, or why the link leads nowhere.
    @discardableResult
    public func open(_ url: String, with router: DeepLinkRouter) -> Result<NavigationTransaction, DeepLinkError> {
        router.match(url).map { transaction in
            apply(transaction)
            return transaction
        }
    }
}

/// A URL split into the parts routes match: the scheme, the path segments (the host
/// first) and the query items, percent-decoded.
struct ParsedURL: Equatable {
    let scheme: String
    let path: [String]
    let query: [String: String]

    static func parse(_ url: String) -> Result<ParsedURL, DeepLinkError> {
        guard let colon = url.firstIndex(of: ":"), url[colon...].hasPrefix("://") else {
            return .failure(.invalidURL(url))
        }
        let scheme = String(url[..<colon])
        let isScheme =
            scheme.unicodeScalars.first.map(CharacterSetting.isLetter) == true
            && scheme.unicodeScalars.allSatisfy(CharacterSetting.isSchemeCharacter)
        guard isScheme else { return .failure(.invalidURL(url)) }
        var rest = url[url.index(colon, offsetBy: 3)...]
        if let fragment = rest.firstIndex(of: "#") { rest = rest[..<fragment] }
        let parts = rest.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        var path: [String] = []
        for segment in parts[0].split(separator: "/") {
            guard let decoded = percentDecoded(segment) else { return .failure(.invalidURL(url)) }
            path.append(decoded)
        }
        var query: [String: String] = [:]
        if parts.count > 1 {
            for item in parts[1].split(separator: "&") {
                let pair = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                guard let name = percentDecoded(pair[0]), let value = percentDecoded(pair.count > 1 ? pair[1] : "")
                else {
                    return .failure(.invalidURL(url))
                }
                if query[name] == nil { query[name] = value }
            }
        }
        return .success(ParsedURL(scheme: scheme, path: path, query: query))
    }

    /// `text` with `%XX` escapes (and `+` in query values left as is) decoded, or `nil`
    /// when an escape is broken or the bytes are not UTF-8.
    static func percentDecoded(_ text: Substring) -> String? {
        guard text.contains("%") else { return String(text) }
        var bytes: [UInt8] = []
        var iterator = text.utf8.makeIterator()
        while let byte = iterator.next() {
            guard byte == UInt8(ascii: "%") else {
                bytes.append(byte)
                continue
            }
            guard let high = iterator.next().flatMap(hexValue), let low = iterator.next().flatMap(hexValue) else {
                return nil
            }
            bytes.append(high << 4 | low)
        }
        let decoded = String(decoding: bytes, as: UTF8.self)
        // Decoding repairs invalid UTF-8; a repaired string is not what the link said.
        return decoded.utf8.elementsEqual(bytes) ? decoded : nil
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}

private enum CharacterSetting {
    static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "a"..."z", "A"..."Z": true
        default: false
        }
    }

    /// Letters, digits, `+`, `-` and `.`, as RFC 3986 allows in a scheme.
    static func isSchemeCharacter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "a"..."z", "A"..."Z", "0"..."9", "+", "-", ".": true
        default: false
        }
    }
}
